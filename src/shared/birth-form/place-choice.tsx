import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../core/geo/place';
import type { PlaceOption } from './birthplace';
import { coordsText } from './coords-text';
import {
  type ManualCoordinates,
  type ManualCoordinatesInput,
  type ManualField,
  supportedZones,
  validateManualCoordinates,
} from './manual-coordinates';

interface Props {
  /** The text that names no place in the list. */
  text: string;
  /** Close matches from the forgiving search (may be empty). */
  matches: PlaceOption[];
  /** What the user has typed into the hand-entry fields (kept by the form, so nothing is lost). */
  manual: ManualCoordinatesInput;
  onManualChange(next: ManualCoordinatesInput): void;
  manualOpen: boolean;
  onManualOpen(open: boolean): void;
  onPick(place: Place): void;
  onManual(point: ManualCoordinates): void;
  onTokyo(): void;
  titleRef?: React.Ref<HTMLHeadingElement>;
}

const MANUAL_FIELDS: ManualField[] = ['lat', 'lng', 'tz'];
const TZ_LIST_ID = 'manual-tz-list';

/**
 * The decision an unknown birthplace needs before anything is computed (issue 9 §3): pick a close match,
 * enter latitude, longitude and time zone by hand, or knowingly keep the spec's Tokyo fallback.
 */
export function PlaceChoice(props: Props) {
  const { text, matches, manual, manualOpen } = props;
  const { t } = useTranslation(['place', 'home']);
  const { t: tHome } = useTranslation('home');
  const [errors, setErrors] = useState<Partial<Record<ManualField, string>>>({});
  const zones = useMemo(() => (manualOpen ? supportedZones() : []), [manualOpen]);

  const setField = (field: ManualField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    props.onManualChange({ ...manual, [field]: e.target.value });
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const applyManual = () => {
    const checked = validateManualCoordinates(manual, zones);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = MANUAL_FIELDS.find((f) => checked.errors[f]);
      if (first) document.getElementById(`manual-${first}`)?.focus();
      return;
    }
    setErrors({});
    props.onManual(checked.value);
  };

  const field = (f: ManualField, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => {
    const error = errors[f];
    return (
      <div className={`field manual-${f}`}>
        <label htmlFor={`manual-${f}`}>{t(`manual.${f}`)}</label>
        <input
          id={`manual-${f}`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={manual[f]}
          aria-invalid={Boolean(error)}
          aria-describedby={`manual-${f}-hint${error ? ` manual-${f}-error` : ''}`}
          onChange={setField(f)}
          onKeyDown={(e) => {
            // Enter here means "use this point", not "submit the whole form".
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              applyManual();
            }
          }}
          {...extra}
        />
        <p id={`manual-${f}-hint`} className="field-note">
          {t(`manual.${f}Hint`)}
        </p>
        {error && (
          <p id={`manual-${f}-error`} className="field-error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="place-choice" aria-labelledby="place-choice-title">
      <h3 id="place-choice-title" tabIndex={-1} ref={props.titleRef}>
        {t('placeChoice.title', { place: text })}
      </h3>
      <p id="place-choice-intro" className="place-choice-intro">
        {t('placeChoice.intro')}
      </p>
      <h4 className="place-choice-heading" id="place-choice-matches">
        {t('placeChoice.matches')}
      </h4>
      {matches.length > 0 ? (
        <ul className="place-choice-matches" aria-labelledby="place-choice-matches">
          {matches.map((o) => (
            <li key={o.place.id}>
              <button type="button" className="place-choice-match" onClick={() => props.onPick(o.place)}>
                <span className="place-choice-name">{o.name}</span>
                <span className="place-choice-context">
                  {[
                    ...o.context,
                    ...(o.samePlaceName ? [coordsText(tHome, o.place.lat, o.place.lng)] : []),
                  ].join(tHome('form.contextSeparator'))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-note">{t('placeChoice.noMatches')}</p>
      )}
      <div className="place-choice-ways">
        <button
          type="button"
          className="button-secondary"
          aria-expanded={manualOpen}
          aria-controls="manual-coords"
          onClick={() => props.onManualOpen(!manualOpen)}
        >
          {t('placeChoice.manual')}
        </button>
        {manualOpen && (
          <fieldset id="manual-coords" className="manual-coords">
            <legend className="sr-only">{t('placeChoice.manual')}</legend>
            <div className="field-row">
              {field('lat', { placeholder: '35.6762' })}
              {field('lng', { placeholder: '139.6503' })}
            </div>
            {field('tz', { list: TZ_LIST_ID, placeholder: 'Asia/Tokyo', autoCapitalize: 'none' })}
            <datalist id={TZ_LIST_ID}>
              {zones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            <button type="button" className="button-primary" onClick={applyManual}>
              {t('manual.use')}
            </button>
          </fieldset>
        )}
        <button type="button" className="button-secondary place-choice-tokyo" onClick={props.onTokyo}>
          {t('placeChoice.tokyo')}
        </button>
        <p className="field-note">{t('placeChoice.tokyoNote')}</p>
      </div>
    </section>
  );
}
