import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engineTimingsFor } from '../../shared/lib/analysis';
import { useAppStore } from '../../shared/stores/app-store';
import type { CalculationResults } from '../../shared/stores/app-types';

/**
 * debugMode (spec §3, issue 16 §7): the engine's raw output for this chart and how long each step of casting it
 * took in this visit. Shown only when the setting is on; left out of the PDF report.
 */
export function DebugPanel({ results }: { results: CalculationResults }) {
  const { t, i18n } = useTranslation('results');
  const on = useAppStore((s) => s.settings.debugMode);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  if (!on) return null;
  const timings = engineTimingsFor(results.computedAt);
  const json = JSON.stringify(results.chart, null, 2);
  const total = timings?.steps.reduce((sum, s) => sum + s.ms, 0) ?? 0;
  const ms = (x: number) =>
    x.toLocaleString(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const copyJson = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  };
  return (
    <section
      className="result-section"
      aria-labelledby="debug-title"
      data-testid="debug-panel"
      data-report="skip"
    >
      <h2 id="debug-title" className="section-title">
        {t('debug.title')}
      </h2>
      <div className="card debug-card">
        <h3>{t('debug.timings')}</h3>
        {timings ? (
          <table className="debug-timings">
            <thead>
              <tr>
                <th scope="col">{t('debug.step')}</th>
                <th scope="col">{t('debug.ms')}</th>
              </tr>
            </thead>
            <tbody>
              {timings.steps.map((s) => (
                <tr key={s.step} data-step={s.step}>
                  <th scope="row">{t(`debug.steps.${s.step}`)}</th>
                  <td>{ms(s.ms)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('debug.total')}</th>
                <td>{ms(total)}</td>
              </tr>
            </tbody>
          </table>
        ) : (
          <p>{t('debug.notMeasured')}</p>
        )}
        <p className="field-note">
          {t('debug.computedAt', { at: results.computedAt, source: results.dataSource })}
        </p>
        <details className="debug-raw">
          <summary>{t('debug.raw', { size: (new Blob([json]).size / 1024).toFixed(1) })}</summary>
          <button type="button" className="button-secondary" onClick={() => void copyJson()}>
            {t('debug.copy')}
          </button>
          {copy && (
            <p className="field-note" role="status">
              {t(`debug.${copy}`)}
            </p>
          )}
          <pre data-testid="debug-json">{json}</pre>
        </details>
      </div>
    </section>
  );
}
