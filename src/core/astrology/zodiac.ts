import { SIGNS, type Sign } from './vocabulary';

/** Longitude normalised to [0, 360) degrees. */
export function norm360(deg: number): number {
  const r = deg % 360;
  const v = r < 0 ? r + 360 : r; // a tiny negative r rounds to 360 here
  return v >= 360 ? 0 : v + 0; // + 0 turns −0 into 0
}

/** Signed difference b − a folded into (−180, 180] degrees. */
export function wrap180(deg: number): number {
  const r = norm360(deg);
  return r > 180 ? r - 360 : r;
}

/** A longitude as sign + whole degrees + whole minutes, truncated (not rounded) as astro.com shows them. */
export interface ZodiacPosition {
  sign: Sign;
  degree: number;
  minute: number;
}

/** Splits an ecliptic longitude (degrees) into sign, degree (0–29) and minute (0–59), truncating. */
export function zodiacPosition(lonDeg: number): ZodiacPosition {
  const lon = norm360(lonDeg);
  // Work in whole arcseconds plus a hair, so 29.999999999° does not read as 29°60′ through float noise.
  const totalMinutes = Math.floor(lon * 60 + 1e-9);
  const signIndex = Math.floor(totalMinutes / 1800) % 12;
  const inSign = totalMinutes - signIndex * 1800;
  return { sign: SIGNS[signIndex] as Sign, degree: Math.floor(inSign / 60), minute: inSign % 60 };
}
