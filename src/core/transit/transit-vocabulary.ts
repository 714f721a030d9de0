import { ANGLES, PLANETS, type Planet } from '../astrology/vocabulary';

/** The bodies whose transits are scanned (the Moon moves too fast to time a year by; it gives lunar returns). */
export const TRANSIT_BODIES = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type TransitBody = (typeof TRANSIT_BODIES)[number];

/** Bodies that station (turn retrograde or direct). */
export type StationBody = Exclude<TransitBody, 'sun'>;

/** Natal points a transit can aspect: the ten planets, the Ascendant and the Midheaven. */
export type NatalTarget = Planet | 'ascendant' | 'midheaven';
export const NATAL_TARGETS: readonly NatalTarget[] = [...PLANETS, ...ANGLES];

export const MAJOR_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type MajorAspect = (typeof MAJOR_ASPECTS)[number];

/**
 * Each exact aspect as the signed offset of the transiting body from the natal point (transit − natal, degrees):
 * the waxing and waning sides of sextile, square and trine are separate hits.
 */
export const ASPECT_OFFSETS: readonly { type: MajorAspect; angleDeg: number }[] = [
  { type: 'conjunction', angleDeg: 0 },
  { type: 'sextile', angleDeg: 60 },
  { type: 'sextile', angleDeg: -60 },
  { type: 'square', angleDeg: 90 },
  { type: 'square', angleDeg: -90 },
  { type: 'trine', angleDeg: 120 },
  { type: 'trine', angleDeg: -120 },
  { type: 'opposition', angleDeg: 180 },
];
