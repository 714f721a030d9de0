import type { Gazetteer, IndexedAlias } from './gazetteer';
import type { Place } from './place';

/** The language of a place label. */
export type LabelLang = 'ja' | 'zh' | 'en';

const DISPLAY_LOCALE: Record<LabelLang, string> = { ja: 'ja', zh: 'zh-Hans', en: 'en' };

/** The name to show and to put in the field: ja → Japanese name (kanji), zh → always Simplified Chinese, en → English. */
export function placeName(place: Place, lang: LabelLang): string {
  const n = place.names;
  if (lang === 'ja') return n.ja || n.zhHant || n.zhHans || n.en;
  if (lang === 'zh') return n.zhHans || n.ja || n.en;
  return n.en;
}

const countryNames = new Map<LabelLang, Intl.DisplayNames | null>();

/** The country's name in the label language, or its ISO code where Intl has none. */
function countryName(code: string, lang: LabelLang): string {
  let names = countryNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([DISPLAY_LOCALE[lang]], { type: 'region' });
    } catch {
      names = null;
    }
    countryNames.set(lang, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

const adminIndex = new WeakMap<Gazetteer, Map<string, IndexedAlias>>();

/** Province / prefecture alias rows by country and English admin name. */
function aliasByAdmin(gaz: Gazetteer): Map<string, IndexedAlias> {
  let map = adminIndex.get(gaz);
  if (!map) {
    map = new Map();
    for (const alias of gaz.aliasList) {
      if (alias.admin) map.set(`${alias.target.place.country}\u0001${alias.admin}`, alias);
    }
    adminIndex.set(gaz, map);
  }
  return map;
}

/** The localized name of the place's region (prefecture, province), '' when unknown. */
function adminName(gaz: Gazetteer, place: Place, lang: LabelLang): string {
  if (!place.admin) return '';
  const alias = aliasByAdmin(gaz).get(`${place.country}\u0001${place.admin}`);
  if (!alias) return place.admin;
  const text = (l: 'ja' | 'zhHans') => alias.variants.find((v) => v.lang === l)?.text;
  if (lang === 'ja') return text('ja') ?? place.admin;
  if (lang === 'zh') return text('zhHans') ?? place.admin;
  return place.admin;
}

/** What tells this place apart, most specific first, localized: e.g. ['Illinois', 'United States'],
 *  ['神奈川県', '日本'], ['广东省', '中国'], or with the next level where name + region still repeat. */
export function placeContext(gaz: Gazetteer, place: Place, lang: LabelLang): string[] {
  const out: string[] = [];
  const admin = adminName(gaz, place, lang);
  if (admin && admin !== placeName(place, lang)) out.push(admin);
  out.push(countryName(place.country, lang));
  return out;
}
