import type { Aspect } from '../astrology/aspects';
import type { ChartAngle, ChartBodyPosition } from '../astrology/natal-chart';
import type { Angle, ChartBody } from '../astrology/vocabulary';
import type { ChartOutput } from '../chart/compute-chart';
import { houseOf } from '../ephemeris/houses';
import { type BaziMatch, baziMatch } from './bazi-match';
import { type CompositeChart, compositeChart } from './composite';
import { davisonChart, davisonPoint } from './davison';
import {
  type CompatSide,
  compatSide,
  type HouseOverlay,
  houseOverlays,
  type InterAspect,
  synastryAspects,
} from './synastry';

/** The Davison chart as the report gives it: where and when it is cast, and its positions. */
export interface DavisonReport {
  utc: string;
  latDeg: number;
  lngDeg: number;
  bodies: Record<ChartBody, ChartBodyPosition>;
  /** Null when either birth time is unknown: the midpoint instant is then uncertain by up to six hours. */
  angles: Record<Angle, ChartAngle> | null;
  aspects: Aspect[];
}

/**
 * A contact as the report gives it. `wholeDay` is false when a person without a birth time is involved through
 * their Moon and the contact holds for only part of that day (the Moon moves about 13° in it).
 */
export type ReportAspect = InterAspect & { wholeDay?: boolean };

/** A body in the other person's houses; `houses` lists every house the Moon of a person without a time could be in. */
export type ReportOverlay = HouseOverlay & { houses?: number[] };

/** Everything the compatibility page and the `chart compat` command show for two charts (issue 17 §1). */
export interface CompatReport {
  timeKnown: { a: boolean; b: boolean };
  synastry: {
    aspects: ReportAspect[];
    overlays: { aInB: ReportOverlay[] | null; bInA: ReportOverlay[] | null };
  };
  composite: CompositeChart;
  davison: DavisonReport;
  bazi: BaziMatch;
}

const JD_UNIX_EPOCH = 2440587.5;

/** The side with its Moon moved to a longitude (the start or end of the birth day, for a person without a time). */
const withMoon = (side: CompatSide, lonDeg: number): CompatSide => ({
  ...side,
  bodies: { ...side.bodies, moon: { ...side.bodies.moon, longitude: lonDeg } },
});

/** The Moon's longitudes at the birth day's start and end, for a chart without a birth time. */
const moonEnds = (c: ChartOutput): number[] =>
  c.unknownTime ? [c.unknownTime.moon.startLonDeg, c.unknownTime.moon.endLonDeg] : [];

/**
 * Synastry over the birth day of whoever has no birth time: the contacts at noon and with that Moon at the day's
 * two ends; one found in only some of these holds for part of the day (three looks suffice, as in
 * chart/unknown-time.ts: any Moon orb of 6° or more spans at least 12° of its motion).
 */
function synastryOverDay(sa: CompatSide, sb: CompatSide, a: ChartOutput, b: ChartOutput): ReportAspect[] {
  const variants: [CompatSide, CompatSide][] = [
    ...moonEnds(a).map((lon): [CompatSide, CompatSide] => [withMoon(sa, lon), sb]),
    ...moonEnds(b).map((lon): [CompatSide, CompatSide] => [sa, withMoon(sb, lon)]),
  ];
  const noon = synastryAspects(sa, sb);
  if (variants.length === 0) return noon;
  const key = (x: InterAspect) => `${x.a}|${x.b}|${x.type}`;
  const seen = new Map<string, { best: InterAspect; count: number; atNoon: boolean }>();
  for (const x of noon) seen.set(key(x), { best: x, count: 1, atNoon: true });
  for (const [va, vb] of variants)
    for (const x of synastryAspects(va, vb)) {
      const prev = seen.get(key(x));
      if (!prev) seen.set(key(x), { best: x, count: 1, atNoon: false });
      else {
        prev.count += 1;
        if (!prev.atNoon && x.orb < prev.best.orb) prev.best = x;
      }
    }
  // A contact not touching an uncertain Moon is the same at every look.
  const uncertain = (x: InterAspect) =>
    (x.a === 'moon' && a.unknownTime !== null) || (x.b === 'moon' && b.unknownTime !== null);
  return [...seen.values()]
    .map(({ best, count }) => (uncertain(best) ? { ...best, wholeDay: count === variants.length + 1 } : best))
    .sort((p, q) => p.orb - q.orb);
}

/** The houses a time-less person's Moon could fall in on the other's wheel (its noon house plus the day's ends). */
function moonHouses(
  overlays: HouseOverlay[] | null,
  guest: ChartOutput,
  hostCusps: readonly number[] | null,
) {
  if (!overlays || !hostCusps || !guest.unknownTime) return overlays;
  const houses = [...new Set(moonEnds(guest).map((lon) => houseOf(lon, hostCusps)))];
  return overlays.map((o) => {
    if (o.body !== 'moon') return o;
    const all = [...new Set([o.house, ...houses])].sort((x, y) => x - y);
    return all.length > 1 ? { ...o, houses: all } : o;
  });
}

/** Synastry, composite, Davison and 合婚 for person A's chart and person B's, cast with A's conventions. */
export function compatReport(a: ChartOutput, b: ChartOutput): CompatReport {
  const timeKnown = {
    a: a.timeKnown !== false && a.angles !== null,
    b: b.timeKnown !== false && b.angles !== null,
  };
  const sa = compatSide(a, timeKnown.a);
  const sb = compatSide(b, timeKnown.b);
  const at = (c: ChartOutput) => ({ jdUt: c.julianDayUt, latDeg: c.place.lat, lngDeg: c.place.lng });
  const point = davisonPoint(at(a), at(b));
  const davison = davisonChart(at(a), at(b), { houseSystem: a.settings.houseSystem, node: a.settings.node });
  const both = timeKnown.a && timeKnown.b;
  const overlays = houseOverlays(sa, sb);
  return {
    timeKnown,
    synastry: {
      aspects: synastryOverDay(sa, sb, a, b),
      overlays: {
        aInB: moonHouses(overlays.aInB, a, sb.cusps),
        bInA: moonHouses(overlays.bInA, b, sa.cusps),
      },
    },
    composite: compositeChart(sa, sb),
    davison: {
      utc: new Date((point.jdUt - JD_UNIX_EPOCH) * 86_400_000).toISOString(),
      latDeg: point.latDeg,
      lngDeg: point.lngDeg,
      bodies: both
        ? davison.bodies
        : (Object.fromEntries(
            Object.entries(davison.bodies).map(([k, v]) => [k, { ...v, house: null }]),
          ) as Record<ChartBody, ChartBodyPosition>),
      angles: both ? davison.angles : null,
      aspects: davison.aspects.filter(
        (x) =>
          both || (x.a !== 'ascendant' && x.a !== 'midheaven' && x.b !== 'ascendant' && x.b !== 'midheaven'),
      ),
    },
    bazi: baziMatch(a.bazi, b.bazi),
  };
}
