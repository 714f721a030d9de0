/**
 * The learning centre's structure (spec §2): three courses of six lessons, the featured articles, difficulty levels
 * and categories. Only ids and metadata live here; every text is in the `learn` locale files under the same ids.
 */

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CATEGORIES = [
  'fundamentals',
  'astrology',
  'bazi',
  'practical',
  'relationships',
  'career',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const COURSE_IDS = ['bazi', 'astrology', 'reading'] as const;
export type CourseId = (typeof COURSE_IDS)[number];

/** Which of the user's own charts a lesson's practice step opens. */
export type PracticeTarget = 'bazi' | 'astrology' | 'both';

export interface Lesson {
  id: string;
  difficulty: Difficulty;
  minutes: number;
  categories: readonly Category[];
  practice: PracticeTarget;
}

export interface Course {
  id: CourseId;
  /** The category the course as a whole belongs to. */
  category: Category;
  lessons: readonly Lesson[];
}

export interface Article {
  slug: string;
  category: Category;
  difficulty: Difficulty;
  minutes: number;
}

export const COURSES: readonly Course[] = [
  {
    id: 'bazi',
    category: 'bazi',
    lessons: [
      {
        id: 'basics',
        difficulty: 'beginner',
        minutes: 8,
        categories: ['bazi', 'fundamentals'],
        practice: 'bazi',
      },
      {
        id: 'heavenly-stems',
        difficulty: 'beginner',
        minutes: 10,
        categories: ['bazi'],
        practice: 'bazi',
      },
      {
        id: 'earthly-branches',
        difficulty: 'beginner',
        minutes: 10,
        categories: ['bazi'],
        practice: 'bazi',
      },
      {
        id: 'five-elements',
        difficulty: 'beginner',
        minutes: 12,
        categories: ['bazi', 'fundamentals'],
        practice: 'bazi',
      },
      {
        id: 'reading-pillars',
        difficulty: 'intermediate',
        minutes: 15,
        categories: ['bazi'],
        practice: 'bazi',
      },
      { id: 'ten-gods', difficulty: 'advanced', minutes: 15, categories: ['bazi'], practice: 'bazi' },
    ],
  },
  {
    id: 'astrology',
    category: 'astrology',
    lessons: [
      {
        id: 'introduction',
        difficulty: 'beginner',
        minutes: 8,
        categories: ['astrology', 'fundamentals'],
        practice: 'astrology',
      },
      {
        id: 'zodiac-signs',
        difficulty: 'beginner',
        minutes: 12,
        categories: ['astrology'],
        practice: 'astrology',
      },
      {
        id: 'planets',
        difficulty: 'beginner',
        minutes: 12,
        categories: ['astrology'],
        practice: 'astrology',
      },
      {
        id: 'houses',
        difficulty: 'intermediate',
        minutes: 12,
        categories: ['astrology'],
        practice: 'astrology',
      },
      {
        id: 'aspects',
        difficulty: 'intermediate',
        minutes: 12,
        categories: ['astrology'],
        practice: 'astrology',
      },
      {
        id: 'transits',
        difficulty: 'advanced',
        minutes: 15,
        categories: ['astrology', 'practical'],
        practice: 'astrology',
      },
    ],
  },
  {
    id: 'reading',
    category: 'practical',
    lessons: [
      {
        id: 'preparation',
        difficulty: 'beginner',
        minutes: 6,
        categories: ['practical', 'fundamentals'],
        practice: 'both',
      },
      {
        id: 'analysis-method',
        difficulty: 'intermediate',
        minutes: 10,
        categories: ['practical'],
        practice: 'both',
      },
      {
        id: 'combining-systems',
        difficulty: 'intermediate',
        minutes: 10,
        categories: ['practical'],
        practice: 'both',
      },
      {
        id: 'relationships',
        difficulty: 'intermediate',
        minutes: 10,
        categories: ['relationships'],
        practice: 'both',
      },
      { id: 'career', difficulty: 'intermediate', minutes: 10, categories: ['career'], practice: 'both' },
      { id: 'timing', difficulty: 'advanced', minutes: 12, categories: ['practical'], practice: 'both' },
    ],
  },
];

export const ARTICLES: readonly Article[] = [
  { slug: 'understanding-birth-chart', category: 'fundamentals', difficulty: 'beginner', minutes: 8 },
  { slug: 'five-elements-theory', category: 'bazi', difficulty: 'intermediate', minutes: 10 },
  { slug: 'career-astrology', category: 'career', difficulty: 'intermediate', minutes: 7 },
  { slug: 'relationship-compatibility', category: 'relationships', difficulty: 'intermediate', minutes: 9 },
];

export interface LessonRef {
  course: CourseId;
  lesson: string;
}

export interface LessonLookup {
  course: Course;
  lesson: Lesson;
  /** 0-based position in the course. */
  index: number;
  previous: LessonRef | null;
  next: LessonRef | null;
}

export interface ArticleLookup {
  article: Article;
  index: number;
  previous: Article | null;
  next: Article | null;
}

/** The course with this id, or null. */
export function findCourse(id: string | undefined): Course | null {
  return COURSES.find((c) => c.id === id) ?? null;
}

/** A lesson with its course and its neighbours in that course, or null when either id is unknown. */
export function findLesson(courseId: string | undefined, lessonId: string | undefined): LessonLookup | null {
  const course = findCourse(courseId);
  if (!course) return null;
  const index = course.lessons.findIndex((l) => l.id === lessonId);
  const lesson = course.lessons[index];
  if (!lesson) return null;
  const ref = (l: Lesson | undefined): LessonRef | null => (l ? { course: course.id, lesson: l.id } : null);
  return {
    course,
    lesson,
    index,
    previous: ref(course.lessons[index - 1]),
    next: ref(course.lessons[index + 1]),
  };
}

/** An article with its neighbours in the article list, or null for an unknown slug. */
export function findArticle(slug: string | undefined): ArticleLookup | null {
  const index = ARTICLES.findIndex((a) => a.slug === slug);
  const article = ARTICLES[index];
  if (!article) return null;
  return { article, index, previous: ARTICLES[index - 1] ?? null, next: ARTICLES[index + 1] ?? null };
}

export function isCategory(x: string | undefined): x is Category {
  return (CATEGORIES as readonly string[]).includes(x ?? '');
}

/** Everything filed under a category: lessons (with their course) and articles; null for an unknown category. */
export function categoryContents(
  category: string | undefined,
): { lessons: { course: CourseId; lesson: Lesson }[]; articles: Article[] } | null {
  if (!isCategory(category)) return null;
  const lessons = COURSES.flatMap((c) =>
    c.lessons.filter((l) => l.categories.includes(category)).map((lesson) => ({ course: c.id, lesson })),
  );
  return { lessons, articles: ARTICLES.filter((a) => a.category === category) };
}
