// The transit analysis off the main thread: a year of exact transits takes tens of milliseconds on a laptop and
// several times that on a phone, and the page must stay responsive while it runs (issue 10 §1).
import { isCoreError } from '../../core/errors';
import { analyseTransits } from '../../core/transit/transit-analysis';
import type { TransitWorkerReply, TransitWorkerRequest } from './transit-worker-protocol';

self.onmessage = (e: MessageEvent<TransitWorkerRequest>) => {
  const post = (m: TransitWorkerReply) => self.postMessage(m);
  try {
    const result = analyseTransits(e.data.chart, e.data.dateJdUt, (stage) => post({ type: 'stage', stage }));
    post({ type: 'result', result });
  } catch (err) {
    post({ type: 'error', code: isCoreError(err) ? err.code : 'INTERNAL' });
  }
};
