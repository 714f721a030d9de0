import { CoreError, shown } from '../errors';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter that reads a zone's wall clock to the second. Throws UNKNOWN_ZONE for a bad IANA name. */
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new CoreError(
        'UNKNOWN_ZONE',
        `Unknown time zone "${shown(tz)}" (expected an IANA name such as Asia/Tokyo).`,
        { tz: shown(tz) },
      );
    }
    formatters.set(tz, f);
  }
  return f;
}

/** Throws UNKNOWN_ZONE unless `tz` is an IANA zone this platform's tz database knows. */
export function assertKnownZone(tz: string): void {
  if (typeof tz !== 'string' || tz.trim() === '') {
    throw new CoreError('UNKNOWN_ZONE', 'A time zone is required (an IANA name such as Asia/Tokyo).', {
      tz: shown(tz),
    });
  }
  formatterFor(tz);
}

/**
 * The zone's UTC offset in minutes (east positive) in force at a Unix-ms instant, read from the platform's tz
 * database to the second (so local mean time such as +9:18:59 comes back as 558.983…). Never the host's zone.
 */
export function zoneOffsetMinutes(tz: string, unixMs: number): number {
  const parts = formatterFor(tz).formatToParts(new Date(Math.floor(unixMs / 1000) * 1000));
  let y = 0;
  let mo = 0;
  let d = 0;
  let h = 0;
  let mi = 0;
  let s = 0;
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        y = Number(p.value);
        break;
      case 'month':
        mo = Number(p.value);
        break;
      case 'day':
        d = Number(p.value);
        break;
      case 'hour':
        h = Number(p.value);
        break;
      case 'minute':
        mi = Number(p.value);
        break;
      case 'second':
        s = Number(p.value);
        break;
      case 'era':
        bc = p.value.startsWith('B');
        break;
    }
  }
  const wallMs = utcMsOfFields(bc ? 1 - y : y, mo, d, h, mi, s);
  return (wallMs - Math.floor(unixMs / 1000) * 1000) / 60_000;
}

/** Unix ms of calendar fields read as if they were UTC (proleptic Gregorian, any year). */
export function utcMsOfFields(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getTime();
}

const firstTransitions = new Map<string, number | null>();
const SCAN_FROM_MS = utcMsOfFields(1700, 1, 1);
const SCAN_TO_MS = utcMsOfFields(2100, 1, 1);
const SCAN_STEP_MS = 5 * 365.25 * 86_400_000;

/**
 * The first instant (Unix ms) at which the zone leaves its initial local-mean-time offset, found by scanning the
 * tz database once per zone and cached; null for zones that never change (Etc/UTC, fixed offsets).
 */
export function firstTransitionMs(tz: string): number | null {
  const cached = firstTransitions.get(tz);
  if (cached !== undefined) return cached;
  const initial = zoneOffsetMinutes(tz, SCAN_FROM_MS);
  let lo = SCAN_FROM_MS;
  let found: number | null = null;
  for (let t = SCAN_FROM_MS + SCAN_STEP_MS; t <= SCAN_TO_MS + SCAN_STEP_MS; t += SCAN_STEP_MS) {
    if (zoneOffsetMinutes(tz, t) !== initial) {
      found = t;
      break;
    }
    lo = t;
  }
  if (found !== null) {
    let hi: number = found;
    while (hi - lo > 1000) {
      const mid: number = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zoneOffsetMinutes(tz, mid) !== initial) hi = mid;
      else lo = mid;
    }
    found = hi;
  }
  firstTransitions.set(tz, found);
  return found;
}
