// Dev-only oracle: Swiss Ephemeris instants (UT) of the 24 solar terms for every year 1900–2100, written to
// src/core/bazi/__fixtures__/swiss-solar-terms.json. Swiss (AGPL) never ships; only these numbers are committed.
// Re-run: node scripts/golden/solar-terms.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/bazi/__fixtures__/swiss-solar-terms.json');
const swe = new SwissEph();
await swe.initSwissEph();

// Terms from 小寒 (285°) through 冬至 (270°), 15° apart, as in src/core/bazi/solar-terms.ts.
const LONGITUDES = Array.from({ length: 24 }, (_, i) => (285 + 15 * i) % 360);
const years = {};
for (let year = 1900; year <= 2100; year++) {
  let jd = swe.julday(year, 1, 1, 0);
  years[year] = LONGITUDES.map((lon) => {
    jd = swe.solcross_ut(lon, jd, swe.SEFLG_SWIEPH);
    const value = Number(jd.toFixed(7)); // 0.01 s
    jd += 1;
    return value;
  });
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ source: 'Swiss Ephemeris 2.10 swe_solcross_ut via swisseph-wasm 0.1.0, SEFLG_SWIEPH, apparent', longitudes: LONGITUDES, years })}\n`,
);
swe.close();
console.log(`wrote ${Object.keys(years).length} years × 24 terms to ${out}`);
