import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeLocalStorage } from '../shared/lib/storage';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  isLanguage,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  languageOf,
} from './languages';

/** Namespaces: one JSON per language and namespace, each its own lazily loaded chunk. */
export const NAMESPACES = [
  'common',
  'home',
  'results',
  'pages',
  'learn',
  'settings',
  'consultant',
  'share',
  'report',
  'history',
  'place',
  // The engine's error messages, loaded when a cast fails (off the home page's first load).
  'chartErrors',
  'compat',
  'seo',
] as const;
/** Loaded before the first render, with the first page's own namespace; the others load with their page. */
const STARTUP_NAMESPACES = ['common'] as const;

/** An i18next backend over the locale files, each its own chunk (text-<lang>-<namespace>-<hash>.js). */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // An unknown language is refused here; an unknown namespace by the import itself (no such file).
    if (!isLanguage(language)) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    // A template import, not import.meta.glob: the glob's map makes the bundler split React out of index.js.
    import(`./locales/${language}/${namespace}.json`).then(
      (m: { default: ResourceKey }) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

/**
 * The language to start in: the stored preference, else the language a shared link was made in (?lang=), else the
 * browser's languages (zh-TW, zh-HK and zh-MO read Traditional), else ja.
 */
export function detectLanguage(): Language {
  const candidates = [
    safeLocalStorage.getItem(LANGUAGE_STORAGE_KEY),
    new URLSearchParams(globalThis.location?.search).get(LANGUAGE_PARAM),
    ...(globalThis.navigator?.languages ?? [globalThis.navigator?.language]),
  ];
  for (const tag of candidates) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

/**
 * Initialises i18next with lazily loaded language bundles; resolves when `common` and `namespaces` of the first
 * language are ready. Only that language loads: there is no fallback language, since every key exists in every
 * language (src/i18n/locales.test.ts holds them identical), and a fallback would download a second language's
 * texts on every page.
 */
export async function initI18n(namespaces: readonly string[] = []): Promise<typeof i18next> {
  const lng = detectLanguage();
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      lng,
      fallbackLng: false,
      load: 'currentOnly',
      ns: [...new Set([...STARTUP_NAMESPACES, ...namespaces])],
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
    console.warn(`Unsupported language "${next}"`);
    return false;
  }
  if (i18next.language === next) return false;
  safeLocalStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  await i18next.changeLanguage(next);
  return true;
}

export { i18next };
