/** The ten planets (Sun and Moon included, as astrologers count them). */
export const PLANETS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type Planet = (typeof PLANETS)[number];

/** Every body the chart reports: planets, lunar nodes and Chiron, in display order. */
export const CHART_BODIES = [...PLANETS, 'northNode', 'southNode', 'chiron'] as const;
export type ChartBody = (typeof CHART_BODIES)[number];

/** The chart's angles. */
export const ANGLES = ['ascendant', 'midheaven'] as const;
export type Angle = (typeof ANGLES)[number];

/** Anything an aspect can connect. */
export type ChartPoint = ChartBody | Angle;

/** The twelve tropical signs from 0° Aries. */
export const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

/** The house systems the app offers; Placidus is the default. */
export const HOUSE_SYSTEMS = ['placidus', 'koch', 'porphyry', 'equal', 'whole-sign'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

/** Which lunar node is reported: the osculating (true) node or the mean node. */
export const NODE_TYPES = ['true', 'mean'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** The five major (Ptolemaic) aspects. */
export const ASPECT_KINDS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectKind = (typeof ASPECT_KINDS)[number];
