import { type Branch, pillarOf, type Stem } from '../bazi/stems-branches';
import { LUNAR_FIRST_YEAR, LUNAR_LAST_YEAR, lunarDateOf } from './lunar-calendar';

/**
 * A birth's 农历 date and its 生肖 both ways (issue 29 §1). BaZi takes the animal from the year pillar, which turns at
 * 立春; folk custom turns it at 春节 (正月初一). Between the two (a birth on 1995-02-04 before 立春 is 甲戌, a dog by
 * 立春, and already a pig by 春节 custom only after 31 January) the two animals differ, and the page says so.
 */
export interface LunarBirth {
  /** The lunar year (the Gregorian year its 正月 begins in), with its 干支. */
  year: number;
  yearStem: Stem;
  yearBranch: Branch;
  month: number;
  leap: boolean;
  day: number;
  /** Days in the birth's lunar month (29 or 30). */
  monthDays: number;
  /** 生肖 by 立春: the year pillar's branch, as BaZi reads it. */
  animalByLichun: Branch;
  /** 生肖 by 春节: the lunar year's branch, as folk custom reads it. */
  animalBySpringFestival: Branch;
}

/**
 * The 农历 date of the civil birth date at the birthplace (YYYY-MM-DD, as entered) with the animal both ways; null
 * outside 1800–2200.
 */
export function lunarBirth(localDate: string, yearPillarBranch: Branch): LunarBirth | null {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  if (!(y >= LUNAR_FIRST_YEAR && y <= LUNAR_LAST_YEAR)) return null;
  const l = lunarDateOf(y, m, d);
  const p = pillarOf(l.year - 4);
  return {
    year: l.year,
    yearStem: p.stem,
    yearBranch: p.branch,
    month: l.month,
    leap: l.leap,
    day: l.day,
    monthDays: l.monthDays,
    animalByLichun: yearPillarBranch,
    animalBySpringFestival: p.branch,
  };
}
