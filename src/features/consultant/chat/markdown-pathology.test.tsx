import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { capText, MARKDOWN_CAP, Markdown } from './markdown';

/**
 * Issue 33: the renderer scanned ahead from every opener, so a reply (or a stored message) of `[` × 50,000 took
 * minutes and froze the tab. Now it reads any text in linear time: each pathological pattern below, at 10k, 50k
 * and 100k characters, is parsed and rendered whole within the stated time. The old renderer, on the same machine
 * in Node, took 2.4 to 6.6 s for six of them at 50k and 10 to 28 s at 100k; the limits leave room for a loaded
 * 2-core CI machine running the development build of React, and fail long before those.
 */
const LIMIT_MS: Record<number, number> = { 10000: 500, 50000: 1000, 100000: 1500 };

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const lines = (n: number, line: (k: number) => string) => {
  let out = '';
  for (let k = 0; out.length < n; k++) out += `${line(k)}\n`;
  return out.slice(0, n);
};
function mixed(n: number, seed: number) {
  const alphabet = [
    '*',
    '**',
    '_',
    '`',
    '```',
    '[',
    ']',
    '(',
    ')',
    '![',
    '> ',
    '- ',
    '1. ',
    '#',
    '\n',
    '\n\n',
  ];
  alphabet.push(' ', '  ', 'a', '星', '\\', '!', '<', '~~~', 'x_y');
  let s = seed;
  let out = '';
  while (out.length < n) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    out += alphabet[Math.floor((s / 2 ** 31) * alphabet.length)];
  }
  return out.slice(0, n);
}

const PATTERNS: Record<string, (n: number) => string> = {
  '[ × N': (n) => fill('[', n),
  '![ × N': (n) => fill('![', n),
  '( × N': (n) => fill('(', n),
  ') × N': (n) => fill(')', n),
  '[a]( × N': (n) => fill('[a](', n),
  '[a]( with spaces': (n) => fill('[a]( ', n),
  '*a × N': (n) => fill('*a ', n),
  '_a × N': (n) => fill('_a ', n),
  '_a_ nested': (n) => (fill('_a ', n / 2) + fill(' a_', n / 2)).slice(0, n),
  '** × N': (n) => fill('**', n),
  '**a × N': (n) => fill('**a ', n),
  '` × N': (n) => fill('`', n),
  '` a × N': (n) => fill('` a', n),
  '\\ × N': (n) => fill('\\', n),
  '\\* × N': (n) => fill('\\*a_', n),
  '> × N on one line': (n) => fill('> ', n),
  '> nesting over lines': (n) => lines(n, (k) => `${'> '.repeat(k % 60)}q`),
  '- × N on one line': (n) => fill('- ', n),
  '- nesting over lines': (n) => lines(n, (k) => `${'  '.repeat(k % 100)}- level ${k}`),
  'a list item with blank lines': (n) => `- a${'\n'.repeat(n - 6)}  b`,
  'a paragraph of lines': (n) => fill('a\n', n),
  'fences × N': (n) => fill('```\n', n),
  'headings of spaces': (n) => lines(n, (k) => `#${' '.repeat(k % 500)}x`),
  'mixed random': (n) => mixed(n, 11),
};

describe('Markdown: linear time on any input (issue 33)', () => {
  for (const n of [10_000, 50_000, 100_000])
    it(`renders each pathological pattern of ${n.toLocaleString('en')} characters within ${LIMIT_MS[n]} ms`, () => {
      for (const [name, make] of Object.entries(PATTERNS)) {
        const text = make(n);
        expect(text.length, name).toBe(n);
        const t0 = performance.now();
        const out = renderToStaticMarkup(<Markdown text={text} />);
        const ms = performance.now() - t0;
        expect(out, name).toMatch(/^<div class="markdown">/);
        expect(ms, `${name} at ${n}: ${Math.round(ms)} ms`).toBeLessThan(LIMIT_MS[n] as number);
      }
    });

  it('marks wrong claims in a long reply without slowing down', () => {
    const text = fill('Your Sun is in Gemini. ', 100_000);
    const highlights = Array.from({ length: 500 }, (_, k) => ({
      text: k ? `x${k}` : 'Sun is in Gemini.',
      note: 'n',
    }));
    const t0 = performance.now();
    const out = renderToStaticMarkup(<Markdown text={text} highlights={highlights} />);
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(out.match(/<mark /g)?.length).toBe(Math.floor(100_000 / 23));
  });
});

describe('Markdown: the cap', () => {
  it('reads at most MARKDOWN_CAP characters as Markdown', () => {
    const out = renderToStaticMarkup(<Markdown text={`${'a'.repeat(MARKDOWN_CAP)}TAIL`} />);
    expect(out).not.toContain('TAIL');
  });

  it('cuts a long message at a line’s end near the cap, else at the cap but never inside a surrogate pair', () => {
    const text = `${'x'.repeat(MARKDOWN_CAP - 10)}\n${'y'.repeat(50)}`;
    expect(capText(text)).toEqual({ head: `${'x'.repeat(MARKDOWN_CAP - 10)}\n`, rest: 'y'.repeat(50) });
    expect(capText('short')).toEqual({ head: 'short', rest: '' });
    const stars = `${'a'.repeat(MARKDOWN_CAP - 1)}${'🌟'.repeat(3)}`;
    const { head, rest } = capText(stars);
    expect(head.length).toBe(MARKDOWN_CAP - 1);
    expect(head + rest).toBe(stars);
    expect(rest.startsWith('🌟')).toBe(true);
  });
});
