import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeResults } from '../../shared/lib/analysis';
import type { CalculationResults } from '../../shared/stores/app-types';
import { DEFAULT_SETTINGS } from '../../shared/stores/default-settings';
import { fuzzParams, fuzzTimeoutMs } from '../../test/fuzz';
import { buildExportBundle, parseImport, readImport } from './data-transfer';

const userData = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 30,
  birthplace: '東京',
  gender: 'male' as const,
  fullBirthDateTime: '1990-05-15T14:30:00',
};

describe('export and import', () => {
  it('needs user data to export, and writes version 2.0', () => {
    expect(
      buildExportBundle({
        userData: null,
        calculationResults: null,
        analysisHistory: [],
        settings: DEFAULT_SETTINGS,
      }),
    ).toBeNull();
    const b = buildExportBundle({
      userData,
      calculationResults: null,
      analysisHistory: [],
      settings: DEFAULT_SETTINGS,
    });
    expect(b?.version).toBe('2.0');
    expect(b?.exportTime).toMatch(/^\d{4}-/);
  });
  it('round-trips and rejects what is not a valid bundle', () => {
    const b = buildExportBundle({
      userData,
      calculationResults: null,
      analysisHistory: [],
      settings: DEFAULT_SETTINGS,
    });
    expect(parseImport(JSON.stringify(b))).toMatchObject({ userData, settings: DEFAULT_SETTINGS });
    expect(parseImport('{not json')).toBeNull();
    expect(parseImport('{}')).toBeNull();
    expect(parseImport(JSON.stringify({ userData: { ...userData, birthHour: 25 } }))).toBeNull();
    expect(parseImport(JSON.stringify([1, 2]))).toBeNull();
  });

  describe('imported data is checked like stored data (issue 16 §4)', () => {
    const located = { ...userData, coordinates: { lat: 35.6895, lng: 139.6917, tz: 'Asia/Tokyo' } };
    let own: CalculationResults;
    let other: CalculationResults;
    beforeAll(async () => {
      own = await computeResults(located, DEFAULT_SETTINGS.conventions);
      other = await computeResults({ ...located, birthdate: '1970-01-02' }, DEFAULT_SETTINGS.conventions);
    });
    const bundle = (results: unknown, history: unknown[] = []) =>
      JSON.stringify({
        userData: located,
        calculationResults: results,
        analysisHistory: history,
        version: '2.0',
      });

    it("keeps a chart cast for the imported birth, drops a thin one or another person's", () => {
      expect(parseImport(bundle(own))?.calculationResults).toEqual(own);
      const thin = JSON.parse(JSON.stringify(own));
      delete thin.chart.aspects;
      thin.chart.bodies.sun.sign = '__proto__';
      for (const bad of [thin, other]) {
        const out = parseImport(bundle(bad));
        expect(out?.userData).toEqual(located); // "Data imported": the birth data, whose chart is cast again
        expect(out?.calculationResults).toBeNull();
      }
    });

    it('repairs a history time a Date cannot hold (it sent every visit of / to the error page)', () => {
      const entry = { id: '1', timestamp: 1e20, userData: located, results: own, analysisType: 'bazi' };
      const out = parseImport(bundle(own, [entry]));
      expect(out?.analysisHistory?.[0]?.timestamp).toBe(Date.parse(own.computedAt));
    });

    it(
      'fuzz: any file imports to checked data or is refused; nothing throws, nothing is polluted',
      () => {
        const valid = bundle(own, [
          { id: '1', timestamp: 5, userData: located, results: own, analysisType: 'bazi' },
        ]);
        const mutate = fc
          .tuple(fc.nat(valid.length), fc.nat(30), fc.string({ maxLength: 30 }))
          .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
        const poisoned = fc
          .constantFrom('__proto__', 'constructor', 'prototype')
          .map((k) => valid.replace('"userData":', `"${k}":{"polluted":1},"userData":`));
        fc.assert(
          fc.property(
            fc.oneof(
              mutate,
              poisoned,
              fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
            ),
            (text) => {
              const out = parseImport(text);
              expect(({} as Record<string, unknown>).polluted).toBeUndefined();
              if (!out) return;
              expect(out.userData).toBeTruthy();
              for (const h of out.analysisHistory ?? [])
                expect(() => new Date(h.timestamp).toISOString()).not.toThrow();
            },
          ),
          fuzzParams(),
        );
      },
      fuzzTimeoutMs(90_000),
    );
  });

  // Issue 33 §3: an import says what it did; another version of the format is refused with its name.
  describe('says what an import took, left and assumed', () => {
    const bundle = (extra: Record<string, unknown>) =>
      JSON.stringify({ userData, exportTime: '2026-12-05T00:00:00Z', version: '2.0', ...extra });
    it('takes birth data, history and settings the file has, and leaves what it has not', () => {
      const full = readImport(bundle({ analysisHistory: [], settings: DEFAULT_SETTINGS }));
      expect(full).toMatchObject({
        ok: true,
        historyTaken: 0,
        historySkipped: 0,
        settingsTaken: true,
        assumedVersion: null,
      });
      const bare = readImport(bundle({}));
      expect(bare).toMatchObject({
        ok: true,
        historyTaken: null,
        settingsTaken: false,
        assumedVersion: null,
      });
      if (bare.ok) {
        expect(bare.data).not.toHaveProperty('analysisHistory');
        expect(bare.data).not.toHaveProperty('settings');
      }
    });
    for (const version of ['2.0', '2', '2.1', 2])
      it(`reads version ${JSON.stringify(version)} as this format`, () => {
        expect(readImport(bundle({ version }))).toMatchObject({ ok: true, assumedVersion: null });
      });
    it('reads a file that names no version as 2.0, and says so', () => {
      const text = JSON.stringify({ userData });
      expect(readImport(text)).toMatchObject({ ok: true, assumedVersion: '2.0' });
    });
    for (const version of ['3.0', '1.0', '2.0-beta', 'latest', 3, null, { major: 2 }])
      it(`refuses version ${JSON.stringify(version)} with its name, before reading its fields`, () => {
        const out = readImport(bundle({ version }));
        expect(out).toEqual({
          ok: false,
          reason: 'version',
          version:
            typeof version === 'object' && version !== null ? JSON.stringify(version) : String(version),
        });
        expect(parseImport(bundle({ version }))).toBeNull();
      });
    it('refuses what is not an export at all as a format error', () => {
      expect(readImport('not json')).toEqual({ ok: false, reason: 'format' });
      expect(readImport(JSON.stringify({ version: '2.0' }))).toEqual({ ok: false, reason: 'format' });
    });
  });
});
