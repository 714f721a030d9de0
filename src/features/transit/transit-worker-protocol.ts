import type { AnalysisStage, TransitAnalysis, TransitChart } from '../../core/transit/transit-analysis';

/** What the transit worker sends back: each stage as it starts, then the result or an error code. */
export type TransitWorkerReply =
  | { type: 'stage'; stage: AnalysisStage }
  | { type: 'result'; result: TransitAnalysis }
  | { type: 'error'; code: string };

/** What the page sends the worker: only the part of the chart the analysis reads, and the date. */
export interface TransitWorkerRequest {
  chart: TransitChart;
  dateJdUt: number;
}
