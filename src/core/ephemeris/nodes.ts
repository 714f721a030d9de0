import nutation from 'astronomia/nutation';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { moonApparentState } from './moon';
import type { EclipticPosition } from './planets';
import { withDailyMotion } from './planets';

const DAYS_PER_CENTURY = 36_525;

/**
 * Mean ascending lunar node (degrees, true equinox of date) at a Julian Day (UT): Meeus (47.7) polynomial in
 * Julian centuries of TT, plus nutation in longitude Δψ (the full IAU 1980 series, as the Sun and Moon) so it shares
 * the frame of the other bodies.
 */
export function meanNodeLonDeg(jdUt: number): number {
  const time = astroTimeFromJdUt(jdUt);
  const t = time.tt / DAYS_PER_CENTURY;
  const omega =
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467_441 - (t * t * t * t) / 60_616_000;
  return norm360(omega + (nutation.nutation(time.tt + JD_J2000)[0] * 180) / Math.PI);
}

/**
 * True (osculating) ascending lunar node (degrees, true ecliptic of date) at a Julian Day (UT): the node of the
 * plane spanned by the Moon's geocentric position and velocity, h = r × v, Ω = atan2(h_x, −h_y). As Swiss
 * Ephemeris does: the Moon (ELP/MPP02, moon.ts) at the light-time-corrected instant, its velocity turned into the
 * ecliptic and equinox of date without adding their own motion. Within 1.5″ of Swiss Ephemeris over 1800–2200
 * (astronomy-engine's Moon gave 31″).
 */
export function trueNodeLonDeg(jdUt: number): number {
  const m = moonApparentState(astroTimeFromJdUt(jdUt).tt + JD_J2000);
  // h ∝ λ̇·cos β·ê_β − β̇·ê_λ: the radial motion and the distance drop out.
  const cosLat = Math.cos(m.latRad);
  const sinLat = Math.sin(m.latRad);
  const cosLon = Math.cos(m.lonRad);
  const sinLon = Math.sin(m.lonRad);
  const hx = -m.lonRateRadPerDay * cosLat * sinLat * cosLon + m.latRateRadPerDay * sinLon;
  const hy = -m.lonRateRadPerDay * cosLat * sinLat * sinLon - m.latRateRadPerDay * cosLon;
  return norm360((Math.atan2(hx, -hy) * 180) / Math.PI);
}

/** A node as a position (latitude 0 by definition) with its daily motion from a ±1 h central difference. */
export function nodePosition(kind: 'true' | 'mean', jdUt: number): EclipticPosition {
  const f = kind === 'true' ? trueNodeLonDeg : meanNodeLonDeg;
  return withDailyMotion((t) => ({ lonDeg: f(t), latDeg: 0 }), jdUt);
}
