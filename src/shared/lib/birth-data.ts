import type { UserData } from '../stores/app-types';

/** Spec §4: birth data is complete when date, hour, minute, a non-blank birthplace and gender are present. */
export function hasBirthData(u: UserData | null): u is UserData {
  return (
    !!u &&
    !!u.birthdate &&
    Number.isInteger(u.birthHour) &&
    Number.isInteger(u.birthMinute) &&
    u.birthplace.trim() !== '' &&
    (u.gender === 'male' || u.gender === 'female')
  );
}
