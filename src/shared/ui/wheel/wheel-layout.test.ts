import { describe, expect, it } from 'vitest';
import { arcDeg, polar, screenAngleDeg, spreadOnCircle } from './wheel-layout';

describe('wheel geometry', () => {
  it('puts the Ascendant at 9 o’clock and runs the zodiac counter-clockwise', () => {
    expect(screenAngleDeg(0, 0)).toBe(180); // 0° Aries rising: left
    const left = polar(300, 300, 100, screenAngleDeg(0, 0));
    expect(left.x).toBeCloseTo(200, 6);
    expect(left.y).toBeCloseTo(300, 6);
    // Cancer rising (ASC 90°): 0° Aries is 90° before the ASC, i.e. at the top (the MC side).
    const top = polar(300, 300, 100, screenAngleDeg(0, 90));
    expect(top.x).toBeCloseTo(300, 6);
    expect(top.y).toBeCloseTo(200, 6);
    // 90° after the ASC (the IC side) is at the bottom.
    const bottom = polar(300, 300, 100, screenAngleDeg(180, 90));
    expect(bottom.y).toBeCloseTo(400, 6);
  });

  it('spreads close bodies to the minimum gap and leaves lone ones where they are', () => {
    const placed = spreadOnCircle(
      [
        { id: 'sun', lonDeg: 54.1 },
        { id: 'mercury', lonDeg: 55 },
        { id: 'venus', lonDeg: 56 },
        { id: 'moon', lonDeg: 293.8 },
        { id: 'mars', lonDeg: 359 },
        { id: 'pluto', lonDeg: 2 },
      ],
      7,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.id, p]));
    expect(byId.moon?.displayLonDeg).toBeCloseTo(293.8, 9);
    const ordered = [...placed].sort((a, b) => a.displayLonDeg - b.displayLonDeg);
    for (let i = 0; i < ordered.length; i++) {
      const a = ordered[i] as { displayLonDeg: number };
      const b = ordered[(i + 1) % ordered.length] as { displayLonDeg: number };
      expect(arcDeg(a.displayLonDeg, b.displayLonDeg)).toBeGreaterThanOrEqual(7 - 1e-6);
    }
    // Across 0° Aries too (Mars 359°, Pluto 2°), and the cluster keeps its order and centre.
    expect(
      arcDeg(byId.mars?.displayLonDeg as number, byId.pluto?.displayLonDeg as number),
    ).toBeGreaterThanOrEqual(7 - 1e-6);
    expect(byId.mercury?.displayLonDeg).toBeCloseTo(55, 0);
    expect((byId.sun?.displayLonDeg as number) < (byId.mercury?.displayLonDeg as number)).toBe(true);
    expect(placed.find((p) => p.id === 'sun')?.lonDeg).toBe(54.1);
  });

  it('copes with more bodies than fit at the requested gap', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ id: `b${i}`, lonDeg: 100 + i * 0.5 }));
    const placed = spreadOnCircle(many, 40);
    const ordered = [...placed].sort((a, b) => a.displayLonDeg - b.displayLonDeg);
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(
        arcDeg(
          (ordered[i] as { displayLonDeg: number }).displayLonDeg,
          (ordered[i + 1] as { displayLonDeg: number }).displayLonDeg,
        ),
      ).toBeGreaterThan(20);
    }
  });
});
