import { ASPECT_ANGLE_DEG, allowedOrbDeg, DEFAULT_ORBS, type OrbTable } from './orbs';
import { ASPECT_KINDS, type AspectKind, type ChartPoint } from './vocabulary';
import { wrap180 } from './zodiac';

/** A point's longitude (degrees) and daily motion (degrees/day), as aspects need them. */
export interface MovingPoint {
  point: ChartPoint;
  lonDeg: number;
  speedDegPerDay: number;
}

/** An aspect between two points. `orb` is the distance from exact, degrees. */
export interface Aspect {
  a: ChartPoint;
  b: ChartPoint;
  type: AspectKind;
  angle: number;
  orb: number;
  /** True while the two are moving towards the exact angle, from their speeds (never from their order). */
  applying: boolean;
  /** Birth time unknown only (chart/unknown-time.ts): false when the aspect is in orb for only part of the day. */
  wholeDay?: boolean;
}

/** Pairs that say nothing: the south node mirrors the north node, and the angles are fixed to each other. */
function skipPair(a: ChartPoint, b: ChartPoint): boolean {
  const angle = (p: ChartPoint) => p === 'ascendant' || p === 'midheaven';
  return a === 'southNode' || b === 'southNode' || (angle(a) && angle(b));
}

/**
 * The major aspect (if any) between two moving points, the closest one when orbs overlap. Applying when the
 * gap to the exact angle is shrinking: d(|sep| − angle)/dt has the opposite sign of (|sep| − angle).
 */
export function aspectBetween(x: MovingPoint, y: MovingPoint, orbs: OrbTable = DEFAULT_ORBS): Aspect | null {
  const sep = wrap180(y.lonDeg - x.lonDeg);
  const dist = Math.abs(sep);
  let best: Aspect | null = null;
  for (const kind of ASPECT_KINDS) {
    const angle = ASPECT_ANGLE_DEG[kind];
    const off = dist - angle;
    const orb = Math.abs(off);
    if (orb > allowedOrbDeg(kind, x.point, y.point, orbs) || (best && orb >= best.orb)) continue;
    const distRate = Math.sign(sep || 1) * (y.speedDegPerDay - x.speedDegPerDay);
    best = { a: x.point, b: y.point, type: kind, angle, orb, applying: off * distRate < 0 };
  }
  return best;
}

/** All major aspects among the given points (each unordered pair once, in input order), tightest first. */
export function findAspects(points: readonly MovingPoint[], orbs: OrbTable = DEFAULT_ORBS): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const x = points[i] as MovingPoint;
      const y = points[j] as MovingPoint;
      if (skipPair(x.point, y.point)) continue;
      const aspect = aspectBetween(x, y, orbs);
      if (aspect) out.push(aspect);
    }
  }
  return out.sort((p, q) => p.orb - q.orb);
}
