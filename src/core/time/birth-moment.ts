import { CoreError, shown } from '../errors';
import { deltaTSeconds } from './delta-t';
import { jdUtFromUnixMs } from './julian-day';
import {
  type Disambiguation,
  type RecordedClock,
  standardTimeToInstant,
  type TimeNote,
  type WallTime,
  wallTimeToInstant,
} from './wall-time';
import { assertKnownZone } from './zone-offset';

/** First and last supported birth years (inclusive): the ephemeris, ΔT and term tables are checked over this span. */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2200;

/** A birth (or any event) instant with everything the ephemeris and the calendar need. */
export interface BirthMoment {
  wall: Required<WallTime>;
  tz: string;
  utcMs: number;
  /** ISO-8601 UT with milliseconds, e.g. 1990-05-15T05:30:00.000Z. */
  utc: string;
  offsetMinutes: number;
  offsetSource: 'tzdb' | 'lmt';
  dst: boolean;
  /** The zone's standard offset at the instant (minutes east): `offsetMinutes` without summer time. */
  standardOffsetMinutes: number;
  timeNote: TimeNote | null;
  /** How the recorded time was read: on the clock then in force, or as standard time (the person said so). */
  clock: RecordedClock;
  jdUt: number;
  deltaTSec: number;
  jdTt: number;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Parses a strict YYYY-MM-DD Gregorian date; INVALID_DATE for malformed or impossible dates (2023-02-30). */
export function parseDate(date: string): { year: number; month: number; day: number } {
  const m = DATE_RE.exec(String(date ?? '').trim());
  if (!m)
    throw new CoreError('INVALID_DATE', `Invalid date "${shown(date)}": use YYYY-MM-DD.`, {
      date: shown(date),
    });
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // month checked below; leap year next
  const leapOk = month !== 2 || day <= (isLeapYear(year) ? 29 : 28);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || !leapOk) {
    throw new CoreError(
      'INVALID_DATE',
      `Invalid date "${shown(date)}": no such day in the Gregorian calendar.`,
      {
        date,
      },
    );
  }
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new CoreError(
      'OUT_OF_RANGE',
      `Date ${date} is outside the supported range ${MIN_YEAR}–${MAX_YEAR}.`,
      {
        date,
        min: MIN_YEAR,
        max: MAX_YEAR,
      },
    );
  }
  return { year, month, day };
}

/** Parses H:MM or HH:MM[:SS] on a 24-hour clock; INVALID_TIME for hour 24, minute 61 and the like. */
export function parseTime(time: string): { hour: number; minute: number; second: number } {
  const m = TIME_RE.exec(String(time ?? '').trim());
  if (!m)
    throw new CoreError('INVALID_TIME', `Invalid time "${shown(time)}": use HH:MM (24-hour).`, {
      time: shown(time),
    });
  const [hour, minute, second] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (hour > 23)
    throw new CoreError('INVALID_TIME', `Invalid hour ${hour} in "${time}": hours run 0–23.`, { time });
  if (minute > 59) {
    throw new CoreError('INVALID_TIME', `Invalid minute ${minute} in "${time}": minutes run 0–59.`, { time });
  }
  if (second > 59) {
    throw new CoreError('INVALID_TIME', `Invalid second ${second} in "${time}": seconds run 0–59.`, { time });
  }
  return { hour, minute, second };
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/**
 * Local date + time at an IANA zone and longitude (° east, for local mean time before standard time) → the
 * instant: UT, Julian Day (UT), ΔT (s) and Julian Day (TT).
 */
export function birthMoment(
  date: string,
  time: string,
  tz: string,
  lngDeg: number,
  disambiguation: Disambiguation = 'compatible',
  clock: RecordedClock = 'wall',
): BirthMoment {
  const d = parseDate(date);
  const t = parseTime(time);
  assertKnownZone(tz);
  const wall = { ...d, ...t };
  const z =
    clock === 'standard'
      ? standardTimeToInstant(wall, tz, lngDeg)
      : wallTimeToInstant(wall, tz, lngDeg, disambiguation);
  const jdUt = jdUtFromUnixMs(z.utcMs);
  const deltaTSec = deltaTSeconds(jdUt);
  return {
    wall,
    tz,
    utcMs: z.utcMs,
    utc: new Date(z.utcMs).toISOString(),
    offsetMinutes: z.offsetMinutes,
    offsetSource: z.offsetSource,
    dst: z.dst,
    standardOffsetMinutes: z.standardOffsetMinutes,
    timeNote: z.timeNote,
    clock,
    jdUt,
    deltaTSec,
    jdTt: jdUt + deltaTSec / 86_400,
  };
}
