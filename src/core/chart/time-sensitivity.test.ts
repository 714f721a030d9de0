import { describe, expect, it } from 'vitest';
import { CHART_BODIES, type ChartBody, HOUSE_SYSTEMS, PLANETS, SIGNS } from '../astrology/vocabulary';
import { wrap180 } from '../astrology/zodiac';
import { solarTermsOfYear } from '../bazi/solar-terms';
import { chironLonLat } from '../ephemeris/chiron';
import { ascendantDeg, computeHouses } from '../ephemeris/houses';
import { trueNodeLonDeg } from '../ephemeris/nodes';
import { planetLonLat } from '../ephemeris/planets';
import { isCoreError } from '../errors';
import { birthMoment } from '../time/birth-moment';
import { jdUtFromUnixMs } from '../time/julian-day';
import { parseChartRequest } from './chart-request';
import { type ChartOutput, computeChart } from './compute-chart';
import {
  ascendantRateBound,
  bodyLongitudeTrack,
  FACTOR_KEYS,
  type FactorKey,
  factorKeyOf,
  momentAtUtcMs,
  SENSITIVITY_BUCKETS_MIN,
  sensitivitySummary,
  stableWithin,
  type TimeChange,
  type TimeSensitivity,
  timeSensitivity,
} from './time-sensitivity';

type Raw = Record<string, unknown> & { tz: string; lat: number; lng: number };

const TOKYO = { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' };
const NEW_YORK = { lat: 40.7128, lng: -74.006, tz: 'America/New_York' };
const REYKJAVIK = { lat: 64.1466, lng: -21.9426, tz: 'Atlantic/Reykjavik' };
const TROMSO = { lat: 69.6496, lng: 18.956, tz: 'Europe/Oslo' };

/** The wall clock of an instant read straight from the platform's tz database (the oracle's own path). */
function wallOf(ms: number, tz: string): { date: string; time: string } {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** The chart the ordinary pipeline casts for the birthplace's wall clock at an instant (either reading of a fold). */
function chartAt(base: Raw, ms: number): ChartOutput {
  const wall = wallOf(ms, base.tz);
  for (const disambiguation of ['earlier', 'later']) {
    const c = computeChart(parseChartRequest({ ...base, ...wall, disambiguation }));
    if (Date.parse(c.utc) === ms) return c;
  }
  throw new Error(`no wall time reads back as ${new Date(ms).toISOString()}`);
}

function factorValue(c: ChartOutput, key: FactorKey): string {
  if (key.startsWith('bodyHouse:'))
    return String(c.bodies[key.slice('bodyHouse:'.length) as ChartBody].house);
  const text = (p: { stem: string; branch: string }) => p.stem + p.branch;
  const values: Record<Exclude<FactorKey, `bodyHouse:${string}`>, () => string> = {
    ascendantSign: () => c.angles?.ascendant.sign ?? 'none',
    midheavenSign: () => c.angles?.midheaven.sign ?? 'none',
    moonSign: () => c.bodies.moon.sign,
    hourPillar: () => (c.bazi.hour ? text(c.bazi.hour) : 'none'),
    dayPillar: () => text(c.bazi.day),
    monthPillar: () => text(c.bazi.month),
    yearPillar: () => text(c.bazi.year),
  };
  return values[key as keyof typeof values]();
}

const castCache = new Map<string, { chart: ChartOutput; s: TimeSensitivity }>();
function cast(raw: Raw): { chart: ChartOutput; s: TimeSensitivity } {
  const key = JSON.stringify(raw);
  let hit = castCache.get(key);
  if (!hit) {
    const chart = computeChart(parseChartRequest(raw));
    hit = { chart, s: timeSensitivity(chart) };
    castCache.set(key, hit);
  }
  return hit;
}

/**
 * Recomputes each reported change with computeChart: one minute on the birth side reads `from`, one minute on the
 * far side reads `to` (half the gap instead where the same factor changes again within two minutes, which only
 * the polar chart does), and each factor's changes chain from the birth's value outwards.
 */
function checkEveryChange(raw: Raw): TimeSensitivity {
  const { chart, s } = cast(raw);
  const birthMs = Date.parse(chart.utc);
  for (const change of s.changes) {
    const at = Date.parse(change.atUtc);
    const key = factorKeyOf(change);
    expect(Math.round((at - birthMs) / 1000), 'offset and instant agree').toBe(
      Math.round(change.offsetMinutes * 60),
    );
    expect(change.atLocal).toBe(`${wallOf(at, raw.tz).date} ${wallOf(at, raw.tz).time}`);
    const others = s.changes.filter((c) => c !== change && factorKeyOf(c) === key);
    const gapMs = Math.min(
      Number.POSITIVE_INFINITY,
      ...others.map((c) => Math.abs(Date.parse(c.atUtc) - at)),
    );
    const d = Math.min(60_000, Math.floor(gapMs / 2000) * 1000);
    expect(d, `${key} at ${change.atUtc}: another change within 2 s`).toBeGreaterThanOrEqual(1000);
    const away = change.offsetMinutes < 0 ? -1 : 1;
    const label = `${key} ${change.offsetMinutes.toFixed(3)} min`;
    expect(factorValue(chartAt(raw, at - away * d), key), `${label}: birth side`).toBe(change.from);
    expect(factorValue(chartAt(raw, at + away * d), key), `${label}: far side`).toBe(change.to);
    // And to the second: `to` holds at the reported instant, `from` one second nearer the birth.
    expect(factorValue(chartAt(raw, at), key), `${label}: at the instant`).toBe(change.to);
    expect(factorValue(chartAt(raw, at - away * 1000), key), `${label}: 1 s nearer`).toBe(change.from);
  }
  for (const key of FACTOR_KEYS)
    for (const side of [-1, 1]) {
      const mine = s.changes
        .filter((c) => factorKeyOf(c) === key && Math.sign(c.offsetMinutes) === side)
        .sort((a, b) => Math.abs(a.offsetMinutes) - Math.abs(b.offsetMinutes));
      let value = factorValue(chart, key);
      for (const c of mine) {
        expect(c.from, `${key} chains outwards`).toBe(value);
        value = c.to;
      }
    }
  return s;
}

/** The oracle: every value change between 15-second samples of the ordinary pipeline is reported, and no other. */
function checkAgainstSampling(raw: Raw): void {
  const { chart, s } = cast(raw);
  const birthMs = Date.parse(chart.utc);
  const step = 15;
  const samples: { sec: number; chart: ChartOutput }[] = [];
  for (let sec = -3600; sec <= 3600; sec += step)
    samples.push({ sec, chart: chartAt(raw, birthMs + sec * 1000) });
  let seen = 0;
  for (const key of FACTOR_KEYS) {
    const reported = s.changes
      .filter((c) => factorKeyOf(c) === key)
      .map((c) => Math.round(c.offsetMinutes * 60));
    for (let i = 0; i + 1 < samples.length; i++) {
      const [a, b] = [samples[i], samples[i + 1]] as [(typeof samples)[0], (typeof samples)[0]];
      // A change reported at second x lies between the samples a < x ≤ b (later side) or a ≤ x < b (earlier side).
      const inside = reported.filter((x) => (x > 0 ? x > a.sec && x <= b.sec : x >= a.sec && x < b.sec));
      const changed = factorValue(a.chart, key) !== factorValue(b.chart, key);
      if (changed) seen++;
      expect(
        changed ? inside.length > 0 : inside.length % 2 === 0,
        `${key} between ${a.sec} s and ${b.sec} s`,
      ).toBe(true);
    }
  }
  expect(seen).toBeGreaterThan(5);
}

describe('momentAtUtcMs reads an instant the way birthMoment reads a wall time', () => {
  const cases: [string, string, number, string, string][] = [
    ['Tokyo', 'Asia/Tokyo', 139.65, '1990-05-15T05:30:00Z', '1990-05-15T06:30:00Z'],
    ['New York, spring forward', 'America/New_York', -74.006, '1990-04-01T05:30:00Z', '1990-04-01T08:30:00Z'],
    ['New York, fall back', 'America/New_York', -74.006, '1990-10-28T04:30:00Z', '1990-10-28T07:30:00Z'],
    ['Ulm, local mean time', 'Europe/Berlin', 10, '1879-03-14T10:00:00Z', '1879-03-14T11:00:00Z'],
  ];
  it.each(cases)('%s: an instant every 7 min 13 s, across any clock change', (_name, tz, lng, from, to) => {
    for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 7 * 60_000 + 13_000) {
      const m = momentAtUtcMs(ms, tz, lng);
      const p = (n: number) => String(n).padStart(2, '0');
      const date = `${m.wall.year}-${p(m.wall.month)}-${p(m.wall.day)}`;
      const time = `${p(m.wall.hour)}:${p(m.wall.minute)}:${p(m.wall.second)}`;
      const readings = (['earlier', 'later'] as const).map((d) => birthMoment(date, time, tz, lng, d));
      const same = readings.find((r) => Math.abs(r.utcMs - ms) < 1);
      expect(same, `${date} ${time} reads back as ${new Date(ms).toISOString()}`).toBeDefined();
      expect(m).toMatchObject({
        offsetMinutes: same?.offsetMinutes,
        offsetSource: same?.offsetSource,
        dst: same?.dst,
        standardOffsetMinutes: same?.standardOffsetMinutes,
        jdUt: same?.jdUt,
        timeNote: null,
      });
    }
  });
});

describe('the search tools', () => {
  it('interpolates every body within 0.1″ of the ephemeris over the window (the Moon within 0.01″)', () => {
    for (const iso of ['1990-05-15T05:30:00Z', '2024-02-04T07:10:00Z', '2150-08-01T00:00:00Z']) {
      const birthMs = Date.parse(iso);
      const track = bodyLongitudeTrack(birthMs, 3600, 'true');
      for (const sec of [-3599, -1800, -901, 1, 450, 2701, 3599]) {
        const jd = jdUtFromUnixMs(birthMs + sec * 1000);
        const exact = [
          ...PLANETS.map((p) => planetLonLat(p, jd).lonDeg),
          trueNodeLonDeg(jd),
          trueNodeLonDeg(jd) + 180,
          chironLonLat(jd).lonDeg,
        ];
        const got = track(sec);
        CHART_BODIES.forEach((body, i) => {
          const err = Math.abs(wrap180((got[i] as number) - (exact[i] as number))) * 3600;
          expect(err, `${body} at ${iso} ${sec} s`).toBeLessThan(body === 'moon' ? 0.01 : 0.1);
        });
      }
    }
  });

  it("bounds the Ascendant's speed from houses.ts' own formula, tightly, at any latitude", () => {
    const eps = 23.44;
    for (const lat of [0, 35.68, 64.15, 66.4, 69.65, -75]) {
      let sampledMax = 0;
      for (let theta = 0; theta < 360; theta += 2.5) {
        const bound = ascendantRateBound(lat, eps, theta, 2.5);
        for (let j = 0; j < 50; j++) {
          const x = theta + j * 0.05;
          const move = wrap180(
            ascendantDeg(x + 0.05, eps * (Math.PI / 180), lat * (Math.PI / 180)) -
              ascendantDeg(x, eps * (Math.PI / 180), lat * (Math.PI / 180)),
          );
          if (Math.abs(move) > 90) continue; // the polar jump, a breakpoint of the search
          const rate = Math.abs(move) / 0.05;
          sampledMax = Math.max(sampledMax, rate);
          expect(rate, `lat ${lat} θ ${x}`).toBeLessThanOrEqual(bound * 1.001);
        }
      }
      expect(ascendantRateBound(lat, eps, 0, 360) / sampledMax, `lat ${lat}`).toBeLessThan(1.02);
    }
  });

  it('outside the polar circles every cusp moves forward faster than the Moon (why any grid brackets every change)', () => {
    const moonPerSiderealDegree = 15.5 / 360.9856;
    const stepDays = 1 / 1440;
    for (const system of HOUSE_SYSTEMS.filter((s) => s !== 'whole-sign'))
      for (const lat of [0, 35, 55, 64, 66, -66]) {
        let slowest = Number.POSITIVE_INFINITY;
        for (let i = 0; i < 1440; i += 4) {
          const jd = 2448026.5 + i * stepDays;
          const [a, b] = [computeHouses(jd, lat, 10, system), computeHouses(jd + stepDays, lat, 10, system)];
          for (let k = 0; k < 12; k++)
            slowest = Math.min(
              slowest,
              wrap180((b.cusps[k] as number) - (a.cusps[k] as number)) / (stepDays * 360.9856),
            );
        }
        expect(slowest, `${system} at ${lat}°`).toBeGreaterThan(3 * moonPerSiderealDegree);
      }
  });
});

describe('timeSensitivity: every reported change, recomputed with computeChart', () => {
  const tokyo: Raw = { date: '1990-05-15', time: '14:30', ...TOKYO };

  it('Tokyo 1990-05-15 14:30, and nothing a 15-second sampling of the pipeline sees is missed', () => {
    const s = checkEveryChange(tokyo);
    expect(s.windowMinutes).toBe(60);
    expect(s.changes.length).toBeGreaterThan(5);
    for (const c of s.changes) {
      expect(Math.abs(c.offsetMinutes)).toBeLessThanOrEqual(60);
      expect(c.offsetMinutes).not.toBe(0);
      expect(c.from).not.toBe(c.to);
      expect('body' in c).toBe(c.factor === 'bodyHouse');
    }
    const distances = s.changes.map((c) => Math.abs(c.offsetMinutes));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    checkAgainstSampling(tokyo);
  });

  it("the issue's example: the Ascendant changes sign at an exact offset, to the neighbouring sign", () => {
    const { chart, s } = cast(tokyo);
    expect(chart.angles?.ascendant.sign).toBe('libra');
    const asc = s.changes.filter((c) => c.factor === 'ascendantSign');
    expect(asc).toHaveLength(1);
    // At ARMC 90° the MC is 0° Cancer and the ASC 0° Libra at any latitude: both change at the same second.
    expect(asc[0]).toMatchObject({ from: 'libra', to: 'virgo' });
    expect(asc[0]?.offsetMinutes).toBeGreaterThan(-20);
    expect(asc[0]?.offsetMinutes).toBeLessThan(-19);
    expect(s.changes.find((c) => c.factor === 'midheavenSign')).toMatchObject({
      from: 'cancer',
      to: 'gemini',
      offsetMinutes: asc[0]?.offsetMinutes,
    });
    // Later, the ASC would only move on in Libra: no change on that side within the hour.
    expect(asc.some((c) => c.offsetMinutes > 0)).toBe(false);
  });

  it('Reykjavik (64°N, the Ascendant fast), Placidus and Koch', () => {
    for (const houseSystem of ['placidus', 'koch']) {
      const s = checkEveryChange({ date: '1990-05-15', time: '14:30', ...REYKJAVIK, houseSystem });
      expect(s.changes.some((c) => c.factor === 'bodyHouse')).toBe(true);
    }
    const fast = checkEveryChange({ date: '1990-01-20', time: '12:20', ...REYKJAVIK });
    const ascendant = fast.changes.filter((c) => c.factor === 'ascendantSign');
    expect(ascendant.length).toBeGreaterThanOrEqual(2); // several signs rise within the hour there
    for (const c of ascendant) {
      const i = SIGNS.indexOf(c.from as (typeof SIGNS)[number]);
      expect(c.to).toBe(SIGNS[(i + (c.offsetMinutes > 0 ? 1 : 11)) % 12]);
    }
  });

  it('Tromsø (inside the polar circle: Porphyry, the Ascendant turning and jumping), also against sampling', () => {
    const tromso: Raw = { date: '1990-12-10', time: '11:00', ...TROMSO };
    const s = checkEveryChange(tromso);
    const { chart } = cast(tromso);
    expect(chart.houses?.fallback).toBe('porphyry');
    const jump = s.changes.find((c) => c.factor === 'ascendantSign' && c.to === 'sagittarius');
    expect(jump).toMatchObject({ from: 'gemini' }); // 180° across, not through the signs between
    checkAgainstSampling(tromso);
  });

  it('polar whole-sign and equal houses (McMurdo, 78°S)', () => {
    checkEveryChange({
      date: '1999-01-10',
      time: '09:00',
      lat: -77.85,
      lng: 166.67,
      tz: 'Antarctica/McMurdo',
      houseSystem: 'whole-sign',
    });
    checkEveryChange({
      date: '1999-01-10',
      time: '21:00',
      lat: -77.85,
      lng: 166.67,
      tz: 'Antarctica/McMurdo',
      houseSystem: 'equal',
      node: 'mean',
    });
  });

  it('20 minutes before 23:00: the hour pillar changes at 23:00 sharp; the day only under the 23:00 rule', () => {
    const base: Raw = { date: '2000-01-01', time: '22:40', ...TOKYO };
    const midnight = checkEveryChange({ ...base, ziHour: 'midnight' });
    const hour = midnight.changes.filter((c) => c.factor === 'hourPillar');
    expect(hour).toEqual([
      expect.objectContaining({
        offsetMinutes: 20,
        atLocal: '2000-01-01 23:00:00',
        from: '癸亥',
        to: '甲子',
      }),
    ]);
    expect(midnight.changes.some((c) => c.factor === 'dayPillar')).toBe(false); // midnight is 80 minutes away
    const school23 = checkEveryChange({ ...base, ziHour: '23' });
    expect(school23.changes.filter((c) => c.factor === 'dayPillar')).toEqual([
      expect.objectContaining({ offsetMinutes: 20, from: '戊午', to: '己未' }),
    ]);
  });

  it('at 23:30 the day pillar changes at midnight (school B) or was set at 23:00 (school A)', () => {
    const base: Raw = { date: '2000-01-01', time: '23:30', ...TOKYO };
    const midnight = checkEveryChange({ ...base, ziHour: 'midnight' });
    expect(midnight.changes.filter((c) => c.factor === 'dayPillar')).toEqual([
      expect.objectContaining({
        offsetMinutes: 30,
        atLocal: '2000-01-02 00:00:00',
        from: '戊午',
        to: '己未',
      }),
    ]);
    // The hour pillar runs on across midnight (子 takes the next day's stem from 23:00 in both schools).
    expect(midnight.changes.filter((c) => c.factor === 'hourPillar').map((c) => c.offsetMinutes)).toEqual([
      -30 - 1 / 60,
    ]);
    const school23 = checkEveryChange({ ...base, ziHour: '23' });
    expect(school23.changes.filter((c) => c.factor === 'dayPillar')).toEqual([
      expect.objectContaining({
        offsetMinutes: -30 - 1 / 60,
        atLocal: '2000-01-01 22:59:59',
        from: '己未',
        to: '戊午',
      }),
    ]);
  });

  it('20 minutes before 立春: the month and year pillars change at the term, to the second', () => {
    const term = solarTermsOfYear(2024).find((t) => t.key === 'startOfSpring');
    if (!term) throw new Error('no 立春 2024');
    const birthMs = Math.round((term.utcMs - 20 * 60_000) / 1000) * 1000;
    const raw: Raw = { ...wallOf(birthMs, 'Asia/Tokyo'), ...TOKYO };
    const s = checkEveryChange(raw);
    const toTerm = (term.utcMs - birthMs) / 60_000;
    const month = s.changes.filter((c) => c.factor === 'monthPillar');
    const year = s.changes.filter((c) => c.factor === 'yearPillar');
    expect(month).toEqual([expect.objectContaining({ from: '乙丑', to: '丙寅' })]);
    expect(year).toEqual([expect.objectContaining({ from: '癸卯', to: '甲辰' })]);
    for (const c of [...month, ...year])
      expect(Math.abs(c.offsetMinutes - toTerm) * 60).toBeLessThanOrEqual(1);
  });

  it('New York 1990-04-01 03:30, the morning the clocks sprang forward: the hour pillar reads standard time', () => {
    const raw: Raw = { date: '1990-04-01', time: '03:30', ...NEW_YORK };
    const s = checkEveryChange(raw);
    // 03:30 EDT is 02:30 on the standard clock: the 寅 hour starts at 03:00 EST = 04:00 EDT, not at the clock jump.
    expect(s.changes.filter((c) => c.factor === 'hourPillar')).toEqual([
      expect.objectContaining({ offsetMinutes: 30, atLocal: '1990-04-01 04:00:00', to: '庚寅' }),
    ]);
    // Half an hour earlier the clocks still read EST: a change 35 minutes earlier shows 01:5x, not 02:5x.
    for (const c of s.changes.filter((c) => c.offsetMinutes < -30))
      expect(c.atLocal.slice(11, 13)).toBe('01');
    const solar = checkEveryChange({ ...raw, trueSolarTime: true });
    expect(solar.changes.some((c) => c.factor === 'hourPillar')).toBe(true);
  });

  it('the autumn fold in New York (a wall time that happened twice), whole-sign houses', () => {
    checkEveryChange({ date: '1990-10-28', time: '01:30', ...NEW_YORK, houseSystem: 'whole-sign' });
  });
});

describe('windows and the summary', () => {
  const { s: full } = cast({ date: '1990-05-15', time: '14:30', ...TOKYO });

  it('a narrower window reports exactly the changes of the wider one that fall inside it', () => {
    const chart = computeChart(parseChartRequest({ date: '1990-05-15', time: '14:30', ...TOKYO }));
    const narrow = timeSensitivity(chart, 25);
    expect(narrow.windowMinutes).toBe(25);
    expect(narrow.changes).toEqual(full.changes.filter((c) => Math.abs(c.offsetMinutes) <= 25));
  });

  it('refuses a chart without a birth time: there is no time to be off by', () => {
    const chart = computeChart(parseChartRequest({ date: '1990-05-15', unknownTime: true, ...TOKYO }));
    try {
      timeSensitivity(chart);
      expect.unreachable('an unknown-time chart');
    } catch (e) {
      expect(isCoreError(e) && e.code).toBe('INVALID_OPTION');
    }
  });

  it('refuses a window that is not a positive number of minutes up to 720', () => {
    const chart = computeChart(parseChartRequest({ date: '1990-05-15', time: '14:30', ...TOKYO }));
    for (const bad of [0, -5, Number.NaN, 721, Number.POSITIVE_INFINITY]) {
      try {
        timeSensitivity(chart, bad);
        expect.unreachable(`window ${bad}`);
      } catch (e) {
        expect(isCoreError(e) && e.code).toBe('INVALID_OPTION');
      }
    }
  });

  const change = (offsetMinutes: number, factor: TimeChange['factor'], body?: ChartBody): TimeChange => ({
    factor,
    ...(body ? { body } : {}),
    offsetMinutes,
    atUtc: '',
    atLocal: '',
    from: 'a',
    to: 'b',
  });

  it('stableWithin: a change at exactly the bucket edge breaks it; other factors and bodies do not', () => {
    const changes = [
      change(-15, 'ascendantSign'),
      change(4, 'bodyHouse', 'moon'),
      change(-1, 'bodyHouse', 'sun'),
    ];
    expect(stableWithin(changes, 'ascendantSign', 14.99)).toBe(true);
    expect(stableWithin(changes, 'ascendantSign', 15)).toBe(false);
    expect(stableWithin(changes, 'bodyHouse:moon', 3)).toBe(true);
    expect(stableWithin(changes, 'bodyHouse:moon', 5)).toBe(false);
    expect(stableWithin(changes, 'bodyHouse:venus', 60)).toBe(true);
    expect(stableWithin(changes, 'hourPillar', 60)).toBe(true);
  });

  it('the summary: one line per factor, buckets, the widest one, and the nearest change on each side', () => {
    const s: TimeSensitivity = {
      windowMinutes: 30,
      changes: [
        change(-20, 'ascendantSign'),
        change(7, 'ascendantSign'),
        change(12, 'ascendantSign'),
        change(3, 'bodyHouse', 'moon'),
      ],
    };
    const summary = sensitivitySummary(s);
    expect(summary.map((f) => f.key)).toEqual(FACTOR_KEYS);
    const asc = summary.find((f) => f.key === 'ascendantSign');
    expect(asc).toMatchObject({
      factor: 'ascendantSign',
      stable: { 5: true, 15: false, 30: false, 60: null },
      stableWithinMinutes: 5,
      earlier: s.changes[0],
      later: s.changes[1],
    });
    expect(summary.find((f) => f.key === 'bodyHouse:moon')).toMatchObject({
      factor: 'bodyHouse',
      body: 'moon',
      stable: { 5: false, 15: false, 30: false, 60: null },
      stableWithinMinutes: null,
      earlier: null,
    });
    expect(summary.find((f) => f.key === 'yearPillar')).toMatchObject({
      stable: { 5: true, 15: true, 30: true, 60: null },
      stableWithinMinutes: 30,
    });
    expect(SENSITIVITY_BUCKETS_MIN).toEqual([5, 15, 30, 60]);
  });

  it('summarises a real chart consistently with its changes', () => {
    for (const line of sensitivitySummary(full)) {
      const mine = full.changes.filter((c) => factorKeyOf(c) === line.key);
      const nearest = Math.min(Number.POSITIVE_INFINITY, ...mine.map((c) => Math.abs(c.offsetMinutes)));
      for (const b of SENSITIVITY_BUCKETS_MIN) expect(line.stable[b]).toBe(nearest > b);
    }
  });
});
