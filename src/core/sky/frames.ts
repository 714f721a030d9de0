import { e_tilt, Rotation_EQJ_EQD, SiderealTime } from 'astronomy-engine';
import { norm360 } from '../astrology/zodiac';
import { astroTimeFromJdUt } from '../ephemeris/astro-time';

/**
 * The sky's three frames of date and the turns between them (issue 15): the ecliptic of date (the zodiac's frame,
 * where the chart's longitudes live), the equator of date (right ascension and declination) and the observer's
 * horizon (altitude, and azimuth from north through east). Vectors are unit 3-vectors; angles in degrees.
 *
 * The horizon frame is east-north-up: x east, y north, z up. The equator and ecliptic frames have x towards the
 * equinox of date, z towards their north pole.
 */
export type Vec3 = readonly [number, number, number];
/** A rotation as three rows: `apply(m, v)` is m · v. */
export type Mat3 = readonly [Vec3, Vec3, Vec3];

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

export function apply(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

export function multiply(a: Mat3, b: Mat3): Mat3 {
  // Row i of a · b is a's row i applied to b's columns, i.e. bᵀ applied to a's row.
  const bt = transpose(b);
  return [apply(bt, a[0]), apply(bt, a[1]), apply(bt, a[2])];
}

/** The inverse of a rotation is its transpose. */
export function transpose(m: Mat3): Mat3 {
  return [
    [m[0][0], m[1][0], m[2][0]],
    [m[0][1], m[1][1], m[2][1]],
    [m[0][2], m[1][2], m[2][2]],
  ];
}

/** A direction from its longitude-like and latitude-like angles (RA/Dec, ecliptic lon/lat). */
export function fromSpherical(lonDeg: number, latDeg: number): Vec3 {
  const cl = Math.cos(latDeg * RAD);
  return [cl * Math.cos(lonDeg * RAD), cl * Math.sin(lonDeg * RAD), Math.sin(latDeg * RAD)];
}

/** A direction's longitude-like (0–360°) and latitude-like angles. */
export function toSpherical(v: Vec3): { lonDeg: number; latDeg: number } {
  const r = Math.hypot(v[0], v[1], v[2]);
  return { lonDeg: norm360(Math.atan2(v[1], v[0]) * DEG), latDeg: Math.asin(v[2] / r) * DEG };
}

/** A horizon direction (east-north-up) from altitude and azimuth (from north through east). */
export function fromHorizontal(altDeg: number, azDeg: number): Vec3 {
  const ca = Math.cos(altDeg * RAD);
  return [ca * Math.sin(azDeg * RAD), ca * Math.cos(azDeg * RAD), Math.sin(altDeg * RAD)];
}

/** Altitude and azimuth (north through east, 0–360°) of a horizon direction. */
export function toHorizontal(v: Vec3): { altDeg: number; azDeg: number } {
  const r = Math.hypot(v[0], v[1], v[2]);
  return { altDeg: Math.asin(v[2] / r) * DEG, azDeg: norm360(Math.atan2(v[0], v[1]) * DEG) };
}

/** Ecliptic of date → equator of date: a turn about the equinox line by the true obliquity ε. */
export function eclipticToEquator(obliquityDeg: number): Mat3 {
  const c = Math.cos(obliquityDeg * RAD);
  const s = Math.sin(obliquityDeg * RAD);
  return [
    [1, 0, 0],
    [0, c, -s],
    [0, s, c],
  ];
}

/**
 * Equator of date → the horizon (east-north-up) of an observer at latitude φ whose local sidereal time is θ:
 * the hour angle H = θ − α, then the usual spherical triangle (Meeus ch. 13), written as a rotation.
 */
export function equatorToHorizon(lstDeg: number, latDeg: number): Mat3 {
  const st = Math.sin(lstDeg * RAD);
  const ct = Math.cos(lstDeg * RAD);
  const sp = Math.sin(latDeg * RAD);
  const cp = Math.cos(latDeg * RAD);
  // Equator → "hour-angle" frame (x towards the meridian's upper culmination, y towards the west) → horizon.
  const toHour: Mat3 = [
    [ct, st, 0],
    [st, -ct, 0],
    [0, 0, 1],
  ];
  // Hour-angle frame (x: H = 0, y: H = 90° west, z: pole) → east-north-up.
  const toEnu: Mat3 = [
    [0, -1, 0],
    [-sp, 0, cp],
    [cp, 0, sp],
  ];
  return multiply(toEnu, toHour);
}

/** The frame of one instant and place: true obliquity, sidereal time, and the turns between the three frames. */
export interface SkyFrame {
  jdUt: number;
  latDeg: number;
  lngDeg: number;
  obliquityDeg: number;
  /** Local apparent sidereal time, degrees (GAST + east longitude). */
  lstDeg: number;
  eclToEqu: Mat3;
  equToHor: Mat3;
  eclToHor: Mat3;
  /** J2000 mean equator (star catalogues) → equator of date: precession and nutation. */
  j2000ToEqu: Mat3;
}

export function skyFrame(jdUt: number, latDeg: number, lngDeg: number): SkyFrame {
  const time = astroTimeFromJdUt(jdUt);
  const obliquityDeg = e_tilt(time).tobl;
  const lstDeg = norm360(SiderealTime(time) * 15 + lngDeg);
  const eclToEqu = eclipticToEquator(obliquityDeg);
  const equToHor = equatorToHorizon(lstDeg, latDeg);
  // astronomy-engine gives its rotations column-major (rot[i][j] maps component i to component j).
  const r = Rotation_EQJ_EQD(time).rot;
  const j2000ToEqu: Mat3 = [
    [r[0]?.[0] ?? 0, r[1]?.[0] ?? 0, r[2]?.[0] ?? 0],
    [r[0]?.[1] ?? 0, r[1]?.[1] ?? 0, r[2]?.[1] ?? 0],
    [r[0]?.[2] ?? 0, r[1]?.[2] ?? 0, r[2]?.[2] ?? 0],
  ];
  return {
    jdUt,
    latDeg,
    lngDeg,
    obliquityDeg,
    lstDeg,
    eclToEqu,
    equToHor,
    eclToHor: multiply(equToHor, eclToEqu),
    j2000ToEqu,
  };
}

/** Right ascension and declination of date of an ecliptic longitude/latitude of date. */
export function eclipticToEquatorial(
  frame: SkyFrame,
  lonDeg: number,
  latDeg: number,
): { raDeg: number; decDeg: number } {
  const s = toSpherical(apply(frame.eclToEqu, fromSpherical(lonDeg, latDeg)));
  return { raDeg: s.lonDeg, decDeg: s.latDeg };
}

/** Altitude and azimuth (geometric, no refraction) of an ecliptic longitude/latitude of date. */
export function eclipticToHorizontal(
  frame: SkyFrame,
  lonDeg: number,
  latDeg: number,
): { altDeg: number; azDeg: number } {
  return toHorizontal(apply(frame.eclToHor, fromSpherical(lonDeg, latDeg)));
}

/** Ecliptic longitude/latitude of date of a horizon direction (the inverse, for reading a scene back). */
export function horizontalToEcliptic(
  frame: SkyFrame,
  altDeg: number,
  azDeg: number,
): { lonDeg: number; latDeg: number } {
  return toSpherical(apply(transpose(frame.eclToHor), fromHorizontal(altDeg, azDeg)));
}
