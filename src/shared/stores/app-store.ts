import { create } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { BACKUP_SUFFIX, safeLocalStorage } from '../lib/storage';
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

/** The persisted part of the state. */
export interface PersistedState {
  userData: UserData | null;
  calculationResults: CalculationResults | null;
  analysisType: AnalysisType | null;
  settings: Settings;
  analysisHistory: HistoryEntry[];
  pageState: PageState;
}

export interface AppState extends PersistedState {
  isLoading: boolean;
  error: AppError | null;
  /** Set when stored data could not be read and the app started clean (the backup key is named). */
  storageNotice: { backupKey: string } | null;
  setUserData(user: UserData): void;
  setAnalysisType(type: string): void;
  setResults(results: CalculationResults, type: AnalysisType): void;
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
  dismissStorageNotice(): void;
  replacePersisted(state: Partial<PersistedState>): void;
}

export const INITIAL_PERSISTED: PersistedState = {
  userData: null,
  calculationResults: null,
  analysisType: null,
  settings: DEFAULT_SETTINGS,
  analysisHistory: [],
  pageState: { lastVisitedPage: null, navigationHistory: [] },
};

let recoveredBackupKey: string | null = null;

/** Keeps an unreadable stored value under a backup key and starts clean (never crash on bad storage). */
function recover(name: string, raw: string): null {
  const backupKey = `${name}${BACKUP_SUFFIX}`;
  safeLocalStorage.setItem(backupKey, raw);
  safeLocalStorage.removeItem(name);
  recoveredBackupKey = backupKey;
  console.warn(
    `Stored "${name}" could not be read; it was kept under "${backupKey}" and the app started clean.`,
  );
  return null;
}

/** localStorage through the safe wrapper, with JSON and shape checks on the way in. */
export const appStateStorage: PersistStorage<PersistedState> = {
  getItem(name) {
    const raw = safeLocalStorage.getItem(name);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return recover(name, raw);
    }
    const value = parsed as StorageValue<unknown>;
    if (typeof value !== 'object' || value === null || !('state' in value)) return recover(name, raw);
    // The schemas (zod, 7 KB gzip) load only when there is stored state to check: a first visit doesn't wait for
    // them. Hydration is then asynchronous: wait for appStoreReady before reading the store.
    return import('./schemas').then(
      ({ persistedStateSchema }) => {
        const checked = persistedStateSchema.safeParse(value.state);
        if (!checked.success) return recover(name, raw);
        return {
          state: checked.data as unknown as PersistedState,
          version: value.version ?? APP_STATE_VERSION,
        };
      },
      () => recover(name, raw),
    );
  },
  setItem(name, value) {
    safeLocalStorage.setItem(name, JSON.stringify(value));
  },
  removeItem(name) {
    safeLocalStorage.removeItem(name);
  },
};

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...INITIAL_PERSISTED,
      isLoading: false,
      error: null,
      storageNotice: null,
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
        const history = user
          ? [
              { id: String(Date.now()), timestamp: Date.now(), userData: user, results, analysisType: type },
              ...get().analysisHistory,
            ].slice(0, HISTORY_LIMIT)
          : get().analysisHistory;
        set({
          calculationResults: results,
          analysisType: type,
          analysisHistory: history,
          error: null,
          isLoading: false,
        });
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
        set({ userData: null, calculationResults: null, analysisType: null, error: null });
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
      dismissStorageNotice() {
        set({ storageNotice: null });
      },
      replacePersisted(state) {
        set({ ...state, error: null });
      },
    }),
    {
      name: APP_STATE_KEY,
      version: APP_STATE_VERSION,
      storage: appStateStorage,
      partialize: (s): PersistedState => ({
        userData: s.userData,
        calculationResults: s.calculationResults,
        analysisType: s.analysisType,
        settings: s.settings,
        analysisHistory: s.analysisHistory,
        pageState: s.pageState,
      }),
      migrate: (persisted) => persisted as PersistedState,
    },
  ),
);

/**
 * Resolves once the stored state has been read (at once on a first visit, after the schemas load otherwise),
 * with a recovery reported in `storageNotice`. Read the store and render after it.
 */
export const appStoreReady: Promise<void> = new Promise((resolve) => {
  const done = () => {
    if (recoveredBackupKey) useAppStore.setState({ storageNotice: { backupKey: recoveredBackupKey } });
    resolve();
  };
  if (useAppStore.persist.hasHydrated()) done();
  else useAppStore.persist.onFinishHydration(done);
});
