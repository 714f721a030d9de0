import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES as LOADED } from './i18n';
import { LANGUAGES } from './languages';
import { PAGE_NAMESPACES } from './page-namespaces';

// Each language loads only its own texts (no fallback language), so a key missing in one language would show as
// a raw key: every namespace must have the same keys, filled, with the same placeholders, in ja, zh and en.

const NAMESPACES = [...LOADED, ...(Object.keys(PAGE_NAMESPACES) as (keyof typeof PAGE_NAMESPACES)[])];

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

const load = (lang: string, ns: string): Json =>
  JSON.parse(
    readFileSync(
      new URL(
        ns in PAGE_NAMESPACES
          ? `../${PAGE_NAMESPACES[ns as keyof typeof PAGE_NAMESPACES](lang)}`
          : `./locales/${lang}/${ns}.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  );

function leaves(node: Json, prefix = ''): [string, Json][] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, node]];
}

const placeholders = (s: Json) =>
  typeof s === 'string' ? [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort() : [];

describe('locale files', () => {
  for (const ns of NAMESPACES) {
    it(`${ns}: the same keys, non-empty, with the same placeholders in every language`, () => {
      const ja = new Map(leaves(load('ja', ns)));
      expect(ja.size).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        const texts = new Map(leaves(load(lang, ns)));
        expect([...texts.keys()].sort(), `${lang}/${ns}.json keys`).toEqual([...ja.keys()].sort());
        const empty = [...texts].filter(([, v]) => typeof v === 'string' && v.trim() === '').map(([k]) => k);
        expect(empty, `${lang}/${ns}.json empty texts`).toEqual([]);
        const mismatched = [...texts]
          .filter(([k, v]) => placeholders(v).join() !== placeholders(ja.get(k) ?? '').join())
          .map(([k]) => k);
        expect(mismatched, `${lang}/${ns}.json placeholders differing from ja`).toEqual([]);
      }
    });
  }
});

// A literal key in the code must name a text, not a group of texts: `t('transit.today')` once rendered "key
// 'transit.today (en)' returned an object instead of string" after `transit.today` became a group.
describe('keys used in the code', () => {
  // Every text as "namespace:path"; a key that only prefixes texts is a group.
  const strings = new Set(NAMESPACES.flatMap((ns) => leaves(load('en', ns)).map(([k]) => `${ns}:${k}`)));
  const isGroup = (key: string) => [...strings].some((k) => k.startsWith(`${key}.`));
  const files = readdirSync(new URL('..', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'),
  );
  it('resolve to a text in some namespace, never to a group', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const f of files) {
      const src = readFileSync(new URL(`../${f}`, import.meta.url), 'utf8');
      // t('a.b') or t("a.b"), optionally with a namespace prefix; calls asking for objects are exempt.
      for (const m of src.matchAll(/\bt\(\s*['"]([\w.:-]+)['"]\s*(,[^)]*)?\)/g)) {
        const key = m[1] as string;
        if (m[2]?.includes('returnObjects')) continue;
        const candidates = key.includes(':') ? [key] : NAMESPACES.map((ns) => `${ns}:${key}`);
        checked++;
        // A counted text (t(key, { count })) resolves to key_one / key_other, as Intl.PluralRules chooses.
        if (!candidates.some((k) => strings.has(k) || strings.has(`${k}_other`)))
          bad.push(`${f}: ${key}${candidates.some(isGroup) ? ' (a group)' : ''}`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(bad).toEqual([]);
  });
});
