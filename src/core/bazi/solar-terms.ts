import { CoreError } from '../errors';
import { deltaTSeconds } from '../time/delta-t';
import { unixMsFromJdUt } from '../time/julian-day';
import {
  TERM_TABLE_FIRST,
  TERM_TABLE_FIRST_YEAR,
  TERM_TABLE_LAST_YEAR,
  TERM_TABLE_RESIDUALS,
  TERM_TABLE_YEAR_SECONDS,
} from './solar-term-table';

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

/** One term: which, of which Gregorian year, and when (UT). */
export interface SolarTermInstant {
  key: SolarTermKey;
  lonDeg: number;
  jie: boolean;
  year: number;
  jdUt: number;
  utcMs: number;
}

const TERMS_PER_YEAR = 24;
let decoded: Float64Array | null = null;

/** Every term of the table as JD (TT), decoded once on first use. */
function termTable(): Float64Array {
  if (decoded) return decoded;
  const years = TERM_TABLE_LAST_YEAR - TERM_TABLE_FIRST_YEAR + 1;
  const table = new Float64Array(years * TERMS_PER_YEAR);
  TERM_TABLE_FIRST.forEach((jd, k) => {
    table[k] = jd;
  });
  for (let i = TERMS_PER_YEAR; i < table.length; i++) {
    const residual = TERM_TABLE_RESIDUALS[i - TERMS_PER_YEAR] as number;
    table[i] = (table[i - TERMS_PER_YEAR] as number) + (TERM_TABLE_YEAR_SECONDS + residual) / 86_400;
  }
  decoded = table;
  return table;
}

/** UT of a TT instant with the app's ΔT (ΔT changes by well under a second over a day, so one pass is exact). */
function jdUtOfTt(jdTt: number): number {
  return jdTt - deltaTSeconds(jdTt) / 86_400;
}

/** Table position (year × 24 + term) → the term as a UT instant. */
function termAt(position: number): SolarTermInstant {
  const term = SOLAR_TERMS[position % TERMS_PER_YEAR] as (typeof SOLAR_TERMS)[number];
  const jdUt = jdUtOfTt(termTable()[position] as number);
  return {
    key: term.key,
    lonDeg: term.lonDeg,
    jie: term.jie,
    year: TERM_TABLE_FIRST_YEAR + Math.floor(position / TERMS_PER_YEAR),
    jdUt,
    utcMs: unixMsFromJdUt(jdUt),
  };
}

function outOfRange(what: string): CoreError {
  return new CoreError(
    'OUT_OF_RANGE',
    `${what} is outside the solar-term table (${TERM_TABLE_FIRST_YEAR}–${TERM_TABLE_LAST_YEAR}).`,
    { min: TERM_TABLE_FIRST_YEAR, max: TERM_TABLE_LAST_YEAR },
  );
}

/**
 * The 24 terms of a Gregorian year, 小寒 (early January) to 冬至 (late December), as UT instants.
 * Valid 1799–2201 (births 1800–2200 need the neighbouring years' terms).
 */
export function solarTermsOfYear(year: number): SolarTermInstant[] {
  if (!Number.isInteger(year) || year < TERM_TABLE_FIRST_YEAR || year > TERM_TABLE_LAST_YEAR) {
    throw outOfRange(`Year ${year}`);
  }
  const first = (year - TERM_TABLE_FIRST_YEAR) * TERMS_PER_YEAR;
  return SOLAR_TERMS.map((_, k) => termAt(first + k));
}

/** The 立春 of a Gregorian year, UT: where its BaZi year begins. */
export function startOfSpring(year: number): SolarTermInstant {
  return solarTermsOfYear(year).find((t) => t.key === 'startOfSpring') as SolarTermInstant;
}

/**
 * The 節 (month-opening terms) on either side of an instant: previous ≤ jdUt < next. The previous one names the
 * BaZi month; its year (and whether it is 小寒) names the BaZi year.
 */
export function surroundingJie(jdUt: number): { previous: SolarTermInstant; next: SolarTermInstant } {
  const table = termTable();
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86_400;
  // Binary search for the last term ≤ jdTt, then step back to a 節 (even positions: 小寒, 立春, … 大雪).
  let lo = 0;
  let hi = table.length - 1;
  if (!(jdTt >= (table[0] as number) && jdTt < (table[hi] as number)))
    throw outOfRange(`JD ${jdUt.toFixed(5)}`);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((table[mid] as number) <= jdTt) lo = mid;
    else hi = mid;
  }
  const previous = lo % 2 === 0 ? lo : lo - 1;
  if (previous < 0 || previous + 2 >= table.length) throw outOfRange(`JD ${jdUt.toFixed(5)}`);
  return { previous: termAt(previous), next: termAt(previous + 2) };
}
