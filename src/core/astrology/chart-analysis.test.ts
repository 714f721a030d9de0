import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { asTimed, computeChart } from '../chart/compute-chart';
import { analyseChart, findPatterns, signElement, signModality } from './chart-analysis';
import { PLANETS, type Planet } from './vocabulary';

const lonOf = (entries: Partial<Record<Planet, number>>) =>
  Object.fromEntries(PLANETS.map((p, i) => [p, entries[p] ?? 7 + i * 31.3])) as Record<Planet, number>;

describe('chart analysis', () => {
  it('knows elements and modalities', () => {
    expect([
      signElement('aries'),
      signElement('taurus'),
      signElement('gemini'),
      signElement('cancer'),
    ]).toEqual(['fire', 'earth', 'air', 'water']);
    expect([
      signModality('aries'),
      signModality('taurus'),
      signModality('gemini'),
      signModality('pisces'),
    ]).toEqual(['cardinal', 'fixed', 'mutable', 'mutable']);
  });

  it('finds a grand trine, a T-square, a grand cross and a yod, and nothing in an empty sky', () => {
    const kinds = (e: Partial<Record<Planet, number>>) =>
      findPatterns(lonOf(e)).map((p) => `${p.kind}:${p.bodies.join(',')}`);
    expect(kinds({ sun: 10, moon: 130, mars: 250 })).toContain('grandTrine:sun,moon,mars');
    expect(kinds({ sun: 10, moon: 190, saturn: 100 })).toContain('tSquare:saturn,sun,moon');
    expect(
      kinds({ sun: 10, moon: 190, mars: 100, saturn: 280 }).some((k) => k.startsWith('grandCross')),
    ).toBe(true);
    expect(kinds({ venus: 10, mars: 70, pluto: 220 })).toContain('yod:pluto,venus,mars');
    const spread = Object.fromEntries(PLANETS.map((p, i) => [p, i * 37])) as Record<Planet, number>;
    expect(findPatterns(spread).filter((p) => p.kind === 'grandCross')).toEqual([]);
  });

  it('reads the 1990 Tokyo chart', () => {
    const c = asTimed(
      computeChart(
        parseChartRequest({
          date: '1990-05-15',
          time: '14:30',
          lat: 35.6762,
          lng: 139.6503,
          tz: 'Asia/Tokyo',
        }),
      ),
    );
    const a = analyseChart(c.bodies, c.angles.ascendant.sign, c.aspects);
    expect(a.chartRuler).toBe('venus'); // Libra rising
    const total = Object.values(a.elements).reduce((x, y) => x + y, 0);
    expect(total).toBe(10.5); // 2 + 2 + 5 × 1 + 3 × 0.5
    expect((a.hemispheres?.above ?? 0) + (a.hemispheres?.below ?? 0)).toBe(10);
    expect(a.quadrants?.reduce((x, y) => x + y, 0)).toBe(10);
    // Saturn, Uranus and Neptune in Capricorn, all in the 4th house: a stellium both ways.
    expect(a.stelliums).toEqual(
      expect.arrayContaining([
        { sign: 'capricorn', bodies: expect.arrayContaining(['saturn', 'uranus', 'neptune']) },
        { house: 4, bodies: expect.arrayContaining(['saturn', 'uranus', 'neptune']) },
      ]),
    );
    expect(a.dominantSigns).toContain('capricorn');
    expect(a.dominantPlanets).toHaveLength(3);
  });
});
