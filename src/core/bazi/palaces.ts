import { type Nayin, nayinOf } from './nayin';
import { SIX_HARMONIES, STEM_COMBINATIONS } from './relations';
import { BRANCHES, type Branch, type Pillar, STEMS, type Stem } from './stems-branches';

/**
 * 胎元, 胎息, 命宫 and 身宫 (issue 29 §2), by the rules the 6tail libraries (lunar-javascript, tyme4ts) and the
 * apps built on them use; the two libraries' formulas agree on every year stem × month × hour:
 * - 胎元 (conception pillar): the month pillar's stem one step on, its branch three steps on (月干进一, 月支进三).
 * - 胎息: the day stem's 五合 partner and the day branch's 六合 partner.
 * - 命宫 (life palace): the branch counted back from 卯 by month and hour (the month branch from 寅, the hour
 *   branch from 子, in the chart's 節 months), its stem by 五虎遁 from the year stem.
 * - 身宫 (body palace): the branch counted forward by month and hour, its stem likewise.
 * 命宫 and 身宫 need the hour: null without a birth time.
 */

export interface Palace extends Pillar {
  nayin: Nayin;
}

export interface Palaces {
  fetalOrigin: Palace;
  fetalBreath: Palace;
  lifePalace: Palace | null;
  bodyPalace: Palace | null;
}

const withNayin = (p: Pillar): Palace => ({ ...p, nayin: nayinOf(p) });
const stemAt = (i: number) => STEMS[((i % 10) + 10) % 10] as Stem;
const branchAt = (i: number) => BRANCHES[((i % 12) + 12) % 12] as Branch;

/** The stem 五虎遁 gives a branch in a year of `yearStem`: 甲己 years start 寅 at 丙, 乙庚 at 戊 … */
function tigerStem(yearStem: Stem, branch: Branch): Stem {
  const firstMonthStem = ((STEMS.indexOf(yearStem) % 5) * 2 + 2) % 10; // 丙 for 甲 and 己
  const stepsFromTiger = (BRANCHES.indexOf(branch) - 2 + 12) % 12;
  return stemAt(firstMonthStem + stepsFromTiger);
}

const partnerStem = (s: Stem) => {
  const c = STEM_COMBINATIONS.find(([a, b]) => a === s || b === s) as readonly [Stem, Stem, unknown];
  return c[0] === s ? c[1] : c[0];
};
const partnerBranch = (b: Branch) => {
  const h = SIX_HARMONIES.find(([x, y]) => x === b || y === b) as readonly [Branch, Branch, unknown];
  return h[0] === b ? h[1] : h[0];
};

export function palacesOf(year: Pillar, month: Pillar, day: Pillar, hour: Pillar | null): Palaces {
  const m = BRANCHES.indexOf(month.branch);
  const fetalOrigin = withNayin({
    stem: stemAt(STEMS.indexOf(month.stem) + 1),
    branch: branchAt(m + 3),
  });
  const fetalBreath = withNayin({ stem: partnerStem(day.stem), branch: partnerBranch(day.branch) });
  if (!hour) return { fetalOrigin, fetalBreath, lifePalace: null, bodyPalace: null };
  const h = BRANCHES.indexOf(hour.branch);
  const lifeBranch = branchAt(((27 - m - h) % 12) + 2);
  const bodyBranch = branchAt(((11 + m + h) % 12) + 2);
  return {
    fetalOrigin,
    fetalBreath,
    lifePalace: withNayin({ stem: tigerStem(year.stem, lifeBranch), branch: lifeBranch }),
    bodyPalace: withNayin({ stem: tigerStem(year.stem, bodyBranch), branch: bodyBranch }),
  };
}
