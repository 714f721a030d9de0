import { describe, expect, it } from 'vitest';
import { referenceChart } from '../chart/reference-chart';
import { jdUtFromUnixMs } from '../time/julian-day';
import { type AnalysisStage, analyseTransits } from './transit-analysis';

const chart = referenceChart();
const jdOf = (y: number, m: number, d: number) => jdUtFromUnixMs(Date.UTC(y, m - 1, d));

describe('transit analysis of a date', () => {
  it('reports the five stages in order and covers the year from the date', () => {
    const stages: AnalysisStage[] = [];
    const a = analyseTransits(chart, jdOf(2027, 1, 1), (s) => stages.push(s));
    expect(stages).toEqual(['prepare', 'calculate', 'analyze', 'interpret', 'complete']);
    expect(a.toJdUt - a.fromJdUt).toBeCloseTo(365.25, 6);
    expect(a.scan.hits.length).toBeGreaterThan(200);
    expect(a.bazi.years.map((y) => y.pillar)).toEqual(['丙午', '丁未']);
    // Rows: every hit belongs to exactly one series, and a series' passes are numbered 1…n or a tail of that.
    expect(a.series.reduce((n, s) => n + s.passes.length, 0)).toBe(a.scan.hits.length);
    // Every hit of the year whose orb window holds the date is among the contacts in orb then.
    const inOrb = new Set(a.inForce.map((c) => `${c.transit}|${c.natal}|${c.angleDeg}`));
    for (const h of a.scan.hits)
      if ((h.enterJdUt ?? Infinity) <= a.dateJdUt && a.dateJdUt <= (h.leaveJdUt ?? -Infinity))
        expect(inOrb).toContain(`${h.transit}|${h.natal}|${h.angleDeg}`);
  });

  it('synthesises the year: themes from its heaviest slow transits, opportunities, challenges, outer houses', () => {
    const a = analyseTransits(chart, jdOf(2027, 1, 1));
    const slow = a.series.filter((s) =>
      ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].includes(s.transit),
    );
    expect(a.themes.length).toBe(Math.min(5, new Set(slow.map((s) => s.natal)).size));
    // Each theme's weight is the sum of its series, and the themes come heaviest first.
    for (const t of a.themes) {
      expect(t.weight).toBeCloseTo(
        slow.filter((s) => s.natal === t.point).reduce((n, s) => n + s.weight, 0),
        9,
      );
    }
    expect(a.themes.map((t) => t.weight)).toEqual([...a.themes.map((t) => t.weight)].sort((x, y) => y - x));
    // Opportunities and challenges are disjoint slow series of the year, grouped under their natal point.
    const open = a.opportunities.flatMap((o) => o.series);
    const hard = a.challenges.flatMap((o) => o.series);
    for (const o of [...a.opportunities, ...a.challenges])
      for (const s of o.series) expect(s.natal).toBe(o.point);
    for (const s of [...open, ...hard]) expect(slow).toContain(s);
    expect(open.filter((s) => hard.includes(s))).toEqual([]);
    expect(['quiet', 'supportive', 'demanding', 'mixed']).toContain(a.tone);
    // In 2027 Pluto is at 3–6° Aquarius: still the 4th house of this chart (cusp 4 ≈ 274.4°, 5 ≈ 307.1°).
    expect(a.outer?.map((o) => o.body)).toEqual(['uranus', 'neptune', 'pluto']);
    expect(a.outer?.find((o) => o.body === 'pluto')?.house).toBe(4);
  });

  it('puts the first Saturn return of a 1990 birth in early 2020, and names the phase then', () => {
    const during = analyseTransits(chart, jdOf(2020, 2, 1));
    expect(during.phase).toBe('saturnReturn');
    const sr = during.cycles.find((c) => c.cycle.kind === 'saturnReturn' && c.cycle.n === 1);
    expect(sr?.stage).toBe('early');
    // In 2034–35 transiting Uranus opposes natal Uranus (8° Capricorn → 8° Cancer): the midlife transition.
    expect(analyseTransits(chart, jdOf(2035, 1, 1)).phase).toBe('midlifeTransition');
  });

  it('refuses a date before the birth', () => {
    expect(() => analyseTransits(chart, jdOf(1980, 1, 1))).toThrow(/before the birth/);
  });
});
