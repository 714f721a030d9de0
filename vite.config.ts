import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { normaliseSiteUrl, robotsTxt, sitemapXml } from './src/app/sitemap.ts';

/** Texts of one language (UI locales, reading content) as `assets/text-<lang>-<name>-<hash>.js`. */
const TEXT_MODULE = /\/src\/(?:i18n\/locales\/(ja|zh|en)\/(\w+)|content\/(\w+)\/(ja|zh|en))\.json$/;

/** Chunk names that say which language a text chunk holds (tests check a page loads only its own). */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const m = chunk.facadeModuleId?.match(TEXT_MODULE);
  if (!m) return 'assets/[name]-[hash].js';
  const [lang, name] = m[1] ? [m[1], m[2]] : [m[4], m[3]];
  return `assets/text-${lang}-${name}-[hash].js`;
}

/** robots.txt always; sitemap.xml when the site's address is known at build time (VITE_SITE_URL). */
function siteFiles(siteUrl: string | null): Plugin {
  return {
    name: 'seimei-site-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      if (siteUrl) this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) });
    },
  };
}

/**
 * What the first screen needs besides index.js: each language's common texts, and on the home page its code,
 * styles and texts. Listed at build time from the bundle, so they can be requested with index.js instead of
 * after it has run.
 */
function firstScreenFiles(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const text = (lang: string, name: string) =>
    `/${chunks.find((c) => c.fileName.startsWith(`assets/text-${lang}-${name}-`))?.fileName}`;
  const home = chunks.find((c) => c.facadeModuleId?.endsWith('/src/features/home/home-page.tsx'));
  if (!home) throw new Error('first-screen preload: the home page chunk is missing');
  const entry = chunks.find((c) => c.isEntry)?.fileName;
  const css = [
    ...((home as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
  ];
  return {
    t: Object.fromEntries(
      ['ja', 'zh', 'en'].map((lang) => [lang, { c: [text(lang, 'common')], h: [text(lang, 'home')] }]),
    ),
    h: [home.fileName, ...home.imports.filter((f) => f !== entry), ...css].map((f) => `/${f}`),
  };
}

/**
 * An inline script (index.html) that picks the visitor's language as src/i18n/i18n.ts does — the stored choice,
 * else the browser's languages, else ja — sets <html lang> (the header painted before the app starts reads it)
 * and adds preload links for the first screen's files, so they load alongside index.js rather than after it.
 */
const preloadScript = (files: ReturnType<typeof firstScreenFiles>) =>
  `(function(f){var s;try{s=localStorage.getItem("preferred-language")}catch(e){}` +
  `var c=[s].concat(navigator.languages||[navigator.language]),l="ja";` +
  `for(var i=0;i<c.length;i++){var p=String(c[i]||"").toLowerCase().split(/[-_]/)[0];if(f.t.hasOwnProperty(p)){l=p;break}}` +
  `document.documentElement.lang={ja:"ja",zh:"zh-CN",en:"en"}[l];var u=f.t[l].c;if(location.pathname==="/"&&!/[?&]spa=/.test(location.search))u=u.concat(f.t[l].h,f.h);` +
  `u.forEach(function(h){var k=document.createElement("link");k.rel=/\\.css$/.test(h)?"stylesheet":"modulepreload";` +
  `k.crossOrigin="";k.href=h;document.head.appendChild(k)})})(${JSON.stringify(files)})`;

function firstScreenPreload(): Plugin {
  return {
    name: 'seimei-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        // Before the stylesheet: a classic script after a stylesheet link would wait for it.
        const script = `<script>${preloadScript(firstScreenFiles(ctx.bundle))}</script>`;
        return html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${script}`);
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = env.VITE_SITE_URL ? normaliseSiteUrl(env.VITE_SITE_URL) : null;
  return {
    plugins: [react(), siteFiles(siteUrl), firstScreenPreload()],
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser of the es2022 target preloads modules itself: no polyfill in the first load.
      modulePreload: { polyfill: false },
      rollupOptions: { output: { chunkFileNames: chunkFileName } },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
