import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Language, languageOf } from '../i18n/languages';

/** Open Graph's locale of each language. */
const OG_LOCALE: Readonly<Record<Language, string>> = {
  ja: 'ja_JP',
  zh: 'zh_CN',
  'zh-Hant': 'zh_TW',
  en: 'en_GB',
};

import type { RouteEntry } from './route-table';

/**
 * A page's document title and description, in the current language. The description is null while its texts load:
 * only home's is in `common` (the first load carries no other page's description); the rest are in `seo`.
 */
export interface PageMeta {
  title: string;
  description: string | null;
}

type Params = Readonly<Record<string, string | undefined>>;

/** Where a learning or sky page keeps its own title and description (namespace and keys), if it has them. */
function ownTextPaths(
  entry: RouteEntry,
  params: Params,
): { ns: string; title: string; description: string } | null {
  const at = (base: string, description: string, ns = 'learn') => ({
    ns,
    title: `${base}.title`,
    description: `${base}.${description}`,
  });
  if (entry.page === 'sky') return at(params.view === 'chart' ? 'metaChart' : 'meta3d', 'description', 'sky');
  if (entry.page === 'lesson') return at(`lessons.${params.type}.${params.lesson}`, 'overview');
  if (entry.page === 'article') return at(`articles.${params.slug}`, 'summary');
  if (entry.page === 'category') return at(`categories.${params.category}`, 'description');
  if (entry.page === 'glossary') return at('glossaryPage', 'description');
  return null;
}

/**
 * The title and description of a route: home carries the app's full title; lessons, articles and categories
 * their own title and summary (the generic ones when the URL names none); every other page its title key.
 * `text(ns, path)` returns a loaded string resource or undefined.
 */
export function pageMeta(
  entry: RouteEntry,
  params: Params,
  t: (key: string) => string,
  text: (ns: string, path: string) => string | undefined,
): PageMeta {
  if (entry.page === 'home') return { title: t('app.defaultTitle'), description: t('seo.home') };
  const description = text('seo', entry.meta) ?? null;
  const own = ownTextPaths(entry, params);
  const ownTitle = own && text(own.ns, own.title);
  // The page titles ride with the descriptions (seo), not in the first load's common texts: until they arrive the
  // tab shows the app's name.
  const title = ownTitle ?? text('seo', `titles.${entry.meta}`) ?? t('app.name');
  return {
    title: `${title} | ${t('app.suffix')}`,
    description: (ownTitle && own && text(own.ns, own.description)) || description,
  };
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attribute, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Writes the title, the description and their Open Graph twins into the document head. */
export function applyPageMeta({ title, description }: PageMeta, lang: Language): void {
  document.title = title;
  setMeta('property', 'og:title', title);
  if (description !== null) {
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
  }
  setMeta('property', 'og:locale', OG_LOCALE[lang]);
  // Installing the app takes its name from the manifest linked at the time (src/app/pwa/manifest.ts).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
}

/** Keeps the document's title and description in step with the route and the language (renders nothing). */
export function RouteMeta({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const learnTexts =
    entry.page === 'lesson' ||
    entry.page === 'article' ||
    entry.page === 'category' ||
    entry.page === 'glossary';
  const { t, i18n } = useTranslation(learnTexts ? ['common', 'learn'] : 'common');
  // The descriptions (`seo`) load after the page, and the sky views add their texts from their own chunk
  // (src/i18n/page-namespaces.ts): read them once they arrive.
  const [, textsAdded] = useReducer((n: number) => n + 1, 0);
  const lang = languageOf(i18n.language) ?? 'ja';
  useEffect(() => {
    i18n.store.on('added', textsAdded);
    textsAdded(); // texts may have arrived while this rendered, before the listener was there
    // For the language on screen (a language switch asks again for the new one).
    if (entry.page !== 'home' && !i18n.hasResourceBundle(lang, 'seo'))
      void i18n.loadNamespaces('seo', textsAdded);
    return () => i18n.store.off('added', textsAdded);
  }, [entry.page, i18n, lang]);
  const text = (ns: string, path: string) => {
    const v: unknown = i18n.getResource(lang, ns, path);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const { title, description } = pageMeta(entry, params, t, text);
  useEffect(() => applyPageMeta({ title, description }, lang), [title, description, lang]);
  return null;
}
