import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, type E2eLang, seedStoredChart } from './browser';

// Issue 30 §3: a results page's section bar never cuts a label at the screen's edge, and shows that there is more:
// the labels that do not fit go to a "More" menu, which opens from the keyboard and closes with Escape.

const url = inject('e2eUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The bar at one width: one line of whole links, and the rest (if any) in "More", in order, from the keyboard. */
async function checkBar(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  // Wait for the bar to settle on this width: its row is one line, every link in it whole.
  await expect
    .poll(() =>
      page.$eval('.section-nav > ul', (ul) => {
        const box = ul.getBoundingClientRect();
        const shown = [...ul.querySelectorAll<HTMLElement>(':scope > li:not(.overflow) a')];
        const first = shown[0]?.getBoundingClientRect().top ?? 0;
        return shown.every((a) => {
          const r = a.getBoundingClientRect();
          return (
            r.right <= box.right + 0.5 &&
            r.left >= box.left - 0.5 &&
            Math.abs(r.top - first) < 2 &&
            a.scrollWidth <= a.clientWidth + 1
          );
        });
      }),
    )
    .toBe(true);
  const all = await page.$$eval('.section-nav > ul a', (as) => as.map((a) => a.getAttribute('href')));
  const shown = await page.$$eval('.section-nav > ul > li:not(.overflow) a', (as) =>
    as.map((a) => a.getAttribute('href')),
  );
  const more = page.locator('[data-testid="section-nav-more"]');
  if (shown.length === all.length) {
    expect(await more.count()).toBe(0);
    return;
  }
  // Not all fit: the button says so, and its menu holds exactly the others, in order.
  expect(width).toBeLessThan(1280);
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = await page.$$eval('.section-nav-menu a', (as) => as.map((a) => a.getAttribute('href')));
  expect([...shown, ...menu]).toEqual(all);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(menu[0]);
  await page.keyboard.press('Escape');
  expect(await page.$('.section-nav-menu')).toBeNull();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'section-nav-more',
  );
  // The bar never widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('the results section bar', () => {
  for (const lang of ['ja', 'zh', 'en'] as const satisfies readonly E2eLang[]) {
    it(`${lang}: whole labels at 320 and 375 px and at desktop width, the rest under "More"`, async () => {
      const context = await browser.newContext({
        viewport: { width: 320, height: 700 },
        serviceWorkers: 'block',
        locale: { ja: 'ja-JP', zh: 'zh-CN', en: 'en-US' }[lang],
      });
      await context.addInitScript((l) => localStorage.setItem('preferred-language', l), lang);
      await seedStoredChart(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        for (const kind of ['astrology', 'bazi'] as const) {
          await page.goto(`${url}/${kind}-results/${inject('e2eResultsId')}`);
          await page.waitForSelector('.section-nav a');
          for (const width of [320, 375, 1280]) await checkBar(page, width);
        }
        // Another language on the same page: its labels, of other widths, are whole too.
        if (lang === 'en') {
          await page.setViewportSize({ width: 320, height: 700 });
          await page.click('.lang-switcher-button');
          await page.click('[role="menuitemradio"][lang="ja"]');
          await expect.poll(() => page.textContent('.section-nav')).toContain('命式');
          await checkBar(page, 320);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
