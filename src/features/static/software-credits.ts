/**
 * The open-source code the app ships — every package in the production dependency tree of package.json, and the
 * service worker's runtime — with their licences, listed on the about page. `packages` names the npm packages an
 * entry covers (its name alone when absent). A test fails when a shipped package is missing here or its declared
 * licence differs (issue 16 §6).
 */
export const SOFTWARE: readonly {
  name: string;
  license: string;
  href: string;
  packages?: readonly string[];
}[] = [
  { name: 'react', license: 'MIT', href: 'https://react.dev/' },
  { name: 'react-dom', license: 'MIT', href: 'https://react.dev/', packages: ['react-dom', 'scheduler'] },
  { name: 'react-router', license: 'MIT', href: 'https://github.com/remix-run/react-router' },
  { name: 'cookie', license: 'MIT', href: 'https://github.com/jshttp/cookie' },
  { name: 'set-cookie-parser', license: 'MIT', href: 'https://github.com/nfriedly/set-cookie-parser' },
  { name: 'i18next', license: 'MIT', href: 'https://www.i18next.com' },
  { name: 'react-i18next', license: 'MIT', href: 'https://github.com/i18next/react-i18next' },
  {
    name: 'html-parse-stringify',
    license: 'MIT',
    href: 'https://github.com/henrikjoreteg/html-parse-stringify',
  },
  { name: '@babel/runtime', license: 'MIT', href: 'https://babel.dev/' },
  {
    name: 'use-sync-external-store',
    license: 'MIT',
    href: 'https://github.com/facebook/react/tree/main/packages/use-sync-external-store',
  },
  { name: 'zustand', license: 'MIT', href: 'https://github.com/pmndrs/zustand' },
  { name: 'zod', license: 'MIT', href: 'https://zod.dev' },
  { name: 'astronomy-engine', license: 'MIT', href: 'https://github.com/cosinekitty/astronomy' },
  { name: 'astronomia', license: 'MIT', href: 'https://github.com/commenthol/astronomia' },
  { name: 'three', license: 'MIT', href: 'https://threejs.org/' },
  {
    name: 'pdf-lib',
    license: 'MIT',
    href: 'https://pdf-lib.js.org',
    packages: ['pdf-lib', '@pdf-lib/standard-fonts', '@pdf-lib/upng'],
  },
  { name: '@pdf-lib/fontkit', license: 'MIT', href: 'https://github.com/Hopding/fontkit' },
  { name: 'pako', license: '(MIT AND Zlib)', href: 'https://github.com/nodeca/pako' },
  { name: 'tslib', license: '0BSD', href: 'https://github.com/microsoft/tslib' },
  { name: 'uqr', license: 'MIT', href: 'https://github.com/unjs/uqr' },
  { name: 'driver.js', license: 'MIT', href: 'https://driverjs.com' },
  { name: 'eventsource-parser', license: 'MIT', href: 'https://github.com/rexxars/eventsource-parser' },
  // The service worker's runtime (sw.js, workbox-*.js), bundled at build time from these packages.
  {
    name: 'Workbox',
    license: 'MIT',
    href: 'https://developer.chrome.com/docs/workbox',
    packages: [
      'workbox-core',
      'workbox-precaching',
      'workbox-routing',
      'workbox-strategies',
      'workbox-expiration',
    ],
  },
];
