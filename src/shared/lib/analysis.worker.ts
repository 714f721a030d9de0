// A chart cast off the main thread (issue 30 §7): the results pages cast their chart again on every visit
// (src/app/verify-results.ts), and on a phone that is a quarter of a second the page could not answer a tap. Only
// the cast at a chosen point is made here; birth data without one (older data, whose name is looked up in the
// gazetteer) is cast on the page as before, so this worker never carries the gazetteer.
import type { Conventions, UserData } from '../stores/app-types';
import type { AnalysisWorkerReply } from './analysis-off-thread';
import { castAt } from './cast-at';

self.onmessage = (e: MessageEvent<{ user: UserData; conventions: Conventions }>) => {
  const post = (m: AnalysisWorkerReply) => self.postMessage(m);
  const { user, conventions } = e.data;
  if (!user.coordinates) return post({ type: 'needsPlace' });
  try {
    const t0 = performance.now();
    const results = castAt(user, conventions, user.coordinates);
    post({
      type: 'result',
      results,
      timings: { computedAt: results.computedAt, steps: [{ step: 'castChart', ms: performance.now() - t0 }] },
    });
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    post({ type: 'error', code: typeof code === 'string' ? code : null, message: String(err) });
  }
};
