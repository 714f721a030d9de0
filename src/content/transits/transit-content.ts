import type { TenGod } from '../../core/bazi/ten-gods';
import type { OuterPlanet } from '../../core/transit/outer-influences';
import { type AspectFamily, aspectFamily } from '../../core/transit/transit-outlook';
import type { YearTone } from '../../core/transit/transit-themes';
import type { MajorAspect, NatalTarget, TransitBody } from '../../core/transit/transit-vocabulary';

/**
 * One text per aspect family — conjunction, harmonious (sextile, trine), challenging (square, opposition) — written
 * without naming a type, and for a body and point where the type changes the story (a planet to its own place, the
 * Ascendant and Midheaven, whose opposition crosses the Descendant or the IC) a text of the type's own.
 */
export type FamilyTexts = Record<AspectFamily, string> &
  Partial<Record<Exclude<MajorAspect, 'conjunction'>, string>>;

/** How each aspect type works, said after a family text (issue 30 §3): generally, and at the Ascendant and Midheaven. */
export type AspectSentences = { joiner: string } & Record<
  Exclude<MajorAspect, 'conjunction'>,
  { general: string; ascendant?: string; midheaven?: string }
>;

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
  /** What a sextile, trine, square or opposition adds to a family text (`joiner` joins them: '' in ja/zh). */
  aspects: AspectSentences;
  /**
   * 流年: the year's pillar by its ten god against the day master, generic advice read by the consultant only where
   * the year's verdict allows it (the transit report shows the verdict's own reasons instead: issue 27).
   */
  annual: { tenGod: Record<TenGod, string> };
  /** The report's synthesis: key themes, guidance, opportunities, challenges and the outer planets' houses. */
  report: {
    /** The part of life a natal point stands for, as the year's slow transits work on it; and what to do. */
    themes: Record<NatalTarget, { title: string; text: string; advice: string }>;
    /** How to use a supportive slow transit (trine, sextile, Jupiter conjunction) to this natal point. */
    opportunity: Record<NatalTarget, string>;
    /** How to meet a demanding slow transit (square, opposition, Saturn … Pluto conjunction) to this point. */
    challenge: Record<NatalTarget, string>;
    /** Uranus, Neptune and Pluto passing through each natal house (keys '1' … '12'): the years-long theme. */
    outer: Record<OuterPlanet, Record<HouseKey, string>>;
    /**
     * The year's overall tone, from the balance of its slow transits. Not shown by the transit report (the year's
     * verdict is the BaZi one, issue 27); kept for the consultant's check that it never quotes a second verdict.
     */
    guidance: Record<YearTone, string>;
  };
}

export type HouseKey = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12';

const SLOW = new Set<TransitBody>(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/**
 * The reading of one transit — a body, the natal point it aspects and the aspect type — in one language: the one
 * lookup the transit report, the daily reading and the consultant share. Always written for its own type: the
 * type's own text where there is one, else the family's text followed by what this type brings (at the Ascendant or
 * Midheaven, what its geometry brings: an opposition crosses the Descendant or the IC, a square does not).
 */
export function transitText(
  c: TransitContent,
  transit: TransitBody,
  natal: NatalTarget,
  type: MajorAspect,
): string {
  const entry = SLOW.has(transit)
    ? c.slow[transit as keyof TransitContent['slow']][natal]
    : c.fast[transit as keyof TransitContent['fast']][natal];
  if (type === 'conjunction') return entry.conjunction;
  const own = entry[type];
  if (own) return own;
  const sentences = c.aspects[type];
  const how =
    (natal === 'ascendant' || natal === 'midheaven' ? sentences[natal] : undefined) ?? sentences.general;
  return `${entry[aspectFamily(type)]}${c.aspects.joiner}${how}`;
}
