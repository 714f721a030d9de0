import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { pageMeta } from './page-meta';
import { ROUTES, type RouteEntry } from './route-table';

type Tree = { [k: string]: Tree | string };
const locale = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(new URL(`../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((n, k) => (n as Tree | undefined)?.[k], tree);

/** The same lookups page-meta does in the app, over the locale files. */
function metaIn(lang: string, entry: RouteEntry, params: Record<string, string> = {}) {
  const common = locale(lang, 'common');
  const learn = locale(lang, 'learn');
  const t = (key: string) => String(at(common, key) ?? key);
  const text = (ns: string, path: string) => {
    const v = at(ns === 'learn' ? learn : ns === 'seo' ? locale(lang, 'seo') : common, path);
    return typeof v === 'string' ? v : undefined;
  };
  return pageMeta(entry, params, t, text);
}

const route = (page: RouteEntry['page']) => ROUTES.find((r) => r.page === page) as RouteEntry;

describe('page titles and descriptions', () => {
  it('every route has a title and a description in every language', () => {
    for (const lang of LANGUAGES) {
      const common = locale(lang, 'common');
      const seo = locale(lang, 'seo');
      for (const r of ROUTES) {
        expect(typeof at(seo, `titles.${r.meta}`), `${lang} seo:titles.${r.meta}`).toBe('string');
        // Home's description comes with the first load (common); every other page's loads after it (seo).
        const description = r.meta === 'home' ? at(common, 'seo.home') : at(seo, r.meta);
        expect(typeof description, `${lang} seo.${r.meta}`).toBe('string');
        expect((description as string).length, `${lang} seo.${r.meta}`).toBeGreaterThan(15);
      }
    }
  });

  it('home carries the full title; other pages their own title and the app name', () => {
    expect(metaIn('ja', route('home')).title).toBe('星命 Seimei｜四柱推命と西洋占星術');
    expect(metaIn('en', route('about'))).toEqual({
      title: 'About Seimei | Seimei',
      description: at(locale('en', 'seo'), 'about'),
    });
  });

  it('lessons, articles and categories carry their own title and summary', () => {
    const lesson = metaIn('ja', route('lesson'), { type: 'bazi', lesson: 'heavenly-stems' });
    expect(lesson.title).toBe(
      `${at(locale('ja', 'learn'), 'lessons.bazi.heavenly-stems.title')} | 星命 Seimei`,
    );
    expect(lesson.description).toBe(at(locale('ja', 'learn'), 'lessons.bazi.heavenly-stems.overview'));
    const article = metaIn('zh', route('article'), { slug: 'five-elements-theory' });
    expect(article.title).toContain(at(locale('zh', 'learn'), 'articles.five-elements-theory.title'));
    expect(article.description).toBe(at(locale('zh', 'learn'), 'articles.five-elements-theory.summary'));
    const category = metaIn('en', route('category'), { category: 'career' });
    expect(category).toEqual({
      title: 'Career | Seimei',
      description: at(locale('en', 'learn'), 'categories.career.description'),
    });
  });

  it('an unknown lesson falls back to the generic title, never to a raw key', () => {
    const meta = metaIn('en', route('lesson'), { type: 'bazi', lesson: 'nope' });
    expect(meta).toEqual({
      title: 'Lesson | Seimei',
      description: at(locale('en', 'seo'), 'lesson'),
    });
  });

  it("index.html starts with the Japanese home page's title and description", () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const ja = locale('ja', 'common');
    expect(html).toContain(`<title>${at(ja, 'app.defaultTitle')}</title>`);
    expect(html).toContain(`<meta name="description" content="${at(ja, 'seo.home')}" />`);
    expect(html).toContain(`<meta property="og:description" content="${at(ja, 'seo.home')}" />`);
    // The header painted before the app starts names the app as each language does (base.css hides the CJK part
    // in English).
    const brand = html.match(/<span class="brand-name"><span class="brand-cjk">(.*?)<\/span>(.*?)<\/span>/);
    expect(brand?.slice(1).join('')).toBe(at(locale('zh', 'common'), 'app.name'));
    expect(brand?.slice(1).join('')).toBe(at(ja, 'app.name'));
    expect(brand?.[2]).toBe(at(locale('en', 'common'), 'app.name'));
  });
});
