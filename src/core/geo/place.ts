/** Region groups of the birthplace dropdown, in display order (Korea belongs to 'world'). */
export type RegionGroup = 'japan' | 'china' | 'hk-mo-tw' | 'world';

/** The region groups in the order the city dropdown shows them. */
export const REGION_ORDER: readonly RegionGroup[] = ['japan', 'china', 'hk-mo-tw', 'world'];

/** Names of a place in the app's languages; `en` is always present. */
export interface PlaceNames {
  ja?: string;
  zhHans?: string;
  zhHant?: string;
  en: string;
}

/** One gazetteer entry: a city (or ward, prefecture seat …) with its coordinates and time zone. */
export interface Place {
  /** Stable id: `jp-<JIS code>`, `cn-<division code>`, `tw-…`/`hk-…`/`mo-…`, or `gn-<GeoNames id>`. */
  id: string;
  /** Primary display name in the place's own language (Japanese, simplified / traditional Chinese, else English). */
  name: string;
  names: PlaceNames;
  /** Latitude in degrees, north positive. */
  lat: number;
  /** Longitude in degrees, east positive. */
  lng: number;
  /** IANA time zone id. */
  tz: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  region: RegionGroup;
  /** People living there (GeoNames or census, rounded); 0 when unknown. Used for ranking. */
  population: number;
  /** Prefecture / province / state in English, for telling same-named places apart. */
  admin?: string;
  /** Id of the city a ward or district belongs to (大阪市北区 -> jp-27100), when it is a place of its own. */
  parent?: string;
}

/** How a name was matched: a place name, a province/prefecture alias, a prefix, or not at all (fallback). */
export type ResolveVia = 'name' | 'alias' | 'prefix' | 'fallback';

/** The answer of resolvePlace: a place, and whether the query really named it. */
export interface ResolvedPlace {
  place: Place;
  /** False when the name was unknown and the Tokyo fallback was used; the UI must say so. */
  resolved: boolean;
  /** The name to show: the matched variant in its stored form (or the capital's name for an alias). */
  name: string;
  via: ResolveVia;
}

/** The spec's fallback birthplace for unknown names: Tokyo, lat 35.6762, lng 139.6503. */
export const TOKYO_FALLBACK: Place = Object.freeze({
  id: 'jp-13100',
  name: '東京',
  names: Object.freeze({ ja: '東京', zhHans: '东京', zhHant: '東京', en: 'Tokyo' }),
  lat: 35.6762,
  lng: 139.6503,
  tz: 'Asia/Tokyo',
  country: 'JP',
  region: 'japan',
  population: 8336599,
  admin: 'Tokyo',
}) as Place;

/** The region group of an ISO country code. */
export function regionOf(country: string): RegionGroup {
  if (country === 'JP') return 'japan';
  if (country === 'CN') return 'china';
  if (country === 'HK' || country === 'MO' || country === 'TW') return 'hk-mo-tw';
  return 'world';
}
