import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TransitContent, transitText } from '../../src/content/transits/transit-content';
import type { ChartOutput } from '../../src/core/chart/compute-chart';
import { birthMoment } from '../../src/core/time/birth-moment';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../../src/core/time/julian-day';
import { dayPillarAt } from '../../src/core/transit/bazi-timeline';
import { ageOn } from '../../src/core/transit/life-dates';
import { analyseTransits } from '../../src/core/transit/transit-analysis';
import { SLOW_BODIES } from '../../src/core/transit/transit-outlook';
import { formatIsoDate } from '../../src/shared/lib/local-date';
import { present } from '../../src/test/present';
import { APP_STATE_KEY, connectBrowser, type E2eLang, openInLanguage, seriousAxeViolations } from './browser';

// Issue 10 §3: the transit screen — date, the five stages, the report (overview, key themes, guidance, timeline,
// opportunities, challenges, the year's transits with their passes, the outer planets' houses, life cycles, the BaZi
// year, the outlook) in three languages at 375 px and at desktop width, checked against the engine.

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

const DATE = '2027-01-01';
const LOCALE = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-GB' } as const;
const TEXTS = {
  ja: { cycles: '人生のサイクル', saturn: 'サターンリターン', luck: '大運' },
  zh: { cycles: '人生周期', saturn: '土星回归', luck: '大运' },
  en: { cycles: 'Your life cycles', saturn: 'Saturn return', luck: 'Luck pillar' },
} as const;

const resultsTexts = Object.fromEntries(
  (['ja', 'zh', 'en'] as const).map((l) => [
    l,
    JSON.parse(readFileSync(`src/i18n/locales/${l}/results.json`, 'utf8')) as {
      glossaryTerms: Record<string, string>;
      transit: { headline: { agreement: Record<string, string | Record<string, string>> } };
    },
  ]),
);

/**
 * ja: home opens on a returning visitor's day (issue 30 §2; tests/e2e/today.test.ts reads it in three languages),
 * linking to the year: the link it follows opens the transit screen the ja report is then read on.
 */
async function greetsOnHome(page: Page): Promise<void> {
  await page.goto(`${url}/`);
  await page.waitForSelector('[data-testid="today-reading"]', { timeout: 30_000 });
  const chart = JSON.parse(storedState).state?.calculationResults?.chart as ChartOutput;
  const day = dayPillarAt(chart, jdUtFromUnixMs(Date.now()));
  const text = (await page.textContent('[data-testid="today-card"]')) ?? '';
  expect(text).toContain(`今日の日柱は${day.pillar}。`);
  expect(text).toMatch(/大運 \S{2}・流年 \S{2}/);
  // Today's grade is core's verdict of the day pillar (issue 27), never one the card works out.
  expect(
    await page.getAttribute(
      `[data-testid="today-card"] [data-verdict="day:${day.stem}${day.branch}"]`,
      'data-grade',
    ),
  ).toBe(day.verdict.grade);
  await page.click('[data-testid="today-card"] a');
  await page.waitForURL(/\/transit-analysis$/);
}

/**
 * zh, on the transit screen before any analysis: it offers quick picks, and says plainly when the date is before the
 * birth, keeping the date as typed.
 */
async function quickPicksAndBadDates(page: Page): Promise<void> {
  // The quick picks: the next birthday (with the preview's age and days to go) and next New Year's Day.
  const birth = JSON.parse(storedState).state?.userData?.birthdate as string;
  const today = new Date().toISOString().slice(0, 10);
  const thisYear = `${today.slice(0, 4)}${birth.slice(4)}`;
  const next = thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}${birth.slice(4)}`;
  await page.click('text=下一个生日');
  expect(await page.inputValue('#transit-date')).toBe(next);
  // Spec §9: age in 365.25-day years (so on the birthday itself it can still read one less).
  expect(await page.textContent('main .card .muted')).toContain(`当天年龄：${ageOn(birth, next)}岁`);
  await page.click('text=元旦');
  expect(await page.inputValue('#transit-date')).toBe(`${Number(today.slice(0, 4)) + 1}-01-01`);
  await page.fill('#transit-date', '1980-03-01');
  await page.click('main .card .button-primary');
  await expect
    .poll(() => page.textContent('main [role="alert"]'))
    .toContain('请选择出生日期当天或之后的日期');
  expect(await page.inputValue('#transit-date')).toBe('1980-03-01');
  expect(await page.$('[data-testid="transit-report"]')).toBeNull();
  // A date past the range the engine reads (typed; the picker stops at 2200): its own message, the date kept.
  await page.fill('#transit-date', '2301-06-01');
  await page.click('main .card .button-primary');
  await expect
    .poll(() => page.textContent('main [role="alert"]'))
    .toBe('日期无效，请选择1800年至2200年之间的日期。');
  expect(await page.inputValue('#transit-date')).toBe('2301-06-01');
  expect(await page.$('[data-testid="transit-report"]')).toBeNull();
}

/** en: the screen reads today's year by itself, and the date it reads is its address (issue 30 §3). */
async function readsTodayByItself(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(await page.inputValue('#transit-date')).toBe(today);
  await page.waitForURL((u) => u.searchParams.get('date') === today);
}

/** en: a reload shows the same year again, read by itself from the address. */
async function keptAcrossReload(page: Page): Promise<void> {
  await page.waitForURL((u) => u.searchParams.get('date') === DATE);
  await page.reload();
  await page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });
  expect(await page.inputValue('#transit-date')).toBe(DATE);
  // The title writes the date as English does (1 January 2027), never as 2027-01-01.
  expect(await page.textContent('.transit-report-title')).toContain(formatIsoDate(DATE, 'en'));
}

/**
 * en at 1280 px: the timeline fits the card, with today marked where it falls (and in view on a phone). Read on the
 * en page after its 375 px report: the page is widened to 1280 px and the date typed again, as a reader would.
 */
async function timelineAtDesktopWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A window that began 100 days ago, so today lies inside it.
  const date = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
  await page.fill('#transit-date', date);
  // A new date clears the report shown; the report of this date is the one whose heading names it.
  await page.waitForSelector('[data-testid="transit-report"]', { state: 'detached' });
  await page.click('main .card .button-primary');
  await page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });
  expect(await page.textContent('.transit-report-title')).toContain(formatIsoDate(date, 'en'));
  const chart = JSON.parse(storedState).state?.calculationResults?.chart as ChartOutput;
  const a = analyseTransits(chart, birthMoment(date, '12:00', chart.place.tz, chart.place.lng).jdUt);
  expect(await page.$$eval('.tl-rows .tl-bar', (els) => els.length)).toBe(
    a.series.filter((s) => SLOW_BODIES.includes(s.transit)).length,
  );
  // The whole year is visible at once: no scrolling inside the region, none on the page.
  expect(
    await page.$eval('.transit-timeline-wrap', (e) => e.scrollWidth - e.clientWidth),
  ).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // Today's line: 150 px of row labels, then 2 px a day from the window's start.
  const left = await page.$eval('[data-testid="timeline-today"]', (e) =>
    Number.parseFloat(getComputedStyle(e).left),
  );
  expect(Math.abs(left - (150 + (jdUtFromUnixMs(Date.now()) - a.fromJdUt) * 2))).toBeLessThan(3);
  expect(await page.textContent('[data-testid="timeline-today"]')).toBe('Today');
  // Actions under the report: analyse the same date again (the five stages run again), or go back to the date.
  await page.click('text=Analyse again');
  await page.waitForSelector('[data-testid="transit-report"]');
  expect(await page.$$eval('ol.steps li.done', (els) => els.length)).toBe(5);
  await page.click('text=Choose another date');
  expect(await page.$('[data-testid="transit-report"]')).toBeNull();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('transit-date');
  expect(await page.inputValue('#transit-date')).toBe(date);
  // On a phone the year is wider than the screen: the timeline opens scrolled so that today is in view.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.click('main .card .button-primary');
  await page.waitForSelector('[data-testid="timeline-today"]');
  const view = await page.$eval('.transit-timeline-wrap', (region) => {
    const r = region.getBoundingClientRect();
    const today = region.querySelector('.tl-today')?.getBoundingClientRect();
    return {
      scrolled: region.scrollLeft,
      inView: !!today && today.left >= r.left + 150 && today.left <= r.right,
    };
  });
  expect(view.scrolled).toBeGreaterThan(0);
  expect(view.inView).toBe(true);
}

// One context per language (375 px, the stored chart): each language's other checks are made on the same page,
// before (ja: home's greeting, whose link opens the screen; zh: the quick picks and the refused dates) or after (en:
// the timeline at 1280 px) its report, instead of in a context and a first load of their own.
describe('transit analysis screen', () => {
  for (const lang of ['ja', 'zh', 'en'] as const satisfies readonly E2eLang[]) {
    const also = {
      ja: "; home opens on a returning visitor's daily reading, linking to the year",
      zh: '; quick picks, and a date before the birth or past the range refused plainly, keeping the date as typed',
      en: '; it reads today by itself and keeps the date read across a reload; at 1280 px the timeline fits the card, with today marked where it falls (and in view on a phone)',
    }[lang];
    it(`${lang} at 375 px: the full report of the year from ${DATE}, as the engine finds it${also}`, async () => {
      const { context, page, problems } = await openInLanguage(browser, lang, { width: 375, height: 812 });
      await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), {
        k: APP_STATE_KEY,
        v: storedState,
      });
      if (lang === 'ja') await greetsOnHome(page);
      else await page.goto(`${url}/transit-analysis`);
      await page.waitForSelector('#transit-date');
      if (lang === 'en') await readsTodayByItself(page);
      if (lang === 'zh') await quickPicksAndBadDates(page);
      await page.fill('#transit-date', DATE);
      await page.click('main .card .button-primary');
      await page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });

      // The five stages ran and are all done; focus moved to the report's heading.
      expect(await page.$$eval('ol.steps li', (els) => els.map((e) => e.className))).toEqual(
        Array(5).fill('done'),
      );
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('transit-report-title');

      // The same analysis in Node, from the chart the browser stored, for the same moment (noon at the birthplace).
      const chart = JSON.parse(storedState).state?.calculationResults?.chart as ChartOutput;
      const jd = birthMoment(DATE, '12:00', chart.place.tz, chart.place.lng).jdUt;
      const a = analyseTransits(chart, jd);
      const fmt = new Intl.DateTimeFormat(LOCALE[lang], {
        timeZone: chart.place.tz,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
      const day = (jdUt: number) => fmt.format(new Date(unixMsFromJdUt(jdUt)));
      const slow = a.series.filter((s) => SLOW_BODIES.includes(s.transit));
      const list = (await page.textContent('.transit-aspects')) ?? '';
      expect(await page.$$eval('.transit-aspects > li', (els) => els.length)).toBe(slow.length);
      for (const s of slow) for (const p of s.passes) expect(list).toContain(day(p.exactJdUt));
      // Timeline: a row per slow transit, the stations, and the BaZi ribbon with the year's pillars.
      expect(await page.$$eval('.tl-rows .tl-bar', (els) => els.length)).toBe(slow.length);
      const ribbon = (await page.textContent('.tl-bazi')) ?? '';
      for (const y of a.bazi.years) expect(ribbon).toContain(y.pillar);
      // Life cycles with their real dates; the BaZi year with its readings; the outlook's horizons.
      const cycles = (await page.textContent('[data-testid="transit-cycles"] ol')) ?? '';
      expect(await page.textContent('#tcy-title')).toBe(TEXTS[lang].cycles);
      expect(cycles).toContain(TEXTS[lang].saturn);
      const sr = a.cycles.find((c) => c.cycle.kind === 'saturnReturn' && c.cycle.n === 1);
      expect(cycles).toContain(day(sr?.cycle.firstExactJdUt as number));
      expect(await page.textContent('.transit-report')).toContain(TEXTS[lang].luck);
      expect(await page.$$eval('[data-testid="transit-outlook"] div h3', (els) => els.length)).toBe(3);
      // The synthesis, as the engine judges the year: at most five themes, each a natal point once, with its
      // transits, each transit's reading (for its own aspect type) and what to do as the theme leans.
      const content = JSON.parse(readFileSync(`src/content/transits/${lang}.json`, 'utf8')) as TransitContent;
      const texts = content.report;
      // The report's own texts load with it: wait for every theme's title before reading the section (a CI run
      // once read it while only the points' names had rendered).
      const themeTitles = a.themes.map((th) => texts.themes[th.point].title);
      await expect
        .poll(async () => {
          const text = (await page.textContent('[data-testid="transit-themes"]')) ?? '';
          return themeTitles.filter((title) => !text.includes(title));
        })
        .toEqual([]);
      const themes = (await page.textContent('[data-testid="transit-themes"]')) ?? '';
      expect(a.themes.length).toBeLessThanOrEqual(5);
      expect(await page.$$eval('.transit-themes > li', (els) => els.length)).toBe(a.themes.length);
      const whole = (await page.textContent('[data-testid="transit-report"]')) ?? '';
      const times = (text: string) => whole.split(text).length - 1;
      for (const th of a.themes) {
        expect(themes).toContain(texts.themes[th.point].title);
        const advice =
          th.tone === 'supportive'
            ? texts.opportunity[th.point]
            : th.tone === 'demanding'
              ? texts.challenge[th.point]
              : texts.themes[th.point].advice;
        expect(themes).toContain(advice);
        for (const x of th.series) {
          const reading = transitText(content, x.transit, x.natal, x.type);
          expect(themes).toContain(reading);
          // Said once in the whole report: not again under "in orb", the list of transits or the areas.
          expect(times(reading), `${x.transit} ${x.type} ${x.natal}`).toBe(1);
          for (const p of x.passes) expect(themes).toContain(day(p.exactJdUt));
        }
      }
      // What is in orb on the date: the contacts of that instant, at most five.
      expect(await page.$$eval('[data-testid="transit-in-orb"] > li', (els) => els.length)).toBe(
        Math.min(5, a.inForce.length),
      );
      // One verdict (issue 27): the overview states the grade core gives the 流年 in force, and says how the slow
      // transits stand to it; no second verdict of the year from the transits' tone.
      const y = a.headline.verdict.pillar;
      const headline = '[data-testid="transit-headline"]';
      expect(
        await page.getAttribute(`${headline} [data-verdict="year:${y.stem}${y.branch}"]`, 'data-grade'),
      ).toBe(a.headline.grade);
      const agreement = resultsTexts[lang]?.transit.headline.agreement ?? {};
      const sentence =
        a.headline.agreement === 'quiet'
          ? agreement.quiet
          : (agreement[a.headline.agreement] as Record<string, string>)[a.headline.transits];
      expect(await page.textContent(headline)).toContain(sentence);
      expect(whole).not.toContain(texts.guidance[a.tone]);
      // Every luck pillar, year and month of the window, with the grade core gives it.
      for (const p of [...a.bazi.luck, ...a.bazi.years, ...a.bazi.months])
        expect(
          await page.getAttribute(
            `[data-testid="transit-bazi"] [data-verdict="${p.verdict.kind}:${p.stem}${p.branch}"]`,
            'data-grade',
          ),
        ).toBe(p.verdict.grade);
      // Read on a phone: what opens by default (the headline, the themes, the timeline) is at most 12 screens; the
      // rest is behind disclosures, closed.
      expect(
        await page.$$eval('[data-testid="transit-report"] details', (els) =>
          els.every((d) => !(d as HTMLDetailsElement).open),
        ),
      ).toBe(true);
      const height = (await page.locator('[data-testid="transit-report"]').boundingBox())?.height ?? Infinity;
      expect(height).toBeLessThanOrEqual(12 * 812);
      const outer = (await page.textContent('[data-testid="transit-outer"]')) ?? '';
      for (const o of present(a.outer)) {
        expect(outer).toContain(texts.outer[o.body][String(o.house) as '1']);
        for (const e of o.entries) expect(outer).toContain(day(e.jdUt));
      }
      // Today is marked on the timeline when it falls in the year shown.
      const now = jdUtFromUnixMs(Date.now());
      expect(await page.$('[data-testid="timeline-today"]')).toSatisfy(
        (el) => (el !== null) === (now >= a.fromJdUt && now < a.toJdUt),
      );
      // The report's terms link to the glossary (issue 14 §6), named as the glossary names them.
      const terms = await page
        .locator('[data-testid="transit-report"] .term-links a')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-term'), e.textContent]));
      for (const id of ['transits', 'stations', 'ingress', 'returns'])
        expect(terms).toContainEqual([id, resultsTexts[lang]?.glossaryTerms[id]]);
      // Readings: the first theme's first transit read in the page's language (not a key).
      const firstText = await page.locator('.transit-theme-series > li').first().locator('p').textContent();
      expect((firstText ?? '').length).toBeGreaterThan(20);
      expect(firstText).not.toMatch(/^transit\./);

      // Recommendations by area, behind their disclosure: tabs that follow the arrow keys; "timing" lists the
      // year's stations.
      await page.click('[data-testid="transit-areas"] > summary');
      await page.focus('[role="tab"][aria-selected="true"]');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
      await page.keyboard.press('End');
      const timing = (await page.textContent('[role="tabpanel"]')) ?? '';
      expect(timing).toContain(day(a.scan.stations[0]?.jdUt as number));

      // Fits the phone: the timeline scrolls inside its own region, never the page.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(
        await page.$eval('.transit-timeline-wrap', (e) => e.scrollWidth > e.clientWidth && e.tabIndex === 0),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (lang === 'en') await keptAcrossReload(page);
      if (lang === 'en') await timelineAtDesktopWidth(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
