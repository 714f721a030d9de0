import { firstTransitionMs, utcMsOfFields, zoneOffsetMinutes } from './zone-offset';

/** Calendar fields of a wall clock at the birthplace (Gregorian; month 1–12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

/** How a wall time that a clock change skipped or repeated is read. 'compatible' = gap: later, fold: earlier. */
export type Disambiguation = 'compatible' | 'earlier' | 'later';

/** One possible UT reading of an ambiguous or skipped wall time. */
export interface TimeCandidate {
  utcMs: number;
  offsetMinutes: number;
}

/**
 * Set when the wall time did not exist (clocks sprang forward over it: 'gap') or happened twice (clocks fell
 * back: 'fold'). `chosen` names the reading used; both readings are given so the UI can ask.
 */
export interface TimeNote {
  kind: 'gap' | 'fold';
  chosen: 'earlier' | 'later';
  candidates: [TimeCandidate, TimeCandidate];
  messageKey: 'time.gap' | 'time.fold';
}

/** Where the offset came from: the tz database, or local mean time from the birth longitude. */
export type OffsetSource = 'tzdb' | 'lmt';

export interface ZonedInstant {
  utcMs: number;
  /** Minutes east of UTC; fractional for local mean time. */
  offsetMinutes: number;
  offsetSource: OffsetSource;
  /** True when the tzdb offset is above the zone's standard offset of those years (summer or war time). */
  dst: boolean;
  timeNote: TimeNote | null;
}

const DAY_MS = 86_400_000;

/**
 * Wall clock at an IANA zone → the UT instant. Offsets come from the platform's tz database (historic DST
 * included); before the zone's first transition, local mean time from `lngDeg` (east positive) is used, as
 * astro.com does. Skipped and repeated wall times are detected and reported in `timeNote`, never silently moved.
 */
export function wallTimeToInstant(
  wall: WallTime,
  tz: string,
  lngDeg: number,
  disambiguation: Disambiguation = 'compatible',
): ZonedInstant {
  const wallMs = utcMsOfFields(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second ?? 0);

  const first = firstTransitionMs(tz);
  const lmtOffset = lngDeg * 4; // 360° = 24 h, so 1° = 4 minutes
  if (first !== null && wallMs - lmtOffset * 60_000 < first) {
    return {
      utcMs: wallMs - lmtOffset * 60_000,
      offsetMinutes: lmtOffset,
      offsetSource: 'lmt',
      dst: false,
      timeNote: null,
    };
  }

  // The offsets in force a day either side give at most two candidate instants; keep those that read back.
  const before = zoneOffsetMinutes(tz, wallMs - DAY_MS);
  const after = zoneOffsetMinutes(tz, wallMs + DAY_MS);
  const offsets = before === after ? [before] : [before, after];
  const valid = offsets
    .map((off) => ({ utcMs: wallMs - off * 60_000, offsetMinutes: off }))
    .filter((c) => zoneOffsetMinutes(tz, c.utcMs) === c.offsetMinutes)
    .sort((a, b) => a.utcMs - b.utcMs);

  let pick: TimeCandidate;
  let timeNote: TimeNote | null = null;
  if (valid.length === 1) {
    pick = valid[0] as TimeCandidate;
  } else if (valid.length === 2) {
    const [earlier, later] = valid as [TimeCandidate, TimeCandidate];
    const chosen = disambiguation === 'later' ? 'later' : 'earlier';
    pick = chosen === 'later' ? later : earlier;
    timeNote = { kind: 'fold', chosen, candidates: [earlier, later], messageKey: 'time.fold' };
  } else {
    // A gap: read with the offset before the change (lands after the gap) or after it (lands before).
    const withBefore = { utcMs: wallMs - before * 60_000, offsetMinutes: before };
    const withAfter = { utcMs: wallMs - after * 60_000, offsetMinutes: after };
    const [earlier, later] = [withBefore, withAfter].sort((a, b) => a.utcMs - b.utcMs) as [
      TimeCandidate,
      TimeCandidate,
    ];
    const chosen = disambiguation === 'earlier' ? 'earlier' : 'later';
    pick = chosen === 'later' ? later : earlier;
    timeNote = { kind: 'gap', chosen, candidates: [earlier, later], messageKey: 'time.gap' };
  }

  return {
    utcMs: pick.utcMs,
    offsetMinutes: pick.offsetMinutes,
    offsetSource: 'tzdb',
    dst: isSummerOffset(tz, wall.year, pick.offsetMinutes),
    timeNote,
  };
}

const standardOffsets = new Map<string, number>();
const STANDARD_WINDOW_YEARS = 2;

/**
 * DST heuristic: the offset exceeds the lowest January/July offset within two years either side. The window
 * catches year-round summer time (US war time 1942–45, UK double summer time) that one year alone would miss.
 */
function isSummerOffset(tz: string, year: number, offsetMinutes: number): boolean {
  const key = `${tz}|${year}`;
  let standard = standardOffsets.get(key);
  if (standard === undefined) {
    standard = Number.POSITIVE_INFINITY;
    for (let y = year - STANDARD_WINDOW_YEARS; y <= year + STANDARD_WINDOW_YEARS; y++) {
      for (const month of [1, 7])
        standard = Math.min(standard, zoneOffsetMinutes(tz, utcMsOfFields(y, month, 1, 12)));
    }
    standardOffsets.set(key, standard);
  }
  return offsetMinutes > standard;
}
