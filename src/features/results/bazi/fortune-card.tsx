import { useTranslation } from 'react-i18next';
import { type ElementRole, elementOfRole, FORTUNE_RULE, type FortuneArea } from '../../../core/bazi/fortune';
import type { ChartOutput } from '../../../core/chart/compute-chart';

/** The spec's fortune summary with a sentence per line saying why (which element pairs are present). */
export function FortuneCard({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const b = chart.bazi;
  const gender = chart.settings.gender;
  const sep = i18n.language === 'en' ? ' and ' : '・';
  const why = (area: FortuneArea) => {
    if (!gender) return '';
    const roles = FORTUNE_RULE.pairs[gender][area] as readonly ElementRole[];
    const parts = roles.map((role) => {
      const el = elementOfRole(b.dayMaster.element, role);
      return t(b.elements.present.includes(el) ? 'fortune.present' : 'fortune.absent', {
        role: t(`fortune.roles.${role}`),
        element: t(`elements.${el}`),
      });
    });
    return parts.join(sep);
  };
  return (
    <section className="card" aria-labelledby="fortune-title" data-testid="fortune">
      <h3 id="fortune-title">{t('bazi.fortune')}</h3>
      <p className="fortune-grade">
        {t('bazi.overview')}: <strong>{t(`fortune.grades.${b.fortune.overview}`)}</strong>
      </p>
      <p>{t('fortune.overviewWhy', { n: b.fortune.elementsPresent })}</p>
      {b.fortune.stars ? (
        <table className="data fortune-table">
          <tbody>
            {(Object.entries(b.fortune.stars) as [FortuneArea, number][]).map(([area, n]) => (
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
