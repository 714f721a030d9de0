import * as z from 'zod/mini';
import { HOUSE_SYSTEMS, NODE_TYPES } from '../astrology/vocabulary';
import {
  GENDERS,
  HIDDEN_STEM_RULES,
  LUCK_START_METHODS,
  USE_GOD_METHODS,
  ZI_HOUR_RULES,
} from '../bazi/conventions';
import { isRealBirthDate } from '../chart/birth-date';
import { birthFieldsSchema, conventionsSchema, TIME_READINGS } from '../chart/birth-schemas';

/**
 * What a share link carries: the birth data, the analysis type and the conventions — not the chart, which the
 * engine recomputes exactly, so links stay short and cannot smuggle in a fabricated reading. A transit link adds
 * the date its year starts from.
 */
export const SHARE_KINDS = ['bazi', 'astrology', 'transit'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const sharePayloadSchema = z.object({
  t: z.enum(SHARE_KINDS),
  u: birthFieldsSchema,
  c: conventionsSchema,
  /** Transit links: the chosen date (YYYY-MM-DD). */
  d: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
export type SharePayload = z.infer<typeof sharePayloadSchema>;

/** Query parameter (the spec's form) and fragment key (ours) that hold the payload. */
export const SHARE_PARAM = 'd';

/** The longest payload text read (a real one is under 300 characters), and the most bytes a v2 body may inflate to. */
const MAX_TEXT_CHARS = 4000;
const MAX_JSON_BYTES = 8 * 1024;
/**
 * The first byte of a v2 payload: 2 when the body is DEFLATE-compressed, 3 when it is stored as is (a very short
 * body does not shrink). A v1 payload is base64url JSON, whose first byte is `{`.
 */
const V2_DEFLATED = 2;
const V2_STORED = 3;

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number) {
  const writer = stream.writable.getWriter();
  // The write settles only as the output is read; its failure surfaces through the reader as well.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    // A small link that inflates to a lot is an attack, not a chart: stop reading.
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Error('payload too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A closed list's value as its index (a link carries 0 rather than "placidus"), and back. */
const indexIn = (list: readonly string[], value: string) => list.indexOf(value);
const valueAt = (list: readonly string[], index: unknown) =>
  typeof index === 'number' && Number.isInteger(index) ? list[index] : undefined;

/**
 * The v2 body: the payload as a positional array, closed lists as indexes, so the link stays short:
 * [kind, name, date, hour, minute, place, gender, [lat, lng, tz, placeId?, fallback? (1, or 0 before names),
 *  names? [en, ja, zhHans, zhHant] ('' for none)] | 0,
 *  [houseSystem, node, ziHour, trueSolarTime 0|1, hiddenStems, useGod?, luckStart?, timeReading?], transitDate?]
 * (useGod −1 when the payload has none but has a luckStart or timeReading; luckStart −1 when it has none but has a
 * timeReading)
 */
function toCompact(p: SharePayload): unknown[] {
  const u = p.u;
  const co = u.coordinates;
  let coords: unknown = 0;
  if (co) {
    const n = co.names;
    const extra = n
      ? [co.placeId ?? '', co.fallback ? 1 : 0, [n.en, n.ja ?? '', n.zhHans ?? '', n.zhHant ?? '']]
      : co.fallback
        ? [co.placeId ?? '', 1]
        : co.placeId
          ? [co.placeId]
          : [];
    coords = [co.lat, co.lng, co.tz, ...extra];
  }
  const c = p.c;
  const conv = [
    indexIn(HOUSE_SYSTEMS, c.houseSystem),
    indexIn(NODE_TYPES, c.node),
    indexIn(ZI_HOUR_RULES, c.ziHour),
    c.trueSolarTime ? 1 : 0,
    indexIn(HIDDEN_STEM_RULES, c.hiddenStems),
    ...(c.useGod || c.luckStart || u.timeReading
      ? [c.useGod ? indexIn(USE_GOD_METHODS, c.useGod) : NO_USE_GOD]
      : []),
    ...(c.luckStart || u.timeReading
      ? [c.luckStart ? indexIn(LUCK_START_METHODS, c.luckStart) : NO_LUCK_START]
      : []),
    // How the recorded time is read (issue 32 §2), after the slots before it.
    ...(u.timeReading ? [indexIn(TIME_READINGS, u.timeReading)] : []),
  ];
  const kind = indexIn(SHARE_KINDS, p.t);
  const out = [
    kind,
    u.name,
    u.birthdate,
    // No birth time: hour −1 (issue 17 §2); the chart is cast at noon and shown without what the time decides.
    u.birthTimeUnknown ? UNKNOWN_HOUR : u.birthHour,
    u.birthTimeUnknown ? 0 : u.birthMinute,
    u.birthplace,
    indexIn(GENDERS, u.gender),
  ];
  return [...out, coords, conv, ...(p.d ? [p.d] : [])];
}

/** The compact form's useGod when a payload names a luckStart but no useGod (a slot must hold its place). */
const NO_USE_GOD = -1;
/** The compact form's luckStart when a payload names a timeReading but no luckStart. */
const NO_LUCK_START = -1;

/** The compact form's hour for a birth whose time is not known. */
const UNKNOWN_HOUR = -1;

/** The compact array back to the object the schema checks (anything odd becomes something the schema rejects). */
function fromCompact(a: unknown): unknown {
  if (!Array.isArray(a) || a.length < 9 || a.length > 10) return null;
  const [t, name, birthdate, birthHour, birthMinute, birthplace, gender, coords, conv, d] = a;
  if (!Array.isArray(conv) || conv.length < 5 || conv.length > 8) return null;
  let coordinates: unknown;
  if (coords !== 0) {
    if (!Array.isArray(coords) || coords.length < 3 || coords.length > 6) return null;
    const [lat, lng, tz, placeId, fallback, names] = coords;
    if (fallback !== undefined && fallback !== 1 && !(fallback === 0 && names !== undefined)) return null;
    if (names !== undefined && !(Array.isArray(names) && names.length === 4)) return null;
    const [en, ja, zhHans, zhHant] = (names ?? []) as unknown[];
    const named = (v: unknown) => (v === '' ? undefined : v);
    coordinates = {
      lat,
      lng,
      tz,
      ...(placeId ? { placeId } : {}),
      ...(fallback === 1 ? { fallback: true } : {}),
      ...(names !== undefined
        ? {
            names: {
              en,
              ...(named(ja) !== undefined ? { ja } : {}),
              ...(named(zhHans) !== undefined ? { zhHans } : {}),
              ...(named(zhHant) !== undefined ? { zhHant } : {}),
            },
          }
        : {}),
    };
  }
  const [houseSystem, node, ziHour, tst, hiddenStems, useGod, luckStart, timeReading] = conv;
  if (tst !== 0 && tst !== 1) return null;
  if (useGod === NO_USE_GOD && luckStart === undefined) return null;
  if (luckStart === NO_LUCK_START && timeReading === undefined) return null;
  if (birthHour === UNKNOWN_HOUR && birthMinute !== 0) return null;
  return {
    t: valueAt(SHARE_KINDS, t),
    u: {
      name,
      birthdate,
      ...(birthHour === UNKNOWN_HOUR
        ? { birthHour: 12, birthMinute: 0, birthTimeUnknown: true }
        : { birthHour, birthMinute }),
      birthplace,
      gender: valueAt(GENDERS, gender),
      ...(coordinates === undefined ? {} : { coordinates }),
      ...(timeReading === undefined ? {} : { timeReading: valueAt(TIME_READINGS, timeReading) ?? 'unknown' }),
    },
    c: {
      houseSystem: valueAt(HOUSE_SYSTEMS, houseSystem),
      node: valueAt(NODE_TYPES, node),
      ziHour: valueAt(ZI_HOUR_RULES, ziHour),
      trueSolarTime: tst === 1,
      hiddenStems: valueAt(HIDDEN_STEM_RULES, hiddenStems),
      ...(useGod === undefined || useGod === NO_USE_GOD
        ? {}
        : { useGod: valueAt(USE_GOD_METHODS, useGod) ?? 'unknown' }),
      ...(luckStart === undefined || luckStart === NO_LUCK_START
        ? {}
        : { luckStart: valueAt(LUCK_START_METHODS, luckStart) ?? 'unknown' }),
    },
    ...(d === undefined ? {} : { d }),
  };
}

/** Schema-checked, dates real, a transit link with its date and only a transit link: the payload, or null. */
function validated(raw: unknown): SharePayload | null {
  const checked = sharePayloadSchema.safeParse(raw);
  if (!checked.success) return null;
  const p = checked.data;
  if (!isRealBirthDate(p.u.birthdate)) return null;
  if ((p.t === 'transit') !== (p.d !== undefined) || (p.d && !isRealBirthDate(p.d))) return null;
  return p;
}

/**
 * Payload → the link's text: a version byte, then the compact array's UTF-8 JSON — compressed with raw DEFLATE
 * when that is shorter (2), else as is (3) — all in URL-safe base64.
 */
export async function encodeSharePayload(p: SharePayload): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(toCompact(p)));
  const deflated = await pipe(json, new CompressionStream('deflate-raw'), MAX_JSON_BYTES * 4);
  const [version, body] = deflated.length < json.length ? [V2_DEFLATED, deflated] : [V2_STORED, json];
  const bytes = new Uint8Array(body.length + 1);
  bytes[0] = version;
  bytes.set(body, 1);
  return toBase64Url(bytes);
}

/**
 * Link text → a validated payload, or null for anything malformed, oversized or tampered with. Reads v2 (above) and
 * v1, the first links' base64url of `{v: 1, t, u, c}` JSON. Never throws.
 */
export async function decodeSharePayload(text: string | null | undefined): Promise<SharePayload | null> {
  if (!text || text.length > MAX_TEXT_CHARS) return null;
  try {
    const bytes = fromBase64Url(text);
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    if (bytes[0] === V2_DEFLATED || bytes[0] === V2_STORED) {
      const body = bytes.subarray(1);
      const json =
        bytes[0] === V2_STORED
          ? body
          : await pipe(body, new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
      if (json.length > MAX_JSON_BYTES) return null;
      return validated(fromCompact(JSON.parse(utf8.decode(json))));
    }
    if (bytes.length > MAX_JSON_BYTES) return null;
    const v1: unknown = JSON.parse(utf8.decode(bytes));
    if (typeof v1 !== 'object' || v1 === null || (v1 as { v?: unknown }).v !== 1) return null;
    const { v: _version, ...rest } = v1 as Record<string, unknown>;
    return rest.t === 'transit' ? null : validated(rest);
  } catch {
    return null;
  }
}

/**
 * The payload's text in a link: the fragment (`#d=…`, never sent to a server) as links are made now, or the query
 * (`?d=…`) as the spec writes it. The fragment wins when both are there.
 */
export function payloadTextOf(url: URL): string | null {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, '')).get(SHARE_PARAM);
  return fragment ?? url.searchParams.get(SHARE_PARAM);
}
