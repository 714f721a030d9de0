import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BUDGET_LANGUAGES,
  FIRST_LOAD_BUDGET_KB,
  formatMeasurement,
  measureFirstLoad,
} from '../../scripts/budget.mjs';
import {
  connectBrowser,
  type E2eLang,
  navigateInApp,
  networkSettled,
  openInLanguage,
  pageAtRest,
  revealResultSections,
  sharedLink,
} from './browser';

// Issue 9 §4: a first screen that is fast and well-mannered — the home page's first-load JavaScript budget, each
// language loading only its own texts, no console warnings, titles and descriptions per page and language,
// scrolling like a multi-page site, and a language switcher that sits in the header.

const url = inject('e2eUrl');
let browser: Browser;

const LANGS = ['ja', 'zh', 'en'] as const;
const DIST = process.env.E2E_DIST ?? 'dist';

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  for (const { context } of homeSessions.values()) await context.close();
  await browser?.close();
});

const common = (lang: E2eLang) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lang}/common.json`, 'utf8')) as {
    app: { defaultTitle: string };
    seo: Record<string, string>;
  };
/** Every page's description but home's: loaded after the page (src/app/page-meta.tsx). */
const seoTexts = (lang: E2eLang) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lang}/seo.json`, 'utf8')) as Record<string, string>;
const learnTexts = (lang: E2eLang) => JSON.parse(readFileSync(`src/i18n/locales/${lang}/learn.json`, 'utf8'));

/** Routes of every kind, the shared ones first: the first is saved, so that the guarded ones find a chart in the store. */
const ROUTES = [
  '/',
  sharedLink('astrology'),
  sharedLink('bazi'),
  '/transit-analysis',
  '/consultant',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/learn',
  '/learn/bazi/heavenly-stems',
  '/learn/article/five-elements-theory',
  '/learn/category/career',
  '/error',
  '/no-such-page',
];

/**
 * Waits until the route on screen is complete: its heading, and on a results page every section (they are built as
 * the reader scrolls near them, and fetch the readings' texts: scroll through, then wait for the last section and
 * the readings, or the page is left before they are asked for); then until everything it loads has arrived.
 */
async function complete(page: Page, route: string, settled: ReturnType<typeof networkSettled>) {
  await page.locator('main h1').first().waitFor();
  if (route.includes('-results')) {
    await revealResultSections(page);
    await page.locator('#calc').waitFor();
    await page.locator('#readings :is(p, li)').first().waitFor();
  }
  await pageAtRest(page, settled);
}

/** Opens a route with a full page load and waits until it is complete (`complete`). */
async function load(page: Page, route: string) {
  const settled = networkSettled(page);
  await page.goto(`${url}${route}`);
  await complete(page, route, settled);
}

describe('home first-load JavaScript', () => {
  it(`is at most ${FIRST_LOAD_BUDGET_KB} KB gzip in each language`, async () => {
    const report: string[] = [];
    const over: string[] = [];
    for (const lang of BUDGET_LANGUAGES) {
      // Measured as `npm run budget` measures it, waiting on the page's state rather than a quiet second.
      const m = await measureFirstLoad(browser, url, lang, {
        atRest: (page) => {
          const settled = networkSettled(page);
          return () => pageAtRest(page, settled);
        },
      });
      report.push(formatMeasurement(lang, m));
      expect(m.files.length).toBeGreaterThan(1);
      if (m.totalGzipBytes > FIRST_LOAD_BUDGET_KB * 1024) over.push(`${lang}: ${m.totalGzipBytes} bytes`);
    }
    console.log(report.join('\n'));
    expect(over).toEqual([]);
  });
});

/** The deep link the zh visit opens with (a shared chart: its route restores and recomputes the chart). */
const DEEP_LINK = sharedLink('bazi');

/**
 * The head's links of a deep link to a shared bazi chart in zh: the page's code, styles and texts are requested by
 * the boot script alongside index.js, only zh texts among them, and styles are applied in the build's order.
 */
async function expectDeepLinkPreloads(page: Page) {
  const links = await page.evaluate(() =>
    [...document.head.querySelectorAll('link')].map((l) => ({
      rel: l.rel,
      as: l.getAttribute('as') ?? '',
      href: new URL(l.href).pathname,
    })),
  );
  const has = (rel: string, re: RegExp, as = '') =>
    links.some((l) => l.rel === rel && l.as === as && re.test(l.href));
  // Requested by the boot script in index.html, before index.js has run.
  expect(has('modulepreload', /^\/assets\/bazi-results-page-[\w-]+\.js$/)).toBe(true);
  expect(has('modulepreload', /^\/assets\/text-zh-results-[\w-]+\.js$/)).toBe(true);
  expect(links.filter((l) => /text-(ja|en)-/.test(l.href))).toEqual([]);
  // Styles are fetched early but applied in the build's order: the main stylesheet first, each of the page's
  // preloaded styles after it (its chunk name follows the bundler's choice, so it is not checked).
  const preloadedStyles = links.filter((l) => l.rel === 'preload' && l.as === 'style').map((l) => l.href);
  expect(preloadedStyles.length).toBeGreaterThan(0);
  const sheets = links.filter((l) => l.rel === 'stylesheet').map((l) => l.href);
  expect(sheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  for (const href of preloadedStyles) expect(sheets.indexOf(href)).toBeGreaterThan(0);
}

// The language is chosen once, as the app starts (the boot script's preloads and the app's own texts follow it):
// each visit opens with a full load, and moves on to every other route as a visitor does, by client-side navigation,
// which fetches each route's code and texts as it opens it. The zh visit opens with the deep link.
describe('each language loads only its own texts, and no page logs a warning', () => {
  for (const lang of LANGS) {
    const title =
      lang === 'zh'
        ? "zh, opened by a deep link, which fetches its page's code, styles and texts alongside index.js, and keeps the styles' order"
        : lang;
    it(title, async () => {
      const { context, page, problems } = await openInLanguage(browser, lang, { width: 375, height: 812 });
      const textChunks = new Set<string>();
      const warnings: string[] = [];
      page.on('request', (r) => {
        const m = new URL(r.url()).pathname.match(
          /\/assets\/text-(ja|zh-Hant|zh|en)-([\w-]+?)-[\w-]{7}\.js$/,
        );
        if (m) textChunks.add(`${m[1]}/${m[2]}`);
      });
      page.on('console', (m) => {
        // Playwright's own note that it blocked the service worker (openInLanguage does, outside the offline tests).
        if (m.type() === 'warning' && !/Service Worker registration blocked by Playwright/.test(m.text()))
          warnings.push(`${page.url()}: ${m.text()}`);
      });
      const routes = lang === 'zh' ? [DEEP_LINK, ...ROUTES.filter((r) => r !== DEEP_LINK)] : ROUTES;
      const settled = networkSettled(page);
      for (const [i, route] of routes.entries()) {
        if (i === 0) await page.goto(`${url}${route}`);
        else await navigateInApp(page, route);
        await complete(page, route, settled);
        if (route === DEEP_LINK && i === 0) {
          await expectDeepLinkPreloads(page);
          expect(problems).toEqual([]);
        }
        // A shared chart is the sender's until saved: save the first, so the guarded pages after it have a chart.
        if (route === ROUTES[1]) {
          await page.click('[data-testid="shared-save"]');
          await page.waitForURL(/\/astrology-results\/\d/);
          await pageAtRest(page, settled);
        }
      }
      // The chunks are recognisable, and the pages above needed texts of several kinds (UI and readings).
      expect([...textChunks].filter((c) => c.startsWith(`${lang}/`)).length).toBeGreaterThanOrEqual(6);
      expect([...textChunks].filter((c) => !c.startsWith(`${lang}/`))).toEqual([]);
      expect(warnings).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows everything and names no sitemap when the build has no site address', async () => {
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toBe('User-agent: *\nAllow: /\n');
    // This build had no VITE_SITE_URL, so it has no sitemap to point to.
    expect(existsSync(`${DIST}/sitemap.xml`)).toBe(false);
  });
});

describe('scrolling', () => {
  it('a new page opens at its top; back returns to where the visitor was', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'en', { width: 375, height: 700 });
    await load(page, sharedLink('astrology'));
    await page.waitForSelector('table.data');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    // The brand link leads home: home starts at its top, not where the results page was.
    await page.click('.brand');
    await page.waitForSelector('form.birth-form');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForSelector('main h1');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2000);
    // Forward again: home, at the top where it was left.
    await page.goForward();
    await page.waitForSelector('form.birth-form');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A long page, a link near its bottom, and back.
    await load(page, '/learn');
    const link = page.locator('main a[href="/learn/reading/timing"]').first();
    await link.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => Math.round(window.scrollY));
    expect(y).toBeGreaterThan(500);
    await link.click();
    await page.waitForURL(/\/learn\/reading\/timing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    expect(problems).toEqual([]);
    await context.close();
  });
});

type Session = Awaited<ReturnType<typeof openInLanguage>>;
/**
 * The home page in each language, opened with a full load at 320 × 640 px by the first test that needs it and kept
 * for the tests below (the switcher at 320 px, then the titles at 1280 px, then the tests that change the language):
 * each sets the width it checks (the page follows a resize as it follows a rotated phone) and moves on by
 * client-side navigation. An error in any of them fails that test and every later one in the language (`problems`
 * is never emptied).
 */
const homeSessions = new Map<E2eLang, Session>();
async function home(lang: E2eLang, viewport: { width: number; height: number }): Promise<Session> {
  let session = homeSessions.get(lang);
  if (!session) {
    session = await openInLanguage(browser, lang, { width: 320, height: 640 });
    homeSessions.set(lang, session);
    await load(session.page, '/');
  }
  await session.page.setViewportSize(viewport);
  if ((await session.page.getAttribute('main', 'data-location')) !== '/')
    await navigateInApp(session.page, '/');
  return session;
}

describe('the language switcher', () => {
  for (const lang of LANGS) {
    it(`sits in the header at 320 px, named in words, without overlapping (${lang})`, async () => {
      const { page, problems } = await home(lang, { width: 320, height: 640 });
      const box = async (selector: string) => {
        const b = await page.locator(selector).first().boundingBox();
        if (!b) throw new Error(`${selector} is not visible`);
        return b;
      };
      const header = await box('.site-header');
      const parts = [await box('.brand'), await box('.lang-switcher-button'), await box('.menu-toggle')];
      for (const b of parts) {
        expect(b.x).toBeGreaterThanOrEqual(header.x);
        expect(b.x + b.width).toBeLessThanOrEqual(header.x + header.width);
        expect(b.y).toBeGreaterThanOrEqual(header.y);
        expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
      }
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await page.textContent('.lang-switcher-button')).toBe(
        { ja: '日本語', zh: '简体中文', en: 'English' }[lang],
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('titles and descriptions', () => {
  const meta = (page: Page, key: string) =>
    page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute('content');

  for (const lang of LANGS) {
    it(`follow the page and the language (${lang})`, async () => {
      // The home page as loaded (its texts set as the app starts); the other pages as a visitor reaches them.
      const { page, problems } = await home(lang, { width: 1280, height: 900 });
      const texts = common(lang);
      expect(await page.title()).toBe(texts.app.defaultTitle);
      expect(await meta(page, 'description')).toBe(texts.seo.home);
      expect(await meta(page, 'og:description')).toBe(texts.seo.home);
      expect(await meta(page, 'og:title')).toBe(texts.app.defaultTitle);
      expect(await meta(page, 'og:locale')).toBe({ ja: 'ja_JP', zh: 'zh_CN', en: 'en_GB' }[lang]);

      await navigateInApp(page, '/about');
      await expect.poll(() => meta(page, 'description')).toBe(seoTexts(lang).about);

      // A lesson is titled and described by its own texts; so is an article.
      const learn = learnTexts(lang);
      await navigateInApp(page, '/learn/astrology/houses');
      await expect
        .poll(() => page.title())
        .toMatch(new RegExp(`^${learn.lessons.astrology.houses.title} \\| `));
      await expect.poll(() => meta(page, 'description')).toBe(learn.lessons.astrology.houses.overview);
      await navigateInApp(page, '/learn/article/career-astrology');
      await expect
        .poll(() => page.title())
        .toMatch(new RegExp(`^${learn.articles['career-astrology'].title} \\| `));
      await expect.poll(() => meta(page, 'og:description')).toBe(learn.articles['career-astrology'].summary);
      expect(problems).toEqual([]);
    });
  }

  it('change with the language on the same page', async () => {
    const { page, problems } = await home('ja', { width: 1280, height: 900 });
    await navigateInApp(page, '/learn/bazi/basics');
    await page.click('.lang-switcher-button');
    await page.click('[role="menuitemradio"][lang="en"]');
    await expect.poll(() => page.title()).toBe(`${learnTexts('en').lessons.bazi.basics.title} | Seimei`);
    expect(await meta(page, 'description')).toBe(learnTexts('en').lessons.bazi.basics.overview);
    expect(problems).toEqual([]);
  });
});

describe('the language switcher, from the keyboard', () => {
  it('works from the keyboard: opens on Enter, arrows move, Escape closes and returns focus', async () => {
    const { page, problems } = await home('zh', { width: 375, height: 700 });
    await page.focus('.lang-switcher-button');
    await page.keyboard.press('Enter');
    const menu = page.locator('[role="menu"]');
    await menu.waitFor();
    expect(await menu.locator('[role="menuitemradio"]').allTextContents()).toEqual([
      '日本語',
      '简体中文',
      '繁體中文',
      'English',
    ]);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('简体中文'); // the current language
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('繁體中文');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('English');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('日本語');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('lang-switcher-button')),
    ).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    // Choosing with the keyboard: open, move to English, Enter.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.textContent('.lang-switcher-button')).toBe('English');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('lang-switcher-button')),
    ).toBe(true);
    expect(problems).toEqual([]);
  });
});
