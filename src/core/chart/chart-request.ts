import { HOUSE_SYSTEMS, type HouseSystem, NODE_TYPES, type NodeType } from '../astrology/vocabulary';
import {
  GENDERS,
  type Gender,
  HIDDEN_STEM_RULES,
  type HiddenStemRule,
  LUCK_START_METHODS,
  type LuckStartMethod,
  USE_GOD_METHODS,
  type UseGodMethod,
  ZI_HOUR_RULES,
  type ZiHourRule,
} from '../bazi/conventions';
import { CoreError, shown } from '../errors';
import { plainDecimal } from '../plain-decimal';
import { type Disambiguation, RECORDED_CLOCKS, type RecordedClock } from '../time/wall-time';

/** A caller's tag: any JSON value, echoed untouched. */
export type ChartId =
  | string
  | number
  | boolean
  | null
  | readonly unknown[]
  | { readonly [k: string]: unknown };

/** Where a chart without a birth time is cast: local noon keeps the Moon within about 6–7° of any moment that day. */
export const UNKNOWN_TIME_CAST_AT = '12:00';

export const DISAMBIGUATIONS = ['compatible', 'earlier', 'later'] as const;

/** One chart request, as the `chart` command and the app build it (validated: see parseChartRequest). */
export interface ChartRequest {
  /** Optional caller's tag, echoed in the output as given (useful in batches). */
  id?: ChartId;
  date: string;
  /** HH:MM; '12:00' (where the chart is cast) when `unknownTime`. */
  time: string;
  /**
   * The birth time is not known (issue 17 §2): cast at local noon, with no angles, houses or hour pillar, the Moon's
   * range over the day, and the pillars that change that day flagged.
   */
  unknownTime: boolean;
  place?: string;
  lat?: number;
  lng?: number;
  tz?: string;
  houseSystem: HouseSystem;
  node: NodeType;
  ziHour: ZiHourRule;
  trueSolarTime: boolean;
  hiddenStems: HiddenStemRule;
  /** How 用神 is chosen: 扶抑 (default) or 調候 first (conventions.ts). */
  useGod: UseGodMethod;
  /** How the age of the first 大運 is counted (conventions.ts LUCK_START_METHODS; exact by default). */
  luckStart: LuckStartMethod;
  gender?: Gender;
  /** How a skipped or repeated wall time is read (see TimeNote). */
  disambiguation: Disambiguation;
  /** The recorded time read on the clock then in force (default), or as standard time (issue 32 §2). */
  clock: RecordedClock;
}

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new CoreError(
    'INVALID_OPTION',
    `Invalid ${field} "${shown(value)}": expected one of ${allowed.join(', ')}.`,
    {
      field,
      value: shown(value),
      allowed: allowed.join(', '),
    },
  );
}

function coordinate(field: 'lat' | 'lng', value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = plainDecimal(value) ?? Number.NaN;
  const limit = field === 'lat' ? 90 : 180;
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    const code = field === 'lat' ? 'INVALID_LATITUDE' : 'INVALID_LONGITUDE';
    const name = field === 'lat' ? 'Latitude' : 'Longitude';
    throw new CoreError(
      code,
      `${name} "${shown(value)}" is invalid: it must be a number from −${limit} to ${limit}.`,
      {
        value: shown(value),
        limit,
      },
    );
  }
  return n;
}

/**
 * A text field as given, trimmed (undefined when absent). Anything but a string is refused with `code`: String()
 * would read ["1990-05-15"] as a date and throw on {"toString": 1} (issue 16 §3).
 */
function text(
  field: string,
  value: unknown,
  code: 'INVALID_DATE' | 'INVALID_TIME' | 'INVALID_OPTION' | 'UNKNOWN_ZONE',
): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim();
  throw new CoreError(code, `Invalid ${field} ${shown(value)}: expected text.`, {
    field,
    value: shown(value),
  });
}

/** The deepest list or object a caller's id may be: the output echoes it, and JSON.stringify has a stack. */
export const MAX_ID_DEPTH = 64;

/** Whether a value nests lists or objects deeper than `max` (level by level, without recursion, stopping early). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const isNode = (v: unknown): v is object => typeof v === 'object' && v !== null;
  let level: object[] = isNode(value) ? [value] : [];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth >= max) return true;
    const next: object[] = [];
    for (const node of level)
      for (const child of Array.isArray(node) ? node : Object.values(node))
        if (isNode(child)) next.push(child);
    level = next;
  }
  return false;
}

function bool(field: string, value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false || value === 'false')
    return false;
  if (value === true || value === 'true') return true;
  throw new CoreError('INVALID_OPTION', `Invalid ${field} "${shown(value)}": expected true or false.`, {
    field,
    value: shown(value),
    allowed: 'true, false',
  });
}

/**
 * Validates a loosely typed request (CLI flags or a batch line, camelCase fields) into a ChartRequest.
 * Throws CoreError with MISSING_FIELD / INVALID_OPTION / INVALID_LATITUDE / INVALID_LONGITUDE (INVALID_DATE,
 * INVALID_TIME, UNKNOWN_ZONE for a date, time or zone that is not text); the date, time and zone themselves are
 * checked when the moment is computed.
 */
export function parseChartRequest(raw: unknown): ChartRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new CoreError('MISSING_FIELD', 'A chart request must be an object with date, time and a place.', {
      field: 'date',
    });
  }
  const r = raw as Record<string, unknown>;
  const date = text('date', r.date, 'INVALID_DATE');
  const givenTime = text('time', r.time, 'INVALID_TIME');
  const unknownTime = bool('unknownTime', r.unknownTime);
  if (!date) throw new CoreError('MISSING_FIELD', 'The date is required.', { field: 'date' });
  if (!givenTime && !unknownTime)
    throw new CoreError('MISSING_FIELD', 'The time is required (or say it is unknown).', { field: 'time' });
  if (givenTime && unknownTime)
    throw new CoreError('INVALID_OPTION', 'Give a time or say it is unknown, not both.', {
      field: 'unknownTime',
      value: 'true',
      allowed: 'a time, or unknownTime',
    });
  const time = givenTime || UNKNOWN_TIME_CAST_AT;
  const lat = coordinate('lat', r.lat);
  const lng = coordinate('lng', r.lng);
  const place = text('place', r.place, 'INVALID_OPTION') || undefined;
  const tz = r.tz === '' ? undefined : text('tz', r.tz, 'UNKNOWN_ZONE');
  if ((lat === undefined) !== (lng === undefined)) {
    throw new CoreError('MISSING_FIELD', 'Give both lat and lng, or neither.', {
      field: lat === undefined ? 'lat' : 'lng',
    });
  }
  if (place === undefined && lat === undefined) {
    throw new CoreError('MISSING_FIELD', 'A place is required: a place name, or lat, lng and tz.', {
      field: 'place',
    });
  }
  if (place === undefined && tz === undefined) {
    throw new CoreError('MISSING_FIELD', 'With lat and lng, the IANA time zone (tz) is required.', {
      field: 'tz',
    });
  }
  if (r.id !== undefined && nestedDeeperThan(r.id, MAX_ID_DEPTH))
    throw new CoreError('INVALID_OPTION', `The id nests deeper than ${MAX_ID_DEPTH} levels.`, {
      field: 'id',
    });
  const req: ChartRequest = {
    date,
    time,
    unknownTime,
    houseSystem: oneOf('houseSystem', r.houseSystem, HOUSE_SYSTEMS, 'placidus'),
    node: oneOf('node', r.node, NODE_TYPES, 'true'),
    ziHour: oneOf('ziHour', r.ziHour, ZI_HOUR_RULES, 'midnight'),
    trueSolarTime: bool('trueSolarTime', r.trueSolarTime),
    hiddenStems: oneOf('hiddenStems', r.hiddenStems, HIDDEN_STEM_RULES, 'chinese'),
    useGod: oneOf('useGod', r.useGod, USE_GOD_METHODS, 'supportRestrain'),
    luckStart: oneOf('luckStart', r.luckStart, LUCK_START_METHODS, 'exact'),
    disambiguation: oneOf('disambiguation', r.disambiguation, DISAMBIGUATIONS, 'compatible'),
    clock: oneOf('clock', r.clock, RECORDED_CLOCKS, 'wall'),
  };
  // The caller's tag comes back exactly as given (a string, number or any JSON value).
  if (r.id !== undefined) req.id = r.id as ChartId;
  if (place !== undefined) req.place = place;
  if (lat !== undefined) req.lat = lat;
  if (lng !== undefined) req.lng = lng;
  if (tz !== undefined) req.tz = tz;
  if (r.gender !== undefined && r.gender !== null && r.gender !== '')
    req.gender = oneOf('gender', r.gender, GENDERS, 'male');
  return req;
}
