import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { asTimed, computeChart } from '../chart/compute-chart';
import { analyseChart } from './chart-analysis';
import { definingTraits } from './defining-traits';
import { PLANETS } from './vocabulary';

const cast = (date: string, time: string, lat: number, lng: number, tz: string) =>
  asTimed(computeChart(parseChartRequest({ date, time, lat, lng, tz })));

describe('definingTraits', () => {
  it('puts a stellium first and always names the chart ruler with its sign and house', () => {
    // 1962-02-04/05: the famous Aquarius stellium (Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn).
    const chart = cast('1962-02-04', '12:00', 35.6762, 139.6503, 'Asia/Tokyo');
    const a = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
    const traits = definingTraits(a, chart.bodies, chart);
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
      const traits = definingTraits(a, chart.bodies, chart);
      expect(traits.length).toBeGreaterThanOrEqual(2);
      expect(traits.length).toBeLessThanOrEqual(4);
      expect(new Set(traits.map((t) => JSON.stringify(t))).size).toBe(traits.length);
      expect(definingTraits(a, chart.bodies, chart, 2).length).toBeLessThanOrEqual(2);
    }
  });

  it('marks an element as leading only at 40 % or more of the weighted balance', () => {
    const chart = cast('1962-02-04', '12:00', 35.6762, 139.6503, 'Asia/Tokyo');
    const a = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
    const el = definingTraits(a, chart.bodies, chart, 6).find((t) => t.kind === 'element');
    expect(el).toMatchObject({ kind: 'element', element: 'air' });
    if (el?.kind === 'element') expect(el.sharePercent).toBeGreaterThanOrEqual(40);
  });

  it('names a planet on an angle (within 8°) and an aspect within 1°, found from the longitudes themselves', () => {
    // Over a year of noon charts in Tokyo, recompute from the chart's own longitudes which planet is closest to
    // the Ascendant, MC, Descendant or IC, and which planet pair makes the tightest major aspect.
    const angles = (c: ReturnType<typeof cast>) => ({
      ascendant: c.angles.ascendant.longitude,
      midheaven: c.angles.midheaven.longitude,
      descendant: c.angles.ascendant.longitude + 180,
      ic: c.angles.midheaven.longitude + 180,
    });
    const sep = (x: number, y: number) => Math.abs(((((x - y) % 360) + 540) % 360) - 180);
    let angularSeen = 0;
    let tightSeen = 0;
    for (let d = 0; d < 365; d += 7) {
      const date = new Date(Date.UTC(1988, 0, 1 + d)).toISOString().slice(0, 10);
      const chart = cast(date, '12:00', 35.6762, 139.6503, 'Asia/Tokyo');
      const a = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
      const traits = definingTraits(a, chart.bodies, chart, 8);
      let best: { planet: string; angle: string; orb: number } | null = null;
      for (const planet of PLANETS)
        for (const [angle, lon] of Object.entries(angles(chart))) {
          const orb = sep(chart.bodies[planet].longitude, lon);
          if (orb <= 8 && (!best || orb < best.orb)) best = { planet, angle, orb };
        }
      const angular = traits.find((t) => t.kind === 'angular');
      if (best) {
        angularSeen++;
        expect(angular, date).toMatchObject({ planet: best.planet, angle: best.angle });
        if (angular?.kind === 'angular') expect(Math.abs(angular.orbDeg - best.orb)).toBeLessThan(0.06);
      } else expect(angular, date).toBeUndefined();
      const tight = traits.find((t) => t.kind === 'tightAspect');
      const planetPairs = chart.aspects.filter(
        (x) => (PLANETS as readonly string[]).includes(x.a) && (PLANETS as readonly string[]).includes(x.b),
      );
      const exact = planetPairs.filter((x) => x.orb <= 1).sort((x, y) => x.orb - y.orb)[0];
      if (exact && a.patterns.length === 0) {
        tightSeen++;
        expect(tight, date).toMatchObject({ a: exact.a, b: exact.b, type: exact.type });
        if (tight?.kind === 'tightAspect') {
          const exactDeg = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 }[
            tight.type
          ];
          const apart = sep(chart.bodies[tight.a].longitude, chart.bodies[tight.b].longitude);
          expect(Math.abs(apart - exactDeg), date).toBeLessThanOrEqual(1);
        }
      } else expect(tight, date).toBeUndefined();
      expect(
        traits.some((t) => t.kind === 'chartRuler'),
        date,
      ).toBe(true);
    }
    expect(angularSeen).toBeGreaterThan(5);
    expect(tightSeen).toBeGreaterThan(5);
  });
});
