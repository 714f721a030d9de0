import type { Gazetteer, IndexedPlace, NameLang } from './gazetteer';
import { entriesContaining, KEY_SEPARATOR, letterMask } from './gazetteer';
import { nameKey, nameStem } from './normalize';
import { perGazetteer } from './per-gazetteer';
import { type Place, REGION_ORDER, type RegionGroup } from './place';

/** The UI language of the dropdown: its names rank first among equally good matches. */
export type SearchLang = 'ja' | 'zh' | 'zh-Hant' | 'en';

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
  'zh-Hant': ['zhHant', 'zhHans'],
  en: ['en'],
};

interface Scored {
  entry: IndexedPlace;
  /** 0 exact name, 1 name starts with the query, 2 query inside a name, 3 a name one or two typos away. */
  match: number;
  /** Typos between the query and the name (match 3 only; 0 otherwise). */
  typos: number;
  /** 0 when the best match is on a name in the UI language. */
  lang: number;
}

const MATCH_FUZZY = 3;

function byRank(a: Scored, b: Scored): number {
  return (
    a.match - b.match ||
    a.typos - b.typos ||
    a.lang - b.lang ||
    b.entry.place.population - a.entry.place.population ||
    a.entry.place.id.localeCompare(b.entry.place.id)
  );
}

/** Rows of the distance table, reused across calls (three rows: transpositions look two back). */
let rowBuffers: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64),
  new Int32Array(64),
  new Int32Array(64),
];

/**
 * Edit distance with adjacent transpositions (optimal string alignment form of Damerau–Levenshtein):
 * "osaks" -> "osaka" is 1, "tokoy" -> "tokyo" is 1. Stops early: any result above `max` is `max + 1`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowBuffers[0].length <= b.length) {
    const size = b.length * 2 + 1;
    rowBuffers = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [prev2, prev, row] = rowBuffers;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = (prev[j - 1] as number) + (ca === cb ? 0 : 1);
      const del = (prev[j] as number) + 1;
      const ins = (row[j - 1] as number) + 1;
      if (del < d) d = del;
      if (ins < d) d = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const t = (prev2[j - 2] as number) + 1;
        if (t < d) d = t;
      }
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  const d = prev[b.length] as number;
  return d > max ? max + 1 : d;
}

function bitCount(n: number): number {
  let x = n - ((n >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Typos forgiven in a Latin-letter query key: none under 4 letters, 1 for 4–7, 2 from 8 on. */
export function typoBudget(key: string): number {
  if (!/^[a-z]+$/.test(key) || key.length < 4) return 0;
  return key.length <= 7 ? 1 : 2;
}

/** Places with a Latin name (romaji, pinyin, English …) within the query's typo budget. */
function fuzzyMatches(gaz: Gazetteer, key: string, found: Map<IndexedPlace, Scored>): void {
  const budget = typoBudget(key);
  if (!budget) return;
  const mask = letterMask(key);
  for (let len = key.length - budget; len <= key.length + budget; len++) {
    for (const [name, entry, nameMask] of gaz.latinByLength[len] ?? []) {
      // Each typo adds or removes at most one distinct letter: a cheap bound before the distance.
      if (bitCount(mask & ~nameMask) > budget || bitCount(nameMask & ~mask) > budget) continue;
      const typos = typoDistance(key, name, budget);
      if (typos > budget) continue;
      const prev = found.get(entry);
      if (!prev || (prev.match === MATCH_FUZZY && typos < prev.typos)) {
        found.set(entry, { entry, match: MATCH_FUZZY, typos, lang: 1 });
      }
    }
  }
}

function groupTop(scored: Scored[], limit: number): PlaceGroup[] {
  scored.sort(byRank);
  const groups = new Map<RegionGroup, Place[]>(REGION_ORDER.map((r) => [r, []]));
  for (const s of scored) {
    const list = groups.get(s.entry.place.region) as Place[];
    if (list.length < limit) list.push(s.entry.place);
  }
  return REGION_ORDER.map((region) => ({ region, places: groups.get(region) as Place[] })).filter(
    (g) => g.places.length > 0,
  );
}

/** The open dropdown of each gazetteer and limit, worked out once (it is shown on every focus of an empty field). */
const majorPlacesOf = perGazetteer<number, PlaceGroup[]>();

/** The open dropdown: per region the largest place of each country first (so Macao shows next to Hong
 * Kong and Taipei), then the largest others, listed by population. */
function majorPlaces(gaz: Gazetteer, limit: number): PlaceGroup[] {
  const groups = majorPlacesOf(gaz, limit, () => rankMajorPlaces(gaz, limit));
  // Copies: a caller may change what it is given.
  return groups.map((g) => ({ region: g.region, places: [...g.places] }));
}

function rankMajorPlaces(gaz: Gazetteer, limit: number): PlaceGroup[] {
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

/** Every matching place of a non-empty query key, unsorted. */
function matchPlaces(gaz: Gazetteer, query: string, key: string, options: SearchOptions): Scored[] {
  const stem = nameStem(query);
  const needles = stem !== key && stem ? [key, stem] : [key];
  const langs = options.lang ? LANG_FIELDS[options.lang] : undefined;
  const found = new Map<IndexedPlace, Scored>();
  const candidates = new Set(needles.flatMap((n) => entriesContaining(gaz, n)));
  for (const entry of candidates) {
    let match = 3;
    for (const n of needles) {
      if (!entry.haystack.includes(n)) continue;
      if (entry.haystack.includes(KEY_SEPARATOR + n + KEY_SEPARATOR)) match = 0;
      else if (entry.haystack.includes(KEY_SEPARATOR + n)) match = Math.min(match, 1);
      else match = Math.min(match, 2);
    }
    if (match === 3) continue;
    const lang =
      langs && entry.variants.some((v) => langs.includes(v.lang) && needles.some((n) => v.key.includes(n)))
        ? 0
        : 1;
    found.set(entry, { entry, match, typos: 0, lang });
  }
  // 广东 / 広東省 / Guangdong offer 广州 (as a name starting with the query would be).
  for (const [aliasKey, list] of gaz.aliases) {
    if (!needles.some((n) => aliasKey.startsWith(n) && [...n].length >= 2)) continue;
    for (const { alias } of list) {
      const prev = found.get(alias.target);
      if (!prev || prev.match > 1)
        found.set(alias.target, { entry: alias.target, match: 1, typos: 0, lang: 0 });
    }
  }
  // Typos only when no name equals or starts with the query: "tokyou" -> 東京, "osaks" -> 大阪.
  if (![...found.values()].some((s) => s.match <= 1)) fuzzyMatches(gaz, key, found);
  return [...found.values()];
}

/**
 * Places for the city dropdown: every place with a name (any language or script, folded like
 * resolvePlace) containing the query, best first — exact names, then names starting with the query,
 * then the rest, each by population — grouped by region in the order japan, china, hk-mo-tw, world
 * (empty groups left out). A province or prefecture name also offers its capital. When no name equals
 * or starts with a Latin query, names of the core and world lists within its typo budget follow (one typo
 * for 4–7 letters, two from 8: tokyou → 東京, sapporro → 札幌), fewest typos first; towns match as written.
 * Pinyin is matched with or without spaces (xianggang, xi an). An empty query gives the most populous places
 * of each region. Never throws; a few milliseconds per keystroke over the full gazetteer (23,000 places).
 */
export function searchPlaces(gaz: Gazetteer, query: string, options: SearchOptions = {}): PlaceGroup[] {
  const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT));
  const key = nameKey(typeof query === 'string' ? query : '');
  if (!key) return majorPlaces(gaz, limit);
  return groupTop(matchPlaces(gaz, query, key, options), limit);
}

/**
 * "Did you mean": the best candidates for a text that resolvePlace could not resolve, across regions,
 * best first (names containing the text, then names a typo or two away). Empty when nothing is close.
 * Suggestions only: the user picks one; nothing here decides a birthplace.
 */
export function placeSuggestions(gaz: Gazetteer, query: string, options: SearchOptions = {}): Place[] {
  const limit = Math.max(1, Math.floor(options.limit ?? 5));
  const key = nameKey(typeof query === 'string' ? query : '');
  if (!key) return [];
  return matchPlaces(gaz, query, key, options)
    .sort(byRank)
    .slice(0, limit)
    .map((s) => s.entry.place);
}
