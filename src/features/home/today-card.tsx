import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import { type DayPillarAt, dayPillarAt } from '../../core/transit/bazi-timeline';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { seriesInForce } from '../../core/transit/transit-outlook';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { runTransitAnalysis } from '../transit/run-transit-analysis';
import { useDateFormat } from '../transit/use-date-format';
import { useTransitName } from '../transit/use-transit-name';
import './today-card.css';

/** The card itself (loaded after the form): today's transits in orb and today's pillars, from the stored chart. */
export default function TodayCard() {
  const { t } = useTranslation('results');
  const fmt = useDateFormat();
  const name = useTransitName();
  const chart = useAppStore((s) => s.calculationResults?.chart);
  const [state, setState] = useState<{ analysis: TransitAnalysis; day: DayPillarAt } | 'failed' | null>(null);

  useEffect(() => {
    if (!chart) return;
    const controller = new AbortController();
    const now = jdUtFromUnixMs(Date.now());
    runTransitAnalysis(chart, now, () => {}, controller.signal).then(
      (analysis) => setState({ analysis, day: dayPillarAt(chart, now) }),
      () => !controller.signal.aborted && setState('failed'),
    );
    return () => controller.abort();
  }, [chart]);

  if (!chart || state === 'failed') return null;
  if (state === null) return <div className="card today-card today-placeholder" aria-busy="true" />;
  const { analysis, day } = state;
  const now = analysis.dateJdUt;
  // Each transit in orb once (a retrograde series shares one window), with its next exact pass if one is ahead.
  const series = seriesInForce(analysis.series, now);
  const next = (s: (typeof series)[number]) => s.passes.find((p) => p.exactJdUt >= now)?.exactJdUt ?? null;
  const soonest = [...series]
    .filter((s) => next(s) !== null)
    .sort((a, b) => (next(a) ?? 0) - (next(b) ?? 0))[0];
  const luck = analysis.bazi.luck[0];
  const year = analysis.bazi.years[0];

  return (
    <section className="card today-card" aria-labelledby="today-title" data-testid="today-card">
      <h2 id="today-title">{t('transit.today.title')}</h2>
      {series.length === 0 ? (
        <p>{t('transit.overview.noneInForce')}</p>
      ) : (
        <ul className="today-transits">
          {series.slice(0, 3).map((s) => (
            <li key={`${s.transit}-${s.natal}-${s.angleDeg}`}>{name(s)}</li>
          ))}
        </ul>
      )}
      {soonest && (
        <p className="muted">
          {t('transit.today.soonest', { transit: name(soonest), date: fmt(next(soonest) as number) })}
        </p>
      )}
      <p>
        {t('transit.today.day', { pillar: day.pillar, tenGod: t(`tenGods.${day.tenGod}`) })}
        {day.relations.length > 0 &&
          ` · ${[...new Set(day.relations.map((r) => t(`relations.${r.kind}`)))].join('、')}`}
      </p>
      {luck && year && (
        <p className="muted">{t('transit.today.pillars', { luck: luck.pillar, year: year.pillar })}</p>
      )}
      <Link className="button-secondary" to={paths.transit}>
        {t('transit.today.open')}
      </Link>
    </section>
  );
}
