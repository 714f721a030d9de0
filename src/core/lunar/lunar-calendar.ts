import { wrap180 } from '../astrology/zodiac';
import { clockOfMs, julianDayNumber } from '../bazi/pillars';
import { solarTermsOfYear } from '../bazi/solar-terms';
import { planetLonLat } from '../ephemeris/planets';
import { CoreError } from '../errors';
import { brentRoot } from '../transit/body-track';

/**
 * The Chinese lunisolar calendar (农历) from the engine's own new moons and 中气, by the rules China has used since
 * the 時憲曆 (and GB/T 33661-2017 states): a month starts on the Beijing-time day of a new moon; the month holding
 * the winter solstice (冬至) is the 11th; a year from one 11th month to the next with 13 months has a leap month,
 * the first of them holding no 中气, which repeats the number of the month before it. Beijing time is UTC+8
 * throughout, as the calendars of today and the 6tail libraries compute it. Valid 1800–2200.
 */

export interface LunarDate {
  /** The lunar year: the Gregorian year its 正月 begins in. */
  year: number;
  /** 1–12. */
  month: number;
  /** A leap month (闰月) repeats the number of the month before it. */
  leap: boolean;
  /** 1–30. */
  day: number;
  /** Days in this month: 29 (小月) or 30 (大月). */
  monthDays: number;
}

/** One lunar month: its number, whether leap, its first day and its length. */
export interface LunarMonth {
  year: number;
  month: number;
  leap: boolean;
  /** Julian Day Number of its first day (the civil day, in Beijing). */
  firstDay: number;
  days: number;
}

export const LUNAR_FIRST_YEAR = 1800;
export const LUNAR_LAST_YEAR = 2200;

/** Beijing time, UTC+8, in days: China's standard time since 1929. */
const BEIJING_DAYS = 8 / 24;
/**
 * From 1912 to 1928 the Republic's observatory reckoned the calendar on Beijing's own meridian, 116°25′ E
 * (UTC+7:45:40): the new moons of late 1914, early 1916 and late 1920 fell between the two midnights, and the
 * calendars printed then (which lunar-javascript follows) took the meridian's day. The Qing calendars before 1912
 * and China's since 1929 count in UTC+8 here (the 1906 new moon at 00:06 UTC+8 was printed on the later day).
 */
const BEIJING_MERIDIAN_DAYS = (116 + 25 / 60) / 360;
/** 1 January 1912 and 1 January 1929, 00:00 UTC+8, as JD (UT). */
const MERIDIAN_FROM_JD = 2419402.5 - 8 / 24;
const MERIDIAN_UNTIL_JD = 2425612.5 - 8 / 24;
/** The mean synodic month (Meeus), days, and a new moon of January 2000 (JDE) to count from. */
const SYNODIC_DAYS = 29.530588861;
const NEW_MOON_2000 = 2451550.09766;

/** The civil day number (JDN) in Beijing of an instant (JD, UT). */
const beijingDay = (jdUt: number) =>
  Math.floor(
    jdUt +
      0.5 +
      (jdUt >= MERIDIAN_FROM_JD && jdUt < MERIDIAN_UNTIL_JD ? BEIJING_MERIDIAN_DAYS : BEIJING_DAYS),
  );

/** The Moon's elongation from the Sun, −180…180°: zero at new moon. */
const elongation = (jdUt: number) =>
  wrap180(planetLonLat('moon', jdUt).lonDeg - planetLonLat('sun', jdUt).lonDeg);

/** The new moon nearest lunation `k` (k = 0 in January 2000), as the instant (JD, UT) the elongation is zero. */
function newMoon(k: number): number {
  const guess = NEW_MOON_2000 + SYNODIC_DAYS * k;
  // The true new moon lies within about 14 hours of the mean one; ±2 days brackets it with room.
  return brentRoot(elongation, guess - 2, guess + 2, 1e-7);
}

/** The lunation number whose new moon is nearest an instant. */
const lunationNear = (jdUt: number) => Math.round((jdUt - NEW_MOON_2000) / SYNODIC_DAYS);

const newMoonDays = new Map<number, number>();
/** The Beijing day on which lunation `k`'s new moon falls (cached: each is a root search). */
function newMoonDay(k: number): number {
  let day = newMoonDays.get(k);
  if (day === undefined) {
    day = beijingDay(newMoon(k));
    newMoonDays.set(k, day);
  }
  return day;
}

/** The lunation whose month holds a given day: the last new moon on or before it. */
function lunationHolding(day: number): number {
  let k = lunationNear(day - 0.5 - BEIJING_DAYS);
  while (newMoonDay(k) > day) k--;
  while (newMoonDay(k + 1) <= day) k++;
  return k;
}

/** The Beijing days of the 中气 (principal terms) of a Gregorian year. */
function principalTermDays(year: number): number[] {
  return solarTermsOfYear(year)
    .filter((t) => !t.jie)
    .map((t) => beijingDay(t.jdUt));
}
const winterSolsticeDay = (year: number) =>
  beijingDay((solarTermsOfYear(year).find((t) => t.key === 'winterSolstice') as { jdUt: number }).jdUt);

const years = new Map<number, LunarMonth[]>();

/**
 * The months from the 11th month holding the winter solstice of `year − 1` up to (not including) the one holding
 * the solstice of `year`, numbered, with the leap month found: the 岁 that holds lunar year `year`'s first months.
 */
function suiMonths(year: number): LunarMonth[] {
  const cached = years.get(year);
  if (cached) return cached;
  const first = lunationHolding(winterSolsticeDay(year - 1));
  const next = lunationHolding(winterSolsticeDay(year));
  const count = next - first;
  const terms = [...principalTermDays(year - 1), ...principalTermDays(year)];
  const holdsTerm = (k: number) => {
    const from = newMoonDay(k);
    const to = newMoonDay(k + 1);
    return terms.some((d) => d >= from && d < to);
  };
  // Thirteen months between two 11th months: the first without a 中气 is the leap month.
  let leapAt = -1;
  if (count === 13)
    for (let i = 1; i < count; i++)
      if (!holdsTerm(first + i)) {
        leapAt = i;
        break;
      }
  const months: LunarMonth[] = [];
  let number = 11;
  for (let i = 0; i < count; i++) {
    const leap = i === leapAt;
    if (i > 0 && !leap) number = (number % 12) + 1;
    const firstDay = newMoonDay(first + i);
    months.push({
      year,
      month: number,
      leap,
      firstDay,
      days: newMoonDay(first + i + 1) - firstDay,
    });
  }
  // The lunar year changes at 正月: every month before the first 正月 in this span belongs to the year before.
  const zheng = months.findIndex((m) => m.month === 1 && !m.leap);
  for (let i = 0; i < months.length; i++) (months[i] as LunarMonth).year = i < zheng ? year - 1 : year;
  years.set(year, months);
  return months;
}

function checkYear(year: number, what: string) {
  if (!Number.isInteger(year) || year < LUNAR_FIRST_YEAR || year > LUNAR_LAST_YEAR)
    throw new CoreError('OUT_OF_RANGE', `${what} is outside the lunar calendar's range (1800–2200).`, {
      min: LUNAR_FIRST_YEAR,
      max: LUNAR_LAST_YEAR,
    });
}

/** The Gregorian date of a Julian Day Number (the inverse of julianDayNumber). */
export function gregorianOf(jdn: number): { year: number; month: number; day: number } {
  const { year, month, day } = clockOfMs((jdn - 2440587.5) * 86_400_000);
  return { year, month, day };
}

/** The months of lunar year `year` in order (正月 … 十二月, a leap month after the month it repeats). */
export function lunarMonthsOfYear(year: number): LunarMonth[] {
  checkYear(year, `Lunar year ${year}`);
  return [...suiMonths(year), ...suiMonths(year + 1)].filter((m) => m.year === year);
}

/** The lunar date of a Gregorian civil date (the day as it is in China). */
export function lunarDateOf(year: number, month: number, day: number): LunarDate {
  checkYear(year, `The year ${year}`);
  const jdn = julianDayNumber(year, month, day);
  // The month holding the day is in the 岁 that ends at this year's or next year's winter solstice.
  const span = jdn < (suiMonths(year + 1)[0] as LunarMonth).firstDay ? suiMonths(year) : suiMonths(year + 1);
  const m = [...span].reverse().find((x) => x.firstDay <= jdn) as LunarMonth;
  return { year: m.year, month: m.month, leap: m.leap, day: jdn - m.firstDay + 1, monthDays: m.days };
}

/**
 * The Gregorian date of a lunar date. Throws INVALID_DATE for a leap month the year does not have or a day past
 * the month's end (a 30th of a 29-day month).
 */
export function gregorianOfLunar(
  year: number,
  month: number,
  leap: boolean,
  day: number,
): { year: number; month: number; day: number } {
  checkYear(year, `Lunar year ${year}`);
  const m = lunarMonthsOfYear(year).find((x) => x.month === month && x.leap === leap);
  if (!m)
    throw new CoreError('INVALID_DATE', `Lunar year ${year} has no ${leap ? 'leap ' : ''}month ${month}.`, {
      year,
      month,
      leap: String(leap),
    });
  if (!Number.isInteger(day) || day < 1 || day > m.days)
    throw new CoreError('INVALID_DATE', `Lunar month ${month} of ${year} has ${m.days} days.`, {
      days: m.days,
    });
  return gregorianOf(m.firstDay + day - 1);
}
