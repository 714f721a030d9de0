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
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ARTICLES, CATEGORIES, COURSES } from '../../src/features/learn/curriculum';
import {
  APP_STATE_KEY,
  castThroughHomeForm,
  type E2eLang,
  launchChromium,
  openInLanguage,
  revealResultSections,
  servePreview,
} from './browser';

/** E2E_FIT_LANGS=en,ja and E2E_FIT_WIDTHS=375 narrow the run (while fixing a screen); the default is all. */
const only = <T>(all: readonly T[], env: string | undefined): readonly T[] =>
  env ? all.filter((x) => env.split(',').includes(String(x))) : all;
const LANGS = only<E2eLang>(['ja', 'zh', 'en'], process.env.E2E_FIT_LANGS);
const WIDTHS_PX = only([320, 375, 768] as const, process.env.E2E_FIT_WIDTHS);
const HEIGHT_PX: Record<(typeof WIDTHS_PX)[number], number> = { 320: 640, 375: 740, 768: 1024 };
const SHOTS_DIR = process.env.E2E_SHOTS;

let server: PreviewServer;
let url: string;
let browser: Browser;
/** app-state as a real form submission left it (seeded into every context's "with chart" pass), and its results id. */
let storedState: string;
let resultsId: string;

/**
 * The routes, without the results id filled in. Lessons: at 320 px (the narrowest) every lesson, since each carries
 * its own tables and example charts; at the wider widths the first of every course (what fits 320 px fits wider).
 */
function routes(id: string, widthPx: number): string[] {
  const lessons = COURSES.flatMap((c) =>
    c.lessons.filter((_, i) => widthPx === 320 || i === 0).map((l) => `/learn/${c.id}/${l.id}`),
  );
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
  ({ server, url } = await servePreview());
  browser = await launchChromium();
  ({ state: storedState, id: resultsId } = await castThroughHomeForm(browser, url));
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Counts the page's requests in flight; the returned function resolves once none has been in flight for `quietMs`
 * since `sinceMs` (the moment a navigation started) or since the last request ended, whichever is later.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let last = 0;
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (sinceMs: number, quietMs = 200, timeoutMs = 10_000) => {
    while (Date.now() - sinceMs < timeoutMs) {
      if (inFlight === 0 && Date.now() - Math.max(last, sinceMs) >= quietMs) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
}

/**
 * Goes to a route: a full load for the first route of a pass (the app reads the stored state at start-up), client-side
 * navigation after that (the router follows popstate), then waits until the route has rendered: no route progress bar,
 * a heading, every section of a results page built, a quiet network (lazy chunks and texts), fonts and two frames.
 */
async function visit(
  page: Page,
  route: string,
  fullLoad: boolean,
  quiet: (sinceMs: number) => Promise<void>,
): Promise<void> {
  const since = Date.now();
  if (fullLoad) await page.goto(`${url}${route}`);
  else
    await page.evaluate((r) => {
      history.pushState(null, '', r);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  await quiet(since);
  await page.waitForFunction(
    () => !document.querySelector('.route-progress') && document.querySelector('h1'),
    null,
    { timeout: 30_000 },
  );
  // A results page builds its lower sections as the reader scrolls: scroll through so every one is checked.
  if (await page.$('.sections-pending')) {
    await revealResultSections(page);
    await quiet(Date.now());
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
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

/** At most `n` of the returned function's tasks run at once. */
function limiter(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Contexts checked at once: their waits (network quiet, frames) overlap. */
const slot = limiter(Number(process.env.E2E_FIT_PARALLEL ?? 3));
/** E2E_FIT_ROUTES=<regex> checks only the matching routes (while fixing a screen). */
const ONLY = process.env.E2E_FIT_ROUTES ? new RegExp(process.env.E2E_FIT_ROUTES) : null;

describe('every route fits 320, 375 and 768 px in every language, with and without a chart', () => {
  const all: string[] = [];
  afterAll(() => {
    if (all.length) console.log(`fit: ${all.length} failures\n${all.join('\n')}`);
  });

  for (const lang of LANGS) {
    for (const width of WIDTHS_PX) {
      it.concurrent(`${lang} @ ${width}px`, async ({ expect }) => {
        const failures = await slot(() => checkContext(lang, width));
        all.push(...failures);
        expect(failures, failures.join('\n')).toEqual([]);
      }, 600_000);
    }
  }
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

/**
 * One language at one width: the routes without a stored chart (at 320 px only: what fits the narrowest phone without
 * a chart fits wider screens too, and the pages a chart changes are checked at every width), then every route with
 * one. Returns every failure.
 */
async function checkContext(lang: E2eLang, width: (typeof WIDTHS_PX)[number]): Promise<string[]> {
  const { context, page } = await openInLanguage(browser, lang, { width, height: HEIGHT_PX[width] });
  const quiet = trackRequests(page);
  const failures: string[] = [];
  const list = routes(resultsId, width).filter((r) => !ONLY || ONLY.test(r));
  try {
    for (const state of ['no chart', 'chart'] as const) {
      if (state === 'chart') {
        // Storage belongs to the site: at 768 px nothing was opened yet.
        if (!page.url().startsWith(url)) await page.goto(`${url}/`);
        await page.evaluate(({ k, v }) => localStorage.setItem(k, v), { k: APP_STATE_KEY, v: storedState });
      }
      const routesNow =
        state === 'chart' ? list : width !== 320 ? [] : list.filter((r) => !sameWithoutChart(r));
      for (const [i, route] of routesNow.entries()) {
        const label = (where: string, step?: string) =>
          `${where}${step ? ` (${step})` : ''} [${lang} ${width}px, ${state}]`;
        try {
          await visit(page, route, i === 0, quiet);
        } catch (e) {
          failures.push(`${label(route)} visit: did not render (${(e as Error).message.split('\n')[0]})`);
          await page.goto(`${url}/`).catch(() => undefined);
          continue;
        }
        const landed = page.url().slice(url.length);
        const where = landed === route ? route : `${route} → ${landed}`;
        const check = async (step?: string) => {
          if (SHOTS_DIR) {
            mkdirSync(SHOTS_DIR, { recursive: true });
            const name = [lang, width, state.replace(' ', ''), route.replace(/[^a-z0-9]+/gi, '_'), step ?? '']
              .filter(Boolean)
              .join('-');
            await page.screenshot({ path: `${SHOTS_DIR}/${name.replace(/ /g, '_')}.png`, fullPage: true });
          }
          for (const f of await page.evaluate(inspect))
            failures.push(`${label(where, step)} ${f.kind}: ${f.detail}`);
        };
        await check();
        for (const action of ACTIONS.filter((a) => a.route.test(landed))) {
          try {
            await action.run(page);
            await quiet(Date.now());
          } catch (e) {
            failures.push(
              `${label(where, action.name)} visit: could not open (${(e as Error).message.split('\n')[0]})`,
            );
            continue;
          }
          await check(action.name);
          await page.keyboard.press('Escape'); // close what the action opened
        }
      }
    }
  } finally {
    await context.close();
  }
  return failures;
}
