import type { DailyReading } from '../../core/transit/daily-reading';
import type { TransitChart } from '../../core/transit/transit-analysis';
import type { DailyWorkerReply, DailyWorkerRequest } from './daily-worker-protocol';

/** Reads the day for a chart at an instant in a Web Worker; the worker ends with the answer or an abort. */
export function runDailyReading(
  chart: TransitChart,
  jdUt: number,
  signal?: AbortSignal,
): Promise<DailyReading> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./daily.worker.ts', import.meta.url), { type: 'module' });
    const fail = (code: string) => {
      worker.terminate();
      reject(new Error(code));
    };
    signal?.addEventListener('abort', () => fail('ABORTED'));
    worker.onmessage = (e: MessageEvent<DailyWorkerReply>) => {
      worker.terminate();
      if (e.data.type === 'result') resolve(e.data.result);
      else reject(new Error(e.data.code));
    };
    worker.onerror = () => fail('INTERNAL');
    // Only what the reading reads crosses to the worker (the type keeps this list in step with TransitChart).
    const { bodies, angles, houses, bazi, local, place, settings, julianDayUt, timeKnown } = chart;
    const request: DailyWorkerRequest = {
      chart: { bodies, angles, houses, bazi, local, place, settings, julianDayUt, timeKnown },
      jdUt,
    };
    worker.postMessage(request);
  });
}
