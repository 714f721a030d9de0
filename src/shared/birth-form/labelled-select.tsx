import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { BirthField } from './validate-birth-form';

interface Props {
  /** The field: the select's id and name of its label text (`form.<id>`); its error is `<id>-error`. */
  id: BirthField;
  value: string;
  onChange(value: string): void;
  selectRef: Ref<HTMLSelectElement>;
  /** The field that failed validation, if any (this select is invalid when it is this one). */
  invalid: BirthField | null;
  /** The error paragraph of a field (home-page's fieldError), or null. */
  error(field: BirthField): ReactNode;
  /** The options (or optgroups) after the empty "choose" option. */
  children: ReactNode;
}

/**
 * One required select of the birth form: its label, the native select (the phone's own picker) opening on an
 * empty "choose" option that `required` refuses, and the field's error, named in aria-describedby while shown.
 */
export function LabelledSelect({ id, value, onChange, selectRef, invalid, error, children }: Props) {
  const { t } = useTranslation('home');
  return (
    <div className="field">
      <label htmlFor={id}>{t(`form.${id}`)}</label>
      <select
        id={id}
        ref={selectRef}
        required
        aria-invalid={invalid === id}
        aria-describedby={invalid === id ? `${id}-error` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('form.choose')}</option>
        {children}
      </select>
      {error(id)}
    </div>
  );
}
