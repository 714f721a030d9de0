import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { referenceChart } from '../../src/core/chart/reference-chart';
import { connectBrowser, revealResultSections, typePlaceAndLeave } from './browser';

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
});
