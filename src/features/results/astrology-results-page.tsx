import { useTranslation } from 'react-i18next';
import { ChartMeta, ChartNotices } from '../../shared/chart/chart-meta';
import { BigThree, ChartTraits } from '../../shared/chart/chart-summary';
import { AnglesAndCusps, PositionsTable } from '../../shared/chart/positions-table';
import { ResultActions } from '../../shared/share/result-actions';
import { SharedBanner } from '../../shared/share/shared-banner';
import { useViewedChart } from '../../shared/stores/viewed-chart';
import { AspectList } from '../../shared/ui/aspect-list';
import { DeferredSections } from '../../shared/ui/deferred';
import { AnalysisSection } from './analysis-section';
import { AspectGrid } from './aspect-grid';
import { DebugPanel } from './debug-panel';
import { ExternalCrossCheck } from './external-cross-check';
import { GuidedTour } from './guided-tour';
import { HouseSystemPicker } from './house-system-picker';
import { ResultsHeader } from './layout/heading';
import { CalcDisclosure, ResultSection } from './layout/result-section';
import { SectionNav } from './layout/section-nav';
import { MyChartSection } from './my-chart-section';
import { ReadingsSection } from './readings/readings-section';
import { ResultLinks } from './result-links';
import { SensitivityPanel } from './sensitivity-panel';
import { ChartPanel } from './wheel/chart-panel';
import '../../shared/ui/results.css';
import { TermLinks } from '../../shared/ui/term-link';

/**
 * The Western natal chart. The first screen is the person's chart: the wheel, the big three and the traits that
 * define it; readings, positions, aspects and the analysis follow, with the engine and conventions in a
 * "how this was calculated" disclosure at the end.
 */
export function Component() {
  const { t } = useTranslation('results');
  // The visitor's own chart, or on /astrology-results/shared the one a link opened, read-only (issue 16 §4).
  const { results, user, shared } = useViewedChart();
  if (!results || !user) return null; // the route guard keeps this from happening
  const chart = results.chart;
  const nav = [
    { id: 'chart', label: t('nav.chart') },
    { id: 'readings', label: t('nav.readings') },
    { id: 'positions', label: t('nav.positions') },
    { id: 'aspects', label: t('nav.aspects') },
    { id: 'analysis', label: t('nav.analysis') },
    { id: 'calc', label: t('nav.calc') },
  ];
  return (
    <div className="page results-page astrology-page">
      <ResultsHeader title={t('astro.title')} user={user}>
        <ResultActions kind="astrology" readOnly={shared !== null} />
        <GuidedTour />
      </ResultsHeader>
      {shared && <SharedBanner shared={shared} />}
      <ChartNotices chart={chart} user={user} placeResolved={results.placeResolved} kind="astrology" />
      <SectionNav items={nav} label={t('nav.label')} />
      <section id="chart" className="result-section result-hero" aria-labelledby="chart-title">
        <h2 id="chart-title" tabIndex={-1} className="sr-only">
          {t('nav.chart')}
        </h2>
        <div className="hero-grid">
          <ChartPanel chart={chart} />
          <div className="hero-side">
            <BigThree chart={chart} />
            <ChartTraits chart={chart} />
            <TermLinks terms={['natal-chart', 'big-three', 'zodiac-signs', 'planets', 'chart-ruler']} />
          </div>
        </div>
      </section>
      <DeferredSections name="astrology" person={user}>
        <ResultSection id="readings" title={t('nav.readings')}>
          <ReadingsSection chart={chart} />
        </ResultSection>
        <ResultSection id="positions" title={t('astro.positions')}>
          <div className="positions-grid">
            <div className="card">
              <PositionsTable chart={chart} />
            </div>
            <div className="card">
              <h3 className="card-eyebrow">{t('astro.angles')}</h3>
              <AnglesAndCusps chart={chart} />
              <TermLinks terms={['ascendant', 'midheaven', 'houses']} />
            </div>
          </div>
        </ResultSection>
        <ResultSection id="aspects" title={t('astro.aspects')}>
          <div className="card">
            <h3>{t('grid.title')}</h3>
            <AspectGrid aspects={chart.aspects} withAngles={chart.angles !== null} />
            <p className="field-note">{t('grid.legend')}</p>
            <h3>{t('astro.aspects')}</h3>
            {chart.aspects.length === 0 ? (
              <p>{t('astro.noAspects')}</p>
            ) : (
              <AspectList aspects={chart.aspects} joiner=" · " />
            )}
            <TermLinks terms={['aspects', 'orb', 'applying-separating']} />
          </div>
        </ResultSection>
        <ResultSection id="analysis" title={t('analysis.title')}>
          <AnalysisSection chart={chart} />
        </ResultSection>
        <SensitivityPanel chart={chart} page="astrology" />
        {!shared && <MyChartSection chart={chart} />}
        <CalcDisclosure id="calc" title={t('calc.title')} page="astrology">
          <ChartMeta chart={chart} user={user} kind="astrology" />
          {!shared && chart.houses && <HouseSystemPicker current={chart.houses.requested} />}
          <p className="field-note" data-report="skip">
            {t('calc.astrologyNote')}
          </p>
          <TermLinks terms={['house-systems', 'lunar-nodes']} />
        </CalcDisclosure>
        <ExternalCrossCheck chart={chart} />
        <DebugPanel results={results} />
        {!shared && <ResultLinks other="bazi" />}
      </DeferredSections>
    </div>
  );
}
