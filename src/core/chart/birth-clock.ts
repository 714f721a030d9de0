import { stateAt, zoneHistory } from '../time/tzdb/tzdb';
import type { ChartOutput } from './compute-chart';

const MS_PER_MINUTE = 60_000;
const hhmm = (utcMs: number, offsetMinutes: number) =>
  new Date(Math.round(utcMs + offsetMinutes * MS_PER_MINUTE)).toISOString().slice(11, 16);

/**
 * What the results header says about the clock a birth was recorded on (issue 32 §2), decided here so that every page
 * says the same: summer time in force (and the standard clock the pillars read), a recorded time taken as standard
 * time, an hour that happened twice (both readings named), or an hour the clocks skipped (the reading taken).
 * Null when there is nothing to say: standard time, local mean time, or no birth time.
 */
export type BirthClock =
  /** Read on the clock then in force, which ran `minutes` ahead of standard time; the pillars read `standard`. */
  | { kind: 'summer'; recorded: string; standard: string; minutes: number }
  /** The person said the record is standard time: read so; the clocks then showed `wall`. */
  | { kind: 'recordedStandard'; recorded: string; wall: string; minutes: number }
  /**
   * The recorded time happened twice: first on summer time, then again an hour later on standard time. `chosen` is
   * the reading used; `minutes` the summer time of the first.
   */
  | { kind: 'repeated'; recorded: string; chosen: 'first' | 'second'; minutes: number; cause: ClockChange }
  /**
   * The clocks jumped from `from` to `to` over the recorded time; it is read as `readAs` (the reading `chosen`: on
   * the clock before the jump, landing after it, or on the clock after, landing before it).
   */
  | {
      kind: 'skipped';
      recorded: string;
      from: string;
      to: string;
      readAs: string;
      /** The other reading, on the clock then in force: what choosing it would read the time as. */
      otherReadAs: string;
      chosen: 'clockBefore' | 'clockAfter';
      cause: ClockChange;
    };

/** Why the clocks moved: summer time began or ended, or the place changed its zone (or left local mean time). */
export type ClockChange = 'summerTime' | 'zoneChange';

export function birthClockOf(chart: ChartOutput): BirthClock | null {
  const recorded = chart.local.time;
  if (!chart.timeKnown || recorded === null || chart.offsetSource !== 'tzdb') return null;
  const note = chart.timeNote;
  if (note) {
    const [earlier, later] = note.candidates;
    if (note.kind === 'fold')
      return {
        kind: 'repeated',
        recorded,
        chosen: note.chosen === 'earlier' ? 'first' : 'second',
        minutes: Math.round(earlier.offsetMinutes - later.offsetMinutes),
        cause: causeOf(chart.place.tz, earlier.utcMs, later.utcMs),
      };
    // A gap: each candidate reads the wall time with the offset of one side of the jump; the instant then shows the
    // other side's clock. The jump itself is the zone's transition between the two.
    const chosen = note.chosen === 'earlier' ? earlier : later;
    const other = note.chosen === 'earlier' ? later : earlier;
    const h = zoneHistory(chart.place.tz);
    const jumpMs = h ? (h.atSec[stateAt(h, later.utcMs / 1000).index] as number) * 1000 : later.utcMs;
    return {
      kind: 'skipped',
      recorded,
      from: hhmm(jumpMs, later.offsetMinutes),
      to: hhmm(jumpMs, earlier.offsetMinutes),
      readAs: hhmm(chosen.utcMs, other.offsetMinutes),
      otherReadAs: hhmm(other.utcMs, chosen.offsetMinutes),
      chosen: note.chosen === 'earlier' ? 'clockAfter' : 'clockBefore',
      cause: causeOf(chart.place.tz, earlier.utcMs, later.utcMs),
    };
  }
  const summer = chart.bazi.summerTime;
  if (!summer) return null;
  return chart.settings.clock === 'standard'
    ? {
        kind: 'recordedStandard',
        recorded,
        wall: hhmm(Date.parse(chart.utc), chart.offsetMinutes),
        minutes: summer.minutes,
      }
    : { kind: 'summer', recorded, standard: summer.standardClock, minutes: summer.minutes };
}

/** Summer time when the summer-time part of the clock differs across the change; else a change of zone. */
function causeOf(tz: string, earlierMs: number, laterMs: number): ClockChange {
  const h = zoneHistory(tz);
  if (!h) return 'zoneChange';
  const a = stateAt(h, earlierMs / 1000);
  const b = stateAt(h, laterMs / 1000);
  return a.saveSec !== b.saveSec ? 'summerTime' : 'zoneChange';
}
