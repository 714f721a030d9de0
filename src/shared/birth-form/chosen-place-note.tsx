import { useTranslation } from 'react-i18next';
import type { ChosenPlace, FormLang } from './birthplace';
import { coordsText } from './coords-text';
import type { PlaceEngine } from './place-engine';

/**
 * Under the birthplace field: the point the chart will use — a listed place with its region and country, a
 * point entered by hand with its zone, or the Tokyo fallback the user chose (as a warning).
 */
export function ChosenPlaceNote({
  id,
  chosen,
  engine,
  lang,
}: {
  id: string;
  chosen: ChosenPlace;
  engine: PlaceEngine | null;
  lang: FormLang;
}) {
  const { t } = useTranslation('home');
  const c = chosen.coordinates;
  if (c.fallback) {
    return (
      <p id={id} className="field-note place-chosen place-chosen-fallback">
        {t('form.placeTokyoChosen', { place: chosen.label })}
      </p>
    );
  }
  const listed = c.placeId ? engine?.gazetteer.byId.get(c.placeId)?.place : undefined;
  const parts = [
    ...(listed && engine ? engine.context(engine.gazetteer, listed, lang) : []),
    coordsText(t, c.lat, c.lng),
    ...(c.placeId ? [] : [c.tz]),
  ];
  return (
    <p id={id} className="field-note place-chosen">
      {t('form.placeChosen', { detail: parts.join(t('form.contextSeparator')) })}
    </p>
  );
}
