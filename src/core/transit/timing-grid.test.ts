import { describe, expect, it } from 'vitest';
import { periodContext, periodVerdict, yearVerdict } from '../bazi/period-verdict';
import { shenshaOnPillar, shenshaRefs } from '../bazi/shensha';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import { jdUtFromUnixMs } from '../time/julian-day';
import { dayPillarAt } from './bazi-timeline';
import { chartBirthBaziYear, gridDays, gridDecades, gridMonths, gridYears } from './timing-grid';

// The 大運 → 流年 → 流月 → 流日 grid (issue 29 §4) only gathers verdicts the core already gives: each cell must be the
// very verdict the other pages show for that period.

const chart = computeChart(
  parseChartRequest({
    date: '1990-05-15',
    time: '14:30',
    lat: 35.68,
    lng: 139.69,
    tz: 'Asia/Tokyo',
    gender: 'male',
  }),
);
const ctx = periodContext(chart.bazi, chart.settings.gender);

describe('timing grid', () => {
  it('lists the ten luck pillars with the luck verdicts the luck timeline shows', () => {
    const decades = gridDecades(chart);
    const luck = chart.bazi.luck?.pillars ?? [];
    expect(decades.map((d) => d.pillar)).toEqual(luck.map((p) => `${p.stem}${p.branch}`));
    for (const [i, d] of decades.entries()) {
      expect(d.verdict).toEqual(periodVerdict(ctx, 'luck', luck[i] as (typeof luck)[number]));
      expect(d.startYear).toBe(luck[i]?.startYear);
      expect(d.startAgeSui).toBe(luck[i]?.startAgeSui);
    }
    // Without a gender there are no luck pillars and no decades.
    const noGender = computeChart(
      parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.68, lng: 139.69, tz: 'Asia/Tokyo' }),
    );
    expect(gridDecades(noGender)).toEqual([]);
  });

  it('gives each year the year verdict, 虚岁 and 小运 of the chart, and the 神煞 its pillar takes', () => {
    const first = chart.bazi.luck?.pillars[2]?.startYear as number;
    const years = gridYears(chart, first);
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
    for (const y of years) {
      expect(y.verdict).toEqual(yearVerdict(ctx, chart.bazi, y.year));
      expect(y.ageSui).toBe(y.year - chartBirthBaziYear(chart) + 1);
      const m = chart.bazi.minorLuck?.find((x) => x.year === y.year);
      expect(y.minorLuck).toEqual(m ? { stem: m.stem, branch: m.branch } : null);
      expect(y.shensha).toEqual([...new Set(shenshaOnPillar(shenshaRefs(chart.bazi), y).map((h) => h.key))]);
    }
    expect(chartBirthBaziYear(chart)).toBe(1990);
  });

  it('splits a year into its twelve 流月 from 立春, each month ending where the next starts', () => {
    const months = gridMonths(chart, 2027);
    expect(months).toHaveLength(12);
    expect(months[0]?.term).toBe('startOfSpring');
    expect(months[0]?.pillar).toBe('壬寅');
    expect(months[11]?.term).toBe('minorCold');
    for (let i = 1; i < 12; i++) expect(months[i]?.startJdUt).toBe(months[i - 1]?.endJdUt);
  });

  it('lists every day of a 流月 once, with the day verdict the Today card gives', () => {
    const months = gridMonths(chart, 2026);
    const days = months.flatMap((m) => gridDays(chart, m));
    // 365 days from 立春 2026 to 立春 2027, each once and in order.
    expect(days).toHaveLength(365);
    for (let i = 1; i < days.length; i++)
      expect(Date.parse(days[i]?.date as string) - Date.parse(days[i - 1]?.date as string)).toBe(86_400_000);
    expect(days[0]?.date).toBe('2026-02-04');
    const sample = days[300] as (typeof days)[number];
    const noon = jdUtFromUnixMs(Date.parse(`${sample.date}T03:00:00Z`)); // 12:00 in Tokyo
    expect(sample.verdict).toEqual(dayPillarAt(chart, noon).verdict);
  });
});
