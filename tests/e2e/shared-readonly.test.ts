import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_STATE_KEY, connectBrowser, framesRendered, openInLanguage, sharedQuery } from './browser';

// Issue 33 §5: a shared link, the legacy /results/{id} route included, never writes the visitor's data. Every stored
// key is compared before and after the visit (the app state without pageState, the record of pages visited).
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

/** Each route and where it must land: the legacy shared link opens the shared route of its kind, or goes home. */
const ROUTES: [string, string][] = [
  ['/results/shared', '/'],
  [`/results/shared?d=${sharedQuery('astrology')}`, '/astrology-results/shared'],
  [`/results/shared?d=${sharedQuery('bazi')}`, '/bazi-results/shared'],
  [`/astrology-results/shared?d=${sharedQuery('astrology')}`, '/astrology-results/shared'],
  [`/bazi-results/shared?d=${sharedQuery('bazi')}`, '/bazi-results/shared'],
];

describe("shared routes leave the visitor's data as it was", () => {
  for (const [route, lands] of ROUTES)
    it(`${route.replace(/d=.*/, 'd=…')} → ${lands}`, async () => {
      const { context, page, problems } = await openInLanguage(browser, 'ja', { width: 375, height: 812 });
      await context.addInitScript(
        ({ k, v }) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(k, v);
            sessionStorage.setItem('seeded', '1');
          }
        },
        { k: APP_STATE_KEY, v: storedState },
      );
      await page.goto(`${url}/`);
      // Everything stored, the app state without pageState (where the visitor has been: the app's own bookkeeping).
      const snapshot = () =>
        page.evaluate((appKey) => {
          // The Today card's measured height is a layout cache the home page keeps, not the visitor's data.
          const keys = Object.keys(localStorage).filter((k) => k !== 'today-card-height');
          const all = Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)]));
          const app = JSON.parse(all[appKey] ?? 'null') as { state: Record<string, unknown> } | null;
          if (app) delete app.state.pageState;
          return { ...all, [appKey]: app };
        }, APP_STATE_KEY);
      const before = await snapshot();
      await page.goto(`${url}${route}`);
      await page.waitForURL((u) => u.pathname === lands, { timeout: 30_000 });
      await page.waitForSelector('main h1, main h2', { timeout: 30_000 });
      await framesRendered(page, 4, true);
      expect(await snapshot()).toEqual(before);
      expect(problems).toEqual([]);
      await context.close();
    });
});
