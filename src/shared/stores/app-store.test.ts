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

  it('starts clean from corrupted JSON, keeps a backup and says so', async () => {
    localStorage.setItem(APP_STATE_KEY, '{"state": {"userData": ');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await freshStore();
    expect(store.getState().userData).toBeNull();
    expect(store.getState().storageNotice?.backupKey).toBe(`${APP_STATE_KEY}.unreadable-backup`);
    expect(localStorage.getItem(`${APP_STATE_KEY}.unreadable-backup`)).toBe('{"state": {"userData": ');
  });

  it('treats foreign but valid JSON the same way', async () => {
    localStorage.setItem(
      APP_STATE_KEY,
      JSON.stringify({ state: { userData: { birthday: 'yesterday' } }, version: 1 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await freshStore();
    expect(store.getState().userData).toBeNull();
    expect(store.getState().storageNotice).not.toBeNull();
  });

  it('goes on when storage is full', async () => {
    const store = await freshStore();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => store.getState().setUserData(user)).not.toThrow();
    expect(store.getState().userData).toEqual(user);
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
});
