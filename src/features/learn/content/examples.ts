import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart, isTimed, type TimedChartOutput } from '../../../core/chart/compute-chart';
import type { ExampleId } from './vocabulary';

/**
 * The lessons' example births: made-up people (the page says so), cast by the engine with the default conventions,
 * so no worked example can disagree with the calculator. Points are fixed here rather than looked up, so an example
 * never moves when the gazetteer changes.
 */
export const EXAMPLE_BIRTHS: Readonly<
  Record<
    ExampleId,
    { date: string; time: string; lat: number; lng: number; tz: string; gender: 'male' | 'female' }
  >
> = {
  a: { date: '1990-05-15', time: '14:30', lat: 35.6895, lng: 139.6917, tz: 'Asia/Tokyo', gender: 'female' },
  b: { date: '1984-12-24', time: '08:05', lat: 31.2222, lng: 121.4581, tz: 'Asia/Shanghai', gender: 'male' },
  c: {
    date: '1975-07-04',
    time: '22:40',
    lat: 40.7143,
    lng: -74.006,
    tz: 'America/New_York',
    gender: 'female',
  },
};

const cache = new Map<ExampleId, TimedChartOutput>();

/** An example's chart (cast once per page load). Every example has a birth time. */
export function exampleChart(id: ExampleId): TimedChartOutput {
  let chart = cache.get(id);
  if (!chart) {
    const cast = computeChart(parseChartRequest({ ...EXAMPLE_BIRTHS[id] }));
    if (!isTimed(cast)) throw new Error(`Example ${id} has no birth time.`);
    chart = cast;
    cache.set(id, chart);
  }
  return chart;
}
