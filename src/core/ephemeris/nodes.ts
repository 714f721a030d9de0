import { e_tilt, GeoMoonState, RotateVector, Rotation_EQJ_ECT, Vector } from 'astronomy-engine';
import { norm360, wrap180 } from '../astrology/zodiac';
import { astroTimeFromJdUt } from './astro-time';
import type { EclipticPosition } from './planets';
import { SPEED_STEP_DAYS } from './planets';

const DAYS_PER_CENTURY = 36_525;

/**
 * Mean ascending lunar node (degrees, true equinox of date) at a Julian Day (UT): Meeus (47.7) polynomial in
 * Julian centuries of TT, plus nutation in longitude Δψ so it shares the frame of the other bodies.
 */
export function meanNodeLonDeg(jdUt: number): number {
  const time = astroTimeFromJdUt(jdUt);
  const t = time.tt / DAYS_PER_CENTURY;
  const omega =
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467_441 - (t * t * t * t) / 60_616_000;
  return norm360(omega + e_tilt(time).dpsi / 3600);
}

/**
 * True (osculating) ascending lunar node (degrees, true ecliptic of date) at a Julian Day (UT): the node of the
 * plane spanned by the Moon's geocentric position and velocity, h = r × v, Ω = atan2(h_x, −h_y).
 */
export function trueNodeLonDeg(jdUt: number): number {
  const time = astroTimeFromJdUt(jdUt);
  const state = GeoMoonState(time);
  const rot = Rotation_EQJ_ECT(time);
  const r = RotateVector(rot, new Vector(state.x, state.y, state.z, time));
  const v = RotateVector(rot, new Vector(state.vx, state.vy, state.vz, time));
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return norm360((Math.atan2(hx, -hy) * 180) / Math.PI);
}

/** A node as a position (latitude 0 by definition) with its daily motion from a ±1 h central difference. */
export function nodePosition(kind: 'true' | 'mean', jdUt: number): EclipticPosition {
  const f = kind === 'true' ? trueNodeLonDeg : meanNodeLonDeg;
  const lonDeg = f(jdUt);
  const speedDegPerDay =
    wrap180(f(jdUt + SPEED_STEP_DAYS) - f(jdUt - SPEED_STEP_DAYS)) / (2 * SPEED_STEP_DAYS);
  return { lonDeg, latDeg: 0, speedDegPerDay };
}
