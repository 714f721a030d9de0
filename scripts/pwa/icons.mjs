// Writes the app icons of the web app manifest (public/icons/*.png) from public/favicon.svg, drawn by Chromium.
// `node scripts/pwa/icons.mjs` — dev-only; the PNGs are committed. The maskable icon keeps the star inside the
// central 80% that every launcher mask leaves visible, on a full-bleed background.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/favicon.svg', 'utf8');
const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const star = inner.replace(/<rect[^>]*\/>/, '');
const ICONS = [
  { file: 'icon-192.png', size: 192, body: svg },
  { file: 'icon-512.png', size: 512, body: svg },
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f1226"/>${star}</svg>`,
  },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f1226"/><g transform="translate(32 32) scale(0.72) translate(-32 -31)">${star}</g></svg>`,
  },
];

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const { file, size, body } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = body.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
  await page.close();
  console.log(`public/icons/${file}`);
}
await browser.close();
