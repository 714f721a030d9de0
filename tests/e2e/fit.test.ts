/**
 * Issue 9 §1, "nothing wider than the screen": every route, in ja, zh and en, at 320, 375 and 768 px, first without
 * a stored chart (the routes where that makes a difference) and then with one. Fails on sideways scroll of the
 * document and on a table header (th) whose word is broken across two lines: a Latin word must not span two lines;
 * a short CJK header without spaces (≤ 8 characters) must sit on one line; and on a lesson's reference table wider
 * than its card (the tables are written to fit a phone without scrolling). Every failure of a language × width is reported at once, with route, state and element.
 *
 * Set E2E_SHOTS=<folder> to also save a full-page screenshot of every visit there.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { ARTICLES, CATEGORIES, COURSES } from '../../src/features/learn/curriculum';
import {
  APP_STATE_KEY,
  type AppLang,
  connectBrowser,
  navigateInApp,
  networkSettled,
  openInLanguage,
  revealResultSections,
} from './browser';

/**
 * E2E_FIT_LANGS=en,ja and E2E_FIT_WIDTHS=375 narrow the run (while fixing a screen); the default is ja, zh and en.
 * E2E_FIT_LANGS=zh-Hant checks Traditional Chinese, which is made from zh by a converter (scripts/zh-hant.mjs) and
 * so has zh's layout: run when the converter's rules change, not in every run.
 */
const only = <T>(all: readonly T[], env: string | undefined): readonly T[] =>
  env ? all.filter((x) => env.split(',').includes(String(x))) : all;
const LANGS: readonly AppLang[] = process.env.E2E_FIT_LANGS
  ? only<AppLang>(['ja', 'zh', 'zh-Hant', 'en'], process.env.E2E_FIT_LANGS)
  : ['ja', 'zh', 'en'];
const WIDTHS_PX = only([320, 375, 768] as const, process.env.E2E_FIT_WIDTHS);
const HEIGHT_PX: Record<(typeof WIDTHS_PX)[number], number> = { 320: 640, 375: 740, 768: 1024 };
const SHOTS_DIR = process.env.E2E_SHOTS;

const url = inject('e2eUrl');
/** app-state as the run's real form submission left it (seeded into the "with chart" pass), and its results id. */
const storedState = inject('e2eStoredState');
const resultsId = inject('e2eResultsId');
let browser: Browser;

/**
 * The routes, without the results id filled in: every lesson (each carries its own tables and example charts) and
 * article, each category, and the pages a long unbroken string could widen.
 */
function routes(id: string): string[] {
  const lessons = COURSES.flatMap((c) => c.lessons.map((l) => `/learn/${c.id}/${l.id}`));
  return [
    '/',
    `/astrology-results/${id}`,
    `/bazi-results/${id}`,
    '/transit-analysis',
    '/compatibility',
    '/consultant',
    '/history',
    '/learn',
    ...CATEGORIES.map((c) => `/learn/category/${c}`),
    ...lessons,
    ...ARTICLES.map((a) => `/learn/article/${a.slug}`),
    '/learn/glossary',
    '/about',
    '/privacy',
    '/terms',
    '/contact',
    '/error?error=x&message=y',
    // A long unbroken string (a path, a message) must wrap, not widen the page.
    `/error?error=RangeError&message=${'Invalid_time_value_at_Object.format_'.repeat(3)}`,
    `/no-such-page/${'a-long-path-segment-without-spaces-'.repeat(3)}end`,
  ];
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Goes to a route: a full load for the first route of a pass (the app reads the stored state at start-up), client-side
 * navigation after that (the router follows popstate), then waits until the route has rendered: no route progress bar,
 * a heading, every section of a results page built, no request in flight (lazy chunks and texts), fonts and frames.
 */
async function visit(
  page: Page,
  route: string,
  fullLoad: boolean,
  settled: () => Promise<void>,
): Promise<void> {
  if (fullLoad) {
    await page.goto(`${url}${route}`);
    await page.waitForFunction(
      () =>
        !document.querySelector('.route-progress') &&
        document.querySelector('main[data-location]') &&
        document.querySelector('h1'),
      null,
      { timeout: 30_000 },
    );
  } else await navigateInApp(page, route);
  await settled();
  // A results page builds its lower sections as the reader scrolls: scroll through so every one is checked.
  if (await page.$('.sections-pending')) {
    await revealResultSections(page);
    await settled();
  }
}

interface Finding {
  kind: 'overflow' | 'fixed' | 'th-word' | 'th-cjk' | 'table' | 'visit';
  detail: string;
}

/**
 * In the page: horizontal overflow of the document (with the elements it comes from) and table headers broken
 * mid-word. Runs as a self-contained function (it is serialised into the page).
 */
function inspect(): Finding[] {
  const findings: Finding[] = [];
  const short = (el: Element): string => {
    const part = (e: Element) => {
      const id = e.id ? `#${e.id}` : '';
      const cls = [...e.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      return `${e.tagName.toLowerCase()}${id}${cls}`;
    };
    const chain: string[] = [];
    let e: Element | null = el;
    while (e && e !== document.body && chain.length < 3) {
      chain.unshift(part(e));
      if (e.id) break;
      e = e.parentElement;
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${chain.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  /** Number of lines a set of fragment rects occupies: a fragment starts a new line below the last one's bottom. */
  const lineCount = (rects: DOMRect[]): number => {
    const sorted = rects.filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const r of sorted) {
      if ((r.top + r.bottom) / 2 > bottom) {
        lines++;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    return lines;
  };

  // 1. Sideways scroll of the document, and the elements that stick out past the right (or left) edge.
  window.scrollTo(0, window.scrollY);
  const root = document.documentElement;
  const body = document.body;
  const vw = root.clientWidth;
  if (root.scrollWidth > root.clientWidth || body.scrollWidth > body.clientWidth) {
    // Clipped by an ancestor that scrolls or hides its overflow and itself fits, unless the element is absolutely
    // positioned past that ancestor (an absolute box escapes the overflow of ancestors below its containing block).
    const clipped = (el: Element): boolean => {
      let escaping = getComputedStyle(el).position === 'absolute';
      for (let a = el.parentElement; a && a !== body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === 'fixed') return true;
        const containing = s.position !== 'static' || s.transform !== 'none' || s.contain.includes('layout');
        if ((!escaping || containing) && s.overflowX !== 'visible') {
          const r = a.getBoundingClientRect();
          if (r.right <= vw + 0.5 && r.left >= -0.5) return true;
        }
        if (escaping && containing) escaping = s.position === 'absolute';
      }
      return false;
    };
    const sticksOut = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (r.width > 0 || r.height > 0) && (r.right > vw + 0.5 || r.left < -0.5);
    };
    const outside = new Set(
      [...body.querySelectorAll('*')].filter(
        (el) => sticksOut(el) && getComputedStyle(el).position !== 'fixed' && !clipped(el),
      ),
    );
    // Report where the overflow starts: elements outside the screen whose parent is not.
    const culprits = [...outside].filter((el) => !(el.parentElement && outside.has(el.parentElement)));
    const list = culprits
      .slice(0, 4)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${short(el)} [${Math.round(r.left)}…${Math.round(r.right)}px]`;
      })
      .join('; ');
    findings.push({
      kind: 'overflow',
      detail: `document ${root.scrollWidth}px / body ${body.scrollWidth}px wide in a ${vw}px viewport${
        list ? `: ${list}${culprits.length > 4 ? ` (+${culprits.length - 4} more)` : ''}` : ''
      }`,
    });
  }

  // 2. Fixed layers (dialogs, menus, popovers, the header's controls) do not widen the document but must stay
  // on screen, and one that scrolls must not scroll sideways.
  for (const el of document.querySelectorAll('body *')) {
    const s = getComputedStyle(el);
    if (s.position !== 'fixed' || s.visibility === 'hidden' || s.display === 'none' || s.opacity === '0')
      continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    if (r.right > vw + 0.5 || r.left < -0.5)
      findings.push({
        kind: 'fixed',
        detail: `${short(el)} [${Math.round(r.left)}…${Math.round(r.right)}px] leaves the ${vw}px screen`,
      });
    else if (s.overflowX !== 'visible' && s.overflowX !== 'clip' && el.scrollWidth > el.clientWidth + 1) {
      const inner = [...el.querySelectorAll('*')].find(
        (c) => c.getBoundingClientRect().right > r.right + 0.5,
      );
      findings.push({
        kind: 'fixed',
        detail: `${short(el)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px)${
          inner ? `: ${short(inner)}` : ''
        }`,
      });
    }
  }

  // 3. Table headers: no Latin word over two lines; a short CJK header without spaces on one line.
  const latinWord = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}'’]{2,}/gu;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
  for (const th of document.querySelectorAll('th')) {
    const box = th.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const texts: Text[] = [];
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
    const range = document.createRange();
    for (const node of texts) {
      for (const m of node.data.matchAll(latinWord)) {
        range.setStart(node, m.index ?? 0);
        range.setEnd(node, (m.index ?? 0) + m[0].length);
        if (lineCount([...range.getClientRects()]) > 1)
          findings.push({ kind: 'th-word', detail: `"${m[0]}" split over two lines in ${short(th)}` });
      }
    }
    // CJK labels: the text nodes of one block inside the header (a reading stacked under a character on purpose
    // is its own block) make one label.
    const blocks = new Map<Element, Text[]>();
    for (const node of texts) {
      let block = node.parentElement ?? th;
      while (block !== th && getComputedStyle(block).display === 'inline') block = block.parentElement ?? th;
      blocks.set(block, [...(blocks.get(block) ?? []), node]);
    }
    for (const nodes of blocks.values()) {
      const label = nodes
        .map((n) => n.data)
        .join('')
        .trim();
      if (!label || /\s/.test(label) || !cjk.test(label) || [...label].length > 8) continue;
      const rects = nodes.flatMap((node) => {
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });
      const lines = lineCount(rects);
      if (lines > 1)
        findings.push({ kind: 'th-cjk', detail: `"${label}" on ${lines} lines in ${short(th)}` });
    }
  }
  // 4. The lessons' reference tables fit their card: read without scrolling inside it, nothing cut off.
  for (const wrap of document.querySelectorAll('.learn-table-wrap')) {
    const table = wrap.querySelector('table');
    const extra = (table?.getBoundingClientRect().width ?? 0) - wrap.clientWidth;
    if (extra > 0.5)
      findings.push({
        kind: 'table',
        detail: `${short(table ?? wrap)} is ${Math.round(extra)}px wider than its card`,
      });
  }
  return findings;
}

/**
 * What a visitor does on a route before it is checked again: content that appears only on request (the transit
 * result) and overlays opened from the page (the settings dialog). Each runs on a rendered route and leaves the page
 * showing what must fit; it returns a short name for the report.
 */
const ACTIONS: { route: RegExp; name: string; run: (page: Page) => Promise<void> }[] = [
  {
    route: /^\/transit-analysis$/,
    name: 'transit result',
    run: async (page) => {
      await page.locator('main button.button-primary').click();
      await page.waitForSelector('[data-testid="transit-report"]', { timeout: 30_000 });
    },
  },
  {
    route: /^\/about$/,
    name: 'settings dialog',
    run: async (page) => {
      await page.locator('.settings-button').first().click();
      await page.waitForSelector('[role="dialog"]', { timeout: 10_000 });
    },
  },
];

/** E2E_FIT_ROUTES=<regex> checks only the matching routes (while fixing a screen). */
const ONLY = process.env.E2E_FIT_ROUTES ? new RegExp(process.env.E2E_FIT_ROUTES) : null;

describe('every route fits 320, 375 and 768 px in every language, with and without a chart', () => {
  const all: string[] = [];
  afterAll(() => {
    if (all.length) console.log(`fit: ${all.length} failures\n${all.join('\n')}`);
  });

  // One page per language, the three at once: their waits (requests, frames) overlap.
  for (const lang of LANGS) {
    it.concurrent(`${lang} @ ${WIDTHS_PX.join(', ')} px`, async ({ expect }) => {
      const failures = await checkLanguage(lang);
      all.push(...failures);
      expect(failures, failures.join('\n')).toEqual([]);
    }, 600_000);
  }
});

describe('the fit check itself', () => {
  it('sees what a change of width does: a box too wide only from 700 px on is found at 768 px, after widening', async ({
    expect,
  }) => {
    const { context, page } = await openInLanguage(browser, 'en', viewportOf(320));
    try {
      await page.goto(`${url}/about`);
      await page.waitForSelector('main h1');
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet(); // through the CSSOM: the policy allows no inline <style>
        sheet.replaceSync('@media (min-width: 700px) { main h1 { min-width: 900px; } }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
      const settled = networkSettled(page);
      await settled();
      expect(await page.evaluate(inspect)).toEqual([]);
      await page.setViewportSize(viewportOf(768));
      await settled();
      const found = await page.evaluate(inspect);
      expect(found.map((f) => f.kind)).toContain('overflow');
      expect(found.find((f) => f.kind === 'overflow')?.detail).toContain('h1');
    } finally {
      await context.close();
    }
  });
});

/**
 * Routes left out of the pass without a chart: the pages that read nothing stored (the same page in both states),
 * and the ones that need a chart and send a visitor without one home (shell.test.ts checks that; home is visited).
 */
const SAME_WITHOUT_CHART =
  /^\/(about|privacy|terms|contact|error|no-such-page|astrology-results|bazi-results|transit-analysis|compatibility|consultant)\b/;

/**
 * Left out of the pass without a chart as well: every lesson but the first of each course (without a chart a
 * lesson's only difference is the one "cast your chart" card, the same in every lesson).
 */
const FIRST_LESSONS = new Set(COURSES.map((c) => `/learn/${c.id}/${c.lessons[0]?.id}`));
const sameWithoutChart = (route: string) =>
  SAME_WITHOUT_CHART.test(route) ||
  (/^\/learn\/(?!article|category|glossary)[^/]+\/[^/]+$/.test(route) && !FIRST_LESSONS.has(route));

const viewportOf = (width: (typeof WIDTHS_PX)[number]) => ({ width, height: HEIGHT_PX[width] });

/**
 * One language: the routes without a stored chart (at 320 px only: what fits the narrowest phone without a chart
 * fits wider screens too, and the pages a chart changes are checked at every width), then every route with one.
 * Each route is opened once, at the narrowest width as a phone opens it, and checked there; the page is then widened
 * to each other width and checked again (every page follows a change of width: CSS, media-query listeners and
 * resize observers), which measures the layout at every width without loading and rendering the route three times.
 * Returns every failure.
 */
async function checkLanguage(lang: AppLang): Promise<string[]> {
  const { context, page } = await openInLanguage(browser, lang, viewportOf(WIDTHS_PX[0] ?? 320));
  const settled = networkSettled(page);
  const failures: string[] = [];
  const checks: string[] = [];
  const list = routes(resultsId).filter((r) => !ONLY || ONLY.test(r));
  try {
    for (const state of ['no chart', 'chart'] as const) {
      if (state === 'chart') {
        // Storage belongs to the site: open it first if the pass without a chart opened nothing.
        if (!page.url().startsWith(url)) await page.goto(`${url}/`);
        await page.evaluate(({ k, v }) => localStorage.setItem(k, v), { k: APP_STATE_KEY, v: storedState });
      }
      const widths = state === 'chart' ? WIDTHS_PX : WIDTHS_PX.filter((w) => w === 320);
      const routesNow =
        state === 'chart' ? list : widths.length ? list.filter((r) => !sameWithoutChart(r)) : [];
      for (const [i, route] of routesNow.entries()) {
        const label = (where: string, width: number, step?: string) =>
          `${where}${step ? ` (${step})` : ''} [${lang} ${width}px, ${state}]`;
        const atWidth = async (width: (typeof WIDTHS_PX)[number]) => {
          if (page.viewportSize()?.width === width) return;
          await page.setViewportSize(viewportOf(width));
          await settled();
        };
        const first = widths[0] ?? 320;
        try {
          await atWidth(first);
          await visit(page, route, i === 0, settled);
        } catch (e) {
          failures.push(
            `${label(route, first)} visit: did not render (${(e as Error).message.split('\n')[0]})`,
          );
          await page.goto(`${url}/`).catch(() => undefined);
          continue;
        }
        const landed = page.url().slice(url.length);
        const where = landed === route ? route : `${route} → ${landed}`;
        /** Checks the page at every width, narrowest first. */
        const checkWidths = async (step?: string) => {
          for (const width of widths) {
            await atWidth(width);
            if (SHOTS_DIR) {
              mkdirSync(SHOTS_DIR, { recursive: true });
              const name = [
                lang,
                width,
                state.replace(' ', ''),
                route.replace(/[^a-z0-9]+/gi, '_'),
                step ?? '',
              ]
                .filter(Boolean)
                .join('-');
              await page.screenshot({ path: `${SHOTS_DIR}/${name.replace(/ /g, '_')}.png`, fullPage: true });
            }
            for (const f of await page.evaluate(inspect))
              failures.push(`${label(where, width, step)} ${f.kind}: ${f.detail}`);
            checks.push(`${state} ${where}${step ? ` (${step})` : ''} @ ${width}`);
          }
        };
        await checkWidths();
        for (const action of ACTIONS.filter((a) => a.route.test(landed))) {
          try {
            await atWidth(first);
            await action.run(page);
            await settled();
          } catch (e) {
            failures.push(
              `${label(where, first, action.name)} visit: could not open (${(e as Error).message.split('\n')[0]})`,
            );
            continue;
          }
          await checkWidths(action.name);
          await page.keyboard.press('Escape'); // close what the action opened
        }
      }
    }
  } finally {
    await context.close();
  }
  console.log(`fit ${lang}: ${checks.length} checks (route × state × width), ${failures.length} failures`);
  if (process.env.E2E_FIT_LIST) console.log(checks.join('\n'));
  return failures;
}
