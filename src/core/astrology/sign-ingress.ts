import { solarTermsOfYear } from '../bazi/solar-terms';
import { SIGNS, type Sign } from './vocabulary';

/** The Sun's stay in a sign during one year: from its ingress to the next sign's (UT, Unix ms). */
export interface SunInSign {
  sign: Sign;
  fromUtcMs: number;
  toUtcMs: number;
}

/**
 * When the Sun enters each sign in a Gregorian year, Aries first (the March equinox) to Pisces, each with the
 * instant it leaves. The ingresses are the 中気 of the solar-term table (0°, 30° … of apparent longitude), the
 * same instants the BaZi months are measured against, so the two calendars can never disagree.
 */
export function sunSignsOfYear(year: number): SunInSign[] {
  const ingress = [...solarTermsOfYear(year), ...solarTermsOfYear(year + 1)].filter(
    (t) => t.lonDeg % 30 === 0,
  );
  const start = ingress.findIndex((t) => t.lonDeg === 0);
  return SIGNS.map((sign, i) => ({
    sign,
    fromUtcMs: (ingress[start + i] as { utcMs: number }).utcMs,
    toUtcMs: (ingress[start + i + 1] as { utcMs: number }).utcMs,
  }));
}
