import type { AspectKind, ChartPoint } from './vocabulary';

/** Exact angle of each aspect, degrees. */
export const ASPECT_ANGLE_DEG: Readonly<Record<AspectKind, number>> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};

/** How much orb a point earns: the lights most, the angles and sensitive points least. */
export type OrbClass = 'luminary' | 'personal' | 'social' | 'outer' | 'point';

export const ORB_CLASS: Readonly<Record<ChartPoint, OrbClass>> = {
  sun: 'luminary',
  moon: 'luminary',
  mercury: 'personal',
  venus: 'personal',
  mars: 'personal',
  jupiter: 'social',
  saturn: 'social',
  uranus: 'outer',
  neptune: 'outer',
  pluto: 'outer',
  northNode: 'point',
  southNode: 'point',
  chiron: 'point',
  ascendant: 'point',
  midheaven: 'point',
};

/** Largest allowed orb in degrees, by aspect and class; a pair gets the larger of its two members' orbs. */
export type OrbTable = Readonly<Record<AspectKind, Readonly<Record<OrbClass, number>>>>;

/** Default orbs, in line with common Western practice (wider for the Sun and Moon and the hard aspects). */
export const DEFAULT_ORBS: OrbTable = {
  conjunction: { luminary: 10, personal: 8, social: 7, outer: 6, point: 5 },
  opposition: { luminary: 10, personal: 8, social: 7, outer: 6, point: 5 },
  trine: { luminary: 8, personal: 7, social: 6, outer: 5, point: 4 },
  square: { luminary: 8, personal: 7, social: 6, outer: 5, point: 4 },
  sextile: { luminary: 6, personal: 5, social: 4, outer: 4, point: 3 },
};

/** The orb (degrees) allowed for `kind` between points a and b. */
export function allowedOrbDeg(
  kind: AspectKind,
  a: ChartPoint,
  b: ChartPoint,
  table: OrbTable = DEFAULT_ORBS,
): number {
  return Math.max(table[kind][ORB_CLASS[a]], table[kind][ORB_CLASS[b]]);
}
