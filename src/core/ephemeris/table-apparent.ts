import { AstroTime, Body, Ecliptic, HelioState, Vector } from 'astronomy-engine';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { type ChebyshevTable, chebyshevPosition } from './chebyshev-table';

const C_AU_PER_DAY = 173.144_632_674_240_3;

/**
 * Apparent geocentric ecliptic longitude and latitude of date (degrees), at a Julian Day (TT), of a body whose
 * heliocentric orbit is a Chebyshev table (Pluto, Chiron): light time, annual aberration, then astronomy-engine's
 * precession and nutation to the true ecliptic of date. The Earth comes from astronomy-engine: its error of a few
 * arcseconds is a tenth of one seen from 8 AU.
 */
export function tableApparentLonLat(table: ChebyshevTable, jdTt: number): { lonDeg: number; latDeg: number } {
  const time = AstroTime.FromTerrestrialTime(jdTt - JD_J2000);
  const earth = HelioState(Body.Earth, time);
  let tauDays = 0;
  let g: [number, number, number] = [0, 0, 0];
  for (let pass = 0; pass < 3; pass++) {
    const p = chebyshevPosition(table, jdTt - tauDays);
    g = [p[0] - earth.x, p[1] - earth.y, p[2] - earth.z];
    tauDays = Math.hypot(g[0], g[1], g[2]) / C_AU_PER_DAY;
  }
  // Annual aberration: the direction shifts by the observer's velocity over c.
  const ecl = Ecliptic(
    new Vector(g[0] + earth.vx * tauDays, g[1] + earth.vy * tauDays, g[2] + earth.vz * tauDays, time),
  );
  return { lonDeg: norm360(ecl.elon), latDeg: ecl.elat };
}
