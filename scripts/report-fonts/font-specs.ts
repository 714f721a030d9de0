import { join } from 'node:path';
import { BRANCHES, STEMS } from '../../src/core/bazi/stems-branches.ts';
import type { ReportFontId } from '../../src/shared/report/pdf/font-ids.ts';
import {
  big5CommonChars,
  gb2312HanziChars,
  gb2312SymbolChars,
  isCjk,
  jisX0208Chars,
  latinChars,
  textChars,
  textFilesOf,
  union,
} from './char-sets.ts';

/** One subset to build: the source font (a TrueType file in node_modules) and the characters to keep. */
export interface FontSpec {
  id: ReportFontId;
  source: string;
  chars: Set<string>;
}

const font = (root: string, pkg: string, file: string) =>
  join(root, 'node_modules/@expo-google-fonts', pkg, file);

const codeRange = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Arrows, technical signs, geometric shapes, miscellaneous symbols and dingbats: the astrological glyphs live here. */
const SYMBOL_BLOCKS = union(
  codeRange(0x2190, 0x21ff),
  codeRange(0x2300, 0x23ff),
  codeRange(0x25a0, 0x27bf),
  codeRange(0x2b00, 0x2bff),
);

/**
 * What each report font keeps. Regular faces: the language's whole legacy character set (so a person's name prints)
 * with every character of its texts; bold faces (headings, terms, emphasis): the texts' characters only — a
 * character a bold face lacks is drawn from the regular face (src/features/report/pdf/font-chain.ts).
 */
export function fontSpecs(root: string): FontSpec[] {
  const latin = latinChars();
  const ja = textChars(textFilesOf(root, 'ja'));
  const zh = textChars(textFilesOf(root, 'zh'));
  const zhHant = textChars(textFilesOf(root, 'zh-Hant'));
  const en = textChars(textFilesOf(root, 'en'));
  const jis = jisX0208Chars();
  const gbSymbols = gb2312SymbolChars();
  const enCjk = union([...en].filter(isCjk), STEMS, BRANCHES);
  const enLatin = union(
    latin,
    [...en].filter((c) => !isCjk(c)),
  );
  return [
    {
      id: 'ja-regular',
      source: font(root, 'noto-sans-jp', '400Regular/NotoSansJP_400Regular.ttf'),
      chars: union(jis, ja, latin),
    },
    {
      id: 'ja-bold',
      source: font(root, 'noto-sans-jp', '700Bold/NotoSansJP_700Bold.ttf'),
      chars: union(ja, latin),
    },
    {
      id: 'zh-regular',
      source: font(root, 'noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
      chars: union(gb2312HanziChars(), gbSymbols, zh, latin),
    },
    {
      id: 'zh-bold',
      source: font(root, 'noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf'),
      chars: union(zh, gbSymbols, latin),
    },
    {
      id: 'tc-regular',
      source: font(root, 'noto-sans-tc', '400Regular/NotoSansTC_400Regular.ttf'),
      chars: union(big5CommonChars(), zhHant, latin),
    },
    {
      id: 'tc-bold',
      source: font(root, 'noto-sans-tc', '700Bold/NotoSansTC_700Bold.ttf'),
      chars: union(zhHant, latin),
    },
    {
      id: 'en-regular',
      source: font(root, 'noto-sans', '400Regular/NotoSans_400Regular.ttf'),
      chars: enLatin,
    },
    { id: 'en-bold', source: font(root, 'noto-sans', '700Bold/NotoSans_700Bold.ttf'), chars: enLatin },
    {
      id: 'cjk-regular',
      source: font(root, 'noto-sans-jp', '400Regular/NotoSansJP_400Regular.ttf'),
      chars: enCjk,
    },
    { id: 'cjk-bold', source: font(root, 'noto-sans-jp', '700Bold/NotoSansJP_700Bold.ttf'), chars: enCjk },
    {
      id: 'cjk-sc',
      source: font(root, 'noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'),
      chars: enCjk,
    },
    {
      id: 'symbols',
      source: font(root, 'noto-sans-symbols', '400Regular/NotoSansSymbols_400Regular.ttf'),
      chars: SYMBOL_BLOCKS,
    },
    {
      id: 'symbols2',
      source: font(root, 'noto-sans-symbols-2', '400Regular/NotoSansSymbols2_400Regular.ttf'),
      chars: SYMBOL_BLOCKS,
    },
  ];
}
