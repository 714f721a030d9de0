import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gb2312HanziChars, gb2312SymbolChars, jisX0208Chars, textChars, textFilesOf } from './char-sets';
import { fontSpecs } from './font-specs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('report font character sets', () => {
  it('JIS X 0208 has its 6879 characters, kana and both kanji levels among them', () => {
    const jis = jisX0208Chars();
    expect(jis.size).toBe(6879);
    for (const c of ['あ', 'ヴ', '亜', '腕', '弌', '熙', '辻', '〒', 'Ж']) expect(jis.has(c)).toBe(true);
    expect(jis.has('髙')).toBe(false); // an IBM extension, not JIS X 0208
  });

  it('GB2312 has its 6763 hanzi and the symbol rows', () => {
    const hanzi = gb2312HanziChars();
    expect(hanzi.size).toBe(6763);
    for (const c of ['啊', '齄', '庚', '辰', '东', '财']) expect(hanzi.has(c)).toBe(true);
    const symbols = gb2312SymbolChars();
    for (const c of ['、', '。', '“', '”', '（', 'あ', 'ア', 'α', '①']) expect(symbols.has(c)).toBe(true);
  });

  it('each language’s regular face keeps every character of its texts; English gets the han of its texts', () => {
    const specs = new Map(fontSpecs(root).map((s) => [s.id, s]));
    for (const lang of ['ja', 'zh', 'en'] as const) {
      const chars = textChars(textFilesOf(root, lang));
      expect(chars.size).toBeGreaterThan(300);
      const kept = specs.get(`${lang}-regular`)?.chars ?? new Set();
      const left = [...chars].filter((c) => !kept.has(c));
      // English: what the Latin face does not keep (han, kana), the CJK face for English does.
      const cjk = lang === 'en' ? (specs.get('cjk-regular')?.chars ?? new Set()) : new Set();
      expect(left.filter((c) => !cjk.has(c))).toEqual([]);
    }
    expect(specs.get('ja-regular')?.chars.has('辻')).toBe(true);
    expect(specs.get('cjk-regular')?.chars.has('庚')).toBe(true);
    expect(specs.get('symbols')?.chars.has('♈')).toBe(true);
  });
});
