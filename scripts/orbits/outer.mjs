// Writes src/core/ephemeris/{uranus,neptune,pluto}-table.ts: the heliocentric position (EQJ: J2000 mean equator, AU)
// of Uranus, Neptune and Pluto over 1775–2225 as Chebyshev series (issue 32 §4: VSOP87's Uranus and Neptune drift
// from the modern ephemeris by up to 3.8″ by 2200, astronomy-engine's Pluto by 28″).
// Nine heliocentric states of each, one every 50 Julian years from J2000, are JPL DE431's (public domain), read through
// the DE431-based file that swisseph-wasm ships (dev-only; no Swiss code or file reaches the bundle). Each is carried
// ±25 years by our own barycentric n-body integration (scripts/orbits/integrate.mjs: the Sun and Jupiter … Neptune
// from VSOP87B); the script prints how far one state's run lands from the next one's at the midpoint.
// Re-run: `node scripts/orbits/outer.mjs`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';
import { writeChebyshevTable } from './chebyshev.mjs';
import { integrate } from './integrate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
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
const BODIES = [
  { name: 'uranus', id: swe.SE_URANUS, self: 'uranus', label: 'Uranus' },
  { name: 'neptune', id: swe.SE_NEPTUNE, self: 'neptune', label: 'Neptune' },
  { name: 'pluto', id: swe.SE_PLUTO, self: undefined, label: 'Pluto' },
];
const state = (id, jdTt) => {
  const s = swe.calc(jdTt, id, FLAGS);
  return [s.longitude, s.latitude, s.distance, s.longitudeSpeed, s.latitudeSpeed, s.distanceSpeed];
};

const EPOCHS = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((k) => J2000 + k * SPAN_DAYS);
/** The DE431 file starts on 1800 January 1: the earliest state is taken a month inside it and carried back. */
const FILE_START_JD_TT = 2378496.5;

for (const body of BODIES) {
  const sims = EPOCHS.map((nominal) => {
    const epoch = Math.max(nominal, FILE_START_JD_TT + 30);
    const from = nominal - SPAN_DAYS / 2 - 10;
    return integrate(epoch, state(body.id, epoch), from, nominal + SPAN_DAYS / 2 + 10, STEP_DAYS, body.self);
  });
  let driftArcsec = 0;
  for (let i = 0; i + 1 < EPOCHS.length; i++) {
    const mid = (EPOCHS[i] + EPOCHS[i + 1]) / 2;
    const a = sims[i].at(mid);
    const b = sims[i + 1].at(mid);
    driftArcsec = Math.max(
      driftArcsec,
      (Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) / Math.hypot(...b)) * 206264.8,
    );
  }
  /** The position from the run of the nearest state. */
  const position = (jdTt) =>
    sims[Math.min(EPOCHS.length - 1, Math.max(0, Math.round((jdTt - J2000) / SPAN_DAYS) + 4))].at(jdTt);
  const out = join(here, `../../src/core/ephemeris/${body.name}-table.ts`);
  const fitArcsec = writeChebyshevTable({
    out,
    name: `${body.name.toUpperCase()}_TABLE`,
    what: `${body.label} from JPL DE431 states every 50 years carried ±25 years by our n-body integration (runs meet within ${driftArcsec.toFixed(2)}″)`,
    source: 'scripts/orbits/outer.mjs',
    f: position,
    start: EPOCHS[0] - SPAN_DAYS / 2,
    end: EPOCHS[EPOCHS.length - 1] + SPAN_DAYS / 2,
    segDays: SPAN_DAYS / SEGMENTS_PER_SPAN,
    degree: DEGREE,
  });
  console.log(
    `${body.label}: runs meet within ${driftArcsec.toFixed(3)}″, Chebyshev fit ≤ ${fitArcsec.toFixed(4)}″; wrote ${out}`,
  );
}
swe.close();
