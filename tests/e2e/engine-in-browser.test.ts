import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChartRequest } from '../../src/core/chart/chart-request';
import { computeChart } from '../../src/core/chart/compute-chart';
import { launchChromium, servePreview } from './browser';

let server: PreviewServer;
let url: string;
let browser: Browser;

beforeAll(async () => {
  ({ server, url } = await servePreview());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the engine in Chromium (production build)', () => {
  it('casts the same chart in the browser as in Node, offline, without errors', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      timezoneId: 'America/Los_Angeles',
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname;
      if (/^https?:/.test(r.url()) && host !== '127.0.0.1' && host !== 'localhost')
        problems.push(`external: ${r.url()}`);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });

    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.textContent('h1')).toBe('星命 Seimei');

    // The browser runs in Los Angeles time: the chart must not notice (never the host's zone).
    const node = computeChart(
      parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' }),
    );
    const expected = {
      太陽: node.bodies.sun.longitude,
      月: node.bodies.moon.longitude,
      ASC: node.angles.ascendant.longitude,
      MC: node.angles.midheaven.longitude,
    };
    for (const [label, lon] of Object.entries(expected)) {
      expect(await page.textContent(`[data-testid="lon-${label}"]`), label).toBe(`${lon.toFixed(6)}°`);
    }
    expect(await page.textContent('.note')).toContain('1990-05-15T05:30:00.000Z');
    expect(problems).toEqual([]);
    await context.close();
  });
});
