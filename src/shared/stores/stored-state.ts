import type { StorageValue } from 'zustand/middleware';
import type { SafeStorage } from '../lib/storage';
import { putAsideUnreadable } from '../lib/unreadable-backups';
import type { PersistedState } from './app-store';
import { chartFitsBirth } from './chart-fits';
import { persistedStateSchema } from './schemas';
import type { StorageStatus } from './storage-status';

/**
 * What reading needs from the first load's modules, passed in by app-store.ts: this chunk imports none of them
 * (a lazy chunk that does makes the bundler split React out of the first load's main chunk, 0.6 KB more).
 */
export interface ReadContext {
  storage: SafeStorage;
  report(status: Partial<StorageStatus>): void;
  version: number;
}

/** The largest instant a Date can hold (ms): a stored time beyond it crashes every page that formats it. */
const MAX_DATE_MS = 8.64e15;
const validMs = (ms: unknown): ms is number =>
  typeof ms === 'number' && Number.isSafeInteger(ms) && ms >= 0 && ms <= MAX_DATE_MS;

/**
 * Reads the stored app state (issue 16 §4): JSON, the schemas, then what the schemas cannot see — times a Date
 * cannot hold, repeated history ids, a current chart that is not whole or was cast for other birth data (dropped:
 * the results pages cast it again). Anything unreadable is put aside, never lost.
 */
export function readStoredState(
  name: string,
  raw: string,
  ctx: ReadContext,
  nowMs = Date.now(),
): StorageValue<PersistedState> | null {
  const aside = () => putAside(name, raw, ctx, nowMs);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return aside();
  }
  if (typeof value !== 'object' || value === null || !('state' in value)) return aside();
  const version = (value as { version?: unknown }).version ?? ctx.version;
  // A newer app's state is not guessed at: kept aside whole, for that app (or the user) to read.
  if (typeof version !== 'number' || version > ctx.version) return aside();
  const checked = persistedStateSchema.safeParse((value as { state: unknown }).state);
  if (!checked.success) return aside();
  return { state: sanitize(checked.data as unknown as PersistedState), version };
}

/** The checks the schemas cannot make; returns a state every page can render. */
export function sanitize(state: PersistedState): PersistedState {
  const seen = new Set<string>();
  const history = state.analysisHistory.flatMap((h) => {
    if (seen.has(h.id) || h.id === '') return [];
    seen.add(h.id);
    if (validMs(h.timestamp)) return [h];
    const computed = Date.parse(h.results.computedAt);
    return validMs(computed) ? [{ ...h, timestamp: computed }] : [];
  });
  const current =
    state.calculationResults &&
    state.userData &&
    chartFitsBirth(state.calculationResults.chart, state.userData)
      ? state.calculationResults
      : null;
  // Stored before results had ids: the newest history entry, when it is the current analysis.
  const newest = history[0];
  const resultId =
    typeof state.resultId === 'string'
      ? state.resultId
      : current && newest?.results.computedAt === current.computedAt
        ? newest.id
        : null;
  return {
    ...state,
    calculationResults: current,
    resultId,
    analysisHistory: history,
    pageState: {
      lastVisitedPage: state.pageState.lastVisitedPage,
      navigationHistory: state.pageState.navigationHistory.filter((v) => validMs(v.timestamp)),
    },
  };
}

/** Puts an unreadable value aside and starts clean (the recovery every store shares). */
function putAside(name: string, raw: string, ctx: ReadContext, nowMs: number): null {
  putAsideUnreadable(name, raw, ctx.storage, ctx.report, nowMs);
  return null;
}
