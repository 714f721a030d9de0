import { preview } from 'vite';
import { chromium } from 'playwright-core';
const lang = process.argv[2] ?? 'ja';
const path = process.argv[3] ?? '/astrology-results/1';
const server = await preview({ logLevel: 'silent', build: { outDir: process.argv[4] ?? '/tmp/tr-dist' }, preview: { host: '127.0.0.1', port: 0 } });
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
await cdp.send('Profiler.start');
await p2.goto(`${base}${path}`);
await p2.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)); });
// inclusive per function
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map(); const selfFn = new Map();
for (const [id, t] of self) {
  const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
  selfFn.set(key, (selfFn.get(key) ?? 0) + t);
  const seen = new Set(); let cur = id;
  while (cur) { const c = byId.get(cur).callFrame; const k = `${c.functionName || '(anon)'} ${c.url.replace(/.*\//, '')}:${c.lineNumber}:${c.columnNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); }
}
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const consumers = new Map();
const srcOf = (f) => {
  const file = f.url.replace(/.*\/assets\//, '');
  if (!f.url.includes('/assets/')) return f.url ? 'doc' : `(${f.functionName || 'native'})`;
  if (!consumers.has(file)) { const p = `${process.argv[4]}/assets/${file}.map`; consumers.set(file, existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p))) : null); }
  const c = consumers.get(file); if (!c) return file;
  const o = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return (o.source ?? file).replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1').replace(/.*\/src\//, 'src/');
};
const inclSrc = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur) { const k = srcOf(byId.get(cur).callFrame); if (!seen.has(k)) { seen.add(k); inclSrc.set(k, (inclSrc.get(k) ?? 0) + t); } cur = parent.get(cur); } }
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ${k}`).join('\n');
console.log('BY SOURCE (inclusive)\n' + top(inclSrc, 60));
await browser.close(); await server.close();
