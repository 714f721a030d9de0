import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../astrology/natal-chart';
import { DEFAULT_ORBS } from '../astrology/orbs';
import { type Angle, CHART_BODIES, type ChartBody } from '../astrology/vocabulary';
import { type CompatSide, compatSide, houseOverlays, synastryAspects } from './synastry';

/**
 * A side with every body at `restDeg` except those given. A's rest (0°) and B's rest (45°) make no aspect with
 * each other (45° is outside every orb), so each test sees only the contacts it sets up.
 */
function side(
  restDeg: number,
  at: Partial<Record<ChartBody, number>>,
  angles: Record<Angle, number> | null = null,
  cusps: number[] | null = null,
): CompatSide {
  const bodies = {} as CompatSide['bodies'];
  for (const b of CHART_BODIES) bodies[b] = { longitude: at[b] ?? restDeg, speed: 1 };
  return {
    bodies,
    angles: angles && {
      ascendant: { longitude: angles.ascendant },
      midheaven: { longitude: angles.midheaven },
    },
    cusps,
  };
}

const equalCusps = (startDeg: number) => Array.from({ length: 12 }, (_, i) => (startDeg + 30 * i) % 360);

describe('synastryAspects', () => {
  it("keeps the direction: `a` is A's point, `b` is B's", () => {
    const a = side(0, { venus: 10 });
    const b = side(45, { moon: 130 });
    expect(synastryAspects(a, b)).toEqual([{ a: 'venus', b: 'moon', type: 'trine', angle: 120, orb: 0 }]);
    expect(synastryAspects(b, a)).toEqual([{ a: 'moon', b: 'venus', type: 'trine', angle: 120, orb: 0 }]);
  });

  it('counts each ordered pair: A’s Sun–B’s Moon and A’s Moon–B’s Sun are two contacts', () => {
    const a = side(0, { sun: 70, moon: 147 });
    const b = side(45, { sun: 149, moon: 71 });
    const list = synastryAspects(a, b);
    expect(list.map(({ a, b, type }) => `${a}-${b}-${type}`)).toEqual([
      'sun-moon-conjunction',
      'moon-sun-conjunction',
    ]);
  });

  it('has no applying/separating: two natal charts do not move towards each other', () => {
    const [first] = synastryAspects(side(0, { mars: 10 }), side(45, { saturn: 100 }));
    expect(first).toBeDefined();
    expect(first).not.toHaveProperty('applying');
  });

  it('leaves out the south node on both sides', () => {
    const a = side(0, { southNode: 200 });
    const b = side(45, { southNode: 20, jupiter: 200 });
    expect(synastryAspects(a, b)).toEqual([]);
  });

  it('includes angle–angle contacts (A’s ASC on B’s MC) and drops angles when a time is unknown', () => {
    const a = side(0, {}, { ascendant: 200, midheaven: 33 });
    const b = side(45, {}, { ascendant: 280, midheaven: 201 });
    expect(synastryAspects(a, b)).toEqual([
      { a: 'ascendant', b: 'midheaven', type: 'conjunction', angle: 0, orb: expect.closeTo(1, 9) },
    ]);
    expect(synastryAspects(a, { ...b, angles: null, cusps: null })).toEqual([]);
    expect(synastryAspects({ ...a, angles: null, cusps: null }, b)).toEqual([]);
  });

  it('uses the natal orbs (larger of the two points’) and honours a custom table', () => {
    const a = side(0, { sun: 70, mercury: 190 });
    const b = side(45, { pluto: 79.9, neptune: 199.9 });
    // Sun–Pluto 9.9° is within the Sun's 10°; Mercury–Neptune 9.9° is past both 8° and 6°.
    expect(synastryAspects(a, b).map((x) => [x.a, x.b])).toEqual([['sun', 'pluto']]);
    const tight = { ...DEFAULT_ORBS, conjunction: { ...DEFAULT_ORBS.conjunction, luminary: 9 } };
    expect(synastryAspects(a, b, tight)).toEqual([]);
  });

  it('sorts tightest first', () => {
    const a = side(0, { sun: 20, moon: 70, mars: 190 });
    const b = side(45, { venus: 23, jupiter: 200.5, saturn: 131 });
    // Found in the order sun–venus (3°), sun–jupiter (0.5°), moon–saturn (1°), mars–saturn (1°); equal orbs keep it.
    expect(synastryAspects(a, b).map((x) => `${x.a}-${x.b}-${x.orb}`)).toEqual([
      'sun-jupiter-0.5',
      'moon-saturn-1',
      'mars-saturn-1',
      'sun-venus-3',
    ]);
  });

  it('finds contacts across 0° Aries', () => {
    const [hit, ...rest] = synastryAspects(side(333, { sun: 358 }), side(18, { moon: 3 }));
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ a: 'sun', b: 'moon', type: 'conjunction' });
    expect(hit?.orb).toBeCloseTo(5, 9);
  });
});

describe('houseOverlays', () => {
  it("places A's bodies in B's houses and B's in A's", () => {
    const a = side(0, { sun: 355, moon: 15 }, { ascendant: 10, midheaven: 280 }, equalCusps(10));
    const b = side(45, { venus: 200 }, { ascendant: 100, midheaven: 10 }, equalCusps(100));
    const { aInB, bInA } = houseOverlays(a, b);
    expect(aInB?.map((o) => o.body)).toEqual([...CHART_BODIES]);
    // B's 1st house starts at 100°: 355° → house 9, 15° → house 10, 0° → house 9.
    expect(aInB?.find((o) => o.body === 'sun')?.house).toBe(9);
    expect(aInB?.find((o) => o.body === 'moon')?.house).toBe(10);
    expect(aInB?.find((o) => o.body === 'mars')?.house).toBe(9);
    // A's 1st house starts at 10°: 45° → house 2, 200° → house 7.
    expect(bInA?.find((o) => o.body === 'sun')?.house).toBe(2);
    expect(bInA?.find((o) => o.body === 'venus')?.house).toBe(7);
  });

  it('gives null for the side whose host has no birth time, and still places the timeless guest', () => {
    const a = side(0, { sun: 355 }, { ascendant: 10, midheaven: 280 }, equalCusps(10));
    const b = side(45, {});
    expect(houseOverlays(a, b)).toEqual({
      aInB: null,
      bInA: CHART_BODIES.map((body) => ({ body, house: 2 })),
    });
    expect(houseOverlays(b, a).bInA).toBeNull();
    expect(houseOverlays(b, b)).toEqual({ aInB: null, bInA: null });
  });
});

describe('compatSide', () => {
  const chart = computeNatalChart(2451545, 35.6762, 139.6503, { houseSystem: 'placidus', node: 'true' });

  it('takes longitudes, speeds, angles and cusps from a natal chart', () => {
    const s = compatSide(chart, true);
    expect(s.bodies.moon).toEqual({ longitude: chart.bodies.moon.longitude, speed: chart.bodies.moon.speed });
    expect(s.bodies.southNode.longitude).toBe(chart.bodies.southNode.longitude);
    expect(s.angles?.midheaven.longitude).toBe(chart.angles.midheaven.longitude);
    expect(s.cusps).toEqual(chart.houses.cusps);
    expect(s.cusps).not.toBe(chart.houses.cusps);
  });

  it('drops angles and cusps when the time is unknown', () => {
    const s = compatSide(chart, false);
    expect(s.angles).toBeNull();
    expect(s.cusps).toBeNull();
    expect(Object.keys(s.bodies)).toEqual([...CHART_BODIES]);
  });
});
