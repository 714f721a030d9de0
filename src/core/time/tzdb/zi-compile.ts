import type { ClockKind, DaySpec, ZiRule, ZiSource, ZiZoneLine } from './zi-parse';

/**
 * A zone's history as zic compiles it: from each instant in `atSec` (Unix seconds; the first is −∞) the clock is
 * `utoffSec` east of UTC, of which `saveSec` is summer (or war) time. Zones whose law calls winter time a negative
 * summer time (Ireland since 1971, Namibia 1994–2017, Morocco's Ramadan hour) are reported as the tz database's
 * "rearguard" form reports them (and Prague's winter of 1946–47 on GMT, a fixed −1 hour, as standard time): summer time is the extra hour over the lower clock, so a birth's standard clock is
 * the one its meridian keeps (GMT for Dublin), whatever the law names standard.
 */
export interface ZoneHistory {
  atSec: Float64Array;
  utoffSec: Int32Array;
  saveSec: Int32Array;
}

/** Open-ended rules are compiled through this year (births are read to 2100 and transits well beyond). */
export const LAST_YEAR = 2500;
/** Rules that start at "minimum" are followed from this year (only the summer-time chain before a line matters). */
const FIRST_YEAR = 1800;
const DAY_SEC = 86_400;

/** Days from 1970-01-01 to a proleptic Gregorian date (any year; month 1–12; day may overflow the month). */
function epochDay(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
const daysIn = (y: number, m: number) =>
  epochDay(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - epochDay(y, m, 1);

/** The day a rule's day spec names in a year, in days since 1970 (zic's rpytime, which may leave the month). */
function dayOf(y: number, m: number, spec: DaySpec): number {
  switch (spec.kind) {
    case 'date':
      return epochDay(y, m, spec.day);
    case 'last': {
      const last = epochDay(y, m, daysIn(y, m));
      return last - ((weekdayOf(last) - spec.weekday + 7) % 7);
    }
    case 'onOrAfter': {
      const from = epochDay(y, m, spec.day);
      return from + ((spec.weekday - weekdayOf(from) + 7) % 7);
    }
    case 'onOrBefore': {
      const from = epochDay(y, m, spec.day);
      return from - ((weekdayOf(from) - spec.weekday + 7) % 7);
    }
  }
}

/** A local time's offset from UT: none in UT, the standard offset on the standard clock, both on the wall clock. */
const offsetFor = (kind: ClockKind, stdoffSec: number, saveSec: number) =>
  kind === 'u' ? 0 : kind === 's' ? stdoffSec : stdoffSec + saveSec;

interface State {
  at: number;
  utoff: number;
  save: number;
}

/**
 * The transitions as zic writes them (writezone's "optimize"): a transition whose wall-clock moment is not after the
 * one before it (both read on the clock in force before each) takes that one's place, so that a line starting on
 * the instant a rule changes the clock (Argentina 1999-10-03: −3 → −4, and summer time at the same midnight) gives
 * one change, not an hour that happens twice; then a state equal to the one before it is no transition.
 */
function optimized(states: readonly State[]): State[] {
  const [initial, ...changes] = states;
  if (!initial) return [];
  const out: State[] = [];
  for (const s of changes) {
    const prev = out.at(-1);
    if (prev) {
      const before = out.length === 1 ? initial : (out.at(-2) as State);
      if (s.at + prev.utoff <= prev.at + before.utoff) {
        out[out.length - 1] = { at: prev.at, utoff: s.utoff, save: s.save };
        continue;
      }
    }
    out.push(s);
  }
  return [initial, ...out].filter((s, j, all) => {
    const p = all[j - 1];
    return !p || p.utoff !== s.utoff || p.save !== s.save;
  });
}

/**
 * One zone's history from its lines, following zic(8)'s outzone: each line's named rules are run from their first
 * year so that the summer time in force when the line starts is known; a rule's wall-clock time is read with the
 * summer time in force just before it; a line ends at its UNTIL, read on the clock it names with the line's offsets.
 */
export function compileZone(src: ZiSource, lines: readonly ZiZoneLine[]): ZoneHistory {
  const states: State[] = [];
  let startTime = Number.NEGATIVE_INFINITY;
  lines.forEach((zp, i) => {
    const std = zp.stdoffSec;
    const useUntil = i < lines.length - 1 && zp.until !== null;
    const until = zp.until;
    const untilLocal = until ? dayOf(until.year, until.month, until.day) * DAY_SEC + until.atSec : 0;
    let save = 0;
    const own: State[] = [];
    if (zp.rules.kind !== 'named') {
      save = zp.rules.kind === 'fixed' ? zp.rules.saveSec : 0;
      // A fixed negative amount (Prague's winter of 1946–47 on GMT) is that winter's own standard clock.
      own.push({ at: startTime, utoff: std + save, save: Math.max(0, save) });
    } else {
      const rules = src.rules.get(zp.rules.name);
      if (!rules) throw new Error(`tzdb: no rules named ${zp.rules.name}`);
      // Negative summer time (Eire, Namibia, Morocco): reported over the lower clock, as rearguard data has it.
      const lowest = Math.min(0, ...rules.map((r) => r.saveSec));
      const report = (s: number) => s - lowest;
      let useStart = i > 0;
      let startOff = std;
      const firstYear = Math.max(FIRST_YEAR, Math.min(...rules.map((r) => r.fromYear)));
      const lastYear = useUntil && until ? until.year : LAST_YEAR;
      if (i === 0) own.push({ at: startTime, utoff: std, save: report(0) });
      for (let y = firstYear; y <= lastYear; y++) {
        const todo: { rule: ZiRule; local: number }[] = [];
        for (const rule of rules)
          if (y >= rule.fromYear && y <= rule.toYear)
            todo.push({ rule, local: dayOf(y, rule.month, rule.day) * DAY_SEC + rule.atSec });
        let ended = false;
        while (todo.length) {
          // The rule of those left that takes effect first, read with the summer time in force now.
          let k = 0;
          let kTime = Number.POSITIVE_INFINITY;
          todo.forEach((t, j) => {
            const at = t.local - offsetFor(t.rule.atKind, std, save);
            if (at < kTime) {
              k = j;
              kTime = at;
            }
          });
          const { rule } = todo.splice(k, 1)[0] as { rule: ZiRule; local: number };
          if (useUntil && until && kTime >= untilLocal - offsetFor(until.atKind, std, save)) {
            ended = true;
            break;
          }
          save = rule.saveSec;
          if (useStart && kTime === startTime) useStart = false;
          if (useStart && kTime < startTime) {
            startOff = std + save;
            continue;
          }
          own.push({ at: kTime, utoff: std + save, save: report(save) });
        }
        if (ended) break;
      }
      if (useStart) own.unshift({ at: startTime, utoff: startOff, save: report(startOff - std) });
    }
    for (const s of own) {
      // A later line's state at the same instant replaces an earlier one's.
      while (states.length && (states.at(-1) as State).at >= s.at) states.pop();
      states.push(s);
    }
    if (useUntil && until) startTime = untilLocal - offsetFor(until.atKind, std, save);
  });
  const kept = optimized(states);
  return {
    atSec: Float64Array.from(kept, (s) => s.at),
    utoffSec: Int32Array.from(kept, (s) => s.utoff),
    saveSec: Int32Array.from(kept, (s) => s.save),
  };
}
