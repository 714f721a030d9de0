import { Body, Ecliptic, GeoVector } from 'astronomy-engine';
import type { Planet } from '../astrology/vocabulary';
import { norm360, wrap180 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { vsopApparentLonLat } from './planet-apparent';
import { PLUTO_TABLE } from './pluto-table';
import { sunApparentLonLat } from './sun';
import { tableApparentLonLat } from './table-apparent';

const BODY_OF: Record<Planet, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

/** A body's place on the ecliptic: apparent, geocentric, tropical, ecliptic and equinox of date. */
export interface EclipticPosition {
  lonDeg: number;
  latDeg: number;
  /** Rate of change of longitude, degrees per day; negative while retrograde. */
  speedDegPerDay: number;
}

/** Apparent geocentric ecliptic longitude/latitude of date (degrees) of a planet at a Julian Day (UT). */
export function planetLonLat(planet: Planet, jdUt: number): { lonDeg: number; latDeg: number } {
  // The Sun from VSOP87D directly: ten times closer to Swiss Ephemeris, so a solar return is timed to seconds.
  if (planet === 'sun') return sunApparentLonLat(jdUt);
  if (planet === 'moon') {
    // GeoVector with aberration = light time + annual aberration, in EQJ; Ecliptic() rotates to the true
    // ecliptic and equinox of date (precession + nutation).
    const ecl = Ecliptic(GeoVector(BODY_OF[planet], astroTimeFromJdUt(jdUt), true));
    return { lonDeg: norm360(ecl.elon), latDeg: ecl.elat };
  }
  const jdTt = astroTimeFromJdUt(jdUt).tt + JD_J2000;
  // Pluto from its integrated orbit table (scripts/orbits/pluto.mjs); the others from VSOP87D: all within 3.5″ of
  // Swiss Ephemeris over 1800–2200 (issue 32 §4).
  if (planet === 'pluto') return tableApparentLonLat(PLUTO_TABLE, jdTt);
  return vsopApparentLonLat(planet, jdTt);
}

/** Half-width of the central difference for speeds: one hour keeps station flags right (astronomy.md §2.2). */
export const SPEED_STEP_DAYS = 1 / 24;

/** Position plus daily motion from a ±1 h central difference. Valid 1800–2200. */
export function planetPosition(planet: Planet, jdUt: number): EclipticPosition {
  const { lonDeg, latDeg } = planetLonLat(planet, jdUt);
  const before = planetLonLat(planet, jdUt - SPEED_STEP_DAYS).lonDeg;
  const after = planetLonLat(planet, jdUt + SPEED_STEP_DAYS).lonDeg;
  return { lonDeg, latDeg, speedDegPerDay: wrap180(after - before) / (2 * SPEED_STEP_DAYS) };
}
