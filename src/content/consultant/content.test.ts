import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_BODIES, SIGNS } from '../../core/astrology/vocabulary';
import { TEN_GODS } from '../../core/bazi/ten-gods';

const LANGS = ['ja', 'zh', 'en'] as const;
const load = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, `${lang}.json`), 'utf8'));
const files = Object.fromEntries(LANGS.map((l) => [l, load(l)]));
const POINTS = [...CHART_BODIES, 'ascendant', 'midheaven'];
const RELATIONS = [
  'stemCombination',
  'stemClash',
  'sixHarmony',
  'triad',
  'halfTriad',
  'directional',
  'clash',
  'punishment',
  'selfPunishment',
  'harm',
  'break',
];

/** Every leaf path with its value; a list of words (keywords, month names, topics) is one leaf. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  // A list of lists (keywords.monthNames: each month's words) is one leaf per inner list.
  if (Array.isArray(value) && value.some(Array.isArray))
    return value.flatMap((v, i) => leaves(v, `${path}.${i}`));
  return [[path, value]];
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Fields that are phrases, word lists or headings rather than sentences. */
const NOT_SENTENCES =
  /^(keywords|words|signTraits|suggestions|verdict\.period|year\.transitTones|periods\.names|month\.names|month\.season\.names|elementRemedies)\.|\.(heading|remedyHeading|baziHeading|skyHeading|timingHeading|stateHeading)$|^fallback\.(intro|offer|topics)$|^year\.transit$|^month\.(pillarName|season\.line)$|^animal\.(date|dateLeap)$/;

describe('offline consultant texts in three languages', () => {
  it('have the same keys in ja, zh and en, and the same placeholders in each template', () => {
    const keys = (l: string) =>
      leaves(files[l])
        .map(([k]) => k)
        .sort();
    expect(keys('ja')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
    const en = new Map(leaves(files.en));
    for (const l of ['ja', 'zh'])
      for (const [path, text] of leaves(files[l])) {
        if (typeof text !== 'string') continue;
        const english = placeholders(en.get(path) as string);
        // ja and zh may leave the Sun–Moon aspect unnamed: their reading that follows names it.
        if (path === 'personality.sunMoon')
          expect(english, path).toEqual(expect.arrayContaining(placeholders(text)));
        else expect(placeholders(text), `${l} ${path}`).toEqual(english);
      }
  });

  it('cover every sign, body, ten god, relation, house and pillar', () => {
    for (const l of LANGS) {
      const c = files[l];
      expect(Object.keys(c.signTraits).sort(), l).toEqual([...SIGNS].sort());
      expect(Object.keys(c.pointRoles).sort(), l).toEqual([...POINTS].sort());
      expect(Object.keys(c.keywords.points).sort(), l).toEqual([...POINTS].sort());
      expect(Object.keys(c.words.pointNames).sort(), l).toEqual([...POINTS].sort());
      expect(Object.keys(c.spousePalace).sort(), l).toEqual([...TEN_GODS].sort());
      expect(Object.keys(c.words.relations).sort(), l).toEqual([...RELATIONS].sort());
      expect(Object.keys(c.words.houses), l).toHaveLength(12);
      expect(Object.keys(c.pillarRoles).sort(), l).toEqual(['day', 'hour', 'month', 'year']);
      expect(c.words.monthNames, l).toHaveLength(12);
      expect(c.fallback.topics, l).toHaveLength(6);
    }
  });

  it('list the same keywords in every file (a question is read the same in any interface language)', () => {
    for (const [path, list] of leaves(files.en.keywords)) {
      expect(Array.isArray(list), path).toBe(true);
      const words = list as string[];
      expect(words.length, path).toBeGreaterThan(0);
      expect(new Set(words).size, `${path} has duplicates`).toBe(words.length);
      for (const w of words) expect(w, path).toBe(w.toLowerCase().normalize('NFKC'));
    }
    expect(files.ja.keywords).toEqual(files.en.keywords);
    expect(files.zh.keywords).toEqual(files.en.keywords);
  });

  it('have no empty, placeholder or cut-off text, and full sentences where prose is expected', () => {
    for (const l of LANGS)
      for (const [path, value] of leaves(files[l])) {
        const list = Array.isArray(value) ? value : [value];
        for (const text of list) {
          expect(typeof text, `${l} ${path}`).toBe('string');
          const s = text as string;
          // The only empty text: the gap between sentences in Chinese and Japanese.
          if (path !== 'words.sentenceGap') expect(s.trim().length, `${l} ${path}`).toBeGreaterThan(0);
          expect(s, `${l} ${path}`).not.toMatch(/lorem|TODO|TBD|\.\.\.$|…$|<|\]\(|`/i);
          if (!NOT_SENTENCES.test(path))
            expect(s, `${l} ${path}`).toMatch(l === 'en' ? /[.!?]$/ : /[。！？]$/);
        }
      }
    expect(files.en.words.sentenceGap).toBe(' ');
    expect(files.ja.words.sentenceGap).toBe('');
    expect(files.zh.words.sentenceGap).toBe('');
  });

  it('never give an aspect with its angle: a number with ° or 度 would read as a degree of the chart', () => {
    for (const l of LANGS)
      for (const [path, text] of leaves(files[l].words.aspects))
        expect(text as string, `${l} ${path}`).not.toMatch(/\d\s*(°|度)/);
  });

  it('cover every grade and ten god in the verdict texts, and key every gendered text to its gender', () => {
    const holds = (text: string, word: string) =>
      /^[\p{Script=Latin}\s'’-]+$/u.test(word)
        ? new RegExp(`\\b${word}\\b`, 'iu').test(text)
        : text.includes(word);
    const grades = ['中', '凶', '吉', '大吉'];
    for (const l of LANGS) {
      const c = files[l];
      expect(Object.keys(c.year.caution).sort(), l).toEqual([...TEN_GODS].sort());
      expect(Object.keys(c.year.gradeText).sort(), l).toEqual(grades);
      expect(Object.keys(c.luck.gradeText).sort(), l).toEqual(grades);
      const marks = c.words.genderMarks as Record<'male' | 'female', string[]>;
      expect(marks.male.length * marks.female.length, l).toBeGreaterThan(0);
      // A man's partner-star texts say a man's words and not a woman's, and the other way round; the texts for a
      // chart without a gender say neither.
      for (const [of, other] of [
        ['male', 'female'],
        ['female', 'male'],
      ] as const)
        for (const text of Object.values(c.love.partnerStars[of]) as string[]) {
          expect(
            marks[of].some((w) => holds(text, w)),
            `${l} ${of}: ${text}`,
          ).toBe(true);
          expect(
            marks[other].filter((w) => holds(text, w)),
            `${l} ${of}: ${text}`,
          ).toEqual([]);
        }
      // Every other text says nothing gendered (the keywords only recognise what people type).
      for (const [path, text] of leaves(c)) {
        if (/^(keywords|words\.genderMarks|love\.partnerStars\.(male|female))\./.test(path)) continue;
        for (const t of Array.isArray(text) ? text : [text])
          expect(
            [...marks.male, ...marks.female].filter((w) => holds(t as string, w)),
            `${l} ${path}`,
          ).toEqual([]);
      }
    }
  });
});
