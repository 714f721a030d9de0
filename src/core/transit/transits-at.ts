import { type Aspect, aspectBetween, type MovingPoint } from '../astrology/aspects';
import type { OrbTable } from '../astrology/orbs';
import type { ChartBody, ChartPoint } from '../astrology/vocabulary';
import { PLANETS } from '../astrology/vocabulary';
import { planetPosition } from '../ephemeris/planets';

/** One transiting planet against one natal point. `a` is the transiting body, `b` the natal point. */
export interface TransitAspect extends Aspect {
  transitLonDeg: number;
  natalLonDeg: number;
}

/** Transit orbs: tighter than natal ones, the same for every pair (3° by default). */
export function uniformOrbs(orbDeg: number): OrbTable {
  const row = { luminary: orbDeg, personal: orbDeg, social: orbDeg, outer: orbDeg, point: orbDeg };
  return { conjunction: row, sextile: row, square: row, trine: row, opposition: row };
}

/** Apparent geocentric positions of the ten planets at a Julian Day (UT), with speeds. */
export function transitPoints(jdUt: number): MovingPoint[] {
  return PLANETS.map((p) => {
    const pos = planetPosition(p, jdUt);
    return { point: p, lonDeg: pos.lonDeg, speedDegPerDay: pos.speedDegPerDay };
  });
}

/**
 * Aspects from transiting planets to natal points within `orbDeg`, tightest first. Natal points do not move
 * (speed 0), so applying/separating follows the transiting planet's own motion, retrograde included.
 */
export function transitAspects(
  transits: readonly MovingPoint[],
  natal: readonly { point: ChartBody | ChartPoint; lonDeg: number }[],
  orbDeg = 3,
): TransitAspect[] {
  const orbs = uniformOrbs(orbDeg);
  const out: TransitAspect[] = [];
  for (const t of transits) {
    for (const n of natal) {
      if (n.point === 'southNode') continue;
      const a = aspectBetween(t, { point: n.point, lonDeg: n.lonDeg, speedDegPerDay: 0 }, orbs);
      if (a) out.push({ ...a, transitLonDeg: t.lonDeg, natalLonDeg: n.lonDeg });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}
