import { e_tilt, SiderealTime } from 'astronomy-engine';
import type { HouseSystem } from '../astrology/vocabulary';
import { norm360 } from '../astrology/zodiac';
import { astroTimeFromJdUt } from './astro-time';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Houses and angles of a moment and place. All longitudes in degrees [0, 360), ecliptic of date. */
export interface HouseResult {
  /** The system the cusps were computed with (Porphyry when a polar fallback applied). */
  system: HouseSystem;
  /** Cusps 1…12 in order. */
  cusps: number[];
  ascDeg: number;
  mcDeg: number;
  /** 'porphyry' when Placidus or Koch is undefined at this latitude (|φ| ≥ 90° − ε); otherwise null. */
  fallback: 'porphyry' | null;
  /** Sidereal time at the place as an angle (right ascension of the meridian), degrees. */
  armcDeg: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquityDeg: number;
}

/** Ecliptic longitude of the point with right ascension `raDeg`. */
function lonOfRa(raDeg: number, eps: number): number {
  const a = raDeg * RAD;
  return norm360(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(eps)) * DEG);
}

/** Ascensional difference (degrees) of the ecliptic point with right ascension `raDeg` at latitude φ. */
function ascensionalDiff(raDeg: number, eps: number, phi: number): number {
  const tanDecl = Math.sin(raDeg * RAD) * Math.tan(eps);
  const x = Math.tan(phi) * tanDecl;
  return Math.asin(Math.max(-1, Math.min(1, x))) * DEG;
}

/** Midheaven: the ecliptic degree on the upper meridian. */
export function midheavenDeg(armcDeg: number, eps: number): number {
  return lonOfRa(armcDeg, eps);
}

/**
 * Ascendant: the ecliptic degree rising in the east. Inside the polar circle the textbook formula can return
 * the setting point; the rising one always lies within 180° after the MC, so it is flipped there.
 */
export function ascendantDeg(armcDeg: number, eps: number, phi: number): number {
  const r = armcDeg * RAD;
  const asc = norm360(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * DEG,
  );
  return norm360(asc - midheavenDeg(armcDeg, eps)) > 180 ? norm360(asc + 180) : asc;
}

/** Placidus cusp: iterate α = base + sign·k·(90° ± AD(α)) until it settles. */
function placidusCusp(
  base: number,
  fraction: number,
  aboveHorizon: boolean,
  eps: number,
  phi: number,
): number {
  let ra = base + fraction * 90;
  for (let i = 0; i < 100; i++) {
    const ad = ascensionalDiff(ra, eps, phi);
    const next = aboveHorizon ? base + fraction * (90 + ad) : base - fraction * (90 - ad);
    if (Math.abs(next - ra) < 1e-10) {
      ra = next;
      break;
    }
    ra = next;
  }
  return lonOfRa(ra, eps);
}

function intermediateCusps(
  system: 'placidus' | 'koch' | 'porphyry',
  armc: number,
  asc: number,
  mc: number,
  eps: number,
  phi: number,
): [c11: number, c12: number, c2: number, c3: number] {
  if (system === 'placidus') {
    return [
      placidusCusp(armc, 1 / 3, true, eps, phi),
      placidusCusp(armc, 2 / 3, true, eps, phi),
      placidusCusp(armc + 180, 2 / 3, false, eps, phi),
      placidusCusp(armc + 180, 1 / 3, false, eps, phi),
    ];
  }
  if (system === 'koch') {
    // Koch: trisect the MC degree's diurnal semi-arc in time and take the degree rising at each moment.
    const d = 90 + ascensionalDiff(armc, eps, phi);
    const rising = (ramc: number) => ascendantDeg(ramc, eps, phi);
    return [
      rising(armc - (2 * d) / 3),
      rising(armc - d / 3),
      rising(armc + d / 3),
      rising(armc + (2 * d) / 3),
    ];
  }
  const upper = norm360(asc - mc);
  const lower = norm360(mc + 180 - asc);
  return [
    norm360(mc + upper / 3),
    norm360(mc + (2 * upper) / 3),
    norm360(asc + lower / 3),
    norm360(asc + (2 * lower) / 3),
  ];
}

/**
 * Angles and the twelve cusps for a Julian Day (UT) at geographic latitude/longitude (degrees, east positive).
 * Placidus and Koch fall back to Porphyry inside the polar circles (|φ| ≥ 90° − ε), as Swiss Ephemeris does.
 */
export function computeHouses(
  jdUt: number,
  latDeg: number,
  lngDeg: number,
  system: HouseSystem,
): HouseResult {
  const time = astroTimeFromJdUt(jdUt);
  const obliquityDeg = e_tilt(time).tobl;
  const eps = obliquityDeg * RAD;
  const phi = latDeg * RAD;
  const armcDeg = norm360(SiderealTime(time) * 15 + lngDeg);
  const mcDeg = midheavenDeg(armcDeg, eps);
  const ascDeg = ascendantDeg(armcDeg, eps, phi);

  const polar = Math.abs(latDeg) >= 90 - obliquityDeg;
  const fallback = polar && (system === 'placidus' || system === 'koch') ? 'porphyry' : null;
  const used: HouseSystem = fallback ?? system;

  let cusps: number[];
  if (used === 'equal' || used === 'whole-sign') {
    const first = used === 'equal' ? ascDeg : Math.floor(ascDeg / 30) * 30;
    cusps = Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i));
  } else {
    const [c11, c12, c2, c3] = intermediateCusps(used, armcDeg, ascDeg, mcDeg, eps, phi);
    const upper = [mcDeg, c11, c12, ascDeg, c2, c3]; // cusps 10, 11, 12, 1, 2, 3
    const [c10, , , c1] = upper as [number, number, number, number];
    cusps = [c1, c2, c3, norm360(c10 + 180), norm360(c11 + 180), norm360(c12 + 180)];
    cusps.push(norm360(c1 + 180), norm360(c2 + 180), norm360(c3 + 180), c10, c11, c12);
  }
  return { system: used, cusps, ascDeg, mcDeg, fallback, armcDeg, obliquityDeg };
}

/** The house (1–12) holding an ecliptic longitude, wrap-safe across 360°→0°. */
export function houseOf(lonDeg: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    if (norm360(lonDeg - start) < norm360(end - start)) return i + 1;
  }
  return 12; // unreachable for 12 ordered cusps; keeps the type total
}
