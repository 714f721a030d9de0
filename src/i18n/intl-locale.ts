import { DEFAULT_LANGUAGE, type Language, languageOf } from './languages';

/** Intl locale for dates and numbers: 2026年12月4日, 2026年12月4日, 2026年12月4日, 4 December 2026. */
export const INTL_LOCALE: Readonly<Record<Language, string>> = {
  ja: 'ja-JP',
  zh: 'zh-CN',
  'zh-Hant': 'zh-TW',
  en: 'en-GB',
};

/** The Intl locale of an i18next language or any tag (ja-JP when it names none of ours). */
export function intlLocale(tag: string | null | undefined): string {
  return INTL_LOCALE[languageOf(tag) ?? DEFAULT_LANGUAGE];
}
