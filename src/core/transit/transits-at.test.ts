import { describe, expect, it } from 'vitest';
import { transitAspects, transitPoints } from './transits-at';

describe('transits', () => {
  it('gives the ten planets with speeds', () => {
    const pts = transitPoints(2461366.5); // 2026-11-21 00:00 UT
    expect(pts.map((p) => p.point)).toHaveLength(10);
    for (const p of pts) {
      expect(p.lonDeg).toBeGreaterThanOrEqual(0);
      expect(p.lonDeg).toBeLessThan(360);
    }
  });
  it('finds aspects to natal points within the orb, tightest first, applying from the transit’s motion', () => {
    const transits = [{ point: 'mars' as const, lonDeg: 100, speedDegPerDay: 0.6 }];
    const natal = [
      { point: 'sun' as const, lonDeg: 101 },
      { point: 'moon' as const, lonDeg: 190.5 },
      { point: 'venus' as const, lonDeg: 150 },
      { point: 'southNode' as const, lonDeg: 100 },
    ];
    const list = transitAspects(transits, natal, 3);
    expect(list.map((a) => `${a.a}-${a.b}-${a.type}`)).toEqual(['mars-moon-square', 'mars-sun-conjunction']);
    expect(list[1]?.applying).toBe(true); // Mars at 100° moving towards the Sun at 101°
    expect(list[0]?.applying).toBe(true); // Moon 90.5° ahead: Mars moving forward closes it to 90°
    const retro = transitAspects([{ point: 'mars', lonDeg: 100, speedDegPerDay: -0.3 }], natal, 3);
    expect(retro.find((a) => a.b === 'sun')?.applying).toBe(false); // retrograde Mars backs away from the Sun
  });
});
