import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FortuneArea } from '../../core/bazi/fortune';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { YearPeriod } from '../../core/transit/bazi-timeline';
import { LIFE_AREAS, seriesForArea } from '../../core/transit/life-areas';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { SLOW_BODIES, type TransitSeries } from '../../core/transit/transit-outlook';
import { useViewedChart } from '../../shared/stores/viewed-chart';
import { useDateFormat } from '../../shared/transit/use-date-format';
import { useAreaText } from '../../shared/verdict/area-text';

const TABS = [...LIFE_AREAS, 'timing'] as const;
type Tab = (typeof TABS)[number];

/** The area of the BaZi period verdict each tab speaks for (growth and timing have none). */
const VERDICT_AREA: Partial<Record<Tab, FortuneArea>> = {
  career: 'career',
  relationships: 'love',
  health: 'health',
  finance: 'wealth',
};

/**
 * The verdict of each 流年 of the window on one area (period-verdict.ts): its stars out of five, or none where the
 * year does not touch the area, and the themes that decide it, worded as the BaZi page words them (useAreaText).
 */
function YearAreas({
  years,
  area,
  chart,
}: {
  years: readonly YearPeriod[];
  area: FortuneArea;
  chart: ChartOutput | null;
}) {
  const { t } = useTranslation('results');
  const areaText = useAreaText();
  const read = years.filter((y) => y.verdict.areas !== null);
  if (read.length === 0) return null;
  return (
    <div className="area-verdict" data-testid="area-verdict">
      <h3>{t('transit.tabs.verdictTitle', { area: t(`areas.${area}`) })}</h3>
      <ul>
        {read.map((y) => {
          const reading = y.verdict.areas?.[area] ?? null;
          return (
            <li
              key={y.startJdUt}
              data-year={`${y.stem}${y.branch}`}
              data-area={area}
              data-stars={reading?.stars ?? ''}
            >
              <span className="area-verdict-year">
                {t('transit.tabs.verdictYear', { year: y.year, pillar: y.pillar })}
              </span>{' '}
              {reading ? (
                <span className="stars" role="img" aria-label={t('bazi.stars', { n: reading.stars })}>
                  {'★'.repeat(reading.stars)}
                  {'☆'.repeat(5 - reading.stars)}
                </span>
              ) : (
                <span aria-hidden="true">—</span>
              )}{' '}
              <span className="muted">
                {chart ? areaText(chart, area, reading) : reading ? '' : t('fortune.notRead')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Recommendations by area of life (spec §3), as tabs: for each area first the BaZi years' verdict on it (the one
 * verdict, issue 27), then under it the year's slow transits to the natal points that speak for it, strongest first
 * (their readings are the themes'); "timing" lists the year's stations, sign ingresses of the slow planets and returns. Arrow keys
 * move between tabs (WAI-ARIA tabs pattern).
 */
export function AreaTabs({
  analysis,
  name,
  chart,
}: {
  analysis: TransitAnalysis;
  name: (s: TransitSeries) => string;
  /** The analysed chart (its gender names the spouse star); the chart the page shows when not given. */
  chart?: ChartOutput;
}) {
  const { t } = useTranslation('results');
  const viewed = useViewedChart().results?.chart ?? null;
  const fmt = useDateFormat();
  const id = useId();
  const [tab, setTab] = useState<Tab>('career');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const slow = analysis.series.filter((s) => SLOW_BODIES.includes(s.transit));

  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : (i + step + TABS.length) % TABS.length;
    if (step === 0 && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    setTab(TABS[to] as Tab);
    buttons.current[to]?.focus();
  };

  const timing = [
    ...analysis.scan.stations.map((s) => ({
      jd: s.jdUt,
      label: t('transit.timeline.station', {
        body: t(`bodies.${s.body}`),
        direction: t(`transit.timeline.${s.direction}`),
        date: fmt(s.jdUt),
      }),
    })),
    ...analysis.scan.ingresses
      .filter((i) => SLOW_BODIES.includes(i.body))
      .map((i) => ({
        jd: i.jdUt,
        label: t('transit.tabs.ingress', {
          body: t(`bodies.${i.body}`),
          sign: t(`signs.${i.sign}`),
          date: fmt(i.jdUt),
        }),
      })),
    ...analysis.scan.returns
      .filter((r) => r.body !== 'moon')
      .map((r) => ({
        jd: r.jdUt,
        label: t('transit.tabs.return', { body: t(`bodies.${r.body}`), date: fmt(r.jdUt) }),
      })),
  ].sort((a, b) => a.jd - b.jd);

  const list = tab === 'timing' ? [] : seriesForArea(slow, tab);
  const area = VERDICT_AREA[tab];
  return (
    <div className="area-tabs">
      <div role="tablist" aria-label={t('transit.tabs.label')} className="area-tablist">
        {TABS.map((k, i) => (
          <button
            key={k}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(`transit.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="area-panel">
        {area && <YearAreas years={analysis.bazi.years} area={area} chart={chart ?? viewed} />}
        {area && analysis.bazi.years.some((y) => y.verdict.areas !== null) && (
          <h3>{t('transit.tabs.transitsTitle')}</h3>
        )}
        {tab === 'timing' ? (
          <ul>
            {timing.map((x) => (
              <li key={`${x.jd}-${x.label}`}>{x.label}</li>
            ))}
          </ul>
        ) : list.length === 0 ? (
          <p>{t('transit.tabs.quiet')}</p>
        ) : (
          <ul className="transit-now">
            {list.slice(0, 4).map((s) => (
              <li key={`${s.transit}-${s.natal}-${s.angleDeg}-${s.startJdUt}`}>
                <strong>{name(s)}</strong> ·{' '}
                {t('transit.aspects.window', { from: fmt(s.startJdUt), to: fmt(s.endJdUt) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
