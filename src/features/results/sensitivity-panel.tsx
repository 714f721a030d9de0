import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANETS } from '../../core/astrology/vocabulary';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { FactorKey, FactorSensitivity, TimeChange } from '../../core/chart/time-sensitivity';
import { ResultSection } from './layout/result-section';

/** Which factors each page asks about: the Western page its angles, Moon and houses; the BaZi page its pillars. */
const PAGE_FACTORS: Record<'astrology' | 'bazi', readonly FactorKey[]> = {
  astrology: ['ascendantSign', 'midheavenSign', 'moonSign'],
  bazi: ['hourPillar', 'dayPillar', 'monthPillar', 'yearPillar'],
};
const HOUSE_FACTORS: readonly FactorKey[] = PLANETS.map((p) => `bodyHouse:${p}` as const);

type State = { kind: 'busy' } | { kind: 'done'; rows: FactorSensitivity[] } | { kind: 'failed' };

/** The clock time of a change on the birthplace's clock: HH:MM, with seconds when they are not zero. */
const clockOf = (c: TimeChange) =>
  c.atLocal.endsWith(':00') ? c.atLocal.slice(11, 16) : c.atLocal.slice(11, 19);

/**
 * "If your birth time is a little off" (issue 17 §3): what would change within ±60 minutes, found by searching the
 * exact instants of each change (core/chart/time-sensitivity.ts), loaded and run when the page shows it. Not shown
 * for a chart without a birth time: there is no time to be off.
 */
export function SensitivityPanel({ chart, page }: { chart: ChartOutput; page: 'astrology' | 'bazi' }) {
  const { t } = useTranslation('results');
  const [state, setState] = useState<State>({ kind: 'busy' });
  const timed = chart.timeKnown !== false && chart.angles !== null;
  useEffect(() => {
    if (!timed) return;
    let live = true;
    setState({ kind: 'busy' });
    import('../../core/chart/time-sensitivity')
      .then((m) => {
        const rows = m.sensitivitySummary(m.timeSensitivity(chart));
        if (live) setState({ kind: 'done', rows });
      })
      .catch((e: unknown) => {
        console.error(e);
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [chart, timed]);
  if (!timed) return null;

  const value = (row: FactorSensitivity, v: string) =>
    row.factor === 'bodyHouse'
      ? t('astro.houseN', { n: v })
      : row.factor.endsWith('Sign')
        ? t(`signs.${v}`)
        : v;
  const name = (row: FactorSensitivity) =>
    row.factor === 'bodyHouse'
      ? t('sensitivity.factor.bodyHouse', { body: t(`bodies.${row.body}`) })
      : t(`sensitivity.factor.${row.factor}`, {
          rule: t(chart.settings.ziHour === '23' ? 'meta.zi23' : 'meta.ziMidnight'),
        });
  // The chart's own value of the factor, as the birth time gives it.
  const current = (row: FactorSensitivity): string | null => {
    const p = (x: { stem: string; branch: string } | null) => (x ? x.stem + x.branch : null);
    const b = chart.bazi;
    const raw =
      row.factor === 'ascendantSign'
        ? chart.angles?.ascendant.sign
        : row.factor === 'midheavenSign'
          ? chart.angles?.midheaven.sign
          : row.factor === 'moonSign'
            ? chart.bodies.moon.sign
            : row.factor === 'bodyHouse' && row.body
              ? String(chart.bodies[row.body].house)
              : p(b[row.factor.replace('Pillar', '') as 'hour' | 'day' | 'month' | 'year']);
    return raw ? value(row, raw) : null;
  };
  const item = (row: FactorSensitivity) => (
    <li key={row.key} data-factor={row.key}>
      <span className="sens-name">{name(row)}</span>{' '}
      {current(row) && <strong className="sens-now nowrap">{current(row)}</strong>}
      <span className="sens-stable">
        {row.stableWithinMinutes === null
          ? t('sensitivity.within5')
          : t('sensitivity.stable', { n: row.stableWithinMinutes })}
      </span>
      {[row.earlier, row.later].map(
        (c) =>
          c && (
            <span className="sens-change" key={c.atUtc} data-offset={c.offsetMinutes.toFixed(3)}>
              {t(c.offsetMinutes < 0 ? 'sensitivity.earlier' : 'sensitivity.later', {
                n: Math.max(1, Math.round(Math.abs(c.offsetMinutes))),
                time: clockOf(c),
              })}{' '}
              <strong className="nowrap">{value(row, c.to)}</strong>
            </span>
          ),
      )}
    </li>
  );
  return (
    <ResultSection id="sensitivity" title={t('sensitivity.title')} testId="sensitivity">
      <div className="card sensitivity">
        <p className="muted">{t('sensitivity.lead')}</p>
        {state.kind === 'busy' && (
          <p className="muted" aria-busy="true">
            {t('sensitivity.busy')}
          </p>
        )}
        {state.kind === 'failed' && <p className="notice notice-error">{t('sensitivity.failed')}</p>}
        {state.kind === 'done' && (
          <>
            <ul className="sens-list">
              {state.rows.filter((r) => PAGE_FACTORS[page].includes(r.key)).map(item)}
            </ul>
            {page === 'astrology' && (
              <details className="sens-houses">
                <summary>{t('sensitivity.houses')}</summary>
                <ul className="sens-list">
                  {state.rows.filter((r) => HOUSE_FACTORS.includes(r.key)).map(item)}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
    </ResultSection>
  );
}
