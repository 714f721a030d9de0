import { CoreError } from '../errors';
import { jdUtFromUnixMs } from '../time/julian-day';
import type { ZiHourRule } from './conventions';
import { clockOfMs, fourPillars, yearAndMonthOfJie } from './pillars';
import { solarTermsOfYear } from './solar-terms';
import { type Pillar, pillarOf, sexagenaryIndex } from './stems-branches';

/**
 * 八字反推 (issue 29 §5): every birth time whose four pillars are the ones given, for practitioners who hold a chart
 * without its date. The pillars are read by the engine itself at each candidate (year and month from the exact 立春
 * and 節, day and hour from the clock), so a match is one the chart page would draw. Clocks are a fixed standard
 * offset: Beijing's UTC+8 by default, as the 6tail libraries' fromBaZi reads them, or any other (UTC+9 for Japan).
 */

export interface PillarsMatch {
  /** The civil date of the stretch on the clock searched. */
  date: string;
  /** From and until (HH:MM on that clock): the hour branch's stretch, cut by a 節 falling inside it. */
  from: string;
  until: string;
}

/** Beijing's standard offset, the clock the 6tail libraries read. */
export const BEIJING_OFFSET_MINUTES = 480;
const HOUR_MS = 3_600_000;
/** The clock hours where an hour branch begins (子 split at midnight: 23:00 and 00:00). */
const HOUR_STARTS = [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23];

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const same = (a: Pillar, b: Pillar) => a.stem === b.stem && a.branch === b.branch;

export function datesFromPillars(
  pillars: { year: Pillar; month: Pillar; day: Pillar; hour: Pillar },
  fromYear: number,
  toYear: number,
  ziHour: ZiHourRule = 'midnight',
  offsetMinutes: number = BEIJING_OFFSET_MINUTES,
): PillarsMatch[] {
  if (!(Number.isInteger(offsetMinutes) && Math.abs(offsetMinutes) <= 14 * 60))
    throw new CoreError('INVALID_OPTION', 'The clock offset must be whole minutes within ±14 hours.', {
      offsetMinutes: String(offsetMinutes),
    });
  const OFFSET_MS = offsetMinutes * 60_000;
  for (const p of Object.values(pillars))
    if (sexagenaryIndex(p) < 0)
      throw new CoreError('INVALID_OPTION', `${p.stem}${p.branch} is not a pillar of the sexagenary cycle.`, {
        pillar: `${p.stem}${p.branch}`,
      });
  if (!(fromYear >= 1800 && toYear <= 2200 && fromYear <= toYear))
    throw new CoreError('OUT_OF_RANGE', 'The years searched must lie within 1800–2200.', {
      min: 1800,
      max: 2200,
    });
  const out: PillarsMatch[] = [];
  // A BaZi year's 子 and 丑 months fall in January of the next Gregorian year: the year before is searched too, and
  // every match is kept to the dates asked for.
  for (let y = fromYear - 1; y <= toYear; y++) {
    if (!same(pillarOf(y - 4), pillars.year)) continue;
    // The 節 that opens the month asked, in BaZi year y (its 小寒 falls in January of y + 1), and the next 節.
    const jie = [...solarTermsOfYear(y), ...solarTermsOfYear(y + 1)].filter((t) => t.jie);
    const at = jie.findIndex((t) => {
      const ym = yearAndMonthOfJie(t);
      return same(ym.year, pillars.year) && same(ym.month, pillars.month);
    });
    const open = jie[at];
    const close = jie[at + 1];
    if (!open || !close) continue;
    // The clock as UTC fields (ms): the month's span, then every hour-branch start inside or across it.
    const spanFrom = open.utcMs + OFFSET_MS;
    const spanTo = close.utcMs + OFFSET_MS;
    const firstDay = Math.floor(spanFrom / 86_400_000) * 86_400_000;
    for (let day = firstDay; day < spanTo; day += 86_400_000)
      HOUR_STARTS.forEach((h, i) => {
        const start = day + h * HOUR_MS;
        const end = day + (HOUR_STARTS[i + 1] ?? 24) * HOUR_MS;
        const from = Math.max(start, spanFrom);
        const until = Math.min(end, spanTo);
        if (from >= until) return;
        const clock = clockOfMs(from);
        const got = fourPillars(jdUtFromUnixMs(from - OFFSET_MS), clock, ziHour);
        const year = new Date(from).getUTCFullYear();
        if (year >= fromYear && year <= toYear && same(got.day, pillars.day) && same(got.hour, pillars.hour))
          out.push({
            date: new Date(from).toISOString().slice(0, 10),
            from: hhmm(from),
            until: until - day >= 24 * HOUR_MS ? '24:00' : hhmm(until),
          });
      });
  }
  return out;
}
