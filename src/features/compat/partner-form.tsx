import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Place, TOKYO_FALLBACK } from '../../core/geo/place';
import { languageOf } from '../../i18n/languages';
import type { UserData } from '../../shared/stores/app-types';
import { BirthTimeFields } from '../home/birth-time-fields';
import { type ChosenPlace, lookUpBirthplace, placeCoordinates, placeOptions } from '../home/birthplace';
import { ChosenPlaceNote } from '../home/chosen-place-note';
import type { ManualCoordinates, ManualCoordinatesInput } from '../home/manual-coordinates';
import { PlaceCombobox } from '../home/place-combobox';
import { loadFullEngine, usePlaceEngine } from '../home/place-engine';
import { type BirthField, type BirthFormValues, validateBirthForm } from '../home/validate-birth-form';
import '../home/home.css';

/** The form's values for a stored partner (or empty), as the home form reads its own. */
export const valuesFromUser = (u: UserData | null): BirthFormValues => ({
  name: u?.name ?? '',
  birthdate: u?.birthdate ?? '',
  birthHour: u && !u.birthTimeUnknown ? String(u.birthHour) : '',
  birthMinute: u && !u.birthTimeUnknown ? String(u.birthMinute) : '',
  timeUnknown: u?.birthTimeUnknown ? '1' : '',
  birthplace: u?.birthplace ?? '',
  gender: u?.gender ?? '',
});

export const chosenFromUser = (u: UserData | null): ChosenPlace | null =>
  u?.coordinates ? { label: u.birthplace, coordinates: u.coordinates } : null;

/** Birth data from valid form values and the settled place (noon when the time is not known, as on home). */
function userFrom(v: BirthFormValues, place: ChosenPlace): UserData {
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

type ChoiceView = typeof import('../home/place-choice').PlaceChoice;
const loadChoiceView = (i18n: { loadNamespaces: (ns: string) => Promise<unknown> }): Promise<ChoiceView> =>
  Promise.all([import('../home/place-choice'), i18n.loadNamespaces('place')]).then(([m]) => m.PlaceChoice);

interface Props {
  /** The typed values and the settled place live in the page, so nothing typed is lost when the form closes. */
  values: BirthFormValues;
  onValues(update: (v: BirthFormValues) => BirthFormValues): void;
  chosen: ChosenPlace | null;
  onChosen(c: ChosenPlace | null): void;
  busy: boolean;
  /** A message key (compat or home namespace) for a failed cast, shown above the button. */
  error: string | null;
  onSubmit(user: UserData): void;
  /** Shown when a partner's reading is already on the page: close the form, keeping that partner. */
  onCancel?: () => void;
  firstFieldRef?: React.Ref<HTMLInputElement>;
}

/**
 * The second person's birth data: the home form's fields (date, time with "I don't know the time", birthplace with
 * its list and the choice for a name the list does not know, gender), a name, and what happens to what is typed:
 * it stays on this device, and it is someone else's, so ask them first.
 */
export function PartnerForm({
  values,
  onValues,
  chosen,
  onChosen,
  busy,
  error,
  onSubmit,
  onCancel,
  firstFieldRef,
}: Props) {
  const { t, i18n } = useTranslation(['compat', 'home']);
  const lang = languageOf(i18n.language) ?? 'ja';
  const [invalid, setInvalid] = useState<{ field: BirthField; messageKey: string } | null>(null);
  const { engine, start: startPlaces } = usePlaceEngine();
  const [choice, setChoice] = useState<{ text: string; matches: Place[] } | null>(null);
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
  const continueAfterChoice = useRef(false);
  const focusChoice = useRef(false);
  // Asynchronous steps read the latest state, not a stale render's.
  const latest = useRef({ values, chosen });
  latest.current = { values, chosen };

  useEffect(() => {
    if (!choice || !focusChoice.current) return;
    focusChoice.current = false;
    choiceTitle.current?.focus();
    choiceTitle.current?.scrollIntoView({ block: 'start' });
  }, [choice]);

  const set = (field: keyof BirthFormValues) => (value: string) => {
    onValues((v) => ({ ...v, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  const settled = (c: ChosenPlace | null, text: string) => (c && c.label === text ? c : null);

  /** As on home: the settled choice, an exact name in the list, or the choice opened for the user to decide. */
  const findPlace = async (): Promise<ChosenPlace | 'asked' | 'stale' | 'empty' | 'failed'> => {
    const text = latest.current.values.birthplace;
    const done = settled(latest.current.chosen, text);
    if (done) return done;
    if (text.trim() === '') return 'empty';
    let found: ReturnType<typeof lookUpBirthplace>;
    try {
      found = lookUpBirthplace(await loadFullEngine(), text.trim(), lang);
    } catch (err) {
      console.warn('Place list could not be loaded', err);
      found = { kind: 'unknown', matches: [] };
    }
    if (latest.current.values.birthplace !== text) return 'stale';
    if (found.kind === 'found') {
      const c = { ...found.chosen, label: text };
      onChosen(c);
      setChoice(null);
      return c;
    }
    let view: ChoiceView;
    try {
      view = await loadChoiceView(i18n);
    } catch (err) {
      console.error(err);
      setInvalid({ field: 'birthplace', messageKey: 'home:errors.UNKNOWN_PLACE' });
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
    setInvalid(failure ? { ...failure, messageKey: `home:${failure.messageKey}` } : null);
    if (failure) {
      refs[failure.field].current?.focus();
      return;
    }
    let place = override;
    if (!place) {
      setLookingUp(true);
      focusChoice.current = true;
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
    onSubmit(userFrom(v, place));
  };

  const decide = (c: ChosenPlace) => {
    onChosen(c);
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
    onValues((v) => ({ ...v, birthplace: label }));
    return { label, coordinates: placeCoordinates(p) };
  };

  const errorId = (field: BirthField) => (invalid?.field === field ? `${field}-error` : undefined);
  const fieldError = (field: BirthField) =>
    invalid?.field === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {t(invalid.messageKey)}
      </p>
    ) : null;
  const shownChoice = choice && choice.text === values.birthplace.trim() ? choice : null;
  const shownChosen = settled(chosen, values.birthplace);
  const placeDescribedBy =
    [errorId('birthplace'), shownChosen ? 'birthplace-chosen' : '', shownChoice ? 'place-choice-intro' : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const working = busy || lookingUp;

  return (
    <form
      className="card birth-form partner-form"
      noValidate
      aria-labelledby="partner-form-title"
      aria-describedby="partner-privacy"
      onSubmit={(e) => {
        e.preventDefault();
        continueAfterChoice.current = false;
        void submit();
      }}
    >
      <h2 id="partner-form-title">{t('form.title')}</h2>
      <div id="partner-privacy" className="partner-privacy">
        <p>{t('form.onDevice')}</p>
        <p>{t('form.consent')}</p>
      </div>
      <div className="field">
        <label htmlFor="partner-name">
          {t('form.name')} <span className="optional">{t('home:form.optional')}</span>
        </label>
        <input
          id="partner-name"
          ref={firstFieldRef}
          type="text"
          autoComplete="off"
          maxLength={100}
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="birthdate">
          {t('home:form.birthdate')}{' '}
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
          {t('home:form.birthplace')}{' '}
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
            loadChoiceView(i18n).catch(() => undefined);
          }}
          inputRef={refs.birthplace}
          value={values.birthplace}
          onType={(text) => {
            set('birthplace')(text);
            onChosen(null);
            continueAfterChoice.current = false;
          }}
          onChoose={(p) => {
            onChosen(pick(p));
            setChoice(null);
            if (invalid?.field === 'birthplace') setInvalid(null);
          }}
          onLeave={() => void findPlace()}
          invalid={invalid?.field === 'birthplace' || shownChoice !== null}
          describedBy={placeDescribedBy}
        />
        {shownChosen && (
          <ChosenPlaceNote id="birthplace-chosen" chosen={shownChosen} engine={engine} lang={lang} />
        )}
        {fieldError('birthplace')}
        <p className="sr-only" role="status">
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
          {t('home:form.gender')}{' '}
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
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="row-actions">
        <button
          ref={submitRef}
          type="submit"
          className="button-primary"
          disabled={working}
          aria-busy={working}
        >
          {working ? t('common:status.computing') : t('form.submit')}
        </button>
        {onCancel && (
          <button type="button" className="button-ghost" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
