import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import { analyseChart } from './chart-analysis';
import { definingTraits } from './defining-traits';

const cast = (date: string, time: string, lat: number, lng: number, tz: string) =>
  computeChart(parseChartRequest({ date, time, lat, lng, tz }));

describe('definingTraits', () => {
  it('puts a stellium first and always names the chart ruler with its sign and house', () => {
    // 1962-02-04/05: the famous Aquarius stellium (Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn).
    const chart = cast('1962-02-04', '12:00', 35.6762, 139.6503, 'Asia/Tokyo');
    const a = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
    const traits = definingTraits(a, chart.bodies);
    expect(traits[0]).toMatchObject({ kind: 'stellium', sign: 'aquarius' });
    expect((traits[0] as { bodies: string[] }).bodies.length).toBeGreaterThanOrEqual(5);
    const ruler = traits.find((t) => t.kind === 'chartRuler');
    expect(ruler).toBeDefined();
    if (ruler?.kind === 'chartRuler') {
      expect(ruler.sign).toBe(chart.bodies[ruler.planet].sign);
      expect(ruler.house).toBe(chart.bodies[ruler.planet].house);
    }
    expect(traits.length).toBeLessThanOrEqual(4);
  });

  it('gives three or four traits for ordinary charts, never more than asked', () => {
    for (const [date, time] of [
      ['1990-05-15', '14:30'],
      ['1975-11-02', '03:10'],
      ['2001-08-21', '21:45'],
    ] as const) {
      const chart = cast(date, time, 51.5074, -0.1278, 'Europe/London');
      const a = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
      const traits = definingTraits(a, chart.bodies);
      expect(traits.length).toBeGreaterThanOrEqual(2);
      expect(traits.length).toBeLessThanOrEqual(4);
      expect(new Set(traits.map((t) => JSON.stringify(t))).size).toBe(traits.length);
      expect(definingTraits(a, chart.bodies, 2).length).toBeLessThanOrEqual(2);
    }
  });

  it('marks an element as leading only at 40 % or more of the weighted balance', () => {
    const chart = cast('1962-02-04', '12:00', 35.6762, 139.6503, 'Asia/Tokyo');
    const a = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
    const el = definingTraits(a, chart.bodies, 6).find((t) => t.kind === 'element');
    expect(el).toMatchObject({ kind: 'element', element: 'air' });
    if (el?.kind === 'element') expect(el.sharePercent).toBeGreaterThanOrEqual(40);
  });
});
