import { Body, Equator, Horizon, Observer, SearchRiseSet } from 'astronomy-engine';
import type { ChartPoint } from '../astrology/vocabulary';
import { astroTimeFromJdUt } from '../ephemeris/astro-time';
import { jdUtFromUnixMs } from '../time/julian-day';
import { fromHorizontal, fromSpherical, toHorizontal, toSpherical, type Vec3 } from './frames';
import { type SkyModel, skyModelAt } from './sky-model';

/**
 * What a drawn sky gives back (issue 15 §3): positions read from the scene itself, not from the numbers it was
 * built from, so a wrong turn anywhere in the scene shows up as a failed check.
 */
export interface SceneReadback {
  /** Where a point is drawn, as a direction in the observer's horizon frame (east-north-up). */
  horizonOf(id: ChartPoint): Vec3 | null;
  /** The same drawn point, carried back through the scene's own ecliptic frame (x: equinox, z: ecliptic pole). */
  eclipticOf(id: ChartPoint): Vec3 | null;
  /** The scene's north celestial pole, as a horizon direction. */
  northPole(): Vec3;
}

export type CheckKind =
  | 'ecliptic'
  | 'horizon'
  | 'sunOnEcliptic'
  | 'moonNearEcliptic'
  | 'poleAltitude'
  | 'ascendantEast'
  | 'sunrise';

/** One check: what, of which point, passed or not, and its figure against its limit (arcminutes or degrees). */
export interface CheckResult {
  kind: CheckKind;
  subject: ChartPoint | null;
  pass: boolean;
  value: number;
  limit: number;
  unit: 'arcmin' | 'deg';
  /** Set when the check does not apply here (no sunrise within a day at a polar place), with pass = true. */
  skipped?: 'noSunrise';
}

/** Positions must agree to one arcminute (issue 15 §3). */
export const LIMIT_ARCMIN = 1;
/** The Moon's orbit is inclined 5.145° to the ecliptic; with parallax-free positions it never strays past 5.3°. */
export const MOON_LIMIT_DEG = 5.3;

/** The angle between two directions, in arcminutes (atan2 form: exact for tiny angles). */
export function separationArcmin(a: Vec3, b: Vec3): number {
  const cross: Vec3 = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return ((Math.atan2(Math.hypot(...cross), dot) * 180) / Math.PI) * 60;
}

/** Every check of one drawn sky against the engine's model. */
export function selfCheck(model: SkyModel, scene: SceneReadback): CheckResult[] {
  const out: CheckResult[] = [];
  const arcmin = (kind: CheckKind, subject: ChartPoint | null, value: number, limit = LIMIT_ARCMIN) =>
    out.push({ kind, subject, pass: value <= limit, value, limit, unit: 'arcmin' });
  for (const p of model.points) {
    const ecl = scene.eclipticOf(p.id);
    const hor = scene.horizonOf(p.id);
    arcmin(
      'ecliptic',
      p.id,
      ecl ? separationArcmin(ecl, fromSpherical(p.lonDeg, p.latDeg)) : Number.POSITIVE_INFINITY,
    );
    arcmin(
      'horizon',
      p.id,
      hor ? separationArcmin(hor, fromHorizontal(p.altDeg, p.azDeg)) : Number.POSITIVE_INFINITY,
    );
  }
  const latOf = (id: ChartPoint) => {
    const v = scene.eclipticOf(id);
    return v ? Math.abs(toSpherical(v).latDeg) : Number.POSITIVE_INFINITY;
  };
  arcmin('sunOnEcliptic', 'sun', latOf('sun') * 60);
  const moon = latOf('moon');
  out.push({
    kind: 'moonNearEcliptic',
    subject: 'moon',
    pass: moon <= MOON_LIMIT_DEG,
    value: moon,
    limit: MOON_LIMIT_DEG,
    unit: 'deg',
  });
  arcmin('poleAltitude', null, Math.abs(toHorizontal(scene.northPole()).altDeg - model.frame.latDeg) * 60);
  const asc = scene.horizonOf('ascendant');
  const ascHor = asc ? toHorizontal(asc) : { altDeg: 90, azDeg: 0 };
  const east = ascHor.azDeg > 0 && ascHor.azDeg < 180;
  const ascValue = Math.abs(ascHor.altDeg) * 60;
  out.push({
    kind: 'ascendantEast',
    subject: 'ascendant',
    pass: east && ascValue <= LIMIT_ARCMIN,
    value: ascValue,
    limit: LIMIT_ARCMIN,
    unit: 'arcmin',
  });
  return out;
}

/**
 * Sunrise in the view matches a rise/set search: astronomy-engine finds the next sunrise for the observer; the
 * scene drawn for that instant must show the Sun where astronomy-engine puts it then (geometric altitude, about
 * −0.8°: the refraction and half the disc lift it to the horizon). At a polar place with no sunrise in the day the
 * check does not apply and says so.
 */
export function sunriseCheck(model: SkyModel, sceneAt: (jdUt: number) => SceneReadback): CheckResult {
  const { jdUt, latDeg, lngDeg, heightM } = model.request;
  const observer = new Observer(latDeg, lngDeg, heightM);
  const rise = SearchRiseSet(Body.Sun, observer, +1, astroTimeFromJdUt(jdUt), 1);
  if (!rise) {
    return {
      kind: 'sunrise',
      subject: 'sun',
      pass: true,
      value: 0,
      limit: LIMIT_ARCMIN,
      unit: 'arcmin',
      skipped: 'noSunrise',
    };
  }
  const riseJdUt = rise.ut + 2451545.0;
  const drawn = sceneAt(riseJdUt).horizonOf('sun');
  const equ = Equator(Body.Sun, rise, observer, true, true);
  const ref = Horizon(rise, observer, equ.ra, equ.dec);
  const value = drawn
    ? separationArcmin(drawn, fromHorizontal(ref.altitude, ref.azimuth))
    : Number.POSITIVE_INFINITY;
  return {
    kind: 'sunrise',
    subject: 'sun',
    pass: value <= LIMIT_ARCMIN,
    value,
    limit: LIMIT_ARCMIN,
    unit: 'arcmin',
  };
}

/** Places and instants the "system tests" run the same checks over, polar ones included (issue 15 §3). */
export const SYSTEM_TEST_CASES: readonly {
  id: string;
  utc: string;
  latDeg: number;
  lngDeg: number;
  heightM: number;
}[] = [
  { id: 'tokyo', utc: '1990-05-15T05:30:00Z', latDeg: 35.6895, lngDeg: 139.6917, heightM: 40 },
  { id: 'newYork', utc: '1975-07-05T02:40:00Z', latDeg: 40.7128, lngDeg: -74.006, heightM: 10 },
  { id: 'quito', utc: '2000-03-20T12:00:00Z', latDeg: -0.1807, lngDeg: -78.4678, heightM: 2850 },
  { id: 'sydney', utc: '2010-12-21T22:00:00Z', latDeg: -33.8688, lngDeg: 151.2093, heightM: 5 },
  { id: 'tromso', utc: '2024-06-21T10:00:00Z', latDeg: 69.6496, lngDeg: 18.956, heightM: 10 },
  { id: 'longyearbyen', utc: '2024-12-21T12:00:00Z', latDeg: 78.2232, lngDeg: 15.6267, heightM: 20 },
  { id: 'mcmurdo', utc: '2030-01-01T00:00:00Z', latDeg: -77.8419, lngDeg: 166.6863, heightM: 10 },
  { id: 'reykjavik', utc: '1850-03-01T08:00:00Z', latDeg: 64.1466, lngDeg: -21.9426, heightM: 20 },
  { id: 'capeTown', utc: '2150-09-23T06:00:00Z', latDeg: -33.9249, lngDeg: 18.4241, heightM: 20 },
];

/** The sky of a system-test case, at its own instant or another (the sunrise check's); Placidus, true node. */
export function systemTestModel(
  c: (typeof SYSTEM_TEST_CASES)[number],
  jdUt = jdUtFromUnixMs(Date.parse(c.utc)),
): SkyModel {
  return skyModelAt({
    jdUt,
    latDeg: c.latDeg,
    lngDeg: c.lngDeg,
    heightM: c.heightM,
    houseSystem: 'placidus',
    node: 'true',
  });
}
