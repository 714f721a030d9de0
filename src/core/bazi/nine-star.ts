import { BRANCHES, type Branch } from './stems-branches';

/**
 * 九星 as Japanese 四柱推命 and 九星気学 sites show them beside the chart (issue 29 §5): 本命星 from the year (cut
 * at 立春) and 月命星 from the month (cut at its 節). Numbers 1–9: 一白水星 … 九紫火星. The year star falls by one
 * each year (1990 一白, 1991 九紫 …); the month stars fall by one each month from the 寅 month, which opens on 八白
 * in 子・午・卯・酉 years, 五黄 in 辰・戌・丑・未 years and 二黒 in 寅・申・巳・亥 years.
 */
export type NineStar = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

const mod9 = (n: number) => ((((n - 1) % 9) + 9) % 9) + 1;

/** 本命星 of a BaZi year (the Gregorian year whose 立春 opens it). */
export function yearStar(baziYear: number): NineStar {
  return mod9(11 - (((baziYear % 9) + 9) % 9)) as NineStar;
}

/** 月命星 of a 節 month (its branch) in a BaZi year (its year pillar's branch). */
export function monthStar(yearBranch: Branch, monthBranch: Branch): NineStar {
  const group = BRANCHES.indexOf(yearBranch) % 3; // 0: 子卯午酉, 1: 丑辰未戌, 2: 寅巳申亥
  const tigerStar = [8, 5, 2][group] as number;
  const monthsFromTiger = (BRANCHES.indexOf(monthBranch) - 2 + 12) % 12;
  return mod9(tigerStar - monthsFromTiger) as NineStar;
}
