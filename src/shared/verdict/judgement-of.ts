import { type ChartJudgement, judgementOfChart } from '../../core/bazi/judgement';
import type { ChartOutput } from '../../core/chart/compute-chart';

/**
 * The judgement of a chart (issue 12, 27): the engine puts it in the chart; a chart stored before it did (or under
 * an older model) gets it worked out by the same core function. Every page reads it through here.
 */
export function judgementOf(chart: ChartOutput): ChartJudgement {
  return judgementOfChart(chart.bazi);
}
