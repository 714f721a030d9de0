import react from '@vitejs/plugin-react';
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = env.VITE_SITE_URL ? normaliseSiteUrl(env.VITE_SITE_URL) : null;
  return {
    plugins: [react(), siteFiles(siteUrl)],
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
