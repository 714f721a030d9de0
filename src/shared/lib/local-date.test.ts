import { describe, expect, it } from 'vitest';
import {
  formatBirthMoment,
  formatIsoDate,
  formatLocalDateTime,
  fullWidthBrackets,
  todayLocalIso,
} from './local-date';

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

describe('one date style per language (issue 31 §2)', () => {
  it('writes a birth with its clock time on a 24-hour clock, without seconds', () => {
    const t = { hour: 14, minute: 30 };
    expect(formatBirthMoment('1990-05-15', t, 'ja')).toBe('1990年5月15日 14:30');
    expect(formatBirthMoment('1990-05-15', t, 'zh')).toBe('1990年5月15日 14:30');
    expect(formatBirthMoment('1990-05-15', t, 'zh-Hant')).toBe('1990年5月15日 14:30');
    expect(formatBirthMoment('1990-05-15', t, 'en')).toBe('15 May 1990 at 14:30');
    expect(formatBirthMoment('1990-05-15', null, 'en')).toBe('15 May 1990');
  });
  it('puts Japanese and Chinese brackets full-width', () => {
    expect(fullWidthBrackets('12月5日(土)', 'ja')).toBe('12月5日（土）');
    expect(fullWidthBrackets('Sat (5)', 'en')).toBe('Sat (5)');
  });
});

describe('formatLocalDateTime', () => {
  it("writes the engine's clock readings as formatBirthMoment does, with a space or T, seconds or not", () => {
    expect(formatLocalDateTime('2024-02-04 17:27', 'ja')).toBe('2024年2月4日 17:27');
    expect(formatLocalDateTime('1988-07-01T09:26:41', 'en')).toBe(
      formatBirthMoment('1988-07-01', { hour: 9, minute: 26 }, 'en'),
    );
  });
});
