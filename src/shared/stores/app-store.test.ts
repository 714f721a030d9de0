// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STATE_KEY, HISTORY_LIMIT, NAVIGATION_HISTORY_LIMIT, type UserData } from './app-types';

const user: UserData = {
  name: '花子',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 30,
  birthplace: '東京',
  gender: 'female',
  fullBirthDateTime: '1990-05-15T14:30:00',
};

async function freshStore() {
  vi.resetModules();
  const { useAppStore, appStoreReady } = await import('./app-store');
  await appStoreReady;
  return useAppStore;
}

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('persists under one key with version 2 and restores it', async () => {
    const store = await freshStore();
    store.getState().setUserData(user);
    const raw = JSON.parse(localStorage.getItem(APP_STATE_KEY) as string);
    expect(raw.version).toBe(2);
    expect(raw.state.userData).toEqual(user);
    expect(raw.state).not.toHaveProperty('isLoading');
    const again = await freshStore();
    expect(again.getState().userData).toEqual(user);
  });

  it('starts clean from corrupted JSON, keeps a copy aside and says so', async () => {
    localStorage.setItem(APP_STATE_KEY, '{"state": {"userData": ');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await freshStore();
    const { useStorageStatus } = await import('./storage-status');
    expect(store.getState().userData).toBeNull();
    const key = useStorageStatus.getState().recovered;
    expect(key).toMatch(new RegExp(`^${APP_STATE_KEY}\\.unreadable-backup\\.\\d+$`));
    expect(localStorage.getItem(key as string)).toBe('{"state": {"userData": ');
    expect(localStorage.getItem(APP_STATE_KEY)).toBeNull();
  });

  it('treats foreign but valid JSON the same way', async () => {
    localStorage.setItem(
      APP_STATE_KEY,
      JSON.stringify({ state: { userData: { birthday: 'yesterday' } }, version: 1 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await freshStore();
    const { useStorageStatus } = await import('./storage-status');
    expect(store.getState().userData).toBeNull();
    expect(useStorageStatus.getState().recovered).not.toBeNull();
  });

  it('never removes unreadable data it could not copy, and never writes over it', async () => {
    const broken = `{"state": ${'x'.repeat(100)}`;
    localStorage.setItem(APP_STATE_KEY, broken);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Full storage: no copy can be made.
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = await freshStore();
    const { useStorageStatus } = await import('./storage-status');
    expect(useStorageStatus.getState().held).toBe(APP_STATE_KEY);
    expect(useStorageStatus.getState().recovered).toBeNull();
    expect(localStorage.getItem(APP_STATE_KEY)).toBe(broken);
    // Room again: the app still does not write over the held original until the user decides.
    full.mockRestore();
    store.getState().setUserData(user);
    expect(localStorage.getItem(APP_STATE_KEY)).toBe(broken);
  });

  it('reports a write that failed (full storage, private mode), and clears it when a write succeeds', async () => {
    const store = await freshStore();
    const { useStorageStatus } = await import('./storage-status');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.getState().setUserData(user)).not.toThrow();
    expect(store.getState().userData).toEqual(user);
    expect(useStorageStatus.getState().writeFailed).toBe(true);
    spy.mockRestore();
    store.getState().updateSettings({ theme: 'dark' });
    expect(useStorageStatus.getState().writeFailed).toBe(false);
    expect(JSON.parse(localStorage.getItem(APP_STATE_KEY) as string).state.userData).toEqual(user);
  });

  it('gives every analysis its own id and makes it the current result', async () => {
    const store = await freshStore();
    store.getState().setUserData(user);
    const results = { placeResolved: true, computedAt: 'x', dataSource: 'local' } as never;
    const ids = [1, 2, 3].map(() => store.getState().setResults(results, 'bazi'));
    expect(new Set(ids).size).toBe(3);
    expect(store.getState().resultId).toBe(ids[2]);
    expect(store.getState().analysisHistory.map((h) => h.id)).toEqual([...ids].reverse());
    store.getState().loadHistoryEntry(ids[0] as string);
    expect(store.getState().resultId).toBe(ids[0]);
  });

  it('ignores an unknown analysis type with a warning', async () => {
    const store = await freshStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store.getState().setAnalysisType('tarot');
    expect(store.getState().analysisType).toBeNull();
    expect(warn).toHaveBeenCalled();
    store.getState().setAnalysisType('bazi');
    expect(store.getState().analysisType).toBe('bazi');
  });

  it('keeps at most 20 history entries and 50 page visits', async () => {
    const store = await freshStore();
    store.getState().setUserData(user);
    const results = { placeResolved: true, computedAt: 'x', dataSource: 'local' } as never;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) store.getState().setResults(results, 'astrology');
    expect(store.getState().analysisHistory).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < NAVIGATION_HISTORY_LIMIT + 10; i++) store.getState().recordPageVisit(`/p${i}`);
    expect(store.getState().pageState.navigationHistory).toHaveLength(NAVIGATION_HISTORY_LIMIT);
    expect(store.getState().pageState.lastVisitedPage).toBe(`/p${NAVIGATION_HISTORY_LIMIT + 9}`);
  });

  it('clears user data and resets the app', async () => {
    const store = await freshStore();
    store.getState().setUserData(user);
    store.getState().setAnalysisType('bazi');
    store.getState().clearUserData();
    expect(store.getState()).toMatchObject({ userData: null, calculationResults: null, analysisType: null });
    store.getState().updateSettings({ theme: 'dark' });
    store.getState().resetApp();
    expect(store.getState().settings.theme).toBe('dark'); // settings survive a reset of the data
    expect(store.getState().analysisHistory).toEqual([]);
  });

  it('with autoSave off, keeps a new analysis in memory only: nothing of it is stored, history does not grow', async () => {
    const store = await freshStore();
    store.getState().setUserData(user);
    const results = { placeResolved: true, computedAt: 'x', dataSource: 'local' } as never;
    const kept = store.getState().setResults(results, 'bazi');
    store.getState().updateSettings({ autoSave: false });
    const id = store.getState().setResults(results, 'astrology');
    // The page has it…
    expect(store.getState()).toMatchObject({ resultId: id, verifiedId: id, analysisType: 'astrology' });
    expect(store.getState().userData).toEqual(user);
    // …the device doesn't: no current analysis, the history only as it was, the setting itself kept.
    const raw = JSON.parse(localStorage.getItem(APP_STATE_KEY) as string).state;
    expect(raw).toMatchObject({
      userData: null,
      calculationResults: null,
      resultId: null,
      analysisType: null,
    });
    expect(raw.analysisHistory.map((h: { id: string }) => h.id)).toEqual([kept]);
    expect(raw.settings.autoSave).toBe(false);
    const again = await freshStore();
    expect(again.getState().userData).toBeNull();
    // Turned on again, the analysis on screen is written.
    again.getState().setUserData(user);
    again.getState().updateSettings({ autoSave: true });
    expect(JSON.parse(localStorage.getItem(APP_STATE_KEY) as string).state.userData).toEqual(user);
  });
});
