import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Gender } from '../../core/bazi/conventions';
import { judgementOfChart } from '../../core/bazi/judgement';
import { periodContext, runningVerdicts } from '../../core/bazi/period-verdict';
import { parseChartRequest } from '../../core/chart/chart-request';
import { type ChartOutput, computeChart } from '../../core/chart/compute-chart';
import { FortuneCard } from '../../features/results/bazi/fortune-card';
import { LANGS, type Lang, renderIn, ssrI18n } from '../../test/ssr-i18n';
import { formatIsoDate } from '../lib/local-date';
import { signalSentence } from '../verdict/signal-text';
import { strengthLabel } from '../verdict/strength-label';
import type { Block, TableBlock } from './layout/model';
import { verdictBlocks } from './verdict-summary';

let instances: Record<Lang, I18n>;
beforeAll(async () => {
  instances = await ssrI18n(['common', 'results', 'report']);
});

/** The report's own `t` (report-texts.ts): fixed to the report namespace, the others by prefix. */
const reportT = (lang: Lang) => instances[lang].getFixedT(lang, 'report');
const tx = (lang: Lang) => reportT(lang) as unknown as (key: string, o?: Record<string, unknown>) => string;

/** Seeded births 1945–2004 across the year and the clock, half of them female. */
function charts(n: number): ChartOutput[] {
  let seed = 271828;
  const rnd = (k: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % k;
  };
  return Array.from({ length: n }, (_, i) => {
    const gender: Gender = i % 2 ? 'female' : 'male';
    return computeChart(
      parseChartRequest({
        date: `${1945 + rnd(60)}-${String(1 + rnd(12)).padStart(2, '0')}-${String(1 + rnd(28)).padStart(2, '0')}`,
        time: `${String(rnd(24)).padStart(2, '0')}:${String(rnd(60)).padStart(2, '0')}`,
        lat: 35.6762,
        lng: 139.6503,
        tz: 'Asia/Tokyo',
        gender,
      }),
    );
  });
}

const TODAY = new Date(Date.UTC(2026, 11, 4, 3));
const CHARTS = charts(24);
const text = (cell: { runs: { text: string }[] } | undefined) => cell?.runs.map((r) => r.text).join('') ?? '';
const tableOf = (blocks: Block[]) => blocks.find((b): b is TableBlock => b.kind === 'table') as TableBlock;
/** The table as label → value. */
const rowsOf = (blocks: Block[]) => new Map(tableOf(blocks).body.map((r) => [text(r[0]), text(r[1])]));
/** Every text of the blocks, in order. */
const allText = (blocks: Block[]): string[] =>
  blocks.flatMap((b) =>
    b.kind === 'text' || b.kind === 'heading'
      ? [b.runs.map((r) => r.text).join('')]
      : b.kind === 'list'
        ? b.items.flatMap(allText)
        : [],
  );

describe('the PDF’s judgement and fortune summary is the core’s', () => {
  it('states the year’s and the luck pillar’s grade the BaZi page shows that day, in three languages', () => {
    for (const chart of CHARTS) {
      const gender = chart.settings.gender ?? undefined;
      const j = judgementOfChart(chart.bazi);
      const now = runningVerdicts(
        periodContext({ ...chart.bazi, judgement: j }, gender),
        chart.bazi,
        TODAY.getTime(),
      );
      for (const lang of LANGS) {
        const t = tx(lang);
        const blocks = verdictBlocks(reportT(lang), chart, TODAY.getTime(), '2026-12-04', lang);
        const rows = rowsOf(blocks);
        const yearLabel = t('pdf.verdict.year', {
          year: now.baziYear,
          pillar: `${now.year.pillar.stem}${now.year.pillar.branch}`,
        });
        expect(rows.get(yearLabel), `${chart.local.date} ${lang}`).toBe(
          t(`results:fortune.grades.${now.year.grade}`),
        );
        // The page's fortune card, rendered for the same day, marks the same grade.
        const page = renderIn(instances[lang], <FortuneCard chart={chart} today={TODAY} />);
        expect(page).toContain(
          `data-verdict="year:${now.year.pillar.stem}${now.year.pillar.branch}" data-grade="${now.year.grade}"`,
        );
        if (now.luck) {
          const luckLabel = t('pdf.verdict.luck', {
            pillar: `${now.luck.pillar.stem}${now.luck.pillar.branch}`,
            from: now.luckStartDate ? formatIsoDate(now.luckStartDate, lang) : '',
          });
          expect(rows.get(luckLabel)).toBe(t(`results:fortune.grades.${now.luck.grade}`));
        }
        // Every reason, in the page's sentences.
        const texts = allText(blocks);
        for (const s of now.year.signals) expect(texts).toContain(signalSentence(t, now.year, s));
        const luck = now.luck;
        if (luck) for (const s of luck.signals) expect(texts).toContain(signalSentence(t, luck, s));
        for (const x of texts) expect(x, lang).not.toMatch(/MISSING|undefined|NaN|\{\{|pdf\.|results:/);
      }
    }
  });

  it('names the strength with the one strength label and 用神 to 閑神 as the judgement gives them', () => {
    for (const chart of CHARTS.slice(0, 12)) {
      const j = judgementOfChart(chart.bazi);
      for (const lang of LANGS) {
        const t = tx(lang);
        const rows = rowsOf(verdictBlocks(reportT(lang), chart, TODAY.getTime(), '', lang));
        expect(rows.get(t('pdf.verdict.strength'))).toBe(strengthLabel(t, j));
        for (const use of ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const)
          expect(rows.get(t(`results:judgement.uses.${use}`))).toBe(t(`results:elements.${j.elements[use]}`));
      }
    }
  });

  it('a chart stored under an older model is judged again by the same function, not by a rule of the report', () => {
    const chart = CHARTS[0] as ChartOutput;
    const { judgement: _, ...bazi } = chart.bazi;
    const stale = { ...chart, bazi } as ChartOutput;
    const t = reportT('ja');
    expect(verdictBlocks(t, stale, TODAY.getTime(), '', 'ja')).toEqual(
      verdictBlocks(t, chart, TODAY.getTime(), '', 'ja'),
    );
  });

  it('says there is no luck pillar without a gender, and still grades the year', () => {
    const chart = computeChart(
      parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' }),
    );
    const t = tx('ja');
    const rows = rowsOf(verdictBlocks(reportT('ja'), chart, TODAY.getTime(), '', 'ja'));
    expect(rows.get(t('results:fortune.kinds.luck'))).toBe(t('results:bazi.noLuck'));
    expect(rows.get(t('pdf.verdict.year', { year: 2026, pillar: '丙午' }))).toBeDefined();
  });
});
