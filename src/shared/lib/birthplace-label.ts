import type { BirthCoordinates } from '../../core/chart/birth-schemas';
import type { Place } from '../../core/geo/place';
import { type LabelLang, placeName } from '../../core/geo/place-label';
import { languageOf } from '../../i18n/languages';

/**
 * The birthplace as the reader's language names it (issue 31 §4): the gazetteer's name of the place chosen —
 * ミュンヘン, 慕尼黑, 臺北, Munich — whatever language it was typed in; the typed text for a point entered by hand, a
 * place the list does not know (the Tokyo stand-in included) and data stored before places carried their names.
 */
export function birthplaceLabel(
  u: { birthplace: string; coordinates?: BirthCoordinates | undefined },
  language: string,
): string {
  const names = u.coordinates?.fallback ? undefined : u.coordinates?.names;
  if (!names) return u.birthplace;
  const lang: LabelLang = languageOf(language) ?? 'ja';
  return placeName({ names } as Place, lang);
}
