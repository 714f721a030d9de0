/** The app's languages; ja is the default and the fallback. */
export const LANGUAGES = ['ja', 'zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** localStorage key of the chosen language (spec §9). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

/** The value of <html lang> per language (Chinese UI is Simplified). */
export const HTML_LANG: Readonly<Record<Language, string>> = { ja: 'ja', zh: 'zh-CN', en: 'en' };

/** Each language's name in its own words, as the switcher shows it (a language is not a flag). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ja: '日本語',
  zh: '中文',
  en: 'English',
};

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** ja / zh / en from a stored preference or a browser language tag (zh-TW → zh); null when none fits. */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const prefix = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(prefix) ? prefix : null;
}

/** Intl locale for dates and numbers. */
export const INTL_LOCALE: Readonly<Record<Language, string>> = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-US' };
