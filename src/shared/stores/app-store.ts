import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from '../lib/storage';
import {
  ANALYSIS_TYPES,
  type AnalysisType,
  APP_STATE_KEY,
  APP_STATE_VERSION,
  type AppError,
  type CalculationResults,
  HISTORY_LIMIT,
  type HistoryEntry,
  NAVIGATION_HISTORY_LIMIT,
  type PageState,
  type Settings,
  type UserData,
} from './app-types';
import { DEFAULT_SETTINGS } from './default-settings';
import { useStorageStatus } from './storage-status';

/** The persisted part of the state. */
export interface PersistedState {
  userData: UserData | null;
  calculationResults: CalculationResults | null;
  /** The id of the analysis `calculationResults` belongs to: a results URL shows only its own (issue 16 §4). */
  resultId: string | null;
  analysisType: AnalysisType | null;
  settings: Settings;
  analysisHistory: HistoryEntry[];
  pageState: PageState;
}

export interface AppState extends PersistedState {
  /**
   * The result id whose chart was cast in this visit (not stored): a results page shows a stored chart only after
   * it has been cast again from its birth data (src/app/verify-results.ts).
   */
  verifiedId: string | null;
  isLoading: boolean;
  error: AppError | null;
  setUserData(user: UserData): void;
  setAnalysisType(type: string): void;
  /** Stores a new analysis (current and newest in history); returns its id, for its results URL. */
  setResults(results: CalculationResults, type: AnalysisType): string;
  setLoading(loading: boolean): void;
  setError(error: AppError | null): void;
  updateSettings(patch: Partial<Settings>): void;
  loadHistoryEntry(id: string): boolean;
  deleteHistoryEntry(id: string): void;
  /** Spec §9 "History": every kept analysis removed (the current chart stays). */
  clearHistory(): void;
  clearUserData(): void;
  resetApp(): void;
  recordPageVisit(page: string): void;
  replacePersisted(state: Partial<PersistedState>): void;
}

export const INITIAL_PERSISTED: PersistedState = {
  userData: null,
  calculationResults: null,
  resultId: null,
  analysisType: null,
  settings: DEFAULT_SETTINGS,
  analysisHistory: [],
  pageState: { lastVisitedPage: null, navigationHistory: [] },
};

/**
 * The stored state through the safe wrapper. Reading is done by ./stored-state (JSON, the schemas, the checks and
 * the recovery of unreadable data), loaded only when there is stored state: a first visit doesn't wait for it,
 * and hydration is then asynchronous (wait for appStoreReady). A failed write is reported in useStorageStatus;
 * nothing is written over unreadable data that could not be copied aside.
 */
export const appStateStorage: PersistStorage<PersistedState> = {
  getItem(name) {
    const raw = safeLocalStorage.getItem(name);
    if (raw === null) return null;
    return import('./stored-state').then(
      (m) =>
        m.readStoredState(name, raw, {
          storage: safeLocalStorage,
          report: (status) => useStorageStatus.setState(status),
          version: APP_STATE_VERSION,
        }),
      () => {
        // The checks could not load (offline, no cache): keep the stored value untouched rather than overwrite it.
        useStorageStatus.setState({ held: name, dismissed: false });
        return null;
      },
    );
  },
  setItem(name, value) {
    const status = useStorageStatus.getState();
    if (status.held === name) return;
    const ok = safeLocalStorage.setItem(name, JSON.stringify(value));
    if (ok === status.writeFailed) useStorageStatus.setState({ writeFailed: !ok, dismissed: false });
  },
  removeItem(name) {
    safeLocalStorage.removeItem(name);
  },
};

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...INITIAL_PERSISTED,
      verifiedId: null,
      isLoading: false,
      error: null,
      setUserData(user) {
        set({ userData: user, error: null });
      },
      setAnalysisType(type) {
        if (!(ANALYSIS_TYPES as readonly string[]).includes(type)) {
          console.warn(`Ignored unknown analysis type "${type}".`);
          return;
        }
        set({ analysisType: type as AnalysisType });
      },
      setResults(results, type) {
        const user = get().userData;
        const now = Date.now();
        // Unique even for two analyses in one millisecond: the id names one analysis in URLs and history.
        let id = String(now);
        for (let n = 1; get().analysisHistory.some((h) => h.id === id); n++) id = `${now}-${n}`;
        // autoSave off (spec §3, issue 16 §7): the analysis lives in memory for this visit and history doesn't grow.
        const history =
          user && get().settings.autoSave
            ? [
                { id, timestamp: now, userData: user, results, analysisType: type },
                ...get().analysisHistory,
              ].slice(0, HISTORY_LIMIT)
            : get().analysisHistory;
        set({
          calculationResults: results,
          resultId: id,
          verifiedId: id,
          analysisType: type,
          analysisHistory: history,
          error: null,
          isLoading: false,
        });
        return id;
      },
      setLoading(loading) {
        set({ isLoading: loading });
      },
      setError(error) {
        set({ error, isLoading: false });
      },
      updateSettings(patch) {
        set({ settings: { ...get().settings, ...patch } });
      },
      loadHistoryEntry(id) {
        const entry = get().analysisHistory.find((h) => h.id === id);
        if (!entry) return false;
        set({
          userData: entry.userData,
          calculationResults: entry.results,
          resultId: entry.id,
          verifiedId: null,
          analysisType: entry.analysisType,
          error: null,
        });
        return true;
      },
      deleteHistoryEntry(id) {
        set({ analysisHistory: get().analysisHistory.filter((h) => h.id !== id) });
      },
      clearHistory() {
        set({ analysisHistory: [] });
      },
      clearUserData() {
        set({ userData: null, calculationResults: null, resultId: null, analysisType: null, error: null });
      },
      resetApp() {
        set({ ...INITIAL_PERSISTED, settings: get().settings, error: null });
      },
      recordPageVisit(page) {
        const { navigationHistory } = get().pageState;
        set({
          pageState: {
            lastVisitedPage: page,
            navigationHistory: [...navigationHistory, { page, timestamp: Date.now() }].slice(
              -NAVIGATION_HISTORY_LIMIT,
            ),
          },
        });
      },
      replacePersisted(state) {
        // Whatever replaced the stored state (an import, new conventions) is cast again before a results page.
        set({ ...state, verifiedId: null, error: null });
      },
    }),
    {
      name: APP_STATE_KEY,
      version: APP_STATE_VERSION,
      storage: appStateStorage,
      // With autoSave off nothing of the current analysis is written: only settings, history kept earlier and the
      // page state.
      partialize: (s): PersistedState => {
        const { userData, calculationResults, resultId, analysisType, settings, analysisHistory, pageState } =
          s;
        return settings.autoSave
          ? { userData, calculationResults, resultId, analysisType, settings, analysisHistory, pageState }
          : { ...INITIAL_PERSISTED, settings, analysisHistory, pageState };
      },
      migrate: (persisted) => persisted as PersistedState,
    },
  ),
);

/**
 * Resolves once the stored state has been read (at once on a first visit, after the checks load otherwise), with
 * a recovery reported in useStorageStatus. Read the store and render after it.
 */
export const appStoreReady: Promise<void> = new Promise((resolve) => {
  if (useAppStore.persist.hasHydrated()) resolve();
  else useAppStore.persist.onFinishHydration(() => resolve());
});
