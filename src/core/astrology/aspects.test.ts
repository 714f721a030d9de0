import { describe, expect, it } from 'vitest';
import { aspectBetween, findAspects, type MovingPoint } from './aspects';
import { allowedOrbDeg, DEFAULT_ORBS } from './orbs';

const p = (point: MovingPoint['point'], lonDeg: number, speedDegPerDay: number): MovingPoint => ({
  point,
  lonDeg,
  speedDegPerDay,
});

describe('aspects', () => {
  it('finds the aspect and its orb', () => {
    const a = aspectBetween(p('sun', 10, 1), p('mars', 100.5, 0.5));
    expect(a).toMatchObject({ a: 'sun', b: 'mars', type: 'square', angle: 90 });
    expect(a?.orb).toBeCloseTo(0.5, 9);
  });

  it('applying or separating follows the speeds, not the order of longitudes', () => {
    // Moon (fast) behind Saturn: closing in on the conjunction.
    expect(aspectBetween(p('moon', 100, 13), p('saturn', 103, 0.03))?.applying).toBe(true);
    // Moon past Saturn: separating.
    expect(aspectBetween(p('moon', 106, 13), p('saturn', 103, 0.03))?.applying).toBe(false);
    // Retrograde Mercury backing towards the Sun ahead of it... the Sun is behind and faster: applying.
    expect(aspectBetween(p('sun', 50, 1), p('mercury', 53, -0.5))?.applying).toBe(true);
    // Opposition across 0°: Mars at 355 moving forward, Jupiter at 178 direct but slower → widening past 177°?
    const opp = aspectBetween(p('mars', 355, 0.7), p('jupiter', 178, 0.1));
    expect(opp?.type).toBe('opposition');
    expect(opp?.orb).toBeCloseTo(3, 9);
    expect(opp?.applying).toBe(true); // separation 183° shrinking towards 180°
    expect(aspectBetween(p('mars', 359, 0.7), p('jupiter', 178, 0.1))?.applying).toBe(false); // 179°, shrinking away
  });

  it('respects the orb table (larger orb of the pair) and rejects what is out of orb', () => {
    expect(allowedOrbDeg('conjunction', 'sun', 'pluto')).toBe(DEFAULT_ORBS.conjunction.luminary);
    expect(aspectBetween(p('sun', 0, 1), p('pluto', 9.9, 0))).not.toBeNull();
    expect(aspectBetween(p('mercury', 0, 1), p('pluto', 9.9, 0))).toBeNull();
    expect(aspectBetween(p('venus', 0, 1), p('mars', 45, 0.5))).toBeNull();
  });

  it('skips the south node and angle–angle pairs, sorts tightest first', () => {
    const list = findAspects([
      p('sun', 0, 1),
      p('northNode', 120.2, -0.05),
      p('southNode', 300.2, -0.05),
      p('ascendant', 90, 360),
      p('midheaven', 359.9, 360),
      p('moon', 61, 13),
    ]);
    expect(list.some((a) => a.a === 'southNode' || a.b === 'southNode')).toBe(false);
    expect(list.some((a) => a.a === 'ascendant' && a.b === 'midheaven')).toBe(false);
    expect(list.map((a) => a.orb)).toEqual([...list.map((a) => a.orb)].sort((x, y) => x - y));
    expect(list[0]).toMatchObject({ a: 'sun', b: 'ascendant', type: 'square', orb: 0 });
    expect(list.find((a) => a.b === 'midheaven')).toMatchObject({ a: 'sun', type: 'conjunction' });
  });
});
