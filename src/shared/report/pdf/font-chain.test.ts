import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ReportError } from '../report-error';
import { FontSet } from './font-chain';
import type { ReportFontId } from './font-ids';

// The report's faces stood in for by the source fonts they are cut from (the subsets are made at build time).
const SOURCES: Partial<Record<ReportFontId, string>> = {
  'ja-regular': '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  'ja-bold': '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  'en-regular': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'en-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  symbols: '@expo-google-fonts/noto-sans-symbols/400Regular/NotoSansSymbols_400Regular.ttf',
  symbols2: '@expo-google-fonts/noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf',
  'zh-regular': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
};

function loader(loaded: ReportFontId[]) {
  return async (id: ReportFontId) => {
    loaded.push(id);
    const path = SOURCES[id];
    if (!path) throw new Error(`no font ${id} in this test`);
    return new Uint8Array(readFileSync(new URL(`../../../../node_modules/${path}`, import.meta.url)));
  };
}

describe('report fonts', () => {
  it('draws each character in the first face of the chain that has it, loading only the faces needed', async () => {
    const loaded: ReportFontId[] = [];
    const fonts = new FontSet('ja', loader(loaded));
    await fonts.cover('太陽 牡牛座 24°08′ ♉ ℞', 'regular');
    expect(loaded).toEqual(['ja-regular', 'en-regular', 'symbols']);
    expect(fonts.split('太陽 ♉℞', 'regular').map((r) => [r.face.id, r.text])).toEqual([
      ['ja-regular', '太陽 '],
      ['symbols', '♉'],
      ['en-regular', '℞'],
    ]);
    expect(fonts.width('太陽', 'regular', 10)).toBeCloseTo(20, 0);
  });

  it('fails with FAILED, naming the character, when no face has it — never drops it silently', async () => {
    const fonts = new FontSet('ja', loader([]));
    const err = await fonts.cover('名前😀', 'regular').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReportError);
    expect((err as ReportError).code).toBe('FAILED');
    expect((err as ReportError).message).toContain('U+1F600');
    // And a text that was never covered cannot be split either.
    expect(() => fonts.split('😀', 'regular')).toThrow(ReportError);
  });

  it('fails with FAILED when a face cannot be fetched', async () => {
    const fonts = new FontSet('ja', async () => {
      throw new Error('HTTP 404');
    });
    const err = await fonts.cover('あ', 'regular').catch((e: unknown) => e);
    expect((err as ReportError).code).toBe('FAILED');
  });
});
