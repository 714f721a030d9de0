import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
// Home's texts: the form's own (home) and the unknown-birthplace choice's (place, loaded with that choice).
const read = (lang: string) =>
  Object.fromEntries(
    ['home', 'place'].map((ns) => [
      ns,
      JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')),
    ]),
  ) as Tree;

/** key path → the {{placeholders}} of its text, sorted. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') {
      expect(v.trim(), path).not.toBe('');
      // i18next reads these options itself (`lng` switches the language), so they cannot be placeholders.
      expect(v, path).not.toMatch(/\{\{(lng|lngs|ns)\}\}/);
      out.set(
        path,
        [...v.matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(','),
      );
    } else for (const [p, x] of flatten(v, path)) out.set(p, x);
  }
  return out;
}

describe('home texts', () => {
  const ja = flatten(read('ja'));
  it.each(['zh', 'en'])('%s has the same keys and placeholders as ja', (lang) => {
    expect(Object.fromEntries(flatten(read(lang)))).toEqual(Object.fromEntries(ja));
  });
  it('starts every hour and minute option with its number (type-ahead in every language)', () => {
    for (const lang of ['ja', 'zh', 'en']) {
      const form = (read(lang).home as Tree).form as Tree;
      expect(String(form.hourOption).startsWith('{{hour}}'), lang).toBe(true);
      expect(String(form.minuteOption).startsWith('{{minute}}'), lang).toBe(true);
    }
  });
});
