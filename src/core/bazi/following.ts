import { type ChartQi, rootOf } from './chart-qi';
import { rootsOf } from './day-master-strength';
import { type ElementRole, elementOfRole } from './fortune';
import { chineseHiddenStems } from './hidden-stems';
import { type Element, type Pillar, stemElement } from './stems-branches';

/**
 * Following charts (從格, 化氣格, 一行得氣), by the criteria of 『滴天髓』「從象」「化象」「一行得氣」 as 任鐵樵 applies
 * them (docs/decisions/0012). Each is a chart 扶抑 does not read: it goes with its one overwhelming force.
 */
export const FOLLOWING_MODEL = {
  /** 從強・專旺: the day master's element and its resource hold at least this share of the weighted qi. */
  strongShareAtLeast: 0.75,
  /** 從兒: output is the chart's largest element and support is at most this share. */
  childShareAtMost: 0.3,
  /** 從財・從殺・從勢: support is at most this share and the day master has no 本気 root. */
  weakShareAtMost: 0.25,
  /** 從勢: no one of output, wealth and officer holds this share of the three together. */
  trendTopShareBelow: 0.5,
} as const;

export type FollowingKind =
  | 'transformed' // 化氣格: the day stem combined and became the transformed element
  | 'specialProsperity' // 專旺・一行得氣: 曲直 炎上 稼穡 從革 潤下
  | 'followStrong' // 從強 (從旺)
  | 'followChild' // 從兒
  | 'followWealth' // 從財
  | 'followOfficer' // 從殺
  | 'followTrend'; // 從勢

export interface Following {
  kind: FollowingKind;
  /** The force followed: the transformed element, the day master's element, or the output, wealth or officer. */
  element: Element;
  side: 'strong' | 'weak';
}

/** What the following tests need to know of a chart, shared with 用神 (use-god.ts). */
export interface ChartReading {
  pillars: readonly Pillar[];
  qi: ChartQi;
  dm: Element;
  /** Weighted qi per element (element-balance.ts) and the share of it that supports the day master. */
  weighted: Record<Element, number>;
  supportShare: number;
}

export const roleOf = (r: ChartReading, role: ElementRole) => elementOfRole(r.dm, role);

/** Stems other than the day master that count as `e` and are not bound by a combination. */
export const revealed = (r: ChartReading, e: Element) =>
  r.qi.stems.filter((s) => s.pillar !== 'day' && s.element === e && !s.bound);

/** Branches whose main qi (after combinations) is `e`. */
export const mainQiCount = (r: ChartReading, e: Element) =>
  r.qi.branches.filter((b) => b.parts[0]?.element === e).length;

/** In the chart at all: a stem or any hidden stem. */
export const present = (r: ChartReading, e: Element) => revealed(r, e).length > 0 || rootOf(e, r.qi).any;

const mainQiAsPrinted = (p: Pillar) =>
  stemElement((chineseHiddenStems(p.branch)[0] as { stem: Pillar['stem'] }).stem);

/**
 * Usable (有力): shown in a stem that has a root as printed, or that sits on the element feeding it (庚 on 辰:
 * 「庚金得載」, DTS-027). A stem only beside its feeder is not enough (DTS-137: 庚 between 己 and 甲 is still
 * 「以丁火為用」).
 */
export function usable(r: ChartReading, e: Element): boolean {
  const feeder = elementOfRole(e, 'resource');
  return revealed(r, e).some((s) => {
    const i = r.qi.stems.indexOf(s);
    return rootsOf(r.pillars, e).length > 0 || mainQiAsPrinted(r.pillars[i] as Pillar) === feeder;
  });
}

const heaviest = (r: ChartReading, roles: readonly ElementRole[]): ElementRole =>
  [...roles].sort((a, b) => r.weighted[roleOf(r, b)] - r.weighted[roleOf(r, a)])[0] as ElementRole;

/** The following structure of a chart, or null when 扶抑 reads it. */
export function followingOf(r: ChartReading): Following | null {
  const m = FOLLOWING_MODEL;
  const el = (role: ElementRole) => roleOf(r, role);
  const day = r.qi.stems[2];
  if (day?.transformed) return { kind: 'transformed', element: day.element, side: 'weak' };

  // 從強・專旺: nothing but the day master and its resource in the branches, no officer even hidden, and no
  // output beside the day master to carry it off (DTS-060/061: 「取丁火食神秀氣，非前造從強論也」).
  const outputBeside = r.qi.stems.some(
    (s) => (s.pillar === 'month' || s.pillar === 'hour') && s.element === el('output') && !s.bound,
  );
  if (
    r.supportShare >= m.strongShareAtLeast &&
    r.qi.branches.every((b) => [r.dm, el('resource')].includes(b.parts[0]?.element as Element)) &&
    rootsOf(r.pillars, el('officer')).length === 0 &&
    !usable(r, el('wealth')) &&
    !outputBeside
  ) {
    const ownCombo = r.qi.branchCombos.some((c) => c.kind !== 'halfTriad' && c.element === r.dm);
    const special = ownCombo || r.weighted[r.dm] >= 2 * r.weighted[el('resource')];
    const flows = revealed(r, el('output')).length > 0 && rootsOf(r.pillars, el('output')).length > 0;
    return {
      kind: special ? 'specialProsperity' : 'followStrong',
      element: flows ? el('output') : r.dm,
      side: 'strong',
    };
  }

  // 從兒 「不論身強弱」: output leads the chart, with no officer to fight it and no resource to cut it.
  const officerHolds =
    mainQiCount(r, el('officer')) > 0 ||
    (revealed(r, el('officer')).length > 0 && rootOf(el('officer'), r.qi).any);
  if (
    r.supportShare <= m.childShareAtMost &&
    heaviest(r, ['companion', 'resource', 'output', 'wealth', 'officer']) === 'output' &&
    !officerHolds &&
    revealed(r, el('resource')).length === 0 &&
    mainQiCount(r, el('resource')) === 0 &&
    mainQiCount(r, r.dm) <= 1
  )
    return { kind: 'followChild', element: el('output'), side: 'weak' };

  // 從財・從殺・從勢: no 本気 root and no resource to hold on to; an officer met by usable output is 食神制殺, not
  // a following (DTS-105).
  const top = heaviest(r, ['output', 'wealth', 'officer']);
  if (
    r.supportShare <= m.weakShareAtMost &&
    rootsOf(r.pillars, r.dm).every((x) => x.role !== 'main') &&
    mainQiCount(r, el('resource')) === 0 &&
    !(top === 'officer' && usable(r, el('output')))
  ) {
    const three = r.weighted[el('output')] + r.weighted[el('wealth')] + r.weighted[el('officer')];
    const outputHolds = usable(r, el('output')) || mainQiCount(r, el('output')) > 0;
    if (r.weighted[el(top)] < m.trendTopShareBelow * three && outputHolds)
      return { kind: 'followTrend', element: el('output'), side: 'weak' };
    const kind = top === 'output' ? 'followChild' : top === 'wealth' ? 'followWealth' : 'followOfficer';
    return { kind, element: el(top), side: 'weak' };
  }
  return null;
}
