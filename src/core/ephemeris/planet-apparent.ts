import nutation from 'astronomia/nutation';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { vsopEquinoxLeadDeg } from './precession-model';
import type { Vsop87Name } from './vsop87-planets';
import { VSOP87D } from './vsop87-planets';
import type { Vsop87Body } from './vsop87-series';
import { sumVsop87, sumVsop87WithRate } from './vsop87-series';

const DAYS_PER_MILLENNIUM = 365_250;
const DAYS_PER_CENTURY = 36_525;
const ARCSEC_RAD = Math.PI / 180 / 3600;
const RAD_DEG = 180 / Math.PI;
/** The speed of light, AU per day (IAU 2009: 299 792 458 m/s, 1 AU = 149 597 870 700 m). */
const C_AU_PER_DAY = 173.144_632_674_240_3;
/** General precession in longitude, radians per day (IAU 1976: 5029.0966″ per Julian century). */
const PRECESSION_RAD_PER_DAY = (5029.0966 * ARCSEC_RAD) / DAYS_PER_CENTURY;
/** Light deflection by the Sun at 1 AU, 2GM☉/(c²·AU), radians (0.00407″). */
const DEFLECTION_RAD = 1.974_126e-8;

type Vec = [number, number, number];

interface State {
  pos: Vec;
  vel: Vec;
}

/**
 * Heliocentric ecliptic position (AU) of date from VSOP87D, referred to FK5 (Meeus, Astronomical Algorithms 32.3), and
 * its velocity (AU/day) when asked.
 */
function helioState(body: Vsop87Body, jdTt: number, withVelocity: boolean): State {
  const tau = (jdTt - JD_J2000) / DAYS_PER_MILLENNIUM;
  const l = withVelocity ? sumVsop87WithRate(body.L, tau) : { value: sumVsop87(body.L, tau), rate: 0 };
  const b = withVelocity ? sumVsop87WithRate(body.B, tau) : { value: sumVsop87(body.B, tau), rate: 0 };
  const r = withVelocity ? sumVsop87WithRate(body.R, tau) : { value: sumVsop87(body.R, tau), rate: 0 };
  // VSOP87's dynamical equinox and ecliptic to FK5.
  const lp = l.value - ((1.397 * Math.PI) / 180) * (tau * 10) - ((0.00031 * Math.PI) / 180) * (tau * 10) ** 2;
  const cl = Math.cos(lp);
  const sl = Math.sin(lp);
  const lon = l.value + (-0.09033 + 0.03916 * (cl + sl) * Math.tan(b.value)) * ARCSEC_RAD;
  const lat = b.value + 0.03916 * (cl - sl) * ARCSEC_RAD;
  const cosB = Math.cos(lat);
  const sinB = Math.sin(lat);
  const cosL = Math.cos(lon);
  const sinL = Math.sin(lon);
  const rAu = r.value;
  const pos: Vec = [rAu * cosB * cosL, rAu * cosB * sinL, rAu * sinB];
  if (!withVelocity) return { pos, vel: [0, 0, 0] };
  const dl = l.rate / DAYS_PER_MILLENNIUM;
  const db = b.rate / DAYS_PER_MILLENNIUM;
  const dr = r.rate / DAYS_PER_MILLENNIUM;
  const vel: Vec = [
    dr * cosB * cosL - rAu * sinB * db * cosL - rAu * cosB * sinL * dl,
    dr * cosB * sinL - rAu * sinB * db * sinL + rAu * cosB * cosL * dl,
    dr * sinB + rAu * cosB * db,
  ];
  return { pos, vel };
}

/** The last instant's Earth state and nutation: a chart asks for ten bodies at one instant. */
let cachedJdTt = Number.NaN;
let cachedEarth: State = { pos: [0, 0, 0], vel: [0, 0, 0] };
let cachedDpsiRad = 0;

function earthAndNutation(jdTt: number): { earth: State; dPsiRad: number } {
  if (jdTt !== cachedJdTt) {
    cachedEarth = helioState(VSOP87D.earth, jdTt, true);
    cachedDpsiRad = nutation.nutation(jdTt)[0];
    cachedJdTt = jdTt;
  }
  return { earth: cachedEarth, dPsiRad: cachedDpsiRad };
}

const norm = (v: Vec) => Math.hypot(v[0], v[1], v[2]);

/**
 * Apparent geocentric ecliptic longitude and latitude of date (degrees) of a planet at a Julian Day (TT), from
 * VSOP87D: light time (the planet where it was when its light left), the equinox's motion over that time, the Sun's
 * light deflection, annual aberration from the Earth's velocity, and nutation in longitude.
 */
export function vsopApparentLonLat(
  name: Exclude<Vsop87Name, 'earth'>,
  jdTt: number,
): { lonDeg: number; latDeg: number } {
  const { earth, dPsiRad } = earthAndNutation(jdTt);
  const body = VSOP87D[name];
  let tauDays = 0;
  let g: Vec = [0, 0, 0];
  let p: Vec = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    p = helioState(body, jdTt - tauDays, false).pos;
    g = [p[0] - earth.pos[0], p[1] - earth.pos[1], p[2] - earth.pos[2]];
    tauDays = norm(g) / C_AU_PER_DAY;
  }
  // The planet's place is of the equinox of t − τ; turn it to the equinox of t.
  const turn = PRECESSION_RAD_PER_DAY * tauDays;
  const ct = Math.cos(turn);
  const st = Math.sin(turn);
  p = [p[0] * ct - p[1] * st, p[0] * st + p[1] * ct, p[2]];
  g = [p[0] - earth.pos[0], p[1] - earth.pos[1], p[2] - earth.pos[2]];
  const dist = norm(g);
  // Light deflection by the Sun (IERS Conventions 2010, 7.2), on the unit vectors.
  const u: Vec = [g[0] / dist, g[1] / dist, g[2] / dist];
  const eDist = norm(earth.pos);
  const e: Vec = [earth.pos[0] / eDist, earth.pos[1] / eDist, earth.pos[2] / eDist];
  const pDist = norm(p);
  const q: Vec = [p[0] / pDist, p[1] / pDist, p[2] / pDist];
  const uq = u[0] * q[0] + u[1] * q[1] + u[2] * q[2];
  const qe = q[0] * e[0] + q[1] * e[1] + q[2] * e[2];
  const ue = u[0] * e[0] + u[1] * e[1] + u[2] * e[2];
  const f = DEFLECTION_RAD / eDist / (1 + qe);
  const d: Vec = [
    u[0] + f * (uq * e[0] - ue * q[0]),
    u[1] + f * (uq * e[1] - ue * q[1]),
    u[2] + f * (uq * e[2] - ue * q[2]),
  ];
  // Annual aberration, first order in v/c.
  const a: Vec = [
    d[0] + earth.vel[0] / C_AU_PER_DAY,
    d[1] + earth.vel[1] / C_AU_PER_DAY,
    d[2] + earth.vel[2] / C_AU_PER_DAY,
  ];
  const lonRad = Math.atan2(a[1], a[0]) + dPsiRad;
  const latRad = Math.atan2(a[2], Math.hypot(a[0], a[1]));
  return { lonDeg: norm360(lonRad * RAD_DEG - vsopEquinoxLeadDeg(jdTt)), latDeg: latRad * RAD_DEG };
}
