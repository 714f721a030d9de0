import { useTranslation } from 'react-i18next';
import type { FortuneArea } from '../../../core/bazi/fortune';
import { periodContext, runningVerdicts } from '../../../core/bazi/period-verdict';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { formatIsoDate } from '../../../shared/lib/local-date';
import { useAreaText } from '../../../shared/verdict/area-text';
import { judgementOf } from '../../../shared/verdict/judgement-of';
import { useSignalText } from '../../../shared/verdict/signal-text';

const AREAS: readonly FortuneArea[] = ['career', 'wealth', 'love', 'health'];

/**
 * The spec's fortune headline for the year running today (issue 27): the year's verdict from core, computed once
 * (period-verdict.ts) — its grade, every reason, the luck pillar behind it, and the areas it touches (an area it
 * does not touch is not starred).
 */
export function FortuneCard({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t, i18n } = useTranslation('results');
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
            from: v.luckStartDate ? formatIsoDate(v.luckStartDate, i18n.language) : '',
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
