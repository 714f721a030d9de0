import nutation from 'astronomia/nutation';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { EARTH_B, EARTH_L, EARTH_R } from './vsop87-earth';

type Series = typeof EARTH_L;
const RAD_DEG = 180 / Math.PI;
const DAYS_PER_MILLENNIUM = 365250;
/** Light time for one astronomical unit, days (499.004784 s): the Sun is seen where it was that long ago. */
const LIGHT_DAYS_PER_AU = 0.005775518;
/** VSOP87's dynamical equinox to FK5 (Meeus, Astronomical Algorithms, 32.3), degrees. */
const FK5_DEG = -0.09033 / 3600;

/** A VSOP87 series and its rate at τ (Julian millennia TT from J2000). */
function evaluate(series: Series, tau: number, withRate: boolean): { value: number; rate: number } {
  let value = 0;
  let rate = 0;
  let tauN = 1; // τ^n
  let tauN1 = 0; // τ^(n−1), for the rate
  for (let n = 0; n < series.length; n++) {
    let s = 0;
    let ds = 0;
    for (const [a, b, c] of series[n] ?? []) {
      const arg = b + c * tau;
      s += a * Math.cos(arg);
      if (withRate) ds -= a * c * Math.sin(arg);
    }
    if (withRate) rate += ds * tauN + n * s * tauN1;
    value += s * tauN;
    tauN1 = tauN;
    tauN *= tau;
  }
  return { value, rate };
}

/**
 * The Sun's apparent geocentric ecliptic longitude and latitude of date, degrees, at a Julian Day (UT).
 * - The Earth from VSOP87D, truncated to 0.02″ (scripts/vsop87/earth.mjs), referred to FK5.
 * - Nutation in longitude from the full IAU 1980 series (astronomia): astronomy-engine's shortened series is up to
 *   0.1″ off, which is 3 s of the Sun's motion.
 * - Aberration as the light time over the Earth–Sun distance (for the Sun that is the whole of it).
 * About 0.2″ from Swiss Ephemeris (mostly the two ΔT models), a tenth of astronomy-engine's Sun, so the solar return
 * is found to a few seconds (issue 10).
 */
export function sunApparentLonLat(jdUt: number): { lonDeg: number; latDeg: number } {
  const time = astroTimeFromJdUt(jdUt);
  const tau = time.tt / DAYS_PER_MILLENNIUM;
  const l = evaluate(EARTH_L, tau, true);
  const rAu = evaluate(EARTH_R, tau, false).value;
  const bRad = evaluate(EARTH_B, tau, false).value;
  const dailyMotionDeg = (l.rate / DAYS_PER_MILLENNIUM) * RAD_DEG;
  const geometricDeg = l.value * RAD_DEG + 180 + FK5_DEG;
  const dPsiDeg = nutation.nutation(time.tt + JD_J2000)[0] * RAD_DEG;
  const lonDeg = geometricDeg + dPsiDeg - LIGHT_DAYS_PER_AU * rAu * dailyMotionDeg;
  return { lonDeg: norm360(lonDeg), latDeg: -bRad * RAD_DEG };
}
