import type { AnalysisStage, TransitAnalysis } from '../../core/transit/transit-analysis';

/** What the transit worker sends back: each stage as it starts, then the result or an error code. */
export type TransitWorkerReply =
  | { type: 'stage'; stage: AnalysisStage }
  | { type: 'result'; result: TransitAnalysis }
  | { type: 'error'; code: string };
