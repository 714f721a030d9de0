import type { TFunction } from 'i18next';
import { judgementOfChart } from '../../core/bazi/judgement';
import { type PeriodVerdict, periodContext, runningVerdicts } from '../../core/bazi/period-verdict';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { formatIsoDate } from '../lib/local-date';
import { signalSentence } from '../verdict/signal-text';
import { strengthLabel } from '../verdict/strength-label';
import type { Block, Cell } from './layout/model';

const USES = ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const;

/**
 * The report's summary of the chart's BaZi judgement and the verdicts running at `atUtcMs` (issue 27): the one
 * strength label, 用神 to 閑神, and the year's and the luck pillar's grade with every reason, in the BaZi page's own
 * sentences. Nothing is worked out here: the judgement is judgementOfChart's and the verdicts runningVerdicts',
 * read the way the page's fortune card reads them, so the PDF states the grade the page shows for the same day.
 */
export function verdictBlocks(
  t: TFunction,
  chart: ChartOutput,
  atUtcMs: number,
  asOf: string,
  lang: string,
): Block[] {
  const b = chart.bazi;
  const j = judgementOfChart(b);
  const ctx = periodContext({ ...b, judgement: j }, chart.settings.gender ?? undefined);
  const now = runningVerdicts(ctx, b, atUtcMs);
  const tt = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const row = (label: string, value: string, bold = false): Cell[] => [
    { runs: [{ text: label }], header: true, align: 'left' },
    { runs: [{ text: value, bold }], header: false, align: 'left' },
  ];
  const grade = (v: PeriodVerdict) => tt(`results:fortune.grades.${v.grade}`);
  const yearLabel = tt('pdf.verdict.year', {
    year: now.baziYear,
    pillar: `${now.year.pillar.stem}${now.year.pillar.branch}`,
  });
  const luckLabel = now.luck
    ? tt('pdf.verdict.luck', {
        pillar: `${now.luck.pillar.stem}${now.luck.pillar.branch}`,
        from: now.luckStartDate ? formatIsoDate(now.luckStartDate, lang) : '',
      })
    : null;
  const body: Cell[][] = [
    row(tt('pdf.verdict.strength'), strengthLabel(tt, j)),
    ...USES.map((u) => row(tt(`results:judgement.uses.${u}`), tt(`results:elements.${j.elements[u]}`))),
    row(yearLabel, grade(now.year), true),
    luckLabel && now.luck
      ? row(luckLabel, grade(now.luck), true)
      : row(
          tt('results:fortune.kinds.luck'),
          b.luck ? tt('pdf.verdict.beforeLuck') : tt('results:bazi.noLuck'),
        ),
  ];
  const reasons = (label: string, v: PeriodVerdict): Block[] => [
    { kind: 'text', runs: [{ text: tt('pdf.verdict.reasons', { period: label }), bold: true }] },
    {
      kind: 'list',
      ordered: false,
      items: v.signals.map((s): Block[] => [{ kind: 'text', runs: [{ text: signalSentence(tt, v, s) }] }]),
    },
  ];
  return [
    { kind: 'heading', level: 2, runs: [{ text: tt('pdf.verdict.title') }] },
    { kind: 'table', head: [], body },
    ...reasons(yearLabel, now.year),
    ...(luckLabel && now.luck ? reasons(luckLabel, now.luck) : []),
    { kind: 'text', tone: 'note', runs: [{ text: tt('pdf.verdict.asOf', { date: asOf }) }] },
  ];
}
