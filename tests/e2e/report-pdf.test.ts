import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asTimed, type ChartOutput, type TimedChartOutput } from '../../src/core/chart/compute-chart';
import { LIFE_AREAS } from '../../src/core/transit/life-areas';
import { formatBirthMoment } from '../../src/shared/lib/local-date';
import { offenders } from '../../src/test/machine-formats';
import {
  APP_STATE_KEY,
  connectBrowser,
  E2E_BIRTH,
  type E2eLang,
  navigateInApp,
  openInLanguage,
  resultsPathOf,
} from './browser';

// Issue 13 §3: the PDF report, made in the browser from the page (the button in the results header, and above the
// transit report), read back with poppler-utils: the pillars, the Sun sign, the section titles and the birth date in
// the page's language, every font embedded and subset, nothing drawn as a missing glyph, under 1.5 MB.

type Json = { [k: string]: Json } | string;
const texts = (lang: E2eLang, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
/** A text of the locale files by dotted key, with {{placeholders}} filled. */
function t(lang: E2eLang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let node: Json | undefined = texts(lang, ns);
  for (const k of path.split('.')) node = typeof node === 'object' ? node[k] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v: string) => String(vars[v]));
}

const MAX_BYTES = 1.5 * 1024 * 1024;
const url = inject('e2eUrl');
let browser: Browser;
let state: string;
let chart: TimedChartOutput;
let dir: string;

beforeAll(async () => {
  browser = await connectBrowser();
  state = inject('e2eStoredState');
  chart = asTimed(JSON.parse(state).state.calculationResults.chart as ChartOutput);
  dir = mkdtempSync(join(tmpdir(), 'seimei-report-'));
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Clicks the report button and saves the PDF it downloads; the status line's message if none comes. */
async function download(page: Page, name: string): Promise<string> {
  const file = join(dir, `${name}.pdf`);
  // Every text the status line shows while the report is made (issue 30 §5: words and a step count, never a key).
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="report-status"]') as HTMLElement;
    const seen: string[] = [];
    (window as unknown as { __statusSeen: string[] }).__statusSeen = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }).catch(async (e: unknown) => {
      const status = await page.textContent('[data-testid="report-status"]').catch(() => null);
      throw new Error(`no PDF downloaded (status: ${status}): ${e}`);
    }),
    page.click('[data-testid="report-pdf"]'),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  await pdf.saveAs(file);
  const seen = await page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen);
  expect(seen.filter((x) => /\b(making|report:|stages\.)/.test(x))).toEqual([]);
  expect(seen.some((x) => /[1-4]\s*(\/|of)\s*4/.test(x))).toBe(true);
  return file;
}

/** What poppler reads from the PDF: its text (laid out, white space collapsed), fonts and page count. */
function readPdf(file: string) {
  const layout = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { layout, flat: layout.replace(/\s+/g, ' '), dense: layout.replace(/\s+/g, ''), fonts, pages };
}

/** The checks every report passes, whatever its kind. */
function checkCommon(file: string, lang: E2eLang) {
  const pdf = readPdf(file);
  expect(statSync(file).size).toBeLessThanOrEqual(MAX_BYTES);
  expect(pdf.pages).toBeGreaterThan(1);
  // Every font embedded (emb) and cut to what is drawn (sub), with a Unicode map (uni): text extracts as text.
  expect(pdf.fonts.length).toBeGreaterThan(0);
  for (const row of pdf.fonts)
    expect(row, row).toMatch(/\+\S+\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes\s/);
  // No character came out as a replacement: every glyph drawn maps back to a character.
  expect(pdf.layout).not.toContain('\uFFFD');
  expect(pdf.flat).toContain(t(lang, 'report:pdf.birthData'));
  // The birth as the page's language writes it (1990年5月15日 14:30, 15 May 1990 at 14:30), never 1990-05-15.
  const born = formatBirthMoment(
    E2E_BIRTH.date,
    { hour: Number(E2E_BIRTH.hour), minute: Number(E2E_BIRTH.minute) },
    lang,
  );
  expect(pdf.flat).toContain(born);
  expect(pdf.flat).not.toContain(E2E_BIRTH.date);
  // No machine format on paper either: no ISO date, no IANA zone in prose, no half-width punctuation in CJK prose.
  expect(offenders(pdf.flat, lang)).toEqual([]);
  expect(pdf.flat).toContain(t(lang, 'report:pdf.page', { n: 1, total: pdf.pages }));
  expect(pdf.flat).toContain(t(lang, `report:pdf.page`, { n: pdf.pages, total: pdf.pages }));
  // The first page renders.
  execFileSync('pdftoppm', ['-png', '-r', '30', '-f', '1', '-l', '1', file, join(dir, 'page')]);
  return pdf;
}

const pillars = () => (['year', 'month', 'day', 'hour'] as const).map((p) => chart.bazi[p]);

describe('PDF report', () => {
  // One context per language, one full load each: the BaZi results page, the zh transit report and the en page with
  // nothing to report are reached by a client-side navigation from the astrology results page the context opened.
  for (const lang of ['ja', 'zh', 'en'] as const) {
    const title =
      lang === 'zh'
        ? `${lang}: the astrology and BaZi reports carry the page's sections, pillars and Sun sign; the transit report carries the timeline and every recommendation tab`
        : lang === 'en'
          ? `${lang}: the astrology and BaZi reports carry the page's sections, pillars and Sun sign; says there is no report to download when the page shows no chart`
          : `${lang}: the astrology and BaZi reports carry the page's sections, pillars and Sun sign`;
    it(title, async () => {
      const { context, page, problems } = await openInLanguage(browser, lang);
      await context.addInitScript(({ k, v }) => localStorage.setItem(k, v), { k: APP_STATE_KEY, v: state });
      try {
        await page.goto(`${url}${resultsPathOf(state, 'astrology')}`);
        await page.waitForSelector('[data-testid="natal-wheel"] .body');
        const astro = checkCommon(await download(page, `${lang}-astrology`), lang);
        expect(astro.flat).toContain(t(lang, `results:signs.${chart.bodies.sun.sign}`));
        for (const key of [
          'nav.readings',
          'astro.positions',
          'astro.aspects',
          'analysis.title',
          'calc.title',
        ])
          expect(astro.flat, key).toContain(t(lang, `results:${key}`));
        // My chart names the four pillars, e.g. 庚午 辛巳 庚辰 癸未.
        expect(astro.flat).toContain(
          pillars()
            .map((p) => p.stem + p.branch)
            .join(' '),
        );
        // The wheel's glyphs are drawn as text: the Sun's and its sign's.
        expect(astro.dense).toContain('☉');

        await navigateInApp(page, resultsPathOf(state, 'bazi'));
        await page.waitForSelector('[data-testid="pillars"]');
        const bazi = checkCommon(await download(page, `${lang}-bazi`), lang);
        // The 命式 as drawn: the four stems on one line, the four branches on the next.
        const stems = pillars()
          .map((p) => p.stem)
          .join('\\s*');
        const branches = pillars()
          .map((p) => p.branch)
          .join('\\s*');
        expect(bazi.layout).toMatch(new RegExp(`${stems}[^\\n]*\\n(?:[^\\n]*\\n)*?[^\\n]*${branches}`));
        for (const key of ['nav.details', 'nav.elements', 'bazi.luck', 'nav.readings', 'calc.title'])
          expect(bazi.flat, key).toContain(t(lang, `results:${key}`));
        // The birth in the lunar calendar, as the page gives it under the pillars (issue 29 §1).
        const lunar = (await page.textContent('[data-testid="lunar-line"] p')) ?? '';
        expect(lunar.length).toBeGreaterThan(5);
        expect(bazi.flat.replace(/\s/g, '')).toContain(lunar.replace(/\s/g, ''));
        // 神煞 on their pillars, with their sentences (issue 29 §3); no sentence about changing settings here, since
        // nothing in print can be changed (issue 30 §5).
        const star = chart.bazi.shensha?.[0];
        if (star)
          expect(bazi.dense).toContain(t(lang, `results:shensha.names.${star.key}`).replace(/\s/g, ''));
        expect(bazi.dense).not.toContain(t(lang, 'results:calc.baziNote').replace(/\s/g, ''));
        // Nor the rows of glossary links under the cards: dead text on paper.
        expect(bazi.dense).not.toContain(t(lang, 'results:termsLabel').replace(/\s/g, ''));

        if (lang === 'zh') {
          // The transit report carries the timeline and every recommendation tab.
          await navigateInApp(page, '/transit-analysis?date=2027-01-01');
          await page.waitForSelector('[data-testid="transit-report"]', { timeout: 60_000 });
          const pdf = checkCommon(await download(page, 'zh-transit'), lang);
          for (const key of [
            'overview.title',
            'timeline.title',
            'aspects.title',
            'tabs.title',
            'cycles.title',
          ])
            expect(pdf.flat, key).toContain(t(lang, `results:transit.${key}`));
          for (const tab of [...LIFE_AREAS, 'timing'])
            expect(pdf.flat, tab).toContain(t(lang, `results:transit.tabs.${tab}`));
          // The page still shows the tab it showed before the report read them all.
          expect(await page.getAttribute('[role="tab"][aria-selected="true"]', 'id')).toMatch(/tab-career$/);
        }
        expect(problems).toEqual([]);

        if (lang === 'en') {
          // Says there is no report to download when the page shows no chart.
          await navigateInApp(page, resultsPathOf(state, 'astrology'));
          await page.waitForSelector('[data-testid="report-pdf"]');
          await page.waitForSelector('[data-testid="natal-wheel"]');
          // The chart's own page element gone (as on a page with nothing to report): the generator must say so.
          await page.evaluate(() => document.querySelector('[data-testid="natal-wheel"]')?.remove());
          await page.click('[data-testid="report-pdf"]');
          await expect
            .poll(() => page.textContent('[data-testid="report-status"]'))
            .toBe(t(lang, 'report:noReport'));
        }
      } finally {
        await context.close();
      }
    });
  }
});
