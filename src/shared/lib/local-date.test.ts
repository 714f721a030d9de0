import { describe, expect, it } from 'vitest';
import { formatIsoDate, todayLocalIso } from './local-date';

describe('todayLocalIso', () => {
  it('writes the device calendar’s date, zero-padded', () => {
    expect(todayLocalIso(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(todayLocalIso(new Date(2026, 10, 24, 0, 0))).toBe('2026-11-24');
  });
});

describe('formatIsoDate', () => {
  it('writes an engine date as each language writes dates, never shifting the day', () => {
    expect(formatIsoDate('1994-08-12', 'ja')).toBe('1994年8月12日');
    expect(formatIsoDate('1994-08-12', 'zh')).toBe('1994年8月12日');
    expect(formatIsoDate('1994-08-12T23:50', 'en')).toBe('12 August 1994');
  });
});
