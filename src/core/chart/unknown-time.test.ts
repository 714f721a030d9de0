import { describe, expect, it } from 'vitest';
import { parseChartRequest } from './chart-request';
import { asTimed, type ChartOutput, computeChart } from './compute-chart';

const TOKYO = { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' } as const;
const unknown = (date: string, extra: Record<string, unknown> = {}) =>
  computeChart(parseChartRequest({ date, unknownTime: true, ...TOKYO, ...extra }));
/** The ordinary pipeline with a time: the oracle every unknown-time figure is checked against. */
const at = (date: string, time: string, extra: Record<string, unknown> = {}) =>
  asTimed(computeChart(parseChartRequest({ date, time, ...TOKYO, ...extra })));
const minuteAfter = (local: string, minutes: number) => {
  const ms = Date.parse(`${local.replace(' ', 'T')}:00Z`) + minutes * 60_000;
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

describe('a chart without a birth time (issue 17 §2)', () => {
  const c = unknown('2000-01-03');

  it('is cast at local noon and keeps nothing that depends on the time', () => {
    expect(c.timeKnown).toBe(false);
    expect(c.local.time).toBeNull();
    expect(c.utc).toBe('2000-01-03T03:00:00.000Z');
    expect(c.angles).toBeNull();
    expect(c.houses).toBeNull();
    for (const b of Object.values(c.bodies)) expect(b.house).toBeNull();
    expect(
      c.aspects.some(
        (a) => ['ascendant', 'midheaven'].includes(a.a) || ['ascendant', 'midheaven'].includes(a.b),
      ),
    ).toBe(false);
    expect(c.bazi.hour).toBeNull();
    // Three pillars: the hour's characters take no part in the balance or the relations.
    const counts = Object.values(c.bazi.elements.counts).reduce((x, y) => x + y, 0);
    expect(counts).toBe(6);
    for (const r of c.bazi.relations) expect(r.pillars).not.toContain('hour');
    expect(c.bazi.warnings.some((w) => w.kind === 'nearHourBoundary' || w.kind === 'lateZiHour')).toBe(false);
    // The rest is the noon chart's.
    const noon = at('2000-01-03', '12:00');
    expect(c.bodies.sun.longitude).toBe(noon.bodies.sun.longitude);
    expect([c.bazi.year, c.bazi.month, c.bazi.day].map((p) => p.stem + p.branch)).toEqual(
      [noon.bazi.year, noon.bazi.month, noon.bazi.day].map((p) => p.stem + p.branch),
    );
  });

  it("gives the Moon's range over the day and the minute it changes sign", () => {
    const info = c.unknownTime;
    if (!info) throw new Error('no unknownTime');
    const start = at('2000-01-03', '00:00');
    const end = at('2000-01-04', '00:00');
    expect(info.moon.startLonDeg).toBeCloseTo(start.bodies.moon.longitude, 5);
    expect(info.moon.endLonDeg).toBeCloseTo(end.bodies.moon.longitude, 5);
    expect([info.moon.startSign, info.moon.endSign]).toEqual(['scorpio', 'sagittarius']);
    const change = info.signChanges.find((x) => x.body === 'moon');
    expect(change).toMatchObject({ from: 'scorpio', to: 'sagittarius' });
    // One minute either side of the reported minute, the ordinary chart agrees.
    const before = minuteAfter(change?.atLocal ?? '', -1);
    const after = minuteAfter(change?.atLocal ?? '', 1);
    expect(at(before.date, before.time).bodies.moon.sign).toBe('scorpio');
    expect(at(after.date, after.time).bodies.moon.sign).toBe('sagittarius');
  });

  it('gives one Moon sign on a day it keeps its sign', () => {
    const info = unknown('2000-01-02').unknownTime;
    expect(info?.moon.startSign).toBe(info?.moon.endSign);
    expect(info?.signChanges.filter((x) => x.body === 'moon')).toEqual([]);
  });

  it('marks the aspects that hold for only part of the day, checked against the day’s two ends', () => {
    const ends = [at('2000-01-03', '00:00'), at('2000-01-04', '00:00')];
    const has = (chart: ChartOutput, a: { a: string; b: string; type: string }) =>
      chart.aspects.some((x) => x.a === a.a && x.b === a.b && x.type === a.type);
    const partial = c.aspects.filter((a) => a.wholeDay === false);
    expect(partial.length).toBeGreaterThan(0);
    for (const a of c.aspects) {
      if (a.wholeDay) for (const e of ends) expect(has(e, a)).toBe(true);
      else expect(ends.every((e) => has(e, a)) && has(at('2000-01-03', '12:00'), a)).toBe(false);
    }
  });

  it('flags a pillar that changes that day, at the minute the ordinary chart changes it', () => {
    const jie = unknown('2000-01-06');
    const w = jie.bazi.warnings.find((x) => x.kind === 'changesDuringDay');
    expect(w).toMatchObject({ pillar: 'month', atLocal: '2000-01-06 10:00' });
    const month = (t: string) => {
      const p = at('2000-01-06', t).bazi.month;
      return p.stem + p.branch;
    };
    expect(month('09:59')).toBe('丙子');
    expect(month('10:01')).toBe('丁丑');
    expect(w?.candidates).toEqual({ before: '己卯 丙子 癸亥', after: '己卯 丁丑 癸亥' });
    // The 23:00 子時 rule moves the day pillar within the day; the midnight rule does not.
    const late = unknown('2000-01-07', { ziHour: '23' }).bazi.warnings.filter(
      (x) => x.kind === 'changesDuringDay',
    );
    expect(late.map((x) => [x.pillar, x.atLocal])).toEqual([['day', '2000-01-07 23:00']]);
    expect(unknown('2000-01-07').bazi.warnings.some((x) => x.kind === 'changesDuringDay')).toBe(false);
  });

  it('refuses a time together with unknownTime, and asks for one of them', () => {
    expect(() =>
      parseChartRequest({ date: '2000-01-03', time: '10:00', unknownTime: true, ...TOKYO }),
    ).toThrow(/not both/);
    expect(() => parseChartRequest({ date: '2000-01-03', ...TOKYO })).toThrow(/time is required/);
  });
});
