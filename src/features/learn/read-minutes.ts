import READ_MINUTES from '../../content/learn/read-minutes.json';
import type { Course, Lesson } from './curriculum';

type Lang = keyof typeof READ_MINUTES;

/**
 * A lesson's read time in a language: worked out from its Markdown text (`npm run learn:minutes`, checked by the
 * content test), or the curriculum's estimate for a lesson not yet written as Markdown.
 */
export function lessonMinutes(lang: string, course: Course['id'], lesson: Lesson): number {
  const table = READ_MINUTES[(lang in READ_MINUTES ? lang : 'ja') as Lang] as Record<string, number>;
  return table[`${course}/${lesson.id}`] ?? lesson.minutes;
}

/** A course's total read time in a language. */
export function courseMinutesIn(lang: string, course: Course): number {
  return course.lessons.reduce((sum, l) => sum + lessonMinutes(lang, course.id, l), 0);
}
