import type { Gazetteer, IndexedPlace, NameLang } from './gazetteer';
import { KEY_SEPARATOR } from './gazetteer';
import { nameKey, nameStem } from './normalize';
import { type Place, REGION_ORDER, type RegionGroup } from './place';

/** The UI language of the dropdown: its names rank first among equally good matches. */
export type SearchLang = 'ja' | 'zh' | 'en';

/** Options of searchPlaces. */
export interface SearchOptions {
  /** Places per region group (default 8). */
  limit?: number;
  lang?: SearchLang;
}

/** One group of the city dropdown. */
export interface PlaceGroup {
  region: RegionGroup;
  places: Place[];
}

const DEFAULT_LIMIT = 8;
const LANG_FIELDS: Record<SearchLang, NameLang[]> = {
  ja: ['ja'],
  zh: ['zhHans', 'zhHant'],
  en: ['en'],
};

interface Scored {
  entry: IndexedPlace;
  /** 0 exact name, 1 name starts with the query, 2 query inside a name. */
  match: number;
  /** 0 when the best match is on a name in the UI language. */
  lang: number;
}

function groupTop(scored: Scored[], limit: number): PlaceGroup[] {
  scored.sort(
    (a, b) =>
      a.match - b.match ||
      a.lang - b.lang ||
      b.entry.place.population - a.entry.place.population ||
      a.entry.place.id.localeCompare(b.entry.place.id),
  );
  const groups = new Map<RegionGroup, Place[]>(REGION_ORDER.map((r) => [r, []]));
  for (const s of scored) {
    const list = groups.get(s.entry.place.region) as Place[];
    if (list.length < limit) list.push(s.entry.place);
  }
  return REGION_ORDER.map((region) => ({ region, places: groups.get(region) as Place[] })).filter(
    (g) => g.places.length > 0,
  );
}

/** The open dropdown: per region the largest place of each country first (so Macao shows next to Hong
 * Kong and Taipei), then the largest others, listed by population. */
function majorPlaces(gaz: Gazetteer, limit: number): PlaceGroup[] {
  const byPopulation = [...gaz.entries].sort((a, b) => b.place.population - a.place.population);
  return REGION_ORDER.map((region) => {
    const inRegion = byPopulation.filter((e) => e.place.region === region);
    const chosen = new Set<IndexedPlace>();
    const countries = new Set<string>();
    for (const e of inRegion) {
      if (chosen.size >= limit) break;
      if (!countries.has(e.place.country)) {
        countries.add(e.place.country);
        chosen.add(e);
      }
    }
    for (const e of inRegion) {
      if (chosen.size >= limit) break;
      chosen.add(e);
    }
    const places = inRegion.filter((e) => chosen.has(e)).map((e) => e.place);
    return { region, places };
  }).filter((g) => g.places.length > 0);
}

/**
 * Places for the city dropdown: every place with a name (any language or script, folded like
 * resolvePlace) containing the query, best first — exact names, then names starting with the query,
 * then the rest, each by population — grouped by region in the order japan, china, hk-mo-tw, world
 * (empty groups left out). A province or prefecture name also offers its capital. An empty query
 * gives the most populous places of each region. Never throws; about 1 ms per keystroke over the
 * full gazetteer.
 */
export function searchPlaces(gaz: Gazetteer, query: string, options: SearchOptions = {}): PlaceGroup[] {
  const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT));
  const key = nameKey(typeof query === 'string' ? query : '');
  if (!key) return majorPlaces(gaz, limit);
  const stem = nameStem(query);
  const needles = stem !== key && stem ? [key, stem] : [key];
  const langs = options.lang ? LANG_FIELDS[options.lang] : undefined;
  const found = new Map<IndexedPlace, Scored>();
  for (const entry of gaz.entries) {
    let match = 3;
    for (const n of needles) {
      const at = entry.haystack.indexOf(n);
      if (at < 0) continue;
      if (entry.haystack.includes(KEY_SEPARATOR + n + KEY_SEPARATOR)) match = 0;
      else if (entry.haystack.includes(KEY_SEPARATOR + n)) match = Math.min(match, 1);
      else match = Math.min(match, 2);
    }
    if (match === 3) continue;
    const lang =
      langs && entry.variants.some((v) => langs.includes(v.lang) && needles.some((n) => v.key.includes(n)))
        ? 0
        : 1;
    found.set(entry, { entry, match, lang });
  }
  // 广东 / 広東省 / Guangdong offer 广州 (as a name starting with the query would be).
  for (const [aliasKey, list] of gaz.aliases) {
    if (!needles.some((n) => aliasKey.startsWith(n) && [...n].length >= 2)) continue;
    for (const { alias } of list) {
      const prev = found.get(alias.target);
      if (!prev || prev.match > 1) found.set(alias.target, { entry: alias.target, match: 1, lang: 0 });
    }
  }
  return groupTop([...found.values()], limit);
}
