// Dev-only oracle: writes Swiss Ephemeris (SWIEPH, DE431-based files shipped by swisseph-wasm) positions,
// angles and house cusps for random instants and places, so CI can hold the app's own ephemeris to them.
// Swiss Ephemeris is AGPL: this script and its package never reach the shipped bundle; only the numbers
// it writes are committed. Re-run: `npm run golden:generate`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';
import { PLACES, randomInstants, swissBodies } from './cases.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/ephemeris/__fixtures__/swiss-golden.json');

const swe = new SwissEph();
await swe.initSwissEph();

const BODIES = swissBodies(swe);
const HOUSE_SYSTEMS = { placidus: 'P', koch: 'K', porphyry: 'O', equal: 'E', 'whole-sign': 'W' };
const flags = swe.SEFLG_SWIEPH | swe.SEFLG_SPEED;
const r = (x, d = 7) => Number(x.toFixed(d));

const cases = randomInstants(560).map(({ jdUt, place }) => {
  const bodies = {};
  for (const [name, id] of Object.entries(BODIES)) {
    const p = swe.calc_ut(jdUt, id, flags);
    bodies[name] = { lon: r(p[0]), lat: r(p[1]), speed: r(p[3]) };
  }
  const houses = {};
  let asc = 0;
  let mc = 0;
  for (const [name, code] of Object.entries(HOUSE_SYSTEMS)) {
    const h = swe.houses_ex(jdUt, 0, place.lat, place.lng, code);
    houses[name] = Array.from(h.cusps.slice(1, 13), (c) => r(c));
    asc = h.ascmc[0];
    mc = h.ascmc[1];
  }
  return {
    jdUt: r(jdUt, 8),
    deltaTSec: r(swe.deltat(jdUt) * 86400, 3),
    place: place.name,
    lat: place.lat,
    lng: place.lng,
    bodies,
    asc: r(asc),
    mc: r(mc),
    houses,
  };
});

const deltaT = [];
for (let y = 1800; y <= 2200; y += 5) deltaT.push([y, r(swe.deltat(swe.julday(y, 1, 1, 0)) * 86400, 3)]);

mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({
    source:
      'Swiss Ephemeris 2.10 via swisseph-wasm 0.1.0, SEFLG_SWIEPH|SEFLG_SPEED, apparent geocentric tropical; swe_houses_ex',
    places: PLACES.length,
    deltaT,
    cases,
  })}\n`,
);
swe.close();
console.log(`wrote ${cases.length} cases over ${PLACES.length} places to ${out}`);
