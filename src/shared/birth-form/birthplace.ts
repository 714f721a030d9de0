import type { BirthCoordinates } from '../../core/chart/birth-schemas';
import type { Place } from '../../core/geo/place';
import type { PlaceEngine } from './place-engine';

/** The language of place names in the form. */
export type FormLang = 'ja' | 'zh' | 'zh-Hant' | 'en';

/** A birthplace the user settled: the field's text when it was settled, and the point the chart uses. */
export interface ChosenPlace {
  /** The field's text at that moment; typing anything else clears the choice. */
  label: string;
  coordinates: BirthCoordinates;
}

/** What the typed text leads to: a place named exactly, or close matches for the user to choose from. */
export type BirthplaceLookup = { kind: 'found'; chosen: ChosenPlace } | { kind: 'unknown'; matches: Place[] };

/** How many close matches the unresolved-place choice offers. */
export const CLOSE_MATCHES = 6;

/** The chosen point of a listed place (its gazetteer id, coordinates, zone and names). */
export function placeCoordinates(place: Place): BirthCoordinates {
  // Its names go with it, so every page names the place in the reader's language (birthplace-label.ts).
  return { lat: place.lat, lng: place.lng, tz: place.tz, placeId: place.id, names: { ...place.names } };
}

/**
 * Looks the typed text up. Only an exact name (any script, suffixes such as 市 or 県 ignored) or a province /
 * prefecture standing for its capital counts as found — the place the text names, kept under the user's own
 * text. A mere prefix ("Lond") or anything else is unknown, with the forgiving search's best matches.
 */
export function lookUpBirthplace(engine: PlaceEngine, text: string, lang: FormLang): BirthplaceLookup {
  const hit = engine.resolve(engine.gazetteer, text, { lang });
  if (hit.resolved && (hit.via === 'name' || hit.via === 'alias')) {
    return { kind: 'found', chosen: { label: text, coordinates: placeCoordinates(hit.place) } };
  }
  const matches = engine
    .search(engine.gazetteer, text, { lang, limit: CLOSE_MATCHES })
    .flatMap((g) => g.places)
    .slice(0, CLOSE_MATCHES);
  return { kind: 'unknown', matches };
}

/** One suggestion as shown: the name in the UI language and what tells it apart (region, country). */
export interface PlaceOption {
  place: Place;
  name: string;
  context: string[];
  /** Set when another shown option has the same name and context: the coordinates then tell them apart. */
  samePlaceName: boolean;
}

/** Names and contexts of a list of places, flagging those the labels alone would not tell apart. */
export function placeOptions(engine: PlaceEngine, places: Place[], lang: FormLang): PlaceOption[] {
  const options = places.map((place) => ({
    place,
    name: engine.name(place, lang),
    context: engine.context(engine.gazetteer, place, lang),
    samePlaceName: false,
  }));
  const count = new Map<string, number>();
  const key = (o: PlaceOption) => [o.name, ...o.context].join('\u0001');
  for (const o of options) count.set(key(o), (count.get(key(o)) ?? 0) + 1);
  for (const o of options) o.samePlaceName = (count.get(key(o)) ?? 0) > 1;
  return options;
}
