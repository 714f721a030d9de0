import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { computeResults } from '../../shared/lib/analysis';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { ChatScreen } from './chat/chat-screen';
import './consultant.css';

/**
 * The AI consultant (spec §2 "AI chat screen", issue 11): Meimei answers from the stored chart — through the
 * user's own AI provider, or the offline consultant when none is set up. Without a usable chart, the loading
 * panel with the reload-data button.
 */
export function Component() {
  const results = useAppStore((s) => s.calculationResults);
  const chart = results?.chart;
  if (
    !results ||
    !chart?.bodies?.sun ||
    !chart.bodies.moon ||
    !chart.angles?.ascendant ||
    !chart.bazi?.dayMaster
  )
    return <MissingChart />;
  return <ChatScreen results={results} />;
}

/** Spec §2: a loading panel with a reload-data button when the chart data is missing. */
function MissingChart() {
  const { t } = useTranslation('consultant');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const reload = async () => {
    const { userData, settings, analysisType, setResults } = useAppStore.getState();
    if (!userData) {
      setState('failed');
      return;
    }
    setState('loading');
    try {
      setResults(await computeResults(userData, settings.conventions), analysisType ?? 'astrology');
      setState('idle');
    } catch (err) {
      console.error(err);
      setState('failed');
    }
  };

  return (
    <div className="page consultant-page">
      <section
        className="card consultant-missing"
        aria-labelledby="consultant-missing"
        aria-busy={state === 'loading'}
      >
        <h1 id="consultant-missing">{t('missing.title')}</h1>
        <p>{t('missing.text')}</p>
        {state === 'failed' && (
          <p className="notice notice-error" role="alert">
            {t('missing.failed')}
          </p>
        )}
        <div className="row-actions">
          <button type="button" className="button-primary" onClick={reload} disabled={state === 'loading'}>
            {state === 'loading' ? t('common:status.computing') : t('missing.reload')}
          </button>
          <Link className="button-secondary" to={paths.home}>
            {t('common:actions.home')}
          </Link>
        </div>
        <p className="sr-only" role="status">
          {state === 'loading' ? t('common:status.computing') : ''}
        </p>
      </section>
    </div>
  );
}
