import { it } from 'vitest';
it('zod timing', async () => {
  const t0 = performance.now();
  const m = await import('../src/shared/stores/schemas');
  const t1 = performance.now();
  const z = await import('zod/mini');
  const state = { userData: null, calculationResults: null, analysisType: null, settings: { language: 'ja', theme: 'system', notifications: true, autoSave: true, debugMode: false, useExternalAstrologyApi: false, astrologyApiEnabled: false, conventions: {} }, analysisHistory: [], pageState: { lastVisitedPage: null, navigationHistory: [] } };
  const r = m.persistedStateSchema.safeParse(state);
  const t2 = performance.now();
  m.persistedStateSchema.safeParse(state);
  const t3 = performance.now();
  z.config({ jitless: true });
  console.log('import', (t1 - t0).toFixed(1), 'first parse', (t2 - t1).toFixed(1), 'second', (t3 - t2).toFixed(2), r.success, r.error?.issues?.[0]);
});
