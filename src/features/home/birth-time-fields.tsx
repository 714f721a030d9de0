import { useTranslation } from 'react-i18next';
import { HOURS, MINUTE_STEPS, minuteText, OTHER_MINUTES } from './validate-birth-form';

interface Props {
  hour: string;
  minute: string;
  onHour(value: string): void;
  onMinute(value: string): void;
  hourRef: React.Ref<HTMLSelectElement>;
  minuteRef: React.Ref<HTMLSelectElement>;
  /** Which of the two fields failed validation, if either. */
  invalid: 'birthHour' | 'birthMinute' | null;
  error(field: 'birthHour' | 'birthMinute'): React.ReactNode;
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
  hourRef,
  minuteRef,
  invalid,
  error,
}: Props) {
  const { t } = useTranslation('home');
  const required = (
    <span className="required" aria-hidden="true">
      *
    </span>
  );
  const describedBy = (f: 'birthHour' | 'birthMinute') => (invalid === f ? `${f}-error` : undefined);
  return (
    <fieldset className="field birth-time">
      <legend>
        {t('form.birthTime')} {required}
      </legend>
      <div className="field-row">
        <div className="field">
          <label htmlFor="birthHour">{t('form.birthHour')}</label>
          <select
            id="birthHour"
            ref={hourRef}
            required
            aria-invalid={invalid === 'birthHour'}
            aria-describedby={describedBy('birthHour')}
            value={hour}
            onChange={(e) => onHour(e.target.value)}
          >
            <option value="">{t('form.choose')}</option>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {t('form.hourOption', { hour: h })}
              </option>
            ))}
          </select>
          {error('birthHour')}
        </div>
        <div className="field">
          <label htmlFor="birthMinute">{t('form.birthMinute')}</label>
          <select
            id="birthMinute"
            ref={minuteRef}
            required
            aria-invalid={invalid === 'birthMinute'}
            aria-describedby={describedBy('birthMinute')}
            value={minute}
            onChange={(e) => onMinute(e.target.value)}
          >
            <option value="">{t('form.choose')}</option>
            <optgroup label={t('form.minuteSteps')}>
              {MINUTE_STEPS.map((m) => (
                <option key={m} value={m}>
                  {t('form.minuteOption', { minute: minuteText(m) })}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('form.minuteOthers')}>
              {OTHER_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('form.minuteOption', { minute: minuteText(m) })}
                </option>
              ))}
            </optgroup>
          </select>
          {error('birthMinute')}
        </div>
      </div>
    </fieldset>
  );
}
