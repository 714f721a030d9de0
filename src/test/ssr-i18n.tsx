import { readFileSync } from 'node:fs';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

/** The app's languages, for tests that render every one. */
export const LANGS = ['ja', 'zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** One locale file as shipped (src/i18n/locales/<lang>/<ns>.json). */
export function localeJson(lang: string, ns: string) {
  return JSON.parse(readFileSync(new URL(`../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
}

/**
 * One i18next instance per language with the shipped locale files, for rendering components to HTML in Node (the
 * results namespace as the default, as on the results pages). Call from `beforeAll`.
 */
export async function ssrI18n(namespaces: readonly string[]): Promise<Record<Lang, I18n>> {
  const instances = {} as Record<Lang, I18n>;
  for (const lng of LANGS) {
    const i = i18next.createInstance();
    await i.use(initReactI18next).init({
      lng,
      ns: [...namespaces],
      defaultNS: 'results',
      resources: { [lng]: Object.fromEntries(namespaces.map((ns) => [ns, localeJson(lng, ns)])) },
      interpolation: { escapeValue: false },
    });
    instances[lng] = i;
  }
  return instances;
}

/** A component's HTML in one language, inside a router (pages' links need one). */
export function renderIn(i18n: I18n, el: ReactElement): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{el}</MemoryRouter>
    </I18nextProvider>,
  );
}
