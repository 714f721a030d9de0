import type { Gazetteer, IndexedAlias, IndexedPlace, KeyHit, NameVariant } from './gazetteer';
import { entriesContaining, KEY_SEPARATOR } from './gazetteer';
import { hasKana, nameKey, nameStem } from './normalize';
import { type ResolvedPlace, TOKYO_FALLBACK } from './place';
import { countryName } from './place-label';

/** Shortest query resolved by prefix: 2 characters of Han or kana, 3 of Latin or other scripts. */
function prefixLongEnough(key: string): boolean {
  const chars = [...key].length;
  return /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/.test(key) ? chars >= 2 : chars >= 3;
}

/** Options of resolvePlace. */
export interface ResolveOptions {
  /**
   * The UI language: 'ja' prefers Japan and 'zh' / 'zh-Hant' China, Hong Kong, Macao and Taiwan when a name
   * belongs to places in both (白山, 松原). A query with kana always prefers Japan.
   */
  lang?: 'ja' | 'zh' | 'zh-Hant' | 'en';
}

type Prefer = 'japan' | 'chinese' | undefined;

/**
 * Rank of a name match, lower is better: not a Latin alternate (romaji, pinyin, old names); a name
 * in the place's own script (南阳 is native to China's 南阳, a derived form for Japan's 南陽市); the
 * preferred region (UI language, kana); a place's own name before an alternate (中央市 before 中央区,
 * whose alternate is 中央); core (East Asia) before world; then population.
 */
function compareHits(a: KeyHit, b: KeyHit, prefer: Prefer): number {
  const weak = (h: KeyHit) => (h.variant.weak ? 1 : 0);
  const foreign = (h: KeyHit) => (h.variant.native ? 0 : 1);
  const preferred = (h: KeyHit) => (prefer && !isPreferred(h, prefer) ? 1 : 0);
  const alt = (h: KeyHit) => (h.variant.lang === 'alt' ? 1 : 0);
  const world = (h: KeyHit) => (h.entry.core ? 0 : 1);
  return (
    weak(a) - weak(b) ||
    foreign(a) - foreign(b) ||
    preferred(a) - preferred(b) ||
    alt(a) - alt(b) ||
    world(a) - world(b) ||
    b.entry.place.population - a.entry.place.population ||
    a.entry.place.id.localeCompare(b.entry.place.id)
  );
}

function isPreferred(h: KeyHit, prefer: Prefer): boolean {
  const region = h.entry.place.region;
  return prefer === 'japan'
    ? region === 'japan'
    : prefer === 'chinese' && (region === 'china' || region === 'hk-mo-tw');
}

function best(hits: KeyHit[], prefer: Prefer, admin?: string): KeyHit | undefined {
  let top: KeyHit | undefined;
  for (const h of hits) {
    if (admin && h.entry.place.admin !== admin) continue;
    if (!top || compareHits(h, top, prefer) < 0) top = h;
  }
  return top;
}

/** The variant to show for a match: the one the user typed if stored as such, else the matched one. */
function shownName(entry: IndexedPlace, matched: NameVariant, query: string): string {
  const typed = query.normalize('NFKC').trim();
  return entry.variants.find((v) => v.key === matched.key && v.text === typed)?.text ?? matched.text;
}

/** The capital's name in the language of the alias spelling that matched (広東省 -> 広州, Guangdong -> Guangzhou). */
function aliasTargetName(alias: IndexedAlias, variant: NameVariant): string {
  const n = alias.target.place.names;
  if (variant.lang === 'ja') return n.ja ?? alias.target.place.name;
  if (variant.lang === 'zhHans') return n.zhHans ?? alias.target.place.name;
  if (variant.lang === 'zhHant') return n.zhHant ?? alias.target.place.name;
  if (variant.lang === 'en' || /^[\p{Script=Latin}\s'-]+$/u.test(variant.text)) return n.en;
  if (hasKana(variant.text)) return n.ja ?? alias.target.place.name;
  return alias.target.place.name;
}

function nameHit(gaz: Gazetteer, keys: string[], prefer: Prefer, admin?: string): KeyHit | undefined {
  for (const k of keys) {
    const hit = best(gaz.byKey.get(k) ?? [], prefer, admin) ?? best(gaz.byStem.get(k) ?? [], prefer, admin);
    if (hit) return hit;
  }
  return undefined;
}

function aliasHit(gaz: Gazetteer, key: string) {
  return gaz.aliases.get(key)?.[0];
}

/** "広島県府中市", "广东省深圳市", "北海道札幌": a province / prefecture name in front of a place name. */
function qualifiedHit(gaz: Gazetteer, key: string, prefer: Prefer): KeyHit | undefined {
  let found: KeyHit | undefined;
  let foundLength = 0;
  for (const [aliasKey, list] of gaz.aliases) {
    if (aliasKey.length <= foundLength || aliasKey.length >= key.length || !key.startsWith(aliasKey))
      continue;
    const rest = key.slice(aliasKey.length);
    const admin = list[0]?.alias.admin;
    const hit = nameHit(gaz, [rest, nameStem(rest)], prefer, admin);
    if (hit) {
      found = hit;
      foundLength = aliasKey.length;
    }
  }
  return found;
}

function prefixHit(gaz: Gazetteer, key: string): IndexedPlace | undefined {
  if (!prefixLongEnough(key)) return undefined;
  let top: IndexedPlace | undefined;
  for (const entry of entriesContaining(gaz, KEY_SEPARATOR + key)) {
    if (!top || entry.place.population > top.place.population) top = entry;
  }
  return top;
}

/** The variant of a place whose key starts with the prefix (for showing a prefix match). */
function prefixVariant(entry: IndexedPlace, key: string): NameVariant {
  return entry.variants.find((v) => v.key.startsWith(key)) ?? (entry.variants[0] as NameVariant);
}

/**
 * Resolves a birthplace name typed in any of the supported scripts (東京 / 东京 / Tokyo / tokyo,
 * 臺北 / 台北, サンパウロ / São Paulo / Sao Paulo …). Order: exact name (suffixes such as 市, 県, 省,
 * "-shi" ignored), province / prefecture alias (广东 → 广州; an alias also wins over a same-named city
 * of another country), "prefecture + city" (広島県府中市),
 * "city, state / province" and "city, country" (the country in English, Japanese or Chinese: "Kingston, Norfolk
 * Island") to pick among same-named places, "city, anything", then the most populous place with a name
 * starting with the query (≥ 2 Han/kana
 * characters or ≥ 3 Latin letters). Anything else gives the spec's Tokyo fallback with resolved: false.
 * Never matches a substring in the middle of a name, nor a name inside the query.
 */
export function resolvePlace(gaz: Gazetteer, query: string, options: ResolveOptions = {}): ResolvedPlace {
  const key = nameKey(query);
  const fallback: ResolvedPlace = {
    place: TOKYO_FALLBACK,
    resolved: false,
    name: TOKYO_FALLBACK.name,
    via: 'fallback',
  };
  if (!key) return fallback;
  const kana = hasKana(query);
  const prefer: Prefer =
    kana || options.lang === 'ja'
      ? 'japan'
      : options.lang === 'zh' || options.lang === 'zh-Hant'
        ? 'chinese'
        : undefined;
  const stem = nameStem(query);
  const named = (hit: KeyHit): ResolvedPlace => ({
    place: hit.entry.place,
    resolved: true,
    name: shownName(hit.entry, hit.variant, query),
    via: 'name',
  });

  const exact = nameHit(gaz, [key], prefer);
  const alias = aliasHit(gaz, key);
  // A province in another country beats a same-named city: 海南 is Hainan, not 海南市 in Wakayama.
  if (
    exact &&
    !(alias && alias.alias.target.place.country !== exact.entry.place.country && !isPreferred(exact, prefer))
  ) {
    return named(exact);
  }
  if (alias) return aliasResult(alias.alias, alias.variant);
  if (stem !== key) {
    const stemmed = nameHit(gaz, [stem], prefer);
    if (stemmed) return named(stemmed);
    const stemAlias = aliasHit(gaz, stem);
    if (stemAlias) return aliasResult(stemAlias.alias, stemAlias.variant);
  }
  const qualified = qualifiedHit(gaz, key, prefer);
  if (qualified) return named(qualified);
  const [head = '', ...rest] = query.split(/[,，、]/);
  if (head.trim() && head.length < query.length) {
    // "Springfield, Illinois": the state / province / prefecture picks among same-named places.
    const admin = adminNamed(gaz, rest[0] ?? '');
    const inAdmin = admin ? nameHit(gaz, [nameKey(head), nameStem(head)], prefer, admin) : undefined;
    if (inAdmin) return named(inAdmin);
    // "Kingston, Norfolk Island", "Plymouth, Montserrat": the country picks among same-named places.
    const inCountry = countryHit(gaz, head, rest.join(','), prefer);
    if (inCountry) return named(inCountry);
    const r = resolvePlace(gaz, head, options);
    if (r.resolved) return r;
  }
  const prefix = prefixHit(gaz, key);
  if (prefix)
    return { place: prefix.place, resolved: true, name: prefixVariant(prefix, key).text, via: 'prefix' };
  return fallback;
}

/** The best place named `head` (exactly, suffixes aside) in the country that `country` names in en, ja or zh. */
function countryHit(gaz: Gazetteer, head: string, country: string, prefer: Prefer): KeyHit | undefined {
  const wanted = nameKey(country);
  if (!wanted) return undefined;
  const names = new Map<string, boolean>();
  const inCountry = (h: KeyHit) => {
    const code = h.entry.place.country;
    let yes = names.get(code);
    if (yes === undefined) {
      yes = (['en', 'ja', 'zh', 'zh-Hant'] as const).some((l) => nameKey(countryName(code, l)) === wanted);
      names.set(code, yes);
    }
    return yes;
  };
  let top: KeyHit | undefined;
  for (const k of new Set([nameKey(head), nameStem(head)])) {
    for (const h of [...(gaz.byKey.get(k) ?? []), ...(gaz.byStem.get(k) ?? [])]) {
      if (inCountry(h) && (!top || compareHits(h, top, prefer) < 0)) top = h;
    }
  }
  return top;
}

/** The English admin name (as in Place.admin) of a state / province / prefecture named in any language. */
function adminNamed(gaz: Gazetteer, text: string): string | undefined {
  const key = nameKey(text);
  if (!key) return undefined;
  const stem = nameStem(text);
  for (const names of gaz.admins.values()) {
    for (const n of [names.en, names.ja, names.zhHans]) {
      if (nameKey(n) === key || nameStem(n) === stem) return names.en;
    }
  }
  return undefined;
}

function aliasResult(alias: IndexedAlias, variant: NameVariant): ResolvedPlace {
  return { place: alias.target.place, resolved: true, name: aliasTargetName(alias, variant), via: 'alias' };
}
