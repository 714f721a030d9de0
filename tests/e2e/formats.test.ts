import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeShareLink } from '../../src/shared/share/share-link';
import { offenders } from '../../src/test/machine-formats';
import {
  APP_STATE_KEY,
  type AppLang,
  connectBrowser,
  openInLanguage,
  resultsPathOf,
  revealResultSections,
  typePlaceAndLeave,
} from './browser';

const PARTNER_KEY = 'seimei-partner';

// Issue 31 §2–§3: what a person reads carries no machine format — no ISO date (2026-12-04, 2026-02), no IANA zone
// name (Asia/Tokyo) outside the method notes, no ASCII colon or comma in Japanese and Chinese prose, no full-width
// bracket in English, no counter such as "1 years".

const url = inject('e2eUrl');
let browser: Browser;
let storedState: string;
beforeAll(async () => {
  browser = await connectBrowser();
  storedState = inject('e2eStoredState');
});
afterAll(async () => {
  await browser?.close();
});

/** The page's text a person reads: the method notes (which may name the zone and the instant in UTC) left out. */
const readText = (page: Page, scope = 'main') =>
  page.evaluate((scope) => {
    const root = document.querySelector(scope) ?? document.body;
    const copy = root.cloneNode(true) as HTMLElement;
    // The sky's zone field asks for an IANA id by name (「IANA名（例：Asia/Tokyo）」): an input's example, not prose.
    for (const el of copy.querySelectorAll(
      '.chart-meta, .debug-panel, [data-method-notes], .sky-field-tz, script, style',
    ))
      el.remove();
    // What sits in a closed disclosure is read too, once opened.
    for (const d of copy.querySelectorAll('details')) d.open = true;
    document.body.appendChild(copy);
    copy.style.position = 'absolute';
    const text = copy.innerText;
    copy.remove();
    return text;
  }, scope);

async function check(page: Page, lang: AppLang, path: string, ready: string): Promise<string[]> {
  await page.goto(`${url}${path}`);
  await page.waitForSelector(ready, { timeout: 30_000 });
  if (/-results\//.test(path)) await revealResultSections(page);
  return offenders(await readText(page), lang).map((o) => `${path}: ${o}`);
}

// The three languages of each block run side by side (their waits overlap), as fit.test.ts runs its languages.
describe('no machine formats in what a person reads', () => {
  // zh-Hant is made from zh (scripts/zh-hant.mjs), with the same code: its own checks are in zh-hant.test.ts.
  for (const lang of ['ja', 'zh', 'en'] as const) {
    it.concurrent(`${lang}: results, transit, history, today, the consultant and a lesson`, async ({
      expect,
    }) => {
      const { context, page, problems } = await openInLanguage(browser, lang);
      try {
        await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
          k: APP_STATE_KEY,
          v: storedState,
        });
        const found = [
          ...(await check(page, lang, resultsPathOf(storedState, 'astrology'), '.results-title')),
          ...(await check(page, lang, resultsPathOf(storedState, 'bazi'), '.results-title')),
          ...(await check(page, lang, '/transit-analysis', '[data-testid="transit-report"]')),
          ...(await check(page, lang, '/history', 'main h1')),
          ...(await check(page, lang, '/', '[data-testid="today-reading"]')),
          ...(await check(page, lang, '/consultant', '.chat-page h1')),
          ...(await check(page, lang, '/learn/bazi/basics', '.lesson-page')),
        ];
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('no machine formats on the other pages a person reads', () => {
  for (const lang of ['ja', 'zh', 'en'] as const) {
    it.concurrent(`${lang}: compatibility, both sky views and the settings dialog`, async ({ expect }) => {
      const { context, page, problems } = await openInLanguage(browser, lang);
      try {
        const user = JSON.parse(storedState).state.userData;
        // The stored person kept as the second person too: a reading of a pair, with every section the page has.
        const partner = {
          version: 2,
          people: [{ id: 'p1', userData: { ...user, name: 'B' }, savedAt: '2026-12-01T09:30:00.000Z' }],
          current: 'p1',
        };
        await context.addInitScript(
          ({ k, v, pk, pv }) => {
            localStorage.setItem(k, v);
            localStorage.setItem(pk, pv);
          },
          { k: APP_STATE_KEY, v: storedState, pk: PARTNER_KEY, pv: JSON.stringify(partner) },
        );
        const found = [
          ...(await check(page, lang, '/compatibility', '[data-testid="compat-synthesis"]')),
          ...(await check(page, lang, '/sky/3d', '[data-testid="sky-check-summary"]')),
          ...(await check(page, lang, '/sky/chart', '[data-testid="sky-check-summary"]')),
        ];
        await page.click('.settings-button');
        await page.waitForSelector('[role="dialog"] [data-testid="setting-autoSave"]');
        found.push(...offenders(await readText(page, '[role="dialog"]'), lang).map((o) => `settings: ${o}`));
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('no machine formats on the pages about the app and in the learning centre', () => {
  for (const lang of ['ja', 'zh', 'en'] as const) {
    it.concurrent(`${lang}: about, privacy, terms, contact, the learning centre, the glossary, an article, a category, 404`, async ({
      expect,
    }) => {
      const { context, page, problems } = await openInLanguage(browser, lang);
      try {
        const found: string[] = [];
        for (const [path, ready] of [
          ['/about', '.static-page h1'],
          ['/privacy', '.static-page h1'],
          ['/terms', '.static-page h1'],
          ['/contact', '.contact-page h1'],
          ['/learn', '.learn-hub'],
          ['/learn/glossary', '.glossary-page'],
          ['/learn/article/five-elements-theory', '.article-page'],
          ['/learn/category/bazi', '.category-page'],
          ['/no-such-page', '.static-center h1'],
        ] as const)
          found.push(...(await check(page, lang, path, ready)));
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('place names in the reader’s language (issue 31 §4)', () => {
  it('a place typed as "Munich" on a Japanese page is ミュンヘン there, 慕尼黑 in Chinese, and so in a shared view', async () => {
    const ja = await openInLanguage(browser, 'ja');
    let state = '';
    try {
      await ja.page.goto(`${url}/`);
      await ja.page.waitForSelector('form.birth-form');
      await ja.page.fill('#birthdate', '1985-03-02');
      await ja.page.selectOption('#birthHour', '9');
      await ja.page.selectOption('#birthMinute', '15');
      await typePlaceAndLeave(ja.page, 'Munich');
      await ja.page.check('input[name="gender"][value="male"]');
      await ja.page.click('button[type="submit"]');
      await ja.page.waitForURL(/\/(astrology|bazi)-results\/[^/]+$/, { timeout: 30_000 });
      await ja.page.waitForSelector('.results-sub');
      expect(await ja.page.textContent('.results-sub')).toContain('ミュンヘン');
      state = (await ja.page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY)) ?? '';
      await ja.page.goto(`${url}/history`);
      await ja.page.waitForSelector('[data-testid="history-entry"]');
      expect(await ja.page.textContent('[data-testid="history-entry"]')).toContain('ミュンヘン');
      expect(ja.problems).toEqual([]);
    } finally {
      await ja.context.close();
    }
    const zh = await openInLanguage(browser, 'zh');
    try {
      await zh.context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
        k: APP_STATE_KEY,
        v: state,
      });
      await zh.page.goto(`${url}${resultsPathOf(state, 'bazi')}`);
      await zh.page.waitForSelector('.results-sub');
      expect(await zh.page.textContent('.results-sub')).toContain('慕尼黑');
      // The link carries the place's names: an English reader of it sees Munich.
      const user = JSON.parse(state).state.userData;
      const link = await makeShareLink({
        origin: url,
        kind: 'astrology',
        birth: user,
        conventions: JSON.parse(state).state.settings.conventions,
        includeName: false,
      });
      const en = await openInLanguage(browser, 'en');
      try {
        await en.page.goto(link);
        await en.page.waitForSelector('.results-sub');
        expect(await en.page.textContent('.results-sub')).toContain('Munich');
        expect(await en.page.textContent('.results-sub')).not.toContain('ミュンヘン');
      } finally {
        await en.context.close();
      }
    } finally {
      await zh.context.close();
    }
  });
});
