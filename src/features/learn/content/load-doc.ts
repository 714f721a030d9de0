import { type LearnDoc, parseLearnDoc } from './parse-lesson';

// Every lesson, article and glossary as its own chunk, fetched when its page opens (issue 14 §7).
const FILES = import.meta.glob<string>('../../../content/learn/*/**/*.md', {
  query: '?raw',
  import: 'default',
});
const loaded = new Map<string, Promise<LearnDoc>>();

/** The document at `ja/bazi/ten-gods`, `en/articles/career-astrology` …: a promise (one per path), or null when there is none. */
export function docPromise(path: string): Promise<LearnDoc> | null {
  const load = FILES[`../../../content/learn/${path}.md`];
  if (!load) return null;
  let p = loaded.get(path);
  if (!p) {
    p = load().then((text) => parseLearnDoc(text).doc);
    loaded.set(path, p);
  }
  return p;
}
