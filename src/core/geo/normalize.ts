// Name folding shared by the gazetteer index and the queries. Mirrored by scripts/gazetteer/lib/text.mjs.

/** Letters that Unicode decomposition does not fold to ASCII. */
const SPECIAL_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
};
/** Combining marks of Latin, Greek and Cyrillic (kana voicing marks are kept: が is not か). */
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const SEPARATORS = /[\s\p{P}\p{S}\p{C}]/gu;
/** Longest query we look at; no place name comes close. */
const MAX_QUERY_LENGTH = 120;
/** Printable ASCII: every step of foldLetters but lower case and trim leaves it as it is. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Case-, width- and accent-folded form with separators kept: NFKC, lower case, no diacritics,
 * ø -> o …, small ヶ -> ケ, katakana -> hiragana, 臺 -> 台.
 */
export function foldLetters(s: string): string {
  const head = s.slice(0, MAX_QUERY_LENGTH);
  // Most names (and Latin queries) are plain ASCII: the Unicode steps below would not change them.
  if (PLAIN_ASCII.test(head)) return head.toLowerCase().trim();
  return head
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .replace(/[øæœßłđðþıħŀ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[ヵヶ]/g, (c) => (c === 'ヵ' ? 'カ' : 'ケ'))
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/臺/g, '台')
    .normalize('NFC')
    .trim();
}

/** The lookup key of a name: folded, with spaces, punctuation and symbols removed ("São Paulo" -> "saopaulo"). */
export function nameKey(s: string): string {
  return keyOfFolded(foldLetters(s));
}

/** nameKey of a text already folded by foldLetters. */
export function keyOfFolded(folded: string): string {
  return folded.replace(SEPARATORS, '');
}

/** Administrative suffixes in Han script, longest first. 市 may leave one character (津市 -> 津). */
const HAN_SUFFIXES = [
  '特别行政区',
  '特別行政區',
  '特別行政区',
  '维吾尔自治区',
  '維吾爾自治區',
  '壮族自治区',
  '壯族自治區',
  '回族自治区',
  '回族自治區',
  '自治区',
  '自治區',
  '自治州',
  '広域市',
  '广域市',
  '廣域市',
  '特別市',
  '特别市',
  '地区',
  '地區',
  '市',
  '区',
  '區',
  '県',
  '县',
  '縣',
  '省',
  '盟',
];
/** Administrative suffixes in Latin script ("Osaka-shi", "Guangdong Province", "Macao SAR"). */
const LATIN_SUFFIX =
  /(?:[\s-]+(?:city|prefecture|province|sheng|shi|ward|district|county|sar|special administrative region|autonomous region)|-(?:ku|ken|fu|to|cho|machi|mura))$/;

/**
 * The key of a name without its administrative suffix (大阪市 -> 大阪, 广东省 -> 广东, Osaka-shi -> osaka);
 * the plain key when there is none.
 */
export function nameStem(s: string): string {
  return stemOfFolded(foldLetters(s));
}

/** nameStem of a text already folded by foldLetters (the index folds each name once for key and stem). */
export function stemOfFolded(folded: string): string {
  const latin = folded.replace(LATIN_SUFFIX, '');
  if (latin !== folded && latin.trim()) return latin.replace(SEPARATORS, '');
  const key = folded.replace(SEPARATORS, '');
  for (const suffix of HAN_SUFFIXES) {
    if (!key.endsWith(suffix)) continue;
    const rest = key.slice(0, -suffix.length);
    if (rest.length >= 2 || (suffix === '市' && rest.length === 1)) return rest;
    break;
  }
  return key;
}

/** True if the text has hiragana or katakana (a Japanese query). */
export function hasKana(s: string): boolean {
  return /[\u3041-\u30ff]/.test(s);
}
