import nutation from 'astronomia/nutation';
import { norm360 } from '../astrology/zodiac';
import { JD_J2000 } from '../time/julian-day';
import { apparentDirection, retardedPosition, type Vec3 } from './apparent-direction';
import { vsopEquinoxLeadDeg } from './precession-model';
import type { Vsop87Name } from './vsop87-planets';
import { VSOP87D } from './vsop87-planets';
import type { Vsop87Body } from './vsop87-series';
import { sumVsop87, sumVsop87WithRate } from './vsop87-series';

const DAYS_PER_MILLENNIUM = 365_250;
const DAYS_PER_CENTURY = 36_525;
const ARCSEC_RAD = Math.PI / 180 / 3600;
const RAD_DEG = 180 / Math.PI;
/** General precession in longitude, radians per day (IAU 1976: 5029.0966″ per Julian century). */
const PRECESSION_RAD_PER_DAY = (5029.0966 * ARCSEC_RAD) / DAYS_PER_CENTURY;

interface State {
  pos: Vec3;
  vel: Vec3;
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
  const pos: Vec3 = [rAu * cosB * cosL, rAu * cosB * sinL, rAu * sinB];
  if (!withVelocity) return { pos, vel: [0, 0, 0] };
  const dl = l.rate / DAYS_PER_MILLENNIUM;
  const db = b.rate / DAYS_PER_MILLENNIUM;
  const dr = r.rate / DAYS_PER_MILLENNIUM;
  const vel: Vec3 = [
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
  const retarded = retardedPosition((t) => helioState(body, t, false).pos, jdTt, earth.pos);
  // The planet's place is of the equinox of t − τ; turn it to the equinox of t.
  const turn = PRECESSION_RAD_PER_DAY * retarded.tauDays;
  const ct = Math.cos(turn);
  const st = Math.sin(turn);
  const p = retarded.pos;
  const a = apparentDirection([p[0] * ct - p[1] * st, p[0] * st + p[1] * ct, p[2]], earth.pos, earth.vel);
  const lonRad = Math.atan2(a[1], a[0]) + dPsiRad;
  const latRad = Math.atan2(a[2], Math.hypot(a[0], a[1]));
  return { lonDeg: norm360(lonRad * RAD_DEG - vsopEquinoxLeadDeg(jdTt)), latDeg: latRad * RAD_DEG };
}
