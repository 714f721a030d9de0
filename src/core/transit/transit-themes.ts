import { SLOW_BODIES, type TransitSeries } from './transit-outlook';
import type { NatalTarget } from './transit-vocabulary';

/**
 * The report's synthesis (spec §3 "Transit result": key themes, guidance, opportunities, challenges), from the
 * year's slow transits (Jupiter … Pluto: the ones that shape a year; the fast bodies pass in days). Every choice
 * follows from the transits found and their weights (transitWeight); nothing is picked by chance.
 */

/** The year's overall tone, from the balance of its slow transits. */
export const YEAR_TONES = ['quiet', 'supportive', 'demanding', 'mixed'] as const;
export type YearTone = (typeof YEAR_TONES)[number];

/** A natal point with the year's slow transits to it (of one kind or all), their summed weight and the transits. */
export interface KeyTheme {
  point: NatalTarget;
  weight: number;
  /** Strongest first. */
  series: TransitSeries[];
  /** How its transits lean, by the year's own rule (yearTone) applied to this point's: what its advice speaks to. */
  tone: Exclude<YearTone, 'quiet'>;
}

const slowOnly = (series: readonly TransitSeries[]) => series.filter((s) => SLOW_BODIES.includes(s.transit));

/**
 * Whether a slow transit opens doors rather than tests: the trines and sextiles, and Jupiter's conjunction. The
 * squares and oppositions, and the conjunctions of Saturn, Uranus, Neptune and Pluto, are the demanding ones.
 */
export function isSupportive(s: Pick<TransitSeries, 'transit' | 'family'>): boolean {
  return s.family === 'harmonious' || (s.family === 'conjunction' && s.transit === 'jupiter');
}

/** Strongest first; among equals the earlier one (the reader meets it first). */
const byWeightThenDate = (a: TransitSeries, b: TransitSeries) =>
  b.weight - a.weight || a.startJdUt - b.startJdUt;

/**
 * The slow transits grouped by the natal point they touch, the points ranked by the summed weight of their transits
 * (a point touched by Saturn and Pluto together outranks one touched by Jupiter alone), at most `max`, each with its
 * transits strongest first. One natal point, one entry: its reading is then given once, however many transits.
 */
function byNatalPoint(series: readonly TransitSeries[], max: number): KeyTheme[] {
  const byPoint = new Map<NatalTarget, KeyTheme>();
  for (const s of slowOnly(series)) {
    const theme = byPoint.get(s.natal) ?? { point: s.natal, weight: 0, series: [], tone: 'mixed' };
    theme.weight += s.weight;
    theme.series.push(s);
    byPoint.set(s.natal, theme);
  }
  const themes = [...byPoint.values()];
  for (const t of themes) {
    t.series.sort(byWeightThenDate);
    t.tone = yearTone(t.series) as KeyTheme['tone'];
  }
  return themes
    .sort((a, b) => b.weight - a.weight || (a.series[0]?.startJdUt ?? 0) - (b.series[0]?.startJdUt ?? 0))
    .slice(0, max);
}

/** The key themes: the natal points the year's slow transits work on most, at most `max`. */
export function keyThemes(series: readonly TransitSeries[], max = 5): KeyTheme[] {
  return byNatalPoint(series, max);
}

/** The year's opportunities: its supportive slow transits, by natal point, strongest first, at most `max` points. */
export function opportunities(series: readonly TransitSeries[], max = 3): KeyTheme[] {
  return byNatalPoint(series.filter(isSupportive), max);
}

/** The year's challenges: its demanding slow transits, by natal point, strongest first, at most `max` points. */
export function challenges(series: readonly TransitSeries[], max = 3): KeyTheme[] {
  return byNatalPoint(
    series.filter((s) => !isSupportive(s)),
    max,
  );
}

/**
 * The tone: quiet with no slow transit at all; supportive or demanding when one side weighs at least twice the
 * other; mixed otherwise.
 */
export function yearTone(series: readonly TransitSeries[]): YearTone {
  let support = 0;
  let demand = 0;
  for (const s of slowOnly(series)) {
    if (isSupportive(s)) support += s.weight;
    else demand += s.weight;
  }
  if (support + demand === 0) return 'quiet';
  if (support >= 2 * demand) return 'supportive';
  if (demand >= 2 * support) return 'demanding';
  return 'mixed';
}
