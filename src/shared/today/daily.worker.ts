// Today's reading off the main thread (issue 30 §2): the ephemeris and the BaZi tables load here, not on the page
// that shows it, so the home screen stays responsive while they do.
import { isCoreError } from '../../core/errors';
import { dailyReading } from '../../core/transit/daily-reading';
import type { DailyWorkerReply, DailyWorkerRequest } from './daily-worker-protocol';

self.onmessage = (e: MessageEvent<DailyWorkerRequest>) => {
  const post = (m: DailyWorkerReply) => self.postMessage(m);
  try {
    post({ type: 'result', result: dailyReading(e.data.chart, e.data.jdUt) });
  } catch (err) {
    post({ type: 'error', code: isCoreError(err) ? err.code : 'INTERNAL' });
  }
};
