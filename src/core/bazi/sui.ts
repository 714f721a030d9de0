import { parseDate } from '../time/birth-moment';
import { startOfSpring } from './solar-terms';
import { type Pillar, pillarOf } from './stems-branches';

// 虚岁 (Chinese count of age, issue 29 §2): 1 in the BaZi year of birth, one more at each 立春, as the 流年, 小运 and
// 童限 count it (decision 0013).

const BEIJING_MS = 8 * 3_600_000;

/**
 * The BaZi year of birth from the civil year of the birth date: that year, or the one before for a birth before its
 * 立春 (the year pillar says which).
 */
export function birthBaziYear(civilYear: number, yearPillar: Pillar): number {
  const p = pillarOf(civilYear - 4);
  return p.stem === yearPillar.stem && p.branch === yearPillar.branch ? civilYear : civilYear - 1;
}

/**
 * The BaZi year a calendar date falls in: its own year from the date of that year's 立春 on, the year before until
 * then. 立春's date is read on Beijing's calendar, where the count comes from (it falls on 3–5 February).
 */
export function baziYearOfDate(date: string): number {
  const { year } = parseDate(date);
  const springDate = new Date(startOfSpring(year).utcMs + BEIJING_MS).toISOString().slice(0, 10);
  return date >= springDate ? year : year - 1;
}

/** 虚岁 on a date for someone born in BaZi year `bornBaziYear`. */
export const suiOn = (bornBaziYear: number, date: string): number => baziYearOfDate(date) - bornBaziYear + 1;
