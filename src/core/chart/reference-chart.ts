import { parseChartRequest } from './chart-request';
import { type ChartOutput, computeChart } from './compute-chart';

/**
 * The project's reference birth, checked by hand in several tests: Tokyo, 1990-05-15 14:30, male — pillars 庚午 辛巳
 * 庚辰 癸未, Sun 24°08′ Taurus in the 8th house, Ascendant 4° Libra.
 */
export const REFERENCE_BIRTH = {
  date: '1990-05-15',
  time: '14:30',
  lat: 35.6762,
  lng: 139.6503,
  tz: 'Asia/Tokyo',
  gender: 'male',
} as const;

/** The reference birth's chart, computed by the engine. */
export function referenceChart(): ChartOutput {
  return computeChart(parseChartRequest({ ...REFERENCE_BIRTH }));
}
