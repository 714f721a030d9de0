import type { AnalysisStage, TransitAnalysis, TransitChart } from '../../core/transit/transit-analysis';
import type { TransitWorkerReply, TransitWorkerRequest } from './transit-worker-protocol';

/** A failed analysis, with the core's error code (or INTERNAL / ABORTED) for the page's message. */
export class TransitAnalysisError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * Runs the transit analysis in a Web Worker, reporting each stage as the worker starts it. The worker is ended when
 * the analysis is done, fails or is aborted (a new date chosen, the page left).
 */
export function runTransitAnalysis(
  chart: TransitChart,
  dateJdUt: number,
  onStage: (stage: AnalysisStage) => void,
  signal?: AbortSignal,
): Promise<TransitAnalysis> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./transit.worker.ts', import.meta.url), { type: 'module' });
    const end = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      end();
      reject(new TransitAnalysisError('ABORTED'));
    });
    worker.onmessage = (e: MessageEvent<TransitWorkerReply>) => {
      const m = e.data;
      if (m.type === 'stage') onStage(m.stage);
      else if (m.type === 'result') {
        end();
        resolve(m.result);
      } else {
        end();
        reject(new TransitAnalysisError(m.code));
      }
    };
    worker.onerror = () => {
      end();
      reject(new TransitAnalysisError('INTERNAL'));
    };
    // Only what the analysis reads crosses to the worker (the type keeps this list in step with TransitChart).
    const { bodies, angles, houses, bazi, local, place, settings, julianDayUt, timeKnown } = chart;
    const request: TransitWorkerRequest = {
      chart: { bodies, angles, houses, bazi, local, place, settings, julianDayUt, timeKnown },
      dateJdUt,
    };
    worker.postMessage(request);
  });
}
