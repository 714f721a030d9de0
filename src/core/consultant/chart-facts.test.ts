import { describe, expect, it } from 'vitest';
import { judgementOfChart } from '../bazi/judgement';
import { periodContext, runningVerdicts } from '../bazi/period-verdict';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import { REFERENCE_BIRTH, referenceChart } from '../chart/reference-chart';
import { jdUtFromUnixMs } from '../time/julian-day';
import { analyseTransits } from '../transit/transit-analysis';
import { SLOW_BODIES, seriesInForce } from '../transit/transit-outlook';
import { type ChartFact, chartFacts } from './chart-facts';

const chart = referenceChart();
const now = jdUtFromUnixMs(Date.UTC(2027, 0, 1, 3));
const facts = chartFacts(chart, now);
const byId = new Map(facts.map((f) => [f.id, f]));
const get = <K extends ChartFact['kind']>(id: string, kind: K) => {
  const f = byId.get(id);
  expect(f?.kind, id).toBe(kind);
  return f as ChartFact & { kind: K };
};

describe('chart facts for the consultant', () => {
  it('gives every fact a unique id, and covers the bodies, angles, twelve cusps, aspects and four pillars', () => {
    expect(byId.size).toBe(facts.length);
    expect(facts.filter((f) => f.kind === 'position')).toHaveLength(13);
    expect(facts.filter((f) => f.kind === 'cusp')).toHaveLength(12);
    expect(facts.filter((f) => f.kind === 'aspect')).toHaveLength(chart.aspects.length);
    expect(facts.filter((f) => f.kind === 'pillar').map((f) => f.id)).toEqual([
      'B.year',
      'B.month',
      'B.day',
      'B.hour',
    ]);
  });

  it('states the chart as the engine computed it: the Sun in Taurus, the first cusp on the Ascendant', () => {
    expect(get('P.sun', 'position')).toMatchObject({
      sign: 'taurus',
      degree: chart.bodies.sun.degree,
      house: chart.bodies.sun.house,
    });
    const asc = get('A.ascendant', 'angle');
    const h1 = get('H1', 'cusp');
    expect([h1.sign, h1.degree, h1.minute]).toEqual([asc.sign, asc.degree, asc.minute]);
    const mc = get('A.midheaven', 'angle');
    const h10 = get('H10', 'cusp');
    expect([h10.sign, h10.degree, h10.minute]).toEqual([mc.sign, mc.degree, mc.minute]);
  });

  it('names the pillars (1990: 庚午 year, 辛巳 month after 立夏), the day master and its strength', () => {
    expect(get('B.year', 'pillar')).toMatchObject({ stem: '庚', branch: '午' });
    expect(get('B.month', 'pillar')).toMatchObject({ stem: '辛', branch: '巳' });
    expect(get('B.day', 'pillar').tenGod).toBeNull();
    const dm = get('B.dayMaster', 'dayMaster');
    expect(dm.stem).toBe(chart.bazi.day.stem);
    expect(dm.strength).toBe(chart.bazi.judgement.strength.level);
    expect(dm.side).toBe(chart.bazi.judgement.strength.side);
  });

  it('gives the luck pillar and the year running on the date: 1 January 2027 is still the 丙午 year', () => {
    expect(get('L.annual', 'annual')).toMatchObject({ stem: '丙', branch: '午' });
    const luck = get('L.luck', 'luck');
    expect(Date.parse(luck.startUtc)).toBeLessThan(Date.UTC(2027, 0, 1, 3));
    expect(Date.parse(luck.endUtc)).toBeGreaterThan(Date.UTC(2027, 0, 1, 3));
  });

  it('lists every slow transit in orb on the date, with its exact pass', () => {
    const inForce = seriesInForce(analyseTransits(chart, now).series, now).filter((s) =>
      SLOW_BODIES.includes(s.transit),
    );
    const transits = facts.filter((f) => f.kind === 'transit');
    for (const s of inForce)
      expect(byId.has(`T.${s.transit}-${s.natal}-${s.type}`), s.transit + s.natal).toBe(true);
    expect(transits.length).toBeGreaterThanOrEqual(inForce.length);
    for (const t of transits) expect(SLOW_BODIES).toContain(t.transit);
  });

  it('states the judgement every page shows: 用神 to 閑神, why, the strength label and the gender', () => {
    const j = judgementOfChart(chart.bazi);
    expect(get('B.judgement', 'judgement')).toEqual({
      id: 'B.judgement',
      kind: 'judgement',
      strength: j.strength.level,
      side: j.strength.side,
      useful: j.elements.useful,
      favourable: j.elements.favourable,
      unfavourable: j.elements.unfavourable,
      enemy: j.elements.enemy,
      idle: j.elements.idle,
      reason: j.elements.reason,
      usefulInChart: j.elements.usefulInChart,
      gender: 'male',
      structure: j.structure,
    });
    const { gender: _, ...noGender } = REFERENCE_BIRTH;
    const none = chartFacts(computeChart(parseChartRequest(noGender)), now);
    expect(none.find((f) => f.kind === 'judgement')).toMatchObject({ gender: null });
  });

  it('gives last year, next year and the next luck pillar beside the running ones, with the date they are read for', () => {
    const at = Date.UTC(2026, 11, 4, 3);
    const f = chartFacts(chart, jdUtFromUnixMs(at));
    const periods = f.filter(
      (x): x is Extract<ChartFact, { kind: 'luck' | 'annual' }> => x.kind === 'luck' || x.kind === 'annual',
    );
    expect(periods.map((p) => `${p.id} ${p.when} ${p.stem}${p.branch}`)).toEqual([
      'L.luck current 甲申',
      'L.annual current 丙午',
      'L.annual-previous previous 乙巳',
      'L.annual-next next 丁未',
      'L.luck-next next 乙酉',
    ]);
    for (const p of periods) expect(p.asOfUtc).toBe(new Date(at).toISOString());
    // The running ones come first: a reader taking the first of a kind gets today's.
    expect(f.find((x) => x.kind === 'annual')?.id).toBe('L.annual');
  });

  it('gives last month, this month and the twelve ahead with the transit page’s 流月 and verdicts', () => {
    const page = analyseTransits(chart, now).bazi.months;
    const months = facts.flatMap((f) => (f.kind === 'monthly' ? [f] : []));
    expect(months.map((m) => m.offset)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Each calendar month's 流月 is the one its 節 opens: on 1 January 2027 (still 庚子, until 小寒 on the 5th) this
    // month is January's 辛丑, last month December's 庚子, next month February's 壬寅 (立春).
    expect(get('L.month', 'monthly')).toMatchObject({ stem: '辛', branch: '丑', term: 'minorCold' });
    expect(get('L.month-previous', 'monthly')).toMatchObject({ stem: '庚', branch: '子', term: 'majorSnow' });
    expect(get('L.month-next', 'monthly')).toMatchObject({ stem: '壬', branch: '寅', term: 'startOfSpring' });
    expect(get('L.month-2027-03', 'monthly')).toMatchObject({ stem: '癸', branch: '卯', offset: 2 });
    // The transit page reads the months from the date on: each of them is the same month with the same verdict.
    for (const p of page) {
      const m = months.find((x) => x.startUtc === p.startUtc);
      if (!m) continue;
      expect(`${m.stem}${m.branch}`, p.startUtc).toBe(p.pillar);
      expect(m.verdict, p.startUtc).toEqual(p.verdict);
    }
    expect(page.filter((p) => months.some((m) => m.startUtc === p.startUtc)).length).toBeGreaterThanOrEqual(
      12,
    );
  });

  it('gives the luck pillar and the year the very verdicts the BaZi page’s fortune card shows', () => {
    for (const [birth, at] of [
      [REFERENCE_BIRTH, Date.UTC(2027, 0, 1, 3)],
      [{ ...REFERENCE_BIRTH, gender: 'female' }, Date.UTC(2026, 11, 4)],
      [
        { date: '1988-07-01', time: '10:20', lat: 31.23, lng: 121.47, tz: 'Asia/Shanghai', gender: 'male' },
        Date.UTC(2026, 11, 4),
      ],
    ] as const) {
      const c = computeChart(parseChartRequest({ ...birth }));
      const b = c.bazi;
      const page = runningVerdicts(
        periodContext({ ...b, judgement: judgementOfChart(b) }, c.settings.gender),
        b,
        at,
      );
      const f = chartFacts(c, jdUtFromUnixMs(at));
      const annual = f.find((x) => x.kind === 'annual');
      const luck = f.find((x) => x.kind === 'luck');
      expect(annual?.kind === 'annual' && annual.verdict, birth.date).toEqual(page.year);
      expect(luck?.kind === 'luck' && luck.verdict, birth.date).toEqual(page.luck);
    }
  });
});
