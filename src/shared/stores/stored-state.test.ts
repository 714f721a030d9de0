// @vitest-environment happy-dom
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fuzzParams, fuzzTimeoutMs } from '../../test/fuzz';
import { computeResults } from '../lib/analysis';
import { safeLocalStorage } from '../lib/storage';
import { listUnreadable, MAX_UNREADABLE_BACKUPS } from '../lib/unreadable-backups';
import type { PersistedState } from './app-store';
import { APP_STATE_KEY, APP_STATE_VERSION, type CalculationResults, type UserData } from './app-types';
import { DEFAULT_SETTINGS } from './default-settings';
import { useStorageStatus } from './storage-status';

const ctx: ReadContext = {
  storage: safeLocalStorage,
  report: (status) => useStorageStatus.setState(status),
  version: APP_STATE_VERSION,
};
const readStoredState = (name: string, raw: string, nowMs?: number) => readWith(name, raw, ctx, nowMs);

import { type ReadContext, readStoredState as readWith } from './stored-state';

const hana: UserData = {
  name: '花子',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 30,
  birthplace: '東京',
  gender: 'female',
  fullBirthDateTime: '1990-05-15T14:30:00',
  coordinates: { lat: 35.6895, lng: 139.6917, tz: 'Asia/Tokyo', placeId: 'jp-13104' },
};
const ben: UserData = {
  ...hana,
  name: 'Ben',
  birthdate: '1984-11-02',
  fullBirthDateTime: '1984-11-02T14:30:00',
};

let hanaChart: CalculationResults;
let benChart: CalculationResults;
beforeAll(async () => {
  hanaChart = await computeResults(hana, DEFAULT_SETTINGS.conventions);
  benChart = await computeResults(ben, DEFAULT_SETTINGS.conventions);
});

const stateWith = (patch: Partial<PersistedState>) => ({
  userData: hana,
  calculationResults: hanaChart,
  resultId: '100',
  analysisType: 'astrology',
  settings: DEFAULT_SETTINGS,
  analysisHistory: [
    { id: '100', timestamp: 100, userData: hana, results: hanaChart, analysisType: 'astrology' },
  ],
  pageState: { lastVisitedPage: null, navigationHistory: [] },
  ...patch,
});
const read = (state: unknown, version = 2) =>
  readStoredState(APP_STATE_KEY, JSON.stringify({ state, version }))?.state ?? null;

describe('reading the stored state (issue 16 §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useStorageStatus.setState({ writeFailed: false, recovered: null, held: null, dismissed: false });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('keeps every interface language, 繁體中文 included, and a place with its names (issue 31)', () => {
    for (const language of ['ja', 'zh', 'zh-Hant', 'en'] as const) {
      const s = read(stateWith({ settings: { ...DEFAULT_SETTINGS, language } }));
      expect(s?.settings.language).toBe(language);
      expect(s?.userData).toEqual(hana);
    }
    const named = {
      ...hana,
      coordinates: { ...hana.coordinates, names: { en: 'Setagaya', ja: '世田谷', zhHans: '世田谷' } },
    } as UserData;
    expect(read(stateWith({ userData: named }))?.userData).toEqual(named);
  });

  it('keeps a whole chart cast for the stored birth', () => {
    const s = read(stateWith({}));
    expect(s?.calculationResults).toEqual(hanaChart);
    expect(s?.resultId).toBe('100');
  });

  it('drops a chart that is thin, poisoned or cast for someone else (the results pages cast it again)', () => {
    const thin = JSON.parse(JSON.stringify(hanaChart));
    delete thin.chart.aspects;
    delete thin.chart.bodies.moon;
    thin.chart.bodies.sun.sign = '__proto__';
    for (const chart of [thin, benChart]) {
      const s = read(stateWith({ calculationResults: chart }));
      expect(s?.userData).toEqual(hana); // the birth data stays
      expect(s?.calculationResults).toBeNull();
    }
    const noBodies = JSON.parse(JSON.stringify(hanaChart));
    noBodies.chart.bodies = { sun: noBodies.chart.bodies.sun };
    expect(read(stateWith({ calculationResults: noBodies }))?.calculationResults).toBeNull();
  });

  it('repairs times a Date cannot hold (1e20 sent every visit of / to the error page) and repeated ids', () => {
    const entry = {
      id: '7',
      timestamp: 1e20,
      userData: hana,
      results: hanaChart,
      analysisType: 'bazi' as const,
    };
    const s = read(
      stateWith({
        analysisHistory: [entry, { ...entry, timestamp: 5 }, { ...entry, id: '8', timestamp: -1 }],
        pageState: {
          lastVisitedPage: '/',
          navigationHistory: [
            { page: '/', timestamp: 1e20 },
            { page: '/about', timestamp: 10 },
          ],
        },
      }),
    );
    const computedMs = Date.parse(hanaChart.computedAt);
    expect(s?.analysisHistory.map((h) => [h.id, h.timestamp])).toEqual([
      ['7', computedMs],
      ['8', computedMs],
    ]);
    expect(s?.pageState.navigationHistory).toEqual([{ page: '/about', timestamp: 10 }]);
    for (const h of s?.analysisHistory ?? []) expect(() => new Date(h.timestamp).toISOString()).not.toThrow();
  });

  it('names the current result in state stored before results had ids', () => {
    const { resultId: _, ...old } = stateWith({});
    expect(read(old)?.resultId).toBe('100');
    expect(read({ ...old, analysisHistory: [] })?.resultId).toBeNull();
  });

  it("puts a newer app's state aside whole instead of guessing at it", () => {
    expect(read(stateWith({}), 9)).toBeNull();
    expect(useStorageStatus.getState().recovered).toMatch(/unreadable-backup\.\d+$/);
  });

  it('keeps the newest three unreadable values: a second corruption does not overwrite the first', () => {
    for (let i = 0; i < 5; i++) readStoredState(APP_STATE_KEY, `{broken ${i}`, 1_000 + i);
    const kept = listUnreadable(APP_STATE_KEY, safeLocalStorage);
    expect(kept.map((b) => b.value)).toEqual(['{broken 4', '{broken 3', '{broken 2']);
    expect(kept).toHaveLength(MAX_UNREADABLE_BACKUPS);
  });

  it(
    'fuzz: any stored value reads to a renderable state or is put aside; nothing throws, nothing is polluted',
    () => {
      const valid = JSON.stringify({ state: stateWith({}), version: 2 });
      const mutate = fc
        .tuple(fc.nat(valid.length), fc.nat(40), fc.string({ maxLength: 40 }))
        .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
      const foreign = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify({ state: v, version: 2 }));
      const poisoned = fc
        .constantFrom('__proto__', 'constructor', 'prototype')
        .map((k) => valid.replace('"userData":', `"${k}":{"polluted":1},"userData":`));
      fc.assert(
        fc.property(fc.oneof(mutate, foreign, poisoned, fc.string()), (raw) => {
          localStorage.clear();
          const out = readStoredState(APP_STATE_KEY, raw);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          if (out === null) {
            // Put aside, never lost.
            expect(listUnreadable(APP_STATE_KEY, safeLocalStorage).some((b) => b.value === raw)).toBe(true);
            return;
          }
          const s = out.state;
          for (const h of s.analysisHistory) expect(() => new Date(h.timestamp).toISOString()).not.toThrow();
          if (s.calculationResults) expect(s.userData).not.toBeNull();
        }),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(90_000),
  );
});
