import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CrossCheck, crossCheck } from '../../core/astrology/cross-check';
import type { ChartOutput } from '../../core/chart/compute-chart';
import {
  crossCheckOn,
  EXTERNAL_API_BASE,
  ExternalApiError,
  fetchExternalLongitudes,
} from '../../shared/lib/external-astrology';
import { useAppStore } from '../../shared/stores/app-store';
import { ScrollRegion } from '../../shared/ui/scroll-region';

/** An arcsecond difference as a reader takes it in: ″ under a minute, ′ under a degree, then degrees. */
function diffText(arcsec: number): string {
  const sign = arcsec < 0 ? '−' : '+';
  const a = Math.abs(arcsec);
  if (a < 60) return `${sign}${a.toFixed(1)}″`;
  if (a < 3600) return `${sign}${(a / 60).toFixed(1)}′`;
  return `${sign}${(a / 3600).toFixed(2)}°`;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; reason: ExternalApiError['reason'] }
  | { kind: 'done'; check: CrossCheck };

/**
 * The external chart service as a cross-check (spec §4, issue 16 §7): shown when this build names a service and the
 * user has enabled it. Our chart stays the one on the page; a failure says so and changes nothing (the spec's
 * fall-back to the local calculation).
 */
export function ExternalCrossCheck({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const settings = useAppStore((s) => s.settings);
  const on = crossCheckOn(settings);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { utc } = chart;
  const { lat, lng } = chart.place;

  useEffect(() => {
    if (!on) return;
    let live = true;
    setState({ kind: 'loading' });
    fetchExternalLongitudes({ utc, lat, lng }, useAppStore.getState().settings).then(
      (external) => live && setState({ kind: 'done', check: crossCheck(chart, external) }),
      (e) =>
        live &&
        setState({ kind: 'failed', reason: e instanceof ExternalApiError ? e.reason : 'badResponse' }),
    );
    return () => {
      live = false;
    };
  }, [on, utc, lat, lng, chart]);

  if (!on || !EXTERNAL_API_BASE) return null;
  const host = new URL(EXTERNAL_API_BASE).host;
  return (
    <section
      className="result-section"
      aria-labelledby="cross-check-title"
      data-testid="cross-check"
      aria-busy={state.kind === 'loading'}
    >
      <h2 id="cross-check-title" className="section-title">
        {t('crossCheck.title', { host })}
      </h2>
      <div className="card">
        {state.kind === 'loading' && <p role="status">{t('crossCheck.loading', { host })}</p>}
        {state.kind === 'failed' && (
          <p className="notice notice-error" role="alert">
            {t('crossCheck.failed', { host, reason: t(`crossCheck.reasons.${state.reason}`) })}
          </p>
        )}
        {state.kind === 'done' && (
          <>
            <p>
              {t('crossCheck.summary', {
                count: state.check.compared,
                max: diffText(state.check.maxAbsDiffArcsec).slice(1),
              })}
            </p>
            <ScrollRegion label={t('crossCheck.title', { host })}>
              <table className="cross-check-table">
                <thead>
                  <tr>
                    <th scope="col">{t('crossCheck.point')}</th>
                    <th scope="col">{t('crossCheck.ours')}</th>
                    <th scope="col">{t('crossCheck.theirs', { host })}</th>
                    <th scope="col">{t('crossCheck.difference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.check.rows.map((r) => (
                    <tr key={r.point} data-point={r.point}>
                      <th scope="row">{t(`bodies.${r.point}`)}</th>
                      <td>{r.localDeg.toFixed(4)}°</td>
                      <td>
                        {r.externalDeg === null ? t('crossCheck.notGiven') : `${r.externalDeg.toFixed(4)}°`}
                      </td>
                      <td data-arcsec={r.diffArcsec ?? ''}>
                        {r.diffArcsec === null ? '—' : diffText(r.diffArcsec)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <p className="field-note">{t('crossCheck.note')}</p>
          </>
        )}
      </div>
    </section>
  );
}
