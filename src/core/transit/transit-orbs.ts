import type { MajorAspect, TransitBody } from './transit-vocabulary';

/**
 * Transit orbs, degrees: how far from exact an aspect from a transiting body to a natal point counts as "in force".
 * Tighter than natal orbs (src/core/astrology/orbs.ts, 6–10°): a transit is an event in time, and wide orbs would
 * keep every slow transit "on" for years. The fast bodies get 2° (the Sun crosses it in about four days, Mars in a
 * week or two); Jupiter and Saturn 2° (a few weeks to months, longer around a station); Uranus, Neptune and Pluto
 * 1.5° (they still stay in orb for months). Sextiles, the mildest aspect, get three quarters of that.
 */
export const TRANSIT_ORBS_DEG: Record<TransitBody, Record<MajorAspect, number>> = {
  sun: { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1.5 },
  mercury: { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1.5 },
  venus: { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1.5 },
  mars: { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1.5 },
  jupiter: { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1.5 },
  saturn: { conjunction: 2, opposition: 2, square: 2, trine: 2, sextile: 1.5 },
  uranus: { conjunction: 1.5, opposition: 1.5, square: 1.5, trine: 1.5, sextile: 1.125 },
  neptune: { conjunction: 1.5, opposition: 1.5, square: 1.5, trine: 1.5, sextile: 1.125 },
  pluto: { conjunction: 1.5, opposition: 1.5, square: 1.5, trine: 1.5, sextile: 1.125 },
};
