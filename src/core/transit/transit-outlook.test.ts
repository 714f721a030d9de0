import { describe, expect, it } from 'vitest';
import type { LifeCycle } from './life-cycles';
import {
  aspectFamily,
  cycleStage,
  groupSeries,
  INTENSITY_THRESHOLDS,
  intensityOn,
  outlook,
  overviewPhase,
  seriesInForce,
  transitWeight,
} from './transit-outlook';
import type { TransitHit } from './transit-scan';

const hit = (over: Partial<TransitHit>): TransitHit => ({
  transit: 'saturn',
  natal: 'sun',
  type: 'square',
  angleDeg: 90,
  exactJdUt: 100,
  transitRetrograde: false,
  pass: 1,
  passes: 1,
  orbDeg: 2,
  enterJdUt: 80,
  leaveJdUt: 120,
  ...over,
});

describe('transit outlook', () => {
  it('sorts aspects into three families', () => {
    expect(aspectFamily('conjunction')).toBe('conjunction');
    expect(aspectFamily('trine')).toBe('harmonious');
    expect(aspectFamily('sextile')).toBe('harmonious');
    expect(aspectFamily('square')).toBe('challenging');
    expect(aspectFamily('opposition')).toBe('challenging');
  });

  it('weighs slow, hard transits to the person more than fast or soft ones', () => {
    expect(transitWeight(hit({}))).toBe(3); // Saturn 2 × hard 1 × Sun 1.5
    expect(transitWeight(hit({ type: 'trine' }))).toBe(1.5);
    expect(transitWeight(hit({ natal: 'mercury' }))).toBe(2);
    expect(transitWeight(hit({ transit: 'mars' }))).toBe(0.75);
  });

  it('counts a retrograde series once and grades the date by what is in orb', () => {
    const series = [1, 2, 3].map((pass) =>
      hit({ pass, passes: 3, exactJdUt: 100 + pass * 60, enterJdUt: 80, leaveJdUt: 320 }),
    );
    const one = intensityOn(series, 200);
    expect(one.inForce).toHaveLength(3);
    expect(one.score).toBe(3);
    expect(one.intensity).toBe('medium');
    const heavy = [
      ...series,
      hit({ transit: 'pluto', natal: 'moon', type: 'conjunction', angleDeg: 0 }),
      hit({ transit: 'uranus', natal: 'ascendant', type: 'opposition', angleDeg: 180 }),
    ];
    expect(intensityOn(heavy, 100).score).toBeGreaterThanOrEqual(INTENSITY_THRESHOLDS.high);
    expect(intensityOn(heavy, 100).intensity).toBe('high');
    expect(intensityOn(heavy, 1000).intensity).toBe('gentle');
    expect(groupSeries(series)).toHaveLength(1);
    // Equal weights (3 each) keep their order.
    expect(seriesInForce(groupSeries(heavy), 100).map((x) => x.transit)).toEqual([
      'saturn',
      'pluto',
      'uranus',
    ]);
    expect(seriesInForce(groupSeries(heavy), 1000)).toEqual([]);
    expect(groupSeries(series)[0]).toMatchObject({ startJdUt: 80, endJdUt: 320 });
  });

  it('places the date in a life cycle and names the overview phase', () => {
    const saturnReturn: LifeCycle = {
      kind: 'saturnReturn',
      n: 1,
      firstExactJdUt: 1000,
      lastExactJdUt: 1200,
      passes: 3,
    };
    const uranus: LifeCycle = {
      kind: 'uranusOpposition',
      n: 1,
      firstExactJdUt: 5000,
      lastExactJdUt: 5300,
      passes: 3,
    };
    expect(cycleStage(saturnReturn, 950)).toBe('early');
    expect(cycleStage(saturnReturn, 1100)).toBe('middle');
    expect(cycleStage(saturnReturn, 1250)).toBe('late');
    expect(cycleStage(saturnReturn, 2000)).toBeNull();
    expect(overviewPhase([saturnReturn, uranus], 1100)).toBe('saturnReturn');
    expect(overviewPhase([saturnReturn, uranus], 5100)).toBe('midlifeTransition');
    expect(overviewPhase([saturnReturn, uranus], 3000)).toBe('stable');
  });

  it('puts each slow transit in the first horizon its exact pass reaches, and cycles beyond a year in the long term', () => {
    const hits = [
      hit({ exactJdUt: 50, enterJdUt: 30, leaveJdUt: 70 }),
      hit({
        transit: 'jupiter',
        type: 'trine',
        angleDeg: 120,
        exactJdUt: 150,
        enterJdUt: 140,
        leaveJdUt: 160,
      }),
      hit({ transit: 'mars', exactJdUt: 20 }),
      hit({ transit: 'pluto', natal: 'moon', exactJdUt: 300 }),
    ];
    const cycles: LifeCycle[] = [
      { kind: 'jupiterReturn', n: 3, firstExactJdUt: 200, lastExactJdUt: 200, passes: 1 },
      { kind: 'saturnReturn', n: 2, firstExactJdUt: 900, lastExactJdUt: 1100, passes: 3 },
    ];
    const o = outlook(groupSeries(hits), cycles, 0);
    expect(o.months3.map((s) => s.transit)).toEqual(['saturn']);
    expect(o.months6.map((s) => s.transit)).toEqual(['jupiter']);
    expect(o.year1.map((s) => s.transit)).toEqual(['pluto']);
    expect(o.longTerm.map((c) => c.kind)).toEqual(['saturnReturn']);
  });
});
