import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { computeResults } from '../../shared/lib/analysis';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { useViewedChart } from '../../shared/stores/viewed-chart';
import '../../shared/ui/results.css';
import { ANALYSIS_STAGES, type TransitAnalysis } from '../../core/transit/transit-analysis';
import { runTransitAnalysis, TransitAnalysisError } from './run-transit-analysis';
import './transit.css';
import { formatIsoDate, todayLocalIso } from '../../shared/lib/local-date';
import { ResultActions } from '../../shared/share/result-actions';
import { SharedBanner } from '../../shared/share/shared-banner';
import { linkedDate, TRANSIT_DATE_MAX, TRANSIT_DATE_MIN } from './linked-date';
import { TransitReport } from './transit-report';

type Engine = {
  birthMoment: typeof import('../../core/time/birth-moment').birthMoment;
  parseDate: typeof import('../../core/time/birth-moment').parseDate;
  ageOn: typeof import('../../core/transit/life-dates').ageOn;
  daysUntilBirthday: typeof import('../../core/transit/life-dates').daysUntilBirthday;
  nextBirthday: typeof import('../../core/transit/life-dates').nextBirthday;
  birthBaziYear: typeof import('../../core/bazi/sui').birthBaziYear;
  suiOn: typeof import('../../core/bazi/sui').suiOn;
};

async function loadEngine(): Promise<Engine> {
  const [time, life, sui] = await Promise.all([
    import('../../core/time/birth-moment'),
    import('../../core/transit/life-dates'),
    import('../../core/bazi/sui'),
  ]);
  return { ...time, ...life, ...sui };
}

const STEPS = ANALYSIS_STAGES;

/**
 * Transit analysis (spec §2): choose a date, watch the five stages as the worker runs them, read the year from that
 * date — every exact transit, the life cycles and the BaZi periods, with the timeline.
 */
export function Component() {
  const { t, i18n } = useTranslation('results');
  // The error's namespace loads with the failure, so a working page never waits for it.
  const failed = useCallback(
    () => void i18n.loadNamespaces('chartErrors').finally(() => setError('chartErrors:app.CalculationError')),
    [i18n],
  );
  // The visitor's own chart, or on /transit-analysis/shared the one a link opened, read-only (issue 16 §4).
  const { user, results, shared } = useViewedChart();
  const resultId = useAppStore((s) => s.resultId);
  const [engine, setEngine] = useState<Engine | null>(null);
  // A shared transit link opens on its date (?date=YYYY-MM-DD) and reads that year at once; so does the visitor's own
  // page, on the date in its address (kept there, so a reload shows the same year) or else today (issue 30 §3).
  const [params, setParams] = useSearchParams();
  const linked = shared ? shared.transitDate : linkedDate(params);
  const [date, setDate] = useState(() => linked ?? todayLocalIso());
  const [step, setStep] = useState<number>(-1);
  const [result, setResult] = useState<{ date: string; analysis: TransitAnalysis } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  // The report appears below the form: take the reader (and a screen reader's focus) to its heading.
  const reportHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) reportHeading.current?.focus();
  }, [result]);

  useEffect(() => {
    loadEngine().then(setEngine, failed);
  }, [failed]);
  // Birth data without a stored chart (e.g. cleared results): cast it once, as the spec's initialisation does.
  useEffect(() => {
    if (!user || results || shared) return;
    const { settings, replacePersisted } = useAppStore.getState();
    computeResults(user, settings.conventions).then(
      (r) => replacePersisted({ calculationResults: r }),
      failed,
    );
  }, [user, results, shared, failed]);
  // The year is read as soon as the engine and the chart are ready, once.
  const autoRun = useRef(true);
  const analyzeRef = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    if (!autoRun.current || !engine || !results) return;
    autoRun.current = false;
    void analyzeRef.current();
  }, [engine, results]);
  if (!user) return null; // guarded

  let preview: { age: number; days: number; sui: number } | null = null;
  if (engine && results) {
    try {
      preview = {
        age: engine.ageOn(user.birthdate, date),
        days: engine.daysUntilBirthday(user.birthdate, date),
        // 虚岁 beside the real age (issue 29 §2), counted from the chart's BaZi year of birth.
        sui: engine.suiOn(
          engine.birthBaziYear(engine.parseDate(user.birthdate).year, results.chart.bazi.year),
          date,
        ),
      };
    } catch {
      preview = null;
    }
  }

  // Another date: the report (or the run) of the one before is dropped.
  const choose = (next: string) => {
    running.current?.abort();
    setStep(-1);
    setDate(next);
    setResult(null);
  };
  const quick = (kind: 'today' | 'birthday' | 'newYear') => {
    const today = todayLocalIso();
    if (kind === 'today') choose(today);
    else if (kind === 'birthday' && engine) choose(engine.nextBirthday(user.birthdate, today));
    else if (kind === 'newYear') choose(`${Number(today.slice(0, 4)) + 1}-01-01`);
  };

  // Back to the date choice, the report cleared and the date kept, for another date.
  const newAnalysis = () => {
    running.current?.abort();
    setResult(null);
    setStep(-1);
    setError(null);
    const input = document.getElementById('transit-date');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  };

  const analyze = async () => {
    if (!engine || !results) return;
    running.current?.abort();
    setResult(null);
    // A year before the birth has nothing to read: say so, keep the date as typed.
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date < user.birthdate) {
      setStep(-1);
      setError('transit.beforeBirth');
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setStep(0);
    try {
      const place = results.chart.place;
      // The chosen day at noon in the birthplace's zone (the engine's zone rules, never the browser's).
      const moment = engine.birthMoment(date, '12:00', place.tz, place.lng);
      const analysis = await runTransitAnalysis(
        results.chart,
        moment.jdUt,
        (stage) => setStep(STEPS.indexOf(stage)),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setResult({ date, analysis });
      // The date read is the page's address: a reload or a bookmark opens the same year (not on a shared view,
      // whose address is the sender's link). Not once the reader has gone on to another page (the address already
      // names it while this page is still shown): writing it would take them back here.
      const stillHere = window.location.pathname.startsWith(paths.transit);
      if (!shared && stillHere && params.get('date') !== date) setParams({ date }, { replace: true });
    } catch (e) {
      if (e instanceof TransitAnalysisError && e.code === 'ABORTED') return;
      setStep(-1);
      setError(
        e instanceof TransitAnalysisError && e.code === 'INTERNAL'
          ? 'transit.analysisError'
          : 'transit.invalidDate',
      );
    }
  };

  analyzeRef.current = analyze;

  return (
    <div className="page results-page">
      <header>
        <h1>{t('transit.title')}</h1>
        <p className="lead">{t('transit.lead')}</p>
      </header>
      {shared && <SharedBanner shared={shared} />}
      {results?.chart.timeKnown === false && (
        <p className="notice notice-info" role="status" data-testid="unknown-time-notice">
          {t('unknownTime.noticeTransit')}
        </p>
      )}
      <section className="card" aria-labelledby="date-title" data-report="skip">
        <h2 id="date-title">{t('transit.quick')}</h2>
        <div className="row-actions">
          <button type="button" className="button-secondary" onClick={() => quick('today')}>
            {t('transit.todayPick')}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => quick('birthday')}
            disabled={!engine}
          >
            {t('transit.birthday')}
          </button>
          <button type="button" className="button-secondary" onClick={() => quick('newYear')}>
            {t('transit.newYear')}
          </button>
        </div>
        <div className="field transit-date">
          <label htmlFor="transit-date">{t('transit.custom')}</label>
          <input
            id="transit-date"
            type="date"
            min={TRANSIT_DATE_MIN}
            max={TRANSIT_DATE_MAX}
            value={date}
            onChange={(e) => choose(e.target.value)}
          />
        </div>
        {preview && <p className="muted">{t('transit.preview', preview)}</p>}
        <button
          type="button"
          className="button-primary"
          onClick={() => void analyze()}
          disabled={!engine || !date}
        >
          {t('transit.analyze')}
        </button>
        {step >= 0 && (
          <ol className="steps" aria-label={t('transit.analyze')}>
            {STEPS.map((s, i) => (
              <li key={s} aria-current={i === step ? 'step' : undefined} className={i <= step ? 'done' : ''}>
                {t(`transit.steps.${s}`)}
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p className="form-error" role="alert">
            {t(error)}
          </p>
        )}
      </section>
      {result && (
        <>
          <h2 className="transit-report-title" tabIndex={-1} ref={reportHeading}>
            {t('transit.report.title', { date: formatIsoDate(result.date, i18n.language) })}
          </h2>
          <ResultActions kind="transit" date={result.date} readOnly={shared !== null} />
          <TransitReport analysis={result.analysis} />
          <div className="card row-actions transit-actions">
            <button type="button" className="button-secondary" onClick={() => void analyze()}>
              {t('transit.reanalyze')}
            </button>
            <button type="button" className="button-ghost" onClick={newAnalysis}>
              {t('transit.newAnalysis')}
            </button>
          </div>
        </>
      )}
      <nav className="card result-links" aria-label={t('links.astrology')}>
        {!shared && (
          <Link className="button-secondary" to={paths.astrologyResults(resultId ?? 'latest')}>
            {t('links.astrology')}
          </Link>
        )}
        <Link className="button-ghost" to={paths.home}>
          {t('common:actions.home')}
        </Link>
      </nav>
    </div>
  );
}
