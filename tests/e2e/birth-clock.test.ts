import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_STATE_KEY, castOnPage, connectBrowser, openInLanguage, revealResultSections } from './browser';

// Issue 32 §2: a birth in summer time says so at the top of the results, with the standard clock the pillars read
// and the choice "the record is already standard time"; an hour that happened twice offers both readings by name,
// each with what it gives; the choice recasts and stays.

const url = inject('e2eUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function cast(page: Page, date: string, hour: string, minute: string, place: string) {
  await page.goto(`${url}/`);
  await castOnPage(page, { date, hour, minute, place, gender: 'male' });
  await page.waitForSelector('[data-testid="birth-clock"]');
}

const stored = (page: Page) =>
  page.evaluate((k) => {
    const s = JSON.parse(localStorage.getItem(k) ?? '{}').state;
    return {
      reading: s.userData.timeReading as string | undefined,
      utc: s.calculationResults.chart.utc as string,
      hour: `${s.calculationResults.chart.bazi.hour.stem}${s.calculationResults.chart.bazi.hour.branch}`,
    };
  }, APP_STATE_KEY);

describe('the clock of the birth, at the top of the results', () => {
  it('ja at 375 px: Shanghai 1988-07-01 10:20 is summer time; read as standard time on request, kept across a reload', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'ja', { width: 375, height: 812 });
    try {
      await cast(page, '1988-07-01', '10', '20', '上海');
      const notice = page.locator('[data-testid="birth-clock"]');
      expect(await notice.getAttribute('data-kind')).toBe('summer');
      expect(await notice.textContent()).toContain('標準時 09:20');
      expect((await stored(page)).utc).toBe('1988-07-01T01:20:00.000Z');
      await notice.locator('button[data-reading="standard"]').click();
      await expect.poll(() => notice.getAttribute('data-kind')).toBe('recordedStandard');
      expect(await notice.textContent()).toContain('11:20');
      expect(await stored(page)).toMatchObject({ reading: 'standard', utc: '1988-07-01T02:20:00.000Z' });
      await page.reload();
      await page.waitForSelector('[data-testid="birth-clock"][data-kind="recordedStandard"]');
      // And back to the clock of the day.
      await page.locator('[data-testid="birth-clock"] button[data-reading="wall"]').click();
      await expect.poll(() => notice.getAttribute('data-kind')).toBe('summer');
      expect(await stored(page)).toMatchObject({ reading: undefined, utc: '1988-07-01T01:20:00.000Z' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      expect(overflow).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('zh: the 01:30 of 1988-09-11 happened twice; both are named with the hour pillar each gives, and the second can be chosen', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'zh', { width: 375, height: 812 });
    try {
      await cast(page, '1988-09-11', '1', '30', '上海');
      const notice = page.locator('[data-testid="birth-clock"]');
      expect(await notice.getAttribute('data-kind')).toBe('repeated');
      const first = notice.locator('button[data-reading="earlier"]');
      const second = notice.locator('button[data-reading="later"]');
      expect(await first.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => first.textContent()).toContain('时柱 甲子');
      await expect.poll(() => second.textContent()).toContain('时柱 乙丑');
      expect((await stored(page)).hour).toBe('甲子');
      await second.click();
      await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
      expect(await stored(page)).toMatchObject({
        reading: 'later',
        hour: '乙丑',
        utc: '1988-09-10T17:30:00.000Z',
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ja: the 02:30 the clocks skipped on 1988-04-17 says which reading was taken, and offers the other', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'ja', { width: 375, height: 812 });
    try {
      await cast(page, '1988-04-17', '2', '30', '上海');
      const notice = page.locator('[data-testid="birth-clock"]');
      expect(await notice.getAttribute('data-kind')).toBe('skipped');
      expect(await notice.textContent()).toContain('02:00 から 03:00 へ進められた');
      expect(await notice.textContent()).toContain('03:30（夏時間）として計算しています');
      expect((await stored(page)).utc).toBe('1988-04-16T18:30:00.000Z');
      await notice.locator('button[data-reading="earlier"]').click();
      await expect.poll(() => notice.textContent()).toContain('01:30（標準時）として計算しています');
      expect(await stored(page)).toMatchObject({ reading: 'earlier', utc: '1988-04-16T17:30:00.000Z' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en: true solar time is offered on the home form; the BaZi page gives summer time, longitude and equation of time apart', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'en', { width: 375, height: 812 });
    try {
      await page.goto(`${url}/`);
      await page.waitForSelector('form.birth-form');
      const box = page.getByLabel('Use true solar time for the BaZi pillars');
      expect(await box.isChecked()).toBe(false); // off unless asked
      await box.check();
      await castOnPage(page, {
        date: '1988-07-01',
        hour: '10',
        minute: '20',
        place: 'Shanghai',
        gender: 'male',
      });
      const conventions = await page.evaluate(
        (k) => JSON.parse(localStorage.getItem(k) ?? '{}').state.settings.conventions,
        APP_STATE_KEY,
      );
      expect(conventions.trueSolarTime).toBe(true);
      await page.goto(`${url}${new URL(page.url()).pathname.replace('astrology-results', 'bazi-results')}`);
      await revealResultSections(page);
      await page.locator('[data-testid="tst"] li').first().waitFor({ state: 'attached' });
      expect(await page.textContent('[data-testid="tst"] [data-step="summer"]')).toContain('−60.0 min');
      // Shanghai (the gazetteer's 121.46° E) against the 120° E meridian: +5.8 minutes, with the summer hour kept out of it.
      expect(await page.textContent('[data-testid="tst"] [data-step="longitude"]')).toContain('120° E');
      expect(await page.textContent('[data-testid="tst"] [data-step="longitude"]')).toContain('+5.8 min');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
