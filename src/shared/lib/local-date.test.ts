import { describe, expect, it } from 'vitest';
import { todayLocalIso } from './local-date';

describe('todayLocalIso', () => {
  it('writes the device calendar’s date, zero-padded', () => {
    expect(todayLocalIso(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(todayLocalIso(new Date(2026, 10, 24, 0, 0))).toBe('2026-11-24');
  });
});
