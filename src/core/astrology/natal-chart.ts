import { chironPosition } from '../ephemeris/chiron';
import { computeHouses, type HouseResult, houseOf } from '../ephemeris/houses';
import { nodePosition } from '../ephemeris/nodes';
import { type EclipticPosition, planetPosition } from '../ephemeris/planets';
import { type Aspect, findAspects, type MovingPoint } from './aspects';
import { DEFAULT_ORBS, type OrbTable } from './orbs';
import {
  type Angle,
  type ChartBody,
  type HouseSystem,
  type NodeType,
  PLANETS,
  type Sign,
} from './vocabulary';
import { norm360, wrap180, zodiacPosition } from './zodiac';

/** One body in the chart. Longitude/latitude in degrees (apparent, geocentric, tropical, of date). */
export interface ChartBodyPosition {
  longitude: number;
  latitude: number;
  /** Degrees per day; negative while retrograde. */
  speed: number;
  retrograde: boolean;
  sign: Sign;
  degree: number;
  minute: number;
  /** Null when the birth time is unknown (no houses). */
  house: number | null;
}

export interface ChartAngle {
  longitude: number;
  sign: Sign;
  degree: number;
  minute: number;
}

export interface NatalChart {
  bodies: Record<ChartBody, ChartBodyPosition>;
  angles: Record<Angle, ChartAngle>;
  houses: { system: HouseSystem; cusps: number[]; fallback: 'porphyry' | null };
  aspects: Aspect[];
}

export interface NatalChartOptions {
  houseSystem: HouseSystem;
  node: NodeType;
  orbs?: OrbTable;
}

const ANGLE_STEP_DAYS = 1 / 1440; // ±1 minute: the angles turn about a degree every four minutes

function bodyEntry(p: EclipticPosition, cusps: readonly number[]): ChartBodyPosition {
  return {
    longitude: p.lonDeg,
    latitude: p.latDeg,
    speed: p.speedDegPerDay,
    retrograde: p.speedDegPerDay < 0,
    ...zodiacPosition(p.lonDeg),
    house: houseOf(p.lonDeg, cusps),
  };
}

function angleEntry(lonDeg: number): ChartAngle {
  return { longitude: lonDeg, ...zodiacPosition(lonDeg) };
}

/**
 * The Western natal chart for a Julian Day (UT) at a place (degrees, east and north positive): Sun … Pluto,
 * the chosen lunar node and its opposite, Chiron, ASC/MC, twelve cusps and the major aspects.
 */
export function computeNatalChart(
  jdUt: number,
  latDeg: number,
  lngDeg: number,
  options: NatalChartOptions,
): NatalChart {
  const houses: HouseResult = computeHouses(jdUt, latDeg, lngDeg, options.houseSystem);
  const positions = {} as Record<ChartBody, EclipticPosition>;
  for (const planet of PLANETS) positions[planet] = planetPosition(planet, jdUt);
  const north = nodePosition(options.node, jdUt);
  positions.northNode = north;
  positions.southNode = { ...north, lonDeg: norm360(north.lonDeg + 180) };
  positions.chiron = chironPosition(jdUt);

  const bodies = {} as Record<ChartBody, ChartBodyPosition>;
  for (const [name, p] of Object.entries(positions) as [ChartBody, EclipticPosition][]) {
    bodies[name] = bodyEntry(p, houses.cusps);
  }

  const before = computeHouses(jdUt - ANGLE_STEP_DAYS, latDeg, lngDeg, 'porphyry');
  const after = computeHouses(jdUt + ANGLE_STEP_DAYS, latDeg, lngDeg, 'porphyry');
  const angleSpeed = (a: number, b: number) => wrap180(b - a) / (2 * ANGLE_STEP_DAYS);
  const moving: MovingPoint[] = [
    ...(Object.entries(positions) as [ChartBody, EclipticPosition][]).map(([point, p]) => ({
      point,
      lonDeg: p.lonDeg,
      speedDegPerDay: p.speedDegPerDay,
    })),
    { point: 'ascendant', lonDeg: houses.ascDeg, speedDegPerDay: angleSpeed(before.ascDeg, after.ascDeg) },
    { point: 'midheaven', lonDeg: houses.mcDeg, speedDegPerDay: angleSpeed(before.mcDeg, after.mcDeg) },
  ];

  return {
    bodies,
    angles: { ascendant: angleEntry(houses.ascDeg), midheaven: angleEntry(houses.mcDeg) },
    houses: { system: houses.system, cusps: houses.cusps, fallback: houses.fallback },
    aspects: findAspects(moving, options.orbs ?? DEFAULT_ORBS),
  };
}
