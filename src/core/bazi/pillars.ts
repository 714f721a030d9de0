import { utcMsOfFields } from '../time/zone-offset';
import type { ZiHourRule } from './conventions';
import { SOLAR_TERMS, type SolarTermInstant, surroundingJie } from './solar-terms';
import { BRANCHES, type Branch, type Pillar, pillarOf, STEMS, type Stem } from './stems-branches';

/** A wall clock reading (civil or true solar), month 1–12. */
export interface ClockFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface FourPillars {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  hour: Pillar;
}

/** Integer Julian Day Number of a Gregorian calendar date. */
export function julianDayNumber(year: number, month: number, day: number): number {
  return Math.round(utcMsOfFields(year, month, day, 12) / 86_400_000 + 2440587.5);
}

/** Day pillar of a civil date: sexagenary index (JDN + 49) mod 60 (1949-10-01 甲子, 2000-01-01 戊午). */
export function dayPillarOfDate(year: number, month: number, day: number): Pillar {
  return pillarOf(julianDayNumber(year, month, day) + 49);
}

/**
 * The BaZi year (立春 to 立春) and month (節 to 節) opened by a 節: the month is the one that term opens, and the
 * year is that term's Gregorian year, except that 小寒 (early January) still belongs to the previous BaZi year.
 */
export function yearAndMonthOfJie(previousJie: SolarTermInstant): { year: Pillar; month: Pillar } {
  const k = SOLAR_TERMS.findIndex((t) => t.key === previousJie.key); // even: 0 小寒, 2 立春 … 22 大雪
  const baziYear = previousJie.year - (k === 0 ? 1 : 0);
  const year = pillarOf(baziYear - 4); // 1984 = 甲子
  const m = (k / 2 + 11) % 12; // 0 = 寅 month (opened by 立春) … 11 = 丑 month (opened by 小寒)
  const yearStem = STEMS.indexOf(year.stem);
  // 五虎遁: 甲己 → 丙寅, 乙庚 → 戊寅, 丙辛 → 庚寅, 丁壬 → 壬寅, 戊癸 → 甲寅
  const month: Pillar = {
    stem: STEMS[((yearStem % 5) * 2 + 2 + m) % 10] as Stem,
    branch: BRANCHES[(m + 2) % 12] as Branch,
  };
  return { year, month };
}

/** The clock fields of a Unix-ms value read as UTC (how wall clocks are carried around as numbers here). */
export function clockOfMs(ms: number): ClockFields {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** A wall clock moved by `ms` milliseconds (across days, months and years). */
export function clockPlus(c: ClockFields, ms: number): ClockFields {
  return clockOfMs(utcMsOfFields(c.year, c.month, c.day, c.hour, c.minute) + ms);
}

/**
 * Day and hour pillars from a wall clock. Hours run in two-hour branches from 23:00 (子). A 23:xx birth takes
 * the next day's hour stem in both schools (五鼠遁 runs on without a break); its day pillar is the next day's
 * only under the '23' rule.
 */
export function dayAndHourPillars(
  clock: ClockFields,
  ziHour: ZiHourRule,
): { day: Pillar; hour: Pillar; lateZi: boolean } {
  const lateZi = clock.hour === 23;
  const next = clockPlus(clock, 86_400_000);
  const today = { year: clock.year, month: clock.month, day: clock.day };
  const day =
    lateZi && ziHour === '23'
      ? dayPillarOfDate(next.year, next.month, next.day)
      : dayPillarOfDate(today.year, today.month, today.day);
  const stemDay = lateZi ? dayPillarOfDate(next.year, next.month, next.day) : day;
  const hb = Math.floor(((clock.hour + 1) % 24) / 2);
  // 五鼠遁: 甲己 → 甲子, 乙庚 → 丙子, 丙辛 → 戊子, 丁壬 → 庚子, 戊癸 → 壬子
  const hour: Pillar = {
    stem: STEMS[((STEMS.indexOf(stemDay.stem) % 5) * 2 + hb) % 10] as Stem,
    branch: BRANCHES[hb] as Branch,
  };
  return { day, hour, lateZi };
}

/** All four pillars: year and month from the true instant (JD UT), day and hour from the given clock. */
export function fourPillars(jdUt: number, clock: ClockFields, ziHour: ZiHourRule): FourPillars {
  const { year, month } = yearAndMonthOfJie(surroundingJie(jdUt).previous);
  const { day, hour } = dayAndHourPillars(clock, ziHour);
  return { year, month, day, hour };
}
