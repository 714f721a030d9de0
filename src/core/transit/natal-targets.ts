import type { ChartOutput } from '../chart/compute-chart';
import { NATAL_TARGETS, type NatalTarget } from './transit-vocabulary';

/**
 * The natal longitudes (degrees) a transit scan aims at, from a computed chart: ten planets, Ascendant, Midheaven.
 * Without a birth time there are no angles, and the Moon is left out too: it moves 13° that day, so a transit's
 * date to it could be months off (issue 17 §2).
 */
export function natalTargets(
  chart: Pick<ChartOutput, 'bodies' | 'angles'> & { timeKnown?: boolean },
): Partial<Record<NatalTarget, number>> {
  const out: Partial<Record<NatalTarget, number>> = {};
  for (const p of NATAL_TARGETS) {
    if (p === 'moon' && chart.timeKnown === false) continue;
    const lon =
      p === 'ascendant' || p === 'midheaven' ? chart.angles?.[p]?.longitude : chart.bodies[p]?.longitude;
    if (typeof lon === 'number' && Number.isFinite(lon)) out[p] = lon;
  }
  return out;
}
