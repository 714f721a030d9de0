import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/stores/default-settings';
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
});
