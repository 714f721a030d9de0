import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEN_GODS } from '../../core/bazi/ten-gods';
import { OUTER_PLANETS } from '../../core/transit/outer-influences';
import { YEAR_TONES } from '../../core/transit/transit-themes';
import { NATAL_TARGETS, TRANSIT_BODIES } from '../../core/transit/transit-vocabulary';
import { type TransitContent, transitText } from './transit-content';

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
          for (const texts of Object.values(byNatal)) {
            // The three family texts, and a type's own text where the type changes the story.
            expect(
              Object.keys(texts)
                .filter((k) => FAMILIES.includes(k))
                .sort(),
            ).toEqual([...FAMILIES].sort());
            for (const k of Object.keys(texts).filter((k) => !FAMILIES.includes(k)))
              expect(['sextile', 'trine', 'square', 'opposition']).toContain(k);
          }
        }
      expect(Object.keys(f.annual).sort(), l).toEqual(['tenGod']);
      expect(Object.keys(f.annual.tenGod).sort(), l).toEqual([...TEN_GODS].sort());
      expect(Object.keys(f).sort(), l).toEqual(['annual', 'aspects', 'fast', 'report', 'slow']);
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
      for (const [k, v] of all.filter(([k]) => k !== 'aspects.joiner'))
        expect(
          typeof v === 'string' && v.trim().length >= (k.endsWith('.title') ? 2 : 12),
          `${l}: ${String(v)}`,
        ).toBe(true);
      const texts = all.filter(([k]) => k !== 'aspects.joiner').map(([, v]) => v);
      expect(new Set(texts).size, `${l}: repeated texts`).toBe(texts.length);
      expect(values.length).toBeGreaterThan(texts.length);
    }
  });

  /** Words that belong to one aspect type (its name, and where an opposition to an angle lands). */
  const TYPE_WORDS: Record<(typeof LANGS)[number], Record<string, RegExp>> = {
    ja: {
      sextile: /セクスタイル/,
      trine: /トライン/,
      square: /スクエア/,
      opposition: /オポジション|ディセンダント|IC（天底）/,
    },
    zh: { sextile: /六分/, trine: /三分/, square: /四分/, opposition: /对分|下降点|天底/ },
    en: {
      sextile: /\bsextile/i,
      trine: /\btrine/i,
      square: /\bsquare/i,
      opposition: /\bopposition|\bopposes|Descendant|\bIC\b/i,
    },
  };

  it('reads every transit for its own aspect type: a square is never told about the opposition, nor a trine about the sextile', () => {
    for (const l of LANGS)
      for (const transit of TRANSIT_BODIES)
        for (const natal of NATAL_TARGETS)
          for (const type of ['sextile', 'trine', 'square', 'opposition'] as const) {
            const text = transitText(files[l], transit, natal, type);
            for (const [other, words] of Object.entries(TYPE_WORDS[l]))
              if (other !== type)
                expect(text, `${l} ${transit} ${type} ${natal}: ${text}`).not.toMatch(words);
          }
  });

  it('says what the type brings: the square and the opposition to the Ascendant read differently', () => {
    for (const l of LANGS) {
      const square = transitText(files[l], 'uranus', 'ascendant', 'square');
      const opposition = transitText(files[l], 'uranus', 'ascendant', 'opposition');
      expect(square).not.toBe(opposition);
      expect(opposition).toMatch(TYPE_WORDS[l].opposition as RegExp);
      const fastSquare = transitText(files[l], 'mars', 'sun', 'square');
      expect(fastSquare.startsWith(files[l].fast.mars.sun.challenging)).toBe(true);
      expect(fastSquare).toContain(files[l].aspects.square.general);
    }
  });
});
