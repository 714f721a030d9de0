import type { MinorLuck } from '../bazi/minor-luck';
import type { PeriodVerdict } from '../bazi/period-verdict';
import { type ShenshaKey, shenshaOnPillar, shenshaRefs } from '../bazi/shensha';
import { startOfSpring } from '../bazi/solar-terms';
import type { Pillar } from '../bazi/stems-branches';
import { birthBaziYear } from '../bazi/sui';
import type { TenGod } from '../bazi/ten-gods';
import { parseDate } from '../time/birth-moment';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julian-day';
import { wallTimeToInstant } from '../time/wall-time';
import {
  type BaziTimelineChart,
  baziTimeline,
  birthplaceDate,
  dayPillarAt,
  type MonthPeriod,
  type PillarRef,
  type TimelineRelation,
} from './bazi-timeline';

// The 大運 → 流年 → 流月 → 流日 grid (issue 29 §4): every cell is a period the timeline already judges (its verdict
// is the one verdict every page shows), with its relations and the 神煞 its pillar takes from the natal chart.

/** A period of the grid: its pillar, ten god, the core's verdict, relations and 神煞. */
export interface GridCell extends PillarRef {
  tenGod: TenGod;
  verdict: PeriodVerdict;
  relations: TimelineRelation[];
  /** The 神煞 its pillar takes from the natal references (shensha.ts), each once. */
  shensha: ShenshaKey[];
}

export interface DecadeCell extends GridCell {
  index: number;
  /** Local start date, YYYY-MM-DD, and the Gregorian year of it. */
  startDate: string;
  startYear: number;
  startAgeYears: number;
  /** 虚岁 in its start year. */
  startAgeSui: number;
}

export interface YearCell extends GridCell {
  /** The Gregorian year of its 立春. */
  year: number;
  /** 虚岁 in that year (the BaZi year of birth counts as 1). */
  ageSui: number;
  /** The 小运 of that year (null without a birth time or a gender, or past 虚岁 100). */
  minorLuck: Pillar | null;
}

export interface MonthCell extends GridCell {
  term: MonthPeriod['term'];
  startJdUt: number;
  endJdUt: number;
  /** The birthplace's civil date of its 節. */
  startDate: string;
}

export interface DayCell extends GridCell {
  /** The birthplace's civil date. */
  date: string;
}

/** The chart parts the grid reads: the timeline's, the local birth date and the 小运 list. */
export type GridChart = BaziTimelineChart & { bazi: { minorLuck?: MinorLuck[] | null } };

const uniqueShensha = (chart: GridChart, p: Pillar): ShenshaKey[] => [
  ...new Set(shenshaOnPillar(shenshaRefs(chart.bazi), p).map((h) => h.key)),
];
const startOfSpringJd = (year: number) => startOfSpring(year).jdUt;

/** The chart's BaZi year of birth (sui.ts). */
export const chartBirthBaziYear = (chart: GridChart): number =>
  birthBaziYear(parseDate(chart.local.date).year, chart.bazi.year);

/** The luck pillars as grid cells (empty without a gender). */
export function gridDecades(chart: GridChart): DecadeCell[] {
  const luck = chart.bazi.luck;
  if (!luck || luck.pillars.length === 0) return [];
  const first = luck.pillars[0] as (typeof luck.pillars)[number];
  const last = luck.pillars[luck.pillars.length - 1] as (typeof luck.pillars)[number];
  const from = startOfSpringJd(first.startYear);
  const to = startOfSpringJd(last.startYear + 10);
  return baziTimeline(chart, from, to)
    .luck.filter((l) => l.index < luck.pillars.length)
    .map((l) => {
      const p = luck.pillars[l.index] as (typeof luck.pillars)[number];
      return {
        pillar: l.pillar,
        stem: l.stem,
        branch: l.branch,
        tenGod: l.tenGod,
        verdict: l.verdict,
        relations: l.relations,
        shensha: uniqueShensha(chart, l),
        index: l.index,
        startDate: p.startDate,
        startYear: p.startYear,
        startAgeYears: p.startAgeYears,
        startAgeSui: p.startYear - chartBirthBaziYear(chart) + 1,
      };
    });
}

/** `count` BaZi years from `fromYear` (each from its 立春) as grid cells. */
export function gridYears(chart: GridChart, fromYear: number, count = 10): YearCell[] {
  const born = chartBirthBaziYear(chart);
  const minor = chart.bazi.minorLuck ?? [];
  return baziTimeline(chart, startOfSpringJd(fromYear), startOfSpringJd(fromYear + count))
    .years.filter((y) => y.year >= fromYear && y.year < fromYear + count)
    .map((y) => {
      const m = minor.find((x) => x.year === y.year);
      return {
        pillar: y.pillar,
        stem: y.stem,
        branch: y.branch,
        tenGod: y.tenGod,
        verdict: y.verdict,
        relations: y.relations,
        shensha: uniqueShensha(chart, y),
        year: y.year,
        ageSui: y.year - born + 1,
        minorLuck: m ? { stem: m.stem, branch: m.branch } : null,
      };
    });
}

/** The twelve 流月 of the BaZi year `year` (立春 to 立春) as grid cells. */
export function gridMonths(chart: GridChart, year: number): MonthCell[] {
  const from = startOfSpringJd(year);
  return baziTimeline(chart, from, startOfSpringJd(year + 1)).months.map((m) => ({
    pillar: m.pillar,
    stem: m.stem,
    branch: m.branch,
    tenGod: m.tenGod,
    verdict: m.verdict,
    relations: m.relations,
    shensha: uniqueShensha(chart, m),
    term: m.term,
    startJdUt: m.startJdUt,
    endJdUt: m.endJdUt,
    startDate: birthplaceDate(chart, unixMsFromJdUt(m.startJdUt)),
  }));
}

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The 流日 of a 流月: every civil day at the birthplace whose noon falls within the month (so the 節 day belongs to
 * the month that runs at its noon), each with the day pillar and verdict the Today card gives that day.
 */
export function gridDays(chart: GridChart, month: Pick<MonthCell, 'startJdUt' | 'endJdUt'>): DayCell[] {
  const noonJd = (iso: string) => {
    const { year, month: mo, day } = parseDate(iso);
    const at = wallTimeToInstant(
      { year, month: mo, day, hour: 12, minute: 0 },
      chart.place.tz,
      chart.place.lng,
    );
    return jdUtFromUnixMs(at.utcMs);
  };
  const out: DayCell[] = [];
  let date = birthplaceDate(chart, unixMsFromJdUt(month.startJdUt));
  if (noonJd(date) < month.startJdUt) date = addDays(date, 1);
  for (; noonJd(date) < month.endJdUt; date = addDays(date, 1)) {
    const d = dayPillarAt(chart, noonJd(date));
    out.push({
      pillar: d.pillar,
      stem: d.stem,
      branch: d.branch,
      tenGod: d.tenGod,
      verdict: d.verdict,
      relations: d.relations,
      shensha: uniqueShensha(chart, d),
      date,
    });
  }
  return out;
}
