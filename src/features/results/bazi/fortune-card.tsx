import { useTranslation } from 'react-i18next';
import type { FortuneArea } from '../../../core/bazi/fortune';
import {
  type AreaReading,
  type PeriodSignal,
  type PeriodVerdict,
  periodContext,
  runningVerdicts,
} from '../../../core/bazi/period-verdict';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { judgementOf } from './judgement-card';

const AREAS: readonly FortuneArea[] = ['career', 'wealth', 'love', 'health'];

/**
 * One reason of a verdict as a sentence, with any `t` that can read the results namespace (the page's, the PDF's,
 * the lessons'): the one wording of a period's reasons.
 */
export function signalSentence(
  t: (key: string, options?: Record<string, unknown>) => string,
  v: PeriodVerdict,
  s: PeriodSignal,
  backdropKind?: PeriodVerdict['kind'],
): string {
  const key = s.kind === 'branchClash' ? (s.points < 0 ? 'branchClashHarms' : 'branchClashClears') : s.kind;
  const source = t(`results:fortune.kinds.${s.kind === 'backdrop' ? (backdropKind ?? 'luck') : v.kind}`);
  return t(`results:fortune.signals.${key}`, {
    source,
    chars: s.chars ?? '',
    element: s.element ? t(`results:elements.${s.element}`) : '',
    use: s.use ? t(`results:judgement.uses.${s.use}`) : '',
    pillar: s.pillar ? t(`results:pillarNames.${s.pillar}`) : '',
    tone: t(`results:fortune.signals.backdropTone.${s.points > 0 ? 'up' : s.points < 0 ? 'down' : 'even'}`),
  });
}

/** The verdict's reasons as sentences (every page that shows a period's reasons uses this). */
export function useSignalText() {
  const { t } = useTranslation('results');
  return (v: PeriodVerdict, s: PeriodSignal, backdropKind?: PeriodVerdict['kind']): string =>
    signalSentence(t, v, s, backdropKind);
}

/** One area's themes as a phrase: the stars that arrive and the palaces touched (the spouse star by gender). */
export function useAreaText() {
  const { t } = useTranslation('results');
  return (chart: ChartOutput, area: FortuneArea, reading: AreaReading | null): string => {
    if (!reading) return t('fortune.notRead');
    const gender = chart.settings.gender;
    return reading.themes
      .map((th) =>
        t(`fortune.themes.${th.kind}`, {
          role:
            area === 'love' && th.kind === 'starArrives' && gender
              ? t(`fortune.spouseStar.${gender}`)
              : t(`fortune.roles.${th.role}`),
          element: t(`elements.${th.element}`),
          use: t(`judgement.uses.${th.use}`),
          palace: t(`fortune.palaces.${area === 'wealth' ? 'career' : area}`),
        }),
      )
      .join(t('judgement.listSeparator'));
  };
}

/**
 * The spec's fortune headline for the year running today (issue 27): the year's verdict from core, computed once
 * (period-verdict.ts) — its grade, every reason, the luck pillar behind it, and the areas it touches (an area it
 * does not touch is not starred).
 */
export function FortuneCard({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t } = useTranslation('results');
  const b = chart.bazi;
  const gender = chart.settings.gender ?? undefined;
  const j = judgementOf(chart);
  const ctx = periodContext({ ...b, judgement: j }, gender);
  const v = runningVerdicts(ctx, b, today.getTime());
  const signalText = useSignalText();
  const areaText = useAreaText();
  const year = v.year;
  return (
    <section className="card" aria-labelledby="fortune-title" data-testid="fortune">
      <h3 id="fortune-title">{t('bazi.fortune')}</h3>
      <p className="fortune-grade">
        {t('fortune.period', {
          year: v.baziYear,
          yearPillar: `${year.pillar.stem}${year.pillar.branch}`,
          luck: v.luck
            ? t('fortune.periodLuck', { luckPillar: `${v.luck.pillar.stem}${v.luck.pillar.branch}` })
            : '',
        })}
        :{' '}
        <strong data-verdict={`year:${year.pillar.stem}${year.pillar.branch}`} data-grade={year.grade}>
          {t(`fortune.grades.${year.grade}`)}
        </strong>
      </p>
      <p>{t(`fortune.gradeText.${year.grade}`)}</p>
      <ul className="fortune-factors" data-testid="fortune-factors">
        {year.signals.map((s) => (
          <li
            key={`${s.kind}-${s.pillar ?? ''}-${s.chars ?? ''}`}
            className={s.use ? `use-${s.use}` : undefined}
          >
            {signalText(year, s)}
          </li>
        ))}
      </ul>
      {v.luck && (
        <p
          data-testid="luck-verdict"
          data-verdict={`luck:${v.luck.pillar.stem}${v.luck.pillar.branch}`}
          data-grade={v.luck.grade}
        >
          {t('fortune.luckLine', {
            pillar: `${v.luck.pillar.stem}${v.luck.pillar.branch}`,
            from: v.luckStartDate ?? '',
            grade: t(`fortune.grades.${v.luck.grade}`),
          })}
        </p>
      )}
      {year.areas ? (
        <table className="data fortune-table">
          <tbody>
            {AREAS.map((area) => {
              const reading = year.areas?.[area] ?? null;
              return (
                <tr key={area} data-area={area} data-stars={reading?.stars ?? ''}>
                  <th scope="row">{t(`areas.${area}`)}</th>
                  <td aria-label={reading ? t('bazi.stars', { n: reading.stars }) : t('fortune.notRead')}>
                    {reading ? (
                      <span aria-hidden="true" className="stars">
                        {'★'.repeat(reading.stars)}
                        {'☆'.repeat(5 - reading.stars)}
                      </span>
                    ) : (
                      <span aria-hidden="true">—</span>
                    )}
                  </td>
                  <td className="muted">{areaText(chart, area, reading)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p>{t('bazi.noLuck')}</p>
      )}
      <p className="field-note">{t('fortune.note')}</p>
    </section>
  );
}
