import { CHART_QI_CONFIG, chartQi, rootOf } from './chart-qi';
import { chineseHiddenStems } from './hidden-stems';
import {
  type Branch,
  branchElement,
  controls,
  ELEMENTS,
  type Element,
  type Pillar,
  produces,
  type Stem,
  stemElement,
} from './stems-branches';

/** Seasonal states (旺相休囚死) of the five elements. */
export type SeasonalState = 'prosperous' | 'growing' | 'resting' | 'trapped' | 'dead';

/**
 * Weights of the weighted count, one versioned config (bazi.md §13: no standard exists, so say which is used).
 * The count is taken on the chart's qi after its combinations (chart-qi.ts): a stem counts 1 when its element
 * has a root in the branches and less when it floats (『滴天髓』「天干得地支之根」), a stem bound by a combination
 * counts half, a branch counts 1 spread over its hidden stems, the month branch counts double, and each element
 * is then scaled by its seasonal state in the birth month (旺相休囚死).
 */
export const STRENGTH_CONFIG = {
  version: 'seimei-strength-2',
  stemWeight: 1,
  rootlessStemWeight: 0.6,
  branchWeight: 1,
  monthBranchFactor: 2,
  seasonal: { prosperous: 1.4, growing: 1.2, resting: 1, trapped: 0.8, dead: 0.6 } as Readonly<
    Record<SeasonalState, number>
  >,
} as const;

/** State of `e` in the month of `monthBranch`: the season's element is 旺, what it produces 相, and so on. */
export function seasonalState(e: Element, monthBranch: Branch): SeasonalState {
  // 辰未戌丑 (土用) make earth prosperous; otherwise the branch's own element rules the season.
  const ruling = ['辰', '未', '戌', '丑'].includes(monthBranch) ? 'earth' : branchElement(monthBranch);
  if (e === ruling) return 'prosperous';
  if (e === produces(ruling)) return 'growing';
  if (produces(e) === ruling) return 'resting';
  if (controls(e) === ruling) return 'trapped';
  return 'dead';
}

export type ElementRecord = Record<Element, number>;

const zero = (): ElementRecord => ({ wood: 0, fire: 0, earth: 0, metal: 0, water: 0 });

/** The five-element picture of a chart: plain counts, weighted strength and the day master's standing. */
export interface ElementBalance {
  /** Plain count of the eight characters (each stem and each branch's main element; never de-duplicated). */
  counts: ElementRecord;
  present: Element[];
  /** Absent from the eight characters. */
  missing: Element[];
  /** Of the missing, those that are there in a hidden stem all the same. */
  hiddenOnly: Element[];
  /** Weighted count (hidden stems, month, season), STRENGTH_CONFIG. */
  weighted: ElementRecord;
  /** Weighted shares, percent, summing to 100. */
  percent: ElementRecord;
  seasonal: Record<Element, SeasonalState>;
  dayMaster: {
    element: Element;
    /** Share of the weighted total that supports the day master (its own element and the one producing it). */
    supportPercent: number;
  };
  config: string;
}

/** Counts and weighs the elements of four pillars (year, month, day, hour order) for day master `dayMaster`. */
export function elementBalance(pillars: readonly Pillar[], dayMaster: Stem): ElementBalance {
  const c = STRENGTH_CONFIG;
  const counts = zero();
  const weighted = zero();
  const inHidden = new Set<Element>();
  const month = pillars[1] as Pillar;
  for (const p of pillars) {
    counts[stemElement(p.stem)] += 1;
    counts[branchElement(p.branch)] += 1;
    for (const h of chineseHiddenStems(p.branch)) inHidden.add(stemElement(h.stem));
  }
  const qi = chartQi(pillars);
  for (const s of qi.stems) {
    const rooted = rootOf(s.element, qi).any;
    weighted[s.element] +=
      (rooted ? c.stemWeight : c.rootlessStemWeight) * (s.bound ? CHART_QI_CONFIG.boundStemWeight : 1);
  }
  qi.branches.forEach((b, i) => {
    const branchWeight = c.branchWeight * (i === 1 ? c.monthBranchFactor : 1);
    for (const part of b.parts) weighted[part.element] += branchWeight * part.share;
  });
  const seasonal = {} as Record<Element, SeasonalState>;
  for (const e of ELEMENTS) {
    seasonal[e] = seasonalState(e, month.branch);
    weighted[e] *= c.seasonal[seasonal[e]];
  }
  const total = ELEMENTS.reduce((s, e) => s + weighted[e], 0);
  const percent = zero();
  for (const e of ELEMENTS) percent[e] = Math.round((1000 * weighted[e]) / total) / 10;

  const dm = stemElement(dayMaster);
  const resource = ELEMENTS.find((e) => produces(e) === dm) as Element;
  const support = (weighted[dm] + weighted[resource]) / total;
  for (const e of ELEMENTS) weighted[e] = Math.round(weighted[e] * 1000) / 1000;
  const missing = ELEMENTS.filter((e) => counts[e] === 0);
  return {
    counts,
    present: ELEMENTS.filter((e) => counts[e] > 0),
    missing,
    hiddenOnly: missing.filter((e) => inHidden.has(e)),
    weighted,
    percent,
    seasonal,
    dayMaster: { element: dm, supportPercent: Math.round(support * 1000) / 10 },
    config: c.version,
  };
}
