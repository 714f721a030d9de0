import { computeNatalChart, type NatalChart, type NatalChartOptions } from '../astrology/natal-chart';

/** A birth as the Davison chart needs it: Julian Day (UT) and place in degrees, north and east positive. */
export interface DavisonInput {
  jdUt: number;
  latDeg: number;
  lngDeg: number;
}

const RAD = Math.PI / 180;

/** Below this length the two unit vectors cancel: the places are antipodal and every great circle joins them. */
const ANTIPODAL_EPS = 1e-12;

type Vec = readonly [number, number, number];

const unit = (latDeg: number, lngDeg: number): Vec => [
  Math.cos(latDeg * RAD) * Math.cos(lngDeg * RAD),
  Math.cos(latDeg * RAD) * Math.sin(lngDeg * RAD),
  Math.sin(latDeg * RAD),
];

/**
 * The Davison point: the midpoint in time (UT) and the midpoint on the great circle between the two places (the
 * normalised sum of their unit vectors), so Tokyo and Honolulu meet over the Pacific, not near Greenwich as a
 * plain mean of longitudes would put them. Longitude in (−180, 180]. Exactly antipodal places have no single
 * midpoint: the point 90° north of A along A's meridian (over the pole if need be) is taken; A at a pole, the
 * point on the Greenwich meridian.
 */
export function davisonPoint(a: DavisonInput, b: DavisonInput): DavisonInput {
  const jdUt = (a.jdUt + b.jdUt) / 2;
  const va = unit(a.latDeg, a.lngDeg);
  const vb = unit(b.latDeg, b.lngDeg);
  let m: Vec = [va[0] + vb[0], va[1] + vb[1], va[2] + vb[2]];
  if (Math.hypot(...m) < ANTIPODAL_EPS) {
    // North from A: the pole direction minus its part along A; at a pole, the Greenwich direction.
    const north: Vec = [-va[2] * va[0], -va[2] * va[1], 1 - va[2] * va[2]];
    m = Math.hypot(...north) < ANTIPODAL_EPS ? [1, 0, 0] : north;
  }
  const latDeg = Math.atan2(m[2], Math.hypot(m[0], m[1])) / RAD;
  let lngDeg = Math.atan2(m[1], m[0]) / RAD;
  if (lngDeg <= -180) lngDeg += 360;
  return { jdUt, latDeg, lngDeg: lngDeg + 0 };
}

/** The Davison relationship chart: a natal chart cast for the Davison point of the two births. */
export function davisonChart(a: DavisonInput, b: DavisonInput, options: NatalChartOptions): NatalChart {
  const p = davisonPoint(a, b);
  return computeNatalChart(p.jdUt, p.latDeg, p.lngDeg, options);
}
