import { type AstroTime, Body, Ecliptic, HelioState, Vector } from 'astronomy-engine';
import { norm360, wrap180 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { CHIRON_FIRST_JD_TT, CHIRON_STATES, CHIRON_STEP_DAYS } from './chiron-table';
import { positionBetween, type State } from './kepler';
import type { EclipticPosition } from './planets';
import { SPEED_STEP_DAYS } from './planets';

const C_AU_PER_DAY = 173.1446326846693;
const ROWS = CHIRON_STATES.length / 6;

function row(i: number): State {
  const k = i * 6;
  return CHIRON_STATES.slice(k, k + 6) as unknown as State;
}

/** Chiron's heliocentric EQJ position (AU) at a Julian Day (TT), from the integrated table. */
function chironHelio(jdTt: number): [number, number, number] {
  const f = (jdTt - CHIRON_FIRST_JD_TT) / CHIRON_STEP_DAYS;
  const i = Math.min(Math.max(Math.floor(f), 0), ROWS - 2);
  return positionBetween(
    row(i),
    row(i + 1),
    CHIRON_STEP_DAYS,
    jdTt - (CHIRON_FIRST_JD_TT + i * CHIRON_STEP_DAYS),
  );
}

/** Apparent geocentric ecliptic longitude/latitude of date of Chiron (degrees) at a Julian Day (UT). */
export function chironLonLat(jdUt: number): { lonDeg: number; latDeg: number } {
  const time: AstroTime = astroTimeFromJdUt(jdUt);
  const jdTt = time.tt + JD_J2000;
  const earth = HelioState(Body.Earth, time);
  // Light time: where Chiron was when the light now arriving left it (two passes converge far below 0.1″).
  let tau = 0;
  let g: [number, number, number] = [0, 0, 0];
  for (let pass = 0; pass < 3; pass++) {
    const c = chironHelio(jdTt - tau);
    g = [c[0] - earth.x, c[1] - earth.y, c[2] - earth.z];
    tau = Math.hypot(g[0], g[1], g[2]) / C_AU_PER_DAY;
  }
  // Annual aberration: shift the direction by the observer's velocity over c.
  const gx = g[0] + earth.vx * tau;
  const gy = g[1] + earth.vy * tau;
  const gz = g[2] + earth.vz * tau;
  const ecl = Ecliptic(new Vector(gx, gy, gz, time));
  return { lonDeg: norm360(ecl.elon), latDeg: ecl.elat };
}

/** Chiron's position with daily motion (±1 h central difference). Valid 1800–2200. */
export function chironPosition(jdUt: number): EclipticPosition {
  const { lonDeg, latDeg } = chironLonLat(jdUt);
  const before = chironLonLat(jdUt - SPEED_STEP_DAYS).lonDeg;
  const after = chironLonLat(jdUt + SPEED_STEP_DAYS).lonDeg;
  return { lonDeg, latDeg, speedDegPerDay: wrap180(after - before) / (2 * SPEED_STEP_DAYS) };
}
