import { CoreError, shown } from '../errors';
import { stateAt, zoneHistory } from './tzdb/tzdb';
import type { ZoneHistory } from './tzdb/zi-compile';

/**
 * Throws UNKNOWN_ZONE unless `tz` is a zone (or a link to one) of our tz database — the IANA database with backzone,
 * carried by the engine (src/core/time/tzdb), so that every browser and Node read the same history.
 */
export function assertKnownZone(tz: string): void {
  if (typeof tz !== 'string' || tz.trim() === '') {
    throw new CoreError('UNKNOWN_ZONE', 'A time zone is required (an IANA name such as Asia/Tokyo).', {
      tz: shown(tz),
    });
  }
  historyOf(tz);
}

function historyOf(tz: string): ZoneHistory {
  const h = typeof tz === 'string' ? zoneHistory(tz) : null;
  if (!h)
    throw new CoreError(
      'UNKNOWN_ZONE',
      `Unknown time zone "${shown(tz)}" (expected an IANA name such as Asia/Tokyo).`,
      { tz: shown(tz) },
    );
  return h;
}

/** The zone's clock at a Unix-ms instant (to the second): minutes east of UTC, and how many are summer time. */
export function zoneClockAt(tz: string, unixMs: number): { offsetMinutes: number; saveMinutes: number } {
  const st = stateAt(historyOf(tz), Math.floor(unixMs / 1000));
  return { offsetMinutes: st.utoffSec / 60, saveMinutes: st.saveSec / 60 };
}

/**
 * The zone's UTC offset in minutes (east positive) in force at a Unix-ms instant, to the second (so local mean time
 * such as +9:18:59 comes back as 558.983…). Never the host's zone, nor the browser's own tz data.
 */
export function zoneOffsetMinutes(tz: string, unixMs: number): number {
  return zoneClockAt(tz, unixMs).offsetMinutes;
}

/** Unix ms of calendar fields read as if they were UTC (proleptic Gregorian, any year). */
export function utcMsOfFields(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getTime();
}

/**
 * The first instant (Unix ms) at which the zone leaves its initial local-mean-time offset; null for zones that
 * never change (Etc/UTC, fixed offsets).
 */
export function firstTransitionMs(tz: string): number | null {
  const h = historyOf(tz);
  return h.atSec.length > 1 ? (h.atSec[1] as number) * 1000 : null;
}
