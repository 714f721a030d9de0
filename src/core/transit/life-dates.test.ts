import { describe, expect, it } from 'vitest';
import { ageOn, daysUntilBirthday, nextBirthday } from './life-dates';

describe('age and birthdays', () => {
  it('counts age in 365.25-day years', () => {
    expect(ageOn('1990-05-15', '2026-11-21')).toBe(36);
    expect(ageOn('1990-05-15', '2020-05-14')).toBe(29);
    expect(ageOn('1990-05-15', '2020-05-16')).toBe(30);
    expect(() => ageOn('1990-05-15', '1980-01-01')).toThrow();
  });
  it('finds the next birthday, leap days included', () => {
    expect(daysUntilBirthday('1990-05-15', '2026-05-15')).toBe(0);
    expect(daysUntilBirthday('1990-05-15', '2026-05-14')).toBe(1);
    expect(nextBirthday('1990-05-15', '2026-11-21')).toBe('2027-05-15');
    expect(nextBirthday('2000-02-29', '2026-01-10')).toBe('2026-03-01');
    expect(nextBirthday('2000-02-29', '2027-12-31')).toBe('2028-02-29');
  });
});
