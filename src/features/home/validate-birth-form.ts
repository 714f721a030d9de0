/** The home form's raw values (selects give strings; '' means not chosen). */
export interface BirthFormValues {
  name: string;
  birthdate: string;
  birthHour: string;
  birthMinute: string;
  birthplace: string;
  gender: string;
}

export type BirthField = 'birthdate' | 'birthHour' | 'birthMinute' | 'birthplace' | 'gender';

/** The first failing rule, in the spec's order (§5), with its message key; null when the form is valid. */
export function validateBirthForm(v: BirthFormValues): { field: BirthField; messageKey: string } | null {
  if (!v.birthdate) return { field: 'birthdate', messageKey: 'validation.birthdate' };
  if (v.birthHour === '') return { field: 'birthHour', messageKey: 'validation.birthHour' };
  if (v.birthMinute === '') return { field: 'birthMinute', messageKey: 'validation.birthMinute' };
  if (v.birthplace.trim() === '') return { field: 'birthplace', messageKey: 'validation.birthplace' };
  if (v.gender !== 'male' && v.gender !== 'female')
    return { field: 'gender', messageKey: 'validation.gender' };
  return null;
}

/** Hours 0–23 and minutes 0, 5 … 55 for the selects (spec §2, §9). */
export const HOURS = Array.from({ length: 24 }, (_, h) => h);
export const MINUTE_STEP = 5;
export const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);
