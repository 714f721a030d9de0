import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_SYSTEMS, NODE_TYPES } from '../astrology/vocabulary';
import { GENDERS, HIDDEN_STEM_RULES, USE_GOD_METHODS, ZI_HOUR_RULES } from '../bazi/conventions';
import { decodeSharePayload, encodeSharePayload, payloadTextOf, type SharePayload } from './share-payload';

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
    name: fc.string({ maxLength: 100, unit: 'grapheme' }).map((s) => [...s].slice(0, 30).join('')),
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
    d: isoDate,
  })
  .map(({ t, houseSystem, node, ziHour, trueSolarTime, hiddenStems, useGod, d, coordinates, ...u }) => ({
    t,
    u: { ...u, ...(coordinates ? { coordinates } : {}) },
    c: { houseSystem, node, ziHour, trueSolarTime, hiddenStems, ...(useGod ? { useGod } : {}) },
    ...(t === 'transit' ? { d } : {}),
  }));

describe('share payload', () => {
  it('round-trips random births through a short URL-safe string (v2: compact, compressed)', async () => {
    await fc.assert(
      fc.asyncProperty(payloads, async (p) => {
        const text = await encodeSharePayload(p);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(await decodeSharePayload(text)).toEqual(p);
      }),
      { numRuns: 400 },
    );
    // A typical link stays short: the compact, compressed form of the Tokyo birth above.
    expect((await encodeSharePayload(payload)).length).toBeLessThan(90);
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

  it('rejects ≥ 10,000 mutated, truncated, oversized and script-carrying links without a throw or a pollution', async () => {
    const good = await Promise.all(fc.sample(payloads, 40).map((p) => encodeSharePayload(p)));
    const deflateRaw = async (bytes: Uint8Array) =>
      new Uint8Array(
        await new Response(
          new Blob([bytes as Uint8Array<ArrayBuffer>])
            .stream()
            .pipeThrough(new CompressionStream('deflate-raw')),
        ).arrayBuffer(),
      );
    /** A v2 link around any JSON text (so the attack reaches the parser and the schema, not just base64). */
    const v2Of = async (json: string) => {
      const body = await deflateRaw(new TextEncoder().encode(json));
      return Buffer.concat([Buffer.from([2]), body]).toString('base64url');
    };
    const script = '<script>globalThis.__pwned=1</script>';
    type Attack = { text: string } | { json: string } | { bomb: true };
    const text = (arb: fc.Arbitrary<string>): fc.Arbitrary<Attack> => arb.map((t) => ({ text: t }));
    const json = (arb: fc.Arbitrary<string>): fc.Arbitrary<Attack> => arb.map((j) => ({ json: j }));
    const attacks = fc.oneof(
      // Mutated: characters of a real link replaced, inserted or removed.
      text(
        fc
          .tuple(fc.constantFrom(...good), fc.nat(), fc.string({ minLength: 1, maxLength: 4 }), fc.nat(3))
          .map(([g, at, s, cut]) => g.slice(0, at % g.length) + s + g.slice((at % g.length) + cut)),
      ),
      // Truncated.
      text(fc.tuple(fc.constantFrom(...good), fc.nat()).map(([g, n]) => g.slice(0, n % g.length))),
      // Random bytes after either version byte, and random base64url text.
      text(
        fc
          .tuple(fc.constantFrom(2, 3), fc.uint8Array({ maxLength: 300 }))
          .map(([v, b]) => Buffer.concat([Buffer.from([v]), b]).toString('base64url')),
      ),
      text(fc.stringMatching(/^[A-Za-z0-9_-]{0,400}$/)),
      // Oversized text, and a small link that inflates to far more than a chart (a compression bomb).
      text(fc.nat(20_000).map((n) => 'A'.repeat(4001 + n))),
      fc.constant<Attack>({ bomb: true }),
      // Well-formed JSON of the wrong shape: scripts in every field, prototype keys, wrong types, any JSON at all.
      json(
        fc
          .constantFrom(script, '__proto__', 'constructor', 'javascript:alert(1)')
          .map((s) => JSON.stringify([s, s, s, s, s, s, s, s, [s, s, s, s, s]])),
      ),
      json(fc.json({ maxDepth: 3 })),
      json(fc.constant('{"__proto__":{"polluted":true},"t":"astrology"}')),
      json(fc.constant('[["__proto__"],0,0,0,0,0,0,0,[0,0,0,0,0]]')),
    );
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(attacks, async (a) => {
        const link =
          'text' in a ? a.text : 'json' in a ? await v2Of(a.json) : await v2Of(`[${'0,'.repeat(200_000)}0]`);
        const out = await decodeSharePayload(link);
        // A mutation can (rarely) land on another valid link; whatever is accepted must be a whole, valid payload.
        if (out === null) rejected++;
        else expect(await decodeSharePayload(await encodeSharePayload(out))).toEqual(out);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
      }),
      { numRuns: 10_000 },
    );
    expect(rejected).toBeGreaterThan(9_900);
  }, 120_000);
});
