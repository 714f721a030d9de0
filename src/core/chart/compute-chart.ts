import type { Aspect } from '../astrology/aspects';
import { type ChartAngle, type ChartBodyPosition, computeNatalChart } from '../astrology/natal-chart';
import type { Angle, ChartBody, HouseSystem, NodeType } from '../astrology/vocabulary';
import { type BaziChart, computeBazi } from '../bazi/bazi-chart';
import type { Gender, HiddenStemRule, LuckStartMethod, UseGodMethod, ZiHourRule } from '../bazi/conventions';
import { CoreError, shown } from '../errors';
import { type LunarBirth, lunarBirth } from '../lunar/lunar-birth';
import { birthMoment } from '../time/birth-moment';
import { jdUtFromUnixMs } from '../time/julian-day';
import { TZDB_VERSION } from '../time/tzdb/tzdata';
import type { OffsetSource, TimeNote } from '../time/wall-time';
import type { ChartId, ChartRequest } from './chart-request';
import { aspectsOverDay, localDay, type UnknownTimeInfo, unknownTimeInfo } from './unknown-time';

/** What a place lookup gives the chart: a gazetteer hit, or the Tokyo fallback with resolved = false. */
export interface PlaceHit {
  resolved: boolean;
  name: string;
  lat: number;
  lng: number;
  tz: string;
  country?: string;
  region?: string;
}

export type PlaceLookup = (query: string) => PlaceHit;

/** The place a chart was cast for. `resolved` is false only for a name the gazetteer did not know. */
export interface ChartPlace {
  name: string | null;
  lat: number;
  lng: number;
  tz: string;
  resolved: boolean;
  source: 'gazetteer' | 'coordinates';
  country?: string;
  region?: string;
}

/** The `chart` command's output (DESIGN §3): natal chart and BaZi; numbers rounded for reading. */
export interface ChartOutput {
  id?: ChartId;
  place: ChartPlace;
  /** The wall time as entered; null when the birth time is unknown (the chart is then cast at noon: `unknownTime`). */
  local: { date: string; time: string | null; tz: string };
  /** False when the birth time is unknown (issue 17 §2): no angles, houses or hour pillar. */
  timeKnown: boolean;
  unknownTime: UnknownTimeInfo | null;
  utc: string;
  offsetMinutes: number;
  offsetSource: OffsetSource;
  dst: boolean;
  /** The IANA tz database release the offset was read from (ours, with backzone: src/core/time/tzdb); absent in
   * charts stored before it was recorded. */
  tzdbVersion?: string;
  timeNote: TimeNote | null;
  julianDayUt: number;
  deltaTSeconds: number;
  bodies: Record<ChartBody, ChartBodyPosition>;
  /** Null when the birth time is unknown: the angles and houses turn through the whole zodiac in a day. */
  angles: Record<Angle, ChartAngle> | null;
  houses: {
    system: HouseSystem;
    requested: HouseSystem;
    cusps: number[];
    fallback: 'porphyry' | null;
  } | null;
  aspects: Aspect[];
  bazi: BaziChart;
  /** The birth date in the Chinese lunar calendar (农历) and its 生肖 by 立春 and by 春节; null outside 1800–2200. */
  lunar: LunarBirth | null;
  settings: {
    zodiac: 'tropical';
    houseSystem: HouseSystem;
    node: NodeType;
    ziHour: ZiHourRule;
    trueSolarTime: boolean;
    hiddenStems: HiddenStemRule;
    useGod: UseGodMethod;
    luckStart: LuckStartMethod;
    gender: Gender | null;
    disambiguation: ChartRequest['disambiguation'];
    /** Absent in charts stored before the choice existed: read as 'wall'. */
    clock?: ChartRequest['clock'];
    unknownTime: boolean;
  };
}

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/** True when the request names a place whose coordinates or zone must come from the gazetteer. */
export function needsPlaceLookup<R extends Pick<ChartRequest, 'place' | 'lat' | 'tz'>>(
  req: R,
): req is R & { place: string } {
  return req.place !== undefined && (req.lat === undefined || req.tz === undefined);
}

function resolvePlace(req: ChartRequest, lookup: PlaceLookup | undefined): ChartPlace {
  let hit: PlaceHit | undefined;
  if (needsPlaceLookup(req)) {
    if (!lookup)
      throw new CoreError('UNKNOWN_PLACE', `No gazetteer is loaded to look up "${shown(req.place)}".`, {
        place: shown(req.place),
      });
    hit = lookup(req.place);
    if (!hit.resolved) {
      throw new CoreError(
        'UNKNOWN_PLACE',
        `Unknown place "${shown(req.place)}": not in the gazetteer. Give lat, lng and tz instead.`,
        { place: shown(req.place) },
      );
    }
  }
  if (req.lat !== undefined && req.lng !== undefined) {
    const tz = req.tz ?? hit?.tz;
    if (tz === undefined)
      throw new CoreError('MISSING_FIELD', 'The IANA time zone (tz) is required.', { field: 'tz' });
    return { name: req.place ?? null, lat: req.lat, lng: req.lng, tz, resolved: true, source: 'coordinates' };
  }
  const h = hit as PlaceHit;
  const place: ChartPlace = {
    name: h.name,
    lat: h.lat,
    lng: h.lng,
    tz: req.tz ?? h.tz,
    resolved: true,
    source: 'gazetteer',
  };
  if (h.country) place.country = h.country;
  if (h.region) place.region = h.region;
  return place;
}

function roundBody(b: ChartBodyPosition, timeKnown: boolean): ChartBodyPosition {
  return {
    ...b,
    longitude: round(b.longitude, 6),
    latitude: round(b.latitude, 6),
    speed: round(b.speed, 6),
    house: timeKnown ? b.house : null,
  };
}

/**
 * Casts the chart a request asks for: place (gazetteer or coordinates) → birth moment → natal chart.
 * Throws CoreError for bad input; never guesses a place or a time.
 */
export function computeChart(req: ChartRequest, lookup?: PlaceLookup): ChartOutput {
  const place = resolvePlace(req, lookup);
  const moment = birthMoment(req.date, req.time, place.tz, place.lng, req.disambiguation, req.clock);
  const options = { houseSystem: req.houseSystem, node: req.node };
  const natal = computeNatalChart(moment.jdUt, place.lat, place.lng, options);
  const timeKnown = !req.unknownTime;
  const day = timeKnown ? null : localDay(req.date, place.tz, place.lng, req.disambiguation);
  const atEdge = (utcMs: number) => computeNatalChart(jdUtFromUnixMs(utcMs), place.lat, place.lng, options);
  const aspects = day ? aspectsOverDay(natal, [atEdge(day.startUtcMs), atEdge(day.endUtcMs)]) : natal.aspects;

  const bodies = {} as Record<ChartBody, ChartBodyPosition>;
  for (const [k, v] of Object.entries(natal.bodies) as [ChartBody, ChartBodyPosition][])
    bodies[k] = roundBody(v, timeKnown);
  const angles = {} as Record<Angle, ChartAngle>;
  for (const [k, v] of Object.entries(natal.angles) as [Angle, ChartAngle][]) {
    angles[k] = { ...v, longitude: round(v.longitude, 6) };
  }

  const bazi = computeBazi(moment, place.lng, {
    ziHour: req.ziHour,
    trueSolarTime: req.trueSolarTime,
    hiddenStems: req.hiddenStems,
    useGod: req.useGod,
    luckStart: req.luckStart,
    ...(req.gender ? { gender: req.gender } : {}),
    ...(day ? { unknownTimeDay: day } : {}),
  });
  const out: ChartOutput = {
    place,
    local: { date: req.date, time: timeKnown ? req.time : null, tz: place.tz },
    timeKnown,
    unknownTime: day ? unknownTimeInfo(day, place.tz, moment.offsetMinutes, req.node) : null,
    utc: moment.utc,
    offsetMinutes: round(moment.offsetMinutes, 4),
    offsetSource: moment.offsetSource,
    dst: moment.dst,
    tzdbVersion: TZDB_VERSION,
    timeNote: moment.timeNote,
    julianDayUt: round(moment.jdUt, 6),
    deltaTSeconds: round(moment.deltaTSec, 2),
    bodies,
    angles: timeKnown ? angles : null,
    houses: timeKnown
      ? {
          system: natal.houses.system,
          requested: req.houseSystem,
          cusps: natal.houses.cusps.map((c) => round(c, 6)),
          fallback: natal.houses.fallback,
        }
      : null,
    aspects: aspects.map((a) => ({ ...a, orb: round(a.orb, 4) })),
    bazi,
    lunar: lunarBirth(req.date, bazi.year.branch),
    settings: {
      unknownTime: !timeKnown,
      zodiac: 'tropical',
      houseSystem: req.houseSystem,
      node: req.node,
      ziHour: req.ziHour,
      trueSolarTime: req.trueSolarTime,
      hiddenStems: req.hiddenStems,
      useGod: req.useGod,
      luckStart: req.luckStart,
      gender: req.gender ?? null,
      disambiguation: req.disambiguation,
      clock: req.clock,
    },
  };
  return req.id === undefined ? out : { id: req.id, ...out };
}

/** A chart cast with a birth time: its angles, houses, wall time and hour pillar are all there. */
export type TimedChartOutput = ChartOutput & {
  angles: NonNullable<ChartOutput['angles']>;
  houses: NonNullable<ChartOutput['houses']>;
  local: ChartOutput['local'] & { time: string };
  bazi: ChartOutput['bazi'] & { hour: NonNullable<ChartOutput['bazi']['hour']> };
};

/** Whether a chart was cast with a birth time (a chart without one has no angles, houses or hour pillar). */
export function isTimed(chart: ChartOutput): chart is TimedChartOutput {
  return (
    chart.timeKnown !== false && chart.angles !== null && chart.houses !== null && chart.bazi.hour !== null
  );
}

/** The chart as a timed one; throws for a chart without a birth time (for callers that only cast with one). */
export function asTimed(chart: ChartOutput): TimedChartOutput {
  if (!isTimed(chart)) throw new Error('This chart has no birth time.');
  return chart;
}
