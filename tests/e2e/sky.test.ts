import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SYSTEM_TEST_CASES } from '../../src/core/sky/self-check';
import { formatBirthMoment } from '../../src/shared/lib/local-date';
import {
  APP_STATE_KEY,
  CHROMIUM,
  CHROMIUM_ARGS,
  type E2eLang,
  framesRendered,
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

const PHONE = { width: 375, height: 812 };

/** A context in `lang` at 375 × 812 px with the stored chart (nothing loaded yet). */
async function seeded(lang: E2eLang) {
  const opened = await openInLanguage(browser, lang, PHONE);
  await opened.context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
    k: APP_STATE_KEY,
    v: state,
  });
  return opened;
}

/**
 * The sky view of `path` is the one rendered (after a client-side navigation the address changes before the new
 * view replaces the old) and has its self-check.
 */
const skyReady = (page: Page, path: '/sky/3d' | '/sky/chart') =>
  page.waitForSelector(
    `main[data-location="${path}"] .sky-page[data-mode="${path === '/sky/3d' ? 'inside' : 'outside'}"] [data-testid="sky-check-summary"]`,
    { timeout: 60_000 },
  );

/** The canvas's picture, to tell whether a control moved the view. */
const picture = (page: Page) =>
  page.evaluate(() => (document.querySelector('canvas.sky-canvas') as HTMLCanvasElement).toDataURL());
const frames = (page: Page) => framesRendered(page);

/**
 * The 3D sky of the stored birth, open at 375 × 812 px: its self-check, the system tests (ja) and every control, then
 * the sky now over the same place, no sideways scroll, nothing axe objects to.
 */
async function check3d(page: Page, lang: E2eLang): Promise<void> {
  const T = texts[lang];
  expect(await page.locator('main h1').textContent()).toBe(T.title3d);
  // Drawn with WebGL, on the stored birth (Tokyo 1990-05-15 14:30).
  expect(await page.locator('canvas.sky-canvas').count()).toBe(1);
  expect(await page.locator('.sky-webgl').count()).toBe(0);
  // At 375 px no label covers another: where they crowd, the lesser one (a constellation before a body) gives way.
  await page.waitForSelector('canvas.sky-canvas[data-labels-shown]');
  expect(await page.getAttribute('canvas.sky-canvas', 'data-label-overlaps')).toBe('0');
  expect(Number(await page.getAttribute('canvas.sky-canvas', 'data-labels-shown'))).toBeGreaterThan(5);
  expect(await page.textContent('[data-testid="sky-showing"]')).toContain(
    formatBirthMoment('1990-05-15', { hour: 14, minute: 30 }, lang),
  );
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
    // The checks are a disclosure a reader opens (issue 30 §6), closed at first, its summary showing the count.
    expect(await page.getAttribute('[data-testid="sky-check"]', 'open')).toBeNull();
    await page.click('[data-testid="sky-check"] > summary');
    await page.click('[data-testid="sky-check"] button');
    const status = page.locator('[data-testid="sky-system-status"]');
    await page.locator('[data-testid="sky-system-cases"]').waitFor({ timeout: 60_000 });
    const cases = page.locator('[data-testid="sky-system-cases"] li');
    expect(await cases.count()).toBe(SYSTEM_TEST_CASES.length);
    expect(await page.locator('[data-testid="sky-system-cases"] li[data-pass="false"]').count()).toBe(0);
    expect(await status.textContent()).toContain(String(SYSTEM_TEST_CASES.length));
  }
  // The place is chosen with the birth form's search: the showing line names it, the zone and coordinates follow.
  const place = { ja: '大阪', zh: '上海', en: 'London' }[lang];
  await page.fill('input[id$="-place"]', place);
  const option = page.locator('.sky-form [role="option"]').first();
  await option.waitFor({ timeout: 10_000 });
  await option.click();
  await page.click('.sky-form button[type="submit"]');
  await expect.poll(() => page.textContent('[data-testid="sky-showing"]')).toContain(place);
  // The zone and coordinates are behind their disclosure: open it to set them by hand.
  await page.click('.sky-coords > summary');
  expect(await page.inputValue('input[id$="-tz"]')).toBe(
    { ja: 'Asia/Tokyo', zh: 'Asia/Shanghai', en: 'Europe/London' }[lang],
  );
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
}

/** The chart viewer of the stored birth, open at `width` × 900 px: it turns the chart as a sphere, with its controls. */
async function checkChart(page: Page, lang: E2eLang, width: number): Promise<void> {
  const T = texts[lang];
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
}

/** Follows a link of the page to a sky view and waits for its self-check. */
async function follow(page: Page, selector: string, path: '/sky/3d' | '/sky/chart'): Promise<void> {
  await page.click(selector);
  await page.waitForURL(`${url}${path}`);
  await skyReady(page, path);
}

// Every WebGL scene is drawn by the CPU here: one context per language, each view reached from the last by the
// app's own links (a client-side navigation), instead of a context and a first load per check.
describe('the sky views', () => {
  it('ja at 375 px: opens both views from the astrology results; the chart viewer turns the chart as a sphere, with its controls; the 3D sky of the stored birth passes its self-check, the system tests and every control', async () => {
    const { context, page, problems } = await seeded('ja');
    // A #fragment builds every section of the page, the links at its end included.
    await page.goto(`${url}/astrology-results/${resultsId}#calc`);
    await page.setViewportSize({ width: 375, height: 900 });
    await follow(page, '.result-links a[href="/sky/chart"]', '/sky/chart');
    await checkChart(page, 'ja', 375);
    await page.goBack();
    await page.setViewportSize(PHONE);
    await follow(page, '.result-links a[href="/sky/3d"]', '/sky/3d');
    await check3d(page, 'ja');
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('zh at 375 px: the 3D sky of the stored birth passes its self-check and every control; the chart viewer, one link away, turns the chart as a sphere, with its controls', async () => {
    const { context, page, problems } = await seeded('zh');
    await page.goto(`${url}/sky/3d`);
    await skyReady(page, '/sky/3d');
    await check3d(page, 'zh');
    await page.setViewportSize({ width: 375, height: 900 });
    await follow(page, '.sky-stage-actions a', '/sky/chart');
    await checkChart(page, 'zh', 375);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('en: says plainly where WebGL is missing, and still runs its self-check; at 375 px the 3D sky passes its self-check and every control; at 1280 px the chart viewer turns the chart as a sphere, the 3D sky is one link away and an unknown view goes to it', async () => {
    const T = texts.en;
    const { context, page, problems } = await seeded('en');
    // A browser without WebGL until the page's session says otherwise (set below, before a reload).
    await context.addInitScript(() => {
      if (sessionStorage.getItem('e2e-webgl') === 'on') return;
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
    });
    await page.goto(`${url}/sky/3d`);
    await skyReady(page, '/sky/3d');
    expect(await page.textContent('.sky-webgl')).toBe(T.view.webgl);
    expect(await page.locator('canvas.sky-canvas').count()).toBe(0);
    expect(await page.locator('[data-testid="sky-check"] [data-pass="false"]').count()).toBe(0);
    // Three.js reports the context it could not create as a console error: expected here, and nothing else. WebGL
    // back (a fresh load of the same page), the page must be free of errors.
    expect(problems.filter((p) => !p.includes('Error creating WebGL context'))).toEqual([]);
    problems.length = 0;
    await page.evaluate(() => sessionStorage.setItem('e2e-webgl', 'on'));
    await page.reload();
    await skyReady(page, '/sky/3d');
    await check3d(page, 'en');
    expect(problems).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await follow(page, '.sky-stage-actions a', '/sky/chart');
    await checkChart(page, 'en', 1280);
    // The other view is one link away (its address is enough: the view itself is drawn just below); an unknown view
    // goes to the 3D sky.
    await page.click('.sky-stage-actions a');
    await page.waitForURL(`${url}/sky/3d`);
    await page.goto(`${url}/sky/planetarium`);
    await page.waitForURL(`${url}/sky/3d`);
    await skyReady(page, '/sky/3d');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sky-3d-en-1280.png` });
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);
});
