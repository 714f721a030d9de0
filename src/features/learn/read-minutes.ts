import READ_MINUTES from '../../content/learn/read-minutes.json';
import type { Article, Course, Lesson } from './curriculum';

type Lang = keyof typeof READ_MINUTES;

/** The read times of one language, worked out from the Markdown text (`npm run learn:minutes`, checked by the content test). */
function table(lang: string): Record<string, number> {
  return READ_MINUTES[(lang in READ_MINUTES ? lang : 'ja') as Lang] as Record<string, number>;
}

/** A lesson's read time in a language (the curriculum's estimate only if its Markdown were missing). */
export function lessonMinutes(lang: string, course: Course['id'], lesson: Lesson): number {
  return table(lang)[`${course}/${lesson.id}`] ?? lesson.minutes;
}

/** An article's read time in a language. */
export function articleMinutes(lang: string, article: Article): number {
  return table(lang)[`articles/${article.slug}`] ?? article.minutes;
}

/** A course's total read time in a language. */
export function courseMinutesIn(lang: string, course: Course): number {
  return course.lessons.reduce((sum, l) => sum + lessonMinutes(lang, course.id, l), 0);
}
