import { SunPosition } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { sunSignsOfYear } from './sign-ingress';
import { SIGNS } from './vocabulary';

describe('the Sun in each sign through a year', () => {
  it('starts at the March equinox and runs through the twelve signs in order, without gaps', () => {
    const year = sunSignsOfYear(2026);
    expect(year.map((s) => s.sign)).toEqual([...SIGNS]);
    for (let i = 1; i < 12; i++) expect(year[i]?.fromUtcMs).toBe(year[i - 1]?.toUtcMs);
    // 2026 March equinox: 20 March 14:46 UT (USNO, to the minute).
    expect(Math.abs((year[0]?.fromUtcMs ?? 0) - Date.UTC(2026, 2, 20, 14, 46))).toBeLessThan(60_000);
  });

  it('puts each ingress where astronomy-engine finds the Sun crossing a multiple of 30° (within a minute)', () => {
    for (const s of sunSignsOfYear(1990)) {
      const lonAt = (ms: number) => SunPosition(new Date(ms)).elon;
      const target = SIGNS.indexOf(s.sign) * 30;
      const before = ((lonAt(s.fromUtcMs - 60_000) - target + 540) % 360) - 180;
      const after = ((lonAt(s.fromUtcMs + 60_000) - target + 540) % 360) - 180;
      expect(before).toBeLessThan(0);
      expect(after).toBeGreaterThan(0);
    }
  });
});
