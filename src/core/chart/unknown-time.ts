import { type Aspect, findAspects, type MovingPoint } from '../astrology/aspects';
import type { NatalChart } from '../astrology/natal-chart';
import {
  CHART_BODIES,
  type ChartBody,
  type NodeType,
  PLANETS,
  type Planet,
  type Sign,
} from '../astrology/vocabulary';
import { norm360, zodiacPosition } from '../astrology/zodiac';
import { chironPosition } from '../ephemeris/chiron';
import { nodePosition } from '../ephemeris/nodes';
import { planetPosition } from '../ephemeris/planets';
import { birthMoment } from '../time/birth-moment';
import { jdUtFromUnixMs } from '../time/julian-day';
import type { Disambiguation } from '../time/wall-time';
import { zoneOffsetMinutes } from '../time/zone-offset';

/** The birthplace's calendar day as instants: its first moment and the next day's first moment (UTC ms). */
export interface LocalDay {
  startUtcMs: number;
  endUtcMs: number;
}

/** A body that changes sign during the birth day: the sign at the day's start and end, and when (wall clock). */
export interface DaySignChange {
  body: ChartBody;
  from: Sign;
  to: Sign;
  /** YYYY-MM-DD HH:MM on the birthplace's clock. */
  atLocal: string;
}

/** Where the Moon is over the birth day: at its first and last moment (longitudes in degrees). */
export interface MoonDayRange {
  startLonDeg: number;
  endLonDeg: number;
  startSign: Sign;
  endSign: Sign;
}

/** What a chart without a birth time says about the time it does not know (ChartOutput.unknownTime). */
export interface UnknownTimeInfo {
  /** The local time the chart is cast at (noon). */
  castAt: string;
  day: { startUtc: string; endUtc: string };
  moon: MoonDayRange;
  /** Every body whose sign is not the same all day (the Moon most often; Mercury or another rarely). */
  signChanges: DaySignChange[];
}

const MS_PER_MINUTE = 60_000;

/** The day of `date` at the birthplace, from 00:00 to the next 00:00 (a summer-time day is 23 or 25 hours). */
export function localDay(date: string, tz: string, lngDeg: number, disambiguation: Disambiguation): LocalDay {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const nextDate = `${String(next.getUTCFullYear()).padStart(4, '0')}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-${String(next.getUTCDate()).padStart(2, '0')}`;
  return {
    startUtcMs: birthMoment(date, '00:00', tz, lngDeg, disambiguation).utcMs,
    endUtcMs: birthMoment(nextDate, '00:00', tz, lngDeg, disambiguation).utcMs,
  };
}

function bodyLonDeg(body: ChartBody, jdUt: number, node: NodeType): number {
  if ((PLANETS as readonly string[]).includes(body)) return planetPosition(body as Planet, jdUt).lonDeg;
  if (body === 'chiron') return chironPosition(jdUt).lonDeg;
  const north = nodePosition(node, jdUt).lonDeg;
  return body === 'southNode' ? norm360(north + 180) : north;
}

const signAt = (body: ChartBody, utcMs: number, node: NodeType) =>
  zodiacPosition(bodyLonDeg(body, jdUtFromUnixMs(utcMs), node)).sign;

/**
 * The Moon's range and every sign change over the birth day. No body but the Moon moves more than about 2° in a
 * day, so a body changes sign at most once: compare the day's two ends, then bisect to the minute.
 */
export function unknownTimeInfo(
  day: LocalDay,
  tz: string,
  offsetMinutes: number,
  node: NodeType,
): UnknownTimeInfo {
  const wallOffsetAt = (utcMs: number) => {
    try {
      return zoneOffsetMinutes(tz, utcMs);
    } catch {
      return offsetMinutes;
    }
  };
  const local = (utcMs: number) =>
    new Date(utcMs + wallOffsetAt(utcMs) * MS_PER_MINUTE).toISOString().slice(0, 16).replace('T', ' ');
  const signChanges: DaySignChange[] = [];
  for (const body of CHART_BODIES) {
    const from = signAt(body, day.startUtcMs, node);
    const to = signAt(body, day.endUtcMs, node);
    if (from === to) continue;
    let lo = day.startUtcMs;
    let hi = day.endUtcMs;
    while (hi - lo > MS_PER_MINUTE / 2) {
      const mid = (lo + hi) / 2;
      if (signAt(body, mid, node) === from) lo = mid;
      else hi = mid;
    }
    signChanges.push({ body, from, to, atLocal: local(Math.round(hi / MS_PER_MINUTE) * MS_PER_MINUTE) });
  }
  const startLonDeg = bodyLonDeg('moon', jdUtFromUnixMs(day.startUtcMs), node);
  const endLonDeg = bodyLonDeg('moon', jdUtFromUnixMs(day.endUtcMs), node);
  return {
    castAt: '12:00',
    day: { startUtc: new Date(day.startUtcMs).toISOString(), endUtc: new Date(day.endUtcMs).toISOString() },
    moon: {
      startLonDeg,
      endLonDeg,
      startSign: zodiacPosition(startLonDeg).sign,
      endSign: zodiacPosition(endLonDeg).sign,
    },
    signChanges,
  };
}

const bodyPoints = (chart: Pick<NatalChart, 'bodies'>): MovingPoint[] =>
  (Object.entries(chart.bodies) as [ChartBody, NatalChart['bodies'][ChartBody]][]).map(([point, b]) => ({
    point,
    lonDeg: b.longitude,
    speedDegPerDay: b.speed,
  }));

const pairKey = (a: Aspect) => `${a.a}|${a.b}|${a.type}`;

/**
 * The aspects between bodies over the whole birth day, from charts at noon and at the day's two ends. An aspect
 * found in all three holds all day (`wholeDay`, given as at noon); one found in only some holds for part of the day
 * (given at its tightest). Three looks miss nothing that matters: the Moon moves about 6.6° each half day, and an
 * aspect with an orb of at least 6° stays in orb over at least 12° of its motion, so one of the three sees it.
 */
export function aspectsOverDay(
  noon: Pick<NatalChart, 'bodies'>,
  ends: readonly Pick<NatalChart, 'bodies'>[],
): Aspect[] {
  const seen = new Map<string, { best: Aspect; count: number; atNoon: boolean }>();
  for (const [i, chart] of [noon, ...ends].entries()) {
    for (const a of findAspects(bodyPoints(chart))) {
      const k = pairKey(a);
      const prev = seen.get(k);
      if (!prev) seen.set(k, { best: a, count: 1, atNoon: i === 0 });
      else prev.count += 1;
      if (prev && !prev.atNoon && a.orb < prev.best.orb) prev.best = a;
    }
  }
  return [...seen.values()]
    .map(({ best, count }) => ({ ...best, wholeDay: count === ends.length + 1 }))
    .sort((p, q) => p.orb - q.orb);
}
