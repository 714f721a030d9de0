import { SunPosition } from 'astronomy-engine';
import { norm360, wrap180 } from '../astrology/zodiac';
import { astroTimeFromJdUt } from '../ephemeris/astro-time';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julian-day';
import { utcMsOfFields } from '../time/zone-offset';

/**
 * The 24 solar terms in order from 小寒 (285°). `jie` marks the twelve 節 that open a BaZi month; the other
 * twelve are 中気. Keys are stable identifiers; the UI translates them (立春 / 立春 / Start of Spring).
 */
export const SOLAR_TERMS = [
  { key: 'minorCold', lonDeg: 285, jie: true },
  { key: 'majorCold', lonDeg: 300, jie: false },
  { key: 'startOfSpring', lonDeg: 315, jie: true },
  { key: 'rainWater', lonDeg: 330, jie: false },
  { key: 'awakeningOfInsects', lonDeg: 345, jie: true },
  { key: 'springEquinox', lonDeg: 0, jie: false },
  { key: 'pureBrightness', lonDeg: 15, jie: true },
  { key: 'grainRain', lonDeg: 30, jie: false },
  { key: 'startOfSummer', lonDeg: 45, jie: true },
  { key: 'grainBuds', lonDeg: 60, jie: false },
  { key: 'grainInEar', lonDeg: 75, jie: true },
  { key: 'summerSolstice', lonDeg: 90, jie: false },
  { key: 'minorHeat', lonDeg: 105, jie: true },
  { key: 'majorHeat', lonDeg: 120, jie: false },
  { key: 'startOfAutumn', lonDeg: 135, jie: true },
  { key: 'endOfHeat', lonDeg: 150, jie: false },
  { key: 'whiteDew', lonDeg: 165, jie: true },
  { key: 'autumnEquinox', lonDeg: 180, jie: false },
  { key: 'coldDew', lonDeg: 195, jie: true },
  { key: 'frostsDescent', lonDeg: 210, jie: false },
  { key: 'startOfWinter', lonDeg: 225, jie: true },
  { key: 'minorSnow', lonDeg: 240, jie: false },
  { key: 'majorSnow', lonDeg: 255, jie: true },
  { key: 'winterSolstice', lonDeg: 270, jie: false },
] as const;
export type SolarTermKey = (typeof SOLAR_TERMS)[number]['key'];

/** One term: which, and when (UT). */
export interface SolarTermInstant {
  key: SolarTermKey;
  lonDeg: number;
  jie: boolean;
  jdUt: number;
  utcMs: number;
}

/** The Sun's apparent geocentric ecliptic longitude of date (degrees) at a Julian Day (UT). */
export function sunLongitudeDeg(jdUt: number): number {
  return norm360(SunPosition(astroTimeFromJdUt(jdUt)).elon);
}

const MEAN_SUN_DEG_PER_DAY = 360 / 365.2422;
const TOLERANCE_DAYS = 0.01 / 86_400; // 0.01 s

/**
 * The instant (JD UT) nearest `nearJdUt` at which the Sun's apparent longitude equals `lonDeg`. Fixed-point
 * iteration with the mean solar motion: the true motion differs from it by under 3.5 %, so each step gains
 * more than a factor 28 and six or seven steps reach 0.01 s. `nearJdUt` must be within ~±90 days.
 */
export function sunLongitudeInstant(lonDeg: number, nearJdUt: number): number {
  let t = nearJdUt;
  for (let i = 0; i < 30; i++) {
    const step = wrap180(lonDeg - sunLongitudeDeg(t)) / MEAN_SUN_DEG_PER_DAY;
    t += step;
    if (Math.abs(step) < TOLERANCE_DAYS) break;
  }
  return t;
}

function termInstant(index: number, nearJdUt: number): SolarTermInstant {
  const term = SOLAR_TERMS[((index % 24) + 24) % 24] as (typeof SOLAR_TERMS)[number];
  const jdUt = sunLongitudeInstant(term.lonDeg, nearJdUt);
  return { key: term.key, lonDeg: term.lonDeg, jie: term.jie, jdUt, utcMs: unixMsFromJdUt(jdUt) };
}

/**
 * The 24 terms of a Gregorian year, 小寒 (early January) to 冬至 (late December), as UT instants.
 * Valid 1800–2200.
 */
export function solarTermsOfYear(year: number): SolarTermInstant[] {
  const jan6 = jdUtFromUnixMs(utcMsOfFields(year, 1, 6));
  return SOLAR_TERMS.map((_, i) => termInstant(i, jan6 + i * 15.22));
}

/** The 節 (month-opening terms) on either side of an instant: previous ≤ jdUt < next. */
export function surroundingJie(jdUt: number): { previous: SolarTermInstant; next: SolarTermInstant } {
  const lon = sunLongitudeDeg(jdUt);
  // 節 sit at 285° + 30°k. k of the month the instant falls in:
  const k = Math.floor(norm360(lon - 285) / 30);
  const prevIndex = 2 * k; // index into SOLAR_TERMS (0 = 小寒)
  const prevLon = norm360(285 + 30 * k);
  let previous = termInstant(prevIndex, jdUt - norm360(lon - prevLon) / MEAN_SUN_DEG_PER_DAY);
  let next = termInstant(prevIndex + 2, previous.jdUt + 30.4);
  // Float noise right at a term: keep previous ≤ jdUt < next.
  if (previous.jdUt > jdUt) {
    next = previous;
    previous = termInstant(prevIndex - 2, previous.jdUt - 30.4);
  } else if (next.jdUt <= jdUt) {
    previous = next;
    next = termInstant(prevIndex + 4, next.jdUt + 30.4);
  }
  return { previous, next };
}
