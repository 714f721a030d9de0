import type { Planet } from '../astrology/vocabulary';
import { wrap180 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import type { ChebyshevTable } from './chebyshev-table';
import { moonApparentLonLat } from './moon';
import { NEPTUNE_TABLE } from './neptune-table';
import { vsopApparentLonLat } from './planet-apparent';
import { PLUTO_TABLE } from './pluto-table';
import { sunApparentLonLat } from './sun';
import { tableApparentLonLat } from './table-apparent';
import { URANUS_TABLE } from './uranus-table';
import type { Vsop87Name } from './vsop87-planets';

type VsopPlanet = Exclude<Vsop87Name, 'earth'>;
const OUTER_TABLES: Partial<Record<Planet, ChebyshevTable>> = {
  uranus: URANUS_TABLE,
  neptune: NEPTUNE_TABLE,
  pluto: PLUTO_TABLE,
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
  // The Moon from ELP/MPP02 (moon.ts): within 0.3″ of Swiss Ephemeris, where astronomy-engine's was 11.5″ off.
  if (planet === 'moon') return moonApparentLonLat(jdUt);
  const jdTt = astroTimeFromJdUt(jdUt).tt + JD_J2000;
  // Uranus, Neptune and Pluto from their integrated orbit tables (scripts/orbits/outer.mjs), the others from VSOP87D:
  // all within 1.3″ of Swiss Ephemeris over 1800–2200 (issue 32 §4).
  const table = OUTER_TABLES[planet];
  return table ? tableApparentLonLat(table, jdTt) : vsopApparentLonLat(planet as VsopPlanet, jdTt);
}

/** Half-width of the central difference for speeds: one hour keeps station flags right (astronomy.md §2.2). */
export const SPEED_STEP_DAYS = 1 / 24;

/** A body's place at jdUt with its daily motion from a ±1 h central difference of the same function. */
export function withDailyMotion(
  lonLatAt: (jdUt: number) => { lonDeg: number; latDeg: number },
  jdUt: number,
): EclipticPosition {
  const { lonDeg, latDeg } = lonLatAt(jdUt);
  const before = lonLatAt(jdUt - SPEED_STEP_DAYS).lonDeg;
  const after = lonLatAt(jdUt + SPEED_STEP_DAYS).lonDeg;
  return { lonDeg, latDeg, speedDegPerDay: wrap180(after - before) / (2 * SPEED_STEP_DAYS) };
}

/** Position plus daily motion from a ±1 h central difference. Valid 1800–2200. */
export function planetPosition(planet: Planet, jdUt: number): EclipticPosition {
  return withDailyMotion((t) => planetLonLat(planet, t), jdUt);
}
