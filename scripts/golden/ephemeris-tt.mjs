// Dev-only oracle for issue 32 §4: Swiss Ephemeris (SWIEPH, the DE431-based files swisseph-wasm ships) apparent
// geocentric positions of every chart body at random instants uniform in TT over 1800–2200, so the ephemeris is held
// to it at the same TT (the two ΔT models are a separate question). Swiss Ephemeris is AGPL: this script and its
// package never reach the bundle; only the numbers are committed. Re-run: `node scripts/golden/ephemeris-tt.mjs`.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import SwissEph from 'swisseph-wasm';
import { prng, swissBodies } from './cases.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/ephemeris/__fixtures__/swiss-tt-1800-2200.json.gz');
const N = 1500;
const JD_1800 = 2378496.5; // 1800-01-01 TT
const JD_2200 = 2524593.5; // 2200-01-01 TT

const swe = new SwissEph();
await swe.initSwissEph();
const BODIES = swissBodies(swe);
/** Fixed seed: a re-run writes the same instants. */
const rand = prng(20261205);
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
