import { useTranslation } from 'react-i18next';
import { useBirthForm, userFromForm } from '../../shared/birth-form/birth-form';
import type { ChosenPlace } from '../../shared/birth-form/birthplace';
import type { BirthFormValues } from '../../shared/birth-form/validate-birth-form';
import type { UserData } from '../../shared/stores/app-types';
import '../../shared/birth-form/birth-form.css';

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
  /** Whether to keep this person on the device: their consent, asked each time, unticked for someone new. */
  keep: boolean;
  onKeep(keep: boolean): void;
  /** Shown when a partner's reading is already on the page: close the form, keeping that partner. */
  onCancel?: () => void;
  firstFieldRef?: React.Ref<HTMLInputElement>;
}

/**
 * The second person's birth data: the home form's fields (src/features/home/birth-form.tsx: date, time with "I
 * don't know the time", birthplace with its list and the choice for a name the list does not know, gender), a
 * name, and what happens to what is typed: it stays on this device, and it is someone else's, so ask them first.
 */
export function PartnerForm({
  values,
  onValues,
  chosen,
  onChosen,
  busy,
  error,
  onSubmit,
  keep,
  onKeep,
  onCancel,
  firstFieldRef,
}: Props) {
  const { t } = useTranslation(['compat', 'home']);
  const form = useBirthForm({
    values,
    setValues: onValues,
    chosen,
    setChosen: onChosen,
    onValid: (v, place) => onSubmit(userFromForm(v, place)),
  });
  const working = busy || form.lookingUp;
  return (
    <form
      className="card birth-form partner-form"
      noValidate
      aria-labelledby="partner-form-title"
      aria-describedby="partner-privacy"
      onSubmit={(e) => {
        e.preventDefault();
        form.start();
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
          onChange={(e) => form.set('name')(e.target.value)}
        />
      </div>
      {form.fields}
      <div className="field check partner-keep">
        <input id="partner-keep" type="checkbox" checked={keep} onChange={(e) => onKeep(e.target.checked)} />
        <label htmlFor="partner-keep">{t('form.keep')}</label>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="row-actions">
        <button
          ref={form.submitRef}
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
