import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../astrology/vocabulary';
import { wrap180 } from '../astrology/zodiac';
import swissGolden from '../ephemeris/__fixtures__/swiss-golden.json';
import { deltaTSeconds } from '../time/delta-t';
import { scanTransits } from './transit-scan';

// Issue 10 §Tests: the exact-hit engine against Swiss Ephemeris (dev-only oracle, scripts/golden/transits.mjs,
// `npm run golden:transits`). Read with fs rather than imported, so the type checker does not infer a type for
// 1.7 MB of JSON.
const fixture = JSON.parse(
  readFileSync(new URL('./__fixtures__/swiss-transits.json', import.meta.url), 'utf8'),
) as {
  cases: GoldenCase[];
};

type Natal = Parameters<typeof scanTransits>[0];
type Scan = ReturnType<typeof scanTransits>;

interface RefHit {
  transit: string;
  natal: string;
  type: string;
  angleDeg: number;
  exactJdUt: number;
  retrograde: boolean;
  speedDegPerDay: number;
}
interface RefStation {
  body: string;
  direction: 'retrograde' | 'direct';
  jdUt: number;
  lonDeg: number;
}
interface RefIngress {
  body: string;
  sign: string;
  jdUt: number;
  retrograde: boolean;
  speedDegPerDay: number;
}
interface RefEvents {
  hits: RefHit[];
  stations: RefStation[];
  ingresses: RefIngress[];
  solarReturns: number[];
  lunarReturns: number[];
}
interface GoldenCase extends RefEvents {
  id: string;
  label: string;
  birth: { jdUt: number; place: string; lat: number };
  natal: Natal;
  fromJdUt: number;
  toJdUt: number;
  /** Stations within 30″ of a target: whether the body crosses it there is below the ephemerides' agreement. */
  grazes: { body: string; targetDeg: number; jdUt: number }[];
  /** The same events in the 3 days just outside the window. */
  nearWindow: RefEvents;
  triplePass?: { transit: string; natal: string; angleDeg: number; jdUts: number[] };
}

const cases = fixture.cases;
const ARCSEC_DEG = 1 / 3600;
const MINUTE_DAYS = 1 / 1440;
/**
 * 3″ of arc at the body's speed, at least a minute (near a station the body barely moves). Issue 10 allowed 30″; the
 * ephemeris is now within 1.3″ of Swiss Ephemeris and every meeting is polished on it (segments.ts).
 */
const HIT_ARCSEC = 3;
const arcTolDays = (speedDegPerDay: number) =>
  Math.max((HIT_ARCSEC * ARCSEC_DEG) / Math.abs(speedDegPerDay), MINUTE_DAYS);
const SLOW_BODIES = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
/** Stations are flat: their instant is loosely defined, their longitude is not. */
const stationTolDays = (body: string) => (SLOW_BODIES.has(body) ? 0.5 : 0.05);
// Issue 10 asks for the solar return within a few seconds. The search is exact (a root of the ephemeris itself) and
// the Sun comes from VSOP87 (src/core/ephemeris/sun.ts), within 0.1″ of Swiss Ephemeris at the same TT. What remains
// is the two ΔT models (ours stays near the observed 69 s of the 2020s; Swiss Ephemeris's runs 6 s higher by 2090),
// which move the UT of the same TT instant; Swiss's returns are compared at our UT of their TT.
const SOLAR_RETURN_TOL_DAYS = 1.5 / 86400;
const SWISS_DELTA_T = (swissGolden as unknown as { deltaT: [number, number][] }).deltaT;
/** Swiss Ephemeris's ΔT (seconds) at a Julian Day (UT), linear between its 5-year values. */
function swissDeltaTSeconds(jdUt: number): number {
  const year = 2000 + (jdUt - 2451544.5) / 365.2425;
  const i = Math.min(Math.max(Math.floor((year - 1800) / 5), 0), SWISS_DELTA_T.length - 2);
  const [y0, a] = SWISS_DELTA_T[i] as [number, number];
  const [, b] = SWISS_DELTA_T[i + 1] as [number, number];
  return a + ((b - a) * (year - y0)) / 5;
}
/** The UT at which our ΔT model reaches the TT of a Swiss instant. */
const atOurUt = (swissJdUt: number) =>
  swissJdUt + (swissDeltaTSeconds(swissJdUt) - deltaTSeconds(swissJdUt)) / 86400;
const secs = (days: number) => `${(days * 86400).toFixed(1)} s`;
const norm360 = (x: number) => ((x % 360) + 360) % 360;

/** One scan per case, shared by that case's tests. */
const scans = new Map<string, Scan>();
function scanOf(c: GoldenCase): Scan {
  let s = scans.get(c.id);
  if (!s) {
    s = scanTransits(c.natal, c.fromJdUt, c.toJdUt);
    scans.set(c.id, s);
  }
  return s;
}

interface Ev<T> {
  key: string;
  jdUt: number;
  tolDays: number;
  item: T;
}

/**
 * Pairs reference and engine events of the same key, each reference with the nearest unpaired engine event within
 * its tolerance. Returns the pairs and what is left on either side.
 */
function pair<R, E>(refs: Ev<R>[], engine: Ev<E>[]) {
  const free = new Set(engine);
  const pairs: [Ev<R>, Ev<E>][] = [];
  const missed: Ev<R>[] = [];
  for (const r of [...refs].sort((a, b) => a.jdUt - b.jdUt)) {
    let best: Ev<E> | null = null;
    for (const e of free)
      if (e.key === r.key && Math.abs(e.jdUt - r.jdUt) <= r.tolDays)
        if (!best || Math.abs(e.jdUt - r.jdUt) < Math.abs(best.jdUt - r.jdUt)) best = e;
    if (best) {
      free.delete(best);
      pairs.push([r, best]);
    } else missed.push(r);
  }
  return { pairs, missed, invented: [...free] };
}

/**
 * Compares one kind of event: every in-window reference event must be paired (unless it lies within its
 * tolerance of an edge, or is excused), every engine event must pair with a reference event in or just outside
 * the window (unless excused). Returns readable differences.
 */
function compare<R, E>(
  c: GoldenCase,
  what: string,
  refs: Ev<R>[],
  nearRefs: Ev<R>[],
  engine: Ev<E>[],
  excused: (key: string, jdUt: number) => boolean = () => false,
): { pairs: [Ev<R>, Ev<E>][]; problems: string[] } {
  const { pairs, missed, invented } = pair([...refs, ...nearRefs], engine);
  const nearSet = new Set(nearRefs);
  const problems: string[] = [];
  const atEdge = (r: Ev<R>) => r.jdUt - c.fromJdUt <= r.tolDays || c.toJdUt - r.jdUt <= r.tolDays;
  for (const r of missed) {
    if (nearSet.has(r) || atEdge(r) || excused(r.key, r.jdUt)) continue;
    const nearest = engine
      .filter((e) => e.key === r.key)
      .sort((a, b) => Math.abs(a.jdUt - r.jdUt) - Math.abs(b.jdUt - r.jdUt))[0];
    problems.push(
      `${what} missed: ${r.key} at JD ${r.jdUt}` +
        (nearest
          ? ` (nearest engine ${nearest.jdUt}, Δ ${secs(nearest.jdUt - r.jdUt)}, allowed ${secs(r.tolDays)})`
          : ''),
    );
  }
  for (const e of invented) {
    if (excused(e.key, e.jdUt)) continue;
    problems.push(`${what} invented: ${e.key} at JD ${e.jdUt}`);
  }
  return { pairs: pairs.filter(([r]) => !nearSet.has(r)), problems };
}

const hitKey = (transit: string, natal: string, type: string, angleDeg: number) =>
  `${transit} ${type} ${natal} ${Math.abs(angleDeg) === 180 ? 180 : angleDeg}`;
const refHitEv = (h: RefHit): Ev<RefHit> => ({
  key: hitKey(h.transit, h.natal, h.type, h.angleDeg),
  jdUt: h.exactJdUt,
  tolDays: arcTolDays(h.speedDegPerDay),
  item: h,
});
const ingressKey = (body: string, sign: string) => `${body} → ${sign}`;
const refIngressEv = (i: RefIngress): Ev<RefIngress> => ({
  key: ingressKey(i.body, i.sign),
  jdUt: i.jdUt,
  tolDays: arcTolDays(i.speedDegPerDay),
  item: i,
});
const refStationEv = (s: RefStation): Ev<RefStation> => ({
  key: `${s.body} ${s.direction}`,
  jdUt: s.jdUt,
  tolDays: stationTolDays(s.body),
  item: s,
});
const returnEv = (tolDays: number) => (jdUt: number) => ({ key: 'return', jdUt, tolDays, item: jdUt });

/** Whether a crossing of `targetDeg` by `body` near `jdUt` sits by a station that grazes it (see the fixture). */
function grazed(c: GoldenCase, body: string, targetDeg: number, jdUt: number): boolean {
  const days = SLOW_BODIES.has(body) ? 20 : 2;
  return c.grazes.some(
    (g) =>
      g.body === body && Math.abs(wrap180(g.targetDeg - targetDeg)) < 1e-4 && Math.abs(g.jdUt - jdUt) < days,
  );
}
const natalLon = (c: GoldenCase, natal: string) => c.natal[natal as keyof Natal] as number;

/** Largest hit timing error in arcseconds (|Δt| × speed) over all cases, for the summary. */
let worstHitArcsec = 0;
let hitsChecked = 0;

describe(`transit scan vs Swiss Ephemeris: ${cases.length} charts`, () => {
  it('has the promised coverage', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const year = (jd: number) => 2000 + (jd - 2451545) / 365.25;
    expect(cases.some((c) => year(c.birth.jdUt) < 1901)).toBe(true);
    expect(cases.some((c) => year(c.toJdUt) > 2100)).toBe(true);
    expect(cases.some((c) => Math.abs(c.birth.lat) >= 67 && c.natal.ascendant === undefined)).toBe(true);
    expect(cases.filter((c) => c.triplePass).length).toBeGreaterThanOrEqual(2);
    expect(cases.some((c) => c.hits.some((h) => h.transit === 'sun' && natalLon(c, h.natal) > 359.5))).toBe(
      true,
    );
    // Stations and retrograde hits of the outer planets are present.
    expect(cases.some((c) => c.hits.some((h) => SLOW_BODIES.has(h.transit) && h.retrograde))).toBe(true);
  });

  for (const c of cases) {
    const year = Math.floor(2000 + (c.fromJdUt - 2451545) / 365.25);
    describe(`${c.id} ${c.label} (window from ${year}, ${c.birth.place})`, () => {
      it(`hits: ${c.hits.length}, each within ${HIT_ARCSEC}″ of exact, retrograde flags agree`, () => {
        const scan = scanOf(c);
        const engine = scan.hits.map((h) => ({
          key: hitKey(h.transit, h.natal, h.type, h.angleDeg),
          jdUt: h.exactJdUt,
          tolDays: 0,
          item: h,
        }));
        const target = (key: string) => {
          const [transit, , natal, angle] = key.split(' ') as [string, string, string, string];
          return { transit, targetDeg: norm360(natalLon(c, natal) + Number(angle)) };
        };
        const { pairs, problems } = compare(
          c,
          'hit',
          c.hits.map(refHitEv),
          c.nearWindow.hits.map(refHitEv),
          engine,
          (key, jdUt) => {
            const t = target(key);
            return grazed(c, t.transit, t.targetDeg, jdUt);
          },
        );
        for (const [r, e] of pairs) {
          const arcsec = (Math.abs(e.jdUt - r.jdUt) * Math.abs(r.item.speedDegPerDay)) / ARCSEC_DEG;
          worstHitArcsec = Math.max(worstHitArcsec, arcsec);
          hitsChecked++;
          const t = target(r.key);
          if (e.item.transitRetrograde !== r.item.retrograde && !grazed(c, t.transit, t.targetDeg, r.jdUt))
            problems.push(`hit ${r.key} at JD ${r.jdUt}: transitRetrograde ${e.item.transitRetrograde}`);
          const { enterJdUt, leaveJdUt } = e.item;
          if ((enterJdUt !== null && enterJdUt > e.jdUt) || (leaveJdUt !== null && leaveJdUt < e.jdUt))
            problems.push(
              `hit ${r.key} at JD ${e.jdUt}: orb window ${enterJdUt}–${leaveJdUt} does not hold it`,
            );
        }
        expect(problems).toEqual([]);
      });

      it(`stations: ${c.stations.length}, within 0.05 d (Mercury–Mars) / 0.5 d (Jupiter–Pluto) and 0.01°`, () => {
        const engine = scanOf(c).stations.map((s) => ({
          key: `${s.body} ${s.direction}`,
          jdUt: s.jdUt,
          tolDays: 0,
          item: s,
        }));
        const { pairs, problems } = compare(
          c,
          'station',
          c.stations.map(refStationEv),
          c.nearWindow.stations.map(refStationEv),
          engine,
        );
        for (const [r, e] of pairs)
          if (Math.abs(wrap180(e.item.lonDeg - r.item.lonDeg)) > 0.01)
            problems.push(`station ${r.key} at JD ${r.jdUt}: lon ${e.item.lonDeg} vs ${r.item.lonDeg}`);
        expect(problems).toEqual([]);
      });

      it(`ingresses: ${c.ingresses.length}, within ${HIT_ARCSEC}″ of exact, directions agree`, () => {
        const engine = scanOf(c).ingresses.map((i) => ({
          key: ingressKey(i.body, i.sign),
          jdUt: i.jdUt,
          tolDays: 0,
          item: i,
        }));
        const cusp = (key: string, jdUt: number, retrograde: boolean) => {
          const [body, , sign] = key.split(' ') as [string, string, string];
          const entered = SIGNS.indexOf(sign as (typeof SIGNS)[number]);
          return grazed(c, body, (retrograde ? entered + 1 : entered) * 30, jdUt);
        };
        const { pairs, problems } = compare(
          c,
          'ingress',
          c.ingresses.map(refIngressEv),
          c.nearWindow.ingresses.map(refIngressEv),
          engine,
          // Either direction could be the grazed one.
          (key, jdUt) => cusp(key, jdUt, false) || cusp(key, jdUt, true),
        );
        for (const [r, e] of pairs)
          if (e.item.retrograde !== r.item.retrograde)
            problems.push(`ingress ${r.key} at JD ${r.jdUt}: retrograde ${e.item.retrograde}`);
        expect(problems).toEqual([]);
      });

      it(`solar returns: ${c.solarReturns.length}, within ${secs(SOLAR_RETURN_TOL_DAYS)}`, () => {
        const { problems } = compare(
          c,
          'solar return',
          c.solarReturns.map(atOurUt).map(returnEv(SOLAR_RETURN_TOL_DAYS)),
          c.nearWindow.solarReturns.map(atOurUt).map(returnEv(SOLAR_RETURN_TOL_DAYS)),
          scanOf(c)
            .returns.filter((r) => r.body === 'sun')
            .map((r) => ({ key: 'return', jdUt: r.jdUt, tolDays: 0, item: r })),
        );
        expect(problems).toEqual([]);
      });

      it(`lunar returns: ${c.lunarReturns.length}, within a minute (30″ of the Moon's motion)`, () => {
        const { problems } = compare(
          c,
          'lunar return',
          c.lunarReturns.map(returnEv(MINUTE_DAYS)),
          c.nearWindow.lunarReturns.map(returnEv(MINUTE_DAYS)),
          scanOf(c)
            .returns.filter((r) => r.body === 'moon')
            .map((r) => ({ key: 'return', jdUt: r.jdUt, tolDays: 0, item: r })),
        );
        expect(problems).toEqual([]);
      });

      const triple = c.triplePass;
      if (triple)
        it(`numbers the passes of the ${triple.transit}–${triple.natal} retrograde series the window cuts`, () => {
          const key = hitKey(triple.transit, triple.natal, '', triple.angleDeg);
          const inWindow = triple.jdUts
            .map((jdUt, k) => ({ jdUt, pass: k + 1 }))
            .filter(({ jdUt }) => jdUt >= c.fromJdUt && jdUt < c.toJdUt);
          expect(inWindow.length).toBe(2);
          const found = scanOf(c)
            .hits.filter((h) => hitKey(h.transit, h.natal, '', h.angleDeg) === key)
            .map((h) => ({ pass: h.pass, passes: h.passes }));
          expect(found).toEqual(inWindow.map(({ pass }) => ({ pass, passes: 3 })));
        });
    });
  }

  it('summary: the worst hit timing, in arc', () => {
    expect(hitsChecked).toBeGreaterThan(0);
    console.info(
      `${hitsChecked} hits paired; worst |Δt| × speed ${worstHitArcsec.toFixed(2)}″ (allowed ${HIT_ARCSEC}″)`,
    );
    expect(worstHitArcsec).toBeLessThanOrEqual(HIT_ARCSEC);
  });
});
