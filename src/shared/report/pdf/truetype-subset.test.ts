import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { subsetTrueType } from './truetype-subset';

const source = new Uint8Array(
  readFileSync(
    new URL(
      '../../../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      import.meta.url,
    ),
  ),
);
const full = fontkit.create(source);
const mapOf = (text: string) =>
  new Map([...text].map((c) => [c.codePointAt(0) ?? 0, full.glyphForCodePoint(c.codePointAt(0) ?? 0).id]));
const outline = (font: ReturnType<typeof fontkit.create>, gid: number) =>
  font.getGlyph(gid).path.toSVG().length;

describe('TrueType subset', () => {
  it('keeps the outlines of the characters asked for, glyph ids unchanged, and empties the rest', () => {
    const cut = subsetTrueType(source, mapOf('AS'));
    const font = fontkit.create(cut);
    expect(cut.length).toBeLessThan(source.length / 3);
    const a = full.glyphForCodePoint(0x41).id;
    expect(font.glyphForCodePoint(0x41).id).toBe(a);
    expect(outline(font, a)).toBe(outline(full, a));
    expect(outline(font, full.glyphForCodePoint(0x53).id)).toBeGreaterThan(0);
    expect(font.hasGlyphForCodePoint(0x42)).toBe(false);
    expect(outline(font, full.glyphForCodePoint(0x42).id)).toBe(0);
    expect(font.numGlyphs).toBe(full.numGlyphs);
  });

  it('keeps the components of a composite glyph (Á is A and an acute accent)', () => {
    const gid = full.glyphForCodePoint(0xc1).id;
    const font = fontkit.create(subsetTrueType(source, mapOf('Á')));
    expect(outline(font, gid)).toBeGreaterThan(0);
    expect(font.getGlyph(gid).bbox.height).toBeCloseTo(full.getGlyph(gid).bbox.height, 0);
  });
});
