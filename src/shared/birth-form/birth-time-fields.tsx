import { useTranslation } from 'react-i18next';
import { LabelledSelect } from './labelled-select';
import { type BirthField, HOURS, MINUTE_STEPS, minuteText, OTHER_MINUTES } from './validate-birth-form';

interface Props {
  hour: string;
  minute: string;
  onHour(value: string): void;
  onMinute(value: string): void;
  /** '1' when the time is not known. */
  unknown: string;
  onUnknown(value: string): void;
  hourRef: React.Ref<HTMLSelectElement>;
  minuteRef: React.Ref<HTMLSelectElement>;
  /** The field that failed validation, if any. */
  invalid: BirthField | null;
  error(field: BirthField): React.ReactNode;
}

/**
 * Hour and minute of birth as native selects (the phone's own picker). Every option label starts with its
 * number ("14時", "40分", "40"), so typing the number selects it in every language. Minutes: the spec's
 * 5-minute steps first, then every other minute for an exact time.
 */
export function BirthTimeFields({
  hour,
  minute,
  onHour,
  onMinute,
  unknown,
  onUnknown,
  hourRef,
  minuteRef,
  invalid,
  error,
}: Props) {
  const { t } = useTranslation('home');
  const minuteOptions = (minutes: readonly number[]) =>
    minutes.map((m) => (
      <option key={m} value={m}>
        {t('form.minuteOption', { minute: minuteText(m) })}
      </option>
    ));
  return (
    <fieldset className="field birth-time">
      <legend>
        {t('form.birthTime')}{' '}
        <span className="required" aria-hidden="true">
          *
        </span>
      </legend>
      <label className="check">
        <input type="checkbox" checked={!!unknown} onChange={(e) => onUnknown(e.target.checked ? '1' : '')} />
        {t('form.timeUnknown')}
      </label>
      {unknown ? (
        <p className="field-note">{t('form.timeUnknownNote')}</p>
      ) : (
        <div className="field-row">
          <LabelledSelect
            id="birthHour"
            value={hour}
            onChange={onHour}
            selectRef={hourRef}
            invalid={invalid}
            error={error}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {t('form.hourOption', { hour: h })}
              </option>
            ))}
          </LabelledSelect>
          <LabelledSelect
            id="birthMinute"
            value={minute}
            onChange={onMinute}
            selectRef={minuteRef}
            invalid={invalid}
            error={error}
          >
            <optgroup label={t('form.minuteSteps')}>{minuteOptions(MINUTE_STEPS)}</optgroup>
            <optgroup label={t('form.minuteOthers')}>{minuteOptions(OTHER_MINUTES)}</optgroup>
          </LabelledSelect>
        </div>
      )}
    </fieldset>
  );
}
