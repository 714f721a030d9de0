import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeResults } from '../../shared/lib/analysis';
import type { CalculationResults } from '../../shared/stores/app-types';
import { DEFAULT_SETTINGS } from '../../shared/stores/default-settings';
import { fuzzParams, fuzzTimeoutMs } from '../../test/fuzz';
import { buildExportBundle, parseImport } from './data-transfer';

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
});
