import { useTranslation } from 'react-i18next';

/**
 * The `lang` for stems, branches and other characters set inside the page's text. On a Japanese or Chinese page
 * they are that language's own words (a different `lang` would switch font in the middle of a line); on an
 * English page they are marked as Chinese so a CJK font draws them.
 */
export function useCjkLang(): string | undefined {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'zh-Hant' : undefined;
}
