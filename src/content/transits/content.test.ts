import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEN_GODS } from '../../core/bazi/ten-gods';
import { OUTER_PLANETS } from '../../core/transit/outer-influences';
import { YEAR_TONES } from '../../core/transit/transit-themes';
import { NATAL_TARGETS, TRANSIT_BODIES } from '../../core/transit/transit-vocabulary';
import type { TransitContent } from './transit-content';

const LANGS = ['ja', 'zh', 'en'] as const;
const load = (lang: string): TransitContent =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${lang}.json`), 'utf8'));
const SLOW = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const FAMILIES = ['conjunction', 'harmonious', 'challenging'];
const HOUSES = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** Every leaf path of a JSON value, with its value. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, value]];
}

describe('transit texts in three languages', () => {
  const files = Object.fromEntries(LANGS.map((l) => [l, load(l)])) as Record<
    (typeof LANGS)[number],
    TransitContent
  >;

  it('cover every transiting body, natal point and aspect family, and every ten god', () => {
    for (const l of LANGS) {
      const f = files[l];
      expect(Object.keys(f.slow).sort(), l).toEqual([...SLOW].sort());
      expect(Object.keys(f.fast).sort(), l).toEqual(
        TRANSIT_BODIES.filter((b) => !SLOW.includes(b as never)).sort(),
      );
      for (const group of [f.slow, f.fast] as Record<string, Record<string, Record<string, string>>>[])
        for (const [body, byNatal] of Object.entries(group)) {
          expect(Object.keys(byNatal).sort(), `${l} ${body}`).toEqual([...NATAL_TARGETS].sort());
          for (const texts of Object.values(byNatal))
            expect(Object.keys(texts).sort()).toEqual([...FAMILIES].sort());
        }
      expect(Object.keys(f.annual).sort(), l).toEqual(['tenGod']);
      expect(Object.keys(f.annual.tenGod).sort(), l).toEqual([...TEN_GODS].sort());
      expect(Object.keys(f).sort(), l).toEqual(['annual', 'fast', 'report', 'slow']);
      const r = f.report;
      for (const part of [r.themes, r.opportunity, r.challenge])
        expect(Object.keys(part).sort(), l).toEqual([...NATAL_TARGETS].sort());
      for (const t of Object.values(r.themes))
        expect(Object.keys(t).sort(), l).toEqual(['advice', 'text', 'title']);
      expect(Object.keys(r.outer).sort(), l).toEqual([...OUTER_PLANETS].sort());
      for (const byHouse of Object.values(r.outer))
        expect(Object.keys(byHouse).sort(), l).toEqual(HOUSES.sort());
      expect(Object.keys(r.guidance).sort(), l).toEqual([...YEAR_TONES].sort());
    }
  });

  it('has the same keys in ja, zh and en, each a real text, none repeated', () => {
    const keys = (l: (typeof LANGS)[number]) =>
      leaves(files[l])
        .map(([k]) => k)
        .sort();
    expect(keys('ja')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
    for (const l of LANGS) {
      const all = leaves(files[l]);
      const values = all.map(([, v]) => v);
      // A theme's title is a heading (a few words); every other text is at least a sentence.
      for (const [k, v] of all)
        expect(
          typeof v === 'string' && v.trim().length >= (k.endsWith('.title') ? 2 : 12),
          `${l}: ${String(v)}`,
        ).toBe(true);
      expect(new Set(values).size, `${l}: repeated texts`).toBe(values.length);
    }
  });
});
