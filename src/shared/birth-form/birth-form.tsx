import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Place, TOKYO_FALLBACK } from '../../core/geo/place';
import { HTML_LANG, languageOf } from '../../i18n/languages';
import type { UserData } from '../stores/app-types';
import { BirthTimeFields } from './birth-time-fields';
import { type ChosenPlace, lookUpBirthplace, placeCoordinates, placeOptions } from './birthplace';
import { ChosenPlaceNote } from './chosen-place-note';
import type { ManualCoordinates, ManualCoordinatesInput } from './manual-coordinates';
import { PlaceCombobox } from './place-combobox';
import { loadFullEngine, usePlaceEngine, warnNoPlaceList } from './place-engine';
import { type BirthField, type BirthFormValues, validateBirthForm } from './validate-birth-form';

/**
 * A birth form's shared part (the home form, and the compatibility page's partner form): date, time with "I don't
 * know the time", birthplace with its list and the choice for a name the list does not know, and gender — their
 * state, checks and fields. Texts are the home namespace's. Each form adds its own fields and sends what it gets.
 */

/** The form's values for stored birth data (or empty). */
export const valuesFromUser = (u: UserData | null): BirthFormValues => ({
  name: u?.name ?? '',
  birthdate: u?.birthdate ?? '',
  birthHour: u && !u.birthTimeUnknown ? String(u.birthHour) : '',
  birthMinute: u && !u.birthTimeUnknown ? String(u.birthMinute) : '',
  timeUnknown: u?.birthTimeUnknown ? '1' : '',
  birthplace: u?.birthplace ?? '',
  gender: u?.gender ?? '',
});

/** The point stored birth data was cast for, as the form's settled place. */
export const chosenFromUser = (u: UserData | null): ChosenPlace | null =>
  u?.coordinates ? { label: u.birthplace, coordinates: u.coordinates } : null;

/** Birth data from valid values and the settled place; without a time the chart is cast at noon, and says so. */
export function userFromForm(v: BirthFormValues, place: ChosenPlace): UserData {
  const [hour, minute] = v.timeUnknown ? [12, 0] : [Number(v.birthHour), Number(v.birthMinute)];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    name: v.name.trim(),
    birthdate: v.birthdate,
    birthHour: hour,
    birthMinute: minute,
    birthplace: v.birthplace.trim(),
    gender: v.gender as UserData['gender'],
    fullBirthDateTime: `${v.birthdate}T${pad(hour)}:${pad(minute)}:00`,
    coordinates: place.coordinates,
    ...(v.timeUnknown && { birthTimeUnknown: true }),
  };
}

/** The panel for a birth date in the lunar calendar (one birth form per page: its id is `lunar-panel`). */
type LunarPanel = ComponentType<{ onDate(isoDate: string): void }>;

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

interface Options {
  /** The typed values and the settled place live with the caller (so a form that closes loses nothing). */
  values: BirthFormValues;
  setValues(update: (v: BirthFormValues) => BirthFormValues): void;
  chosen: ChosenPlace | null;
  setChosen(c: ChosenPlace | null): void;
  /** Called with checked values and their settled place. */
  onValid(v: BirthFormValues, place: ChosenPlace): unknown;
}

/** The shared part's state and checks, and its fields to render (`fields`). */
export function useBirthForm({ values, setValues, chosen, setChosen, onValid }: Options) {
  const { t, i18n } = useTranslation('home');
  const lang = languageOf(i18n.language) ?? 'ja';
  const [invalid, setInvalid] = useState<{ field: BirthField; messageKey: string } | null>(null);
  const { engine, start: startPlaces } = usePlaceEngine();
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
  // The lunar-date panel (issue 29 §1), its texts and the calendar are fetched when the disclosure first opens: the
  // first load carries only its summary. A failure is the date field's error; opening it again retries.
  const [lunar, setLunar] = useState<{ Panel: LunarPanel } | null>(null);
  const loadLunar = () =>
    Promise.all([import('./lunar-date-panel'), i18n.loadNamespaces('chartErrors')]).then(
      ([m]) => setLunar({ Panel: m.LunarDatePanel }),
      () => setInvalid({ field: 'birthdate', messageKey: 'lunar.failed' }),
    );
  const choiceTitle = useRef<HTMLHeadingElement>(null);
  /** The choice was opened by "start": once the user decides, the form goes on. */
  const continueAfterChoice = useRef(false);
  const focusChoice = useRef(false);
  // Asynchronous steps (the place list, the dropdown's delayed close) read the latest state, not a stale render's.
  const latest = useRef({ values, chosen });
  latest.current = { values, chosen };

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
      warnNoPlaceList(err);
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
      await i18n.loadNamespaces('chartErrors').catch(() => undefined);
      setInvalid({ field: 'birthplace', messageKey: 'chartErrors:UNKNOWN_PLACE' });
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

  /** Checks the values, settles the place (or opens the choice and waits for it), then hands both on. */
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
    await onValid(v, place);
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

  /** A place picked from the list's suggestions: settled at once, no choice to make. */
  const choose = (p: Place) => {
    setChosen(pick(p));
    setChoice(null);
    if (invalid?.field === 'birthplace') setInvalid(null);
  };

  const startPlacesAhead = () => {
    startPlaces();
    loadChoiceView(i18n).catch(() => undefined); // fetched ahead; findPlace reports a failure
  };
  /** Typing a new place unsettles the last one and cancels going on after a choice. */
  const retype = (text: string) => {
    set('birthplace')(text);
    setChosen(null);
    continueAfterChoice.current = false;
  };
  const errorId = (field: BirthField) => (invalid?.field === field ? `${field}-error` : undefined);
  const fieldError = (field: BirthField) =>
    invalid?.field === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {t(invalid.messageKey)}
      </p>
    ) : null;
  const dateText = values.birthdate
    ? new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${values.birthdate}T00:00:00Z`),
      )
    : '';
  const shownChoice = choice && choice.text === values.birthplace.trim() ? choice : null;
  const shownChosen = settled(chosen, values.birthplace);
  const placeDescribedBy =
    [errorId('birthplace'), shownChosen ? 'birthplace-chosen' : '', shownChoice ? 'place-choice-intro' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const required = (
    <span className="required" aria-hidden="true">
      *
    </span>
  );
  // The shared fields: birth date (with the date in words), time, birthplace and gender.
  const fields = (
    <>
      <div className="field">
        <label htmlFor="birthdate">
          {t('form.birthdate')} {required}
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
        {/* A native disclosure: keyboard, state and announcement come with it; closing it keeps what was chosen. */}
        <details className="lunar-entry" onToggle={(e) => e.currentTarget.open && !lunar && loadLunar()}>
          <summary className="lunar-toggle">{t('lunar.open')}</summary>
          {lunar && <lunar.Panel onDate={set('birthdate')} />}
        </details>
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
          {t('form.birthplace')} {required}
        </label>
        <PlaceCombobox
          id="birthplace"
          lang={lang}
          engine={engine}
          onStart={startPlacesAhead}
          inputRef={refs.birthplace}
          value={values.birthplace}
          onType={retype}
          onChoose={choose}
          // A hint before "start": an unknown name opens the choice now (without taking focus).
          onLeave={() => void findPlace()}
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
            onManual={(point: ManualCoordinates) => decide({ label: values.birthplace, coordinates: point })}
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
          {t('form.gender')} {required}
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
    </>
  );
  return {
    set,
    submitRef,
    lookingUp,
    fields,
    /** The form's submit event: "start" (not a decision in the choice) sends it. */
    start: () => {
      continueAfterChoice.current = false;
      void submit();
    },
  };
}
