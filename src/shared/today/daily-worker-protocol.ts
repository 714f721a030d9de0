import type { DailyReading } from '../../core/transit/daily-reading';
import type { TransitChart } from '../../core/transit/transit-analysis';

/** What the page sends the daily worker: only the part of the chart the reading reads, and the instant. */
export interface DailyWorkerRequest {
  chart: TransitChart;
  jdUt: number;
}

export type DailyWorkerReply = { type: 'result'; result: DailyReading } | { type: 'error'; code: string };
