import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SYSTEM_TEST_CASES } from '../../src/core/sky/self-check';
import {
  APP_STATE_KEY,
  CHROMIUM,
  CHROMIUM_ARGS,
  type E2eLang,
  openInLanguage,
  seriousAxeViolations,
} from './browser';

// Issue 15: both sky views open on the stored birth, draw it with WebGL (Chromium's software renderer here), pass
// their own self-check and the system tests in the browser, and every control works, in ja, zh and en.

const url = inject('e2eUrl');
let browser: Browser;
let state: string;
let resultsId: string;
const SHOTS = process.env.E2E_SHOTS;
const texts = Object.fromEntries(
  (['ja', 'zh', 'en'] as const).map((l) => [
    l,
    JSON.parse(readFileSync(`src/features/sky/texts/${l}.json`, 'utf8')),
  ]),
) as Record<
  E2eLang,
  {
    title3d: string;
    titleChart: string;
    metaChart: { title: string };
    view: { webgl: string };
    check: Record<string, string>;
    errors: Record<string, string>;
  }
>;

beforeAll(async () => {
  // Software WebGL (SwiftShader through ANGLE): the GPU flag of the other tests is left out.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu'),
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
  state = inject('e2eStoredState');
  resultsId = inject('e2eResultsId');
});
afterAll(async () => {
  await browser?.close();
});

async function openSky(lang: E2eLang, path: string, viewport = { width: 375, height: 812 }) {
  const opened = await openInLanguage(browser, lang, viewport);
  await opened.context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
    k: APP_STATE_KEY,
    v: state,
  });
  await opened.page.goto(`${url}${path}`);
  await opened.page.waitForSelector('[data-testid="sky-check-summary"]', { timeout: 60_000 });
  return opened;
}

/** The canvas's picture, to tell whether a control moved the view. */
const picture = (page: Page) =>
  page.evaluate(() => (document.querySelector('canvas.sky-canvas') as HTMLCanvasElement).toDataURL());
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('the sky views', () => {
  for (const lang of ['ja', 'zh', 'en'] as const) {
    it(`${lang}: the 3D sky of the stored birth passes its self-check, the system tests and every control`, async () => {
      const T = texts[lang];
      const { context, page, problems } = await openSky(lang, '/sky/3d');
      expect(await page.locator('main h1').textContent()).toBe(T.title3d);
      // Drawn with WebGL, on the stored birth (Tokyo 1990-05-15 14:30).
      expect(await page.locator('canvas.sky-canvas').count()).toBe(1);
      expect(await page.locator('.sky-webgl').count()).toBe(0);
      expect(await page.textContent('[data-testid="sky-showing"]')).toContain('1990-05-15 14:30');
      // The self-check: every point in both frames and every sanity check passes, figures shown.
      const checks = page.locator('[data-testid="sky-check"] [data-pass]');
      expect(await checks.count()).toBeGreaterThanOrEqual(15 * 2 + 5);
      expect(await page.locator('[data-testid="sky-check"] [data-pass="false"]').count()).toBe(0);
      expect(await page.textContent('[data-testid="sky-check-summary"]')).toBe(
        (T.check.summary ?? '').replace('{{passed}}', '35').replace('{{total}}', '35'),
      );
      // The canvas has pixels (a render happened): the sky is not a blank rectangle.
      const drawn = await page.evaluate(() => {
        const c = document.querySelector('canvas.sky-canvas') as HTMLCanvasElement;
        const probe = document.createElement('canvas');
        probe.width = 64;
        probe.height = 64;
        const ctx = probe.getContext('2d') as CanvasRenderingContext2D;
        ctx.drawImage(c, 0, 0, 64, 64);
        const d = ctx.getImageData(0, 0, 64, 64).data;
        const colours = new Set<string>();
        for (let i = 0; i < d.length; i += 4) colours.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
        return colours.size;
      });
      expect(drawn).toBeGreaterThan(8);
      // Every toggle, and the keyboard on the canvas, leave the checks passing and the page without errors.
      for (const box of await page.locator('.sky-layers input[type="checkbox"]').all()) {
        await box.click();
        await box.click();
      }
      // The keyboard turns and zooms the view; reset brings the first view back (after the slow turn just tried).
      await page.click('.sky-stage-actions button >> nth=0');
      await page.focus('canvas.sky-canvas');
      await frames(page);
      const view = () => page.getAttribute('canvas.sky-canvas', 'data-view');
      const first = { picture: await picture(page), view: await view() };
      expect(first.view).toBe('90.0,15.0,70.0'); // facing east, 15° up
      await page.keyboard.press('ArrowLeft');
      await frames(page);
      expect(await picture(page)).not.toBe(first.picture);
      expect(await view()).toBe('85.0,15.0,70.0');
      for (const key of ['ArrowUp', '+']) await page.keyboard.press(key);
      expect(await view()).toBe('85.0,20.0,60.9');
      await page.click('.sky-stage-actions button >> nth=0');
      expect(await view()).toBe(first.view);
      // System tests: nine places, polar ones included, all passing, with progress shown (run in one language:
      // the same code in each, and the slowest part of this test).
      if (lang === 'ja') {
        await page.click('[data-testid="sky-check"] button');
        const status = page.locator('[data-testid="sky-system-status"]');
        await page.locator('[data-testid="sky-system-cases"]').waitFor({ timeout: 60_000 });
        const cases = page.locator('[data-testid="sky-system-cases"] li');
        expect(await cases.count()).toBe(SYSTEM_TEST_CASES.length);
        expect(await page.locator('[data-testid="sky-system-cases"] li[data-pass="false"]').count()).toBe(0);
        expect(await status.textContent()).toContain(String(SYSTEM_TEST_CASES.length));
      }
      // A wrong latitude is refused in words, kept as typed, and the sky stays where it was.
      await page.fill('input[id$="-lat"]', '91');
      await page.click('.sky-form button[type="submit"]');
      expect(await page.textContent('.sky-form')).toContain(T.errors.lat);
      expect(await page.inputValue('input[id$="-lat"]')).toBe('91');
      expect(await page.getAttribute('input[id$="-lat"]', 'aria-invalid')).toBe('true');
      // The sky now over the same place.
      await page.fill('input[id$="-lat"]', '35.6895');
      await page.click('.sky-form .row-actions button >> nth=1');
      await expect.poll(() => page.textContent('[data-testid="sky-showing"]')).not.toContain('1990-05-15');
      expect(await page.locator('[data-testid="sky-check"] [data-pass="false"]').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sky-3d-${lang}-375.png`, fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it('opens both views from the astrology results', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'ja', { width: 375, height: 812 });
    await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), { k: APP_STATE_KEY, v: state });
    // A #fragment builds every section of the page, the links at its end included.
    await page.goto(`${url}/astrology-results/${resultsId}#calc`);
    await page.click('.result-links a[href="/sky/chart"]');
    await page.waitForURL(`${url}/sky/chart`);
    await page.waitForSelector('[data-testid="sky-check-summary"]', { timeout: 60_000 });
    await page.goBack();
    await page.click('.result-links a[href="/sky/3d"]');
    await page.waitForURL(`${url}/sky/3d`);
    await page.waitForSelector('[data-testid="sky-check-summary"]', { timeout: 60_000 });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('says plainly where WebGL is missing, and still runs its self-check', async () => {
    const T = texts.en;
    const opened = await openInLanguage(browser, 'en', { width: 375, height: 812 });
    await opened.context.addInitScript(
      ({ k, v }) => {
        localStorage.setItem(k, v);
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          type: string,
          ...rest: unknown[]
        ) {
          return /webgl/i.test(type)
            ? null
            : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
        } as typeof original;
      },
      { k: APP_STATE_KEY, v: state },
    );
    const { page, context } = opened;
    await page.goto(`${url}/sky/3d`);
    await page.waitForSelector('[data-testid="sky-check-summary"]', { timeout: 60_000 });
    expect(await page.textContent('.sky-webgl')).toBe(T.view.webgl);
    expect(await page.locator('canvas.sky-canvas').count()).toBe(0);
    expect(await page.locator('[data-testid="sky-check"] [data-pass="false"]').count()).toBe(0);
    await context.close();
  }, 120_000);

  for (const [lang, width] of [
    ['ja', 375],
    ['zh', 375],
    ['en', 1280],
  ] as const) {
    it(`${lang} at ${width} px: the chart viewer turns the chart as a sphere, with its controls`, async () => {
      const T = texts[lang];
      const { context, page, problems } = await openSky(lang, '/sky/chart', { width, height: 900 });
      expect(await page.locator('main h1').textContent()).toBe(T.titleChart);
      expect(await page.title()).toBe(`${T.metaChart.title} | ${lang === 'en' ? 'Seimei' : '星命 Seimei'}`);
      expect(await page.locator('canvas.sky-canvas').count()).toBe(1);
      expect(await page.locator('[data-testid="sky-check"] [data-pass="false"]').count()).toBe(0);
      for (const box of await page.locator('.sky-layers input[type="checkbox"]').all()) {
        await box.click();
        await box.click();
      }
      await page.locator('.sky-speed input').fill('20');
      // Stopped, the globe still turns from the keyboard.
      const turning = page.locator('.sky-layers input[type="checkbox"]').last();
      if (await turning.isChecked()) await turning.click();
      await page.focus('canvas.sky-canvas');
      await frames(page);
      const before = await picture(page);
      await page.keyboard.press('ArrowLeft');
      await frames(page);
      expect(await picture(page)).not.toBe(before);
      await page.click('.sky-stage-actions button >> nth=0');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/sky-chart-${lang}-${width}.png` });
      if (lang === 'en') {
        // The other view is one link away; an unknown view goes to the 3D sky.
        await page.click('.sky-stage-actions a');
        await page.waitForURL(`${url}/sky/3d`);
        await page.goto(`${url}/sky/planetarium`);
        await page.waitForURL(`${url}/sky/3d`);
        await page.waitForSelector('[data-testid="sky-check-summary"]');
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/sky-3d-en-1280.png` });
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
