import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeReadMinutes } from '../../../../scripts/learn/read-minutes';
import READ_MINUTES from '../../../content/learn/read-minutes.json';
import { COURSES } from '../curriculum';
import { bodyLength, type LearnDoc, parseLearnDoc } from './parse-lesson';

// Issue 14: every lesson of the three courses in three languages, written to the format (src/content/learn/FORMAT.md)
// and long enough to learn from.
const WRITTEN_COURSES = ['bazi', 'astrology', 'reading'] as const;
const LANGS = ['ja', 'zh', 'en'] as const;
/** Issue 14 §1: ≥ 3,000 characters in Japanese and Chinese, ≥ 1,200 words in English. */
const MIN_LESSON = { ja: 3000, zh: 3000, en: 1200 } as const;

const file = (lang: string, course: string, lesson: string) =>
  new URL(`../../../content/learn/${lang}/${course}/${lesson}.md`, import.meta.url);

function read(lang: string, course: string, lesson: string): LearnDoc {
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

      it('has no placeholder', () => {
        const text = readFileSync(file(lang, courseId, lesson.id), 'utf8');
        expect(text).not.toMatch(/TODO|TBD|lorem ipsum|coming soon|準備中|近日公開|敬请期待|待补充/i);
      });
    });
  }
});

describe('read times', () => {
  it('are the ones worked out from the lessons’ text (run `npm run learn:minutes` after editing a lesson)', () => {
    expect(READ_MINUTES).toEqual(computeReadMinutes());
  });
});
