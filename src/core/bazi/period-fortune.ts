import type { Gender } from './conventions';
import { elementOfRole, FORTUNE_RULE, type FortuneArea, type FortuneGrade } from './fortune';
import type { ChartJudgement, ElementUse } from './judgement';
import { branchElement, type Element, type Pillar, stemElement } from './stems-branches';

/**
 * The spec's fortune headline (大吉 / 吉 / 中 / 凶 and five stars per area) as a judgement of a period, not a count:
 * how the running luck pillar (大運) and year (流年) stand to the chart's favourable and unfavourable elements
 * (judgement.ts), and how balanced the chart is. A period that brings the useful element reads well; one that
 * feeds what the chart has too much of reads harder. One documented rule (issue 12); the thresholds keep every
 * grade under 45 % of births (tested over 10,000).
 */
export const PERIOD_FORTUNE_CONFIG = {
  version: 'seimei-period-fortune-1',
  /** What each element's label is worth when a period brings it. */
  value: { useful: 1, favourable: 0.6, idle: 0, enemy: -0.6, unfavourable: -1 } as Readonly<
    Record<ElementUse, number>
  >,
  /** A luck pillar runs ten years and weighs more than one year. Without one, the year counts double. */
  weight: { luckStem: 1.5, luckBranch: 1.5, yearStem: 1, yearBranch: 1 },
  /** A balanced chart weathers any period better; an extreme one (not following) feels periods more. */
  balance: { veryStrong: -0.5, strong: 0, balanced: 0.75, weak: 0, veryWeak: -0.5 },
  /** Lowest scores of 大吉, 吉 and 中; below the last is 凶. */
  thresholds: { 大吉: 2.2, 吉: 0.4, 中: -1.6 } as Readonly<Record<Exclude<FortuneGrade, '凶'>, number>>,
  /** Stars: 3, plus each area's two element roles' worth in the chart, plus half their worth in the period. */
  periodStarFactor: 0.5,
} as const;

/** The pillars running at the date the fortune is read for. */
export interface RunningPillars {
  /** Null before the first luck pillar starts, or without a gender (no direction, no luck pillars). */
  luck: Pillar | null;
  year: Pillar;
}

export interface PeriodFactor {
  source: 'luckStem' | 'luckBranch' | 'yearStem' | 'yearBranch';
  element: Element;
  use: ElementUse;
  points: number;
}

export interface PeriodFortune {
  overview: FortuneGrade;
  score: number;
  /** What the period brings, part by part, with the points each adds (the "why" under the grade). */
  factors: PeriodFactor[];
  balancePoints: number;
  /** Out of five; null without a gender (the areas' element pairs depend on it). */
  stars: Record<FortuneArea, number> | null;
  rule: string;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The fortune of the period `running` for a chart judged as `judgement`. */
export function periodFortune(
  judgement: ChartJudgement,
  dayMaster: Element,
  running: RunningPillars,
  gender: Gender | undefined,
): PeriodFortune {
  const c = PERIOD_FORTUNE_CONFIG;
  const yearFactor = running.luck ? 1 : 2;
  const parts: [PeriodFactor['source'], Element, number][] = [
    ['yearStem', stemElement(running.year.stem), c.weight.yearStem * yearFactor],
    ['yearBranch', branchElement(running.year.branch), c.weight.yearBranch * yearFactor],
  ];
  if (running.luck)
    parts.unshift(
      ['luckStem', stemElement(running.luck.stem), c.weight.luckStem],
      ['luckBranch', branchElement(running.luck.branch), c.weight.luckBranch],
    );
  const factors = parts.map(([source, element, weight]) => {
    const use = judgement.useOf[element];
    return { source, element, use, points: round2(weight * c.value[use]) };
  });
  // A following chart is judged by its following, not by how far it is from the middle.
  const balancePoints = judgement.strength.exception ? 0 : c.balance[judgement.strength.level];
  const score = round2(factors.reduce((s, f) => s + f.points, 0) + balancePoints);
  const overview: FortuneGrade =
    score >= c.thresholds.大吉
      ? '大吉'
      : score >= c.thresholds.吉
        ? '吉'
        : score >= c.thresholds.中
          ? '中'
          : '凶';

  let stars: PeriodFortune['stars'] = null;
  if (gender) {
    const pairs = FORTUNE_RULE.pairs[gender];
    const periodElements = factors.map((f) => f.element);
    stars = {} as Record<FortuneArea, number>;
    for (const area of Object.keys(pairs) as FortuneArea[]) {
      let sum = 0;
      for (const role of pairs[area]) {
        const e = elementOfRole(dayMaster, role);
        const worth = c.value[judgement.useOf[e]];
        sum += worth;
        if (periodElements.includes(e)) sum += worth * c.periodStarFactor;
      }
      stars[area] = Math.min(5, Math.max(1, Math.round(3 + sum)));
    }
  }
  return { overview, score, factors, balancePoints, stars, rule: c.version };
}
