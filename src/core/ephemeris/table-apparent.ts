import { AstroTime, Body, Ecliptic, HelioState, Vector } from 'astronomy-engine';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { apparentDirection, retardedPosition, type Vec3 } from './apparent-direction';
import { type ChebyshevTable, chebyshevPosition } from './chebyshev-table';

/**
 * Apparent geocentric ecliptic longitude and latitude of date (degrees), at a Julian Day (TT), of a body whose
 * heliocentric orbit is a Chebyshev table (Uranus, Neptune, Pluto, Chiron): light time, the Sun's deflection and
 * annual aberration, then astronomy-engine's precession and nutation to the true ecliptic of date. The Earth comes from
 * astronomy-engine: its error of a few arcseconds is a tenth of one seen from 8 AU.
 */
export function tableApparentLonLat(table: ChebyshevTable, jdTt: number): { lonDeg: number; latDeg: number } {
  const time = AstroTime.FromTerrestrialTime(jdTt - JD_J2000);
  const earth = HelioState(Body.Earth, time);
  const earthPos: Vec3 = [earth.x, earth.y, earth.z];
  const { pos } = retardedPosition((t) => chebyshevPosition(table, t), jdTt, earthPos);
  const d = apparentDirection(pos, earthPos, [earth.vx, earth.vy, earth.vz]);
  const ecl = Ecliptic(new Vector(d[0], d[1], d[2], time));
  return { lonDeg: norm360(ecl.elon), latDeg: ecl.elat };
}
