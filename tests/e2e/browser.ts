import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type Page,
  type Request,
} from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { expect, inject } from 'vitest';

/** Debian's Chromium; override with CHROME_PATH. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Flags for a closed network (ecosystem.md §8); Playwright adds --headless itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Serves a production build on 127.0.0.1 at a free port: `$E2E_DIST` if set (a private build folder, so
 * engineers sharing a checkout don't overwrite each other's dist/), else dist/.
 */
export async function servePreview(): Promise<{ server: PreviewServer; url: string }> {
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`${outDir}/ is missing: run \`npm run build\` first (npm test does).`);
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return { server, url: url.replace(/\/$/, '') };
}

/**
 * Init script: every Content-Security-Policy violation becomes a console error, which `problems` records, so no
 * test passes while the policy blocks something (issue 16 §2: zero violations across the suite).
 */
export function reportPolicyViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
    );
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * The run's Chromium (started once by global-setup.ts): a connection of this file's own, whose `close()` closes the
 * contexts it opened and leaves the browser to the other files.
 */
export async function connectBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('e2eWsEndpoint'));
  if (process.env.E2E_COST) countCost(browser);
  return browser;
}

/**
 * E2E_COST=1: counts what a file costs the browser — contexts opened, full page loads (reloads included), axe audits —
 * and prints it when the file closes its connection. The counts do not depend on the machine's load, so they compare
 * two versions of a test fairly where timings on a busy machine would not.
 */
function countCost(browser: Browser): void {
  const cost = { contexts: 0, loads: 0, axe: 0 };
  const started = performance.now();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    cost.contexts++;
    context.on('page', (page) => page.on('load', () => cost.loads++));
    return context;
  };
  const analyze = AxeBuilder.prototype.analyze;
  AxeBuilder.prototype.analyze = function (this: AxeBuilder) {
    cost.axe++;
    return analyze.call(this);
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    const file = expect.getState().testPath?.split('/').pop() ?? '';
    console.log(
      `cost ${file}: ${cost.contexts} contexts, ${cost.loads} page loads, ${cost.axe} axe audits, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return close(options);
  };
}

/** A download's bytes, streamed from the browser (a connected browser keeps no local file of it for `path()`). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** How long a page may render no frame before it is brought to the front (and, the third time, reported). */
const FRAME_STALL_MS = 15_000;

/**
 * Resolves once the page has its fonts and has rendered `frames` more frames. Chromium's headless mode sometimes stops
 * giving a window frames (requestAnimationFrame and requestIdleCallback callbacks never run: puppeteer#10350), and an
 * in-page promise on a frame then never settles; the wait would hang the test until its timeout with no word of where.
 * A stall brings the page to the front, which gives it frames again; a page that still renders nothing is an error
 * that names the page and its visibility.
 */
export async function framesRendered(page: Page, frames = 2, idle = false): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const rendered = page.evaluate(
      async ({ n, idle }) => {
        await document.fonts.ready;
        if (idle) await new Promise((r) => requestIdleCallback(r));
        for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
        return true;
      },
      { n: frames, idle },
    );
    rendered.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<false>((r) => {
      timer = setTimeout(() => r(false), FRAME_STALL_MS);
    });
    const done = await Promise.race([rendered, stalled]).finally(() => clearTimeout(timer));
    if (done) return;
    const visibility = await Promise.race([
      page.evaluate(() => document.visibilityState).catch((e: Error) => `unknown (${e.message})`),
      new Promise<string>((r) => setTimeout(() => r('unknown (the page does not answer)'), 1_000)),
    ]);
    await frameStalled(page, attempt, `${page.url()} (${visibility})`);
  }
}

/** After a stall of FRAME_STALL_MS: brings the page to the front, or at the third stall fails naming `where`. */
async function frameStalled(page: Page, attempt: number, where: string): Promise<void> {
  if (attempt >= 3) throw new Error(`no frame rendered in ${(3 * FRAME_STALL_MS) / 1000} s: ${where}`);
  console.warn(`no frame rendered in ${FRAME_STALL_MS / 1000} s, bringing the page to the front: ${where}`);
  await page.bringToFront();
}

/**
 * Counts the page's requests in flight (from now on). The returned function resolves once the page has settled:
 * no request in flight, the fonts loaded, and two frames rendered without a new request starting (a chunk that
 * arrives renders, and what it renders may load the next: the loop waits for that too). It waits on the page's
 * state, never on a clock; `timeoutMs` only turns a page that never settles into an error.
 */
export function networkSettled(page: Page): (timeoutMs?: number) => Promise<void> {
  const open = new Set<Request>();
  let started = 0;
  const idle: (() => void)[] = [];
  page.on('request', (r) => {
    // A Web Worker's script (the app's *.worker.ts chunks) is not the page's to wait for, and a worker ended while
    // it loads (an analysis aborted by leaving the page) takes its request with no event at all.
    if (/\.worker-[\w-]+\.js$/.test(new URL(r.url()).pathname)) return;
    open.add(r);
    started++;
  });
  const finished = (r: Request) => {
    open.delete(r);
    if (open.size === 0) for (const resolve of idle.splice(0)) resolve();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  /** Resolves when no request is in flight; rejects at the deadline. */
  const quiet = (deadline: number) =>
    new Promise<void>((resolve, reject) => {
      if (open.size === 0) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`still in flight: ${[...open].map((r) => r.url()).join(', ')}`)),
        Math.max(0, deadline - Date.now()),
      );
      idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  return async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await quiet(deadline);
      const before = started;
      await framesRendered(page);
      if (open.size === 0 && started === before) return;
      if (Date.now() > deadline) throw new Error('the page kept starting requests');
    }
  };
}

/**
 * Waits until the page has done all it does without the reader: no request in flight and the fonts loaded
 * (`settled`, made before the navigation), nothing shown as loading (aria-busy) in main, no deferred section within
 * reach of the viewport (DeferredSections builds the next one when its marker comes within a screen below: the
 * marker must be further down, or gone), and the work the app leaves for an idle moment done (an idle callback of
 * ours runs after the ones the app asked for before it). Repeated until a round starts no request: what one part
 * renders may load the next.
 */
export async function pageAtRest(page: Page, settled: ReturnType<typeof networkSettled>): Promise<void> {
  let requests = 0;
  const count = () => requests++;
  page.on('request', count);
  try {
    for (;;) {
      await settled();
      const before = requests;
      await page.waitForFunction(
        () => {
          if (document.querySelector('main [aria-busy="true"]')) return false;
          const marker = document.querySelector('.sections-pending');
          return !marker || marker.getBoundingClientRect().top >= 2 * window.innerHeight;
        },
        null,
        { polling: 'raf', timeout: 30_000 },
      );
      await framesRendered(page, 2, true);
      if (requests === before) return;
    }
  } finally {
    page.off('request', count);
  }
}

/**
 * Navigates inside the app as a link does (history.pushState and popstate, which the router follows), then waits until
 * the router has rendered the new location (main's data-location changes) with no navigation pending.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  const before = await page.evaluate((r) => {
    const was = document.querySelector('main')?.getAttribute('data-location') ?? null;
    // The state a router link pushes (react-router's history: its key and index), so scroll restoration and "back"
    // see an entry of its own.
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', r);
    dispatchEvent(new PopStateEvent('popstate'));
    return was;
  }, route);
  await page.waitForFunction(
    (was) => {
      const now = document.querySelector('main')?.getAttribute('data-location');
      return (
        now != null &&
        now !== was &&
        !document.querySelector('.route-progress') &&
        !!document.querySelector('h1')
      );
    },
    before === route ? null : before,
    { timeout: 30_000 },
  );
}

export type E2eLang = 'ja' | 'zh' | 'en';
/** The interface languages a context can open in: the three most tests walk through, and Traditional Chinese. */
export type AppLang = E2eLang | 'zh-Hant';

/**
 * A fresh browser context in a language (stored preference set before the app loads), recording page errors,
 * console errors (policy violations among them) and any request that leaves 127.0.0.1 in `problems`. The service
 * worker is blocked unless asked for.
 */
export async function openInLanguage(
  browser: Browser,
  lang: AppLang,
  viewport = { width: 1280, height: 900 },
  { serviceWorker = false } = {},
) {
  const context = await browser.newContext({
    viewport,
    // The service worker precaches the whole app in every new context: only the offline tests want that.
    serviceWorkers: serviceWorker ? 'allow' : 'block',
    locale: { ja: 'ja-JP', zh: 'zh-CN', 'zh-Hant': 'zh-TW', en: 'en-US' }[lang],
  });
  await context.addInitScript((l) => {
    // Not in a frame without storage (a refused frame's error page throws on localStorage).
    if (!/^https?:$/.test(location.protocol)) return;
    if (!localStorage.getItem('preferred-language')) localStorage.setItem('preferred-language', l);
  }, lang);
  await context.addInitScript(reportPolicyViolations);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/^https?:/.test(r.url()) && u.hostname !== '127.0.0.1' && u.hostname !== 'localhost') {
      problems.push(`external: ${r.url()}`);
    }
  });
  return { context, page, problems };
}

/** localStorage key of the app's persisted state (spec §9). */
export const APP_STATE_KEY = 'app-state';

/** The birth `castThroughHomeForm` enters. */
export const E2E_BIRTH = {
  date: '1990-05-15',
  hour: '14',
  minute: '30',
  place: '東京',
  gender: 'female',
} as const;

/**
 * Types a listed place in the home form's birthplace field and leaves it without picking from the list, as many
 * people do; waits until the form has settled the place (the note under the field names it). The form looks the
 * name up when the field loses focus, and the note it then adds moves every field below: a click that follows
 * before it lands where the radio button was.
 */
export async function typePlaceAndLeave(page: Page, place: string): Promise<void> {
  await page.fill('#birthplace', place);
  await page.keyboard.press('Escape'); // close the city list
  await page.locator('#birthplace').blur();
  await page.waitForSelector('#birthplace-chosen');
}

/**
 * Casts a chart the way a person does (ja, desktop): fills the home form, types the place and leaves the field,
 * submits and waits for a results page. Returns what the app stored under `app-state` (to seed other contexts with a
 * real chart) and the results id it navigated to.
 */
export async function castThroughHomeForm(
  browser: Browser,
  url: string,
): Promise<{ state: string; id: string }> {
  const { context, page } = await openInLanguage(browser, 'ja');
  try {
    await page.goto(`${url}/`);
    await page.waitForSelector('form.birth-form');
    await page.fill('#birthdate', E2E_BIRTH.date);
    await page.selectOption('#birthHour', E2E_BIRTH.hour);
    await page.selectOption('#birthMinute', E2E_BIRTH.minute);
    await typePlaceAndLeave(page, E2E_BIRTH.place);
    await page.check(`input[name="gender"][value="${E2E_BIRTH.gender}"]`);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/(astrology|bazi)-results\/[^/]+$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const state = await page.evaluate((k) => localStorage.getItem(k), APP_STATE_KEY);
    if (!state || !id) throw new Error('the home form did not store a chart');
    return { state, id };
  } finally {
    await context.close();
  }
}

/**
 * Stores the run's chart (app-state as the home form stored it for E2E_BIRTH) before the context's first page loads;
 * once per tab, so a reload reads what the app wrote since.
 */
export async function seedStoredChart(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, state]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key as string, state as string);
    },
    [APP_STATE_KEY, inject('e2eStoredState')],
  );
}

/** The results page of the analysis a stored app-state holds (a results URL shows only its own analysis). */
export function resultsPathOf(state: string, kind: 'astrology' | 'bazi'): string {
  return `/${kind}-results/${(JSON.parse(state) as { state: { resultId: string } }).state.resultId}`;
}

/**
 * Fills and sends the home form on the open home page as a person does (optionally another name, date, time, place or
 * gender), picking
 * the first place suggestion; waits for the results page.
 */
export async function castOnPage(
  page: Page,
  other: {
    name?: string;
    date?: string;
    hour?: string;
    minute?: string;
    place?: string;
    gender?: 'male' | 'female';
  } = {},
): Promise<void> {
  await page.waitForSelector('form.birth-form');
  if (other.name) await page.fill('#name', other.name);
  await page.fill('#birthdate', other.date ?? E2E_BIRTH.date);
  await page.selectOption('#birthHour', other.hour ?? E2E_BIRTH.hour);
  await page.selectOption('#birthMinute', other.minute ?? E2E_BIRTH.minute);
  await page.fill('#birthplace', other.place ?? E2E_BIRTH.place);
  await page.locator('[role="listbox"] [role="option"]').first().click();
  await page.check(`input[name="gender"][value="${other.gender ?? E2E_BIRTH.gender}"]`);
  await page.click('button[type="submit"]');
  await page.waitForURL(/\/(astrology|bazi)-results\/[^/]+$/, { timeout: 30_000 });
  await page.waitForSelector('.results-title');
}

/**
 * A results page builds the sections below its first screen as the reader scrolls near them (DeferredSections):
 * scroll down, as a reader would, until every section is built, then back to the top.
 */
export async function revealResultSections(page: Page): Promise<void> {
  await page.waitForSelector('.results-page');
  // One in-page loop (each marker scrolled into view, a frame for its section to be built), as a reader scrolls. A
  // frame that does not come (a stalled headless window: framesRendered) ends the loop early; the page is
  // then brought to the front and the loop goes on from where it is.
  for (let attempt = 1; ; attempt++) {
    const stalled = await page.evaluate(async (stallMs) => {
      const frame = () =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), stallMs);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(true);
          });
        });
      const start = performance.now();
      for (let marker = document.querySelector('.sections-pending'); marker; ) {
        if (performance.now() - start > 20_000) throw new Error('the results sections were not all built');
        marker.scrollIntoView();
        if (!(await frame())) return true;
        marker = document.querySelector('.sections-pending');
      }
      window.scrollTo(0, 0);
      return false;
    }, FRAME_STALL_MS);
    if (!stalled) return;
    await frameStalled(page, attempt, `${page.url()} (building the results sections)`);
  }
}

/**
 * The paragraphs (p, dd, li) under `scope`, trimmed: a paragraph, not a label, is over 30 characters of English or
 * 12 of Japanese or Chinese. Used to check that a results page says nothing twice.
 */
export function paragraphsOf(page: Page, scope: string, lang: E2eLang): Promise<string[]> {
  return page.$$eval(
    `${scope} :is(p, dd, li)`,
    (els, min) => els.map((e) => e.textContent?.trim() ?? '').filter((t) => t.length > min),
    lang === 'en' ? 30 : 12,
  );
}

/** The serious and critical WCAG 2 A/AA violations axe finds on the page, one "rule target" line per node. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target}`));
}

/**
 * Jumps to a results page's section through its section bar: the link in the row, or — when the row had no room
 * for it (a phone) — the same link in the bar's "More" menu.
 */
export async function jumpToSection(page: Page, id: string): Promise<void> {
  const inRow = page.locator(`.section-nav > ul a[href="#${id}"]`);
  if (await inRow.isVisible()) return inRow.click();
  await page.click('[data-testid="section-nav-more"]');
  await page.click(`.section-nav-menu a[href="#${id}"]`);
}

/**
 * A share link to a chart in the spec's query form (the first links' v1 JSON; its route restores and recomputes
 * the chart, as a visitor's would).
 */
export function sharedLink(type: 'astrology' | 'bazi'): string {
  return `/${type}-results/shared?d=${sharedQuery(type)}`;
}

/** The `d` query value of sharedLink: a v1 payload of the E2E birth (1990-05-15 14:30 東京, female). */
export function sharedQuery(type: 'astrology' | 'bazi'): string {
  const payload = {
    v: 1,
    t: type,
    u: {
      name: '',
      birthdate: '1990-05-15',
      birthHour: 14,
      birthMinute: 30,
      birthplace: '東京',
      gender: 'female',
    },
    c: {
      houseSystem: 'placidus',
      node: 'true',
      ziHour: 'midnight',
      trueSolarTime: false,
      hiddenStems: 'chinese',
    },
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}
