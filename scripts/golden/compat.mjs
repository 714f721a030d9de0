// Dev-only oracle for compatibility (issue 17 §1): random pairs of births, each chart from Swiss Ephemeris
// (SEFLG_SWIEPH|SEFLG_SPEED bodies, true node, Placidus houses_ex), then synastry aspects, midpoint composite
// and the Davison chart worked out here from the Swiss numbers alone, with the app's rules written out again
// (orb table, nearer midpoint, composite ASC/cusps, great-circle midpoint) without importing its TypeScript.
// Swiss Ephemeris is AGPL: this script never reaches the shipped bundle; only the numbers it writes are
// committed. Re-run: `node scripts/golden/compat.mjs` (deterministic: fixed seed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';
import { PLACES } from './cases.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/compat/__fixtures__/swiss-compat.json');

const SEED = 20270117;
const PAIRS = 60;
const JD_1900 = 2415020.5; // 1900-01-01 00:00 UT
const JD_2101 = 2488434.5; // 2101-01-01 00:00 UT

/** mulberry32, as in cases.mjs: small, fixed-seed, reproducible. */
function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const swe = new SwissEph();
await swe.initSwissEph();
const FLAGS = swe.SEFLG_SWIEPH | swe.SEFLG_SPEED;
const SE_ID = {
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
  northNode: swe.SE_TRUE_NODE,
  chiron: swe.SE_CHIRON,
};
const BODIES = Object.keys(SE_ID);

// The natal orb table, degrees: by aspect, then by the class of the point; a pair gets the larger orb.
const ASPECTS = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
const ORBS = {
  conjunction: { luminary: 10, personal: 8, social: 7, outer: 6, point: 5 },
  opposition: { luminary: 10, personal: 8, social: 7, outer: 6, point: 5 },
  trine: { luminary: 8, personal: 7, social: 6, outer: 5, point: 4 },
  square: { luminary: 8, personal: 7, social: 6, outer: 5, point: 4 },
  sextile: { luminary: 6, personal: 5, social: 4, outer: 4, point: 3 },
};
const CLASS = {
  sun: 'luminary',
  moon: 'luminary',
  mercury: 'personal',
  venus: 'personal',
  mars: 'personal',
  jupiter: 'social',
  saturn: 'social',
  uranus: 'outer',
  neptune: 'outer',
  pluto: 'outer',
  northNode: 'point',
  chiron: 'point',
  ascendant: 'point',
  midheaven: 'point',
};

const r = (x, d = 7) => Number(x.toFixed(d));
const mod360 = (x) => ((x % 360) + 360) % 360;

/** Swiss Ephemeris chart: bodies (longitude, speed), ASC, MC and Placidus cusps (Porphyry in the polar circle). */
function swissChart(jdUt, lat, lng) {
  const bodies = {};
  for (const name of BODIES) {
    const p = swe.calc_ut(jdUt, SE_ID[name], FLAGS);
    bodies[name] = { lon: p[0], speed: p[3] };
  }
  const h = swe.houses_ex(jdUt, 0, lat, lng, 'P');
  return { bodies, asc: h.ascmc[0], mc: h.ascmc[1], cusps: Array.from(h.cusps.slice(1, 13)) };
}

/** The closest major aspect within the pair's orb, or null: separation folded to 0…180°. */
function aspect(p, q, lonP, lonQ) {
  const d = mod360(lonQ - lonP);
  const sep = d > 180 ? 360 - d : d;
  let best = null;
  for (const [type, angle] of Object.entries(ASPECTS)) {
    const orb = Math.abs(sep - angle);
    const limit = Math.max(ORBS[type][CLASS[p]], ORBS[type][CLASS[q]]);
    if (orb <= limit && (!best || orb < best.orb)) best = { type, orb };
  }
  return best && { a: p, b: q, type: best.type, orb: r(best.orb) };
}

const pointsOf = (c) => [
  ...BODIES.map((n) => [n, c.bodies[n].lon]),
  ['ascendant', c.asc],
  ['midheaven', c.mc],
];

/** Every (A point, B point) contact: bodies (no south node), ASC and MC on both sides. */
function synastry(ca, cb) {
  const list = [];
  for (const [p, lp] of pointsOf(ca)) {
    for (const [q, lq] of pointsOf(cb)) {
      const hit = aspect(p, q, lp, lq);
      if (hit) list.push(hit);
    }
  }
  return list;
}

/** Nearer midpoint; exactly opposite (to 1e-9°) → the smaller longitude of the two candidates. */
function mid(x, y) {
  let d = mod360(y - x);
  if (Math.abs(d - 180) <= 1e-9) {
    const m = mod360(x + 90);
    return Math.min(m, mod360(m + 180));
  }
  if (d > 180) d -= 360;
  return mod360(x + d / 2);
}

/** Cusps as an increasing run from the ASC: cusp 1 by its small offset from the ASC, then each gap added. */
function unwrapFromAsc(c) {
  let first = mod360(c.cusps[0] - c.asc);
  if (first > 180) first -= 360;
  const run = [c.asc + first];
  for (let i = 1; i < 12; i++) run.push(run[i - 1] + mod360(c.cusps[i] - c.cusps[i - 1]));
  return run;
}

function composite(ca, cb) {
  const bodies = {};
  for (const n of BODIES) bodies[n] = r(mid(ca.bodies[n].lon, cb.bodies[n].lon));
  const mc = mid(ca.mc, cb.mc);
  let asc = mid(ca.asc, cb.asc);
  if (mod360(asc - mc) >= 180) asc = mod360(asc + 180); // an ASC lies in the 180° after the MC
  const ua = unwrapFromAsc(ca);
  const ub = unwrapFromAsc(cb);
  const cusps = ua.map((x, i) => r(mod360(asc + (x - ca.asc + (ub[i] - cb.asc)) / 2)));
  const aspects = [];
  for (let i = 0; i < BODIES.length; i++) {
    for (let j = i + 1; j < BODIES.length; j++) {
      const p = BODIES[i];
      const q = BODIES[j];
      const hit = aspect(p, q, bodies[p], bodies[q]);
      if (hit) aspects.push(hit);
    }
  }
  return { bodies, asc: r(asc), mc: r(mc), cusps, aspects };
}

/** Great-circle midpoint by the spherical midpoint formula; longitude in (−180, 180]. */
function greatCircleMidpoint(lat1, lng1, lat2, lng2) {
  const D = Math.PI / 180;
  const [p1, p2, dl] = [lat1 * D, lat2 * D, (lng2 - lng1) * D];
  const bx = Math.cos(p2) * Math.cos(dl);
  const by = Math.cos(p2) * Math.sin(dl);
  const lat = Math.atan2(Math.sin(p1) + Math.sin(p2), Math.hypot(Math.cos(p1) + bx, by)) / D;
  let lng = lng1 + Math.atan2(by, Math.cos(p1) + bx) / D;
  lng = mod360(lng + 180) - 180;
  if (lng === -180) lng = 180;
  return { lat, lng };
}

const side = (jdUt, place, c) => ({
  place: place.name,
  jdUt: r(jdUt, 8),
  lat: place.lat,
  lng: place.lng,
  bodies: Object.fromEntries(
    BODIES.map((n) => [n, { lon: r(c.bodies[n].lon), speed: r(c.bodies[n].speed) }]),
  ),
  asc: r(c.asc),
  mc: r(c.mc),
  cusps: c.cusps.map((x) => r(x)),
});

const rand = prng(SEED);
const pick = () => PLACES[Math.floor(rand() * PLACES.length)];
const pairs = [];
for (let i = 0; i < PAIRS; i++) {
  // Instants rounded as they are written, so the test starts from exactly the numbers the oracle used.
  const jdA = r(JD_1900 + rand() * (JD_2101 - JD_1900), 8);
  const placeA = pick();
  const jdB = r(JD_1900 + rand() * (JD_2101 - JD_1900), 8);
  const placeB = pick();
  const ca = swissChart(jdA, placeA.lat, placeA.lng);
  const cb = swissChart(jdB, placeB.lat, placeB.lng);
  const where = greatCircleMidpoint(placeA.lat, placeA.lng, placeB.lat, placeB.lng);
  const jdD = (jdA + jdB) / 2;
  const cd = swissChart(jdD, where.lat, where.lng);
  pairs.push({
    a: side(jdA, placeA, ca),
    b: side(jdB, placeB, cb),
    synastry: synastry(ca, cb),
    composite: composite(ca, cb),
    davison: { ...side(jdD, { name: 'davison', lat: r(where.lat, 9), lng: r(where.lng, 9) }, cd) },
  });
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({
    source:
      'Swiss Ephemeris 2.10 via swisseph-wasm 0.1.0, SEFLG_SWIEPH|SEFLG_SPEED, apparent geocentric tropical, true node; swe_houses_ex Placidus',
    seed: SEED,
    pairs,
  })}\n`,
);
swe.close();
console.log(`wrote ${pairs.length} pairs to ${out}`);
