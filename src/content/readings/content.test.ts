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

  it('varies its sentence frames: no opening shared by more than 3 of the 12 texts of one kind', () => {
    // Two people's readings must not sound cut from one template (issue 12 §2). A text's opening is its first
    // three words (en) or five characters (ja, zh) once body, sign and house names are masked, so "With the Sun
    // in Aries" and "With the Sun in Leo" count as one frame. A house text does not restate its body and house
    // either: the label above it already says "Sun · 5th house".
    for (const l of LANGS) {
      const names = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../i18n/locales/${l}/results.json`), 'utf8'),
      ) as { bodies: Record<string, string>; signs: Record<string, string> };
      const words = [...Object.values(names.bodies), ...Object.values(names.signs)]
        .map((w) => w.replace(/[()（）]/g, (c) => `\\${c}`))
        .sort((a, b) => b.length - a.length);
      const mask = new RegExp(
        `${words.join('|')}|第[\\d一二三四五六七八九十]{1,3}(?:ハウス|宫)|\\b(?:the )?\\d{1,2}(?:st|nd|rd|th) house|\\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house`,
        'gi',
      );
      const opening = (t: string) => {
        const m = t.replace(mask, 'X').replace(/^(?:The )X/i, 'X');
        return l === 'en' ? m.split(/\s+/).slice(0, 3).join(' ').toLowerCase() : m.slice(0, 5);
      };
      const groups = new Map<string, string[]>();
      const add = (g: string, t: string) => groups.set(g, [...(groups.get(g) ?? []), t]);
      for (const [path, text] of leaves(files[l].signs))
        if (!/jobs|compatible/.test(path))
          add(`signs.*.${path.split('.').slice(1).join('.')}`, text as string);
      for (const [path, text] of leaves(files[l].houses)) add(`houses.${path.split('.')[0]}`, text as string);
      for (const [path, text] of leaves(files[l].aspects))
        add(`aspects.*.${path.split('.')[1]}`, text as string);
      const bad: string[] = [];
      for (const [g, texts] of groups) {
        const count = new Map<string, number>();
        for (const t of texts) count.set(opening(t), (count.get(opening(t)) ?? 0) + 1);
        for (const [o, n] of count) if (n > 3) bad.push(`${l} ${g}: "${o}" ×${n}`);
      }
      const houseOpenings = new Map<string, number>();
      for (const [, text] of leaves(files[l].houses)) {
        const o = opening(text as string);
        houseOpenings.set(o, (houseOpenings.get(o) ?? 0) + 1);
      }
      for (const [o, n] of houseOpenings) if (n > 12) bad.push(`${l} houses (all bodies): "${o}" ×${n}`);
      expect(bad).toEqual([]);
    }
  });
});
