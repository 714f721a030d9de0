import { useTranslation } from 'react-i18next';
import { elementOfRole, FORTUNE_RULE, type FortuneArea } from '../../../core/bazi/fortune';
import { periodFortune } from '../../../core/bazi/period-fortune';
import { runningPillars } from '../../../core/bazi/running-pillars';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { judgementOf } from './judgement-card';

/**
 * The spec's fortune headline for the period running today (issue 12): the grade and stars from what the luck
 * pillar and the year bring against this chart's useful and unfavourable elements, each part shown with its worth.
 */
export function FortuneCard({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t } = useTranslation('results');
  const b = chart.bazi;
  const gender = chart.settings.gender;
  const j = judgementOf(chart);
  const running = runningPillars(b, today.getTime());
  const f = periodFortune(j, b.dayMaster.element, running, gender ?? undefined);
  const use = (u: keyof typeof j.elements) => t(`judgement.uses.${u}`);
  const why = (area: FortuneArea) => {
    if (!gender) return '';
    return FORTUNE_RULE.pairs[gender][area]
      .map((role) => {
        const el = elementOfRole(b.dayMaster.element, role);
        return t('fortune.areaWhy', {
          role: t(`fortune.roles.${role}`),
          element: t(`elements.${el}`),
          use: use(j.useOf[el]),
        });
      })
      .join(t('judgement.listSeparator'));
  };
  const char = (source: string) => {
    const p = source.startsWith('luck') ? running.luck : running.year;
    return p ? (source.endsWith('Stem') ? p.stem : p.branch) : '';
  };
  return (
    <section className="card" aria-labelledby="fortune-title" data-testid="fortune">
      <h3 id="fortune-title">{t('bazi.fortune')}</h3>
      <p className="fortune-grade">
        {t('fortune.period', {
          year: running.year.year,
          yearPillar: `${running.year.stem}${running.year.branch}`,
          luck: running.luck
            ? t('fortune.periodLuck', { luckPillar: `${running.luck.stem}${running.luck.branch}` })
            : '',
        })}
        : <strong data-grade={f.overview}>{t(`fortune.grades.${f.overview}`)}</strong>
      </p>
      <p>{t(`fortune.gradeText.${f.overview}`)}</p>
      <ul className="fortune-factors" data-testid="fortune-factors">
        {f.factors.map((x) => (
          <li key={x.source} className={`use-${x.use}`}>
            {t('fortune.factor', {
              source: t(`fortune.sources.${x.source}`),
              char: char(x.source),
              element: t(`elements.${x.element}`),
              use: use(x.use),
            })}
          </li>
        ))}
      </ul>
      {f.balancePoints !== 0 && (
        <p className="muted">{t(f.balancePoints > 0 ? 'fortune.balanceGood' : 'fortune.balanceExtreme')}</p>
      )}
      {f.stars ? (
        <table className="data fortune-table">
          <tbody>
            {(Object.entries(f.stars) as [FortuneArea, number][]).map(([area, n]) => (
              <tr key={area}>
                <th scope="row">{t(`areas.${area}`)}</th>
                <td aria-label={t('bazi.stars', { n })}>
                  <span aria-hidden="true" className="stars">
                    {'★'.repeat(n)}
                    {'☆'.repeat(5 - n)}
                  </span>
                </td>
                <td className="muted">{why(area)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('bazi.noLuck')}</p>
      )}
      <p className="field-note">{t('fortune.note')}</p>
    </section>
  );
}
