import { HOUSE_SYSTEMS, type HouseSystem, NODE_TYPES, type NodeType } from '../astrology/vocabulary';
import {
  GENDERS,
  type Gender,
  HIDDEN_STEM_RULES,
  type HiddenStemRule,
  USE_GOD_METHODS,
  type UseGodMethod,
  ZI_HOUR_RULES,
  type ZiHourRule,
} from '../bazi/conventions';
import { CoreError, shown } from '../errors';
import { plainDecimal } from '../plain-decimal';
import type { Disambiguation } from '../time/wall-time';

/** A caller's tag: any JSON value, echoed untouched. */
export type ChartId =
  | string
  | number
  | boolean
  | null
  | readonly unknown[]
  | { readonly [k: string]: unknown };

export const DISAMBIGUATIONS = ['compatible', 'earlier', 'later'] as const;

/** One chart request, as the `chart` command and the app build it (validated: see parseChartRequest). */
export interface ChartRequest {
  /** Optional caller's tag, echoed in the output as given (useful in batches). */
  id?: ChartId;
  date: string;
  time: string;
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
  gender?: Gender;
  /** How a skipped or repeated wall time is read (see TimeNote). */
  disambiguation: Disambiguation;
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
 * Throws CoreError with MISSING_FIELD / INVALID_OPTION / INVALID_LATITUDE / INVALID_LONGITUDE; the date and time
 * themselves are checked when the moment is computed.
 */
export function parseChartRequest(raw: unknown): ChartRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new CoreError('MISSING_FIELD', 'A chart request must be an object with date, time and a place.', {
      field: 'date',
    });
  }
  const r = raw as Record<string, unknown>;
  for (const field of ['date', 'time'] as const) {
    if (r[field] === undefined || r[field] === null || String(r[field]).trim() === '') {
      throw new CoreError('MISSING_FIELD', `The ${field} is required.`, { field });
    }
  }
  const lat = coordinate('lat', r.lat);
  const lng = coordinate('lng', r.lng);
  const place = r.place === undefined || r.place === null ? undefined : String(r.place).trim() || undefined;
  const tz = r.tz === undefined || r.tz === null || r.tz === '' ? undefined : String(r.tz).trim();
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
  const req: ChartRequest = {
    date: String(r.date).trim(),
    time: String(r.time).trim(),
    houseSystem: oneOf('houseSystem', r.houseSystem, HOUSE_SYSTEMS, 'placidus'),
    node: oneOf('node', r.node, NODE_TYPES, 'true'),
    ziHour: oneOf('ziHour', r.ziHour, ZI_HOUR_RULES, 'midnight'),
    trueSolarTime: bool('trueSolarTime', r.trueSolarTime),
    hiddenStems: oneOf('hiddenStems', r.hiddenStems, HIDDEN_STEM_RULES, 'chinese'),
    useGod: oneOf('useGod', r.useGod, USE_GOD_METHODS, 'supportRestrain'),
    disambiguation: oneOf('disambiguation', r.disambiguation, DISAMBIGUATIONS, 'compatible'),
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
