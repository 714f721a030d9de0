import { describe, expect, it } from 'vitest';
import { AREA_POINTS, LIFE_AREAS, seriesForArea } from './life-areas';
import type { TransitSeries } from './transit-outlook';

const series = (natal: TransitSeries['natal'], weight: number) =>
  ({
    transit: 'saturn',
    natal,
    type: 'square',
    angleDeg: 90,
    family: 'challenging',
    passes: [],
    startJdUt: 0,
    endJdUt: 1,
    weight,
  }) as TransitSeries;

describe('life areas of the transit report', () => {
  it('gives every area its natal points', () => {
    for (const a of LIFE_AREAS) expect(AREA_POINTS[a].length).toBeGreaterThanOrEqual(3);
  });
  it('lists the transits to an area’s points, strongest first', () => {
    const list = [series('mercury', 1), series('midheaven', 2), series('sun', 3), series('venus', 5)];
    expect(seriesForArea(list, 'career').map((s) => s.natal)).toEqual(['sun', 'midheaven']);
    expect(seriesForArea(list, 'finance').map((s) => s.natal)).toEqual(['venus']);
  });
});
