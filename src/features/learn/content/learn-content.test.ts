import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeReadMinutes } from '../../../../scripts/learn/read-minutes';
import READ_MINUTES from '../../../content/learn/read-minutes.json';
import { GLOSSARY_TERM_IDS, GLOSSARY_TERMS } from '../../../shared/lib/glossary-terms';
import { ARTICLES, COURSES } from '../curriculum';
import { type Block, bodyLength, inlinesOf, type LearnDoc, parseLearnDoc, plainText } from './parse-lesson';
import { tFor } from './test-locale-t';

// Issue 14: every lesson of the three courses in three languages, written to the format (src/content/learn/FORMAT.md)
// and long enough to learn from.
const WRITTEN_COURSES = ['bazi', 'astrology', 'reading'] as const;
const LANGS = ['ja', 'zh', 'en'] as const;
/** Issue 14 §1: ≥ 3,000 characters in Japanese and Chinese, ≥ 1,200 words in English. */
const MIN_LESSON = { ja: 3000, zh: 3000, en: 1200 } as const;

/** Issue 14 §1: an article ≥ 2,000 characters / 800 words. */
const MIN_ARTICLE = { ja: 2000, zh: 2000, en: 800 } as const;
const PLACEHOLDER = /TODO|TBD|lorem ipsum|coming soon|準備中|近日公開|敬请期待|待补充/i;

const file = (lang: string, course: string, lesson?: string) =>
  new URL(`../../../content/learn/${lang}/${course}${lesson ? `/${lesson}` : ''}.md`, import.meta.url);

function read(lang: string, course: string, lesson?: string): LearnDoc {
  const { doc, issues } = parseLearnDoc(readFileSync(file(lang, course, lesson), 'utf8'));
  expect(issues.map((i) => `line ${i.line}: ${i.message}`)).toEqual([]);
  return doc;
}

const count = (blocks: readonly { kind: string }[] | undefined, kind: string) =>
  (blocks ?? []).filter((b) => b.kind === kind).length;

describe.each(WRITTEN_COURSES)('the %s course', (courseId) => {
  const course = COURSES.find((c) => c.id === courseId);
  for (const lesson of course?.lessons ?? []) {
    describe.each(LANGS)(`${lesson.id} (%s)`, (lang) => {
      it('exists and follows the format, with every part', () => {
        expect(existsSync(file(lang, courseId, lesson.id))).toBe(true);
        const doc = read(lang, courseId, lesson.id);
        expect(doc.title.length).toBeGreaterThan(1);
        expect(doc.overview.length).toBeGreaterThan(lang === 'en' ? 40 : 20);
        expect(doc.objectives.length).toBeGreaterThanOrEqual(3);
        expect(doc.objectives.length).toBeLessThanOrEqual(5);
        expect(Object.keys(doc.parts).sort()).toEqual(['content', 'example', 'practice']);
      });

      it('is long enough to learn from', () => {
        expect(bodyLength(read(lang, courseId, lesson.id), lang)).toBeGreaterThanOrEqual(MIN_LESSON[lang]);
      });

      it('works an example cast by the engine and practises on it and on the reader’s chart', () => {
        const { parts } = read(lang, courseId, lesson.id);
        expect(count(parts.example, 'chart')).toBeGreaterThanOrEqual(1);
        // The example's facts come from tokens, never typed.
        const tokens = JSON.stringify(parts.example).match(/"kind":"token"/g) ?? [];
        expect(tokens.length).toBeGreaterThanOrEqual(2);
        const quizzes = count(parts.practice, 'quiz');
        expect(quizzes).toBeGreaterThanOrEqual(3);
        expect(quizzes).toBeLessThanOrEqual(5);
        expect(count(parts.practice, 'yourChart')).toBe(1);
      });

      it('is listed under its own title and overview (hub, course lists and the page title read these)', () => {
        const doc = read(lang, courseId, lesson.id);
        const t = tFor(lang);
        expect(t(`learn:lessons.${courseId}.${lesson.id}.title`)).toBe(doc.title);
        expect(t(`learn:lessons.${courseId}.${lesson.id}.overview`)).toBe(doc.overview);
      });

      it('has no placeholder', () => {
        const text = readFileSync(file(lang, courseId, lesson.id), 'utf8');
        expect(text).not.toMatch(PLACEHOLDER);
      });
    });
  }
});

describe.each(ARTICLES.map((a) => a.slug))('the article %s', (slug) => {
  describe.each(LANGS)('(%s)', (lang) => {
    it('exists, follows the format with its one part, and is long enough', () => {
      expect(existsSync(file(lang, 'articles', slug))).toBe(true);
      const doc = read(lang, 'articles', slug);
      expect(Object.keys(doc.parts)).toEqual(['content']);
      expect(doc.overview.length).toBeGreaterThan(lang === 'en' ? 40 : 20);
      expect(bodyLength(doc, lang)).toBeGreaterThanOrEqual(MIN_ARTICLE[lang]);
      expect(readFileSync(file(lang, 'articles', slug), 'utf8')).not.toMatch(PLACEHOLDER);
    });

    it('works an example the engine casts', () => {
      const { parts } = read(lang, 'articles', slug);
      expect(count(parts.content, 'chart')).toBeGreaterThanOrEqual(1);
      expect((JSON.stringify(parts.content).match(/"kind":"token"/g) ?? []).length).toBeGreaterThanOrEqual(2);
    });

    it('is listed under its own title and summary (hub cards and the page title read these)', () => {
      const doc = read(lang, 'articles', slug);
      const t = tFor(lang);
      expect(t(`learn:articles.${slug}.title`)).toBe(doc.title);
      expect(t(`learn:articles.${slug}.summary`)).toBe(doc.overview);
    });
  });
});

/** The glossary's entries: each `### term {#id}` heading with the blocks up to the next heading. */
function glossaryEntries(blocks: readonly Block[]): Map<string, { heading: string; text: string }> {
  const out = new Map<string, { heading: string; text: string }>();
  let current: { heading: string; text: string } | null = null;
  for (const b of blocks) {
    if (b.kind === 'heading') {
      current = b.level === 3 ? { heading: plainText(b.inline), text: '' } : null;
      if (current && b.level === 3) out.set(b.id, current);
    } else if (current)
      current.text += ` ${inlinesOf([b])
        .map((i) => plainText(i))
        .join(' ')}`;
  }
  return out;
}

describe.each(LANGS)('the glossary (%s)', (lang) => {
  it('defines every term the readings use, once, in the order of the term list', () => {
    const doc = read(lang, 'glossary');
    expect(Object.keys(doc.parts)).toEqual(['content']);
    // Text only: the page draws no example facts or directives (glossary-page.tsx loads none of the engine).
    expect(JSON.stringify(doc.parts.content)).not.toMatch(/"kind":"(token|quiz|chart|refTable|yourChart)"/);
    expect([...glossaryEntries(doc.parts.content ?? []).keys()]).toEqual(GLOSSARY_TERM_IDS);
  });

  it('names each term as the results page prints it, and explains it in more than a line', () => {
    const entries = glossaryEntries(read(lang, 'glossary').parts.content ?? []);
    const t = tFor(lang);
    for (const id of GLOSSARY_TERM_IDS) {
      const entry = entries.get(id);
      const label: string | null = GLOSSARY_TERMS[id].label;
      const all = `${entry?.heading} ${entry?.text}`.toLowerCase();
      if (label) expect(all, `${id} names "${t(label)}"`).toContain(t(label).toLowerCase());
      const size =
        lang === 'en'
          ? (entry?.text ?? '').split(/\s+/).filter(Boolean).length
          : (entry?.text ?? '').replace(/\s/g, '').length;
      expect(size, `${id} is explained`).toBeGreaterThanOrEqual(lang === 'en' ? 30 : 60);
    }
  });

  it('is linked from the results under each entry’s own heading, and listed under its own title', () => {
    const doc = read(lang, 'glossary');
    const t = tFor(lang);
    for (const [id, entry] of glossaryEntries(doc.parts.content ?? []))
      expect(t(`results:glossaryTerms.${id}`), id).toBe(entry.heading);
    expect(t('learn:glossaryPage.title')).toBe(doc.title);
    expect(t('learn:glossaryPage.description')).toBe(doc.overview);
  });

  it('has no placeholder', () => {
    expect(readFileSync(file(lang, 'glossary'), 'utf8')).not.toMatch(PLACEHOLDER);
  });
});

describe('read times', () => {
  it('are the ones worked out from the lessons’ text (run `npm run learn:minutes` after editing a lesson)', () => {
    expect(READ_MINUTES).toEqual(computeReadMinutes());
  });
});
