import { useTranslation } from 'react-i18next';
import { CHART_BODIES } from '../../core/astrology/vocabulary';
import { useAppStore } from '../../shared/stores/app-store';
import { AspectList } from '../../shared/ui/aspect-list';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { AnalysisSection } from './analysis-section';
import { AspectGrid } from './aspect-grid';
import { ChartMeta, degMin } from './chart-meta';
import { GuidedTour } from './guided-tour';
import { HouseSystemPicker } from './house-system-picker';
import { MyChartSection } from './my-chart-section';
import { ReadingsSection } from './readings/readings-section';
import { ResultLinks } from './result-links';
import { ChartPanel } from './wheel/chart-panel';
import '../../shared/ui/results.css';

/** Western natal chart, shown plainly: positions, angles, houses, aspects (the full reading is a later issue). */
export function Component() {
  const { t } = useTranslation('results');
  const results = useAppStore((s) => s.calculationResults);
  const user = useAppStore((s) => s.userData);
  if (!results || !user) return null; // the route guard keeps this from happening
  const chart = results.chart;
  const name = (k: string) => t(`bodies.${k}`);
  return (
    <div className="page results-page">
      <header>
        <h1>{user.name ? `${user.name} — ${t('astro.title')}` : t('astro.title')}</h1>
        <p className="muted">{t('meta.disclaimer')}</p>
      </header>
      <GuidedTour />
      <ChartMeta chart={chart} user={user} placeResolved={results.placeResolved} />
      <ChartPanel chart={chart} />
      <div className="card">
        <HouseSystemPicker current={chart.houses.requested} />
      </div>
      {chart.houses.fallback && (
        <p className="notice notice-warning" role="status">
          {t('meta.fallback')}
        </p>
      )}
      <section className="card" aria-labelledby="positions-title">
        <h2 id="positions-title">{t('astro.positions')}</h2>
        <ScrollRegion label={t('astro.positions')}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">{t('astro.body')}</th>
                <th scope="col">{t('astro.position')}</th>
                <th scope="col">{t('astro.house')}</th>
                <th scope="col">{t('astro.longitude')}</th>
                <th scope="col">{t('grid.speed')}</th>
              </tr>
            </thead>
            <tbody>
              {CHART_BODIES.map((k) => {
                const b = chart.bodies[k];
                return (
                  <tr key={k}>
                    <th scope="row">{name(k)}</th>
                    <td>
                      {t(`signs.${b.sign}`)} {degMin(b)}
                      {b.retrograde && k !== 'northNode' && k !== 'southNode' ? (
                        <span className="retro" title={t('astro.retrograde')}>
                          {' '}
                          ℞<span className="sr-only"> {t('astro.retrograde')}</span>
                        </span>
                      ) : null}
                    </td>
                    <td>{b.house}</td>
                    <td className="num">{b.longitude.toFixed(4)}°</td>
                    <td className="num">{b.speed.toFixed(4)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <div className="grid-2">
        <section className="card" aria-labelledby="angles-title">
          <h2 id="angles-title">{t('astro.angles')}</h2>
          <table className="data">
            <tbody>
              {(['ascendant', 'midheaven'] as const).map((k) => (
                <tr key={k}>
                  <th scope="row">{name(k)}</th>
                  <td>
                    {t(`signs.${chart.angles[k].sign}`)} {degMin(chart.angles[k])}
                  </td>
                  <td className="num">{chart.angles[k].longitude.toFixed(4)}°</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('astro.cusps')}</h3>
          <ol className="cusps">
            {chart.houses.cusps.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the twelve cusps are positional
              <li key={i}>
                <span className="muted">{t('astro.houseN', { n: i + 1 })}</span>{' '}
                <span className="num">{c.toFixed(2)}°</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="card" aria-labelledby="aspects-title">
          <h2 id="aspects-title">{t('astro.aspects')}</h2>
          {chart.aspects.length === 0 ? (
            <p>{t('astro.noAspects')}</p>
          ) : (
            <AspectList aspects={chart.aspects} joiner=" · " />
          )}
        </section>
      </div>
      <section className="card" aria-labelledby="grid-title">
        <h2 id="grid-title">{t('grid.title')}</h2>
        <AspectGrid aspects={chart.aspects} />
        <p className="field-note">{t('grid.legend')}</p>
      </section>
      <AnalysisSection chart={chart} />
      <ReadingsSection chart={chart} />
      <MyChartSection chart={chart} />
      <ResultLinks other="bazi" />
    </div>
  );
}
