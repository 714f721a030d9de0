import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { referenceChart } from '../../src/core/chart/reference-chart';
import { TZDB_VERSION } from '../../src/core/time/tzdb/tzdata';
import { castOnPage, connectBrowser, revealResultSections, typePlaceAndLeave } from './browser';

const url = inject('e2eUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the engine in Chromium (production build)', () => {
  it('casts the same chart in the browser as in Node, whatever the browser’s own time zone', async () => {
    // The browser runs in Los Angeles time: the chart must not notice (never the host's zone).
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'America/Los_Angeles',
    });
    await context.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname;
      if (/^https?:/.test(r.url()) && host !== '127.0.0.1' && host !== 'localhost')
        problems.push(`external: ${r.url()}`);
    });
    await page.goto(`${url}/`);
    await page.fill('#birthdate', '1990-05-15');
    await page.selectOption('#birthHour', '14');
    await page.selectOption('#birthMinute', '30');
    await typePlaceAndLeave(page, 'Tokyo');
    await page.check('input[name="gender"][value="male"]');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    await revealResultSections(page);
    await page.waitForSelector('.positions-table');

    const node = referenceChart();
    // Exact longitudes: in the positions table (behind a switch on phones) and on the angles.
    const lons: Record<string, string> = await page.$$eval(
      '.positions-table tbody tr[data-body], .angle-list li[data-angle]',
      (els) =>
        Object.fromEntries(
          els.map((el) => [
            el.getAttribute('data-body') ?? el.getAttribute('data-angle'),
            el.querySelector('td.lon')?.textContent ?? `${el.getAttribute('data-longitude')}°`,
          ]),
        ),
    );
    expect(lons.sun).toBe(`${node.bodies.sun.longitude.toFixed(4)}°`);
    expect(lons.moon).toBe(`${node.bodies.moon.longitude.toFixed(4)}°`);
    expect(lons.pluto).toBe(`${node.bodies.pluto.longitude.toFixed(4)}°`);
    expect(lons.chiron).toBe(`${node.bodies.chiron.longitude.toFixed(4)}°`);
    expect(lons.ascendant).toBe(`${node.angles?.ascendant.longitude.toFixed(4)}°`);
    expect(lons.midheaven).toBe(`${node.angles?.midheaven.longitude.toFixed(4)}°`);
    // The instant in universal time, as the page's language writes dates (the method notes).
    expect(await page.textContent('main')).toContain('15 May 1990 at 05:30');

    await page.click('a[href^="/bazi-results/"]');
    await page.waitForSelector('.pillar-chars');
    const pillars = await page.$$eval('.pillar-chars', (els) =>
      els.map((e) => (e.textContent ?? '').replace(/\s/g, '')),
    );
    expect(pillars).toEqual(
      ['year', 'month', 'day', 'hour'].map((k) => {
        const p = node.bazi[k as 'year'];
        return p.stem + p.branch;
      }),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads old births by the engine’s own tz database (with backzone), not Chromium’s: summer time by its field', async () => {
    // Chromium's ICU merged these zones' history away (Oslo 1960 read as UTC+1); the engine carries the full one.
    const births = [
      { place: 'Oslo', date: '1960-07-01', hour: '12', minute: '0', offset: 120, summer: 60 },
      { place: 'Amsterdam', date: '1935-07-01', hour: '12', minute: '0', offset: 79.5333, summer: 60 },
      { place: 'Accra', date: '1950-10-01', hour: '12', minute: '0', offset: 30, summer: 30 },
      { place: 'Reykjavik', date: '1960-01-01', hour: '12', minute: '0', offset: -60, summer: 0 },
      // Occupied Paris: standard UTC+1, so 08:05 on the clock is 07:05 standard, the 辰 hour (not 卯).
      { place: 'Paris', date: '1942-05-23', hour: '8', minute: '5', offset: 120, summer: 60 },
    ];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
    const page = await context.newPage();
    try {
      for (const b of births) {
        await page.goto(`${url}/`);
        await castOnPage(page, {
          date: b.date,
          hour: b.hour,
          minute: b.minute,
          place: b.place,
          gender: 'female',
        });
        const chart = await page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('app-state') ?? '{}').state.calculationResults.chart as {
              offsetMinutes: number;
              dst: boolean;
              tzdbVersion: string;
              bazi: { summerTime: { minutes: number } | null; hour: { stem: string; branch: string } };
            },
        );
        expect([b.place, chart.offsetMinutes, chart.bazi.summerTime?.minutes ?? 0]).toEqual([
          b.place,
          b.offset,
          b.summer,
        ]);
        expect(chart.tzdbVersion).toBe(TZDB_VERSION);
        if (b.place === 'Paris') expect(chart.bazi.hour.branch).toBe('辰');
      }
    } finally {
      await context.close();
    }
  });
});
