import type { CalculationResults, Conventions, UserData } from '../stores/app-types';
import { computeResults, type EngineTimings, recordEngineTimings } from './analysis';

export type AnalysisWorkerReply =
  | { type: 'result'; results: CalculationResults; timings: EngineTimings | null }
  | { type: 'error'; code: string | null; message: string }
  /** Birth data without a chosen point: cast on the page, where the gazetteer is loaded for it. */
  | { type: 'needsPlace' };

/** An error of a cast made in the worker, with the engine's code when it had one (as computeResults throws). */
class CastError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * computeResults in a Web Worker, the same cast and the same errors, leaving the page's thread free while the
 * engine loads and works; where workers are not available (a test's DOM), on this thread.
 */
export function computeResultsOffThread(
  user: UserData,
  conventions: Conventions,
): Promise<CalculationResults> {
  if (typeof Worker === 'undefined') return computeResults(user, conventions);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<AnalysisWorkerReply>) => {
      worker.terminate();
      const m = e.data;
      if (m.type === 'result') {
        recordEngineTimings(m.timings);
        resolve(m.results);
      } else if (m.type === 'needsPlace') computeResults(user, conventions).then(resolve, reject);
      else reject(new CastError(m.message, m.code ?? undefined));
    };
    // A worker that cannot start (a blocked script, an old browser): the same cast, here.
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      computeResults(user, conventions).then(resolve, reject);
    };
    worker.postMessage({ user, conventions });
  });
}
