import { DeltaT_EspenakMeeus } from 'astronomy-engine';
import { JD_J2000 } from './julian-day';

/**
 * Observed ΔT = TT − UT1 in seconds on 1 January of 2005 … 2025 (IERS: 32.184 s + (TAI − UTC) − (UT1 − UTC)).
 * Espenak–Meeus fits the record well up to 2005 but runs ~5 s high by 2025, so the observed values take over.
 */
const OBSERVED_FROM_YEAR = 2005;
const OBSERVED_DELTA_T_SEC: readonly number[] = [
  64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.6, 66.91, 67.28, 67.64, 68.1, 68.59, 68.97, 69.22,
  69.36, 69.36, 69.29, 69.2, 69.18, 69.1,
];
const LAST_OBSERVED_YEAR = OBSERVED_FROM_YEAR + OBSERVED_DELTA_T_SEC.length - 1;
/**
 * Beyond the record ΔT follows the long-term tidal parabola of Stephenson, Morrison & Hohenkerk (2016),
 * 32.5 s per century², starting flat from the last observed value (ΔT has hardly moved since 2020).
 */
const TIDAL_SEC_PER_YEAR2 = 32.5 / 10_000;

const DAYS_PER_YEAR = 365.2425;

/** Decimal Gregorian year of a Julian Day (UT); accurate to a day, which is all ΔT needs. */
function decimalYear(jdUt: number): number {
  return 2000 + (jdUt - 2451544.5) / DAYS_PER_YEAR;
}

/**
 * ΔT = TT − UT in seconds for a Julian Day (UT). Valid 1800–2200 (the app's range); outside it the
 * Espenak–Meeus polynomials (past) or the tidal parabola (future) continue.
 */
export function deltaTSeconds(jdUt: number): number {
  const year = decimalYear(jdUt);
  if (year < OBSERVED_FROM_YEAR) return DeltaT_EspenakMeeus(jdUt - JD_J2000);
  if (year >= LAST_OBSERVED_YEAR) {
    const t = year - LAST_OBSERVED_YEAR;
    return (OBSERVED_DELTA_T_SEC[OBSERVED_DELTA_T_SEC.length - 1] as number) + TIDAL_SEC_PER_YEAR2 * t * t;
  }
  const i = Math.floor(year - OBSERVED_FROM_YEAR);
  const f = year - OBSERVED_FROM_YEAR - i;
  const a = OBSERVED_DELTA_T_SEC[i] as number;
  const b = OBSERVED_DELTA_T_SEC[i + 1] as number;
  return a + (b - a) * f;
}

/** The same ΔT in seconds, in the form astronomy-engine's SetDeltaTFunction expects (ut = days since J2000 UT). */
export function deltaTSecondsForAstronomyEngine(utDaysSinceJ2000: number): number {
  return deltaTSeconds(utDaysSinceJ2000 + JD_J2000);
}
