import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { languageOf } from '../../i18n/languages';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import type { CalculationResults, Conventions, UserData } from '../../shared/stores/app-types';
import { useViewedChart } from '../../shared/stores/viewed-chart';
import type { BirthFormValues } from '../home/validate-birth-form';
import '../../shared/ui/results.css';
import { chosenFromUser, valuesFromUser } from '../home/birth-form';
import { BaziMatchSection } from './bazi-match-section';
import type { CompatReading } from './compat-reading';
import { birthLine } from './compat-texts';
import { PartnerForm } from './partner-form';
import { forgetPartner, loadPartner, savePartner } from './partner-store';
import { SummarySection } from './summary-section';
import { SynastrySection } from './synastry-section';
import './compat.css';

/** The engine (chart casting and the compatibility core), loaded when a chart is first cast on this page. */
interface Engine {
  computeResults: typeof import('../../shared/lib/analysis').computeResults;
  readPair: typeof import('./compat-reading').readPair;
  readDavison: typeof import('./compat-reading').readDavison;
}
let enginePromise: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  enginePromise ??= Promise.all([import('../../shared/lib/analysis'), import('./compat-reading')]).then(
    ([analysis, reading]) => ({
      computeResults: analysis.computeResults,
      readPair: reading.readPair,
      readDavison: reading.readDavison,
    }),
    (e: unknown) => {
      enginePromise = null; // a failed download may succeed on the next try
      throw e;
    },
  );
  return enginePromise;
}

/** A partner's reading: both charts, and everything the page shows from them. */
interface Cast {
  partner: UserData;
  chartA: ChartOutput;
  chartB: ChartOutput;
  reading: CompatReading;
  engine: Engine;
}

/** The message key for a failed cast: the engine's own code when it has one (home's texts), else a general one. */
const errorKey = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `chartErrors:${code}` : 'compat:form.readError';
};

/**
 * Compatibility (issue 17 §1): the visitor's own chart with a second person's, whose birth data is entered here
 * and kept on this device only. Western synastry (a bi-wheel, the contacts between the charts, house overlays,
 * the composite and Davison charts) and BaZi 合婚 (five dimensions with their reasons), never one overall score.
 */
export function Component() {
  const { user, results, conventions } = useViewedChart();
  // Guarded; after "delete my data" in the settings the page empties, the partner it held in memory with it.
  if (!user) return null;
  return <CompatView user={user} results={results} conventions={conventions} />;
}

function CompatView({
  user,
  results,
  conventions,
}: {
  user: UserData;
  results: CalculationResults | null;
  conventions: Conventions;
}) {
  const { t, i18n } = useTranslation(['compat', 'results', 'chartErrors']);
  const lang = languageOf(i18n.language) ?? 'ja';
  const resultId = useAppStore((s) => s.resultId) ?? 'latest';
  // The last partner on this device: the page opens on their reading.
  const [stored] = useState(loadPartner);
  const [saved, setSaved] = useState(stored !== null);
  const [values, setValues] = useState<BirthFormValues>(() => valuesFromUser(stored));
  const [chosen, setChosen] = useState(() => chosenFromUser(stored));
  /** Whose reading is shown or being cast. */
  const [partner, setPartner] = useState<UserData | null>(stored);
  const [editing, setEditing] = useState(stored === null);
  const [cast, setCast] = useState<Cast | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'saved' | 'notSaved' | 'forgotten' | null>(null);
  /** The partner just sent from the form: kept on the device, and the reader taken to the reading, once cast. */
  const submitted = useRef<UserData | null>(null);
  const focusNext = useRef<'summary' | 'form' | 'change' | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);

  // Birth data without a stored chart (e.g. cleared results): cast it once, as the transit screen does.
  useEffect(() => {
    if (results) return;
    let live = true;
    loadEngine()
      .then((e) => e.computeResults(user, useAppStore.getState().settings.conventions))
      .then(
        (r) => live && useAppStore.getState().replacePersisted({ calculationResults: r }),
        (err: unknown) => {
          console.error(err);
          if (live) setError('chartErrors:app.CalculationError');
        },
      );
    return () => {
      live = false;
    };
  }, [user, results]);

  // The partner's chart, cast with the visitor's conventions, and the reading of the two.
  useEffect(() => {
    if (!partner || !results) return;
    let live = true;
    setBusy(true);
    setError(null);
    loadEngine()
      .then(async (engine) => {
        const b = await engine.computeResults(partner, conventions);
        const reading = engine.readPair(results.chart, b.chart);
        if (!live) return;
        setCast({ partner, chartA: results.chart, chartB: b.chart, reading, engine });
        setBusy(false);
        if (submitted.current === partner) {
          submitted.current = null;
          const ok = savePartner(partner);
          setSaved(ok);
          setStatus(ok ? 'saved' : 'notSaved');
          setEditing(false);
          focusNext.current = 'summary';
        }
      })
      .catch((err: unknown) => {
        if (!live) return;
        console.error(err);
        submitted.current = null;
        setError(errorKey(err));
        setBusy(false);
        setEditing(true); // what was typed is still in the form
      });
    return () => {
      live = false;
    };
  }, [partner, results, conventions]);

  // Focus follows the reader's step: the reading once cast, the form when opened, the button after closing it.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const el = { summary: summaryHeading, form: firstField, change: changeButton }[target].current;
    if (!el) return;
    focusNext.current = null;
    el.focus();
    if (target === 'summary') el.scrollIntoView({ block: 'start' });
  });

  const submit = (u: UserData) => {
    setStatus(null);
    setError(null);
    submitted.current = u;
    setPartner(u);
  };
  const change = () => {
    setStatus(null);
    setEditing(true);
    focusNext.current = 'form';
  };
  const cancel = () => {
    const shown = cast?.partner ?? null;
    setValues(valuesFromUser(shown));
    setChosen(chosenFromUser(shown));
    setPartner(shown);
    setError(null);
    setEditing(false);
    focusNext.current = 'change';
  };
  const forget = () => {
    forgetPartner();
    submitted.current = null;
    setSaved(false);
    setPartner(null);
    setCast(null);
    setBusy(false);
    setError(null);
    setValues(valuesFromUser(null));
    setChosen(null);
    setEditing(true);
    setStatus('forgotten');
    focusNext.current = 'form';
  };

  const working = busy || (partner !== null && !results && !error);
  const shownPartner = cast?.partner ?? (editing ? null : partner);
  const partnerLine = (u: UserData) =>
    u.name
      ? t('people.partnerNamed', { name: u.name, detail: birthLine(t, lang, u) })
      : t('people.partnerLine', { detail: birthLine(t, lang, u) });

  return (
    <div className="page results-page compat-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <section className="card compat-people" aria-label={t('title')}>
        <div className="compat-person">
          <p data-testid="person-a">{t('people.youLine', { detail: birthLine(t, lang, user) })}</p>
          <Link className="compat-own-link" to={paths.home}>
            {t('people.changeOwn')}
          </Link>
        </div>
        {shownPartner && (
          <div className="compat-person">
            <p data-testid="person-b">{partnerLine(shownPartner)}</p>
            <p className="field-note">{t('form.onDevice')}</p>
            <div className="row-actions">
              {!editing && (
                <button ref={changeButton} type="button" className="button-secondary" onClick={change}>
                  {t('form.change')}
                </button>
              )}
              {saved && (
                <button type="button" className="button-ghost button-danger" onClick={forget}>
                  {t('form.forget')}
                </button>
              )}
            </div>
          </div>
        )}
        <p className="compat-status" role="status" data-testid="compat-status">
          {working ? t('form.casting') : status ? t(`form.${status}`) : ''}
        </p>
      </section>
      {editing && (
        <PartnerForm
          values={values}
          onValues={setValues}
          chosen={chosen}
          onChosen={setChosen}
          busy={working}
          error={error}
          onSubmit={submit}
          {...(cast ? { onCancel: cancel } : {})}
          firstFieldRef={firstField}
        />
      )}
      {!editing && error && (
        <p className="notice notice-error" role="alert">
          {t(error)}
        </p>
      )}
      {cast && (
        <div className="compat-reading" data-testid="compat-reading" aria-busy={working}>
          {cast.chartA.timeKnown === false && (
            <p className="notice notice-info" data-testid="self-no-time">
              {t('notices.selfNoTime')}
            </p>
          )}
          {cast.chartB.timeKnown === false && (
            <p className="notice notice-info" data-testid="partner-no-time">
              {t('notices.partnerNoTime')}
            </p>
          )}
          <SummarySection
            reading={cast.reading}
            partnerName={cast.partner.name}
            headingRef={summaryHeading}
          />
          <SynastrySection
            reading={cast.reading}
            chartA={cast.chartA}
            chartB={cast.chartB}
            conventions={conventions}
            davison={cast.engine.readDavison}
          />
          <BaziMatchSection match={cast.reading.bazi} chartA={cast.chartA} chartB={cast.chartB} />
        </div>
      )}
      <nav className="card result-links" aria-label={t('results:links.astrology')}>
        <Link className="button-secondary" to={paths.astrologyResults(resultId)}>
          {t('results:links.astrology')}
        </Link>
        <Link className="button-secondary" to={paths.baziResults(resultId)}>
          {t('results:links.bazi')}
        </Link>
        <Link className="button-ghost" to={paths.home}>
          {t('common:actions.home')}
        </Link>
      </nav>
    </div>
  );
}
