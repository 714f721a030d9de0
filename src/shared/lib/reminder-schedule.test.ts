import { describe, expect, it } from 'vitest';
import { msUntilReminder } from './reminder-schedule';

const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m - 1, d, h, min);
const HOUR = 3_600_000;

describe('the daily reminder’s schedule (issue 16 §7)', () => {
  it('is due at once past the hour on a day without one', () => {
    expect(msUntilReminder(at(2026, 11, 28, 8, 0), null)).toBe(0);
    expect(msUntilReminder(at(2026, 11, 28, 21, 30), '2026-11-27')).toBe(0);
  });

  it('waits for the hour before it', () => {
    expect(msUntilReminder(at(2026, 11, 28, 6, 30), null)).toBe(1.5 * HOUR);
    expect(msUntilReminder(at(2026, 11, 28, 7, 59), '2026-11-27')).toBe(60_000);
  });

  it('waits for tomorrow once today’s is shown, across a month and a year', () => {
    expect(msUntilReminder(at(2026, 11, 28, 9, 0), '2026-11-28')).toBe(23 * HOUR);
    const eve = at(2026, 12, 31, 20, 0);
    expect(new Date(eve.getTime() + msUntilReminder(eve, '2026-12-31'))).toEqual(at(2027, 1, 1, 8, 0));
    const end = at(2026, 11, 30, 23, 0);
    expect(new Date(end.getTime() + msUntilReminder(end, '2026-11-30'))).toEqual(at(2026, 12, 1, 8, 0));
  });

  it('honours another hour', () => {
    expect(msUntilReminder(at(2026, 11, 28, 19, 0), null, 20)).toBe(HOUR);
  });
});
