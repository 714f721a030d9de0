import { chartQi } from './chart-qi';
import { seasonalState } from './element-balance';
import { elementOfRole } from './fortune';
import { chineseHiddenStems, type HiddenRole } from './hidden-stems';
import { type ChartPillarName, PILLAR_NAMES } from './relations';
import { type Element, type Pillar, type Stem, stemElement } from './stems-branches';

/**
 * 旺衰 as 『滴天髓』 weighs it and 任鐵樵 reads it (docs/decisions/0012): what holds the day master up is first its
 * roots (得地, 通根: a same-element hidden stem, by how much of the branch it holds), then the roots of its
 * resource, then the stems beside it of its own element (得勢) and of its resource. The season (得令) is in the
 * roots already — the month branch is one of them — and the element shares still show it. A chart at or above
 * `strongAtLeast` points is strong; below it, weak.
 */
export const STRENGTH_MODEL = {
  /** A root by the rank of its hidden stem in the branch: 本気, then the larger and the smaller other share. */
  rootWeightByRank: [1, 0.5, 0.3] as readonly number[],
  /** Roots of the resource count this much of a root of the day master's own element. */
  resourceRootFactor: 0.5,
  /** Each other stem of the day master's element (比劫) and of its resource (印). */
  companionStemPoints: 0.5,
  resourceStemPoints: 0.25,
  strongAtLeast: 2.3,
} as const;

export interface Root {
  pillar: ChartPillarName;
  stem: Stem;
  role: HiddenRole;
  /** Points it adds (its rank weight, times resourceRootFactor for a resource root). */
  points: number;
}

export interface StrengthFactors {
  /** 得令: the birth month's season is the day master's element or feeds it (旺 or 相). */
  seasonal: { ok: boolean; state: ReturnType<typeof seasonalState> };
  /** 得地: roots of the day master's element in the branches; and of its resource. */
  rooted: { ok: boolean; roots: Root[]; resourceRoots: Root[] };
  /** 得勢: the other stems that are the day master's element or its resource. */
  supported: { ok: boolean; stems: { pillar: ChartPillarName; stem: Stem }[] };
  /** The points these add up to, and the line between strong and weak. */
  points: number;
  strongAtLeast: number;
}

/** Roots of `element` in the branches as printed (a combination does not pull a root out: 任鐵樵 on DTS-017). */
export function rootsOf(pillars: readonly Pillar[], element: Element, factor = 1): Root[] {
  const out: Root[] = [];
  pillars.forEach((p, i) => {
    chineseHiddenStems(p.branch).forEach((h, rank) => {
      if (stemElement(h.stem) !== element) return;
      const points = (STRENGTH_MODEL.rootWeightByRank[rank] ?? 0) * factor;
      out.push({ pillar: PILLAR_NAMES[i] as ChartPillarName, stem: h.stem, role: h.role, points });
    });
  });
  return out;
}

/** Roots after the chart's 方局 and 三合局: a combined branch is its element's root at 本気 weight, or none. */
export function combinedRootsOf(pillars: readonly Pillar[], element: Element, factor = 1): Root[] {
  const qi = chartQi(pillars);
  return rootsOf(pillars, element, factor)
    .filter((r) => {
      const b = qi.branches.find((x) => x.pillar === r.pillar);
      return !b?.combinedInto;
    })
    .concat(
      qi.branches
        .filter((b) => b.combinedInto === element)
        .map((b) => ({
          pillar: b.pillar,
          stem: (chineseHiddenStems(b.branch)[0] as { stem: Stem }).stem,
          role: 'main' as HiddenRole,
          points: (STRENGTH_MODEL.rootWeightByRank[0] ?? 1) * factor,
        })),
    );
}

/** The three classical factors and the points they make (STRENGTH_MODEL). */
export function strengthFactors(pillars: readonly Pillar[]): StrengthFactors {
  const m = STRENGTH_MODEL;
  const dm = stemElement((pillars[2] as Pillar).stem);
  const resource = elementOfRole(dm, 'resource');
  const state = seasonalState(dm, (pillars[1] as Pillar).branch);
  const roots = combinedRootsOf(pillars, dm);
  const resourceRoots = combinedRootsOf(pillars, resource, m.resourceRootFactor);
  const stems = pillars
    .map((p, i) => ({ pillar: PILLAR_NAMES[i] as ChartPillarName, stem: p.stem }))
    .filter((s) => s.pillar !== 'day' && [dm, resource].includes(stemElement(s.stem)));
  const sum = (rs: Root[]) => rs.reduce((s, r) => s + r.points, 0);
  const rootPoints = sum(roots);
  const points =
    rootPoints +
    sum(resourceRoots) +
    stems.reduce(
      (s, x) => s + (stemElement(x.stem) === dm ? m.companionStemPoints : m.resourceStemPoints),
      0,
    );
  return {
    seasonal: { ok: state === 'prosperous' || state === 'growing', state },
    rooted: { ok: rootPoints >= 1, roots, resourceRoots },
    supported: { ok: stems.length >= 2, stems },
    points: Math.round(points * 100) / 100,
    strongAtLeast: m.strongAtLeast,
  };
}
