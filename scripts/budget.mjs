// First-load JavaScript budget of the home page (issue 9 §4).
//
// Measured as a browser sees it: a fresh Chromium context per language opens `/` of the production build and
// waits until the page has rendered and the network is idle, without any interaction. Every JavaScript file it fetched counts (plus any inline
// <script> of the document), each at its zlib level-9 gzip size of the bytes as served.
//
// `node scripts/budget.mjs [distDir]` builds nothing: it serves distDir (default $E2E_DIST or dist/), prints the
// figures per file and the total for ja, zh, zh-Hant and en, and exits 1 when any language is over budget.
// tests/e2e/first-load.test.ts runs the same measurement in `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget, in KB (1 KB = 1024 bytes) of gzip. */
export const FIRST_LOAD_BUDGET_KB = 120;
export const BUDGET_LANGUAGES = /** @type {const} */ (['ja', 'zh', 'zh-Hant', 'en']);
/**
 * The tz database the engine carries (issue 32 §1: IANA tzdata with backzone, compiled per zone on first use), in KB
 * of gzip: the main-thread chunk that holds it (the workers embed the same text).
 */
export const TZDB_BUDGET_KB = 32;

/**
 * Each engine worker (chart, transits, Today) in KB of gzip. Each carries the whole engine: the ephemeris series and
 * orbit tables of issue 32 §4 (VSOP87D 38 KB, ELP/MPP02 24 KB, four Chebyshev tables 47 KB of source gzip) and the tz
 * database, because Vite bundles every worker on its own.
 */
export const ENGINE_WORKER_BUDGET_KB = 210;

/** The engine workers of a build and their sizes. */
export function engineWorkers(outDir) {
  const dir = `${outDir}/assets`;
  return readdirSync(dir)
    .filter((f) => /\.worker-[^/]*\.js$/.test(f))
    .map((name) => {
      const body = readFileSync(`${dir}/${name}`);
      return { name, bytes: body.length, gzipBytes: gzipBytes(body) };
    });
}

/** The main-thread chunk holding the tz database, and its size; null when the build has none. */
export function tzdbChunk(outDir) {
  const dir = `${outDir}/assets`;
  const name = readdirSync(dir).find(
    (f) =>
      f.endsWith('.js') &&
      !f.includes('.worker') &&
      readFileSync(`${dir}/${f}`, 'utf8').includes('Z Europe/Oslo'),
  );
  if (!name) return null;
  const body = readFileSync(`${dir}/${name}`);
  return { name, bytes: body.length, gzipBytes: gzipBytes(body) };
}

/** The standalone script's network idle: no request in flight for this long after the home page has rendered. */
const QUIET_MS = 1000;
const BROWSER_LOCALE = { ja: 'ja-JP', zh: 'zh-CN', 'zh-Hant': 'zh-TW', en: 'en-US' };

const isJs = (url, contentType) =>
  /\.m?js$/.test(new URL(url).pathname) || /javascript|ecmascript/.test(contentType ?? '');

/**
 * The standalone script's "at rest": no request in flight for a full second after the home page rendered (a busy CPU
 * can still be parsing the first chunks when the network first falls quiet).
 */
function quietSecond(page) {
  let inflight = 0;
  let lastActivity = Date.now();
  const activity = (delta) => () => {
    inflight += delta;
    lastActivity = Date.now();
  };
  page.on('request', activity(1));
  page.on('requestfinished', activity(-1));
  page.on('requestfailed', activity(-1));
  return async () => {
    while (inflight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  };
}

/** gzip size of a buffer at zlib level 9, bytes. */
export const gzipBytes = (buf) => gzipSync(buf, { level: 9 }).length;

/**
 * Opens `${baseUrl}/` in a fresh context whose browser language is `lang`, waits until the home page has rendered and
 * is at rest, and returns every JavaScript file fetched: `{ files: [{ name, bytes, gzipBytes }], totalGzipBytes }`.
 * `atRest(page)` is called before the page is opened and returns the wait for "at rest" (the browser tests wait on
 * the page's state, tests/e2e/browser.ts); without it, a full quiet second on the network after the page rendered.
 */
export async function measureFirstLoad(browser, baseUrl, lang, { atRest = quietSecond } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: BROWSER_LOCALE[lang],
  });
  const page = await context.newPage();
  const bodies = new Map();
  const pending = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!/^https?:/.test(url) || bodies.has(url)) return;
    if (!isJs(url, res.headers()['content-type'])) return;
    bodies.set(url, null);
    pending.push(
      res.body().then(
        (b) => bodies.set(url, b),
        () => bodies.delete(url),
      ),
    );
  });
  const rest = atRest(page);
  await page.goto(`${baseUrl}/`);
  await page.waitForSelector('main h1', { timeout: 30_000 });
  await rest();
  await Promise.all(pending);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
  );
  await context.close();
  const files = [...bodies].map(([url, body]) => ({
    name: new URL(url).pathname,
    bytes: body.length,
    gzipBytes: gzipBytes(body),
  }));
  for (const [i, text] of inline.entries()) {
    if (!text.trim()) continue;
    const body = Buffer.from(text);
    files.push({ name: `(inline script ${i + 1})`, bytes: body.length, gzipBytes: gzipBytes(body) });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A printable table of one measurement. */
export function formatMeasurement(lang, { files, totalGzipBytes }) {
  const lines = [`home first-load JavaScript, ${lang}:`];
  for (const f of files) {
    lines.push(`  ${kb(f.gzipBytes).padStart(7)} KB gz  ${kb(f.bytes).padStart(7)} KB  ${f.name}`);
  }
  lines.push(
    `  ${kb(totalGzipBytes).padStart(7)} KB gz total (${files.length} files; budget ${FIRST_LOAD_BUDGET_KB} KB)`,
  );
  return lines.join('\n');
}

/**
 * What the service worker precaches (issue 16 §1): downloaded in the background after the first visit has loaded,
 * not part of the first load, and printed so it stays in view. `{ files, bytes, gzipBytes }` from dist/sw.js.
 */
export function precacheSize(outDir) {
  if (!existsSync(`${outDir}/sw.js`)) return null;
  const urls = [...readFileSync(`${outDir}/sw.js`, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  let gz = 0;
  for (const u of urls) {
    const body = readFileSync(`${outDir}/${u}`);
    bytes += body.length;
    gz += gzipBytes(body);
  }
  return { files: urls.length, bytes, gzipBytes: gz };
}

async function main() {
  const outDir = process.argv[2] ?? process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) {
    console.error(`${outDir}/index.html is missing: build first (npx vite build --outDir ${outDir}).`);
    process.exit(2);
  }
  const { preview } = await import('vite');
  const { chromium } = await import('playwright-core');
  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const baseUrl = server.resolvedUrls.local[0].replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  let over = false;
  try {
    for (const lang of BUDGET_LANGUAGES) {
      const m = await measureFirstLoad(browser, baseUrl, lang);
      console.log(formatMeasurement(lang, m));
      if (m.totalGzipBytes > FIRST_LOAD_BUDGET_KB * 1024) {
        over = true;
        console.log(
          `  OVER BUDGET by ${kb(m.totalGzipBytes - FIRST_LOAD_BUDGET_KB * 1024)} KB (${m.totalGzipBytes - FIRST_LOAD_BUDGET_KB * 1024} bytes)`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const pre = precacheSize(outDir);
  if (pre)
    console.log(
      `service worker precache, fetched in the background after the first visit: ${pre.files} files, ${kb(pre.gzipBytes)} KB gz (${kb(pre.bytes)} KB)`,
    );
  const tz = tzdbChunk(outDir);
  if (tz) {
    console.log(
      `tz database with the engine (IANA tzdata with backzone): ${kb(tz.gzipBytes)} KB gz (${kb(tz.bytes)} KB) in /assets/${tz.name}; budget ${TZDB_BUDGET_KB} KB`,
    );
    if (tz.gzipBytes > TZDB_BUDGET_KB * 1024) {
      over = true;
      console.log(`  OVER BUDGET by ${kb(tz.gzipBytes - TZDB_BUDGET_KB * 1024)} KB`);
    }
  } else {
    over = true;
    console.log('tz database: no chunk holds it (the engine must carry its own tz history)');
  }
  for (const w of engineWorkers(outDir)) {
    console.log(
      `engine worker: ${kb(w.gzipBytes)} KB gz (${kb(w.bytes)} KB) /assets/${w.name}; budget ${ENGINE_WORKER_BUDGET_KB} KB`,
    );
    if (w.gzipBytes > ENGINE_WORKER_BUDGET_KB * 1024) {
      over = true;
      console.log(`  OVER BUDGET by ${kb(w.gzipBytes - ENGINE_WORKER_BUDGET_KB * 1024)} KB`);
    }
  }
  process.exit(over ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
