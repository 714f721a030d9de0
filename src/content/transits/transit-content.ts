import type { RelationKind } from '../../core/bazi/relations';
import type { TenGod } from '../../core/bazi/ten-gods';
import type { AspectFamily } from '../../core/transit/transit-outlook';
import type { NatalTarget, TransitBody } from '../../core/transit/transit-vocabulary';

/** One text per aspect family: conjunction, harmonious (sextile, trine), challenging (square, opposition). */
export type FamilyTexts = Record<AspectFamily, string>;

/**
 * The transit reading texts of one language (src/content/transits/{ja,zh,en}.json), written natively in each.
 * The report picks them by the transits and pillars actually found; none is chosen by chance.
 */
export interface TransitContent {
  /** Jupiter … Pluto against each natal point: 2–3 sentences each. */
  slow: Record<'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto', Record<NatalTarget, FamilyTexts>>;
  /** Sun, Mercury, Venus, Mars against each natal point: one sentence each. */
  fast: Record<
    Exclude<TransitBody, 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto'>,
    Record<NatalTarget, FamilyTexts>
  >;
  /** 流年: the year's pillar by its ten god against the day master, and by its relation with a natal pillar. */
  annual: { tenGod: Record<TenGod, string>; relation: Record<RelationKind, string> };
  /** 流月: the month's pillar by its ten god. */
  monthly: { tenGod: Record<TenGod, string> };
}
