// Dev-only oracle for issue 32 §4: Swiss Ephemeris (SWIEPH, the DE431-based files swisseph-wasm ships) apparent
// geocentric positions of every chart body at random instants uniform in TT over 1800–2200, so the ephemeris is held
// to it at the same TT (the two ΔT models are a separate question). Swiss Ephemeris is AGPL: this script and its
// package never reach the bundle; only the numbers are committed. Re-run: `node scripts/golden/ephemeris-tt.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import SwissEph from 'swisseph-wasm';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/ephemeris/__fixtures__/swiss-tt-1800-2200.json.gz');
const N = 1500;
const JD_1800 = 2378496.5; // 1800-01-01 TT
const JD_2200 = 2524593.5; // 2200-01-01 TT

const swe = new SwissEph();
await swe.initSwissEph();
const BODIES = {
  sun: swe.SE_SUN,
  moon: swe.SE_MOON,
  mercury: swe.SE_MERCURY,
  venus: swe.SE_VENUS,
  mars: swe.SE_MARS,
  jupiter: swe.SE_JUPITER,
  saturn: swe.SE_SATURN,
  uranus: swe.SE_URANUS,
  neptune: swe.SE_NEPTUNE,
  pluto: swe.SE_PLUTO,
  meanNode: swe.SE_MEAN_NODE,
  trueNode: swe.SE_TRUE_NODE,
  chiron: swe.SE_CHIRON,
};
/** mulberry32, fixed seed: a re-run writes the same instants. */
let seed = 20261205;
const rand = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const r = (x, d) => Number(x.toFixed(d));
const cases = Array.from({ length: N }, () => {
  const jdTt = JD_1800 + rand() * (JD_2200 - JD_1800);
  const bodies = {};
  for (const [name, id] of Object.entries(BODIES)) {
    const p = swe.calc(jdTt, id, swe.SEFLG_SWIEPH | swe.SEFLG_SPEED);
    bodies[name] = [r(p.longitude, 8), r(p.latitude, 8), r(p.longitudeSpeed, 6)];
  }
  return { jdTt: r(jdTt, 6), bodies };
});
writeFileSync(
  out,
  gzipSync(
    JSON.stringify({
      source:
        'Swiss Ephemeris 2.10 via swisseph-wasm 0.1.0, swe_calc (TT), SEFLG_SWIEPH|SEFLG_SPEED, apparent geocentric tropical; bodies [lonDeg, latDeg, lonSpeedDegPerDay]',
      cases,
    }),
    { level: 9 },
  ),
);
swe.close();
console.log(`wrote ${cases.length} instants to ${out}`);
