import nutation from 'astronomia/nutation';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { astroTimeFromJdUt } from './astro-time';
import { type ElpPower, MOON_B, MOON_L, MOON_R, MOON_W1 } from './elp-moon';

const RAD_DEG = 180 / Math.PI;
const ARCSEC_RAD = Math.PI / 180 / 3600;
const DAYS_PER_CENTURY = 36_525;
const LIGHT_KM_PER_DAY = 299_792.458 * 86_400;

/** Σₙ Tⁿ Σ a·sin(φ(T)) of a generated ELP/MPP02 series and, when asked, its rate d/dT. */
function sumElp(series: readonly ElpPower[], t: number, withRate: boolean): { value: number; rate: number } {
  let value = 0;
  let rate = 0;
  let tN = 1; // Tⁿ
  let tN1 = 0; // Tⁿ⁻¹
  for (let n = 0; n < series.length; n++) {
    const { linear, curved } = series[n] as ElpPower;
    let s = 0;
    let ds = 0;
    for (let i = 0; i < linear.length; i += 3) {
      const a = linear[i] as number;
      const f = linear[i + 2] as number;
      const arg = (linear[i + 1] as number) + f * t;
      s += a * Math.sin(arg);
      if (withRate) ds += a * f * Math.cos(arg);
    }
    for (let i = 0; i < curved.length; i += 6) {
      const a = curved[i] as number;
      const c1 = curved[i + 2] as number;
      const c2 = curved[i + 3] as number;
      const c3 = curved[i + 4] as number;
      const c4 = curved[i + 5] as number;
      const arg = (curved[i + 1] as number) + t * (c1 + t * (c2 + t * (c3 + t * c4)));
      s += a * Math.sin(arg);
      if (withRate) ds += a * (c1 + t * (2 * c2 + t * (3 * c3 + t * 4 * c4))) * Math.cos(arg);
    }
    value += s * tN;
    rate += ds * tN + n * s * tN1;
    tN1 = tN;
    tN *= t;
  }
  return { value, rate };
}

/**
 * The Moon seen from the Earth's centre: longitude and latitude on the ecliptic, true equinox of date (radians), the
 * distance (km), and the rates of longitude and latitude (radians per day) of the orbit itself, without the turning
 * of the equinox, as the osculating node needs them.
 */
export interface MoonApparentState {
  readonly lonRad: number;
  readonly latRad: number;
  readonly distKm: number;
  readonly lonRateRadPerDay: number;
  readonly latRateRadPerDay: number;
}

// A chart asks for the Moon and the true node at the same three instants (±1 h speeds): remember the last few.
const CACHE_SIZE = 4;
const cacheKeys: number[] = [];
const cacheValues: MoonApparentState[] = [];

function computeMoonApparentState(jdTt: number): MoonApparentState {
  const tNow = (jdTt - JD_J2000) / DAYS_PER_CENTURY;
  const distKm = sumElp(MOON_R, tNow, false).value;
  // Light time (~1.3 s): for the Moon the annual aberration cancels the Earth's own motion over that time, so the
  // apparent place is the geocentric place that long ago.
  const t = tNow - distKm / LIGHT_KM_PER_DAY / DAYS_PER_CENTURY;
  const l = sumElp(MOON_L, t, true);
  const b = sumElp(MOON_B, t, true);
  let w1 = 0;
  let w1Rate = 0;
  for (let k = MOON_W1.length - 1; k >= 0; k--) {
    w1Rate = w1Rate * t + w1;
    w1 = w1 * t + (MOON_W1[k] as number);
  }
  // ELP's longitude runs from the departure point γ'2000 on the moving ecliptic; p_A, the general precession in
  // longitude as fitted in ELP/MPP02 (IAU 1976 rate − 0.29965″/cy), takes it to the mean equinox of date. Against
  // Swiss Ephemeris this does as well as rotating the J2000 position with the IAU 2006 precession (within 0.01″).
  const pA = t * (5029.0966 - 0.29965 + t * (1.112 + t * (0.000077 - t * 0.00002353)));
  const dPsi = nutation.nutation(jdTt)[0];
  return {
    lonRad: w1 + (l.value + pA) * ARCSEC_RAD + dPsi,
    latRad: b.value * ARCSEC_RAD,
    distKm,
    lonRateRadPerDay: (w1Rate + l.rate * ARCSEC_RAD) / DAYS_PER_CENTURY,
    latRateRadPerDay: (b.rate * ARCSEC_RAD) / DAYS_PER_CENTURY,
  };
}

/**
 * The Moon's apparent geocentric place at a Julian Day (TT), from ELP/MPP02 truncated for 1800–2200
 * (scripts/elpmpp02/moon.mjs), plus light time and nutation in longitude (full IAU 1980 series, as for the Sun).
 */
export function moonApparentState(jdTt: number): MoonApparentState {
  const i = cacheKeys.indexOf(jdTt);
  if (i >= 0) return cacheValues[i] as MoonApparentState;
  const state = computeMoonApparentState(jdTt);
  cacheKeys.unshift(jdTt);
  cacheValues.unshift(state);
  if (cacheKeys.length > CACHE_SIZE) {
    cacheKeys.pop();
    cacheValues.pop();
  }
  return state;
}

/**
 * The Moon's apparent geocentric ecliptic longitude and latitude of date, degrees, at a Julian Day (UT). Within 0.3″
 * of Swiss Ephemeris over 1800–2200 at the same TT (astronomy-engine's Moon was up to 11.5″ off).
 */
export function moonApparentLonLat(jdUt: number): { lonDeg: number; latDeg: number } {
  const m = moonApparentState(astroTimeFromJdUt(jdUt).tt + JD_J2000);
  return { lonDeg: norm360(m.lonRad * RAD_DEG), latDeg: m.latRad * RAD_DEG };
}
