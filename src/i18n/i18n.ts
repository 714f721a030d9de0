import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { safeLocalStorage } from '../shared/lib/storage';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  languageOf,
} from './languages';

/** Namespaces: one JSON per language and namespace, each its own lazily loaded chunk. */
export const NAMESPACES = ['common', 'home', 'results', 'pages', 'learn', 'settings'] as const;
/** Loaded before the first render; the others load when a screen asks for them (useTranslation suspends). */
const STARTUP_NAMESPACES = ['common', 'home'] as const;

/** The language to start in: the stored preference, else the browser's language prefix, else ja. */
export function detectLanguage(): Language {
  const stored = languageOf(safeLocalStorage.getItem(LANGUAGE_STORAGE_KEY));
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/** Initialises i18next with lazily loaded language bundles; resolves when the first language is ready. */
export async function initI18n(): Promise<typeof i18next> {
  const lng = detectLanguage();
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`),
      ),
    )
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: [...STARTUP_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(lng);
  i18next.on('languageChanged', (l) => {
    const lang = languageOf(l) ?? DEFAULT_LANGUAGE;
    applyDocumentLanguage(lang);
  });
  return i18next;
}

/**
 * Switches the language (spec §4): ignored when unchanged; unsupported values only warn. Saves the choice,
 * updates <html lang> (through the languageChanged event) and the i18n state.
 */
export async function switchLanguage(next: string): Promise<boolean> {
  if (!languageOf(next) || languageOf(next) !== next) {
    console.warn(`Unsupported language "${next}": expected one of ${LANGUAGES.join(', ')}.`);
    return false;
  }
  if (i18next.language === next) return false;
  safeLocalStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  await i18next.changeLanguage(next);
  return true;
}

export { i18next };
