import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../core/astrology/vocabulary';

const LANGS = ['ja', 'zh', 'en'] as const;
const load = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, `${lang}.json`), 'utf8'));

/** Every leaf path of a JSON value, with its value. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, value]];
}

describe('reading content in three languages', () => {
  const files = Object.fromEntries(LANGS.map((l) => [l, load(l)]));

  it('has the same keys in ja, zh and en', () => {
    const keys = (l: string) =>
      leaves(files[l])
        .map(([k]) => k)
        .sort();
    expect(keys('ja')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
  });

  it('covers every sign, house and personal-planet pair', () => {
    for (const l of LANGS) {
      expect(Object.keys(files[l].signs).sort(), l).toEqual([...SIGNS].sort());
      expect(Object.keys(files[l].houses), l).toHaveLength(12);
      for (const houses of Object.values(files[l].houses))
        expect(Object.keys(houses as object)).toHaveLength(12);
      expect(Object.keys(files[l].aspects), l).toHaveLength(10);
      for (const s of SIGNS) {
        expect(files[l].signs[s].career.jobs, `${l} ${s}`).toHaveLength(4);
        for (const c of files[l].signs[s].relationships.compatible) expect(SIGNS, `${l} ${s}`).toContain(c);
      }
    }
  });

  it('has no empty, placeholder or cut-off text', () => {
    for (const l of LANGS) {
      for (const [path, text] of leaves(files[l])) {
        expect(typeof text, `${l} ${path}`).toBe('string');
        const s = text as string;
        expect(s.trim().length, `${l} ${path}`).toBeGreaterThan(
          path.includes('jobs') || path.includes('compatible') ? 0 : 8,
        );
        expect(s, `${l} ${path}`).not.toMatch(/lorem|TODO|TBD|\.\.\.$|…$/i);
        if (!path.includes('jobs') && !path.includes('compatible')) {
          expect(s, `${l} ${path}`).toMatch(l === 'en' ? /[.!?]$/ : /[。！？]$/);
        }
      }
    }
  });
});
