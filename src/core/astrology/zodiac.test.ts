import { describe, expect, it } from 'vitest';
import { norm360, wrap180, zodiacPosition } from './zodiac';

describe('zodiac positions', () => {
  it('truncates degrees and minutes like astro.com', () => {
    expect(zodiacPosition(254.5259)).toEqual({ sign: 'sagittarius', degree: 14, minute: 31 }); // 14°31.55′
    expect(zodiacPosition(29.99999)).toEqual({ sign: 'aries', degree: 29, minute: 59 });
    expect(zodiacPosition(30)).toEqual({ sign: 'taurus', degree: 0, minute: 0 });
    expect(zodiacPosition(359.9999)).toEqual({ sign: 'pisces', degree: 29, minute: 59 });
  });
  it('normalises any longitude', () => {
    expect(zodiacPosition(-0.5)).toEqual({ sign: 'pisces', degree: 29, minute: 30 });
    expect(zodiacPosition(720 + 95.5).sign).toBe('cancer');
    expect(norm360(-360)).toBe(0);
    expect(norm360(360)).toBe(0);
    expect(wrap180(190)).toBe(-170);
    expect(wrap180(-190)).toBe(170);
    expect(wrap180(180)).toBe(180);
  });
});
