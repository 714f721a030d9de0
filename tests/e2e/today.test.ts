import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChartOutput } from '../../src/core/chart/compute-chart';
import { jdUtFromUnixMs } from '../../src/core/time/julian-day';
import { dayPillarAt } from '../../src/core/transit/bazi-timeline';
import { APP_STATE_KEY, connectBrowser, type E2eLang, openInLanguage, seriousAxeViolations } from './browser';

// Issue 30 §2: a returning visitor's home opens on today's reading, above the form; a new visitor sees the form.

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

const results = (l: E2eLang) =>
  JSON.parse(readFileSync(`src/i18n/locales/${l}/results.json`, 'utf8')) as {
    transit: { today: { title: string } };
  };
/** How each language opens the reading: the day pillar named in its first sentence. */
const FIRST = {
  ja: (p: string) => `今日の日柱は${p}。`,
  zh: (p: string) => `今天的日柱是${p}，`,
  en: (p: string) => `Today's pillar is ${p}:`,
} as const;

describe('Today, first', () => {
  for (const lang of ['ja', 'zh', 'en'] as const) {
    it(`${lang}: a returning visitor's home opens on the daily reading, above the form, at 375 px`, async () => {
      const { context, page, problems } = await openInLanguage(browser, lang, { width: 375, height: 812 });
      try {
        await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
          k: APP_STATE_KEY,
          v: storedState,
        });
        await page.goto(`${url}/`);
        await page.waitForSelector('[data-testid="today-reading"]', { timeout: 30_000 });
        // The card is the page's heading and stands above the form, in the first screen.
        expect(await page.textContent('main h1')).toBe(results(lang).transit.today.title);
        const card = await page.locator('[data-testid="today-card"]').boundingBox();
        const form = await page.locator('form.birth-form').boundingBox();
        expect(card && form && card.y < form.y).toBe(true);
        expect(card?.y ?? 999).toBeLessThan(300);
        expect(await page.$('.hero')).toBeNull();
        // Three to five sentences, the first naming today's pillar with core's grade of it.
        const paragraphs = await page.locator('[data-testid="today-reading"] p').allTextContents();
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length).toBeLessThanOrEqual(5);
        const chart = JSON.parse(storedState).state?.calculationResults?.chart as ChartOutput;
        const day = dayPillarAt(chart, jdUtFromUnixMs(Date.now()));
        expect(paragraphs[0]).toContain(FIRST[lang](day.pillar));
        expect(
          await page.getAttribute(
            `[data-testid="today-card"] [data-verdict="day:${day.pillar}"]`,
            'data-grade',
          ),
        ).toBe(day.verdict.grade);
        // What is transiting is named as transiting (or the sky is said to be quiet).
        const whole = paragraphs.join(' ');
        if (lang === 'en') expect(whole).toMatch(/Transiting \w+|No planet is in exact contact/);
        if (lang === 'ja') expect(whole).toMatch(/トランジットの|正確に触れているトランジットがありません/);
        if (lang === 'zh') expect(whole).toMatch(/行运|没有行运星/);
        // Nothing sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a new visitor sees the promise and the form, and no reading', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'en', { width: 375, height: 812 });
    try {
      await page.goto(`${url}/`);
      await page.waitForSelector('form.birth-form');
      expect(await page.$('.hero h1')).not.toBeNull();
      expect(await page.$('[data-testid="today-card"]')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
