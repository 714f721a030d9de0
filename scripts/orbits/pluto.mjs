// Writes src/core/ephemeris/pluto-table.ts: Pluto's heliocentric position (EQJ: J2000 mean equator, AU) over 1775–2225
// as Chebyshev series, for ≤ 5″ against Swiss Ephemeris (issue 32 §4; astronomy-engine's Pluto is up to 28″ off).
// Nine heliocentric states, one every 50 Julian years from J2000, are JPL DE431's (public domain), read through the
// DE431-based file that swisseph-wasm ships (dev-only; no Swiss code or file reaches the bundle). Each is carried
// ±25 years by our own barycentric n-body integration (scripts/orbits/integrate.mjs: the Sun and Jupiter … Neptune
// from VSOP87B), which keeps within 0.2″ of the next state over 80 years. Re-run: `node scripts/orbits/pluto.mjs`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';
import { writeChebyshevTable } from './chebyshev.mjs';
import { integrate } from './integrate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/ephemeris/pluto-table.ts');
const J2000 = 2451545;
const SPAN_DAYS = 18262.5; // 50 Julian years
const SEGMENTS_PER_SPAN = 8;
const DEGREE = 9;
const STEP_DAYS = 4;

const swe = new SwissEph();
await swe.initSwissEph();
// Heliocentric, J2000, ICRS, equatorial, rectangular, geometric, with speeds.
const FLAGS =
  swe.SEFLG_SWIEPH |
  swe.SEFLG_HELCTR |
  swe.SEFLG_J2000 |
  swe.SEFLG_EQUATORIAL |
  swe.SEFLG_XYZ |
  swe.SEFLG_ICRS |
  swe.SEFLG_TRUEPOS |
  swe.SEFLG_NOABERR |
  swe.SEFLG_NOGDEFL |
  swe.SEFLG_SPEED;
const state = (jdTt) => {
  const s = swe.calc(jdTt, swe.SE_PLUTO, FLAGS);
  return [s.longitude, s.latitude, s.distance, s.longitudeSpeed, s.latitudeSpeed, s.distanceSpeed];
};

const EPOCHS = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((k) => J2000 + k * SPAN_DAYS);
/** The DE431 file starts on 1800 January 1: the earliest state is taken a month inside it and carried back. */
const FILE_START_JD_TT = 2378496.5;
const sims = EPOCHS.map((nominal) => {
  const epoch = Math.max(nominal, FILE_START_JD_TT + 30);
  return integrate(
    epoch,
    state(epoch),
    nominal - SPAN_DAYS / 2 - 10,
    nominal + SPAN_DAYS / 2 + 10,
    STEP_DAYS,
  );
});
// How far one state's integration lands from the next state (the dynamics' own error over 50 years).
let driftArcsec = 0;
for (let i = 0; i + 1 < EPOCHS.length; i++) {
  const mid = (EPOCHS[i] + EPOCHS[i + 1]) / 2;
  const a = sims[i].at(mid);
  const b = sims[i + 1].at(mid);
  const d = (Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / Math.hypot(...b)) * 206264.8;
  if (process.env.VERBOSE) console.log(mid, d.toFixed(3));
  driftArcsec = Math.max(driftArcsec, d);
}

/** The position from the run of the nearest state. */
function position(jdTt) {
  const i = Math.min(EPOCHS.length - 1, Math.max(0, Math.round((jdTt - J2000) / SPAN_DAYS) + 4));
  return sims[i].at(jdTt);
}

const start = EPOCHS[0] - SPAN_DAYS / 2;
const end = EPOCHS[EPOCHS.length - 1] + SPAN_DAYS / 2;
const fitArcsec = writeChebyshevTable({
  out,
  name: 'PLUTO_TABLE',
  what: `Pluto from JPL DE431 states every 50 years carried ±25 years by our n-body integration (drift at the midpoints ≤ ${driftArcsec.toFixed(2)}″)`,
  source: 'scripts/orbits/pluto.mjs',
  f: position,
  start,
  end,
  segDays: SPAN_DAYS / SEGMENTS_PER_SPAN,
  degree: DEGREE,
});
swe.close();
console.log(
  `integration drift at the midpoints ≤ ${driftArcsec.toFixed(3)}″, Chebyshev fit ≤ ${fitArcsec.toFixed(4)}″; wrote ${out}`,
);
