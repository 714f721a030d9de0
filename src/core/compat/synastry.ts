import { aspectBetween, type MovingPoint } from '../astrology/aspects';
import { DEFAULT_ORBS, type OrbTable } from '../astrology/orbs';
import {
  ANGLES,
  type Angle,
  type AspectKind,
  CHART_BODIES,
  type ChartBody,
  type ChartPoint,
} from '../astrology/vocabulary';
import { houseOf } from '../ephemeris/houses';

/** One person's chart as compatibility needs it. angles/cusps are null when the birth time is unknown. */
export interface CompatSide {
  /** Longitude in degrees, speed in degrees/day. */
  bodies: Record<ChartBody, { longitude: number; speed: number }>;
  angles: Record<Angle, { longitude: number }> | null;
  /** The 12 house cusps in order, degrees. */
  cusps: readonly number[] | null;
}

/** The parts of a stored chart (NatalChart or ChartOutput) that compatibility reads. */
export interface CompatSourceChart {
  bodies: Record<ChartBody, { longitude: number; speed: number }>;
  /** Null in a chart without a birth time (chart/unknown-time.ts). */
  angles: Record<Angle, { longitude: number }> | null;
  houses: { cusps: readonly number[] } | null;
}

/**
 * A chart reduced to what compatibility needs. Without a known birth time the chart was cast at a stand-in hour,
 * so its angles and cusps say nothing and are dropped.
 */
export function compatSide(chart: CompatSourceChart, timeKnown: boolean): CompatSide {
  const bodies = {} as CompatSide['bodies'];
  for (const body of CHART_BODIES) {
    bodies[body] = { longitude: chart.bodies[body].longitude, speed: chart.bodies[body].speed };
  }
  if (!timeKnown || !chart.angles || !chart.houses) return { bodies, angles: null, cusps: null };
  return {
    bodies,
    angles: {
      ascendant: { longitude: chart.angles.ascendant.longitude },
      midheaven: { longitude: chart.angles.midheaven.longitude },
    },
    cusps: [...chart.houses.cusps],
  };
}

/**
 * An aspect from person A's point to person B's point; `orb` is the distance from exact, degrees. There is no
 * applying/separating: both charts are frozen instants, so neither point moves towards the other.
 */
export interface InterAspect {
  /** Always person A's point. */
  a: ChartPoint;
  /** Always person B's point. */
  b: ChartPoint;
  type: AspectKind;
  angle: number;
  orb: number;
}

/** The points one side brings to synastry: bodies (the south node only mirrors the north) and known angles. */
function synastryPoints(side: CompatSide): MovingPoint[] {
  const points: MovingPoint[] = [];
  for (const body of CHART_BODIES) {
    if (body === 'southNode') continue;
    points.push({ point: body, lonDeg: side.bodies[body].longitude, speedDegPerDay: 0 });
  }
  if (side.angles) {
    for (const angle of ANGLES)
      points.push({ point: angle, lonDeg: side.angles[angle].longitude, speedDegPerDay: 0 });
  }
  return points;
}

/**
 * Every major aspect from one of A's points to one of B's (each ordered pair once), tightest first; ties keep
 * A's then B's display order. Orbs are the natal ones (allowedOrbDeg: the larger of the two points' orbs), so a
 * contact counts between two people exactly when it would within one chart. Angle–angle contacts are kept: A's
 * ASC on B's MC links two people, unlike one chart's ASC and MC, which are tied to each other.
 */
export function synastryAspects(a: CompatSide, b: CompatSide, orbs: OrbTable = DEFAULT_ORBS): InterAspect[] {
  const out: InterAspect[] = [];
  const bPoints = synastryPoints(b);
  for (const x of synastryPoints(a)) {
    for (const y of bPoints) {
      const found = aspectBetween(x, y, orbs);
      if (found) out.push({ a: found.a, b: found.b, type: found.type, angle: found.angle, orb: found.orb });
    }
  }
  return out.sort((p, q) => p.orb - q.orb);
}

/** One person's body and the house (1–12) it falls in on the other person's wheel. */
export interface HouseOverlay {
  body: ChartBody;
  house: number;
}

function overlay(guest: CompatSide, host: CompatSide): HouseOverlay[] | null {
  const cusps = host.cusps;
  if (!cusps) return null;
  return CHART_BODIES.map((body) => ({ body, house: houseOf(guest.bodies[body].longitude, cusps) }));
}

/**
 * A's bodies in B's houses and B's bodies in A's, in display order; a side is null when the host has no houses
 * (birth time unknown). The guest's own time does not matter: its bodies are placed either way.
 */
export function houseOverlays(
  a: CompatSide,
  b: CompatSide,
): { aInB: HouseOverlay[] | null; bInA: HouseOverlay[] | null } {
  return { aInB: overlay(a, b), bInA: overlay(b, a) };
}
