/**
 * The web app manifests (issue 16 §1), one per language — an installed app takes its name from the manifest
 * the page links at install time, and src/app/page-meta.tsx links the current language's. Written at build time
 * as /manifest.<lang>.webmanifest (vite.config.ts). Colours are the app's page backgrounds (src/app/tokens.css).
 */
import type { Language } from '../../i18n/languages';

export const MANIFEST_LANGUAGES: readonly Language[] = ['ja', 'zh', 'zh-Hant', 'en'];
export const THEME_LIGHT = '#f7f5fb';
export const THEME_DARK = '#0b0d1e';

const TEXTS: Record<Language, { lang: string; name: string; short_name: string; description: string }> = {
  ja: {
    lang: 'ja',
    name: '星命 Seimei｜四柱推命と西洋占星術',
    short_name: '星命',
    description:
      '四柱推命の命式と西洋占星術のホロスコープを、節入りの瞬間と実際の天体の位置から計算します。データはこの端末の中だけに保存され、一度開けばオフラインでも使えます。',
  },
  zh: {
    lang: 'zh-CN',
    name: '星命 Seimei｜八字与西洋占星',
    short_name: '星命',
    description:
      '按节气交接的准确时刻与真实天体位置排出八字命盘和西洋占星星盘。资料只保存在本设备上，打开过一次后离线也能使用。',
  },
  'zh-Hant': {
    lang: 'zh-Hant',
    name: '星命 Seimei｜八字與西洋占星',
    short_name: '星命',
    description:
      '按節氣交接的準確時刻與真實天體位置排出八字命盤和西洋占星星盤。資料只儲存在這台裝置上，開啟過一次後離線也能使用。',
  },
  en: {
    lang: 'en',
    name: 'Seimei — BaZi and Astrology',
    short_name: 'Seimei',
    description:
      'Your BaZi chart and natal chart, computed from the exact solar terms and the real positions of the planets. Your data stays on this device, and the app works offline once opened.',
  },
};

export const manifestPath = (lang: Language) => `/manifest.${lang}.webmanifest`;

export function webManifest(lang: Language) {
  return {
    ...TEXTS[lang],
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_DARK,
    theme_color: THEME_DARK,
    categories: ['lifestyle', 'education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
