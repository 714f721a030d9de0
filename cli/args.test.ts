import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_SYSTEMS, NODE_TYPES } from '../src/core/astrology/vocabulary';
import {
  GENDERS,
  HIDDEN_STEM_RULES,
  LUCK_START_METHODS,
  USE_GOD_METHODS,
  ZI_HOUR_RULES,
} from '../src/core/bazi/conventions';
import {
  type ChartRequest,
  DISAMBIGUATIONS,
  MAX_ID_DEPTH,
  parseChartRequest,
} from '../src/core/chart/chart-request';
import { computeChart } from '../src/core/chart/compute-chart';
import { type CoreErrorCode, isCoreError } from '../src/core/errors';
import { birthMoment } from '../src/core/time/birth-moment';
import { RECORDED_CLOCKS } from '../src/core/time/wall-time';
import { cpuMs } from '../src/test/cpu-time';
import { fuzzParams, fuzzTimeoutMs } from '../src/test/fuzz';
import {
  type BatchLine,
  batchIdOf,
  type ChartArgs,
  parseBatchLine,
  parseChartArgs,
  parseFlags,
} from './args';

/**
 * Property-based fuzzing of the `chart` command's input (issue 16 §3): its arguments and its batch lines, through
 * the parse functions the command runs (no process is spawned).
 */

const CODES = [
  'MISSING_FIELD',
  'INVALID_DATE',
  'INVALID_TIME',
  'OUT_OF_RANGE',
  'INVALID_LATITUDE',
  'INVALID_LONGITUDE',
  'UNKNOWN_ZONE',
  'UNKNOWN_PLACE',
  'INVALID_OPTION',
  'INVALID_JSON',
] as const satisfies readonly CoreErrorCode[];

/** No input may add anything to Object.prototype (checked cheaply: this runs after every input). */
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join();
function expectNoPollution() {
  const clean =
    ({} as Record<string, unknown>).polluted === undefined &&
    Object.getOwnPropertyNames(Object.prototype).join() === prototypeKeys;
  expect(clean, 'Object.prototype changed').toBe(true);
}

/**
 * What is wrong with an accepted request, by the rules parseChartRequest states, checked again from outside; one
 * expect per input keeps 10,000 runs fast.
 */
function requestProblems(req: ChartRequest): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => ok || problems.push(what);
  const text = (v: unknown) => typeof v === 'string' && v === v.trim() && v !== '';
  check(text(req.date) && text(req.time), 'date and time are trimmed, non-blank text');
  check(HOUSE_SYSTEMS.includes(req.houseSystem), 'houseSystem');
  check(NODE_TYPES.includes(req.node), 'node');
  check(ZI_HOUR_RULES.includes(req.ziHour), 'ziHour');
  check(HIDDEN_STEM_RULES.includes(req.hiddenStems), 'hiddenStems');
  check(USE_GOD_METHODS.includes(req.useGod), 'useGod');
  check(LUCK_START_METHODS.includes(req.luckStart), 'luckStart');
  check(DISAMBIGUATIONS.includes(req.disambiguation), 'disambiguation');
  check(RECORDED_CLOCKS.includes(req.clock), 'clock');
  check(typeof req.trueSolarTime === 'boolean', 'trueSolarTime');
  check(req.gender === undefined || GENDERS.includes(req.gender), 'gender');
  check((req.lat === undefined) === (req.lng === undefined), 'lat and lng together');
  check(req.lat === undefined || (Number.isFinite(req.lat) && Math.abs(req.lat) <= 90), 'lat');
  check(req.lng === undefined || (Number.isFinite(req.lng) && Math.abs(req.lng) <= 180), 'lng');
  check(req.place === undefined ? req.lat !== undefined && req.tz !== undefined : text(req.place), 'a place');
  check(req.tz === undefined || typeof req.tz === 'string', 'tz');
  // JSON.stringify writes the answer back: it must never overflow on the echoed id.
  try {
    JSON.stringify(req);
  } catch {
    problems.push('cannot be written as JSON');
  }
  return problems;
}

function expectValidRequest(req: ChartRequest) {
  expect(requestProblems(req)).toEqual([]);
  expect(parseChartRequest(req)).toEqual(req); // a fixed point: checking it again changes nothing
}

/** A refusal is typed, never INTERNAL, and quotes a bounded part of its input. */
function expectTypedError(error: { code: string; message: string }) {
  expect((CODES as readonly string[]).includes(error.code) && error.message.length < 400, error.code).toBe(
    true,
  );
}

// ——— Generators of valid requests (a model), and their argv and batch-line forms ———

const isoDate = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
  .map(([h, m, pad]) => `${pad ? String(h).padStart(2, '0') : h}:${String(m).padStart(2, '0')}`);
/** A coordinate as people type it: a plain decimal, never an exponent. */
const decimal = (limit: number) =>
  fc
    .tuple(fc.double({ min: -limit, max: limit, noNaN: true }), fc.integer({ min: 0, max: 6 }))
    .map(([x, digits]) => x.toFixed(digits))
    .map((s) => (Number(s) === 0 ? s.replace('-', '') : s)) // JSON has no −0
    .filter((s) => Math.abs(Number(s)) <= limit);
const nonBlank = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const zones = fc.constantFrom('Asia/Tokyo', 'America/New_York', 'Europe/Berlin', 'UTC', 'Etc/GMT+5');
const option = <T extends string>(list: readonly T[]) =>
  fc.option(fc.constantFrom(...list), { nil: undefined });

interface Model {
  date: string;
  time: string;
  where: { place: string } | { lat: string; lng: string; tz: string; place?: string };
  houseSystem?: (typeof HOUSE_SYSTEMS)[number];
  node?: (typeof NODE_TYPES)[number];
  ziHour?: (typeof ZI_HOUR_RULES)[number];
  trueSolarTime?: boolean;
  hiddenStems?: (typeof HIDDEN_STEM_RULES)[number];
  useGod?: (typeof USE_GOD_METHODS)[number];
  luckStart?: (typeof LUCK_START_METHODS)[number];
  gender?: (typeof GENDERS)[number];
  disambiguation?: (typeof DISAMBIGUATIONS)[number];
  clock?: (typeof RECORDED_CLOCKS)[number];
}

const models: fc.Arbitrary<Model> = fc.record(
  {
    date: isoDate,
    time: clock,
    where: fc.oneof(
      fc.record({ place: nonBlank }),
      fc.record(
        { lat: decimal(90), lng: decimal(180), tz: zones, place: nonBlank },
        { requiredKeys: ['lat', 'lng', 'tz'] },
      ),
    ),
    houseSystem: option(HOUSE_SYSTEMS),
    node: option(NODE_TYPES),
    ziHour: option(ZI_HOUR_RULES),
    trueSolarTime: fc.option(fc.boolean(), { nil: undefined }),
    hiddenStems: option(HIDDEN_STEM_RULES),
    useGod: option(USE_GOD_METHODS),
    luckStart: option(LUCK_START_METHODS),
    gender: option(GENDERS),
    disambiguation: option(DISAMBIGUATIONS),
    clock: option(RECORDED_CLOCKS),
  },
  { requiredKeys: ['date', 'time', 'where'] },
);

/** The request a model must come out as: trimmed text, numbers for coordinates, defaults for what is not given. */
function expectedRequest(m: Model, id?: unknown): ChartRequest {
  const w = m.where;
  const place = w.place?.trim();
  return {
    ...(id === undefined ? {} : { id: id as ChartRequest['id'] }),
    date: m.date,
    unknownTime: false,
    time: m.time,
    houseSystem: m.houseSystem ?? 'placidus',
    node: m.node ?? 'true',
    ziHour: m.ziHour ?? 'midnight',
    trueSolarTime: m.trueSolarTime ?? false,
    hiddenStems: m.hiddenStems ?? 'chinese',
    useGod: m.useGod ?? 'supportRestrain',
    luckStart: m.luckStart ?? 'exact',
    disambiguation: m.disambiguation ?? 'compatible',
    clock: m.clock ?? 'wall',
    ...(place ? { place } : {}),
    ...('lat' in w ? { lat: Number(w.lat), lng: Number(w.lng), tz: w.tz } : {}),
    ...(m.gender ? { gender: m.gender } : {}),
  };
}

const kebab = (field: string) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A model as a command line: flags in the given order, each as `--key value` or `--key=value`. */
function argvOf(m: Model, order: number[], inline: boolean[]): string[] {
  const { where, trueSolarTime, ...rest } = m;
  const pairs: [string, string][] = Object.entries({ ...rest, ...where })
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => [kebab(k), v]);
  const flags: string[][] = pairs.map(([k, v], i) =>
    // A value that looks like a flag can only be given inline.
    inline[i % inline.length] || (v.startsWith('--') && !/^-\d/.test(v)) ? [`--${k}=${v}`] : [`--${k}`, v],
  );
  if (trueSolarTime !== undefined)
    flags.push(
      trueSolarTime && inline[0] ? ['--true-solar-time'] : ['--true-solar-time', String(trueSolarTime)],
    );
  const shuffled = flags
    .map((f, i) => ({ f, key: order[i % order.length] ?? 0 }))
    .sort((a, b) => a.key - b.key);
  return shuffled.flatMap((s) => s.f);
}

/** A model as a batch line's object (camelCase fields, coordinates as numbers or as text). */
function lineOf(m: Model, id: unknown, numbers: boolean): Record<string, unknown> {
  const { where, ...rest } = m;
  const w: Record<string, unknown> =
    'lat' in where && numbers ? { ...where, lat: Number(where.lat), lng: Number(where.lng) } : { ...where };
  return { ...(id === undefined ? {} : { id }), ...rest, ...w };
}

// ——— Hostile inputs ———

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
const FIELDS = [
  'date',
  'time',
  'place',
  'lat',
  'lng',
  'tz',
  'houseSystem',
  'node',
  'ziHour',
  'trueSolarTime',
  'hiddenStems',
  'useGod',
  'luckStart',
  'gender',
  'disambiguation',
  'clock',
  'id',
];
const script = '<script>globalThis.__pwned=1</script>';
/** A value for any field: well-formed ones, near misses, wrong types, lists, prototype-keyed objects, any JSON. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  isoDate,
  clock,
  decimal(200),
  zones,
  fc.constantFrom(
    ...HOUSE_SYSTEMS,
    ...NODE_TYPES,
    ...GENDERS,
    ...DISAMBIGUATIONS,
    ...RECORDED_CLOCKS,
    ...LUCK_START_METHODS,
    'true',
    'false',
    '',
    ' ',
    '0x1E',
    '3e1',
    '1,5',
    'NaN',
    'Infinity',
    '2023-02-30',
    '24:00',
    'Asia/Edo',
    script,
    '../../etc/passwd',
  ),
  fc.constantFrom(true, false, null, 0, -0, 1e308, -1e-308, 90.0000001),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.oneof(isoDate, clock, zones), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
const hostileObjects = fc.dictionary(fc.constantFrom(...FIELDS, ...PROTO_KEYS), anyValue, { maxKeys: 10 });
/** Arguments: real flags with any value, unknown and prototype-named flags, stray words, `--key=value` forms. */
const argWords = fc.oneof(
  fc
    .constantFrom(...FIELDS.map(kebab), 'pretty', 'help', 'batch', ...PROTO_KEYS, '', 'planet')
    .map((k) => `--${k}`),
  fc
    .tuple(fc.constantFrom(...FIELDS.map(kebab), ...PROTO_KEYS), fc.string({ maxLength: 20 }))
    .map(([k, v]) => `--${k}=${v}`),
  fc.string({ maxLength: 20 }),
  decimal(200),
  isoDate,
  clock,
  zones,
  fc.constantFrom('true', 'false', '-5', '--', '-', script),
);

/** Command lines: random words alone, or spliced into a valid command line (so some stay valid). */
const argvs = fc
  .tuple(
    fc.option(fc.tuple(models, fc.array(fc.nat(100), { minLength: 1, maxLength: 16 })), { nil: undefined }),
    fc.array(argWords, { maxLength: 8 }),
    fc.nat(),
  )
  .map(([base, words, at]) => {
    const argv = base
      ? argvOf(
          base[0],
          base[1],
          base[1].map((n) => n % 2 === 0),
        )
      : [];
    argv.splice(at % (argv.length + 1), 0, ...words);
    return argv;
  });

// ——— The properties ———

function checkArgs(out: ChartArgs) {
  expect(['help', 'batch', 'chart', 'usage', 'refused']).toContain(out.kind);
  if (out.kind === 'chart') expectValidRequest(out.request);
  if (out.kind === 'usage') expect(out.message.length).toBeLessThan(200);
  if (out.kind === 'refused') expectTypedError(out.error);
}

function checkLine(line: string, out: BatchLine) {
  expect(() => JSON.stringify(out)).not.toThrow();
  if ('request' in out) {
    expectValidRequest(out.request);
    // The date, time and zone are checked as the moment is computed: typed errors there too, never a crash.
    const r = out.request;
    if (r.lat !== undefined && r.lng !== undefined && r.tz !== undefined) {
      try {
        birthMoment(r.date, r.time, r.tz, r.lng, r.disambiguation, r.clock);
      } catch (e) {
        expect(isCoreError(e), String(e)).toBe(true);
        if (isCoreError(e)) expectTypedError(e);
      }
    }
    return;
  }
  expectTypedError(out.error);
  // The caller's id comes back exactly as given, unless it could not be written back.
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    expect(out.error.code).toBe('INVALID_JSON');
    expect(out.id).toBeUndefined();
    return;
  }
  expect(out).toEqual({ ...batchIdOf(raw), error: out.error });
}

describe('chart command arguments (fuzzed)', () => {
  it(
    'reads every valid command line, in any order and either form, as the request it states',
    () => {
      fc.assert(
        fc.property(
          models,
          fc.array(fc.nat(100), { minLength: 1, maxLength: 16 }),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
          fc.boolean(),
          (m, order, inline, pretty) => {
            const argv = [...argvOf(m, order, inline), ...(pretty ? ['--pretty'] : [])];
            const out = parseChartArgs(argv);
            expect(out).toEqual({ kind: 'chart', request: expectedRequest(m), pretty });
            if (out.kind === 'chart') expectValidRequest(out.request);
          },
        ),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it(
    'never throws on any command line: a checked request, a usage error or a typed refusal; no pollution',
    () => {
      let charts = 0;
      fc.assert(
        fc.property(argvs, (argv) => {
          const out = parseChartArgs(argv);
          checkArgs(out);
          if (out.kind === 'chart') charts++;
          // Unknown options, prototype names included, are refused by name.
          const known = new Set([...FIELDS.map(kebab), 'pretty', 'help', 'batch']);
          if (out.kind === 'chart' || out.kind === 'refused')
            for (const a of argv)
              if (a.startsWith('--')) expect(known.has(a.slice(2).split('=')[0] as string)).toBe(true);
          expectNoPollution();
        }),
        fuzzParams(),
      );
      expect(charts).toBeGreaterThan(0); // the generator does reach valid requests, not only refusals
    },
    fuzzTimeoutMs(),
  );

  it('refuses prototype-named and stray arguments by name, with a bounded quote', () => {
    expect(parseChartArgs(['--__proto__', 'x', '--date', '1990-05-15'])).toEqual({
      kind: 'usage',
      message: 'unknown option --__proto__',
    });
    expect(Object.getPrototypeOf(parseFlags(['--__proto__', '{}'], new Set()))).toBeNull();
    expect(Object.entries(parseFlags(['--__proto__={"polluted":1}'], new Set()))).toEqual([
      ['__proto__', '{"polluted":1}'],
    ]);
    expectNoPollution();
    // A huge argument (the kernel allows 128 KB; give it far more) is never repeated in full.
    const huge = 'x'.repeat(5_000_000);
    const outcomes = [
      [huge],
      [`--${huge}`],
      ['--place', huge, '--date'],
      ['--date', '1990-05-15', '--time', '1:00', '--place', 'x', '--node', huge],
    ].map((argv) => {
      const started = cpuMs();
      const out = parseChartArgs(argv);
      expect(cpuMs() - started).toBeLessThan(5_000);
      checkArgs(out);
      return out.kind;
    });
    expect(outcomes).toEqual(['usage', 'usage', 'usage', 'refused']);
  });
});

describe('chart --batch lines (fuzzed)', () => {
  it(
    'reads every valid line as the request it states, with its id (any JSON value) echoed untouched',
    () => {
      fc.assert(
        fc.property(
          models,
          fc.option(fc.jsonValue({ maxDepth: 4 }), { nil: undefined }),
          fc.boolean(),
          (m, id, numbers) => {
            const line = JSON.stringify(lineOf(m, id, numbers));
            const out = parseBatchLine(line);
            // JSON has no −0: the id comes back as JSON reads it.
            const expected = expectedRequest(
              m,
              id === undefined ? undefined : JSON.parse(JSON.stringify(id)),
            );
            expect(out).toEqual({ request: expected });
          },
        ),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it(
    'never throws on any line: a checked request or a typed, bounded error line with the id; no pollution',
    () => {
      const valid = fc
        .sample(models, { numRuns: 50, seed: 1 })
        .map((m) => JSON.stringify(lineOf(m, 'id', true)));
      const lines = fc.oneof(
        hostileObjects.map((o) => JSON.stringify(o)),
        // Prototype keys as JSON text writes them (JSON.stringify cannot: it would write an own "__proto__").
        fc
          .tuple(fc.constantFrom(...PROTO_KEYS), fc.constantFrom(...valid))
          .map(([k, v]) => `{"${k}":{"polluted":true,"date":"1990-05-15"},${v.slice(1)}`),
        // Valid lines with a character replaced, inserted or removed; and cut short.
        fc
          .tuple(fc.constantFrom(...valid), fc.nat(), fc.string({ maxLength: 3 }), fc.nat(3))
          .map(([v, at, s, cut]) => v.slice(0, at % v.length) + s + v.slice((at % v.length) + cut)),
        fc.tuple(fc.constantFrom(...valid), fc.nat()).map(([v, n]) => v.slice(0, n % v.length)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string({ maxLength: 200 }),
        // An id nested past the limit (JSON.stringify of a 5,000-deep list overflows its stack).
        fc
          .tuple(fc.integer({ min: MAX_ID_DEPTH - 2, max: MAX_ID_DEPTH + 3 }), fc.constantFrom(...valid))
          .map(([depth, v]) => `{"id":${'['.repeat(depth)}${']'.repeat(depth)},${v.slice(1)}`),
      );
      let requests = 0;
      fc.assert(
        fc.property(lines, (line) => {
          const out = parseBatchLine(line);
          checkLine(line, out);
          if ('request' in out) requests++;
          expectNoPollution();
          expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
        }),
        fuzzParams(),
      );
      expect(requests).toBeGreaterThan(0);
    },
    fuzzTimeoutMs(),
  );

  it('refuses what String() would coerce or crash on, and an id too deep to write back (issue 16 §3)', () => {
    const base = { date: '1990-05-15', time: '14:30', lat: 35, lng: 139, tz: 'Asia/Tokyo' };
    const code = (o: object) => {
      const out = parseBatchLine(JSON.stringify(o));
      return 'error' in out ? out.error.code : 'accepted';
    };
    // Lists and objects used to pass through String(): ["1990-05-15"] was a date, {"toString":1} an INTERNAL crash.
    expect(code({ ...base, date: ['1990-05-15'] })).toBe('INVALID_DATE');
    expect(code({ ...base, date: { toString: 1 } })).toBe('INVALID_DATE');
    expect(code({ ...base, time: ['14:30'] })).toBe('INVALID_TIME');
    expect(code({ ...base, tz: ['Asia/Tokyo'] })).toBe('UNKNOWN_ZONE');
    expect(code({ ...base, place: { toString: 1 }, lat: undefined, lng: undefined })).toBe('INVALID_OPTION');
    expect(code({ ...base, date: [] })).toBe('INVALID_DATE');
    expect(code({ ...base, date: 19900515 })).toBe('INVALID_DATE');
    // An id as deep as allowed comes back; a deeper one is refused and not echoed (it would crash the writer).
    const nest = (n: number): unknown => (n === 0 ? 'x' : [nest(n - 1)]);
    expect(parseBatchLine(JSON.stringify({ ...base, id: nest(MAX_ID_DEPTH) }))).toMatchObject({
      request: { id: nest(MAX_ID_DEPTH) },
    });
    const deep = parseBatchLine(
      `{"id":${'['.repeat(100_000)}${']'.repeat(100_000)},${JSON.stringify(base).slice(1)}`,
    );
    expect(deep).toEqual({ error: { code: 'INVALID_OPTION', message: expect.stringContaining('id') } });
    expect(() => JSON.stringify(deep)).not.toThrow();
  });

  it('answers huge lines (5–50 MB) in bounded time without repeating them', () => {
    const base = { date: '1990-05-15', time: '14:30', lat: 35, lng: 139, tz: 'Asia/Tokyo' };
    const mb = (n: number) => 'x'.repeat(n * 1_000_000);
    const lines = [
      mb(50), // not JSON
      `{"date":"${mb(5)}","time":"14:30","place":"東京"}`,
      JSON.stringify({ ...base, tz: mb(5) }),
      JSON.stringify({ ...base, houseSystem: mb(5) }),
      JSON.stringify({ ...base, lat: mb(5) }),
      JSON.stringify({ ...base, place: mb(5), lat: undefined, lng: undefined }),
      `{"id":[${'0,'.repeat(500_000)}0],"date":"1990-05-15","time":"14:30","place":"x","node":"no"}`,
      `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`,
    ];
    for (const line of lines) {
      const started = cpuMs();
      const out = parseBatchLine(line);
      expect(cpuMs() - started, line.slice(0, 40)).toBeLessThan(5_000);
      if ('error' in out) expectTypedError(out.error);
      else expectValidRequest(out.request);
      // Whatever is accepted is written back as given (a 5 MB place stays the caller's); an error quotes 80 characters.
      if ('error' in out) expect(JSON.stringify(out.error).length).toBeLessThan(400);
    }
    // The huge date and place are checked as the chart is computed: those refusals are bounded too.
    const out = parseBatchLine(JSON.stringify({ ...base, date: mb(5) }));
    expect('request' in out).toBe(true);
    if ('request' in out) {
      expect(() => computeChart(out.request)).toThrow(/^Invalid date "x{80}…": use YYYY-MM-DD\.$/);
      const unknownPlace = { ...out.request, date: '1990-05-15', place: mb(5), tz: undefined };
      const nowhere = () => ({ resolved: false, name: '', lat: 0, lng: 0, tz: 'UTC' });
      expect(() => computeChart(unknownPlace, nowhere)).toThrow(
        /^Unknown place "x{80}…": not in the gazetteer/,
      );
      expect(() => computeChart(unknownPlace)).toThrow(/^No gazetteer is loaded to look up "x{80}…"\.$/);
    }
  });
});
