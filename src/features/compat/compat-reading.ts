import type { NatalChart } from '../../core/astrology/natal-chart';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { type BaziMatch, baziMatch } from '../../core/compat/bazi-match';
import { type CompositeChart, compositeChart } from '../../core/compat/composite';
import { type DavisonInput, davisonChart, davisonPoint } from '../../core/compat/davison';
import {
  type CompatSide,
  compatSide,
  type HouseOverlay,
  houseOverlays,
  type InterAspect,
  synastryAspects,
} from '../../core/compat/synastry';
import type { Conventions } from '../../shared/stores/app-types';

/**
 * Everything the compatibility page shows for two charts, person A (the visitor) first. Loaded with the engine when
 * the partner's chart is cast, never with the page's first screen.
 */
export interface CompatReading {
  a: CompatSide;
  b: CompatSide;
  /** Every major contact from A's points to B's, tightest first. */
  synastry: InterAspect[];
  overlays: { aInB: HouseOverlay[] | null; bInA: HouseOverlay[] | null };
  composite: CompositeChart;
  bazi: BaziMatch;
}

/** A chart as compatibility reads it: without a birth time, its angles and houses are left out. */
export const sideOf = (chart: ChartOutput): CompatSide => compatSide(chart, chart.timeKnown !== false);

export function readPair(a: ChartOutput, b: ChartOutput): CompatReading {
  const sa = sideOf(a);
  const sb = sideOf(b);
  return {
    a: sa,
    b: sb,
    synastry: synastryAspects(sa, sb),
    overlays: houseOverlays(sa, sb),
    composite: compositeChart(sa, sb),
    bazi: baziMatch(a.bazi, b.bazi),
  };
}

const davisonInput = (c: ChartOutput): DavisonInput => ({
  jdUt: c.julianDayUt,
  latDeg: c.place.lat,
  lngDeg: c.place.lng,
});

/** The Davison relationship chart: the midpoint in time and on the globe, cast with the visitor's conventions. */
export function readDavison(
  a: ChartOutput,
  b: ChartOutput,
  conventions: Pick<Conventions, 'houseSystem' | 'node'>,
): { point: DavisonInput; chart: NatalChart } {
  return {
    point: davisonPoint(davisonInput(a), davisonInput(b)),
    chart: davisonChart(davisonInput(a), davisonInput(b), {
      houseSystem: conventions.houseSystem,
      node: conventions.node,
    }),
  };
}
