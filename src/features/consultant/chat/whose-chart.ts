import { birthplaceLabel } from '../../../shared/lib/birthplace-label';
import { birthMomentOf } from '../../../shared/lib/local-date';
import type { UserData } from '../../../shared/stores/app-types';

/**
 * Whether two records are the same birth, so a conversation about one answers for the other (issue 33 §4): the
 * moment, how it is read, the place and the gender (a reading depends on each). The name is only a label.
 */
export function sameBirth(a: UserData, b: UserData): boolean {
  const placeOf = (u: UserData) =>
    u.coordinates
      ? `${u.coordinates.lat.toFixed(4)},${u.coordinates.lng.toFixed(4)},${u.coordinates.tz}`
      : u.birthplace.trim();
  return (
    a.birthdate === b.birthdate &&
    !!a.birthTimeUnknown === !!b.birthTimeUnknown &&
    (a.birthTimeUnknown || (a.birthHour === b.birthHour && a.birthMinute === b.birthMinute)) &&
    (a.timeReading ?? null) === (b.timeReading ?? null) &&
    a.gender === b.gender &&
    placeOf(a) === placeOf(b)
  );
}

/** Whose chart, as one line: the name when there is one, else the birth moment and place. */
export function personLabel(u: UserData, language: string, separator: string): string {
  const name = u.name.trim();
  return name || [birthMomentOf(u, language), birthplaceLabel(u, language)].join(separator);
}
