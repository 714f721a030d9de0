import type { ChartOutput } from '../../../core/chart/compute-chart';

/** The chart request for the sky at `now`, to the minute, in UTC at 0° N 0° E. */
export function skyRequest(now: Date): { date: string; time: string; lat: number; lng: number; tz: string } {
  const iso = now.toISOString(); // always UTC: YYYY-MM-DDTHH:MM:SS.sssZ
  // Planet, node and Chiron longitudes are geocentric (seen from the Earth's centre), so the place changes
  // none of them; it only moves the houses and angles, which the sky card does not draw. Any place would do:
  // UTC at 0/0 needs no time-zone history.
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), lat: 0, lng: 0, tz: 'UTC' };
}

/** Casts the sky at `now` with the engine, which loads on first use (a chunk of its own, off the first load). */
export async function castSky(now: Date): Promise<ChartOutput> {
  const [{ parseChartRequest }, { computeChart }] = await Promise.all([
    import('../../../core/chart/chart-request'),
    import('../../../core/chart/compute-chart'),
  ]);
  return computeChart(parseChartRequest(skyRequest(now)));
}

/** Milliseconds from `nowMs` until just after the next whole minute, when the sky is cast again. */
export function msToNextMinute(nowMs: number): number {
  return 60_000 - (nowMs % 60_000) + 50;
}
