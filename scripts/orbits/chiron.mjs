// Writes src/core/ephemeris/chiron-table.ts: Chiron's heliocentric position (EQJ: J2000 mean equator, AU) over
// 1775–2225 as Chebyshev series. The start is the public MPC/JPL osculating elements of epoch JD 2456000.5 TT
// (docs/astronomy.md §4), carried by our barycentric n-body integration (scripts/orbits/integrate.mjs). No Swiss
// Ephemeris data is involved. Re-run: `node scripts/orbits/chiron.mjs`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeChebyshevTable } from './chebyshev.mjs';
import { integrate } from './integrate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/ephemeris/chiron-table.ts');
const DEG = Math.PI / 180;
/** Gaussian gravitational constant: the elements' mean motion is defined with it. */
const GAUSS_K = 0.01720209895;
const OBLIQUITY_J2000 = (84381.448 / 3600) * DEG;
// Osculating elements, heliocentric ecliptic and equinox J2000.
const EPOCH_JD_TT = 2456000.5;
const q = 8.4864943;
const e = 0.37920379;
const inc = 6.9266515 * DEG;
const node = 209.3851131 * DEG;
const peri = 339.4595737 * DEG;
const M0 = 114.8798253 * DEG;

const START_JD_TT = 2369363.75; // 1775, as Pluto's table
const SEGMENT_DAYS = 1711.9140625;
const SEGMENTS = 96;
const DEGREE = 12;

/** Elements → heliocentric EQJ state: Kepler's equation, the orbital plane, then ω, i, Ω and the obliquity. */
function initialState() {
  const a = q / (1 - e);
  const n = GAUSS_K / Math.sqrt(a * a * a);
  let E = M0;
  for (let i = 0; i < 50; i++) E -= (E - e * Math.sin(E) - M0) / (1 - e * Math.cos(E));
  const b = a * Math.sqrt(1 - e * e);
  const denom = 1 - e * Math.cos(E);
  const rot = (x, y) => {
    const x1 = Math.cos(peri) * x - Math.sin(peri) * y;
    const y1 = Math.sin(peri) * x + Math.cos(peri) * y;
    const xe = Math.cos(node) * x1 - Math.sin(node) * Math.cos(inc) * y1;
    const ye = Math.sin(node) * x1 + Math.cos(node) * Math.cos(inc) * y1;
    const ze = Math.sin(inc) * y1;
    const ce = Math.cos(OBLIQUITY_J2000);
    const se = Math.sin(OBLIQUITY_J2000);
    return [xe, ce * ye - se * ze, se * ye + ce * ze];
  };
  return [
    ...rot(a * (Math.cos(E) - e), b * Math.sin(E)),
    ...rot((-a * n * Math.sin(E)) / denom, (b * n * Math.cos(E)) / denom),
  ];
}

const end = START_JD_TT + SEGMENTS * SEGMENT_DAYS;
const sim = integrate(EPOCH_JD_TT, initialState(), START_JD_TT - 10, end + 10, 2);
const fitArcsec = writeChebyshevTable({
  out,
  name: 'CHIRON_TABLE',
  what: 'Chiron from the MPC/JPL osculating elements of JD 2456000.5 TT carried by our n-body integration',
  source: 'scripts/orbits/chiron.mjs',
  f: (jd) => sim.at(jd),
  start: START_JD_TT,
  end,
  segDays: SEGMENT_DAYS,
  degree: DEGREE,
});
console.log(`Chebyshev fit ≤ ${fitArcsec.toFixed(4)}″; wrote ${out}`);
