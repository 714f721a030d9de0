// How soon a returning visitor's home shows today's reading (issue 30 §2: within 1 s of load on a phone-class CPU).
//
// `node scripts/bench-today.mjs [distDir] [--runs=N] [--cpu=R]` on a build that exists (`npm run build`): serves it
// on 127.0.0.1, starts Debian's Chromium ($CHROME_PATH or /usr/bin/chromium), stores a chart through a share link as
// a visitor's own would be stored, then loads home N times (5 unless told) with the CPU slowed R times (4 unless told,
// Lighthouse's mobile setting) and a cold memory cache, and prints when the reading appeared after navigation start
// (each run, the median and the quickest). A figure, not a test: run it on a quiet machine. Not part of npm test.
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--')) ?? 'dist';
const opt = (name, fallback) =>
  Number((args.find((a) => a.startsWith(`--${name}=`)) ?? `=${fallback}`).split('=')[1]);
const runs = opt('runs', 5);
const cpu = opt('cpu', 4);
// A returning visitor has the app's files already (the service worker precaches them): the cache is kept unless
// --cold asks for a first-visit network (simulated as no cache at all, on a loopback server).
const cold = args.includes('--cold');
if (!existsSync(`${outDir}/index.html`)) {
  console.error(`${outDir}/index.html is missing: run npm run build first.`);
  process.exit(2);
}

const SHARE = {
  v: 1,
  t: 'astrology',
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

const { preview } = await import('vite');
const { chromium } = await import('playwright-core');
const server = await preview({
  logLevel: 'silent',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
});
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  const setup = await context.newPage();
  await setup.goto(`${base}/`);
  await setup.evaluate(() => localStorage.setItem('preferred-language', 'ja'));
  await setup.goto(
    `${base}/astrology-results/shared?d=${Buffer.from(JSON.stringify(SHARE)).toString('base64url')}`,
  );
  await setup.click('[data-testid="shared-save"]', { timeout: 60_000 });
  await setup.waitForFunction(() =>
    (localStorage.getItem('app-state') ?? '').includes('"calculationResults":{'),
  );
  await setup.close();
  // The moment the reading is in the page, by the page's own clock (from navigation start).
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="today-reading"]')) {
        window.__todayAtMs = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const times = [];
  const loads = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${base}/`);
    await page.waitForFunction(() => typeof window.__todayAtMs === 'number', null, { timeout: 60_000 });
    times.push(await page.evaluate(() => Math.round(window.__todayAtMs)));
    loads.push(
      await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0)),
    );
    if (process.env.BENCH_TRACE)
      console.log(
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.split('/').pop()}`)
            .join('\n'),
        ),
      );
    await page.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `today's reading on a returning visitor's home, CPU slowed ${cpu}×, 375 px, ${cold ? 'no HTTP cache' : 'files cached'}:`,
  );
  console.log(`  runs (ms from navigation start): ${times.join(', ')}`);
  console.log(`  the load event in the same runs: ${loads.join(', ')}`);
  console.log(
    `  median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms, quickest ${sorted[0]} ms (target: 1000 ms)`,
  );
} finally {
  await browser.close();
  await server.close();
}
