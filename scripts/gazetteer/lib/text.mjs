// Text helpers for the gazetteer build: script detection, Han conversions (opencc), folding.
// Folding is the runtime's own (src/core/geo/normalize.ts; the build runs under tsx to import it), so the
// build drops exactly the variants the runtime would treat as identical anyway.
import * as OpenCC from 'opencc-js';
import { nameKey } from '../../../src/core/geo/normalize.ts';

const cn2tw = OpenCC.Converter({ from: 'cn', to: 'tw' });
const tw2cn = OpenCC.Converter({ from: 'tw', to: 'cn' });
const cn2jp = OpenCC.Converter({ from: 'cn', to: 'jp' });
const jp2cn = OpenCC.Converter({ from: 'jp', to: 'cn' });
const jp2tw = OpenCC.Converter({ from: 'jp', to: 'tw' });

/** Simplified Chinese from traditional / Japanese forms. */
export const toHans = (s) => tw2cn(jp2cn(s));
/** Traditional Chinese (Taiwan standard) from simplified. */
export const toHant = (s) => cn2tw(s);
/** Japanese shinjitai from simplified Chinese. */
export const toJa = (s) => cn2jp(s);
/**
 * Japanese forms that OpenCC leaves as they are or turns into a traditional variant (渋 -> 澁), with the
 * form Chinese writes them in: 渋谷 is 涩谷 / 澀谷, 杉並 is 杉并, 神戸 is 神户 / 神戶, 姫路 is 姬路.
 */
const JA_TO_HANS = {
  戸: '户',
  澁: '涩',
  渋: '涩',
  竝: '并',
  並: '并',
  姫: '姬',
  鄕: '乡',
  氷: '冰',
  筿: '筱',
  萠: '萌',
  騨: '驒',
  呉: '吴',
  嶋: '岛',
  脇: '胁',
};
const JA_TO_HANT = {
  戸: '戶',
  澁: '澀',
  渋: '澀',
  竝: '並',
  姫: '姬',
  鄕: '鄉',
  氷: '冰',
  筿: '篠',
  萠: '萌',
  騨: '驒',
  呉: '吳',
  嶋: '島',
  脇: '脅',
};
const fixChars = (s, table) => [...s].map((c) => table[c] ?? c).join('');

/**
 * Chinese forms of a Japanese kanji name: 々 is written out, ヶ / ケ between kanji is dropped as Chinese
 * does (茅ヶ崎 -> 茅崎, 龍ケ崎 -> 龙崎), の becomes 之 (紀の川 -> 纪之川); other kana names get none.
 */
export function jaToZh(ja) {
  const expanded = ja
    .replace(/(.)々/gu, '$1$1')
    .replace(/(\p{Script=Han})[ヶケ](?=\p{Script=Han})/gu, '$1')
    .replace(/(\p{Script=Han})の(?=\p{Script=Han})/gu, '$1之');
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(expanded)) return null;
  const hant = fixChars(jp2tw(expanded), JA_TO_HANT);
  return { hans: fixChars(tw2cn(hant), JA_TO_HANS), hant };
}

const HAN = /^[\p{Script=Han}々〇]+$/u;
const KANA_ONLY = /^[\p{Script=Katakana}ー・･\s]+$/u;
export const isHan = (s) => HAN.test(s);
export const isKatakana = (s) => KANA_ONLY.test(s);
export const hasKana = (s) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s);
export const isLatin = (s) => /^[\p{Script=Latin}\p{M}\s'’.\-()0-9]+$/u.test(s) && /\p{L}/u.test(s);
export const isHangul = (s) => /^[\p{Script=Hangul}\s]+$/u.test(s);

/**
 * The runtime's own name key (src/core/geo/normalize.ts: NFKC, lower case, no diacritics, kana -> hiragana,
 * 臺 -> 台, no separators), so build-time joins and de-duplication fold exactly as lookups do.
 * keepTai keeps 臺 apart from 台, so that both spellings survive de-duplication for display.
 */
export function fold(s, { keepTai = false } = {}) {
  const key = nameKey(s);
  return keepTai && s.includes('臺') ? `${key}\u0000臺` : key;
}

/** Plain lower-case ASCII letters only, for joins against GeoNames ASCII names. */
export const asciiKey = (s) => fold(s).replace(/[^a-z]/g, '');

/** Drops later variants that fold to the same key as an earlier one (keeps order, drops empties). */
export function uniqueVariants(list) {
  const seen = new Set();
  const out = [];
  for (const v of list) {
    if (!v) continue;
    const t = v.trim();
    const k = fold(t, { keepTai: true });
    if (!t || seen.has(k)) continue;
    seen.add(k);
    out.push(t);
  }
  return out;
}

/** Great-circle distance in km. */
export function distanceKm(lat1, lng1, lat2, lng2) {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}
