import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analyseChart, type Element } from '../../core/astrology/chart-analysis';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { paths } from '../../shared/paths';

/**
 * My Chart: the BaZi pillars and day master beside this Western chart (the big three are on the first screen), suggestions that follow from the
 * chart's element balance (Western and BaZi), and the ways onward (transits, the AI consultant).
 */
export function MyChartSection({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const cjkLang = useCjkLang();
  const a = analyseChart(chart.bodies, chart.angles?.ascendant.sign ?? null, chart.aspects);
  const b = chart.bazi;
  const sep = i18n.language === 'en' ? ', ' : '、';
  const weakest = (Object.entries(a.elements) as [Element, number][]).sort(
    (x, y) => x[1] - y[1],
  )[0]?.[0] as Element;
  return (
    <section
      className="card"
      aria-labelledby="mychart-title"
      data-testid="my-chart"
      data-tour="recommendations"
    >
      <h2 id="mychart-title">{t('mychart.title')}</h2>
      <h3>{t('mychart.bazi')}</h3>
      <p lang={cjkLang}>
        {t('mychart.pillars', {
          // Three pillars when the birth time is unknown.
          pillars: [b.year, b.month, b.day, b.hour].flatMap((p) => (p ? [p.stem + p.branch] : [])).join(' '),
        })}
      </p>
      <p>
        {t('mychart.dayMaster', {
          stem: b.dayMaster.stem,
          element: t(`elements.${b.dayMaster.element}`),
        })}
      </p>
      <h3>{t('mychart.recommendations')}</h3>
      <ul>
        <li>{t(`mychart.recWestern.${a.dominantElement}`)}</li>
        {weakest !== a.dominantElement && <li>{t(`mychart.recWeak.${weakest}`)}</li>}
        <li>
          {b.elements.missing.length > 0
            ? t('mychart.recBazi', { elements: b.elements.missing.map((e) => t(`elements.${e}`)).join(sep) })
            : t('mychart.recBaziFull')}
        </li>
      </ul>
      <div className="row-actions">
        <Link className="button-secondary" to={paths.transit}>
          {t('mychart.transit')}
        </Link>
        <Link className="button-secondary" to={paths.chat}>
          {t('mychart.consultant')}
        </Link>
      </div>
    </section>
  );
}
