import { foldLetters, keyOfFolded, stemOfFolded } from './normalize';
import { type Place, type RegionGroup, regionOf } from './place';

/**
 * A generated data file (src/core/geo/data/*.json, written by scripts/gazetteer/build.mjs).
 * Row: [id, en, ja, zhHans, zhHant, alts ("a|b"), lat, lng, zone index, country, population, admin, parent id];
 * empty strings mean "none", an empty zhHant means "same as zhHans".
 */
export interface GazetteerFile {
  zones: string[];
  rows: GazetteerRow[];
  /** Province / prefecture -> capital: [capital id, admin, en, ja, zhHans, zhHant, alts]. Core file only. */
  aliases?: AliasRow[];
  /**
   * Names of the world rows' states / provinces: [country, admin (English), ja, zhHans, zhHant (only where it
   * differs)]. World and towns files.
   */
  admins?: AdminRow[];
}
export type GazetteerRow = [
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  string,
  number,
  string,
  string?,
];
export type AliasRow = [string, string, string, string, string, string, string];
export type AdminRow = [string, string, string, string, string?];

/** A state / province / prefecture name in the label languages. */
export interface AdminNames {
  en: string;
  ja: string;
  zhHans: string;
  zhHant: string;
}

/** Which name of a place a variant is; decides how a match is shown. */
export type NameLang = 'en' | 'ja' | 'zhHans' | 'zhHant' | 'alt';

/** One spelling of a place's name and its lookup key. */
export interface NameVariant {
  text: string;
  key: string;
  /** The key without an administrative suffix (世田谷区 -> 世田谷); equal to key when there is none. */
  stem: string;
  lang: NameLang;
  /**
   * False for a name in a foreign script: the Chinese forms of a Japanese city, the Japanese form of a
   * Chinese one, the Japanese and Chinese names of a Korean or world city. Decides 南陽市 (Japan) vs
   * 南阳 (China) when both spell alike.
   */
  native: boolean;
  /** A Latin-script alternate (romaji, pinyin, an old name): weaker than a place's own names. */
  weak: boolean;
}

/** A place with its precomputed search data. */
export interface IndexedPlace {
  place: Place;
  variants: NameVariant[];
  /** "\u0001key1\u0001key2\u0001…\u0001": one substring test per place and keystroke. */
  haystack: string;
  /** True for the core file (JP, CN, HK, MO, TW, KR); world and town rows rank after core rows on ties. */
  core: boolean;
  /** Distinct keys of the Latin-script names, for typo-tolerant matching. */
  latinKeys: string[];
}

/** A province / prefecture alias: its spellings and the capital it stands for. */
export interface IndexedAlias {
  target: IndexedPlace;
  /** English name of the province / prefecture, as in Place.admin ('' for Taiwan, HK, Macao). */
  admin: string;
  variants: NameVariant[];
}

/** A Latin name key, its place, and the set of its letters as a bit mask (a = bit 0 … z = bit 25). */
export type LatinKey = [string, IndexedPlace, number];

/** The letters a–z of a key as a bit mask: a cheap bound before computing an edit distance. */
export function letterMask(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) {
    const bit = key.charCodeAt(i) - 97;
    if (bit >= 0 && bit < 26) mask |= 1 << bit;
  }
  return mask;
}

/** The entries whose haystack contains `needle`, in entry order: one native scan of the joined haystacks. */
export function entriesContaining(gaz: Gazetteer, needle: string): IndexedPlace[] {
  if (!needle) return [...gaz.entries];
  const { text, starts, entries } = gaz;
  const out: IndexedPlace[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return out;
    // The last entry starting at or before the hit (a key never holds KEY_SEPARATOR, so a hit never spans two).
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    out.push(entries[lo] as IndexedPlace);
    from = starts[lo + 1] ?? text.length;
  }
}

/** A hit in one of the key maps: which place, and which of its variants matched. */
export interface KeyHit {
  entry: IndexedPlace;
  variant: NameVariant;
}

/** The loaded, indexed gazetteer. Build with buildGazetteer, or load with loadGazetteer. */
export interface Gazetteer {
  /** Core rows first (by population within each country), then world rows, then town rows. */
  entries: IndexedPlace[];
  /** Full key of every name variant -> hits. */
  byKey: Map<string, KeyHit[]>;
  /** Key without its administrative suffix (世田谷区 -> 世田谷), where it differs from the full key. */
  byStem: Map<string, KeyHit[]>;
  /** Full keys and stems of every alias spelling. */
  aliases: Map<string, { alias: IndexedAlias; variant: NameVariant }[]>;
  aliasList: IndexedAlias[];
  byId: Map<string, IndexedPlace>;
  /** Localized state / province / prefecture names by `${country}|${admin}` (admin as in Place.admin). */
  admins: Map<string, AdminNames>;
  /** Latin name keys of the core and world lists by length: [key, place, letter mask], for typo-tolerant search. */
  latinByLength: LatinKey[][];
  /** Every entry's haystack end to end: one native scan finds the places whose names contain a key. */
  text: string;
  /** Where each entry's haystack starts in `text` (ascending, one per entry). */
  starts: number[];
  /** Whether the world file (≥ 100k people outside East Asia, every capital, research stations) is included. */
  hasWorld: boolean;
  /** Whether the towns file (every other place of ≥ 15,000 people) is included. */
  hasTowns: boolean;
}

/** Separator of the per-place haystack; nameKey never outputs it (control characters are removed). */
export const KEY_SEPARATOR = '\u0001';

const LANGS: NameLang[] = ['en', 'ja', 'zhHans', 'zhHant'];

/** The primary names that are in the place's own script. */
const NATIVE_LANGS: Record<RegionGroup, NameLang[]> = {
  japan: ['en', 'ja'],
  china: ['en', 'zhHans', 'zhHant'],
  'hk-mo-tw': ['en', 'zhHans', 'zhHant'],
  world: ['en'],
};
const LATIN = /^[\p{Script=Latin}\p{M}\s\p{P}\p{N}]+$/u;
/** A folded key of plain letters a–z: what typo-tolerant search compares against. */
const ASCII_KEY = /^[a-z]+$/;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function variantsOf(primaries: string[], alts: string, region: RegionGroup): NameVariant[] {
  const out: NameVariant[] = [];
  const seen = new Set<string>();
  const nativeTexts = new Set(
    primaries.filter((p, i) => p && NATIVE_LANGS[region].includes(LANGS[i] as NameLang)),
  );
  const add = (text: string, lang: NameLang) => {
    if (!text || seen.has(text)) return;
    const folded = foldLetters(text);
    const key = keyOfFolded(folded);
    if (!key) return;
    seen.add(text);
    // An alternate in Han or kana is native to Japan, China, Hong Kong, Macao and Taiwan only.
    const native = nativeTexts.has(text) || (lang === 'alt' && !(region === 'world' && CJK.test(text)));
    out.push({
      text,
      key,
      stem: stemOfFolded(folded),
      lang,
      native,
      weak: lang === 'alt' && LATIN.test(text),
    });
  };
  primaries.forEach((p, i) => {
    add(p, LANGS[i] as NameLang);
  });
  for (const a of alts ? alts.split('|') : []) add(a, 'alt');
  return out;
}

function primaryName(country: string, names: Place['names']): string {
  const region: RegionGroup = regionOf(country);
  if (region === 'japan') return names.ja || names.en;
  if (region === 'china') return names.zhHans || names.en;
  if (region === 'hk-mo-tw') return names.zhHant || names.zhHans || names.en;
  return names.en;
}

function toEntry(row: GazetteerRow, zones: string[], core: boolean): IndexedPlace {
  const [id, en, ja, zhHans, zhHantRaw, alts, lat, lng, zone, country, population, admin, parent] = row;
  const zhHant = zhHantRaw || zhHans;
  const names: Place['names'] = { en };
  if (ja) names.ja = ja;
  if (zhHans) names.zhHans = zhHans;
  if (zhHant) names.zhHant = zhHant;
  const place: Place = {
    id,
    name: primaryName(country, names),
    names,
    lat,
    lng,
    tz: zones[zone] ?? 'UTC',
    country,
    region: regionOf(country),
    population,
  };
  if (admin) place.admin = admin;
  if (parent) place.parent = parent;
  const variants = variantsOf([en, ja, zhHans, zhHant], alts, place.region);
  const keys = [...new Set(variants.map((v) => v.key))];
  const latinKeys = keys.filter((k) => ASCII_KEY.test(k));
  return {
    place,
    variants,
    haystack: `${KEY_SEPARATOR}${keys.join(KEY_SEPARATOR)}${KEY_SEPARATOR}`,
    core,
    latinKeys,
  };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The indexed rows of a file, computed once per file object (each tier's gazetteer reuses the smaller one's). */
const fileEntries = new WeakMap<GazetteerFile, IndexedPlace[]>();

function entriesOf(file: GazetteerFile, core: boolean): IndexedPlace[] {
  let list = fileEntries.get(file);
  if (!list) {
    list = file.rows.map((r) => toEntry(r, file.zones, core));
    fileEntries.set(file, list);
  }
  return list;
}

/**
 * Indexes the core file and, optionally, the world file and the towns file (which needs the world file).
 * Pure: used by loadGazetteer and by tests.
 */
export function buildGazetteer(core: GazetteerFile, world?: GazetteerFile, towns?: GazetteerFile): Gazetteer {
  const more = world && towns ? [world, towns] : world ? [world] : [];
  const lists = [entriesOf(core, true), ...more.map((f) => entriesOf(f, false))];
  const entries = lists.flat();
  const byKey = new Map<string, KeyHit[]>();
  const byStem = new Map<string, KeyHit[]>();
  const byId = new Map<string, IndexedPlace>();
  const latinByLength: LatinKey[][] = [];
  const starts: number[] = [];
  let at = 0;
  lists.forEach((list, tier) => {
    for (const entry of list) {
      byId.set(entry.place.id, entry);
      starts.push(at);
      at += entry.haystack.length;
      // Typo-tolerant search covers the core and world lists: the 18,000 towns need their name as written.
      if (tier < 2) {
        for (const k of entry.latinKeys) {
          const bucket = latinByLength[k.length] ?? [];
          bucket.push([k, entry, letterMask(k)]);
          latinByLength[k.length] = bucket;
        }
      }
      for (const variant of entry.variants) {
        push(byKey, variant.key, { entry, variant });
        if (variant.stem !== variant.key && variant.stem) push(byStem, variant.stem, { entry, variant });
      }
    }
  });
  const aliases = new Map<string, { alias: IndexedAlias; variant: NameVariant }[]>();
  const aliasList: IndexedAlias[] = [];
  const admins = new Map<string, AdminNames>();
  for (const [targetId, admin, en, ja, zhHans, zhHant, alts] of core.aliases ?? []) {
    const target = byId.get(targetId);
    if (!target) continue;
    if (admin)
      admins.set(`${target.place.country}|${admin}`, {
        en: admin,
        ja: ja || en,
        zhHans: zhHans || en,
        zhHant: zhHant || zhHans || en,
      });
    const alias: IndexedAlias = {
      target,
      admin,
      variants: variantsOf([en, ja, zhHans, zhHant], alts, target.place.region),
    };
    aliasList.push(alias);
    for (const variant of alias.variants) {
      push(aliases, variant.key, { alias, variant });
      if (variant.stem !== variant.key && variant.stem) push(aliases, variant.stem, { alias, variant });
    }
  }
  for (const [country, en, ja, zhHans, zhHant] of [core, ...more].flatMap((f) => f.admins ?? [])) {
    admins.set(`${country}|${en}`, {
      en,
      ja: ja || en,
      zhHans: zhHans || en,
      zhHant: zhHant || zhHans || en,
    });
  }
  for (let i = 0; i < latinByLength.length; i++) latinByLength[i] ??= [];
  return {
    entries,
    byKey,
    byStem,
    aliases,
    aliasList,
    byId,
    admins,
    latinByLength,
    text: entries.map((e) => e.haystack).join(''),
    starts,
    hasWorld: Boolean(world),
    hasTowns: more.length === 2,
  };
}

type JsonModule = { default: GazetteerFile };

let corePromise: Promise<Gazetteer> | undefined;
let worldPromise: Promise<Gazetteer> | undefined;
let fullPromise: Promise<Gazetteer> | undefined;

const importCore = () =>
  import('./data/core.json', { with: { type: 'json' } }) as unknown as Promise<JsonModule>;
const importWorld = () =>
  import('./data/world.json', { with: { type: 'json' } }) as unknown as Promise<JsonModule>;
const importTowns = () =>
  import('./data/towns.json', { with: { type: 'json' } }) as unknown as Promise<JsonModule>;

/**
 * Loads and indexes the gazetteer once per tier (later calls share the promise). The data files are
 * dynamic imports, so bundlers put them in chunks of their own. By default every tier: the core file
 * (Japan, China, Hong Kong, Macao, Taiwan, Korea), the world file (≥ 100,000 people, capitals, research
 * stations) and the towns file (every other place of ≥ 15,000 people, the largest). `world: false` loads
 * only the core file, what the home dropdown needs first; `towns: false` the core and world files.
 */
export function loadGazetteer(options: { world?: boolean; towns?: boolean } = {}): Promise<Gazetteer> {
  if (options.world === false) {
    corePromise ??= importCore().then((m) => buildGazetteer(m.default));
    return corePromise;
  }
  if (options.towns === false) {
    worldPromise ??= Promise.all([importCore(), importWorld()]).then(([c, w]) =>
      buildGazetteer(c.default, w.default),
    );
    return worldPromise;
  }
  fullPromise ??= Promise.all([importCore(), importWorld(), importTowns()]).then(([c, w, t]) =>
    buildGazetteer(c.default, w.default, t.default),
  );
  return fullPromise;
}
