import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type Place, TOKYO_FALLBACK } from '../../core/geo/place';
import { languageOf } from '../../i18n/languages';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import type { UserData } from '../../shared/stores/app-types';
import { SkyNow } from '../../shared/ui/wheel/sky-now';
import { BirthTimeFields } from './birth-time-fields';
import { type ChosenPlace, lookUpBirthplace, placeCoordinates, placeOptions } from './birthplace';
import { ChosenPlaceNote } from './chosen-place-note';
import type { ManualCoordinates, ManualCoordinatesInput } from './manual-coordinates';
import { PlaceCombobox } from './place-combobox';
import { loadFullEngine, usePlaceEngine } from './place-engine';
import { TodayForYou } from './today-for-you';
import { type BirthField, type BirthFormValues, validateBirthForm } from './validate-birth-form';
import './home.css';

const fromUser = (u: UserData | null): BirthFormValues => ({
  name: u?.name ?? '',
  birthdate: u?.birthdate ?? '',
  birthHour: u ? String(u.birthHour) : '',
  birthMinute: u ? String(u.birthMinute) : '',
  timeUnknown: u?.birthTimeUnknown ? '1' : '',
  birthplace: u?.birthplace ?? '',
  gender: u?.gender ?? '',
});

const chosenFromUser = (u: UserData | null): ChosenPlace | null =>
  u?.coordinates ? { label: u.birthplace, coordinates: u.coordinates } : null;

/** The recent analyses, a chunk of their own: only a returning visitor has any (the first load pays nothing). */
const RecentAnalyses = lazy(() => import('./recent-analyses'));
/** Why a link brought the visitor home: rare, so a chunk of its own too. */
const LinkNotice = lazy(() => import('./link-notice'));

/** The unresolved-place choice is loaded when first needed (most births name a listed place). */
type ChoiceView = typeof import('./place-choice').PlaceChoice;
/** The choice for an unknown birthplace and its texts, fetched together only when a visitor needs them. */
const loadChoiceView = (i18n: { loadNamespaces: (ns: string) => Promise<unknown> }): Promise<ChoiceView> =>
  Promise.all([import('./place-choice'), i18n.loadNamespaces('place')]).then(([m]) => m.PlaceChoice);

/** An open "which place did you mean?" decision for text that names no listed place. */
interface OpenChoice {
  text: string;
  matches: Place[];
}

/** Home: the birth form, the analysis choice and recent analyses (spec §2, §4, §5; issue 9 §3). */
export function Component() {
  const { t, i18n } = useTranslation('home');
  const lang = languageOf(i18n.language) ?? 'ja';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const stored = useAppStore((s) => s.userData);
  const isLoading = useAppStore((s) => s.isLoading);
  const appError = useAppStore((s) => s.error);
  const hasHistory = useAppStore((s) => s.analysisHistory.length > 0);
  const [values, setValues] = useState<BirthFormValues>(() => fromUser(stored));
  const [analysis, setAnalysis] = useState<'astrology' | 'bazi'>('astrology');
  const [invalid, setInvalid] = useState<{ field: BirthField; messageKey: string } | null>(null);
  const [notice, setNotice] = useState<'expired' | 'sharedInvalid' | null>(null);
  const { engine, start: startPlaces } = usePlaceEngine();
  const [chosen, setChosen] = useState<ChosenPlace | null>(() => chosenFromUser(stored));
  const [choice, setChoice] = useState<OpenChoice | null>(null);
  const [ChoiceView, setChoiceView] = useState<ChoiceView | null>(null);
  const [manual, setManual] = useState<ManualCoordinatesInput>({ lat: '', lng: '', tz: '' });
  const [manualOpen, setManualOpen] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const refs = {
    birthdate: useRef<HTMLInputElement>(null),
    birthHour: useRef<HTMLSelectElement>(null),
    birthMinute: useRef<HTMLSelectElement>(null),
    birthplace: useRef<HTMLInputElement>(null),
    gender: useRef<HTMLInputElement>(null),
  };
  const submitRef = useRef<HTMLButtonElement>(null);
  const choiceTitle = useRef<HTMLHeadingElement>(null);
  /** The choice was opened by "start": once the user decides, the analysis goes on. */
  const continueAfterChoice = useRef(false);
  const focusChoice = useRef(false);
  // Asynchronous steps (the place list, the dropdown's delayed close) read the latest state, not a stale render's.
  const latest = useRef({ values, chosen, choice });
  latest.current = { values, chosen, choice };

  // ?expired=1 (a stale deep link) and ?shared=invalid (a tampered share link): tell, then clear the query.
  useEffect(() => {
    const expired = params.get('expired') === '1';
    const shared = params.get('shared') === 'invalid';
    if (!expired && !shared) return;
    setNotice(expired ? 'expired' : 'sharedInvalid');
    const next = new URLSearchParams(params);
    next.delete('expired');
    next.delete('shared');
    setParams(next, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!choice || !focusChoice.current) return;
    focusChoice.current = false;
    choiceTitle.current?.focus();
    choiceTitle.current?.scrollIntoView({ block: 'start' });
  }, [choice]);

  const set = (field: keyof BirthFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const settled = (c: ChosenPlace | null, text: string) => (c && c.label === text ? c : null);

  /**
   * The point for the field's text: the settled choice, or an exact name in the place list. Text that names no
   * listed place opens the choice instead ('asked': the user decides, nothing is computed before); 'stale' when
   * the text changed while the list loaded, 'empty' for no text, 'failed' when the choice could not load.
   */
  const findPlace = async (): Promise<ChosenPlace | 'asked' | 'stale' | 'empty' | 'failed'> => {
    const text = latest.current.values.birthplace;
    const done = settled(latest.current.chosen, text);
    if (done) return done;
    if (text.trim() === '') return 'empty';
    let found: ReturnType<typeof lookUpBirthplace>;
    try {
      found = lookUpBirthplace(await loadFullEngine(), text.trim(), lang);
    } catch (err) {
      // Without the list, coordinates by hand and the Tokyo fallback still work.
      console.warn('Place list could not be loaded', err);
      found = { kind: 'unknown', matches: [] };
    }
    if (latest.current.values.birthplace !== text) return 'stale';
    if (found.kind === 'found') {
      const c = { ...found.chosen, label: text };
      setChosen(c);
      setChoice(null);
      return c;
    }
    let view: ChoiceView;
    try {
      view = await loadChoiceView(i18n);
    } catch (err) {
      console.error(err);
      setInvalid({ field: 'birthplace', messageKey: 'errors.UNKNOWN_PLACE' });
      return 'failed';
    }
    if (latest.current.values.birthplace !== text) return 'stale';
    setChoiceView(() => view);
    setChoice({ text: text.trim(), matches: found.matches });
    setAnnouncement(
      `${t('place:placeChoice.title', { place: text.trim() })} ${t('place:placeChoice.intro')}`,
    );
    return 'asked';
  };

  const submit = async (override?: ChosenPlace) => {
    const v = latest.current.values;
    const failure = validateBirthForm(v);
    setInvalid(failure);
    if (failure) {
      refs[failure.field].current?.focus();
      return;
    }
    let place = override;
    if (!place) {
      setLookingUp(true);
      focusChoice.current = true; // if the choice opens, it takes focus
      const result = await findPlace();
      setLookingUp(false);
      if (typeof result === 'string') {
        if (result === 'asked') continueAfterChoice.current = true;
        else focusChoice.current = false;
        return;
      }
      focusChoice.current = false;
      place = result;
    }
    // The calculation's code loads when the form is sent, not with the first screen.
    const { computeResults, fullBirthDateTime } = await import('../../shared/lib/analysis');
    // Without a time the chart is cast at noon, and the data says the time is unknown.
    const [hour, minute] = v.timeUnknown ? [12, 0] : [Number(v.birthHour), Number(v.birthMinute)];
    const user: UserData = {
      name: v.name.trim(),
      birthdate: v.birthdate,
      birthHour: hour,
      birthMinute: minute,
      birthplace: v.birthplace.trim(),
      gender: v.gender as UserData['gender'],
      fullBirthDateTime: fullBirthDateTime(v.birthdate, hour, minute),
      coordinates: place.coordinates,
      ...(v.timeUnknown && { birthTimeUnknown: true }),
    };
    const store = useAppStore.getState();
    store.setUserData(user);
    store.setAnalysisType(analysis);
    store.setLoading(true);
    try {
      const results = await computeResults(user, store.settings.conventions);
      const id = store.setResults(results, analysis);
      navigate(analysis === 'bazi' ? paths.baziResults(id) : paths.astrologyResults(id));
    } catch (err) {
      console.error(err);
      const code = (err as { code?: string }).code;
      store.setError({
        message: code ? `errors.${code}` : 'appErrors.CalculationError',
        type: 'CalculationError',
        timestamp: Date.now(),
        ...(code ? { code } : {}),
      });
    }
  };

  /** A decision in the choice: settle the place, close the choice, and go on if "start" opened it. */
  const decide = (c: ChosenPlace) => {
    setChosen(c);
    setChoice(null);
    setManualOpen(false);
    setAnnouncement('');
    if (invalid?.field === 'birthplace') setInvalid(null);
    if (continueAfterChoice.current) {
      continueAfterChoice.current = false;
      latest.current = { ...latest.current, values: { ...latest.current.values, birthplace: c.label } };
      void submit(c);
    } else {
      (values.gender ? submitRef : refs.gender).current?.focus();
    }
  };

  const pick = (p: Place) => {
    const label = engine ? engine.name(p, lang) : p.name;
    setValues((v) => ({ ...v, birthplace: label }));
    return { label, coordinates: placeCoordinates(p) };
  };

  const errorId = (field: BirthField) => (invalid?.field === field ? `${field}-error` : undefined);
  const fieldError = (field: BirthField) =>
    invalid?.field === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {t(invalid.messageKey)}
      </p>
    ) : null;
  const dateText = values.birthdate
    ? new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'en' ? 'en-US' : 'ja-JP', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${values.birthdate}T00:00:00Z`))
    : '';
  const shownChoice = choice && choice.text === values.birthplace.trim() ? choice : null;
  const shownChosen = settled(chosen, values.birthplace);
  const placeDescribedBy =
    [errorId('birthplace'), shownChosen ? 'birthplace-chosen' : '', shownChoice ? 'place-choice-intro' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const busy = isLoading || lookingUp;

  return (
    <div className="page home-page">
      <section className="hero">
        <h1>{t('hero.title')}</h1>
        <p className="lead">{t('hero.lead')}</p>
      </section>
      {notice && (
        <Suspense fallback={null}>
          <LinkNotice kind={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
      <div className="home-grid">
        <form
          className="card birth-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            continueAfterChoice.current = false;
            void submit();
          }}
          aria-labelledby="form-title"
        >
          <h2 id="form-title">{t('form.title')}</h2>
          <div className="field">
            <label htmlFor="name">
              {t('form.name')} <span className="optional">{t('form.optional')}</span>
            </label>
            <input
              id="name"
              type="text"
              autoComplete="name"
              maxLength={100}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="birthdate">
              {t('form.birthdate')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id="birthdate"
              ref={refs.birthdate}
              type="date"
              required
              min="1800-01-01"
              max="2200-12-31"
              aria-invalid={invalid?.field === 'birthdate'}
              aria-describedby={errorId('birthdate')}
              value={values.birthdate}
              onChange={(e) => set('birthdate')(e.target.value)}
            />
            {dateText && <p className="field-note">{dateText}</p>}
            {fieldError('birthdate')}
          </div>
          <BirthTimeFields
            hour={values.birthHour}
            minute={values.birthMinute}
            onHour={set('birthHour')}
            onMinute={set('birthMinute')}
            unknown={values.timeUnknown}
            onUnknown={set('timeUnknown')}
            hourRef={refs.birthHour}
            minuteRef={refs.birthMinute}
            invalid={invalid?.field ?? null}
            error={fieldError}
          />
          <div className="field">
            <label htmlFor="birthplace">
              {t('form.birthplace')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <PlaceCombobox
              id="birthplace"
              lang={lang}
              engine={engine}
              onStart={() => {
                startPlaces();
                loadChoiceView(i18n).catch(() => undefined); // fetched ahead; findPlace reports a failure
              }}
              inputRef={refs.birthplace}
              value={values.birthplace}
              onType={(text) => {
                set('birthplace')(text);
                setChosen(null);
                continueAfterChoice.current = false;
              }}
              onChoose={(p) => {
                const c = pick(p);
                setChosen(c);
                setChoice(null);
                if (invalid?.field === 'birthplace') setInvalid(null);
              }}
              onLeave={() => {
                // A hint before "start": an unknown name opens the choice now (without taking focus).
                void findPlace();
              }}
              invalid={invalid?.field === 'birthplace' || shownChoice !== null}
              describedBy={placeDescribedBy}
            />
            {shownChosen && (
              <ChosenPlaceNote id="birthplace-chosen" chosen={shownChosen} engine={engine} lang={lang} />
            )}
            {fieldError('birthplace')}
            <p id="birthplace-status" className="sr-only" role="status">
              {shownChoice ? announcement : ''}
            </p>
            {shownChoice && ChoiceView && (
              <ChoiceView
                text={shownChoice.text}
                matches={engine ? placeOptions(engine, shownChoice.matches, lang) : []}
                manual={manual}
                onManualChange={setManual}
                manualOpen={manualOpen}
                onManualOpen={setManualOpen}
                titleRef={choiceTitle}
                onPick={(p) => decide(pick(p))}
                onManual={(point: ManualCoordinates) =>
                  decide({ label: values.birthplace, coordinates: point })
                }
                onTokyo={() =>
                  decide({
                    label: values.birthplace,
                    coordinates: {
                      lat: TOKYO_FALLBACK.lat,
                      lng: TOKYO_FALLBACK.lng,
                      tz: TOKYO_FALLBACK.tz,
                      fallback: true,
                    },
                  })
                }
              />
            )}
          </div>
          <fieldset
            className="field"
            aria-describedby={errorId('gender')}
            aria-invalid={invalid?.field === 'gender'}
          >
            <legend>
              {t('form.gender')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="radio-row">
              {(['male', 'female'] as const).map((g, i) => (
                <label key={g} className="radio">
                  <input
                    ref={i === 0 ? refs.gender : undefined}
                    type="radio"
                    name="gender"
                    value={g}
                    required
                    checked={values.gender === g}
                    onChange={() => set('gender')(g)}
                  />
                  {t(`common:genders.${g}`)}
                </label>
              ))}
            </div>
            {fieldError('gender')}
          </fieldset>
          <fieldset className="field">
            <legend>{t('form.analysis')}</legend>
            <div className="segmented">
              {(['astrology', 'bazi'] as const).map((a) => (
                <label key={a} className={analysis === a ? 'segment active' : 'segment'}>
                  <input
                    type="radio"
                    name="analysis"
                    value={a}
                    checked={analysis === a}
                    onChange={() => setAnalysis(a)}
                  />
                  {t(`common:analysisTypes.${a}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {appError && (
            <p className="form-error" role="alert">
              {t(appError.message, { ns: ['home', 'common'] })}
            </p>
          )}
          <button ref={submitRef} type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {busy ? t('common:status.computing') : t('form.submit')}
          </button>
          <p className="privacy-line">{t('form.privacy')}</p>
        </form>
        <aside className="home-side" aria-labelledby="promise-title">
          <TodayForYou />
          <SkyNow />
          <section className="card home-promise">
            <h2 id="promise-title">{t('promise.title')}</h2>
            <ul>
              {(['natal', 'bazi', 'private'] as const).map((k) => (
                <li key={k} className={`promise-${k}`}>
                  <strong>{t(`promise.${k}.title`)}</strong>
                  <span>{t(`promise.${k}.text`)}</span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
      {hasHistory && (
        <Suspense fallback={null}>
          <RecentAnalyses />
        </Suspense>
      )}
    </div>
  );
}
