import { CHART_BODIES, type ChartBody, type NodeType, PLANETS } from '../astrology/vocabulary';
import { norm360, wrap180, zodiacPosition } from '../astrology/zodiac';
import { type BaziOptions, computeBazi } from '../bazi/bazi-chart';
import { pillarText } from '../bazi/stems-branches';
import { chironLonLat } from '../ephemeris/chiron';
import { computeHouses, type HouseResult, houseOf } from '../ephemeris/houses';
import { meanNodeLonDeg, trueNodeLonDeg } from '../ephemeris/nodes';
import { planetLonLat } from '../ephemeris/planets';
import { CoreError, shown } from '../errors';
import type { BirthMoment } from '../time/birth-moment';
import { deltaTSeconds } from '../time/delta-t';
import { jdUtFromUnixMs } from '../time/julian-day';
import { standardOffsetAt } from '../time/wall-time';
import { assertKnownZone, firstTransitionMs, zoneOffsetMinutes } from '../time/zone-offset';
import type { ChartOutput } from './compute-chart';

/** What a wrong birth time can change (issue 17 §3). `bodyHouse` is one factor per body. */
export type SensitivityFactor =
  | 'ascendantSign'
  | 'midheavenSign'
  | 'moonSign'
  | 'bodyHouse'
  | 'hourPillar'
  | 'dayPillar'
  | 'monthPillar'
  | 'yearPillar';

/** One factor as the summary lists it: a factor, or `bodyHouse:<body>` for a body's house. */
export type FactorKey = Exclude<SensitivityFactor, 'bodyHouse'> | `bodyHouse:${ChartBody}`;

/** Every factor key in display order: angles, Moon, the bodies' houses, then the pillars hour → year. */
export const FACTOR_KEYS: readonly FactorKey[] = [
  'ascendantSign',
  'midheavenSign',
  'moonSign',
  ...CHART_BODIES.map((b) => `bodyHouse:${b}` as const),
  'hourPillar',
  'dayPillar',
  'monthPillar',
  'yearPillar',
];

/**
 * One change of one factor within the window. `from` is the value on the side nearer the birth, `to` the value
 * from `atUtc` on (away from the birth): sign keys, house numbers ('1'…'12') or pillars ('甲子').
 */
export interface TimeChange {
  factor: SensitivityFactor;
  body?: ChartBody;
  /** Whole seconds from the birth, in minutes; negative = had the birth been earlier. */
  offsetMinutes: number;
  /** The instant nearest the birth at which `to` already holds (ISO-8601 UT). */
  atUtc: string;
  /** The same instant on the birthplace's clock (summer time included): YYYY-MM-DD HH:MM:SS. */
  atLocal: string;
  from: string;
  to: string;
}

export interface TimeSensitivity {
  windowMinutes: number;
  /** Every change within ±windowMinutes, nearest the birth first. */
  changes: TimeChange[];
}

/** The spans the panel summarises: "stable within ±5 / ±15 / ±30 / ±60 min". */
export const SENSITIVITY_BUCKETS_MIN = [5, 15, 30, 60] as const;
export type SensitivityBucket = (typeof SENSITIVITY_BUCKETS_MIN)[number];

export const DEFAULT_WINDOW_MINUTES = 60;
/** Half a day: beyond it the body-longitude interpolation and the turning-point search would need more care. */
export const MAX_WINDOW_MINUTES = 720;

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;
const MS_PER_SECOND = 1000;
/** Sidereal time runs 360.9856…° per day of UT (IAU 1982 GMST rate); per second here. */
const SIDEREAL_DEG_PER_SECOND = 360.98564736629 / 86_400;
const SIDEREAL_DAY_SECONDS = 360 / SIDEREAL_DEG_PER_SECOND;
/** Faster than any charted body moves in longitude (the Moon peaks near 15.4°/day). */
const MAX_BODY_DEG_PER_SECOND = 16 / 86_400;
/**
 * The bracketing grid. Outside the polar circles every factor's value runs one way only (see `witness` below), so
 * any grid finds every change and the step only bounds the bisection depth (10 minutes → 10 halvings to 1 s).
 */
const GRID_SECONDS = 600;
/** Largest node spacing of the body-longitude interpolation (see bodyLongitudeTrack). */
const NODE_SPACING_SECONDS = 3600;

// ─── the birthplace's clock at any instant ──────────────────────────────────────────────────────────────────────

/**
 * The BirthMoment of an instant (Unix ms) at a zone and longitude, read the way birth-moment.ts reads a wall time:
 * local mean time from the longitude before the zone's first transition, otherwise the tz database's offset then,
 * with summer time measured against the standard offset of those years (so a window across a clock change gets
 * each side's own offset). An instant is never ambiguous, so `timeNote` is null.
 */
export function momentAtUtcMs(utcMs: number, tz: string, lngDeg: number): BirthMoment {
  assertKnownZone(tz);
  const first = firstTransitionMs(tz);
  const lmt = first !== null && utcMs < first;
  const offsetMinutes = lmt ? lngDeg * 4 : zoneOffsetMinutes(tz, utcMs);
  const standardOffsetMinutes = lmt ? offsetMinutes : standardOffsetAt(tz, utcMs, offsetMinutes);
  // Rounded to the millisecond first: a local-mean-time offset is fractional, and 22:59:59.9999 is not 23:00.
  const wallMs = Math.floor(Math.round(utcMs + offsetMinutes * 60_000) / MS_PER_SECOND) * MS_PER_SECOND;
  const d = new Date(wallMs);
  const jdUt = jdUtFromUnixMs(utcMs);
  const deltaTSec = deltaTSeconds(jdUt);
  return {
    wall: {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    },
    tz,
    utcMs,
    utc: new Date(utcMs).toISOString(),
    offsetMinutes,
    offsetSource: lmt ? 'lmt' : 'tzdb',
    dst: standardOffsetMinutes < offsetMinutes,
    standardOffsetMinutes,
    timeNote: null,
    clock: 'wall',
    jdUt,
    deltaTSec,
    jdTt: jdUt + deltaTSec / 86_400,
  };
}

function wallText(m: BirthMoment): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const w = m.wall;
  return `${p(w.year, 4)}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}:${p(w.second)}`;
}

// ─── body longitudes across the window ─────────────────────────────────────────────────────────────────────────

function bodyLongitudesAt(jdUt: number, node: NodeType): number[] {
  const lons = PLANETS.map((p) => planetLonLat(p, jdUt).lonDeg);
  const north = node === 'true' ? trueNodeLonDeg(jdUt) : meanNodeLonDeg(jdUt);
  return [...lons, north, norm360(north + 180), chironLonLat(jdUt).lonDeg]; // CHART_BODIES order
}

/**
 * Every body's longitude at any second of the window, from exact positions at nodes ≤ 1 h apart and the quadratic
 * through the three nearest. The error is below h³·|λ‴|/(9√3): the Moon's λ‴ stays under 0.2°/day³ (its largest
 * periodic terms: 6.3° over 27.6 d, 0.66° over 14.8 d, 1.3° over 31.8 d), so with h = 1 h it is under 0.01″
 * (measured: 0.002″); the osculating node stays within its own numerical jitter (0.05″). Cusps sweep ≥ 2″ per
 * second and the Moon 0.5″, so crossings move by well under a second. Eleven ephemeris calls per node instead of
 * per evaluation keep the search about 30 times cheaper.
 */
export function bodyLongitudeTrack(
  birthUtcMs: number,
  windowSeconds: number,
  node: NodeType,
): (offsetSeconds: number) => number[] {
  const n = Math.max(1, Math.ceil(windowSeconds / NODE_SPACING_SECONDS));
  const spacing = windowSeconds / n;
  const nodes: number[][] = [];
  for (let i = -n; i <= n; i++)
    nodes.push(bodyLongitudesAt(jdUtFromUnixMs(birthUtcMs + i * spacing * MS_PER_SECOND), node));
  return (offsetSeconds) => {
    const i = Math.min(n - 1, Math.max(1 - n, Math.round(offsetSeconds / spacing))); // middle node, −n < i < n
    const [a, b, c] = [nodes[i - 1 + n], nodes[i + n], nodes[i + 1 + n]] as [number[], number[], number[]];
    const x = offsetSeconds / spacing - i; // −1 … 1 around the middle node
    return b.map((mid, k) => {
      const before = mid + wrap180((a[k] as number) - mid); // unwrapped across 360° → 0°
      const after = mid + wrap180((c[k] as number) - mid);
      return norm360(mid + (x * (after - before)) / 2 + (x * x * (after - 2 * mid + before)) / 2);
    });
  };
}

// ─── the Ascendant's motion (polar latitudes) ─────────────────────────────────────────────────────────────────

/**
 * The largest |dASC/dθ| (degrees of longitude per degree of sidereal time) while θ runs from `fromDeg` over
 * `spanDeg`. From houses.ts' formula, dASC/dθ = (cos ε + k sin θ) / (1 + k² + 2k cos ε sin θ − sin²ε sin²θ) with
 * k = tan φ sin ε: a function of s = sin θ alone, whose extremes lie at the ends of s's range or where
 * k sin²ε s² + 2 cos ε sin²ε s + k (1 + k² − 2 cos²ε) = 0.
 */
export function ascendantRateBound(
  latDeg: number,
  obliquityDeg: number,
  fromDeg: number,
  spanDeg: number,
): number {
  const eps = obliquityDeg * RAD;
  const c = Math.cos(eps);
  const s2 = Math.sin(eps) ** 2;
  const k = Math.tan(latDeg * RAD) * Math.sin(eps);
  const rate = (s: number) => Math.abs((c + k * s) / (1 + k * k + 2 * k * c * s - s2 * s * s));
  const within = (x: number) => norm360(x - fromDeg) <= spanDeg;
  const ends = [Math.sin(fromDeg * RAD), Math.sin((fromDeg + spanDeg) * RAD)];
  const lo = within(270) ? -1 : Math.min(...ends);
  const hi = within(90) ? 1 : Math.max(...ends);
  const candidates = [lo, hi];
  const [qa, qb, qc] = [k * s2, 2 * c * s2, k * (1 + k * k - 2 * c * c)];
  if (Math.abs(qa) < 1e-12) candidates.push(-qc / qb);
  else {
    const disc = qb * qb - 4 * qa * qc;
    if (disc >= 0) candidates.push((-qb + Math.sqrt(disc)) / (2 * qa), (-qb - Math.sqrt(disc)) / (2 * qa));
  }
  return Math.max(...candidates.filter((s) => s >= lo && s <= hi).map(rate));
}

/**
 * Inside the polar circles the Ascendant runs backwards for part of each sidereal day and jumps by 180° where it
 * turns (houses.ts keeps the rising point within 180° after the MC). Both happen where cos ε + k sin θ = 0; this
 * returns those instants within the window (whole seconds from the birth), or none outside the polar circles.
 */
function ascendantTurningSeconds(birth: HouseResult, latDeg: number, windowSeconds: number): number[] {
  const eps = birth.obliquityDeg * RAD;
  const x = -Math.cos(eps) / (Math.tan(latDeg * RAD) * Math.sin(eps));
  if (!(Math.abs(x) < 1)) return [];
  const a = Math.asin(x) * DEG;
  const out: number[] = [];
  for (const theta of [a, 180 - a]) {
    const ahead = norm360(theta - birth.armcDeg) / SIDEREAL_DEG_PER_SECOND;
    for (const s of [ahead, ahead - SIDEREAL_DAY_SECONDS])
      if (Math.abs(s) < windowSeconds) out.push(Math.round(s));
  }
  return out;
}

// ─── factors ──────────────────────────────────────────────────────────────────────────────────────────────────

interface AstroState {
  houses: HouseResult;
  lons: number[];
  bodyHouses: number[];
}

interface BaziState {
  pillars: Record<'hourPillar' | 'dayPillar' | 'monthPillar' | 'yearPillar', string>;
  /** The clock's offsets: the day and hour pillars run one way only while these stay put. */
  offsets: string;
}

/**
 * A factor as the search sees it. `witness` refines `value` so that, between two grid points, it runs one way only
 * (never A → B → A); then equal witnesses at both ends mean no change between them, and different ones are split
 * until each change is pinned to a second.
 */
interface Track<S> {
  key: FactorKey;
  factor: SensitivityFactor;
  body?: ChartBody;
  value: (s: S) => string;
  witness: (s: S) => string;
}

const MOON = CHART_BODIES.indexOf('moon');
const signIndex = (lonDeg: number) => Math.floor(norm360(lonDeg) / 30);

/**
 * Outside the polar circles the Ascendant, the MC and every Placidus, Koch, Porphyry and equal cusp move forward
 * with sidereal time at ≥ 0.16° per degree of it, ~4 times the Moon's fastest (the test sweeps latitudes), so signs
 * and quadrant houses change in one direction only. Whole-sign houses change both when the Ascendant changes sign
 * and when the body does, in opposite directions, so their witness is the pair of signs.
 */
function astroTracks(wholeSign: boolean): Track<AstroState>[] {
  const sign = (lon: number) => zodiacPosition(lon).sign;
  const tracks: Track<AstroState>[] = [
    {
      key: 'ascendantSign',
      factor: 'ascendantSign',
      value: (s) => sign(s.houses.ascDeg),
      witness: (s) => sign(s.houses.ascDeg),
    },
    {
      key: 'midheavenSign',
      factor: 'midheavenSign',
      value: (s) => sign(s.houses.mcDeg),
      witness: (s) => sign(s.houses.mcDeg),
    },
    {
      key: 'moonSign',
      factor: 'moonSign',
      value: (s) => sign(s.lons[MOON] as number),
      witness: (s) => sign(s.lons[MOON] as number),
    },
  ];
  CHART_BODIES.forEach((body, i) => {
    const value = (s: AstroState) => String(s.bodyHouses[i]);
    tracks.push({
      key: `bodyHouse:${body}`,
      factor: 'bodyHouse',
      body,
      value,
      witness: wholeSign ? (s) => `${signIndex(s.houses.ascDeg)}|${signIndex(s.lons[i] as number)}` : value,
    });
  });
  return tracks;
}

const PILLAR_FACTORS = ['hourPillar', 'dayPillar', 'monthPillar', 'yearPillar'] as const;

/** Pillars run one way while the clock's offsets stay put; a change of offset splits the search there too. */
const BAZI_TRACKS: Track<BaziState>[] = PILLAR_FACTORS.map((factor) => ({
  key: factor,
  factor,
  value: (s) => s.pillars[factor],
  witness: (s) => `${s.pillars[factor]}|${s.offsets}`,
}));

// ─── the search ───────────────────────────────────────────────────────────────────────────────────────────────

interface RawChange {
  track: Track<unknown>;
  order: number;
  /** Whole seconds from the birth: the value changes between lo and hi = lo + 1. */
  lo: number;
  hi: number;
  loValue: string;
  hiValue: string;
}

/**
 * Every change between consecutive samples (whole seconds from the birth, ascending): where a witness differs,
 * halve the interval (one evaluation serves every factor still in question) down to one second.
 */
function bracketAndBisect<S>(
  samples: { sec: number; state: S }[],
  evaluate: (sec: number) => S,
  tracks: Track<S>[],
  out: RawChange[],
): void {
  const differing = (a: S, b: S, among: Track<S>[]) => among.filter((t) => t.witness(a) !== t.witness(b));
  const refine = (lo: number, sLo: S, hi: number, sHi: S, among: Track<S>[]): void => {
    if (hi - lo <= 1) {
      for (const track of among) {
        const [loValue, hiValue] = [track.value(sLo), track.value(sHi)];
        if (loValue !== hiValue)
          out.push({
            track: track as Track<unknown>,
            order: tracks.indexOf(track),
            lo,
            hi,
            loValue,
            hiValue,
          });
      }
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    const sMid = evaluate(mid);
    const left = differing(sLo, sMid, among);
    const right = differing(sMid, sHi, among);
    if (left.length > 0) refine(lo, sLo, mid, sMid, left);
    if (right.length > 0) refine(mid, sMid, hi, sHi, right);
  };
  for (let i = 0; i + 1 < samples.length; i++) {
    const [a, b] = [samples[i], samples[i + 1]] as [{ sec: number; state: S }, { sec: number; state: S }];
    const among = differing(a.state, b.state, tracks);
    if (among.length > 0) refine(a.sec, a.state, b.sec, b.state, among);
  }
}

/** The grid from −window to +window through 0 (every GRID_SECONDS) plus any extra breakpoints, in whole seconds. */
function gridSeconds(windowSeconds: number, extra: number[]): number[] {
  const out = new Set<number>([0, -windowSeconds, windowSeconds, ...extra]);
  for (let s = GRID_SECONDS; s < windowSeconds; s += GRID_SECONDS) out.add(s).add(-s);
  return [...out].sort((a, b) => a - b);
}

/**
 * Inside the polar circles Porphyry and equal cusps follow an Ascendant that slows to a stop, turns and jumps, so a
 * cusp and a body can cross twice within a grid step. There the samples are spaced by a derivative bound: no cusp
 * moves faster than ω·max(|dASC/dθ|, |dMC/dθ| ≤ 1/cos ε) (Porphyry cusps are ⅓–⅔ blends of the two) and no body
 * faster than 16°/day, so a body |g|° from its nearest cusp cannot meet one for |g| / (that sum) seconds. Crossings
 * closer together than the 1 s floor may merge, which is below the answer's resolution.
 */
function safeSamples(
  breakpoints: number[],
  evaluate: (sec: number) => AstroState,
  latDeg: number,
  armcAtBirthDeg: number,
  obliquityDeg: number,
): { sec: number; state: AstroState }[] {
  const out: { sec: number; state: AstroState }[] = [];
  const mcRate = 1 / Math.cos(obliquityDeg * RAD);
  for (let p = 0; p + 1 < breakpoints.length; p++) {
    const end = breakpoints[p + 1] as number;
    let sec = breakpoints[p] as number;
    let state = evaluate(sec);
    while (sec < end) {
      out.push({ sec, state });
      const theta = armcAtBirthDeg + sec * SIDEREAL_DEG_PER_SECOND;
      const span = GRID_SECONDS * SIDEREAL_DEG_PER_SECOND;
      const rate = Math.max(ascendantRateBound(latDeg, obliquityDeg, theta, span), mcRate);
      const degPerSecond = rate * SIDEREAL_DEG_PER_SECOND + MAX_BODY_DEG_PER_SECOND;
      let gap = 180;
      for (const cusp of state.houses.cusps)
        for (const lon of state.lons) gap = Math.min(gap, Math.abs(wrap180(cusp - lon)));
      const step = Math.min(GRID_SECONDS, Math.max(1, Math.floor(gap / degPerSecond)));
      sec = Math.min(end, sec + step);
      state = evaluate(sec);
    }
    if (p + 2 === breakpoints.length) out.push({ sec, state });
  }
  return out;
}

/**
 * What would change had the birth been up to `windowMinutes` earlier or later: the Ascendant's, MC's and Moon's
 * signs, each body's house (in the chart's house system), and the four pillars (under the chart's 子時 rule and
 * clock). Each change is the exact instant, to the second, found by bisection between samples that cannot hide
 * one; the chart's place, UT and settings are all it reads. INVALID_OPTION for a chart without a birth time (there
 * is nothing to be off by) or a window outside (0, 720] minutes.
 */
export function timeSensitivity(
  chart: ChartOutput,
  windowMinutes: number = DEFAULT_WINDOW_MINUTES,
): TimeSensitivity {
  if (!(Number.isFinite(windowMinutes) && windowMinutes > 0 && windowMinutes <= MAX_WINDOW_MINUTES))
    throw new CoreError(
      'INVALID_OPTION',
      `Invalid windowMinutes "${shown(windowMinutes)}": expected more than 0 and at most ${MAX_WINDOW_MINUTES}.`,
      { field: 'windowMinutes', value: shown(windowMinutes) },
    );
  if (!chart.timeKnown)
    throw new CoreError('INVALID_OPTION', 'Time sensitivity needs a known birth time.', {
      field: 'unknownTime',
      value: 'true',
    });
  const windowSeconds = Math.max(1, Math.round(windowMinutes * 60));
  const { lat, lng, tz } = chart.place;
  const { houseSystem, node } = chart.settings;
  const birthMs = Date.parse(chart.utc);
  const atMs = (sec: number) => birthMs + sec * MS_PER_SECOND;
  const raw: RawChange[] = [];

  // The Western factors.
  const lonsAt = bodyLongitudeTrack(birthMs, windowSeconds, node);
  const evaluateAstro = (sec: number): AstroState => {
    const houses = computeHouses(jdUtFromUnixMs(atMs(sec)), lat, lng, houseSystem);
    const lons = lonsAt(sec);
    return { houses, lons, bodyHouses: lons.map((lon) => houseOf(lon, houses.cusps)) };
  };
  const birthHouses = computeHouses(jdUtFromUnixMs(birthMs), lat, lng, houseSystem);
  const turning = ascendantTurningSeconds(birthHouses, lat, windowSeconds);
  const astroTrackList = astroTracks(birthHouses.system === 'whole-sign');
  const polarCusps =
    turning.length > 0 && (birthHouses.system === 'porphyry' || birthHouses.system === 'equal');
  const astroSamples = polarCusps
    ? safeSamples(
        [...new Set([-windowSeconds, 0, windowSeconds, ...turning])].sort((a, b) => a - b),
        evaluateAstro,
        lat,
        birthHouses.armcDeg,
        birthHouses.obliquityDeg,
      )
    : gridSeconds(windowSeconds, turning).map((sec) => ({ sec, state: evaluateAstro(sec) }));
  bracketAndBisect(astroSamples, evaluateAstro, astroTrackList, raw);

  // The pillars, through computeBazi itself so summer time, true solar time and the 子時 rule apply as in the chart.
  const options: BaziOptions = {
    ziHour: chart.settings.ziHour,
    trueSolarTime: chart.settings.trueSolarTime,
    hiddenStems: chart.settings.hiddenStems,
    useGod: chart.settings.useGod,
    luckStart: chart.settings.luckStart,
  };
  const evaluateBazi = (sec: number): BaziState => {
    const moment = momentAtUtcMs(atMs(sec), tz, lng);
    const b = computeBazi(moment, lng, { ...options, asOfUtcMs: moment.utcMs });
    return {
      pillars: {
        hourPillar: b.hour ? pillarText(b.hour) : '', // never null here: the time is known
        dayPillar: pillarText(b.day),
        monthPillar: pillarText(b.month),
        yearPillar: pillarText(b.year),
      },
      offsets: `${moment.offsetMinutes}|${moment.standardOffsetMinutes}`,
    };
  };
  const baziSamples = gridSeconds(windowSeconds, []).map((sec) => ({ sec, state: evaluateBazi(sec) }));
  const baziOrder = astroTrackList.length;
  const baziRaw: RawChange[] = [];
  bracketAndBisect(baziSamples, evaluateBazi, BAZI_TRACKS, baziRaw);
  for (const r of baziRaw) raw.push({ ...r, order: r.order + baziOrder });

  const changes = raw
    .map((r) => {
      const earlier = r.hi <= 0; // intervals never straddle the birth: 0 is a sample
      const sec = earlier ? r.lo : r.hi;
      return { r, sec };
    })
    .sort((a, b) => Math.abs(a.sec) - Math.abs(b.sec) || a.sec - b.sec || a.r.order - b.r.order)
    .map(({ r, sec }): TimeChange => {
      const earlier = sec < 0;
      const moment = momentAtUtcMs(atMs(sec), tz, lng);
      return {
        factor: r.track.factor,
        ...(r.track.body ? { body: r.track.body } : {}),
        offsetMinutes: sec / 60,
        atUtc: moment.utc,
        atLocal: wallText(moment),
        from: earlier ? r.hiValue : r.loValue,
        to: earlier ? r.loValue : r.hiValue,
      };
    });
  return { windowMinutes, changes };
}

// ─── the summary the panel shows ──────────────────────────────────────────────────────────────────────────────

/** The key a change counts under: its factor, or `bodyHouse:<body>`. */
export function factorKeyOf(change: Pick<TimeChange, 'factor' | 'body'>): FactorKey {
  return change.factor === 'bodyHouse' ? `bodyHouse:${change.body as ChartBody}` : change.factor;
}

/**
 * Whether a factor keeps its value for `minutes` on both sides of the birth: no change of it at |offset| ≤ minutes
 * (a change at exactly −5 min means a birth 5 minutes earlier reads differently). Only meaningful up to the window.
 */
export function stableWithin(changes: readonly TimeChange[], key: FactorKey, minutes: number): boolean {
  return !changes.some((c) => factorKeyOf(c) === key && Math.abs(c.offsetMinutes) <= minutes);
}

export interface FactorSensitivity {
  key: FactorKey;
  factor: SensitivityFactor;
  body?: ChartBody;
  /** Per bucket: true when stable within ±that many minutes; null for a bucket wider than the window. */
  stable: Record<SensitivityBucket, boolean | null>;
  /** The widest bucket it is stable within, or null when it changes within ±5 min. */
  stableWithinMinutes: SensitivityBucket | null;
  /** The nearest change had the birth been earlier / later, or null when none within the window. */
  earlier: TimeChange | null;
  later: TimeChange | null;
}

/** One line per factor (FACTOR_KEYS order), for the panel's "stable within ±15 min" and "changes to Leo" lines. */
export function sensitivitySummary(s: TimeSensitivity): FactorSensitivity[] {
  return FACTOR_KEYS.map((key) => {
    const mine = s.changes.filter((c) => factorKeyOf(c) === key);
    const stable = {} as Record<SensitivityBucket, boolean | null>;
    let widest: SensitivityBucket | null = null;
    for (const b of SENSITIVITY_BUCKETS_MIN) {
      stable[b] = b > s.windowMinutes ? null : stableWithin(mine, key, b);
      if (stable[b]) widest = b; // stable within ±30 implies within ±15: the last true bucket is the widest
    }
    const nearest = (side: -1 | 1) =>
      mine
        .filter((c) => Math.sign(c.offsetMinutes) === side)
        .reduce<TimeChange | null>(
          (best, c) => (best === null || Math.abs(c.offsetMinutes) < Math.abs(best.offsetMinutes) ? c : best),
          null,
        );
    const [factor, body] = key.startsWith('bodyHouse:')
      ? (['bodyHouse', key.slice('bodyHouse:'.length) as ChartBody] as const)
      : ([key as SensitivityFactor, undefined] as const);
    return {
      key,
      factor,
      ...(body ? { body } : {}),
      stable,
      stableWithinMinutes: widest,
      earlier: nearest(-1),
      later: nearest(1),
    };
  });
}
