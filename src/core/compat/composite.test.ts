import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../astrology/natal-chart';
import { type Angle, CHART_BODIES, type ChartBody, type HouseSystem } from '../astrology/vocabulary';
import { norm360, wrap180 } from '../astrology/zodiac';
import { computeHouses } from '../ephemeris/houses';
import { compositeChart, midpointDeg } from './composite';
import { type CompatSide, compatSide } from './synastry';

const gapDeg = (x: number, y: number) => Math.abs(wrap180(x - y));

function side(
  at: Partial<Record<ChartBody, number>>,
  houses: { angles: Record<Angle, number>; cusps: number[] } | null = null,
  speed = 1,
): CompatSide {
  const bodies = {} as CompatSide['bodies'];
  CHART_BODIES.forEach((b, i) => {
    bodies[b] = { longitude: at[b] ?? i * 27, speed };
  });
  return {
    bodies,
    angles: houses && {
      ascendant: { longitude: houses.angles.ascendant },
      midheaven: { longitude: houses.angles.midheaven },
    },
    cusps: houses?.cusps ?? null,
  };
}

function housesAt(jdUt: number, latDeg: number, lngDeg: number, system: HouseSystem = 'placidus') {
  const h = computeHouses(jdUt, latDeg, lngDeg, system);
  return { angles: { ascendant: h.ascDeg, midheaven: h.mcDeg }, cusps: h.cusps };
}

/** Twelve cusps in zodiac order: each house between 0° and 180° wide, the twelve adding up to one turn. */
function expectOrderedWheel(cusps: readonly number[]) {
  let total = 0;
  cusps.forEach((c, i) => {
    const size = norm360((cusps[(i + 1) % 12] as number) - c);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(180);
    total += size;
  });
  expect(total).toBeCloseTo(360, 9);
}

describe('midpointDeg', () => {
  it('takes the shorter arc across 0° Aries and both ways round', () => {
    expect(midpointDeg(350, 10)).toBe(0);
    expect(midpointDeg(10, 350)).toBe(0);
    expect(midpointDeg(170, 190)).toBe(180);
    expect(midpointDeg(190, 170)).toBe(180);
    expect(midpointDeg(300, 40)).toBe(350);
    expect(midpointDeg(20, 20)).toBe(20);
  });

  it('picks the smaller of the two candidates for exactly opposite points, whoever is A', () => {
    expect(midpointDeg(0, 180)).toBe(90);
    expect(midpointDeg(180, 0)).toBe(90);
    expect(midpointDeg(300, 120)).toBe(30);
    expect(midpointDeg(120, 300)).toBe(30);
    // Float noise must not pick the side: 303.4 − 123.4 is 179.99999999999997 in doubles.
    expect(midpointDeg(123.4, 303.4)).toBeCloseTo(33.4, 9);
    expect(midpointDeg(303.4, 123.4)).toBeCloseTo(33.4, 9);
  });

  it('is symmetric and lies on the shorter arc, equally far from both', () => {
    const lon = fc.double({ min: -720, max: 720, noNaN: true });
    fc.assert(
      fc.property(lon, lon, (x, y) => {
        const m = midpointDeg(x, y);
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThan(360);
        expect(gapDeg(m, midpointDeg(y, x))).toBeLessThan(1e-9);
        expect(Math.abs(gapDeg(m, x) - gapDeg(m, y))).toBeLessThan(1e-9);
        expect(gapDeg(m, x)).toBeLessThanOrEqual(90 + 1e-9);
      }),
    );
  });
});

describe('compositeChart', () => {
  it('puts each body at the nearer midpoint, the south node opposite the north node', () => {
    const a = side({ sun: 350, moon: 170, northNode: 0 });
    const b = side({ sun: 10, moon: 190, northNode: 180 });
    const c = compositeChart(a, b);
    expect(c.bodies.sun).toEqual({ longitude: 0, sign: 'aries', degree: 0, minute: 0 });
    expect(c.bodies.moon).toEqual({ longitude: 180, sign: 'libra', degree: 0, minute: 0 });
    // Exactly opposite north nodes: the midpoint of the south nodes would land on the composite north node.
    expect(c.bodies.northNode.longitude).toBe(90);
    expect(c.bodies.southNode.longitude).toBe(270);
    for (const body of CHART_BODIES) {
      if (body === 'southNode') continue;
      expect(c.bodies[body].longitude).toBe(midpointDeg(a.bodies[body].longitude, b.bodies[body].longitude));
    }
  });

  it('has no angles or cusps when either time is unknown, bodies and aspects all the same', () => {
    const timed = side({}, housesAt(2451545, 35.68, 139.65));
    const timeless = side({ sun: 100, moon: 222 });
    for (const c of [compositeChart(timed, timeless), compositeChart(timeless, timed)]) {
      expect(c.angles).toBeNull();
      expect(c.cusps).toBeNull();
      expect(c.bodies.sun.longitude).toBe(50);
    }
    const both = compositeChart(timed, side({}, housesAt(2451600, 51.5, -0.13)));
    expect(both.angles).not.toBeNull();
    expect(both.cusps).toHaveLength(12);
  });

  it('takes each cusp and angle at its nearer midpoint when two real wheels agree', () => {
    const ha = housesAt(2451545.3, 35.68, 139.65);
    const hb = housesAt(2452000.7, 40.71, -74.01);
    const c = compositeChart(side({}, ha), side({}, hb));
    expect(c.angles?.midheaven.longitude).toBe(midpointDeg(ha.angles.midheaven, hb.angles.midheaven));
    expect(
      gapDeg(
        c.angles?.ascendant.longitude ?? Number.NaN,
        midpointDeg(ha.angles.ascendant, hb.angles.ascendant),
      ),
    ).toBeLessThan(1e-9);
    c.cusps?.forEach((cusp, i) => {
      expect(
        gapDeg(cusp, midpointDeg(ha.cusps[i] as number, hb.cusps[i] as number)),
        `cusp ${i + 1}`,
      ).toBeLessThan(1e-9);
    });
    expect(gapDeg(c.cusps?.[0] ?? Number.NaN, c.angles?.ascendant.longitude ?? Number.NaN)).toBeLessThan(
      1e-9,
    );
    expect(gapDeg(c.cusps?.[9] ?? Number.NaN, c.angles?.midheaven.longitude ?? Number.NaN)).toBeLessThan(
      1e-9,
    );
  });

  it('takes the far ASC midpoint when the near one would fall west of the MC, and keeps the wheel in order', () => {
    // A: MC 0°, ASC 100°. B: MC 170°, ASC 340°. MC midpoint 85°; the nearer ASC midpoint, 40°, lies before it.
    const porphyry = (mc: number, asc: number) => {
      const upper = norm360(asc - mc) / 3;
      const lower = (180 - 3 * upper) / 3;
      const half = [asc, asc + lower, asc + 2 * lower, mc + 180, mc + 180 + upper, mc + 180 + 2 * upper];
      const cusps = [...half, ...half.map((x) => x + 180)].map(norm360);
      return { angles: { ascendant: asc, midheaven: mc }, cusps };
    };
    const ha = porphyry(0, 100);
    const hb = porphyry(170, 340);
    const c = compositeChart(side({}, ha), side({}, hb));
    expect(c.angles?.midheaven.longitude).toBe(85);
    expect(c.angles?.ascendant.longitude).toBeCloseTo(220, 9);
    const cusps = c.cusps ?? [];
    expectOrderedWheel(cusps);
    expect(cusps[0]).toBeCloseTo(220, 9);
    expect(cusps[9]).toBeCloseTo(85, 9);
    // Each house is the mean size of the two charts' houses.
    cusps.forEach((cusp, i) => {
      const size = (h: typeof ha) => norm360((h.cusps[(i + 1) % 12] as number) - (h.cusps[i] as number));
      expect(norm360((cusps[(i + 1) % 12] as number) - cusp)).toBeCloseTo((size(ha) + size(hb)) / 2, 9);
    });
    // Plain per-cusp nearer midpoints would have scrambled this wheel.
    const naive = ha.cusps.map((x, i) => midpointDeg(x, hb.cusps[i] as number));
    expect(naive.reduce((n, x, i) => n + norm360((naive[(i + 1) % 12] as number) - x), 0)).toBeGreaterThan(
      361,
    );
  });

  it('keeps the wheel in order for any two real charts, polar fallback and every house system included', () => {
    const systems: HouseSystem[] = ['placidus', 'koch', 'porphyry', 'equal', 'whole-sign'];
    fc.assert(
      fc.property(
        fc.double({ min: 2415020, max: 2488434, noNaN: true }),
        fc.double({ min: 2415020, max: 2488434, noNaN: true }),
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom(...systems),
        (jdA, jdB, latA, latB, lngA, lngB, system) => {
          const ha = housesAt(jdA, latA, lngA, system);
          const hb = housesAt(jdB, latB, lngB, system);
          const c = compositeChart(side({}, ha), side({}, hb));
          const cusps = c.cusps ?? [];
          expectOrderedWheel(cusps);
          const asc = c.angles?.ascendant.longitude ?? Number.NaN;
          const mc = c.angles?.midheaven.longitude ?? Number.NaN;
          expect(norm360(asc - mc)).toBeLessThan(180);
          if (system !== 'whole-sign') expect(gapDeg(cusps[0] as number, asc)).toBeLessThan(1e-9);
          if (system !== 'equal' && system !== 'whole-sign')
            expect(gapDeg(cusps[9] as number, mc)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('whole-sign wheels stay whole-sign-like: cusp 1 sits below the composite ASC, houses 30° wide', () => {
    const ws = (asc: number) => ({
      angles: { ascendant: asc, midheaven: norm360(asc - 95) },
      cusps: Array.from({ length: 12 }, (_, i) => norm360(Math.floor(asc / 30) * 30 + 30 * i)),
    });
    const c = compositeChart(side({}, ws(15)), side({}, ws(50)));
    expect(c.angles?.ascendant.longitude).toBe(32.5);
    expect(c.cusps).toEqual(Array.from({ length: 12 }, (_, i) => 15 + 30 * i));
  });

  it('finds aspects among the composite bodies only, applying from the mean speeds', () => {
    // Composite Sun 10°, Moon 13° (the rest at 45°, out of their orbs), ASC on the Sun: no body–angle aspects.
    const others = Object.fromEntries(CHART_BODIES.map((b) => [b, 45]));
    const houses = {
      angles: { ascendant: 10, midheaven: 280 },
      cusps: Array.from({ length: 12 }, (_, i) => 10 + 30 * i),
    };
    const a = side({ ...others, sun: 10, moon: 13 }, houses);
    const b = side({ ...others, sun: 10, moon: 13 }, houses);
    // Sun 1°/day; Moon (1 + −3) / 2 = −1°/day: the Moon, ahead, backs onto the Sun.
    b.bodies.moon.speed = -3;
    const c = compositeChart(a, b);
    expect(c.angles?.ascendant.longitude).toBe(10);
    expect(c.aspects.filter((x) => x.a === 'sun' || x.b === 'sun')).toEqual([
      { a: 'sun', b: 'moon', type: 'conjunction', angle: 0, orb: 3, applying: true },
    ]);
    expect(c.aspects.some((x) => x.b === 'ascendant' || x.b === 'midheaven' || x.a === 'ascendant')).toBe(
      false,
    );
    expect(c.aspects.some((x) => x.a === 'southNode' || x.b === 'southNode')).toBe(false);
    // Moon (1 + 5) / 2 = 3°/day, running away from the Sun: separating.
    b.bodies.moon.speed = 5;
    expect(compositeChart(a, b).aspects.find((x) => x.a === 'sun')?.applying).toBe(false);
  });
});

describe('compositeChart from computeNatalChart', () => {
  it('accepts compatSide of two natal charts', () => {
    const opts = { houseSystem: 'placidus', node: 'true' } as const;
    const a = computeNatalChart(2447892.5, 35.68, 139.65, opts);
    const b = computeNatalChart(2448500.25, 21.31, -157.86, opts);
    const c = compositeChart(compatSide(a, true), compatSide(b, false));
    expect(c.bodies.venus.longitude).toBe(midpointDeg(a.bodies.venus.longitude, b.bodies.venus.longitude));
    expect(c.angles).toBeNull();
  });
});
