import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './i18n';
import { LANGUAGES } from './languages';

// Each language loads only its own texts (no fallback language), so a key missing in one language would show as
// a raw key: every namespace must have the same keys, filled, with the same placeholders, in ja, zh and en.

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

const load = (lang: string, ns: string): Json =>
  JSON.parse(readFileSync(new URL(`./locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

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
