import type { ChartOutput } from '../chart/compute-chart';
import { CoreError } from '../errors';
import { type BaziTimeline, baziTimeline } from './bazi-timeline';
import { contactsAt, intensityOfContacts, type TransitContact } from './contacts-at';
import { type LifeCycle, lifeCyclesOf } from './life-cycles';
import { natalTargets } from './natal-targets';
import { type OuterInfluence, outerInfluences } from './outer-influences';
import { type PeriodHeadline, periodHeadline } from './period-headline';
import {
  type CycleStage,
  cycleStage,
  groupSeries,
  type Intensity,
  type OverviewPhase,
  outlook,
  overviewPhase,
  type TransitSeries,
} from './transit-outlook';
import { scanTransits, type TransitScan } from './transit-scan';
import {
  challenges,
  type KeyTheme,
  keyThemes,
  opportunities,
  type YearTone,
  yearTone,
} from './transit-themes';

/** The spec's five stages of a transit calculation (§4), reported as each really starts. */
export const ANALYSIS_STAGES = ['prepare', 'calculate', 'analyze', 'interpret', 'complete'] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

/** The part of a computed chart a transit analysis reads. */
export type TransitChart = Pick<
  ChartOutput,
  'bodies' | 'angles' | 'houses' | 'bazi' | 'local' | 'place' | 'settings' | 'julianDayUt'
> & { timeKnown?: boolean };

/** Everything the transit report shows, for one chart and one date; the texts are picked from it by the UI. */
export interface TransitAnalysis {
  dateJdUt: number;
  /** The scanned window: the year from the date. */
  fromJdUt: number;
  toJdUt: number;
  scan: TransitScan;
  /** The hits as rows: a retrograde series is one row with its passes. */
  series: TransitSeries[];
  intensity: Intensity;
  intensityScore: number;
  /**
   * In orb on the date, strongest first: every contact within its orb at that instant (contactsAt), including one
   * that went exact before the date (the scan's rows start at the date) — the same list the daily reading names.
   */
  inForce: TransitContact[];
  phase: OverviewPhase;
  /** Every life cycle of the person's first hundred years, with the stage the date is in (null if outside). */
  cycles: { cycle: LifeCycle; stage: CycleStage | null }[];
  outlook: ReturnType<typeof outlook>;
  /** The natal points the year's slow transits work on most, with those transits. */
  themes: KeyTheme[];
  /** The balance of the year's slow transits, for the guidance. */
  tone: YearTone;
  /** Supportive and demanding slow transits, by the natal point they touch. */
  opportunities: KeyTheme[];
  challenges: KeyTheme[];
  /** Uranus, Neptune and Pluto in the natal houses over the year. */
  /** Where the outer planets move through the houses; null without a birth time (no houses). */
  outer: OuterInfluence[] | null;
  bazi: BaziTimeline;
  /**
   * The one headline of the date (issue 27): the verdict of the 流年 in force on it, its one intensity with the
   * transits', and whether the slow transits lean the same way. Every year and month of the window carries its own
   * verdict in `bazi`.
   */
  headline: PeriodHeadline;
}

const YEAR_DAYS = 365.25;

/**
 * The whole transit analysis of a date: every exact transit of the year from it (scanTransits), the person's life
 * cycles, the BaZi periods of the same year, and the judgement of the date (intensity, phase, outlook). `onStage`
 * hears each stage as it starts, so a worker can report real progress. The date must not be before the birth.
 */
export function analyseTransits(
  chart: TransitChart,
  dateJdUt: number,
  onStage: (stage: AnalysisStage) => void = () => {},
): TransitAnalysis {
  onStage('prepare');
  if (!Number.isFinite(dateJdUt))
    throw new CoreError('INVALID_DATE', 'The transit date is not a date.', { date: String(dateJdUt) });
  if (dateJdUt < chart.julianDayUt)
    throw new CoreError('INVALID_DATE', 'The transit date is before the birth.', { date: String(dateJdUt) });
  const natal = natalTargets(chart);
  const fromJdUt = dateJdUt;
  const toJdUt = dateJdUt + YEAR_DAYS;

  onStage('calculate');
  const scan = scanTransits(natal, fromJdUt, toJdUt);
  const bazi = baziTimeline(chart, fromJdUt, toJdUt);

  onStage('analyze');
  const allCycles = lifeCyclesOf(chart);
  const series = groupSeries(scan.hits);

  onStage('interpret');
  const inForce = contactsAt(natal, dateJdUt);
  const { intensity, score } = intensityOfContacts(inForce);
  const tone = yearTone(series);
  const yearNow = bazi.years.find((y) => y.startJdUt <= dateJdUt && dateJdUt < y.endJdUt) ?? bazi.years[0];
  if (!yearNow)
    throw new CoreError('OUT_OF_RANGE', 'No year pillar for the date.', { date: String(dateJdUt) });
  const result: TransitAnalysis = {
    dateJdUt,
    fromJdUt,
    toJdUt,
    scan,
    series,
    intensity,
    intensityScore: score,
    inForce,
    phase: overviewPhase(allCycles, dateJdUt),
    cycles: allCycles.map((cycle) => ({ cycle, stage: cycleStage(cycle, dateJdUt) })),
    outlook: outlook(series, allCycles, dateJdUt),
    themes: keyThemes(series),
    tone,
    opportunities: opportunities(series),
    challenges: challenges(series),
    outer: chart.houses ? outerInfluences(chart.houses.cusps, fromJdUt, toJdUt) : null,
    bazi,
    headline: periodHeadline(yearNow.verdict, tone, intensity),
  };
  onStage('complete');
  return result;
}
