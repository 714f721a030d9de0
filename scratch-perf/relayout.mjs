import { preview } from 'vite';
import { chromium } from 'playwright-core';
const lang = process.argv[2] ?? 'ja';
const path = process.argv[3] ?? '/astrology-results/1';
const server = await preview({ logLevel: 'silent', build: { outDir: '/tmp/tr-dist' }, preview: { host: '127.0.0.1', port: 0 } });
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
await p2.goto(`${base}${path}`);
await p2.waitForTimeout(2500);
const variants = JSON.parse(process.argv[5] ?? '{}');
const measure = () => p2.evaluate(() => {
  const t = [];
  for (let i = 0; i < 30; i++) {
    document.body.style.width = i % 2 ? '400px' : '401px';
    const a = performance.now(); void document.body.offsetHeight; t.push(performance.now() - a);
  }
  document.body.style.width = '';
  t.sort((x, y) => x - y); return t[15].toFixed(2);
});
console.log('base', await measure());
for (const [name, js] of Object.entries(variants)) {
  await p2.evaluate(js);
  console.log(name, await measure());
}
await browser.close(); await server.close();
