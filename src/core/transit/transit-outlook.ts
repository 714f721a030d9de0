import type { LifeCycle, LifeCycleKind } from './life-cycles';
import type { TransitHit } from './transit-scan';
import type { MajorAspect, NatalTarget, TransitBody } from './transit-vocabulary';

/**
 * How the transit report judges a date (spec §3 "Transit result", §9 "Life cycles", "Outlook horizons"), in one
 * place: which transits are in force, how strong the time is, which life cycle it belongs to, and what falls in
 * each horizon. Everything here follows from the exact hits and cycles found; nothing is chosen by chance.
 */

export type Intensity = 'high' | 'medium' | 'gentle';
/** The overview's phase (spec §3): the life cycle the date sits in, or none. */
export type OverviewPhase = 'midlifeTransition' | 'saturnReturn' | 'jupiterReturn' | 'stable';
/** Where the date sits in a cycle: before its first exact pass, between passes, or after the last. */
export type CycleStage = 'early' | 'middle' | 'late';
export type AspectFamily = 'conjunction' | 'harmonious' | 'challenging';
export type Horizon = 'months3' | 'months6' | 'year1';

export const SLOW_BODIES: readonly TransitBody[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

export function aspectFamily(type: MajorAspect): AspectFamily {
  if (type === 'conjunction') return 'conjunction';
  return type === 'trine' || type === 'sextile' ? 'harmonious' : 'challenging';
}

/**
 * Weight of a transit in force, for the intensity: the slower the body, the deeper (and longer) its effect; hard
 * aspects and conjunctions count fully, harmonious ones half; the lights and the angles count half again, since
 * they stand for the person themself. The fast bodies count little: they pass in days.
 */
const BODY_WEIGHT: Record<TransitBody, number> = {
  sun: 0.25,
  mercury: 0.25,
  venus: 0.25,
  mars: 0.5,
  jupiter: 1,
  saturn: 2,
  uranus: 2,
  neptune: 2,
  pluto: 2,
};
const FAMILY_WEIGHT: Record<AspectFamily, number> = { conjunction: 1, challenging: 1, harmonious: 0.5 };
const PERSONAL_POINTS: ReadonlySet<NatalTarget> = new Set(['sun', 'moon', 'ascendant', 'midheaven']);
/** Score at or above which the time is "high", and "medium" (a single Saturn square to the Sun alone is 3). */
export const INTENSITY_THRESHOLDS = { high: 6, medium: 2.5 } as const;

export function transitWeight(h: Pick<TransitHit, 'transit' | 'type' | 'natal'>): number {
  return (
    BODY_WEIGHT[h.transit] * FAMILY_WEIGHT[aspectFamily(h.type)] * (PERSONAL_POINTS.has(h.natal) ? 1.5 : 1)
  );
}

/** True while the date lies in the hit's orb window (between entering and leaving its orb). */
export function inForce(h: TransitHit, jdUt: number): boolean {
  const enter = h.enterJdUt ?? Number.NEGATIVE_INFINITY;
  const leave = h.leaveJdUt ?? Number.POSITIVE_INFINITY;
  return jdUt >= enter && jdUt <= leave;
}

/**
 * One row per transit (a series of passes shares its window): the hits of a window grouped by transiting body,
 * natal point and exact angle, with their passes and the span from the first entry to the last exit.
 */
export interface TransitSeries {
  transit: TransitBody;
  natal: NatalTarget;
  type: MajorAspect;
  angleDeg: number;
  family: AspectFamily;
  passes: TransitHit[];
  startJdUt: number;
  endJdUt: number;
  weight: number;
}

export function groupSeries(hits: readonly TransitHit[]): TransitSeries[] {
  const out: TransitSeries[] = [];
  for (const h of hits) {
    const last = [...out]
      .reverse()
      .find((s) => s.transit === h.transit && s.natal === h.natal && s.angleDeg === h.angleDeg);
    // A later pass of the same series (numbered after the last one kept) joins it; a new series starts at pass 1.
    const prev = last?.passes[last.passes.length - 1];
    if (last && prev && h.pass === prev.pass + 1 && h.passes === prev.passes) {
      last.passes.push(h);
      last.endJdUt = Math.max(last.endJdUt, h.leaveJdUt ?? h.exactJdUt);
      continue;
    }
    out.push({
      transit: h.transit,
      natal: h.natal,
      type: h.type,
      angleDeg: h.angleDeg,
      family: aspectFamily(h.type),
      passes: [h],
      startJdUt: h.enterJdUt ?? h.exactJdUt,
      endJdUt: h.leaveJdUt ?? h.exactJdUt,
      weight: transitWeight(h),
    });
  }
  return out;
}

/** The rows (series) with a pass in orb on the date, strongest first: each transit once, however many passes. */
export function seriesInForce(series: readonly TransitSeries[], jdUt: number): TransitSeries[] {
  return series.filter((s) => s.passes.some((p) => inForce(p, jdUt))).sort((a, b) => b.weight - a.weight);
}

/** The transits in force on a date, strongest first, and the intensity their weights add up to. */
export function intensityOn(
  hits: readonly TransitHit[],
  jdUt: number,
): { intensity: Intensity; score: number; inForce: TransitHit[] } {
  const active = hits.filter((h) => inForce(h, jdUt));
  // A series counts once (its passes share one window).
  const seen = new Set<string>();
  let score = 0;
  for (const h of active) {
    const key = `${h.transit}/${h.natal}/${h.angleDeg}`;
    if (seen.has(key)) continue;
    seen.add(key);
    score += transitWeight(h);
  }
  const intensity =
    score >= INTENSITY_THRESHOLDS.high ? 'high' : score >= INTENSITY_THRESHOLDS.medium ? 'medium' : 'gentle';
  return { intensity, score, inForce: active.sort((a, b) => transitWeight(b) - transitWeight(a)) };
}

/**
 * How long before the first and after the last exact pass a cycle is felt, days: the time its body takes to move
 * the 2° transit orb at its mean speed (Jupiter about a month, Saturn two, Uranus half a year).
 */
const CYCLE_REACH_DAYS: Record<LifeCycleKind, number> = {
  jupiterReturn: 24,
  saturnReturn: 60,
  saturnOpposition: 60,
  uranusOpposition: 170,
  chironReturn: 100,
  nodalReturn: 38,
};

export function cycleStage(c: LifeCycle, jdUt: number): CycleStage | null {
  const reach = CYCLE_REACH_DAYS[c.kind];
  if (jdUt < c.firstExactJdUt - reach || jdUt > c.lastExactJdUt + reach) return null;
  if (jdUt < c.firstExactJdUt) return 'early';
  return jdUt <= c.lastExactJdUt ? 'middle' : 'late';
}

/**
 * The overview phase: the midlife transition (the Uranus opposition, the second Saturn opposition or the Chiron
 * return, all around 40–50) before a Saturn return, before a Jupiter return; stable when none is active.
 */
export function overviewPhase(cycles: readonly LifeCycle[], jdUt: number): OverviewPhase {
  const active = cycles.filter((c) => cycleStage(c, jdUt) !== null);
  const midlife = active.some(
    (c) =>
      c.kind === 'uranusOpposition' ||
      c.kind === 'chironReturn' ||
      (c.kind === 'saturnOpposition' && c.n === 2),
  );
  if (midlife) return 'midlifeTransition';
  if (active.some((c) => c.kind === 'saturnReturn')) return 'saturnReturn';
  if (active.some((c) => c.kind === 'jupiterReturn')) return 'jupiterReturn';
  return 'stable';
}

const HORIZON_DAYS: Record<Horizon, number> = { months3: 91.3, months6: 182.6, year1: 365.25 };

/**
 * The outlook: for each horizon from the date, the slow transits whose exact passes fall in it (strongest first),
 * each listed in the first horizon it reaches; the long term is the life cycles still ahead.
 */
export function outlook(
  series: readonly TransitSeries[],
  cycles: readonly LifeCycle[],
  jdUt: number,
): Record<Horizon, TransitSeries[]> & { longTerm: LifeCycle[] } {
  const out = { months3: [], months6: [], year1: [] } as Record<Horizon, TransitSeries[]>;
  const slow = series.filter((s) => SLOW_BODIES.includes(s.transit));
  let from = jdUt;
  for (const h of ['months3', 'months6', 'year1'] as const) {
    const to = jdUt + HORIZON_DAYS[h];
    out[h] = slow
      .filter((s) => s.passes.some((p) => p.exactJdUt >= from && p.exactJdUt < to))
      .filter((s) => !s.passes.some((p) => p.exactJdUt >= jdUt && p.exactJdUt < from))
      .sort((a, b) => b.weight - a.weight);
    from = to;
  }
  return { ...out, longTerm: cycles.filter((c) => c.firstExactJdUt > jdUt + HORIZON_DAYS.year1) };
}
