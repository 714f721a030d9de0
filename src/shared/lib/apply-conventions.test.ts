// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../stores/app-store';
import type { UserData } from '../stores/app-types';
import { DEFAULT_SETTINGS } from '../stores/default-settings';
import { applyConventions, computeResults, fullBirthDateTime } from './analysis';

const conventions = DEFAULT_SETTINGS.conventions;
const tokyo = { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', placeId: 'jp-13' };

describe('applyConventions', () => {
  const lateBirth: UserData = {
    name: '',
    birthdate: '1990-05-15',
    birthHour: 23,
    birthMinute: 30,
    birthplace: '東京',
    coordinates: tokyo,
    gender: 'male',
    fullBirthDateTime: fullBirthDateTime('1990-05-15', 23, 30),
  };
  const dayPillar = () => {
    const p = useAppStore.getState().calculationResults?.chart.bazi.day;
    return p ? `${p.stem}${p.branch}` : null;
  };

  it('swaps in the recalculated chart without ever emptying the stored results', async () => {
    const store = useAppStore.getState();
    store.updateSettings({ conventions });
    store.setUserData(lateBirth);
    store.setResults(await computeResults(lateBirth, conventions), 'bazi');
    expect(dayPillar()).toBe('庚辰');
    const seen: (string | null)[] = [];
    const stop = useAppStore.subscribe(() => seen.push(dayPillar()));
    try {
      expect(await applyConventions({ ...conventions, ziHour: '23' })).toBe(true);
    } finally {
      stop();
    }
    expect(dayPillar()).toBe('辛巳'); // 23:00 starts the next day under the early-子 rule
    expect(seen).not.toContain(null);
    expect(useAppStore.getState().settings.conventions.ziHour).toBe('23');
  });

  it('keeps the old conventions and chart when the recalculation fails', async () => {
    const store = useAppStore.getState();
    store.updateSettings({ conventions });
    store.setUserData(lateBirth);
    store.setResults(await computeResults(lateBirth, conventions), 'bazi');
    // Birth data the engine rejects (an impossible date) makes the recalculation throw.
    useAppStore.setState({ userData: { ...lateBirth, birthdate: '1990-02-31' } });
    await expect(applyConventions({ ...conventions, ziHour: '23' })).rejects.toThrow();
    expect(useAppStore.getState().settings.conventions.ziHour).toBe(conventions.ziHour);
    expect(dayPillar()).toBe('庚辰');
  });

  it('only saves the conventions when no chart is stored', async () => {
    useAppStore.setState({ calculationResults: null });
    expect(await applyConventions({ ...conventions, hiddenStems: 'japanese' })).toBe(false);
    expect(useAppStore.getState().settings.conventions.hiddenStems).toBe('japanese');
  });
});
