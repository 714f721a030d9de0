import type { ChartOutput } from '../chart/compute-chart';
import { NATAL_TARGETS, type NatalTarget } from './transit-vocabulary';

/** The natal longitudes (degrees) a transit scan aims at, from a computed chart: ten planets, Ascendant, Midheaven. */
export function natalTargets(
  chart: Pick<ChartOutput, 'bodies' | 'angles'>,
): Partial<Record<NatalTarget, number>> {
  const out: Partial<Record<NatalTarget, number>> = {};
  for (const p of NATAL_TARGETS) {
    const lon =
      p === 'ascendant' || p === 'midheaven' ? chart.angles[p]?.longitude : chart.bodies[p]?.longitude;
    if (typeof lon === 'number' && Number.isFinite(lon)) out[p] = lon;
  }
  return out;
}
