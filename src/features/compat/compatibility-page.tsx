import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { languageOf } from '../../i18n/languages';
import type { BirthFormValues } from '../../shared/birth-form/validate-birth-form';
import { formatIsoDate } from '../../shared/lib/local-date';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import type { CalculationResults, Conventions, UserData } from '../../shared/stores/app-types';
import { useViewedChart } from '../../shared/stores/viewed-chart';
import '../../shared/ui/results.css';
import { chosenFromUser, valuesFromUser } from '../../shared/birth-form/birth-form';
import { BaziMatchSection } from './bazi-match-section';
import type { CompatReading } from './compat-reading';
import { birthLine } from './compat-texts';
import { PartnerForm } from './partner-form';
import {
  loadPeople,
  MAX_PEOPLE,
  newPersonId,
  type People,
  savePeople,
  withoutPerson,
  withPerson,
} from './partner-store';
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

/** Keeps the people list on the device and in the page; false when storage refused it (which the page says). */
function storePeople(next: People, show: (p: People) => void): boolean {
  const ok = savePeople(next);
  show(next);
  return ok;
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
  // The people kept on this device (with their consent): the page opens on the one shown last.
  const [people, setPeople] = useState<People>(loadPeople);
  const storedPerson = people.people.find((p) => p.id === people.current) ?? null;
  const [values, setValues] = useState<BirthFormValues>(() => valuesFromUser(storedPerson?.userData ?? null));
  const [chosen, setChosen] = useState(() => chosenFromUser(storedPerson?.userData ?? null));
  /** Whose reading is shown or being cast, and their id when they are kept. */
  const [partner, setPartner] = useState<UserData | null>(storedPerson?.userData ?? null);
  const [shownId, setShownId] = useState<string | null>(storedPerson?.id ?? null);
  const [editing, setEditing] = useState(storedPerson === null);
  /** The kept person the open form changes (null: someone new), and whether to keep them: asked, never assumed. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const [keep, setKeep] = useState(false);
  const [cast, setCast] = useState<Cast | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<
    'saved' | 'notSaved' | 'notKept' | 'full' | 'forgotten' | 'repairing' | null
  >(null);
  /** The person just sent from the form (and whether to keep them): handled once their reading is cast. */
  const submitted = useRef<{ user: UserData; keep: boolean; id: string | null } | null>(null);
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

  const store = (next: People): boolean => storePeople(next, setPeople);

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
        const sent = submitted.current;
        if (sent?.user === partner) {
          submitted.current = null;
          setEditing(false);
          focusNext.current = 'summary';
          const current = loadPeople();
          if (!sent.keep) {
            // Not kept: a kept person whose box was cleared is forgotten; the reading stays for this visit.
            if (sent.id) storePeople(withoutPerson(current, sent.id), setPeople);
            setShownId(null);
            setStatus('notKept');
          } else if (!sent.id && current.people.length >= MAX_PEOPLE) {
            setShownId(null);
            setStatus('full');
          } else {
            const id = sent.id ?? newPersonId(current);
            const ok = storePeople(
              withPerson(current, { id, userData: partner, savedAt: new Date().toISOString() }),
              setPeople,
            );
            setShownId(ok ? id : null);
            setStatus(ok ? 'saved' : 'notSaved');
          }
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
    submitted.current = { user: u, keep, id: editingId };
    setPartner(u);
  };
  /** Opens the form: on the person shown (to change them), or empty for someone new. */
  const openForm = (who: 'shown' | 'new') => {
    setStatus(null);
    const u = who === 'shown' ? (cast?.partner ?? null) : null;
    setValues(valuesFromUser(u));
    setChosen(chosenFromUser(u));
    setEditingId(who === 'shown' ? shownId : null);
    setKeep(who === 'shown' && shownId !== null);
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
  /** Opens the form on a record that needs repair, with what could be read of it; saving replaces the record. */
  const repair = (id: string) => {
    const broken = people.needsRepair.find((r) => r.id === id);
    if (!broken) return;
    const r = broken.readable;
    setStatus('repairing');
    setError(null);
    setValues({
      name: r.name ?? '',
      birthdate: r.birthdate ?? '',
      birthHour: r.birthHour !== undefined && !r.birthTimeUnknown ? String(r.birthHour) : '',
      birthMinute: r.birthMinute !== undefined && !r.birthTimeUnknown ? String(r.birthMinute) : '',
      timeUnknown: r.birthTimeUnknown ? '1' : '',
      birthplace: r.birthplace ?? '',
      gender: r.gender ?? '',
    });
    setChosen(null);
    setEditingId(id);
    setKeep(true);
    setEditing(true);
    focusNext.current = 'form';
  };
  /** Shows a kept person's reading, and opens on it next time. */
  const pick = (id: string) => {
    const person = people.people.find((p) => p.id === id);
    if (!person) return;
    store({ ...people, current: id });
    setStatus(null);
    setError(null);
    setShownId(id);
    setEditing(false);
    setPartner(person.userData);
  };
  /** "Forget": removes one person from the device; if they were shown, the page moves to the next kept, if any. */
  const forget = (id: string) => {
    const next = withoutPerson(people, id);
    store(next);
    setStatus('forgotten');
    if (id !== shownId) return;
    submitted.current = null;
    setCast(null);
    setBusy(false);
    setError(null);
    const other = next.people.find((p) => p.id === next.current) ?? null;
    setShownId(other?.id ?? null);
    setPartner(other?.userData ?? null);
    setValues(valuesFromUser(null));
    setChosen(null);
    setEditingId(null);
    setKeep(false);
    setEditing(other === null);
    focusNext.current = other ? null : 'form';
  };

  /** "Forget" beside a kept person or a record to repair, named for screen readers when there is a name. */
  const forgetButton = (id: string, name: string) => (
    <button
      type="button"
      className="button-ghost button-danger"
      aria-label={name ? t('people.forgetNamed', { name }) : undefined}
      onClick={() => forget(id)}
    >
      {t('people.forgetShort')}
    </button>
  );
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
            {!editing && (
              <div className="row-actions">
                <button
                  ref={changeButton}
                  type="button"
                  className="button-secondary"
                  onClick={() => openForm('shown')}
                >
                  {t('form.change')}
                </button>
              </div>
            )}
          </div>
        )}
        {people.people.length + people.needsRepair.length > 0 && (
          <div className="compat-saved">
            <h2 className="compat-saved-title">{t('people.savedTitle')}</h2>
            <p className="field-note">{t('form.onDevice')}</p>
            <ul className="compat-people-list" data-testid="people-list">
              {people.people.map((p) => (
                <li key={p.id} data-person={p.id}>
                  <button
                    type="button"
                    className="compat-person-pick"
                    aria-pressed={p.id === shownId}
                    onClick={() => pick(p.id)}
                  >
                    {partnerLine(p.userData)}
                  </button>
                  {forgetButton(p.id, p.userData.name || formatIsoDate(p.userData.birthdate, lang))}
                </li>
              ))}
              {people.needsRepair.map((r) => (
                <li key={r.id} data-person={r.id} data-needs-repair="true">
                  <p className="compat-person-broken">
                    {r.name ? t('people.repairNamed', { name: r.name }) : t('people.repairUnnamed')}
                  </p>
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={r.name ? t('people.repairLabel', { name: r.name }) : undefined}
                    onClick={() => repair(r.id)}
                  >
                    {t('people.repair')}
                  </button>
                  {forgetButton(r.id, r.name)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {!editing && (
          <button type="button" className="button-secondary compat-add" onClick={() => openForm('new')}>
            {t('people.add')}
          </button>
        )}
        <p className="compat-status" role="status" data-testid="compat-status">
          {working ? t('form.casting') : status ? t(`form.${status}`, { max: MAX_PEOPLE }) : ''}
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
          keep={keep}
          onKeep={setKeep}
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
