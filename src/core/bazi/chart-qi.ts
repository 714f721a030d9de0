import { chineseHiddenStems } from './hidden-stems';
import { type ChartPillarName, DIRECTIONALS, PILLAR_NAMES, STEM_COMBINATIONS, TRIADS } from './relations';
import {
  type Branch,
  branchElement,
  type Element,
  type Pillar,
  type Stem,
  stemElement,
} from './stems-branches';

/**
 * The chart's qi after its combinations, which is what 旺衰 is judged on (『滴天髓』「合」「化」, 任鐵樵's
 * commentary throughout): a complete 方局 (三会) or 三合局 turns its branches into the combined element; a half
 * 三合 (the peak branch with its growth or tomb branch) does so when the month branch is in it or the element
 * shows in a stem (合局透干); two adjacent stems that combine (干合) transform when the transformed element rules
 * the chart, and otherwise bind each other (合絆), each counting less. Adjacent only: a stem combines with the
 * stem beside it, and one claimed by two (争合・妬合) transforms with neither.
 */
export const CHART_QI_CONFIG = {
  /** Share of the branch each hidden stem holds, by how many it has (main first). */
  hiddenShares: { 1: [1], 2: [0.7, 0.3], 3: [0.6, 0.3, 0.1] } as Readonly<Record<number, readonly number[]>>,
  /** A stem bound by a combination that does not transform counts this much of itself. */
  boundStemWeight: 0.5,
  /**
   * Whether a half 三合 turns its two branches (when the month is in it or its element shows in a stem). Off:
   * 任鐵樵 keeps reading a half-combined 巳 as 丙's 祿 and a half-combined 亥 as 癸's root (DTS-037, DTS-017), and
   * the calibration agrees less with it on (docs/decisions/0012).
   */
  halfTriads: false as boolean,
} as const;

export type BranchComboKind = 'directional' | 'triad' | 'halfTriad';

export interface BranchComboFound {
  kind: BranchComboKind;
  element: Element;
  pillars: ChartPillarName[];
}

export interface StemComboFound {
  pillars: [ChartPillarName, ChartPillarName];
  element: Element;
  /** 合化: both stems became `element`; otherwise 合絆 (bound, weakened). */
  transforms: boolean;
}

export interface QiPart {
  element: Element;
  share: number;
  /** The hidden stem it comes from; null when a combination made the branch its element. */
  stem: Stem | null;
  rank: number;
}

export interface BranchQi {
  pillar: ChartPillarName;
  branch: Branch;
  /** The combination that turned this branch into one element, if any. */
  combinedInto: Element | null;
  parts: QiPart[];
}

export interface StemQi {
  pillar: ChartPillarName;
  stem: Stem;
  /** The element it counts as: its own, or the one it transformed into. */
  element: Element;
  transformed: boolean;
  bound: boolean;
}

export interface ChartQi {
  stems: StemQi[];
  branches: BranchQi[];
  branchCombos: BranchComboFound[];
  stemCombos: StemComboFound[];
}

const PEAKS: readonly Branch[] = ['子', '午', '卯', '酉'];

/** The branch combinations that change the chart, strongest first: 方局, then 三合, then half 三合. */
export function branchCombos(pillars: readonly Pillar[]): BranchComboFound[] {
  const branches = pillars.map((p) => p.branch);
  const taken = new Set<number>();
  const out: BranchComboFound[] = [];
  const claim = (kind: BranchComboKind, set: readonly Branch[], element: Element) => {
    const idx: number[] = [];
    for (const b of set) {
      const i = branches.findIndex((x, k) => x === b && !taken.has(k) && !idx.includes(k));
      if (i < 0) return;
      idx.push(i);
    }
    for (const i of idx) taken.add(i);
    idx.sort((a, b) => a - b);
    out.push({ kind, element, pillars: idx.map((i) => PILLAR_NAMES[i] as ChartPillarName) });
  };
  for (const [a, b, c, e] of DIRECTIONALS) claim('directional', [a, b, c], e);
  for (const [a, b, c, e] of TRIADS) claim('triad', [a, b, c], e);
  const stemEls = pillars.map((p) => stemElement(p.stem));
  for (const [g, peak, t, e] of CHART_QI_CONFIG.halfTriads ? TRIADS : []) {
    if (!PEAKS.includes(peak)) continue;
    for (const other of [g, t]) {
      const pair = [peak, other];
      const monthIn = pair.includes(branches[1] as Branch) && !taken.has(1);
      const revealed = stemEls.includes(e);
      if (monthIn || revealed) claim('halfTriad', pair, e);
    }
  }
  return out;
}

/** Whether `element` rules the chart's branches: the month's element, or the largest share of branch qi. */
function rulesBranches(element: Element, branches: readonly BranchQi[]): boolean {
  const month = branches[1] as BranchQi;
  const monthEl = month.combinedInto ?? branchElement(month.branch);
  if (monthEl === element) return true;
  const sum: Partial<Record<Element, number>> = {};
  for (const b of branches) for (const p of b.parts) sum[p.element] = (sum[p.element] ?? 0) + p.share;
  const max = Math.max(...Object.values(sum));
  return (sum[element] ?? 0) >= max;
}

const hasMainRoot = (element: Element, branches: readonly BranchQi[]) =>
  branches.some((b) => b.parts[0]?.element === element);

/**
 * 干合: each adjacent pair of combining stems, once. It transforms (合化) when the transformed element rules the
 * branches (the month's element, or the most branch qi) or shows in another stem with a main-qi root, and
 * neither stem keeps a main-qi root of its own element; otherwise the pair is bound (合絆).
 */
export function stemCombos(pillars: readonly Pillar[], branches: readonly BranchQi[]): StemComboFound[] {
  const stems = pillars.map((p) => p.stem);
  const out: StemComboFound[] = [];
  const comboOf = (a: Stem, b: Stem) =>
    STEM_COMBINATIONS.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
  for (let i = 0; i + 1 < stems.length; i++) {
    const combo = comboOf(stems[i] as Stem, stems[i + 1] as Stem);
    if (!combo) continue;
    // 争合・妬合: the same stem on the other side of either partner competes for it.
    const rival =
      (i > 0 && comboOf(stems[i - 1] as Stem, stems[i] as Stem)) ||
      (i + 2 < stems.length && comboOf(stems[i + 1] as Stem, stems[i + 2] as Stem));
    if (out.some((c) => c.pillars.includes(PILLAR_NAMES[i] as ChartPillarName))) continue;
    const element = combo[2];
    const others = stems.filter((_, k) => k !== i && k !== i + 1);
    const shownElsewhere = others.some((s) => stemElement(s) === element) && hasMainRoot(element, branches);
    // A stem keeping a main-qi root of its own element stays itself; for the day master only its own root counts.
    const pair = [stems[i], stems[i + 1]] as Stem[];
    const judged = i === 1 ? [pair[1] as Stem] : i === 2 ? [pair[0] as Stem] : pair;
    const ownRooted = judged.some((s) => stemElement(s) !== element && hasMainRoot(stemElement(s), branches));
    const transforms = !rival && !ownRooted && (rulesBranches(element, branches) || shownElsewhere);
    out.push({
      pillars: [PILLAR_NAMES[i] as ChartPillarName, PILLAR_NAMES[i + 1] as ChartPillarName],
      element,
      transforms,
    });
  }
  return out;
}

/** The chart's qi after its combinations (see CHART_QI_CONFIG). */
export function chartQi(pillars: readonly Pillar[]): ChartQi {
  const combos = branchCombos(pillars);
  const branches: BranchQi[] = pillars.map((p, i) => {
    const pillar = PILLAR_NAMES[i] as ChartPillarName;
    const combo = combos.find((c) => c.pillars.includes(pillar));
    if (combo)
      return {
        pillar,
        branch: p.branch,
        combinedInto: combo.element,
        parts: [{ element: combo.element, share: 1, stem: null, rank: 0 }],
      };
    const hidden = chineseHiddenStems(p.branch);
    const shares = CHART_QI_CONFIG.hiddenShares[hidden.length] ?? [];
    return {
      pillar,
      branch: p.branch,
      combinedInto: null,
      parts: hidden.map((h, rank) => ({
        element: stemElement(h.stem),
        share: shares[rank] ?? 0,
        stem: h.stem,
        rank,
      })),
    };
  });
  const sc = stemCombos(pillars, branches);
  const stems: StemQi[] = pillars.map((p, i) => {
    const pillar = PILLAR_NAMES[i] as ChartPillarName;
    const combo = sc.find((c) => c.pillars.includes(pillar));
    return {
      pillar,
      stem: p.stem,
      element: combo?.transforms ? combo.element : stemElement(p.stem),
      transformed: combo?.transforms ?? false,
      bound: combo ? !combo.transforms : false,
    };
  });
  return { stems, branches, branchCombos: combos, stemCombos: sc };
}

/** Whether `element` has a root in the branches: any hidden qi of it ('any'), or a branch's main qi ('main'). */
export function rootOf(element: Element, qi: ChartQi): { any: boolean; main: number; weight: number } {
  let main = 0;
  let weight = 0;
  let any = false;
  for (const b of qi.branches)
    for (const p of b.parts)
      if (p.element === element) {
        any = true;
        weight += p.share;
        if (p.rank === 0) main += 1;
      }
  return { any, main, weight };
}
