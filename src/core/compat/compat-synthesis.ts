import type { ChartPoint } from '../astrology/vocabulary';
import type { MatchTone } from './bazi-match';
import type { CompatReport, ReportAspect } from './compat-report';

/**
 * The compatibility reading's synthesis (issue 30 §3): which contacts between two charts speak of the two people
 * themselves and which of their generation, how the personal ones lean, and how the five sides of the 合婚 lean —
 * computed once here and only worded by the page and the CLI. Deliberately no overall score (bazi-match.ts).
 */

/** The points that are the person: the lights, the planets of love and desire, and the Ascendant. */
export const PERSONAL_POINTS: readonly ChartPoint[] = ['sun', 'moon', 'venus', 'mars', 'ascendant'];

/**
 * Points that move so slowly (or, for the nodes, so evenly) that people born within a few years share them: a
 * contact between two of them describes a generation, not a couple.
 */
export const GENERATIONAL_POINTS: readonly ChartPoint[] = [
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'northNode',
  'southNode',
  'chiron',
];

/** personal: both points personal; touchesPersonal: one of them; other: neither, not generational; generational. */
export type ContactClass = 'personal' | 'touchesPersonal' | 'other' | 'generational';
export const CONTACT_CLASSES: readonly ContactClass[] = [
  'personal',
  'touchesPersonal',
  'other',
  'generational',
];

export function contactClass(c: Pick<ReportAspect, 'a' | 'b'>): ContactClass {
  const personal = [c.a, c.b].filter((p) => PERSONAL_POINTS.includes(p)).length;
  if (personal === 2) return 'personal';
  if (personal === 1) return 'touchesPersonal';
  return GENERATIONAL_POINTS.includes(c.a) && GENERATIONAL_POINTS.includes(c.b) ? 'generational' : 'other';
}

/** How a set of contacts leans: easy (trines, sextiles) against demanding (squares, oppositions). */
export type ContactLean = 'easy' | 'mixed' | 'demanding' | 'quiet';
/** How the five sides of the 合婚 lean; even: hardly any side leans either way. */
export type MatchLean = 'favourable' | 'mixed' | 'even' | 'tense';

export interface CompatSynthesis {
  /** Every contact, the personal ones first, then those touching one personal point, then the rest; generational last; tightest first within each. */
  ordered: (ReportAspect & { class: ContactClass })[];
  /** The contacts between the two people's personal points, tightest first. */
  personal: ReportAspect[];
  /**
   * Over the contacts between the two people's personal points (the ones read in words): how many flow, how many
   * press, how many fuse (conjunctions). Those touching one personal point are many (every planet of the other
   * person meets five points) and are left to the table.
   */
  counts: { easy: number; demanding: number; fused: number };
  lean: ContactLean;
  /** Over the five sides: how many are harmonious or supportive, how many tense. */
  sides: { good: number; tense: number };
  match: MatchLean;
  /** Whether the two traditions lean the same way (quiet and mixed agree with anything). */
  agree: boolean;
}

const GOOD_TONES: readonly MatchTone[] = ['harmonious', 'supportive'];

export function compatSynthesis(report: Pick<CompatReport, 'synastry' | 'bazi'>): CompatSynthesis {
  const ordered = report.synastry.aspects
    .map((c) => ({ ...c, class: contactClass(c) }))
    .sort((x, y) => CONTACT_CLASSES.indexOf(x.class) - CONTACT_CLASSES.indexOf(y.class) || x.orb - y.orb);
  const touching = ordered.filter((c) => c.class === 'personal');
  const counts = {
    easy: touching.filter((c) => c.type === 'trine' || c.type === 'sextile').length,
    demanding: touching.filter((c) => c.type === 'square' || c.type === 'opposition').length,
    fused: touching.filter((c) => c.type === 'conjunction').length,
  };
  // One side leans when it is at least twice the other, as the year's transits are weighed (transit-themes.ts).
  const lean: ContactLean =
    counts.easy + counts.demanding === 0
      ? 'quiet'
      : counts.easy >= 2 * counts.demanding
        ? 'easy'
        : counts.demanding >= 2 * counts.easy
          ? 'demanding'
          : 'mixed';
  const sides = {
    good: report.bazi.dimensions.filter((d) => GOOD_TONES.includes(d.tone)).length,
    tense: report.bazi.dimensions.filter((d) => d.tone === 'tense').length,
  };
  const match: MatchLean =
    sides.good >= 3 && sides.tense <= 1
      ? 'favourable'
      : sides.tense >= 3 && sides.good <= 1
        ? 'tense'
        : sides.good <= 1 && sides.tense <= 1
          ? 'even'
          : 'mixed';
  const agree = !((lean === 'easy' && match === 'tense') || (lean === 'demanding' && match === 'favourable'));
  return {
    ordered,
    personal: ordered.filter((c) => c.class === 'personal'),
    counts,
    lean,
    sides,
    match,
    agree,
  };
}
