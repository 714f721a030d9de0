import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const lang = process.argv[2] ?? 'ja';
const path = process.argv[3] ?? '/astrology-results/1';
const dist = process.argv[4] ?? '/tmp/sm-dist';
const server = await preview({ logLevel: 'silent', build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0 } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.goto(`${base}/`);
await page.evaluate((l) => localStorage.setItem('preferred-language', l), lang);
const payload = { v: 1, t: 'astrology', u: { name: '', birthdate: '1990-05-15', birthHour: 14, birthMinute: 30, birthplace: '東京', gender: 'female' }, c: { houseSystem: 'placidus', node: 'true', ziHour: 'midnight', trueSolarTime: false, hiddenStems: 'chinese' } };
await page.goto(`${base}/astrology-results/shared?d=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`);
await page.waitForFunction(() => (localStorage.getItem('app-state') ?? '').includes('"calculationResults":{'));
const p2 = await context.newPage();
const cdp = await context.newCDPSession(p2);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await browser.startTracing(p2, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await cdp.send('Profiler.start');
await p2.goto(`${base}${path}`);
await p2.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const trace = JSON.parse((await browser.stopTracing()).toString());
const ev = trace.traceEvents;
// main thread = the thread with most RunTask in the renderer that has the profile
const counts = new Map();
for (const e of ev) if (e.name === 'RunTask' && e.ph === 'X') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const consumers = new Map();
const srcOf = (f) => {
  if (!f.url.includes('/assets/')) return f.url ? 'doc' : `(${f.functionName || 'native'})`;
  const file = f.url.replace(/.*\/assets\//, '');
  if (!consumers.has(file)) { const p = `${dist}/assets/${file}.map`; consumers.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p))) : null); }
  const c = consumers.get(file); if (!c) return file;
  const o = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return (o.source ?? file).replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1').replace(/.*\/src\//, 'src/');
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; samples.push([t, id]); });
const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
const mainKey = [...counts].sort((a, b) => b[1] - a[1])[0][0];
const [pid, tid] = mainKey.split(':').map(Number);
const tasks = ev.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.dur > 40000 && e.ts > samples[0][0]);
const t0 = samples[0][0];
console.log('fcp at', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
for (const task of tasks) {
  const inTask = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
  const agg = new Map();
  for (const [, id] of inTask) {
    // attribute to the innermost app source (src/...) or else the innermost frame's source
    let cur = id, label = null, first = null;
    while (cur) { const s = srcOf(byId.get(cur).callFrame); if (!first && !s.startsWith('(')) first = s; if (s.startsWith('src/') && !label) label = s + ':' + (byId.get(cur).callFrame.functionName || 'anon'); cur = parent.get(cur); }
    const self = srcOf(byId.get(id).callFrame);
    const k = `${label ?? first ?? self}`;
    agg.set(k, (agg.get(k) ?? 0) + 1);
  }
  const kids = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 8000 && /Layout|UpdateLayoutTree|Paint|ParseHTML|EvaluateScript/.test(e.name)).map((k) => `${k.name}:${(k.dur / 1000).toFixed(0)}`).join(' ');
  console.log(`@${((task.ts - t0) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(0)}ms ${kids}\n   ` + [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v * 0.2).toFixed(0)}`).join(' | '));
}
await browser.close(); await server.close();
