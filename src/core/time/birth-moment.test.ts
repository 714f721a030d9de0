import { describe, expect, it } from 'vitest';
import { isCoreError } from '../errors';
import { birthMoment, parseDate, parseTime } from './birth-moment';

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isCoreError(e) ? e.code : 'NOT_A_CORE_ERROR';
  }
  return undefined;
}

describe('birth moment input checks', () => {
  it.each([
    ['2023-02-30', 'INVALID_DATE'],
    ['2023-02-29', 'INVALID_DATE'],
    ['2023-13-01', 'INVALID_DATE'],
    ['2023-04-31', 'INVALID_DATE'],
    ['1990/05/15', 'INVALID_DATE'],
    ['', 'INVALID_DATE'],
    ['1799-12-31', 'OUT_OF_RANGE'],
    ['2201-01-01', 'OUT_OF_RANGE'],
  ])('date %s → %s', (date, code) => {
    expect(codeOf(() => parseDate(date))).toBe(code);
  });

  it('accepts leap days and the range ends', () => {
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('2000-02-29').day).toBe(29);
    expect(codeOf(() => parseDate('1900-02-29'))).toBe('INVALID_DATE');
    expect(parseDate('1800-01-01').year).toBe(1800);
    expect(parseDate('2200-12-31').year).toBe(2200);
  });

  it.each([
    ['24:00', 'INVALID_TIME'],
    ['12:61', 'INVALID_TIME'],
    ['12:60', 'INVALID_TIME'],
    ['noon', 'INVALID_TIME'],
    ['-1:00', 'INVALID_TIME'],
  ])('time %s → %s', (time, code) => {
    expect(codeOf(() => parseTime(time))).toBe(code);
  });

  it('reads 24-hour times with optional seconds', () => {
    expect(parseTime('0:05')).toEqual({ hour: 0, minute: 5, second: 0 });
    expect(parseTime('23:59:30')).toEqual({ hour: 23, minute: 59, second: 30 });
  });

  it('rejects an unknown zone with a typed error', () => {
    expect(codeOf(() => birthMoment('1990-05-15', '14:30', 'Asia/Atlantis', 0))).toBe('UNKNOWN_ZONE');
    expect(codeOf(() => birthMoment('1990-05-15', '14:30', '', 0))).toBe('UNKNOWN_ZONE');
  });

  it('gives JD (UT), ΔT and JD (TT) of the DESIGN example', () => {
    const m = birthMoment('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503);
    expect(m.utc).toBe('1990-05-15T05:30:00.000Z');
    expect(m.jdUt).toBeCloseTo(2448026.729167, 6);
    expect(m.deltaTSec).toBeGreaterThan(56.5);
    expect(m.deltaTSec).toBeLessThan(57.5); // 57.1 s measured (astronomy.md §2.2)
    expect(m.jdTt - m.jdUt).toBeCloseTo(m.deltaTSec / 86400, 9);
  });
});
