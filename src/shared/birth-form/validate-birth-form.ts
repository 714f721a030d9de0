/** The home form's raw values (selects give strings; '' means not chosen). */
export interface BirthFormValues {
  name: string;
  birthdate: string;
  birthHour: string;
  birthMinute: string;
  /** '1' when "I don't know the time" is ticked (issue 17 §2): the hour and minute are then not asked for. */
  timeUnknown: string;
  birthplace: string;
  gender: string;
}

export type BirthField = 'birthdate' | 'birthHour' | 'birthMinute' | 'birthplace' | 'gender';

/** The first failing rule, in the spec's order (§5), with its message key; null when the form is valid. */
export function validateBirthForm(v: BirthFormValues): { field: BirthField; messageKey: string } | null {
  if (!v.birthdate) return { field: 'birthdate', messageKey: 'validation.birthdate' };
  if (v.birthHour === '' && !v.timeUnknown) return { field: 'birthHour', messageKey: 'validation.birthHour' };
  if (v.birthMinute === '' && !v.timeUnknown)
    return { field: 'birthMinute', messageKey: 'validation.birthMinute' };
  if (v.birthplace.trim() === '') return { field: 'birthplace', messageKey: 'validation.birthplace' };
  if (v.gender !== 'male' && v.gender !== 'female')
    return { field: 'gender', messageKey: 'validation.gender' };
  return null;
}

/** Hours 0–23 for the select (spec §2, §9). */
export const HOURS = Array.from({ length: 24 }, (_, h) => h);
export const MINUTE_STEP = 5;
/** The spec's 5-minute choices (00, 05 … 55): offered first. */
export const MINUTE_STEPS = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);
/** Every other minute of the hour (01 … 04, 06 … 59), for an exact time of birth. */
export const OTHER_MINUTES = Array.from({ length: 60 }, (_, m) => m).filter((m) => m % MINUTE_STEP !== 0);

/** A minute as its option shows it: two digits, so typing "05" or "40" selects it in every language. */
export const minuteText = (m: number) => String(m).padStart(2, '0');
