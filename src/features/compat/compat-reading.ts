import type { NatalChart } from '../../core/astrology/natal-chart';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { type CompatReport, compatReport } from '../../core/compat/compat-report';
import { type CompatSynthesis, compatSynthesis } from '../../core/compat/compat-synthesis';
import { type DavisonInput, davisonChart, davisonPoint } from '../../core/compat/davison';
import { type CompatSide, compatSide } from '../../core/compat/synastry';
import type { Conventions } from '../../shared/stores/app-types';

/**
 * Everything the compatibility page shows for two charts, person A (the visitor) first: core's report — the one
 * the `chart compat` command prints, with the day-long check of a partner without a birth time — its synthesis, and
 * the two sides as the bi-wheel draws them. Loaded with the engine when the partner's chart is cast, never with the
 * page's first screen.
 */
export type CompatReading = CompatReport & { a: CompatSide; b: CompatSide; synthesis: CompatSynthesis };

/** A chart as compatibility reads it: without a birth time, its angles and houses are left out. */
export const sideOf = (chart: ChartOutput): CompatSide => compatSide(chart, chart.timeKnown !== false);

export function readPair(a: ChartOutput, b: ChartOutput): CompatReading {
  const report = compatReport(a, b);
  return { ...report, a: sideOf(a), b: sideOf(b), synthesis: compatSynthesis(report) };
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
