// Lighthouse (mobile) on the production build: home as a first visit finds it, home as a returning visitor finds it
// (opening on today's reading, issue 30 §2), an astrology results page and a BaZi results page.
//
// `npm run lighthouse` builds into dist/ and runs this; `node scripts/lighthouse.mjs [distDir] [--lang=ja|zh|en]
// [--runs=N] [--only=word]` runs it on a build that exists. It serves the build on 127.0.0.1, starts Debian's Chromium
// ($CHROME_PATH or /usr/bin/chromium), stores a chart in that browser through a share link (as a visitor's own
// chart would be stored), then runs Lighthouse's default mobile audit (emulated phone, simulated slow 4G and
// CPU) for each page with a cold cache and the stored chart kept, N times (5 unless told), and reports the quietest
// run: the one whose machine benchmark (Lighthouse's own CPU measure, taken during the run) was highest, so the one
// least disturbed by other work on the machine (scores move by several points between runs on a busy machine). It prints performance and accessibility with the
// main metrics, what failed, and writes the HTML reports to test-results/lighthouse/. Scores depend on the machine:
// run it on a quiet one. Not part of npm test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--')) ?? process.env.E2E_DIST ?? 'dist';
const lang = (args.find((a) => a.startsWith('--lang=')) ?? '--lang=ja').slice('--lang='.length);
// A score varies from run to run with what else the machine is doing: run it several times (issue 30 §7: five).
const runs = Number((args.find((a) => a.startsWith('--runs=')) ?? '--runs=5').slice('--runs='.length));
const REPORT_DIR = 'test-results/lighthouse';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// --only=<word>: only the pages whose name holds it (e.g. --only=today), for a quick look at one page.
const only = (args.find((a) => a.startsWith('--only=')) ?? '--only=').slice('--only='.length).toLowerCase();

if (!['ja', 'zh', 'en'].includes(lang)) throw new Error(`--lang must be ja, zh or en, not ${lang}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
if (!existsSync(`${outDir}/index.html`)) {
  console.error(`${outDir}/index.html is missing: build first (npm run lighthouse builds dist/).`);
  process.exit(2);
}

/**
 * The chart stored before the results pages are audited: a share link (URL-safe base64 of this JSON, as
 * src/core/share/share-payload.ts writes it) makes the browser recompute and store it.
 */
const SHARE_PAYLOAD = {
  v: 1,
  t: 'astrology',
  u: {
    name: '',
    birthdate: '1990-05-15',
    birthHour: 14,
    birthMinute: 30,
    birthplace: '東京',
    gender: 'female',
    // The point chosen from the list, as the home form stores it (without it every visit would look the name up
    // in the gazetteer again, which no chart cast through the form does).
    coordinates: { lat: 35.6895, lng: 139.6917, tz: 'Asia/Tokyo' },
  },
  c: {
    houseSystem: 'placidus',
    node: 'true',
    ziHour: 'midnight',
    trueSolarTime: false,
    hiddenStems: 'chinese',
  },
};

/** Chromium with a DevTools port of its own choosing; resolves with the port once it listens. */
function launchChromium(profileDir) {
  const chrome = spawn(
    CHROME,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${lang}`,
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = new Promise((resolve, reject) => {
    let err = '';
    chrome.stderr.on('data', (chunk) => {
      err += chunk;
      const m = err.match(/DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve(Number(m[1]));
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${err}`)));
  });
  return { chrome, port };
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const ms = (audit) => (audit?.numericValue === undefined ? '—' : `${Math.round(audit.numericValue)} ms`);

/** One Lighthouse run of one page with a cold cache (the stored chart kept). */
async function audit(cdp, debugPort, base, name, path) {
  const { default: lighthouse } = await import('lighthouse');
  await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(
    `${base}${path}`,
    {
      port: debugPort,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the stored chart (the results pages need it); the cache was cleared above.
      disableStorageReset: true,
    },
    undefined,
  );
  const { lhr } = result;
  const failed = (category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    name,
    url: lhr.finalDisplayedUrl,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    metrics: {
      FCP: ms(lhr.audits['first-contentful-paint']),
      LCP: ms(lhr.audits['largest-contentful-paint']),
      TBT: ms(lhr.audits['total-blocking-time']),
      CLS: lhr.audits['cumulative-layout-shift']?.displayValue ?? '—',
      SI: ms(lhr.audits['speed-index']),
    },
    failedPerformance: failed('performance'),
    failedAccessibility: failed('accessibility'),
    report: join(REPORT_DIR, `${name.replace(/\W+/g, '-')}-${lang}.html`),
    html: result.report,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

async function main() {
  const { preview } = await import('vite');
  const { chromium } = await import('playwright-core');

  const server = await preview({
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  const profileDir = mkdtempSync(join(tmpdir(), 'seimei-lighthouse-'));
  const { chrome, port } = launchChromium(profileDir);
  const rows = [];
  try {
    const debugPort = await port;
    // The language first, then home as a first visit finds it, then a chart stored as a returning visitor has one.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate((l) => localStorage.setItem('preferred-language', l), lang);
    const cdp0 = await context.newCDPSession(page);
    mkdirSync(REPORT_DIR, { recursive: true });
    const measure = async (name, path, session) => {
      if (only && !name.toLowerCase().includes(only)) return;
      const attempts = [];
      for (let run = 0; run < runs; run++) attempts.push(await audit(session, debugPort, base, name, path));
      // The quietest run stands for the page (the highest benchmark; then the better score); its report is kept.
      attempts.sort((a, b) => b.benchmarkIndex - a.benchmarkIndex || b.performance - a.performance);
      const quietest = attempts[0];
      writeFileSync(quietest.report, quietest.html);
      rows.push({ ...quietest, runs: attempts.map((a) => a.performance) });
    };
    await measure('home (first visit)', '/', cdp0);
    const d = Buffer.from(JSON.stringify(SHARE_PAYLOAD)).toString('base64url');
    await page.goto(`${base}/astrology-results/shared?d=${d}`);
    await page.waitForSelector('main h1', { timeout: 60_000 });
    // A shared chart is shown as the sender's until the visitor saves it (issue 16 §4).
    await page.click('[data-testid="shared-save"]');
    await page.waitForFunction(() =>
      (localStorage.getItem('app-state') ?? '').includes('"calculationResults":{'),
    );
    const cdp = await context.newCDPSession(page);
    // The results pages of the chart just stored (its id is the app's, not a fixed number).
    const id = await page.evaluate(
      () => JSON.parse(localStorage.getItem('app-state') ?? '{}').state?.resultId,
    );
    for (const [name, path] of [
      ['Today (home of a returning visitor)', '/'],
      ['astrology results', `/astrology-results/${id}`],
      ['BaZi results', `/bazi-results/${id}`],
    ])
      await measure(name, path, cdp);
    await browser.close();
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    await exited;
    await server.close();
    // Chromium's helper processes can still be writing the profile for a moment after the browser exits; a
    // leftover temp folder must not hide the figures.
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (e) {
      console.warn(`(could not remove ${profileDir}: ${e.code ?? e})`);
    }
  }

  console.log(`Lighthouse (mobile, simulated throttling), language ${lang}, ${runs} run(s) per page:`);
  for (const r of rows) {
    const spread = r.runs.length > 1 ? ` (quietest of ${r.runs.length} runs; all: ${r.runs.join(', ')})` : '';
    console.log(
      `\n${r.name}: performance ${r.performance}${spread}, accessibility ${r.accessibility}  (${r.url})`,
    );
    console.log(
      `  ${Object.entries(r.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · ')}`,
    );
    if (r.failedPerformance.length)
      console.log(`  performance audits below 90: ${r.failedPerformance.join(', ')}`);
    if (r.failedAccessibility.length)
      console.log(`  accessibility failures: ${r.failedAccessibility.join(', ')}`);
    // Lighthouse's CPU benchmark of this machine during the run: a quiet desktop scores well above 1000.
    console.log(`  report: ${r.report} (machine benchmark index ${r.benchmarkIndex})`);
  }
}

await main();
