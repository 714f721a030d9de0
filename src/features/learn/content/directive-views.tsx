import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { ElementBars, PillarsGrid } from '../../../shared/chart/bazi-hero';
import { BigThree } from '../../../shared/chart/chart-summary';
import { LuckSection } from '../../../shared/chart/luck-section';
import { PositionsTable } from '../../../shared/chart/positions-table';
import { formatIsoDate } from '../../../shared/lib/local-date';
import { paths } from '../../../shared/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { AspectList } from '../../../shared/ui/aspect-list';
import { NatalWheel } from '../../../shared/ui/wheel/natal-wheel';
import { useOwnChartLinks } from '../learn-parts';
import { ReferenceTable } from '../reference-tables';
import '../../../shared/ui/results.css';
import { exampleChart } from './examples';
import { factText } from './facts';
import type { DirectiveViews } from './learn-blocks';
import type { ChartView, ExampleId, YourChartTopic } from './vocabulary';

const WHEEL_OPTIONS = { aspects: true, houses: true, labels: true } as const;

/** One view of a chart, drawn by the results pages' own components (the lesson shows exactly what the reader will see). */
function ChartViewOf({ chart, view, label }: { chart: ChartOutput; view: ChartView; label: string }) {
  switch (view) {
    case 'pillars':
      return <PillarsGrid chart={chart} />;
    case 'elements':
      return <ElementBars chart={chart} />;
    case 'luck':
      return <LuckSection chart={chart} />;
    case 'bigThree':
      return <BigThree chart={chart} />;
    case 'positions':
      return <PositionsTable chart={chart} />;
    case 'aspects':
      return <AspectList aspects={chart.aspects} joiner=" · " />;
    case 'wheel':
      // The wheel alone, as a picture: the results page's controls and "your chart" heading would mislead here.
      return (
        <div className="learn-example-wheel">
          <NatalWheel chart={chart} options={WHEEL_OPTIONS} label={label} testId="example-wheel" />
        </div>
      );
  }
}

/** An example chart, cast by the engine, captioned with the made-up person it belongs to. */
export function ExampleChart({ example, view }: { example: ExampleId; view: ChartView }) {
  const { t, i18n } = useTranslation(['learn', 'results']);
  const chart = exampleChart(example);
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  return (
    <figure className="learn-example" data-example={example} data-view={view}>
      <figcaption>
        <strong>{factText(chart, example, 'name', t, date)}</strong> ·{' '}
        {factText(chart, example, 'birth', t, date)}
        <span className="learn-sub">{t('facts.madeUp')}</span>
      </figcaption>
      <ChartViewOf
        chart={chart}
        view={view}
        label={`${factText(chart, example, 'name', t, date)} · ${t('results:wheel.label')}`}
      />
    </figure>
  );
}

/** The facts of the reader's own chart each topic points at, as token facts (FORMAT.md). */
const TOPIC_FACTS: Readonly<Record<YourChartTopic, readonly string[]>> = {
  dayMaster: ['dayMaster', 'strength'],
  pillars: ['pillar.year', 'pillar.month', 'pillar.day', 'pillar.hour'],
  hiddenStems: ['hidden.year', 'hidden.month', 'hidden.day', 'hidden.hour'],
  elements: ['elements', 'strongestElement', 'missing'],
  tenGods: ['tenGod.year', 'tenGod.month', 'tenGod.hour', 'centralStar'],
  strength: ['strength', 'useful', 'unfavourable'],
  // The running luck pillar and this year as the BaZi page grades them (the core verdicts, with their reasons).
  luck: ['luckStart', 'luck.1', 'luck.2', 'luck.3', 'luckNow', 'thisYear'],
  void: ['void'],
  bigThree: ['pos.sun', 'pos.moon', 'asc'],
  signs: ['sign.sun', 'sign.moon', 'sign.mercury', 'sign.venus', 'sign.mars'],
  planets: ['pos.sun', 'pos.moon', 'pos.mercury', 'pos.venus', 'pos.mars', 'pos.jupiter', 'pos.saturn'],
  houses: ['house.sun', 'house.moon', 'house.venus', 'house.mars', 'mc'],
  aspects: ['aspect.sun.moon', 'aspect.venus.mars', 'ascRuler'],
  transits: ['pos.saturn', 'pos.jupiter'],
};

/** Where on the reader's results pages each topic is shown (a section id of that page). */
const TOPIC_PAGE: Readonly<
  Record<YourChartTopic, { page: 'bazi' | 'astrology' | 'transit'; section: string }>
> = {
  dayMaster: { page: 'bazi', section: 'chart' },
  pillars: { page: 'bazi', section: 'chart' },
  hiddenStems: { page: 'bazi', section: 'details' },
  elements: { page: 'bazi', section: 'elements' },
  tenGods: { page: 'bazi', section: 'details' },
  strength: { page: 'bazi', section: 'elements' },
  luck: { page: 'bazi', section: 'luck' },
  void: { page: 'bazi', section: 'details' },
  bigThree: { page: 'astrology', section: 'chart' },
  signs: { page: 'astrology', section: 'positions' },
  planets: { page: 'astrology', section: 'positions' },
  houses: { page: 'astrology', section: 'positions' },
  aspects: { page: 'astrology', section: 'aspects' },
  transits: { page: 'transit', section: '' },
};

/** The label of a fact in the reader's list ("日柱", "Sun", "Day Master"…). */
function factLabel(fact: string, t: (k: string, o?: Record<string, unknown>) => string): string {
  const [head, a, b] = fact.split('.');
  if (['pillar', 'hidden'].includes(head as string)) return t(`results:pillarNames.${a}`);
  if (head === 'tenGod') return t(`results:pillarNames.${a}`);
  if (['pos', 'sign', 'house'].includes(head as string)) return t(`results:bodies.${a}`);
  if (head === 'aspect') return `${t(`results:bodies.${a}`)} – ${t(`results:bodies.${b}`)}`;
  if (head === 'luck') return t('learn:yourChartUi.luckN', { n: a });
  return t(`learn:yourChartUi.labels.${head}`);
}

/** "Your chart": where the lesson's topic sits in the reader's own stored chart, with a link to that part of it. */
export function YourChart({ topic }: { topic: YourChartTopic }) {
  const { t, i18n } = useTranslation(['learn', 'results']);
  const results = useAppStore((s) => s.calculationResults);
  const user = useAppStore((s) => s.userData);
  const links = useOwnChartLinks();
  const date = (iso: string) => formatIsoDate(iso, i18n.language);
  if (!results || !user) {
    return (
      <aside className="card learn-yourchart" data-yourchart={topic}>
        <h3>{t('yourChartUi.title')}</h3>
        <p>{t('yourChartUi.none')}</p>
        <Link className="button-secondary" to={paths.home}>
          {t('lessonPage.practiceStart')}
        </Link>
      </aside>
    );
  }
  const chart = results.chart;
  const target = TOPIC_PAGE[topic];
  const to =
    target.page === 'transit' || !links
      ? paths.transit
      : `${target.page === 'bazi' ? links.bazi : links.astrology}#${target.section}`;
  return (
    <aside className="card learn-yourchart" data-yourchart={topic}>
      <h3>{t('yourChartUi.title')}</h3>
      <dl className="learn-yourchart-facts">
        {TOPIC_FACTS[topic].map((f) => (
          <div key={f}>
            <dt>{factLabel(f, t)}</dt>
            <dd data-fact={f}>{factText(chart, 'a', f, t, date)}</dd>
          </div>
        ))}
      </dl>
      <Link className="button-secondary" to={to}>
        {t(`yourChartUi.open.${target.page}`)}
      </Link>
    </aside>
  );
}

/** The directive views of a lesson page. */
export const LESSON_VIEWS: DirectiveViews = {
  refTable: (b) => <ReferenceTable table={b.table} />,
  chart: (b) => <ExampleChart example={b.example} view={b.view} />,
  yourChart: (b) => <YourChart topic={b.topic} />,
};
