import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARTICLES,
  CATEGORIES,
  COURSE_IDS,
  COURSES,
  categoryContents,
  DIFFICULTIES,
  findArticle,
  findCourse,
  findLesson,
} from './curriculum';

const LANGS = ['ja', 'zh', 'en'] as const;
type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

const locale = (lang: string): Json =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/learn.json`, import.meta.url), 'utf8'));

/** Every leaf path of a JSON tree (array items by index), e.g. lessons.bazi.basics.objectives.0. */
function leafPaths(node: Json, prefix = ''): string[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leafPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function at(node: Json, path: string): Json | undefined {
  let cur: Json | undefined = node;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, Json>)[part];
  }
  return cur;
}

describe('curriculum', () => {
  it('has the three courses of the spec, six lessons each, with unique ids', () => {
    expect(COURSES.map((c) => c.id)).toEqual([...COURSE_IDS]);
    for (const course of COURSES) {
      expect(course.lessons, course.id).toHaveLength(6);
      expect(new Set(course.lessons.map((l) => l.id)).size).toBe(6);
    }
  });

  it('contains every lesson and article the spec names', () => {
    const named = {
      bazi: ['basics', 'heavenly-stems', 'earthly-branches', 'five-elements', 'reading-pillars'],
      astrology: ['introduction', 'zodiac-signs', 'planets', 'houses', 'aspects'],
      reading: ['preparation', 'analysis-method'],
    };
    for (const [course, lessons] of Object.entries(named)) {
      for (const lesson of lessons) expect(findLesson(course, lesson), `${course}/${lesson}`).not.toBeNull();
    }
    expect(ARTICLES.map((a) => a.slug)).toEqual([
      'understanding-birth-chart',
      'five-elements-theory',
      'career-astrology',
      'relationship-compatibility',
    ]);
  });

  it('uses only known difficulties and categories, with positive read times', () => {
    const items = [...COURSES.flatMap((c) => c.lessons), ...ARTICLES];
    for (const item of items) {
      expect(DIFFICULTIES).toContain(item.difficulty);
      expect(item.minutes).toBeGreaterThan(0);
    }
    for (const lesson of COURSES.flatMap((c) => c.lessons)) {
      expect(lesson.categories.length).toBeGreaterThan(0);
      for (const c of lesson.categories) expect(CATEGORIES).toContain(c);
    }
    for (const a of ARTICLES) expect(CATEGORIES).toContain(a.category);
  });

  it('links lessons to their neighbours within the course only', () => {
    const first = findLesson('bazi', 'basics');
    expect(first?.index).toBe(0);
    expect(first?.previous).toBeNull();
    expect(first?.next).toEqual({ course: 'bazi', lesson: 'heavenly-stems' });

    const middle = findLesson('astrology', 'houses');
    expect(middle?.previous).toEqual({ course: 'astrology', lesson: 'planets' });
    expect(middle?.next).toEqual({ course: 'astrology', lesson: 'aspects' });

    for (const course of COURSES) {
      const last = course.lessons[course.lessons.length - 1];
      expect(findLesson(course.id, last?.id)?.next).toBeNull();
    }
    // Walking "next" from the first lesson visits the whole course in order.
    for (const course of COURSES) {
      const seen: string[] = [];
      let ref = findLesson(course.id, course.lessons[0]?.id);
      while (ref) {
        seen.push(ref.lesson.id);
        ref = ref.next ? findLesson(ref.next.course, ref.next.lesson) : null;
      }
      expect(seen).toEqual(course.lessons.map((l) => l.id));
    }
  });

  it('links articles to their neighbours', () => {
    expect(findArticle('understanding-birth-chart')?.previous).toBeNull();
    expect(findArticle('understanding-birth-chart')?.next?.slug).toBe('five-elements-theory');
    expect(findArticle('relationship-compatibility')?.previous?.slug).toBe('career-astrology');
    expect(findArticle('relationship-compatibility')?.next).toBeNull();
  });

  it('returns null for unknown ids', () => {
    expect(findCourse('tarot')).toBeNull();
    expect(findCourse(undefined)).toBeNull();
    expect(findLesson('bazi', 'tarot')).toBeNull();
    expect(findLesson('tarot', 'basics')).toBeNull();
    expect(findLesson('astrology', 'basics')).toBeNull(); // a lesson of another course
    expect(findLesson('x', 'y')).toBeNull();
    expect(findLesson(undefined, undefined)).toBeNull();
    expect(findArticle('nope')).toBeNull();
    expect(findArticle(undefined)).toBeNull();
    expect(categoryContents('tarot')).toBeNull();
    expect(categoryContents('__proto__')).toBeNull();
  });

  it('files something under every category', () => {
    for (const category of CATEGORIES) {
      const contents = categoryContents(category);
      expect(contents, category).not.toBeNull();
      expect((contents?.lessons.length ?? 0) + (contents?.articles.length ?? 0), category).toBeGreaterThan(0);
    }
    expect(categoryContents('bazi')?.lessons.map((l) => l.lesson.id)).toEqual(
      COURSES[0]?.lessons.map((l) => l.id),
    );
    expect(categoryContents('career')?.articles.map((a) => a.slug)).toEqual(['career-astrology']);
  });
});

describe('learn locale files', () => {
  const trees = Object.fromEntries(LANGS.map((l) => [l, locale(l)])) as Record<(typeof LANGS)[number], Json>;

  it('have identical key trees in ja, zh and en', () => {
    const ja = leafPaths(trees.ja).sort();
    expect(leafPaths(trees.zh).sort()).toEqual(ja);
    expect(leafPaths(trees.en).sort()).toEqual(ja);
  });

  it('have no empty strings', () => {
    for (const lang of LANGS) {
      for (const path of leafPaths(trees[lang])) {
        const v = at(trees[lang], path);
        expect(typeof v === 'string' && v.trim() !== '', `${lang}: ${path}`).toBe(true);
      }
    }
  });

  it('have every text of every course, lesson, article, category and difficulty', () => {
    for (const lang of LANGS) {
      const t = trees[lang];
      for (const d of DIFFICULTIES) expect(at(t, `difficulty.${d}`), `${lang} ${d}`).toBeTypeOf('string');
      for (const c of CATEGORIES) {
        expect(at(t, `categories.${c}.title`), `${lang} ${c}`).toBeTypeOf('string');
        expect(at(t, `categories.${c}.description`), `${lang} ${c}`).toBeTypeOf('string');
      }
      for (const course of COURSES) {
        expect(at(t, `courses.${course.id}.title`), `${lang} ${course.id}`).toBeTypeOf('string');
        expect(at(t, `courses.${course.id}.description`)).toBeTypeOf('string');
        // The lesson itself is Markdown (content test); the locale keeps what lists and page titles show.
        for (const lesson of course.lessons) {
          const base = `lessons.${course.id}.${lesson.id}`;
          for (const field of ['title', 'overview'])
            expect(at(t, `${base}.${field}`), `${lang} ${base}.${field}`).toBeTypeOf('string');
        }
      }
      // No lesson texts for lessons the curriculum does not have.
      const lessonKeys = Object.entries(at(t, 'lessons') as Record<string, Record<string, Json>>).flatMap(
        ([c, ls]) => Object.keys(ls).map((l) => `${c}/${l}`),
      );
      expect(lessonKeys.sort()).toEqual(
        COURSES.flatMap((c) => c.lessons.map((l) => `${c.id}/${l.id}`)).sort(),
      );
      for (const a of ARTICLES) {
        expect(at(t, `articles.${a.slug}.title`), `${lang} ${a.slug}`).toBeTypeOf('string');
        expect(at(t, `articles.${a.slug}.summary`)).toBeTypeOf('string');
      }
      expect(Object.keys(at(t, 'articles') as object).sort()).toEqual(ARTICLES.map((a) => a.slug).sort());
    }
  });

  it('use the spec wording for the lesson-not-found message and the read time', () => {
    expect(at(trees.zh, 'notFound.lesson')).toBe('课程未找到');
    expect(at(trees.en, 'meta.readTime')).toBe('{{minutes}} minute read');
    for (const lang of LANGS) expect(at(trees[lang], 'meta.readTime')).toContain('{{minutes}}');
  });
});
