/** The three fields of a birthplace entered by hand, as typed. */
export interface ManualCoordinatesInput {
  lat: string;
  lng: string;
  tz: string;
}

export type ManualField = keyof ManualCoordinatesInput;

/** A checked point: degrees north and east, and an IANA zone spelled as the platform spells it. */
export interface ManualCoordinates {
  lat: number;
  lng: number;
  tz: string;
}

export type ManualCoordinatesResult =
  | { ok: true; value: ManualCoordinates }
  | { ok: false; errors: Partial<Record<ManualField, string>> };

const LIMIT_DEG: Record<'lat' | 'lng', number> = { lat: 90, lng: 180 };
/** Hemisphere letters (N/S, E/W) and the CJK words for them (北緯 35, 西经 0.12). */
const HEMISPHERES: Record<'lat' | 'lng', { plus: RegExp; minus: RegExp }> = {
  lat: { plus: /^(?:N|北緯|北纬)|N$/i, minus: /^(?:S|南緯|南纬)|S$/i },
  lng: { plus: /^(?:E|東経|东经)|E$/i, minus: /^(?:W|西経|西经)|W$/i },
};

/**
 * Degrees from what people type: "35.68", "-33.87", "−0.13" (Unicode minus), full-width digits, a decimal
 * comma, a trailing "°", or a hemisphere ("35.68 N", "0.13W", "北緯35.68"). Null when it is not a number in
 * range (±90 for latitude, ±180 for longitude) or names the other axis' hemisphere.
 */
export function parseDegrees(text: string, axis: 'lat' | 'lng'): number | null {
  let s = text.normalize('NFKC').trim().replace(/[−–]/g, '-').replace(/\s+/g, '').replace(/°$/, '');
  let sign = 1;
  const h = HEMISPHERES[axis];
  if (h.minus.test(s)) {
    sign = -1;
    s = s.replace(h.minus, '');
  } else if (h.plus.test(s)) {
    s = s.replace(h.plus, '');
  }
  s = s.replace(/°$/, '');
  if ((s.match(/,/g) ?? []).length === 1 && !s.includes('.')) s = s.replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  if (sign === -1 && s.startsWith('-')) return null; // "S -33" says south twice
  const n = sign * Number(s);
  return Number.isFinite(n) && Math.abs(n) <= LIMIT_DEG[axis] ? n : null;
}

/** IANA-looking ids only: Intl also takes "+09:00", which is not a place's zone. */
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone as the list spells it ("asia/tokyo" → "Asia/Tokyo"); an id the list leaves out but the platform's
 * tz database knows (an old alias such as Asia/Calcutta, or UTC) in the platform's spelling; else null.
 */
export function canonicalZone(text: string, zones: readonly string[]): string | null {
  const s = text.normalize('NFKC').trim().replace(/\s+/g, '_');
  if (!ZONE_SHAPE.test(s)) return null;
  const lower = s.toLowerCase();
  const listed = zones.find((z) => z.toLowerCase() === lower);
  if (listed) return listed;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: s }).resolvedOptions().timeZone;
    return ZONE_SHAPE.test(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** The zones the type-ahead offers: the platform's list, or none where Intl cannot list them. */
export function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** Checks all three fields at once; each failing field gets its message key (home namespace). */
export function validateManualCoordinates(
  input: ManualCoordinatesInput,
  zones: readonly string[],
): ManualCoordinatesResult {
  const lat = parseDegrees(input.lat, 'lat');
  const lng = parseDegrees(input.lng, 'lng');
  const tz = canonicalZone(input.tz, zones);
  const errors: Partial<Record<ManualField, string>> = {};
  if (lat === null) errors.lat = 'manual.errors.lat';
  if (lng === null) errors.lng = 'manual.errors.lng';
  if (tz === null) errors.tz = 'manual.errors.tz';
  if (lat === null || lng === null || tz === null) return { ok: false, errors };
  return { ok: true, value: { lat, lng, tz } };
}
