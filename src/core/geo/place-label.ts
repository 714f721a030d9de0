import type { Gazetteer } from './gazetteer';
import { perGazetteer } from './per-gazetteer';
import type { Place } from './place';

/** The language of a place label. */
export type LabelLang = 'ja' | 'zh' | 'zh-Hant' | 'en';

const DISPLAY_LOCALE: Record<LabelLang, string> = {
  ja: 'ja',
  zh: 'zh-Hans',
  'zh-Hant': 'zh-Hant-TW',
  en: 'en',
};

/** Short names where Intl gives a long official one ("中華人民共和国香港特別行政区"). */
const SHORT_COUNTRY: Record<string, Record<LabelLang, string>> = {
  HK: { ja: '香港', zh: '香港', 'zh-Hant': '香港', en: 'Hong Kong' },
  MO: { ja: 'マカオ', zh: '澳门', 'zh-Hant': '澳門', en: 'Macau' },
};

/**
 * The name to show and to put in the field: ja → Japanese name (kanji), zh → Simplified Chinese, zh-Hant →
 * Traditional Chinese as Taiwan writes it (臺北), en → English.
 */
export function placeName(place: Place, lang: LabelLang): string {
  const n = place.names;
  if (lang === 'ja') return n.ja || n.zhHant || n.zhHans || n.en;
  if (lang === 'zh') return n.zhHans || n.ja || n.en;
  if (lang === 'zh-Hant') return n.zhHant || n.zhHans || n.ja || n.en;
  return n.en;
}

const displayNames = new Map<LabelLang, Intl.DisplayNames | null>();
const countryCache = new Map<string, string>();

function intlCountryName(code: string, lang: LabelLang): string {
  let names = displayNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([DISPLAY_LOCALE[lang]], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(lang, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country's name in the label language (Intl.DisplayNames), or its ISO code where there is none. */
export function countryName(code: string, lang: LabelLang): string {
  const short = SHORT_COUNTRY[code]?.[lang];
  if (short) return short;
  const key = `${lang}|${code}`;
  let name = countryCache.get(key);
  if (name === undefined) {
    name = intlCountryName(code, lang);
    countryCache.set(key, name);
  }
  return name;
}

/** The localized name of the place's prefecture / province / state, '' when it has none. */
function adminName(gaz: Gazetteer, place: Place, lang: LabelLang): string {
  if (!place.admin) return '';
  const names = gaz.admins.get(`${place.country}|${place.admin}`);
  if (!names) return place.admin;
  return lang === 'ja'
    ? names.ja
    : lang === 'zh'
      ? names.zhHans
      : lang === 'zh-Hant'
        ? names.zhHant
        : names.en;
}

/** A Han administrative suffix, dropped when comparing 北京 with 北京市 or 大阪 with 大阪府. */
const HAN_ADMIN_SUFFIX = /(?:特別行政区|特别行政区|自治区|都|道|府|県|县|省|市)$/u;
const bare = (s: string) => s.replace(HAN_ADMIN_SUFFIX, '');

/** The parent city's name: 大阪市, 广州市, Guangzhou. */
function parentName(gaz: Gazetteer, place: Place, lang: LabelLang): string {
  const parent = place.parent ? gaz.byId.get(place.parent)?.place : undefined;
  if (!parent) return '';
  const name = placeName(parent, lang);
  const cityCountry = parent.country === 'JP' || parent.country === 'CN';
  return lang !== 'en' && cityCountry && !/[市区區]$/u.test(name) ? `${name}市` : name;
}

/** Parent city, prefecture / province / state, country: the parts that always show. */
function baseContext(gaz: Gazetteer, place: Place, lang: LabelLang): string[] {
  const name = placeName(place, lang);
  const parts: string[] = [];
  const add = (part: string) => {
    if (part && bare(part) !== bare(name) && !parts.some((p) => bare(p) === bare(part))) parts.push(part);
  };
  add(parentName(gaz, place, lang));
  add(adminName(gaz, place, lang));
  add(countryName(place.country, lang));
  return parts;
}

/** What a label is made of, unlocalized: two places with the same key get the same label. */
const labelKey = (place: Place, lang: LabelLang) =>
  `${placeName(place, lang)}|${place.country}|${place.admin ?? ''}|${place.parent ?? ''}`;

/** Per gazetteer and language: the label keys that more than one place shares. */
const clashes = perGazetteer<LabelLang, Set<string>>();

function clashingLabels(gaz: Gazetteer, lang: LabelLang): Set<string> {
  return clashes(gaz, lang, () => {
    const seen = new Set<string>();
    const set = new Set<string>();
    for (const { place } of gaz.entries) {
      const key = labelKey(place, lang);
      if (seen.has(key)) set.add(key);
      seen.add(key);
    }
    return set;
  });
}

/** "35.66°N 139.70°E": the last resort that tells two places apart. */
function coordinates(place: Place): string {
  const lat = `${Math.abs(place.lat).toFixed(2)}°${place.lat >= 0 ? 'N' : 'S'}`;
  const lng = `${Math.abs(place.lng).toFixed(2)}°${place.lng >= 0 ? 'E' : 'W'}`;
  return `${lat} ${lng}`;
}

/** What tells this place apart, most specific first, localized: e.g. ['Illinois', 'United States'],
 *  ['神奈川県', '日本'], ['广东省', '中国'], or with the next level where name + region still repeat.
 *  A ward or district leads with its city (['大阪市', '日本'] for 大阪市北区); parts equal to the name
 *  are left out (東京 → ['日本']). Where the gazetteer's data cannot tell two places apart, the
 *  coordinates come first (the build keeps that from happening; a test holds it). */
export function placeContext(gaz: Gazetteer, place: Place, lang: LabelLang): string[] {
  const context = baseContext(gaz, place, lang);
  if (!clashingLabels(gaz, lang).has(labelKey(place, lang))) return context;
  return [coordinates(place), ...context];
}
