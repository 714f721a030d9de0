import type { Language } from '../../../i18n/languages';

/**
 * The pace offline answers appear at (issue 28 §4): at reading speed, so the text comes in as it is read, never
 * after a fixed wait. Adults read about 500–700 characters of Japanese or Chinese a minute and about 240 English
 * words (some 1,400 characters) a minute; the text runs about twice that, so a reader is never kept waiting and
 * never left behind for long. A reader who wants it all at once can show the whole answer.
 */
export const READING_CHARS_PER_SECOND: Record<Language, number> = { ja: 22, zh: 22, 'zh-Hant': 22, en: 48 };

/** How often the shown text grows, milliseconds. */
export const PACE_TICK_MS = 50;

/**
 * How much of the text is shown after each tick: `charsPerSecond` at `tickMs`, never ending inside a word of a
 * script written with spaces (English grows by whole words), never splitting a surrogate pair, ending with the
 * whole text. Counts are in UTF-16 code units, so each is a valid `text.slice(0, n)`.
 */
export function paceSteps(text: string, charsPerSecond: number, tickMs = PACE_TICK_MS): number[] {
  const chars = [...text];
  const perTick = (charsPerSecond * tickMs) / 1000;
  const inWord = (c: string | undefined) => c !== undefined && /[\p{Script=Latin}\d'’-]/u.test(c);
  const steps: number[] = [];
  let shown = 0;
  let units = 0;
  for (let tick = 1; shown < chars.length; tick++) {
    // Where the pace has reached by this tick; a tick inside a word already shown waits for the pace to pass it.
    let next = Math.min(chars.length, Math.floor(tick * perTick));
    if (next > shown) {
      // A Latin word is shown whole: run on to the next space or line break.
      while (next < chars.length && inWord(chars[next - 1]) && inWord(chars[next])) next++;
      for (let i = shown; i < next; i++) units += (chars[i] as string).length;
      shown = next;
    }
    steps.push(units);
  }
  return steps;
}
