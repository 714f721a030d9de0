import type { LuckStartMethod } from './conventions';
import { type ClockFields, julianDayNumber } from './pillars';

/** The age of the first 大運 as the schools write it: years, months, days, hours, minutes of life. */
export interface LuckSpan {
  years: number;
  months: number;
  days: number;
  hours: number;
  minutes: number;
}

/** The name each method is printed with (CLI `bazi.luck.method`, `bazi.conventions.luckStart`). */
export const LUCK_METHOD_IDS = {
  exact: 'exact-3-days-per-year',
  sect1: 'lunar-sect-1',
  sect2: 'lunar-sect-2',
  china95: 'china95',
} as const satisfies Record<LuckStartMethod, string>;
export type LuckMethodId = (typeof LUCK_METHOD_IDS)[LuckStartMethod];

/** 3 days of life = 1 year of age: 259,200 s a year, 21,600 a month, 720 a day, 30 an hour, 0.5 a minute. */
const SECONDS_PER = { year: 259_200, month: 21_600, day: 720, hour: 30 } as const;
/** Seconds of interval to the 節 per year of age (3 days). */
export const SECONDS_PER_LUCK_YEAR = SECONDS_PER.year;
/** The same in whole minutes (元亨利貞 and 流派二): 4,320 a year, 360 a month, 12 a day; 1 minute = 2 hours. */
const MINUTES_PER = { year: 4_320, month: 360, day: 12 } as const;

/** The 時辰 index 0 (子) … 11 (亥) the 流派一 count uses; 23:xx counts as 11, as lunar-javascript and tyme4ts do. */
const doubleHourIndex = (c: ClockFields) => (c.hour === 23 ? 11 : Math.floor((c.hour + 1) / 2) % 12);

/** `value` as whole counts of each unit, largest unit first, and what is left over. */
function split<const U extends readonly number[]>(
  value: number,
  units: U,
): [{ [K in keyof U]: number }, number] {
  let rest = value;
  const counts = units.map((u) => {
    const n = Math.floor(rest / u);
    rest -= n * u;
    return n;
  });
  return [counts as { [K in keyof U]: number }, rest];
}

/**
 * The span from birth to the 節 the luck counts to, by each school's rule. `seconds` is the exact interval (always
 * positive); `earlier` and `later` are the birth and the 節 on the birth's own clock, in time order (流派一 counts
 * whole calendar days and 時辰 between them).
 */
export function luckSpan(
  method: LuckStartMethod,
  seconds: number,
  earlier: ClockFields,
  later: ClockFields,
): LuckSpan {
  const s = Math.max(0, seconds);
  if (method === 'exact') {
    const [[years, months, days, hours], rest] = split(s, [
      SECONDS_PER.year,
      SECONDS_PER.month,
      SECONDS_PER.day,
      SECONDS_PER.hour,
    ]);
    return { years, months, days, hours, minutes: Math.floor(rest * 2) };
  }
  if (method === 'sect1') {
    let hourDiff = doubleHourIndex(later) - doubleHourIndex(earlier);
    let dayDiff =
      julianDayNumber(later.year, later.month, later.day) -
      julianDayNumber(earlier.year, earlier.month, earlier.day);
    if (hourDiff < 0) {
      hourDiff += 12;
      dayDiff--;
    }
    // 1 day = 4 months, 1 時辰 = 10 days (3 時辰 make a month).
    const extraMonths = Math.floor((hourDiff * 10) / 30);
    const allMonths = Math.max(0, dayDiff * 4 + extraMonths);
    const years = Math.floor(allMonths / 12);
    return {
      years,
      months: allMonths - years * 12,
      days: hourDiff * 10 - extraMonths * 30,
      hours: 0,
      minutes: 0,
    };
  }
  const [[years, months, days], rest] = split(Math.floor(s / 60), [
    MINUTES_PER.year,
    MINUTES_PER.month,
    MINUTES_PER.day,
  ]);
  return { years, months, days, hours: method === 'sect2' ? rest * 2 : 0, minutes: 0 };
}

/** A span as decimal years of age (1 month = 1/12, 1 day = 1/360, 1 hour = 1/8,640, 1 minute = 1/518,400). */
export const spanYears = (s: LuckSpan): number =>
  s.years + s.months / 12 + s.days / 360 + s.hours / 8_640 + s.minutes / 518_400;
