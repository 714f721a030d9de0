/**
 * The app's languages; ja is the default and the fallback. zh is Simplified Chinese (mainland, Singapore), zh-Hant
 * Traditional Chinese as Taiwan writes it (also read in Hong Kong and Macau), made from zh by scripts/zh-hant.mjs.
 */
export const LANGUAGES = ['ja', 'zh', 'zh-Hant', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** localStorage key of the chosen language (spec §9). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

/** Query parameter of a link made in a language (a shared link): the language for a visitor who has chosen none. */
export const LANGUAGE_PARAM = 'lang';

/** The value of <html lang> per language. */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  ja: 'ja',
  zh: 'zh-CN',
  'zh-Hant': 'zh-Hant',
  en: 'en',
};

/** Each language's name in its own words, as the switcher shows it (a language is not a flag). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ja: '日本語',
  zh: '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
};

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** Chinese tags read in Traditional: the Hant script, or Taiwan, Hong Kong and Macau without a script. */
export const TRADITIONAL_TAG = /^zh[-_](hant|tw|hk|mo)\b/;

/**
 * The language of a stored preference or a browser language tag: zh-TW, zh-HK, zh-MO and zh-Hant-* → zh-Hant;
 * zh, zh-CN, zh-SG and zh-Hans-* → zh; ja-JP → ja; null when none fits. Matches the boot script (vite.config.ts).
 */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const prefix = lower.split(/[-_]/)[0];
  if (prefix === 'zh') return TRADITIONAL_TAG.test(lower) ? 'zh-Hant' : 'zh';
  return prefix === 'ja' || prefix === 'en' ? prefix : null;
}
