import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Characters decoded from every two-byte code `lead` × `trail` of a legacy encoding, U+FFFD and private use left out. */
function decodeRows(encoding: string, leads: number[], trails: number[]): Set<string> {
  const decoder = new TextDecoder(encoding);
  const out = new Set<string>();
  for (const lead of leads)
    for (const trail of trails) {
      const c = decoder.decode(new Uint8Array([lead, trail]));
      const cp = c.codePointAt(0) ?? 0;
      if ([...c].length !== 1 || c === '\uFFFD' || (cp >= 0xe000 && cp <= 0xf8ff)) continue;
      out.add(c);
    }
  return out;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * JIS X 0208 (all 94 rows: symbols, kana, Greek, Cyrillic, box drawing, level 1 and 2 kanji): every two-byte
 * Shift_JIS code of lead bytes 0x81–0x84, 0x88–0x9F and 0xE0–0xEA, decoded. 6879 characters, so a person's name
 * in kanji prints whatever the app's own texts contain.
 */
export function jisX0208Chars(): Set<string> {
  const trails = range(0x40, 0xfc).filter((b) => b !== 0x7f);
  return decodeRows('shift_jis', [...range(0x81, 0x84), ...range(0x88, 0x9f), ...range(0xe0, 0xea)], trails);
}

/** GB2312's 6763 hanzi: rows 0xB0–0xF7 (EUC-CN, decoded as GBK, which contains it). */
export function gb2312HanziChars(): Set<string> {
  return decodeRows('gbk', range(0xb0, 0xf7), range(0xa1, 0xfe));
}

/** GB2312's symbol rows 0xA1–0xA9 (punctuation, full-width forms, kana, Greek, Cyrillic, pinyin, box drawing). */
export function gb2312SymbolChars(): Set<string> {
  return decodeRows('gbk', range(0xa1, 0xa9), range(0xa1, 0xfe));
}

/** Big5's level-1 hanzi (5401, the common ones: rows 0xA4–0xC6) and its symbol rows 0xA1–0xA3. */
export function big5CommonChars(): Set<string> {
  const trails = [...range(0x40, 0x7e), ...range(0xa1, 0xfe)];
  return decodeRows('big5', range(0xa1, 0xc6), trails);
}

/**
 * Latin text as it turns up in names, places and numbers in any language: ASCII, Latin-1, Latin Extended-A, general
 * punctuation (dashes, quotes, bullet, ellipsis, primes), the minus sign, degree-like signs and ℞.
 */
export function latinChars(): Set<string> {
  const cps = [
    ...range(0x20, 0x7e),
    ...range(0xa0, 0xff),
    ...range(0x100, 0x17f),
    ...range(0x2010, 0x2027),
    ...range(0x2030, 0x205e),
    0x2212,
    0x2103,
    0x211e,
    0x2116,
  ];
  return new Set(cps.map((cp) => String.fromCodePoint(cp)));
}

/** Every string value in a parsed JSON document (keys are never shown). */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

function filesUnder(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

/**
 * The text files of one language: the UI texts (src/i18n/locales/<lang>/*.json) and the reading content
 * (src/content/**\/<lang>.json). `root` is the repository.
 */
export function textFilesOf(root: string, lang: 'ja' | 'zh' | 'zh-Hant' | 'en'): string[] {
  return [
    ...filesUnder(join(root, 'src/i18n/locales', lang), (p) => p.endsWith('.json')),
    ...filesUnder(join(root, 'src/content'), (p) => p.endsWith(`/${lang}.json`)),
  ];
}

/** The characters of every string in the JSON files (line breaks and other controls left out). */
export function textChars(files: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const file of files)
    for (const s of stringsOf(JSON.parse(readFileSync(file, 'utf8')) as unknown))
      for (const c of s) if ((c.codePointAt(0) ?? 0) >= 0x20) out.add(c);
  return out;
}

/** Han, kana and CJK punctuation: what a Latin font lacks and a CJK font has. */
export function isCjk(c: string): boolean {
  const cp = c.codePointAt(0) ?? 0;
  return (cp >= 0x2e80 && cp <= 0x9fff) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xff00 && cp <= 0xffef);
}

/** The union of character sets. */
export function union(...sets: Iterable<string>[]): Set<string> {
  const out = new Set<string>();
  for (const s of sets) for (const c of s) out.add(c);
  return out;
}
