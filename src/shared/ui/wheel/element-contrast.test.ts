import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The wheel draws each sign's glyph in color-mix(in srgb, var(--el-X) 85%, var(--text)) on var(--el-X-soft)
// (wheel.css). This checks that pair against WCAG AA (4.5:1) with the theme tokens as they are written.
const GLYPH_SHARE = 0.85;
const tokens = readFileSync(new URL('../../../app/tokens.css', import.meta.url), 'utf8');

function block(selector: string): Record<string, string> {
  const start = tokens.indexOf(selector);
  if (start < 0) throw new Error(`${selector} not found in tokens.css`);
  const body = tokens.slice(tokens.indexOf('{', start) + 1, tokens.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1], m[2]]));
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const luminance = (c: number[]) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const mix = (a: number[], b: number[], share: number) =>
  a.map((v, i) => v * share + (b[i] as number) * (1 - share));

describe('sign glyphs on their element band', () => {
  const themes = { light: block(':root {'), dark: block(':root[data-theme="dark"]') };
  for (const [theme, t] of Object.entries(themes)) {
    for (const el of ['fire', 'earth', 'air', 'water']) {
      it(`${theme} ${el}: at least 4.5:1`, () => {
        const fg = t[`--el-${el}`];
        const band = t[`--el-${el}-soft`];
        const text = t['--text'];
        expect(fg && band && text, `--el-${el}, --el-${el}-soft and --text in ${theme}`).toBeTruthy();
        const glyph = mix(rgb(fg as string), rgb(text as string), GLYPH_SHARE);
        expect(contrast(glyph, rgb(band as string))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
