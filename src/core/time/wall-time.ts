import { firstTransitionMs, utcMsOfFields, zoneClockAt, zoneOffsetMinutes } from './zone-offset';

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
  /** The zone's standard offset at the instant: `offsetMinutes` without summer time (equal to it when `dst` is false). */
  standardOffsetMinutes: number;
  timeNote: TimeNote | null;
}

const DAY_MS = 86_400_000;

/** A local-mean-time reading (never summer time). */
function lmtInstant(c: TimeCandidate, timeNote: TimeNote | null): ZonedInstant {
  return {
    utcMs: c.utcMs,
    offsetMinutes: c.offsetMinutes,
    offsetSource: 'lmt',
    dst: false,
    standardOffsetMinutes: c.offsetMinutes,
    timeNote,
  };
}

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
  if (first !== null) {
    // The switch from local mean time to the zone's time is a clock change like any other: east of the zone's
    // meridian the clocks went back (Tokyo 1888-01-01 00:00–00:18 happened twice), west of it they jumped.
    const lmt: TimeCandidate = { utcMs: wallMs - lmtOffset * 60_000, offsetMinutes: lmtOffset };
    const zoneOffset = zoneOffsetMinutes(tz, first);
    const zone: TimeCandidate = { utcMs: wallMs - zoneOffset * 60_000, offsetMinutes: zoneOffset };
    const lmtReads = lmt.utcMs < first;
    const zoneReads = zone.utcMs >= first;
    if (lmtReads && !zoneReads) return lmtInstant(lmt, null);
    if (lmtReads || !zoneReads) {
      const kind = lmtReads ? 'fold' : 'gap';
      const [earlier, later] = [lmt, zone].sort((x, y) => x.utcMs - y.utcMs) as [
        TimeCandidate,
        TimeCandidate,
      ];
      // As for summer time: a fold reads earlier unless asked, a gap later (with the offset before the change).
      const chosen =
        kind === 'fold'
          ? disambiguation === 'later'
            ? 'later'
            : 'earlier'
          : disambiguation === 'earlier'
            ? 'earlier'
            : 'later';
      const note: TimeNote = { kind, chosen, candidates: [earlier, later], messageKey: `time.${kind}` };
      const pick = chosen === 'earlier' ? earlier : later;
      return pick === lmt
        ? lmtInstant(lmt, note)
        : {
            utcMs: pick.utcMs,
            offsetMinutes: pick.offsetMinutes,
            offsetSource: 'tzdb',
            dst: false,
            standardOffsetMinutes: pick.offsetMinutes,
            timeNote: note,
          };
    }
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

  const standardOffsetMinutes = standardOffsetAt(tz, pick.utcMs, pick.offsetMinutes);
  return {
    utcMs: pick.utcMs,
    offsetMinutes: pick.offsetMinutes,
    offsetSource: 'tzdb',
    dst: standardOffsetMinutes < pick.offsetMinutes,
    standardOffsetMinutes,
    timeNote,
  };
}

/** How the recorded time is read: on the clock then in force (summer time included), or as standard time. */
export type RecordedClock = 'wall' | 'standard';
export const RECORDED_CLOCKS = ['wall', 'standard'] as const satisfies readonly RecordedClock[];

/**
 * A recorded time that is already standard time (issue 32 §2: "my recorded time is already standard time", as
 * Chinese and Japanese records of the summer-time years often are) → the UT instant: the one at which the zone's
 * standard clock read `wall`. The result still names the clock in force then (`offsetMinutes`, `dst`), so a page can
 * say that the clocks showed an hour more. Before the zone's first transition this is the wall reading (local mean
 * time has no summer time). A standard clock never repeats or skips an hour, so there is no time note.
 */
export function standardTimeToInstant(wall: WallTime, tz: string, lngDeg: number): ZonedInstant {
  const asWall = wallTimeToInstant(wall, tz, lngDeg);
  if (asWall.offsetSource === 'lmt') return asWall;
  const wallMs = utcMsOfFields(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const standardAt = (utcMs: number) => {
    const c = zoneClockAt(tz, utcMs);
    return c.offsetMinutes - c.saveMinutes;
  };
  const offsets = [...new Set([standardAt(wallMs - DAY_MS), standardAt(wallMs + DAY_MS)])];
  const reads = offsets
    .map((std) => wallMs - std * 60_000)
    .filter((utcMs) => standardAt(utcMs) === (wallMs - utcMs) / 60_000);
  // A change of the standard offset itself (Singapore 1982) can still leave none or two: the earlier reading.
  const utcMs = reads.length ? Math.min(...reads) : wallMs - (offsets[0] as number) * 60_000;
  const clock = zoneClockAt(tz, utcMs);
  return {
    utcMs,
    offsetMinutes: clock.offsetMinutes,
    offsetSource: 'tzdb',
    dst: clock.saveMinutes > 0,
    standardOffsetMinutes: clock.offsetMinutes - clock.saveMinutes,
    timeNote: null,
  };
}

/**
 * The standard offset at an instant: its offset without summer time (docs/bazi.md §1: the day and hour pillars read
 * the clock with summer time taken off), from the tz database's own SAVE field — so Paris 1942 (standard UTC+1,
 * summer +2) has one hour of summer time, and the UK's double summer time of 1941–45 two.
 */
export function standardOffsetAt(tz: string, utcMs: number, offsetMinutes: number): number {
  return offsetMinutes - zoneClockAt(tz, utcMs).saveMinutes;
}
