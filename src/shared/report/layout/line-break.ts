import type { Rgb, Weight } from './model';

/** A run with everything needed to measure and draw it. */
export interface StyledRun {
  text: string;
  weight: Weight;
  color: Rgb;
  /** Font size, points. */
  size: number;
}

/** Width of `text` in `weight` at `size` points, in points. */
export type Measure = (text: string, weight: Weight, size: number) => number;

export interface LineFragment {
  text: string;
  style: StyledRun;
  /** Offset from the line's start, points. */
  x: number;
  width: number;
}

export interface Line {
  fragments: LineFragment[];
  width: number;
}

/** Kinsoku (禁則): characters that never start a line — closing brackets, stops, small kana, the long-vowel mark. */
const NO_LINE_START = new Set(
  '、。，．・：；？！ー）」』】〕〉》｝〙〗〟’”…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻゛゜ヽヾゝゞ〜～,.!?:;)]}%‰°′″℃',
);
/** …and those that never end one: opening brackets and quotes. */
const NO_LINE_END = new Set('（「『【〔〈《｛〘〖〝‘“([{');

/** Ideographs, kana, CJK punctuation and full-width forms: a line may break between any two of them. */
function isCjkChar(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  );
}

const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\u3000';

interface Char {
  ch: string;
  run: number;
}

/** May a line break before `cur`, which follows `prev` (and `prev2` before it)? */
export function canBreakBetween(prev: string, cur: string, prev2 = ''): boolean {
  if (isSpace(cur)) return false; // the break comes after the spaces, which hang at the line's end
  if (NO_LINE_START.has(cur) || NO_LINE_END.has(prev)) return false;
  if (isSpace(prev)) return true;
  if (isCjkChar(prev) || isCjkChar(cur)) return true;
  // Latin: after a hyphen or slash inside a word ("well-/being", "and/or"), never adding a hyphen of its own.
  return (
    (prev === '-' || prev === '/' || prev === '–') && /[\p{L}\p{N}]/u.test(prev2) && /[\p{L}\p{N}]/u.test(cur)
  );
}

/**
 * Breaks styled runs into lines of at most `maxWidth` points: Latin at spaces (and after a hyphen), CJK between
 * any two characters except where kinsoku forbids (no 、。）」』 at a line's start, no （「『 at its end), `\n`
 * always. A token wider than the line (a long URL, a name with no space) is cut between characters rather than
 * overflowing. Spaces at a line's end do not count towards its width and are not drawn.
 */
export function breakLines(runs: readonly StyledRun[], maxWidth: number, measure: Measure): Line[] {
  const chars: Char[] = [];
  runs.forEach((r, run) => {
    for (const ch of r.text) chars.push({ ch, run });
  });
  const width = (from: number, to: number) => {
    let w = 0;
    let i = from;
    while (i < to) {
      const start = i;
      const run = chars[i]?.run ?? 0;
      while (i < to && chars[i]?.run === run) i++;
      const style = runs[run] as StyledRun;
      w += measure(
        chars
          .slice(start, i)
          .map((c) => c.ch)
          .join(''),
        style.weight,
        style.size,
      );
    }
    return w;
  };

  // Segments: stretches between break opportunities, each with the spaces that follow it.
  const lines: Line[] = [];
  let lineStart = 0;
  let lineEnd = 0; // end of the last segment that fits (spaces excluded)
  let cursor = 0; // after the last segment placed (spaces included)
  const emit = (from: number, to: number) => {
    lines.push(makeLine(chars, runs, from, to, measure));
  };
  let i = 0;
  while (i < chars.length) {
    const c = chars[i] as Char;
    if (c.ch === '\n') {
      emit(lineStart, lineEnd > lineStart ? lineEnd : cursorTrim(chars, lineStart, i));
      i++;
      lineStart = i;
      lineEnd = i;
      cursor = i;
      continue;
    }
    // The next segment: up to the next break opportunity.
    let j = i + 1;
    while (j < chars.length) {
      const cur = (chars[j] as Char).ch;
      if (cur === '\n') break;
      if (canBreakBetween((chars[j - 1] as Char).ch, cur, chars[j - 2]?.ch)) break;
      j++;
    }
    let textEnd = j;
    while (textEnd > i && isSpace((chars[textEnd - 1] as Char).ch)) textEnd--;
    const fits = width(lineStart, textEnd) <= maxWidth + 1e-6;
    if (fits || (lineEnd === lineStart && cursor === lineStart)) {
      if (!fits) {
        // Alone on its line and still too wide: cut it between characters.
        let k = lineStart;
        while (k < textEnd) {
          let e = k + 1;
          while (e < textEnd && width(k, e + 1) <= maxWidth) e++;
          if (e >= textEnd) break;
          emit(k, e);
          k = e;
        }
        lineStart = k;
      }
      lineEnd = textEnd;
      cursor = j;
      i = j;
    } else {
      emit(lineStart, lineEnd);
      lineStart = cursor;
      // Spaces carried over from the last line do not start the next one.
      while (lineStart < chars.length && isSpace((chars[lineStart] as Char).ch)) lineStart++;
      lineEnd = lineStart;
      cursor = lineStart;
      i = Math.max(i, lineStart);
    }
  }
  if (lineEnd > lineStart || lines.length === 0) emit(lineStart, lineEnd);
  return lines;
}

/** End of the text before `to`, spaces left out. */
function cursorTrim(chars: Char[], from: number, to: number): number {
  let e = to;
  while (e > from && isSpace((chars[e - 1] as Char).ch)) e--;
  return e;
}

function makeLine(
  chars: Char[],
  runs: readonly StyledRun[],
  from: number,
  to: number,
  measure: Measure,
): Line {
  const fragments: LineFragment[] = [];
  let x = 0;
  let i = from;
  while (i < to) {
    const run = (chars[i] as Char).run;
    const start = i;
    while (i < to && (chars[i] as Char).run === run) i++;
    const style = runs[run] as StyledRun;
    const text = chars
      .slice(start, i)
      .map((c) => c.ch)
      .join('');
    const w = measure(text, style.weight, style.size);
    fragments.push({ text, style, x, width: w });
    x += w;
  }
  return { fragments, width: x };
}
