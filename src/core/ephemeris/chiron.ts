import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { CHIRON_TABLE } from './chiron-table';
import type { EclipticPosition } from './planets';
import { withDailyMotion } from './planets';
import { tableApparentLonLat } from './table-apparent';

/** Apparent geocentric ecliptic longitude/latitude of date of Chiron (degrees) at a Julian Day (UT). */
export function chironLonLat(jdUt: number): { lonDeg: number; latDeg: number } {
  return tableApparentLonLat(CHIRON_TABLE, astroTimeFromJdUt(jdUt).tt + JD_J2000);
}

/** Chiron's position with daily motion (±1 h central difference). Valid 1800–2200. */
export function chironPosition(jdUt: number): EclipticPosition {
  return withDailyMotion(chironLonLat, jdUt);
}
