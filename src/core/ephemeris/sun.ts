import nutation from 'astronomia/nutation';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { vsopEquinoxLeadDeg } from './precession-model';
import { VSOP87D } from './vsop87-planets';
import { sumVsop87, sumVsop87WithRate } from './vsop87-series';

const RAD_DEG = 180 / Math.PI;
const DAYS_PER_MILLENNIUM = 365250;
/** Light time for one astronomical unit, days (499.004784 s): the Sun is seen where it was that long ago. */
const LIGHT_DAYS_PER_AU = 0.005775518;
/** VSOP87's dynamical equinox to FK5 (Meeus, Astronomical Algorithms, 32.3), degrees. */
const FK5_DEG = -0.09033 / 3600;

/**
 * The Sun's apparent geocentric ecliptic longitude and latitude of date, degrees, at a Julian Day (UT).
 * - The Earth from VSOP87D, truncated to 0.001″ in longitude (scripts/vsop87/planets.mjs), referred to FK5.
 * - Nutation in longitude from the full IAU 1980 series (astronomia): astronomy-engine's shortened series is up to
 *   0.1″ off, which is 3 s of the Sun's motion.
 * - Aberration as the light time over the Earth–Sun distance (for the Sun that is the whole of it).
 * - VSOP87D's equinox moved onto the IAU 2006 precession (precession-model.ts).
 * Within 0.07″ of Swiss Ephemeris at the same TT over 1800–2200, so the solar return is found to a second (issue 10).
 */
export function sunApparentLonLat(jdUt: number): { lonDeg: number; latDeg: number } {
  const time = astroTimeFromJdUt(jdUt);
  const tau = time.tt / DAYS_PER_MILLENNIUM;
  const l = sumVsop87WithRate(VSOP87D.earth.L, tau);
  const rAu = sumVsop87(VSOP87D.earth.R, tau);
  const bRad = sumVsop87(VSOP87D.earth.B, tau);
  const dailyMotionDeg = (l.rate / DAYS_PER_MILLENNIUM) * RAD_DEG;
  const geometricDeg = l.value * RAD_DEG + 180 + FK5_DEG;
  const dPsiDeg = nutation.nutation(time.tt + JD_J2000)[0] * RAD_DEG;
  const lonDeg = geometricDeg + dPsiDeg - LIGHT_DAYS_PER_AU * rAu * dailyMotionDeg;
  return { lonDeg: norm360(lonDeg - vsopEquinoxLeadDeg(time.tt + JD_J2000)), latDeg: -bRad * RAD_DEG };
}
