/**
 * Issue 9 §2: no layout shift as content loads. Cumulative Layout Shift of both results pages, on a fresh load of the
 * results URL with a stored chart (a fresh context: empty cache, as a person opening a saved link), at 375 and
 * 1280 px in every language, from navigation until the first screen has settled (below) and then while the reader
 * scrolls to the end (the lower sections are built on the way) and everything they load has arrived. Shifts right
 * after input are ignored, as the metric does. Prints every figure with the largest shifts' elements; fails above 0.05.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import {
  APP_STATE_KEY,
  connectBrowser,
  type E2eLang,
  networkSettled,
  openInLanguage,
  pageAtRest,
  revealResultSections,
} from './browser';

/** The issue's budget (Lighthouse "good" is 0.1). */
const CLS_LIMIT = 0.05;
const LANGS: readonly E2eLang[] = ['ja', 'zh', 'en'];
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
] as const;
const PAGES = ['astrology', 'bazi'] as const;

const url = inject('e2eUrl');
let browser: Browser;
let storedState: string;
let resultsId: string;

beforeAll(async () => {
  browser = await connectBrowser();
  storedState = inject('e2eStoredState');
  resultsId = inject('e2eResultsId');
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

/** One layout-shift entry as recorded in the page. */
interface Shift {
  value: number;
  startMs: number;
  sources: string[];
}

/**
 * Installed before the app's scripts: records every layout shift (buffered, so none before the observer is lost)
 * without recent input, with the elements that moved.
 */
function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describeNode = (node: Node | null | undefined): string => {
    const el = node instanceof Element ? node : node?.parentElement;
    if (!el) return '(gone)';
    const cls = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}${text ? ` "${text}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startMs: entry.startTime,
        sources: (entry.sources ?? []).map(
          (s) =>
            `${describeNode(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, h ${Math.round(
              s.previousRect.height,
            )}→${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * CLS as the metric defines it: shifts grouped into session windows (a gap under 1 s, at most 5 s long); the
 * largest window's sum.
 */
function sessionWindowCls(shifts: readonly Shift[]): number {
  let worst = 0;
  let sum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const s of [...shifts].sort((a, b) => a.startMs - b.startMs)) {
    if (s.startMs - previous >= 1000 || s.startMs - windowStart >= 5000) {
      sum = 0;
      windowStart = s.startMs;
    }
    sum += s.value;
    previous = s.startMs;
    worst = Math.max(worst, sum);
  }
  return worst;
}

describe(`layout shift while a results page loads (CLS ≤ ${CLS_LIMIT})`, () => {
  const figures: string[] = [];
  afterAll(() => console.log(`CLS (session window; total in brackets):\n${figures.join('\n')}`));

  for (const kind of PAGES) {
    for (const viewport of VIEWPORTS) {
      for (const lang of LANGS) {
        it(`${kind} results, ${lang} @ ${viewport.width}px`, async ({ expect }) => {
          const { context, page } = await openInLanguage(browser, lang, viewport);
          try {
            await context.addInitScript(
              ({ k, v }) => {
                if (!localStorage.getItem(k)) localStorage.setItem(k, v);
              },
              { k: APP_STATE_KEY, v: storedState },
            );
            await context.addInitScript(recordShifts);
            const settled = networkSettled(page);
            await page.goto(`${url}/${kind}-results/${resultsId}`);
            await page.waitForSelector('main h1');
            // The first screen, complete: its lazy parts loaded and every section within reach built.
            await pageAtRest(page, settled);
            // Opened directly (not from the form), the page starts at the document like any page: no focus moved.
            expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
            // Then read on: the sections built as the reader scrolls down must not move what is on screen either.
            await revealResultSections(page);
            // Every section built (the last, "how this was calculated", among them) and what they load arrived.
            await page.locator('#calc').waitFor({ state: 'attached' });
            await page.locator('#readings :is(p, li, dd)').first().waitFor({ state: 'attached' });
            await pageAtRest(page, settled);
            expect(new URL(page.url()).pathname, 'the stored chart opens the results page').toBe(
              `/${kind}-results/${resultsId}`,
            );
            const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
            const cls = sessionWindowCls(shifts);
            const total = shifts.reduce((t, s) => t + s.value, 0);
            const largest = [...shifts]
              .sort((a, b) => b.value - a.value)
              .slice(0, 3)
              .map((s) => `  ${s.value.toFixed(4)} at ${Math.round(s.startMs)} ms: ${s.sources.join('; ')}`);
            const line = `${kind} ${lang} @ ${viewport.width}px: ${cls.toFixed(4)} [${total.toFixed(4)}]`;
            figures.push(cls > CLS_LIMIT ? `${line}\n${largest.join('\n')}` : line);
            expect(cls, `${line}; largest shifts:\n${largest.join('\n')}`).toBeLessThanOrEqual(CLS_LIMIT);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
