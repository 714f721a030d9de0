import { type Aspect, findAspects, type MovingPoint } from '../astrology/aspects';
import { DEFAULT_ORBS, type OrbTable } from '../astrology/orbs';
import { type Angle, CHART_BODIES, type ChartBody, type Sign } from '../astrology/vocabulary';
import { norm360, wrap180, zodiacPosition } from '../astrology/zodiac';
import type { CompatSide } from './synastry';

/** A composite point: longitude in degrees and its sign, degree and minute (truncated, as in the natal chart). */
export interface CompositePoint {
  longitude: number;
  sign: Sign;
  degree: number;
  minute: number;
}

/** The midpoint composite of two charts; angles and cusps only when both birth times are known. */
export interface CompositeChart {
  bodies: Record<ChartBody, CompositePoint>;
  angles: Record<Angle, CompositePoint> | null;
  cusps: number[] | null;
  /** Aspects among the composite bodies (not the angles), natal orbs; speeds are the mean of the two charts'. */
  aspects: Aspect[];
}

/** Within this of 180° two longitudes count as exactly opposite (float noise must not pick the side). */
const OPPOSITE_EPS_DEG = 1e-9;

/**
 * The midpoint of two longitudes (degrees) on the shorter arc. Exactly opposite points have two equally near
 * midpoints: the smaller longitude of the two is taken, so the result does not depend on which person is A.
 */
export function midpointDeg(aDeg: number, bDeg: number): number {
  const d = wrap180(bDeg - aDeg);
  if (Math.abs(d) >= 180 - OPPOSITE_EPS_DEG) {
    const m = norm360(aDeg + 90);
    return Math.min(m, norm360(m + 180));
  }
  return norm360(aDeg + d / 2);
}

const point = (lonDeg: number): CompositePoint => ({ longitude: lonDeg, ...zodiacPosition(lonDeg) });

/**
 * Composite angles and cusps. MC: the nearer midpoint of the MCs. ASC: the nearer midpoint of the ASCs unless it
 * falls west of the composite MC (an Ascendant always lies within 180° after the MC; two wheels turned far apart
 * can put the nearer midpoint on the wrong side), then the other midpoint. Cusps: the composite cusp 1 (ASC plus
 * the mean of each chart's cusp-1 offset from its ASC, zero except for whole-sign) plus, for each cusp, the mean of
 * its distance after cusp 1 in the two charts. That equals the nearer midpoint of every cusp pair whenever those
 * form a coherent wheel, and otherwise keeps the cusps in zodiac order, each house the mean size of the two.
 */
function compositeHouses(
  a: { angles: Record<Angle, { longitude: number }>; cusps: readonly number[] },
  b: { angles: Record<Angle, { longitude: number }>; cusps: readonly number[] },
): { angles: Record<Angle, CompositePoint>; cusps: number[] } {
  const mc = midpointDeg(a.angles.midheaven.longitude, b.angles.midheaven.longitude);
  const nearAsc = midpointDeg(a.angles.ascendant.longitude, b.angles.ascendant.longitude);
  const asc = norm360(nearAsc - mc) < 180 ? nearAsc : norm360(nearAsc + 180);
  const cusp1Offset = (side: typeof a) =>
    wrap180((side.cusps[0] as number) - side.angles.ascendant.longitude);
  const cusp1 = norm360(asc + (cusp1Offset(a) + cusp1Offset(b)) / 2);
  const after1 = (cusps: readonly number[], i: number) =>
    norm360((cusps[i] as number) - (cusps[0] as number));
  const cusps = Array.from({ length: 12 }, (_, i) =>
    i === 0 ? cusp1 : norm360(cusp1 + (after1(a.cusps, i) + after1(b.cusps, i)) / 2),
  );
  return { angles: { ascendant: point(asc), midheaven: point(mc) }, cusps };
}

/**
 * The midpoint composite: each body at the nearer midpoint of A's and B's (see midpointDeg), the south node
 * opposite the composite north node (the midpoint of the south nodes would coincide with it when the two north
 * nodes are exactly opposite), angles and cusps only when both charts have them.
 */
export function compositeChart(a: CompatSide, b: CompatSide, orbs: OrbTable = DEFAULT_ORBS): CompositeChart {
  const bodies = {} as Record<ChartBody, CompositePoint>;
  const moving: MovingPoint[] = [];
  for (const body of CHART_BODIES) {
    const pa = a.bodies[body];
    const pb = b.bodies[body];
    // CHART_BODIES lists the north node before the south node.
    const lonDeg =
      body === 'southNode'
        ? norm360(bodies.northNode.longitude + 180)
        : midpointDeg(pa.longitude, pb.longitude);
    bodies[body] = point(lonDeg);
    moving.push({ point: body, lonDeg, speedDegPerDay: (pa.speed + pb.speed) / 2 });
  }
  const houses =
    a.angles && b.angles && a.cusps && b.cusps
      ? compositeHouses({ angles: a.angles, cusps: a.cusps }, { angles: b.angles, cusps: b.cusps })
      : null;
  return {
    bodies,
    angles: houses?.angles ?? null,
    cusps: houses?.cusps ?? null,
    aspects: findAspects(moving, orbs),
  };
}
