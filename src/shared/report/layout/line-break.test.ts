import { describe, expect, it } from 'vitest';
import { breakLines, canBreakBetween, type Measure, type StyledRun } from './line-break';

// A fixed-pitch measure: an ideograph or kana is 1 em wide, anything else half an em.
const measure: Measure = (text, _weight, size) =>
  [...text].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.5) * size, 0);
const black = { r: 0, g: 0, b: 0 };
const run = (text: string, weight: 'regular' | 'bold' = 'regular'): StyledRun => ({
  text,
  weight,
  color: black,
  size: 1,
});
const texts = (runs: StyledRun[], width: number) =>
  breakLines(runs, width, measure).map((l) => l.fragments.map((f) => f.text).join(''));

describe('line breaking', () => {
  it('breaks Latin text at spaces, never wider than the line, dropping the spaces at the breaks', () => {
    // 8 em holds 16 Latin characters.
    const lines = breakLines([run('The quick brown fox jumps over the lazy dog')], 8, measure);
    expect(lines.map((l) => l.fragments.map((f) => f.text).join(''))).toEqual([
      'The quick brown',
      'fox jumps over',
      'the lazy dog',
    ]);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(8);
  });

  it('breaks after a hyphen inside a word, adding no hyphen of its own', () => {
    expect(texts([run('a well-being test')], 4)).toEqual(['a well-', 'being', 'test']);
    expect(texts([run('a well-being test')], 6)).toEqual(['a well-being', 'test']);
  });

  it('breaks CJK between any two characters, but never puts 、。）」 at the start of a line', () => {
    expect(texts([run('あいうえお、かきくけこ。')], 5)).toEqual(['あいうえ', 'お、かきく', 'けこ。']);
    // 「 never ends a line: it goes down with the word it opens.
    expect(texts([run('あいうえ「かき」です')], 5)).toEqual(['あいうえ', '「かき」で', 'す']);
    for (const line of texts([run('今日は、晴れ。明日は（たぶん）雨です。')], 3)) {
      expect('、。）」』'.includes(line[0] ?? '')).toBe(false);
      expect('（「『'.includes(line[line.length - 1] ?? '')).toBe(false);
    }
    expect(canBreakBetween('あ', '、')).toBe(false);
    expect(canBreakBetween('「', 'あ')).toBe(false);
    expect(canBreakBetween('あ', 'い')).toBe(true);
  });

  it('cuts a token wider than the line between characters instead of overflowing', () => {
    const url = 'https://example.com/a/very/long/path/without/any/spaces';
    const lines = breakLines([run(`see ${url}`)], 10, measure);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(10);
    expect(lines.map((l) => l.fragments.map((f) => f.text).join('')).join('')).toBe(`see${url}`);
  });

  it('keeps styles apart within a line and honours forced breaks', () => {
    const lines = breakLines([run('Born: ', 'bold'), run('1990\nTokyo')], 20, measure);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.fragments.map((f) => [f.text, f.style.weight])).toEqual([
      ['Born: ', 'bold'],
      ['1990', 'regular'],
    ]);
    expect(lines[0]?.fragments[1]?.x).toBeCloseTo(measure('Born: ', 'bold', 1));
    expect(lines[1]?.fragments.map((f) => f.text)).toEqual(['Tokyo']);
  });
});
