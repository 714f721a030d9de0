import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGazetteer, type GazetteerFile } from '../../src/core/geo/gazetteer';
import { resolvePlace } from '../../src/core/geo/resolve-place';
import {
  connectBrowser,
  type E2eLang,
  networkSettled,
  openInLanguage,
  seriousAxeViolations,
} from './browser';

const url = inject('e2eUrl');
let browser: Browser;

const read = (f: string) =>
  JSON.parse(readFileSync(new URL(`../../src/core/geo/data/${f}`, import.meta.url), 'utf8')) as GazetteerFile;
const gazetteer = buildGazetteer(read('core.json'), read('world.json'));
const place = (id: string) => {
  const p = gazetteer.byId.get(id)?.place;
  if (!p) throw new Error(`no place ${id}`);
  return p;
};

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 812 };

/** The persisted chart's place and local time (zustand's app-state in localStorage). */
async function storedChart(page: Page) {
  return page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('app-state') ?? '{}').state ?? {};
    return {
      place: s.calculationResults?.chart?.place ?? null,
      time: s.calculationResults?.chart?.local?.time ?? null,
      placeResolved: s.calculationResults?.placeResolved ?? null,
      userData: s.userData ?? null,
    };
  });
}

async function fillTimeAndGender(page: Page, minute = '30') {
  await page.fill('#birthdate', '1990-05-15');
  await page.selectOption('#birthHour', '14');
  await page.selectOption('#birthMinute', minute);
  await page.check('input[name="gender"][value="female"]');
}

/** Submits and checks that nothing is computed: the choice opens with focus, the page stays home, no chart. */
async function submitAndExpectChoice(page: Page) {
  await page.click('button[type="submit"]');
  await page.waitForSelector('.place-choice');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('place-choice-title');
  // The form has decided: the choice took focus (the look-up found no place) and the look-up is over (the submit
  // button no longer busy), so the submit ended there and nothing more is computed.
  await page.waitForSelector('button[type="submit"][aria-busy="false"]');
  expect(new URL(page.url()).pathname).toBe('/');
  expect((await storedChart(page)).place).toBeNull();
}

const FUCHU: Record<E2eLang, { type: string; name: string; hiroshima: string; tokyo: string; at: string }> = {
  ja: { type: '府中', name: '府中', hiroshima: '広島県', tokyo: '東京都', at: '北緯34.57°・東経133.24°' },
  zh: { type: '府中', name: '府中', hiroshima: '广岛县', tokyo: '东京都', at: '北纬34.57°，东经133.24°' },
  en: { type: 'Fuchu', name: 'Fuchu', hiroshima: 'Hiroshima', tokyo: 'Tokyo', at: '34.57° N, 133.24° E' },
};

/**
 * Typing a number into the focused hour or minute select selects that option (every label starts with its number).
 * Leaving the select ends its type-ahead, as a pause does, so the next number is read afresh (without either, "37"
 * after "40" would be read as "4037" and select nothing new).
 */
async function typeTimes(page: Page) {
  const typed = async (select: string, keys: string) => {
    await page.focus(select);
    await page.keyboard.type(keys);
    const value = await page.inputValue(select);
    await page.locator(select).blur();
    return value;
  };
  expect(await typed('#birthMinute', '40')).toBe('40');
  expect(await typed('#birthMinute', '37')).toBe('37');
  expect(await typed('#birthHour', '9')).toBe('9');
  expect(await typed('#birthHour', '14')).toBe('14');
  const minutes = await page.$$eval('#birthMinute option', (os) =>
    os.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
  );
  expect(minutes.slice(0, 12)).toEqual([
    '0',
    '5',
    '10',
    '15',
    '20',
    '25',
    '30',
    '35',
    '40',
    '45',
    '50',
    '55',
  ]);
  expect(minutes).toHaveLength(60);
}

/**
 * The place lists load on demand (en): none with the first screen, the core list on the birthplace field's first
 * focus and the world list after it; world places too tell themselves apart (region, country, else coordinates).
 * `requests` has recorded the page's place-list requests since before it loaded.
 */
async function placeListsOnDemand(page: Page, requests: string[]) {
  expect(requests).toEqual([]);
  await page.focus('#birthplace');
  await page.waitForSelector('[role="option"]');
  await expect.poll(() => requests).toEqual(['core', 'world']);
  await page.fill('#birthplace', 'Springfield');
  await page.waitForSelector('[role="option"]:has-text("Springfield")');
  const springfields = await page.$$eval('[role="option"]', (els) =>
    els.map((e) => (e.textContent ?? '').trim()).filter((l) => l.startsWith('Springfield')),
  );
  expect(springfields.length).toBeGreaterThanOrEqual(3);
  expect(new Set(springfields).size).toBe(springfields.length);
}

// One home page per language at 375 px: the time selects typed into, then (en) the place lists loaded on demand, then
// a chart cast for Fuchū, Hiroshima at 14:37 (the times typed are the ones the chart is cast for).
describe('time of birth and birthplace suggestions', () => {
  for (const lang of ['ja', 'zh', 'en'] as const) {
    const title =
      `${lang}: typing a number selects that hour or minute; ` +
      (lang === 'en' ? 'the core place list loads on first focus and the world list after it; ' : '') +
      'same-named places have distinct labels; the chart uses the one picked, at minute 37';
    it(title, async () => {
      const { context, page, problems } = await openInLanguage(browser, lang, PHONE);
      const requests: string[] = [];
      page.on('request', (r) => {
        const m = /\/assets\/(core|world)-[\w-]+\.js$/.exec(r.url());
        if (m?.[1]) requests.push(m[1]);
      });
      const settled = networkSettled(page);
      await page.goto(`${url}/`);
      await page.waitForSelector('form.birth-form');
      // Everything the first screen loads has arrived (the place lists would have been among it).
      await settled();
      expect(requests).toEqual([]);
      await typeTimes(page);
      if (lang === 'en') await placeListsOnDemand(page, requests);

      await fillTimeAndGender(page, '37');
      await page.fill('#birthplace', FUCHU[lang].type);
      // The list for this text (in en it showed Springfields a moment ago).
      await page.waitForSelector(`[role="option"]:has-text("${FUCHU[lang].hiroshima}")`);
      const labels = await page.$$eval('[role="option"]', (els) =>
        els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
      const fuchus = labels.filter((l) => l.startsWith(FUCHU[lang].name));
      expect(fuchus.length).toBeGreaterThanOrEqual(2);
      expect(new Set(fuchus).size).toBe(fuchus.length);
      expect(fuchus.some((l) => l.includes(FUCHU[lang].tokyo))).toBe(true);
      // The name alone would resolve to Fuchū, Tokyo: pick Fuchū, Hiroshima.
      expect(resolvePlace(gazetteer, FUCHU[lang].type).place.id).toBe('jp-13206');
      await page.click(`[role="option"]:has-text("${FUCHU[lang].hiroshima}")`);
      expect(await page.inputValue('#birthplace')).toBe(FUCHU[lang].name);
      const note = await page.textContent('#birthplace-chosen');
      expect(note).toContain(FUCHU[lang].hiroshima);
      expect(note).toContain(FUCHU[lang].at);
      await page.click('button[type="submit"]');
      await page.waitForURL(/\/astrology-results\/\d+$/);
      const hiroshima = place('jp-34208');
      const chart = await storedChart(page);
      expect(chart.place).toMatchObject({ lat: hiroshima.lat, lng: hiroshima.lng, tz: 'Asia/Tokyo' });
      expect(chart.time).toBe('14:37');
      expect(chart.userData).toMatchObject({ birthMinute: 37, coordinates: { placeId: 'jp-34208' } });
      // The results page, not home still shown while the new route loads (a transition keeps the old page up).
      await page.waitForSelector('.results-title');
      expect(await page.textContent('main')).toContain('14:37');
      // Back home (a fresh load: the form is filled from what was stored), the form still knows the place picked
      // (no re-guess from the text).
      await page.goto(`${url}/`);
      await page.waitForSelector('#birthplace-chosen');
      expect(await page.inputValue('#birthMinute')).toBe('37');
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('a birth date known only in the lunar calendar (issue 29 §1)', () => {
  it('zh: 农历乙亥年正月初五 becomes 1995-02-04 in the date field, and a leap month is offered where the year has one', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'zh', PHONE);
    await page.goto(`${url}/`);
    await page.waitForSelector('form.birth-form');
    await page.click('.lunar-entry summary');
    await page.waitForSelector('[data-testid="lunar-panel"]');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A year outside the calendar's range is said, as the date field says it.
    await page.fill('[data-testid="lunar-year"]', '1700');
    await page.waitForSelector('#lunar-panel-year-error');
    // 2023 has a leap second month: its months list it after 二月, with 29 days.
    await page.fill('[data-testid="lunar-year"]', '2023');
    await expect.poll(() => page.locator('[data-testid="lunar-month"] option').count()).toBe(14);
    expect(await page.textContent('[data-testid="lunar-month"]')).toContain('闰二月');
    await page.selectOption('[data-testid="lunar-month"]', 'L2');
    expect(await page.locator('[data-testid="lunar-day"] option').count()).toBe(30);
    // 1995 (闰八月): 正月初五 is 4 February, the day of 立春.
    await page.fill('[data-testid="lunar-year"]', '1995');
    await expect.poll(() => page.textContent('[data-testid="lunar-month"]')).toContain('闰八月');
    await page.selectOption('[data-testid="lunar-month"]', '1');
    await page.selectOption('[data-testid="lunar-day"]', '5');
    await page.click('[data-testid="lunar-apply"]');
    expect(await page.inputValue('#birthdate')).toBe('1995-02-04');
    expect(await page.textContent('[data-testid="lunar-applied"]')).toContain(
      '农历1995年正月初五即公历1995年2月4日',
    );
    // The panel closes with its summary; the date stays, and so does what was chosen in the panel.
    await page.click('.lunar-entry summary');
    expect(await page.locator('[data-testid="lunar-panel"]').isVisible()).toBe(false);
    expect(await page.inputValue('#birthdate')).toBe('1995-02-04');
    await page.click('.lunar-entry summary');
    expect(await page.inputValue('[data-testid="lunar-year"]')).toBe('1995');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a birthplace the list does not know', () => {
  it('the hour and minute menus show their empty choice whole at 320 px in every language (issue 31 §5)', async () => {
    for (const lang of ['ja', 'zh', 'en'] as const) {
      const { context, page, problems } = await openInLanguage(browser, lang, { width: 320, height: 640 });
      await page.goto(`${url}/`);
      await page.waitForSelector('#birthHour');
      const cut = await page.evaluate(() =>
        ['birthHour', 'birthMinute'].flatMap((id) => {
          const s = document.getElementById(id) as HTMLSelectElement;
          const cs = getComputedStyle(s);
          const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
          const text = s.options[s.selectedIndex]?.text ?? '';
          // The room left for the text: the select's width less its padding and the native arrow (about 20 px).
          const room =
            s.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight) - 20;
          return ctx.measureText(text).width > room ? [`${id}: ${text}`] : [];
        }),
      );
      expect(cut, lang).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('ja: nothing is computed until the user picks a close match', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'ja', PHONE);
    await page.goto(`${url}/`);
    await fillTimeAndGender(page);
    await page.fill('#birthplace', 'Sappor');
    await page.keyboard.press('Escape');
    await submitAndExpectChoice(page);
    expect(await page.textContent('#place-choice-title')).toContain('「Sappor」は地名一覧にありません');
    const sapporo = place(resolvePlace(gazetteer, '札幌').place.id);
    await page.click('.place-choice-match:has-text("札幌")');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    const chart = await storedChart(page);
    expect(chart.place).toMatchObject({ lat: sapporo.lat, lng: sapporo.lng, tz: 'Asia/Tokyo' });
    expect(chart.userData.birthplace).toBe('札幌');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('en: a hint on leaving the field; coordinates by hand, checked, with the typed name kept', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'en', PHONE);
    await page.goto(`${url}/`);
    await fillTimeAndGender(page);
    await page.fill('#birthplace', 'Qwxzzy Lake');
    await page.click('#name'); // leaving the field opens the choice as a hint, without taking focus
    await page.waitForSelector('.place-choice');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');
    expect(await page.textContent('.place-choice')).toContain('Continue with Tokyo');
    await submitAndExpectChoice(page);
    await page.click('button[aria-controls="manual-coords"]');
    await page.fill('#manual-lat', '95');
    await page.fill('#manual-lng', '-70.25');
    await page.fill('#manual-tz', 'Mars/Base');
    await page.click('.manual-coords .button-primary');
    expect(await page.textContent('#manual-lat-error')).toBe('Enter a latitude from −90 to 90.');
    expect(await page.textContent('#manual-tz-error')).toBe(
      'Enter a time zone from the suggestions, e.g. Europe/London.',
    );
    expect(await page.$('#manual-lng-error')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('manual-lat');
    expect(await page.getAttribute('#manual-tz', 'list')).toBeTruthy();
    expect(
      await page.$$eval('#manual-tz-list option', (os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toContain('America/Santiago');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.fill('#manual-lat', '33.5 S');
    await page.fill('#manual-tz', 'america/santiago');
    await page.press('#manual-tz', 'Enter');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    const chart = await storedChart(page);
    expect(chart.place).toMatchObject({
      lat: -33.5,
      lng: -70.25,
      tz: 'America/Santiago',
      source: 'coordinates',
    });
    expect(chart.placeResolved).toBe(true);
    expect(chart.userData).toMatchObject({
      birthplace: 'Qwxzzy Lake',
      coordinates: { lat: -33.5, lng: -70.25, tz: 'America/Santiago' },
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('zh: continuing with Tokyo is a knowing choice, and the results say so', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'zh', PHONE);
    await page.goto(`${url}/`);
    await fillTimeAndGender(page);
    await page.fill('#birthplace', '火星基地');
    await page.keyboard.press('Escape');
    await submitAndExpectChoice(page);
    await page.click('.place-choice-tokyo');
    await page.waitForURL(/\/astrology-results\/\d+$/);
    const chart = await storedChart(page);
    expect(chart.place).toMatchObject({ lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', resolved: false });
    expect(chart.placeResolved).toBe(false);
    await expect.poll(() => page.textContent('main')).toContain('地名库中没有“火星基地”');
    expect(problems).toEqual([]);
    await context.close();
  });
});
