import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { reportFonts } from './scripts/report-fonts/report-fonts-plugin.ts';
import { ROUTES } from './src/app/route-table.ts';
import { normaliseSiteUrl, robotsTxt, sitemapXml } from './src/app/sitemap.ts';
import { REDIRECT_KEY } from './src/shared/paths.ts';
import { APP_STATE_KEY } from './src/shared/stores/app-types.ts';

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

/** `legacyResults` → `legacy-results`: each page module is `<kebab id>-page.tsx` under src/features. */
const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The routes whose first screen is preloaded: all but the short text pages (about, privacy, terms, contact, error,
 * not found) and the learning centre's lists (glossary, categories), which render fast anyway, and the sky views,
 * reached from a results page — each would cost every visitor its file names in index.html.
 */
const PRELOADED_ROUTES = ROUTES.filter(
  (r) => r.namespace !== 'pages' && r.page !== 'sky' && r.page !== 'glossary' && r.page !== 'category',
);
/** A route's namespaces as a list (a route names one, or several). */
const namespacesOf = (r: (typeof ROUTES)[number]): string[] =>
  typeof r.namespace === 'string' ? [r.namespace] : [...r.namespace];

/** A route pattern as a regular expression over the path (`:param` one segment, `*` anything). */
const routeRegExp = (path: string) =>
  path === '*' ? '' : `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;

/**
 * What the first screen of each route needs besides index.js, listed at build time from the bundle so the
 * inline script below can request it with index.js instead of after it has run: the page's code (its chunk and
 * the chunks it imports that index.js does not) and styles, the common texts of each language and the page's
 * own texts. File names are relative to /assets/.
 */
function firstScreenFiles(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk) => {
    const seen = new Set<string>();
    const visit = (c: OutputChunk) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const f of c.imports) {
        const next = byName.get(f);
        if (next) visit(next);
      }
    };
    visit(start);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first-screen preload: no entry chunk');
  const loaded = closure(entry);
  const rel = (f: string) => f.replace(/^assets\//, '');
  const text = (lang: string, name: string) => {
    const file = chunks.find((c) => c.fileName.startsWith(`assets/text-${lang}-${name}-`))?.fileName;
    if (!file) throw new Error(`first-screen preload: no ${lang}/${name} texts`);
    return rel(file);
  };
  const pages: Record<string, string[]> = {};
  for (const { page } of PRELOADED_ROUTES) {
    if (pages[page]) continue;
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${kebab(page)}-page.tsx`));
    if (!chunk) throw new Error(`first-screen preload: no chunk for the ${page} page`);
    const own = [...closure(chunk)].filter((f) => !loaded.has(f));
    const css = own.flatMap((f) => [
      ...((byName.get(f) as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
    ]);
    // Home, the first screen most visitors see, gets everything it imports. Other pages get their own chunk and
    // styles: the chunks they share with other pages are asked for by index.js's loader as it opens the page, all
    // at once, one round trip later — and listing them here would weigh on every visitor's first load.
    const js = page === 'home' ? own : [chunk.fileName];
    pages[page] = [...js, ...new Set(css)].map(rel);
  }
  // A returning visitor's stored state is checked by the schemas (zod) before the first page renders.
  const schemas = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/shared/stores/schemas.ts')));
  if (!schemas) throw new Error('first-screen preload: no chunk for the stored-state schemas');
  const namespaces = ['common', ...new Set(PRELOADED_ROUTES.flatMap(namespacesOf))];
  return {
    // Per language: the texts by namespace.
    t: Object.fromEntries(
      ['ja', 'zh', 'en'].map((lang) => [
        lang,
        Object.fromEntries(namespaces.map((ns) => [ns, text(lang, ns)])),
      ]),
    ),
    p: pages,
    s: [...closure(schemas)].filter((f) => !loaded.has(f)).map(rel),
    // Routes in the router's order: the first whose pattern matches names the page and its texts.
    r: PRELOADED_ROUTES.map((r) => [routeRegExp(r.path), r.page, namespacesOf(r)]),
  };
}

/**
 * An inline script (index.html) that picks the visitor's language as src/i18n/i18n.ts does — the stored choice,
 * else the browser's languages, else ja — sets <html lang> (the header painted before the app starts reads it)
 * and adds preload links for the first screen's files, so they load alongside index.js rather than after it.
 * Styles are only fetched here (rel=preload): Vite's loader applies them when the page's code loads, after the
 * main stylesheet, so the cascade keeps its order (a page's rules win over the base rules of equal weight).
 * With stored state, the schemas that check it are fetched too. The page is the one the path names, or after a static host's 404 page (/?spa=1) the one it saved
 * (src/app/spa-redirect.ts).
 */
const preloadScript = (files: ReturnType<typeof firstScreenFiles>) =>
  `(function(f){var s,p=location.pathname;try{s=localStorage.getItem("preferred-language")}catch(e){}` +
  `if(/[?&]spa=/.test(location.search))try{p=(sessionStorage.getItem("${REDIRECT_KEY}")||"/").split(/[?#]/)[0]}catch(e){}` +
  `var c=[s].concat(navigator.languages||[navigator.language]),l="ja";` +
  `for(var i=0;i<c.length;i++){var q=String(c[i]||"").toLowerCase().split(/[-_]/)[0];if(f.t.hasOwnProperty(q)){l=q;break}}` +
  `document.documentElement.lang={ja:"ja",zh:"zh-CN",en:"en"}[l];var t=f.t[l],u=[t.common];` +
  `try{if(localStorage.getItem("${APP_STATE_KEY}"))u=u.concat(f.s)}catch(e){}` +
  `for(i=0;i<f.r.length;i++)if(new RegExp(f.r[i][0]).test(p)){for(var j=0;j<f.r[i][2].length;j++)u=u.concat(t[f.r[i][2][j]]);u=u.concat(f.p[f.r[i][1]]);break}` +
  `u.forEach(function(h){var k=document.createElement("link"),c=/\\.css$/.test(h);k.rel=c?"preload":"modulepreload";if(c)k.as="style";` +
  `k.crossOrigin="";k.href="/assets/"+h;document.head.appendChild(k)})})(${JSON.stringify(files)})`;

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

/** Chunks opened from inside a page (dialogs, the PDF, the sky views, rare routes): see modulePreload below. */
const ON_DEMAND_CHUNK =
  /\/(sky-page|settings-dialog|share-dialog|download-report|build-report|legacy-results-page|shared-guard)-/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = env.VITE_SITE_URL ? normaliseSiteUrl(env.VITE_SITE_URL) : null;
  return {
    plugins: [react(), siteFiles(siteUrl), firstScreenPreload(), reportFonts()],
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser of the es2022 target preloads modules itself: no polyfill in the first load. A lazy chunk's
      // imports are preloaded with it (one round trip instead of a waterfall), except for the parts opened from
      // inside a page, whose file lists would otherwise ride in every visitor's first load (index.js): they keep
      // their styles and fetch their imports as the browser finds them.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps) =>
          ON_DEMAND_CHUNK.test(file) ? deps.filter((d) => d.endsWith('.css')) : deps,
      },
      rollupOptions: { output: { chunkFileNames: chunkFileName } },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
