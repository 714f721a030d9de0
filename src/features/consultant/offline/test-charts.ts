import type { Gender } from '../../../core/bazi/conventions';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { type ChartFact, chartFacts } from '../../../core/consultant/chart-facts';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';

/**
 * For the tests: forty births spread over sixty years, every hour and both genders, read on 1 January 2027. Their
 * luck pillars and years between them carry every kind of verdict signal (天克地沖, 伏吟, 沖, 支合 with the day
 * branch, 三合・方局, 合去, 歲運並臨, 空亡, the backdrop), so the verdict told by the consultant is tried on each.
 */
export const VARIED_NOW = jdUtFromUnixMs(Date.UTC(2027, 0, 1));

export interface VariedChart {
  label: string;
  gender: Gender;
  facts: ChartFact[];
}

let cache: VariedChart[] | null = null;

export function variedCharts(): VariedChart[] {
  cache ??= Array.from({ length: 40 }, (_, i) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${1950 + ((i * 7) % 60)}-${pad(1 + ((i * 5) % 12))}-${pad(1 + ((i * 11) % 28))}`;
    const time = `${pad((i * 3) % 24)}:15`;
    const gender: Gender = i % 2 ? 'male' : 'female';
    const chart = computeChart(
      parseChartRequest({ date, time, lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', gender }),
    );
    return { label: `${date} ${time} ${gender}`, gender, facts: chartFacts(chart, VARIED_NOW) };
  });
  return cache;
}
