import { describe, expect, it } from 'vitest';
import { groupSeries } from './transit-outlook';
import type { TransitHit } from './transit-scan';
import { challenges, isSupportive, keyThemes, opportunities, yearTone } from './transit-themes';

let t = 0;
const hit = (over: Partial<TransitHit>): TransitHit => {
  t += 10;
  return {
    transit: 'saturn',
    natal: 'sun',
    type: 'square',
    angleDeg: 90,
    exactJdUt: t,
    transitRetrograde: false,
    pass: 1,
    passes: 1,
    orbDeg: 2,
    enterJdUt: t - 5,
    leaveJdUt: t + 5,
    ...over,
  };
};

describe('transit themes', () => {
  it('counts trines, sextiles and Jupiter conjunctions as supportive; the rest as demanding', () => {
    expect(isSupportive({ transit: 'saturn', family: 'harmonious' })).toBe(true);
    expect(isSupportive({ transit: 'jupiter', family: 'conjunction' })).toBe(true);
    expect(isSupportive({ transit: 'pluto', family: 'conjunction' })).toBe(false);
    expect(isSupportive({ transit: 'jupiter', family: 'challenging' })).toBe(false);
  });

  it('ranks natal points by the summed weight of the slow transits to them, fast ones ignored', () => {
    const series = groupSeries([
      hit({ transit: 'jupiter', natal: 'venus', type: 'trine', angleDeg: 120 }), // 0.5
      hit({ transit: 'saturn', natal: 'moon', type: 'square', angleDeg: 90 }), // 3
      hit({ transit: 'pluto', natal: 'moon', type: 'trine', angleDeg: -120 }), // 1.5
      hit({ transit: 'uranus', natal: 'mercury', type: 'opposition', angleDeg: 180 }), // 2
      hit({ transit: 'mars', natal: 'venus', type: 'conjunction', angleDeg: 0 }), // fast: not a theme
    ]);
    const themes = keyThemes(series);
    expect(themes.map((x) => [x.point, x.weight])).toEqual([
      ['moon', 4.5],
      ['mercury', 2],
      ['venus', 0.5],
    ]);
    // The point's transits, strongest first; how they lean, by the year's rule (Saturn's square 3 against Pluto's
    // trine 1.5 is exactly twice: demanding), so its advice speaks to that.
    expect(themes[0]?.series.map((s) => s.transit)).toEqual(['saturn', 'pluto']);
    expect(themes.map((x) => x.tone)).toEqual(['demanding', 'demanding', 'supportive']);
    expect(keyThemes(series, 1)).toHaveLength(1);
  });

  it('lists the opportunities and challenges of the year by natal point, strongest first, a series once', () => {
    const series = groupSeries([
      hit({ transit: 'jupiter', natal: 'sun', type: 'conjunction', angleDeg: 0 }), // 1.5 supportive
      hit({ transit: 'neptune', natal: 'midheaven', type: 'trine', angleDeg: 120 }), // 1.5 supportive
      hit({ transit: 'saturn', natal: 'venus', type: 'square', angleDeg: 90, pass: 1, passes: 3 }),
      hit({ transit: 'saturn', natal: 'venus', type: 'square', angleDeg: 90, pass: 2, passes: 3 }),
      hit({ transit: 'saturn', natal: 'venus', type: 'square', angleDeg: 90, pass: 3, passes: 3 }),
      hit({ transit: 'uranus', natal: 'sun', type: 'sextile', angleDeg: -60 }), // 1.5 supportive, the Sun again
      hit({ transit: 'venus', natal: 'sun', type: 'trine', angleDeg: 120 }), // fast: left out
    ]);
    // The Sun (3) before the Midheaven (1.5); the Sun's two transits under it, the earlier first at equal weight.
    const open = opportunities(series);
    expect(open.map((o) => [o.point, o.weight])).toEqual([
      ['sun', 3],
      ['midheaven', 1.5],
    ]);
    expect(open[0]?.series.map((s) => s.transit)).toEqual(['jupiter', 'uranus']);
    const hard = challenges(series);
    expect(hard.map((o) => [o.point, o.series.map((s) => s.passes.length)])).toEqual([['venus', [3]]]);
  });

  it('judges the tone of the year from the balance of support and demand', () => {
    expect(yearTone(groupSeries([hit({ transit: 'mars' })]))).toBe('quiet');
    expect(yearTone(groupSeries([hit({ type: 'trine', angleDeg: 120 })]))).toBe('supportive');
    expect(yearTone(groupSeries([hit({})]))).toBe('demanding');
    expect(
      yearTone(
        groupSeries([
          hit({}), // 3 demanding
          hit({ transit: 'jupiter', natal: 'moon', type: 'conjunction', angleDeg: 0 }), // 1.5 supportive
        ]),
      ),
    ).toBe('demanding');
    expect(
      yearTone(
        groupSeries([
          hit({}), // 3
          hit({ natal: 'moon', type: 'trine', angleDeg: 120 }), // 1.5 + …
          hit({ transit: 'jupiter', natal: 'moon', type: 'conjunction', angleDeg: 0 }), // … 1.5 = 3
        ]),
      ),
    ).toBe('mixed');
  });
});
