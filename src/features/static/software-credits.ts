/**
 * The open-source libraries the app ships (package.json "dependencies", and the service worker's runtime), with
 * their licences, listed on the about page. A test fails when a shipped dependency is missing here or its licence differs (issue 16 §6).
 */
export const SOFTWARE: readonly {
  name: string;
  license: string;
  href: string;
  packages?: readonly string[];
}[] = [
  { name: 'react', license: 'MIT', href: 'https://react.dev/' },
  { name: 'react-dom', license: 'MIT', href: 'https://react.dev/' },
  { name: 'react-router', license: 'MIT', href: 'https://github.com/remix-run/react-router' },
  { name: 'i18next', license: 'MIT', href: 'https://www.i18next.com' },
  { name: 'react-i18next', license: 'MIT', href: 'https://github.com/i18next/react-i18next' },
  { name: 'zustand', license: 'MIT', href: 'https://github.com/pmndrs/zustand' },
  { name: 'zod', license: 'MIT', href: 'https://zod.dev' },
  { name: 'astronomy-engine', license: 'MIT', href: 'https://github.com/cosinekitty/astronomy' },
  { name: 'astronomia', license: 'MIT', href: 'https://github.com/commenthol/astronomia' },
  { name: 'three', license: 'MIT', href: 'https://threejs.org/' },
  { name: 'pdf-lib', license: 'MIT', href: 'https://pdf-lib.js.org' },
  { name: '@pdf-lib/fontkit', license: 'MIT', href: 'https://github.com/Hopding/fontkit' },
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
