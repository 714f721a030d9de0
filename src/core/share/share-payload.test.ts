import { deflateRawSync, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cpuMs } from '../../test/cpu-time';
import { fuzzParams, fuzzTimeoutMs } from '../../test/fuzz';
import { HOUSE_SYSTEMS, NODE_TYPES } from '../astrology/vocabulary';
import {
  GENDERS,
  HIDDEN_STEM_RULES,
  LUCK_START_METHODS,
  USE_GOD_METHODS,
  ZI_HOUR_RULES,
} from '../bazi/conventions';
import { TIME_READINGS } from '../chart/birth-schemas';
import {
  decodeSharePayload,
  encodeSharePayload,
  payloadTextOf,
  type SharePayload,
  sharePayloadSchema,
} from './share-payload';

const payload: SharePayload = {
  t: 'astrology',
  u: {
    name: '山田 花子',
    birthdate: '1990-05-15',
    birthHour: 14,
    birthMinute: 30,
    birthplace: '東京',
    gender: 'female',
  },
  c: {
    houseSystem: 'placidus',
    node: 'true',
    ziHour: 'midnight',
    trueSolarTime: false,
    hiddenStems: 'chinese',
  },
};

/** The first links' form (spec §3's query): URL-safe base64 of `{v: 1, …}` JSON. */
function v1Text(p: object): string {
  return Buffer.from(JSON.stringify({ v: 1, ...p })).toString('base64url');
}

const isoDate = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Random births as the form and the gazetteer make them: any name, any place, coordinates or not. */
const payloads: fc.Arbitrary<SharePayload> = fc
  .record({
    t: fc.constantFrom('bazi', 'astrology', 'transit'),
    name: fc.string({ maxLength: 30, unit: 'grapheme' }),
    birthdate: isoDate,
    birthHour: fc.integer({ min: 0, max: 23 }),
    birthMinute: fc.integer({ min: 0, max: 59 }),
    birthplace: fc
      .string({ minLength: 1, maxLength: 60, unit: 'grapheme' })
      .filter((s) => s.length <= 200 && s.trim() !== ''),
    gender: fc.constantFrom(...GENDERS),
    coordinates: fc.option(
      fc.record(
        {
          lat: fc.double({ min: -90, max: 90, noNaN: true }).map((x) => x + 0), // JSON has no −0
          lng: fc.double({ min: -180, max: 180, noNaN: true }).map((x) => x + 0),
          tz: fc.constantFrom('Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC'),
          placeId: fc.stringMatching(/^[a-z0-9:-]{1,40}$/),
          fallback: fc.constant(true),
          // The gazetteer's names of the place, in the languages it has (issue 31 §4).
          names: fc.record(
            {
              en: fc.string({ minLength: 1, maxLength: 40 }),
              ja: fc.string({ minLength: 1, maxLength: 40 }),
              zhHans: fc.string({ minLength: 1, maxLength: 40 }),
              zhHant: fc.string({ minLength: 1, maxLength: 40 }),
            },
            { requiredKeys: ['en'] },
          ),
        },
        { requiredKeys: ['lat', 'lng', 'tz'] },
      ),
      { nil: undefined },
    ),
    houseSystem: fc.constantFrom(...HOUSE_SYSTEMS),
    node: fc.constantFrom(...NODE_TYPES),
    ziHour: fc.constantFrom(...ZI_HOUR_RULES),
    trueSolarTime: fc.boolean(),
    hiddenStems: fc.constantFrom(...HIDDEN_STEM_RULES),
    useGod: fc.option(fc.constantFrom(...USE_GOD_METHODS), { nil: undefined }),
    luckStart: fc.option(fc.constantFrom(...LUCK_START_METHODS), { nil: undefined }),
    // How the recorded time is read (issue 32 §2).
    timeReading: fc.option(fc.constantFrom(...TIME_READINGS), { nil: undefined }),
    d: isoDate,
  })
  .map(
    ({
      t,
      houseSystem,
      node,
      ziHour,
      trueSolarTime,
      hiddenStems,
      useGod,
      luckStart,
      d,
      coordinates,
      timeReading,
      ...u
    }) => ({
      t,
      u: { ...u, ...(coordinates ? { coordinates } : {}), ...(timeReading ? { timeReading } : {}) },
      c: {
        houseSystem,
        node,
        ziHour,
        trueSolarTime,
        hiddenStems,
        ...(useGod ? { useGod } : {}),
        ...(luckStart ? { luckStart } : {}),
      },
      ...(t === 'transit' ? { d } : {}),
    }),
  );

describe('share payload', () => {
  it('round-trips random births through a short URL-safe string (v2: compact, compressed)', {
    timeout: fuzzTimeoutMs(),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(payloads, async (p) => {
        const text = await encodeSharePayload(p);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(await decodeSharePayload(text)).toEqual(p);
      }),
      fuzzParams(),
    );
    // A typical link stays short: the compact, compressed form of the Tokyo birth above.
    expect((await encodeSharePayload(payload)).length).toBeLessThan(90);
  });

  it('keeps a birth without a time as one (issue 17 §2), and a time of 12:00 as a time', async () => {
    const noTime: SharePayload = {
      ...payload,
      u: { ...payload.u, birthHour: 12, birthMinute: 0, birthTimeUnknown: true },
    };
    expect(await decodeSharePayload(await encodeSharePayload(noTime))).toEqual(noTime);
    const noon: SharePayload = { ...payload, u: { ...payload.u, birthHour: 12, birthMinute: 0 } };
    const back = await decodeSharePayload(await encodeSharePayload(noon));
    expect(back).toEqual(noon);
    expect(back?.u.birthTimeUnknown).toBeUndefined();
  });

  it('still opens the first links (v1 JSON in the query), but never a v1 transit link', async () => {
    expect(await decodeSharePayload(v1Text(payload))).toEqual(payload);
    expect(await decodeSharePayload(v1Text({ ...payload, t: 'transit', d: '2027-01-01' }))).toBeNull();
    expect(await decodeSharePayload(Buffer.from(JSON.stringify(payload)).toString('base64url'))).toBeNull();
  });

  it('reads the payload from the fragment first, else from the query', () => {
    expect(payloadTextOf(new URL('https://x/astrology-results/shared#d=abc'))).toBe('abc');
    expect(payloadTextOf(new URL('https://x/astrology-results/shared?d=q#d=f'))).toBe('f');
    expect(payloadTextOf(new URL('https://x/astrology-results/shared?d=q'))).toBe('q');
    expect(payloadTextOf(new URL('https://x/astrology-results/shared'))).toBeNull();
  });

  it('rejects tampered, malformed and impossible payloads without throwing', async () => {
    const text = await encodeSharePayload(payload);
    expect(await decodeSharePayload(`${text.slice(0, -3)}xyz`)).toBeNull();
    expect(await decodeSharePayload('not base64 at all!')).toBeNull();
    expect(await decodeSharePayload('')).toBeNull();
    expect(await decodeSharePayload(null)).toBeNull();
    const bad = async (p: object) => decodeSharePayload(await encodeSharePayload(p as SharePayload));
    expect(await bad({ ...payload, u: { ...payload.u, birthHour: 24 } })).toBeNull();
    expect(await bad({ ...payload, u: { ...payload.u, birthdate: '2023-02-30' } })).toBeNull();
    expect(await bad({ ...payload, u: { ...payload.u, birthplace: '' } })).toBeNull();
    // The home form's rule (spec §5): a place of spaces is no place (issue 16 §4).
    expect(await bad({ ...payload, u: { ...payload.u, birthplace: ' \u3000\t ' } })).toBeNull();
    expect(await bad({ ...payload, t: 'transit' })).toBeNull(); // a transit link needs its date
    expect(await bad({ ...payload, d: '2027-01-01' })).toBeNull(); // and only a transit link has one
    expect(await bad({ ...payload, t: 'transit', d: '2027-02-29' })).toBeNull();
    expect(await decodeSharePayload('A'.repeat(5000))).toBeNull();
  });
});

// ——— Fuzzing (issue 16 §3): whatever a link carries, decoding never throws and accepts only a valid payload ———

/** A real calendar day within the engine's range, checked independently of the decoder. */
function realDay(iso: unknown): boolean {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  return y >= 1800 && y <= 2200 && d >= 1 && d <= days;
}

/** What every decoded payload must be: the schema's, real dates, a date on transit links only, nothing extra. */
function payloadProblems(p: SharePayload): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => ok || problems.push(what);
  check(sharePayloadSchema.safeParse(p).success, 'schema');
  check(
    Object.keys(p).every((k) => ['t', 'u', 'c', 'd'].includes(k)),
    'no extra keys',
  );
  check(
    Object.getPrototypeOf(p) === Object.prototype && Object.getPrototypeOf(p.u) === Object.prototype,
    'plain',
  );
  check(realDay(p.u.birthdate), 'a real birth date');
  check((p.t === 'transit') === (p.d !== undefined) && (p.d === undefined || realDay(p.d)), 'transit date');
  return problems;
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join();
function expectClean() {
  const clean =
    ({} as Record<string, unknown>).polluted === undefined &&
    Object.getOwnPropertyNames(Object.prototype).join() === prototypeKeys &&
    (globalThis as Record<string, unknown>).__pwned === undefined;
  expect(clean, 'Object.prototype or globalThis changed').toBe(true);
}

/** An accepted payload is valid, and encodes to a link that decodes to it again (compared as JSON: no −0 there). */
async function expectValidPayload(p: SharePayload) {
  expect(payloadProblems(p)).toEqual([]);
  expect(JSON.stringify(await decodeSharePayload(await encodeSharePayload(p)))).toBe(JSON.stringify(p));
}

/** The v2 body of a link (the compact array), read with node's zlib. */
function compactOf(link: string): unknown[] {
  const bytes = Buffer.from(link, 'base64url');
  const body = bytes[0] === 2 ? inflateRawSync(bytes.subarray(1)) : bytes.subarray(1);
  return JSON.parse(body.toString('utf8'));
}
/** A v2 link around any JSON text: stored (3) as is, or deflated (2). */
const v2Stored = (json: string) => Buffer.concat([Buffer.from([3]), Buffer.from(json)]).toString('base64url');
const v2Deflated = (json: string | Buffer) =>
  Buffer.concat([Buffer.from([2]), deflateRawSync(json, { level: 9 })]).toString('base64url');

type Compact = unknown[];
/** Changes a compact array must never survive: each breaks a rule of the schema, the dates or the link. */
const breakers: fc.Arbitrary<(a: Compact) => unknown> = (() => {
  const set = (i: number, values: readonly unknown[]) => (n: number) => (a: Compact) =>
    a.map((x, j) => (j === i ? values[n % values.length] : x));
  const inCoords = (i: number, values: readonly unknown[]) => (n: number) => (a: Compact) =>
    a.map((x, j) => {
      if (j !== 7) return x;
      const coords = Array.isArray(x) ? [...x] : [35, 139, 'Asia/Tokyo'];
      coords[i] = values[n % values.length]; // past the end, the gap reads as null: still refused
      return coords;
    });
  const inConv = (i: number, values: readonly unknown[]) => (n: number) => (a: Compact) =>
    a.map((x, j) =>
      j === 8 && Array.isArray(x)
        ? Array.from({ length: Math.max(6, i + 1) }, (_, k) =>
            k === i ? values[n % values.length] : (x[k] ?? 0),
          )
        : x,
    );
  const cases = [
    set(0, [3, -1, 0.5, '0', null, 'bazi']), // kind
    set(1, ['x'.repeat(101), 7, null, ['a']]), // name
    set(2, ['2023-02-30', '1799-12-31', '2201-01-01', '1990-5-15', '1990-05-15T00:00', 19900515]), // birth date
    set(3, [24, -2, 1.5, '1', null, 1e308]), // hour (−1 is a birth without a time)
    set(4, [60, -1, 0.5, '0']), // minute
    set(5, ['', '   ', '\u3000\t', 'x'.repeat(201), 0]), // birthplace
    set(6, [2, -1, 0.5, 'male', null]), // gender
    set(7, [1, null, [], [1, 2], 'Tokyo', {}]), // coordinates: 0 or a list of 3–6
    inCoords(0, [90.5, -91, '35', null]),
    inCoords(1, [180.5, -181, '139']),
    inCoords(2, ['not a zone!', '', 'x'.repeat(65), '/Tokyo', 5]),
    inCoords(3, ['x'.repeat(41), 7]),
    inCoords(4, [2, true, 'yes', -1]),
    inCoords(5, ['Munich', [1, 2], ['', 'a', 'b', 'c'], [1, '', '', ''], ['x'.repeat(101), '', '', '']]), // names
    set(8, [0, null, [0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], 'placidus']), // conventions
    inConv(0, [99, -1, 0.5, 'placidus']),
    inConv(1, [2, '0']),
    inConv(2, [2, null]),
    inConv(3, [2, true, '1', -1]),
    inConv(4, [2, 0.5]),
    inConv(5, [9, -1, 'climateFirst']), // −1 (no useGod) only holds a place before a luckStart
    inConv(6, [4, -1, 0.5, 'sect1']), // −1 (no luckStart) only holds a place before a timeReading
    inConv(7, [3, -1, 0.5, 'standard']),
  ].map((f) => fc.nat().map(f));
  const whole = [
    (a: Compact) => a.slice(0, 8), // too short
    (a: Compact) => [...a.slice(0, 9), '2027-01-01', 'extra'], // too long
    (a: Compact) => (a[0] === 2 ? a.slice(0, 9) : [...a.slice(0, 9), '2027-01-01']), // date on the wrong kind
    (a: Compact) => [2, ...a.slice(1, 9), '2027-02-29'], // a transit link on no day
    (a: Compact) => Object.fromEntries(a.entries()), // an object, not a list
  ].map((f) => fc.constant(f));
  return fc.oneof(...cases, ...whole);
})();

describe('share payload (fuzzed)', () => {
  let good: string[] = [];
  let compacts: Compact[] = [];
  beforeAll(async () => {
    good = await Promise.all(
      fc.sample(payloads, { numRuns: 60, seed: 11 }).map((p) => encodeSharePayload(p)),
    );
    compacts = good.map(compactOf);
  });

  it('refuses every compact payload that breaks a rule, whichever way the link stores it', {
    timeout: fuzzTimeoutMs(),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), breakers, fc.boolean(), async (i, breaker, stored) => {
        const json = JSON.stringify(breaker(compacts[i % compacts.length] as Compact));
        expect(await decodeSharePayload(stored ? v2Stored(json) : v2Deflated(json))).toBeNull();
      }),
      fuzzParams(),
    );
  });

  it('never throws on mutated, truncated, random, prototype-keyed or script-carrying links; accepts only valid ones', {
    timeout: fuzzTimeoutMs(),
  }, async () => {
    const script = '<script>globalThis.__pwned=1</script>';
    const PROTO = ['__proto__', 'constructor', 'prototype'];
    /** Any part of a compact array replaced by any JSON value (or a prototype-keyed object). */
    const replaced = fc
      .tuple(
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom(script, -0, 1e308, -1, 0.5, '', '0', null, true),
          fc.dictionary(fc.constantFrom(...PROTO), fc.constant({ polluted: true })),
        ),
      )
      .map(([i, at, inner, value]) => {
        const a = structuredClone(compacts[i % compacts.length] as Compact);
        const k = at % a.length;
        const x = a[k];
        if (Array.isArray(x) && inner % 2 === 0) x[inner % x.length] = value;
        else a[k] = value;
        return JSON.stringify(a);
      });
    const links = fc.oneof(
      // A real link with characters replaced, inserted or removed, or cut short.
      fc
        .tuple(fc.nat(), fc.nat(), fc.string({ minLength: 1, maxLength: 4 }), fc.nat(3))
        .map(([i, at, s, cut]) => {
          const g = good[i % good.length] as string;
          return g.slice(0, at % g.length) + s + g.slice((at % g.length) + cut);
        }),
      fc.tuple(fc.nat(), fc.nat()).map(([i, n]) => (good[i % good.length] as string).slice(0, n % 200)),
      // Random bytes after either version byte, and random base64url text.
      fc
        .tuple(fc.constantFrom(2, 3), fc.uint8Array({ maxLength: 300 }))
        .map(([v, b]) => Buffer.concat([Buffer.from([v]), b]).toString('base64url')),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,400}$/),
      fc.string({ maxLength: 100 }),
      // The JSON inside a v2 link: a part replaced, scripts in every field, any JSON, prototype keys.
      fc.tuple(replaced, fc.boolean()).map(([json, stored]) => (stored ? v2Stored(json) : v2Deflated(json))),
      fc
        .constantFrom(script, '__proto__', 'constructor', 'javascript:alert(1)')
        .map((x) => v2Stored(JSON.stringify([x, x, x, x, x, x, x, x, [x, x, x, x, x]]))),
      fc.jsonValue({ maxDepth: 3 }).map((v) => v2Stored(JSON.stringify(v))),
      fc.constantFrom(...PROTO).map((k) => v2Stored(`{"${k}":{"polluted":true},"t":"astrology"}`)),
      fc.constant(v2Stored('[["__proto__"],0,0,0,0,0,0,0,[0,0,0,0,0]]')),
      // The first links' form (v1: base64url JSON with v 1): prototype keys, a part replaced, any JSON.
      fc
        .tuple(fc.constantFrom(...PROTO), fc.jsonValue({ maxDepth: 2 }))
        .map(([k, v]) =>
          Buffer.from(
            `{"v":1,"${k}":{"polluted":true},${JSON.stringify(payload).slice(1, -1)},"x":${JSON.stringify(v)}}`,
          ).toString('base64url'),
        ),
      fc
        .dictionary(fc.constantFrom('v', 't', 'u', 'c', 'd', ...PROTO), fc.jsonValue({ maxDepth: 3 }))
        .map((o) => Buffer.from(JSON.stringify({ v: 1, ...o })).toString('base64url')),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(links, async (link) => {
        const out = await decodeSharePayload(link);
        if (out !== null) {
          accepted++;
          await expectValidPayload(out);
        }
        expectClean();
      }),
      fuzzParams(),
    );
    expect(accepted).toBeGreaterThan(0); // replaced parts and v1 extras can be valid: those are checked above
  });

  it('reads the payload from the fragment first, else the query, for any address; never throws', () => {
    const d = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{0,40}$/), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(
        fc.constantFrom(
          'https://seimei.example/astrology-results/shared',
          'http://127.0.0.1:4173/transit-analysis/shared',
          'https://x/bazi-results/shared?d=old#top',
        ),
        fc.option(d, { nil: undefined }),
        fc.option(d, { nil: undefined }),
        fc.webQueryParameters(),
        (base, inQuery, inFragment, other) => {
          const url = new URL(base);
          url.search = new URLSearchParams({
            ...(inQuery === undefined ? {} : { d: inQuery }),
            x: other,
          }).toString();
          url.hash = inFragment === undefined ? '' : new URLSearchParams({ d: inFragment }).toString();
          expect(payloadTextOf(url)).toBe(inFragment ?? inQuery ?? null);
        },
      ),
      fuzzParams(),
    );
  });

  it('answers huge, deep and inflating links in bounded time (5–50 MB text, 100,000 levels, a DEFLATE bomb)', async () => {
    const timed = async (link: string | null) => {
      const started = cpuMs();
      const out = await decodeSharePayload(link);
      expect(cpuMs() - started).toBeLessThan(5_000);
      return out;
    };
    expect(await timed('A'.repeat(50_000_000))).toBeNull();
    expect(
      await timed(payloadTextOf(new URL(`https://x/astrology-results/shared#d=${'A'.repeat(5_000_000)}`))),
    ).toBeNull();
    // 100,000 levels deflate to a few hundred bytes, and would inflate to 200 KB: reading stops at 8 KB.
    const deep = v2Deflated(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(deep.length).toBeLessThan(4_000);
    expect(await timed(deep)).toBeNull();
    // As deep as fits in a link, stored or in a v1 link: parsed and refused.
    expect(await timed(v2Stored(`${'['.repeat(1_400)}${']'.repeat(1_400)}`))).toBeNull();
    expect(
      await timed(Buffer.from(`${'['.repeat(1_400)}${']'.repeat(1_400)}`).toString('base64url')),
    ).toBeNull();
    // A DEFLATE bomb that fits in a link: 3 MB of the same byte in under 4,000 characters.
    const bomb = v2Deflated(Buffer.alloc(3_000_000, 0x30));
    expect(bomb.length).toBeLessThanOrEqual(4_000);
    expect(await timed(bomb)).toBeNull();
    expectClean();
  });
});
