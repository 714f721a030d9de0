import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { ChartAngle, ChartBodyPosition } from '../../core/astrology/natal-chart';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { computeResults } from '../../shared/lib/analysis';
import { useAppStore } from '../../shared/stores/app-store';
import './consultant.css';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The chart facts the consultant starts from, or null when the stored chart lacks them. */
function keyFacts(chart: ChartOutput | undefined) {
  const sun = chart?.bodies?.sun;
  const moon = chart?.bodies?.moon;
  const ascendant = chart?.angles?.ascendant;
  const dayMaster = chart?.bazi?.dayMaster;
  if (!sun || !moon || !ascendant || !dayMaster) return null;
  return { sun, moon, ascendant, dayMaster };
}

/**
 * The AI consultant screen (spec §2), minimal and honest: Meimei's welcome, the key facts of the stored chart and
 * the questions the conversation will take. The conversation itself (own provider or offline consultant) comes
 * with a later update, and the screen says so instead of offering an input that does nothing.
 */
export function Component() {
  const { t } = useTranslation('learn');
  const results = useAppStore((s) => s.calculationResults);
  const newestId = useAppStore((s) => s.analysisHistory[0]?.id);
  const facts = keyFacts(results?.chart);
  if (!results || !facts) return <MissingChart />;

  const id = newestId ?? String(Date.parse(results.computedAt) || 'latest');
  const signText = (p: ChartBodyPosition | ChartAngle) =>
    t('consultant.signValue', { sign: t(`terms.signs.${p.sign}`), degree: p.degree, minute: pad2(p.minute) });
  const { stem, element, polarity } = facts.dayMaster;
  const questions: unknown = t('consultant.questions', { returnObjects: true, defaultValue: [] });

  return (
    <div className="page consultant-page">
      <header className="consultant-header">
        <span className="consultant-avatar" aria-hidden="true">
          ✦
        </span>
        <div>
          <h1>{t('consultant.title')}</h1>
          <p className="lead">{t('consultant.welcome')}</p>
        </div>
      </header>

      <section className="card" aria-labelledby="consultant-facts">
        <h2 id="consultant-facts">{t('consultant.factsTitle')}</h2>
        <dl className="consultant-facts">
          <div>
            <dt>{t('consultant.facts.sun')}</dt>
            <dd data-testid="fact-sun">{signText(facts.sun)}</dd>
          </div>
          <div>
            <dt>{t('consultant.facts.moon')}</dt>
            <dd data-testid="fact-moon">{signText(facts.moon)}</dd>
          </div>
          <div>
            <dt>{t('consultant.facts.ascendant')}</dt>
            <dd data-testid="fact-ascendant">{signText(facts.ascendant)}</dd>
          </div>
          <div>
            <dt>{t('consultant.facts.dayMaster')}</dt>
            <dd data-testid="fact-day-master">
              {t('consultant.dayMasterValue', {
                stem,
                reading: t(`terms.stems.${stem}`),
                name: t('terms.stemName', {
                  polarity: t(`terms.polarity.${polarity}`),
                  element: t(`terms.elements.${element}`),
                }),
              })}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="consultant-questions">
        <h2 id="consultant-questions">{t('consultant.questionsTitle')}</h2>
        <ul className="consultant-questions">
          {(Array.isArray(questions) ? questions : [])
            .filter((q): q is string => typeof q === 'string')
            .map((q) => (
              <li key={q}>{q}</li>
            ))}
        </ul>
      </section>

      <section className="notice notice-info consultant-notice" aria-labelledby="consultant-notice">
        <div>
          <h2 id="consultant-notice">{t('consultant.noticeTitle')}</h2>
          <p>{t('consultant.notice')}</p>
        </div>
      </section>

      <nav className="row-actions" aria-label={t('consultant.linksLabel')}>
        <Link className="button-primary" to={paths.baziResults(id)}>
          {t('consultant.openBazi')}
        </Link>
        <Link className="button-primary" to={paths.astrologyResults(id)}>
          {t('consultant.openAstrology')}
        </Link>
        <Link className="button-secondary" to={paths.learn}>
          {t('consultant.openLearn')}
        </Link>
      </nav>
    </div>
  );
}

/** Spec §2: a loading panel with a reload-data button when the chart data is missing. */
function MissingChart() {
  const { t } = useTranslation('learn');
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
        <h1 id="consultant-missing">{t('consultant.missing.title')}</h1>
        <p>{t('consultant.missing.text')}</p>
        {state === 'failed' && (
          <p className="notice notice-error" role="alert">
            {t('consultant.missing.failed')}
          </p>
        )}
        <div className="row-actions">
          <button type="button" className="button-primary" onClick={reload} disabled={state === 'loading'}>
            {state === 'loading' ? t('common:status.computing') : t('consultant.missing.reload')}
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
