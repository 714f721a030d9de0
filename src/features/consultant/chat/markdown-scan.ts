/**
 * What the Markdown renderer's inline parser asks of a string — where a run of one character ends, where the run
 * closing a delimiter is, which `)` closes a `(`, whether whitespace follows a place — answered from tables built
 * once per string in linear time. The parser used to answer each by scanning forward from every opener, so `[` ×
 * 50,000 took minutes (issue 33); the answers are the ones those scans gave, escapes included.
 */

// Letters of scripts written with spaces: an _ between two of them is part of a word (snake_case); CJK has no
// spaces, so an _ next to a kana or a hanzi can still open or close emphasis.
export const WORD = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;
const BACKSLASH = 92;

/** The closers of one delimiter character on the path a scan from the start takes (see `closer`). */
interface Closers {
  onPath: Uint8Array;
  /** Closing runs that fit, by run length, in order. */
  byLength: Map<number, number[]>;
}

export interface InlineScan {
  /** Where the run of one repeated character holding `i` ends ("**" at 3 → 5). */
  runEnd(i: number): number;
  /**
   * Where the next run of exactly `length` × `c` at or after `from` begins, or -1. A backslash hides the character
   * after it; `flank` asks for a run that can close emphasis (text before it; an _ not followed by a letter).
   */
  closer(c: string, length: number, from: number, flank: boolean): number;
  /** The `)` closing the `(` at `open` (URLs may hold parentheses), or -1. */
  matchingParen(open: number): number;
  /** Whether any whitespace lies at or after `from`. */
  spaceFrom(from: number): boolean;
}

export function scanInline(s: string): InlineScan {
  const n = s.length;
  const ends = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--)
    ends[i] = i + 1 < n && s.charCodeAt(i + 1) === s.charCodeAt(i) ? (ends[i + 1] as number) : i + 1;
  const runEnd = (i: number) => (i < n ? (ends[i] as number) : n);

  const fits = (c: string, j: number, r: number, flank: boolean) =>
    !flank || ((s[j - 1] ?? ' ').trim() !== '' && !(c === '_' && WORD.test(s[j + r] ?? ' ')));

  // The scan the old parser made from a start: a backslash skips the next character, a run of `c` is one step.
  // From any start it joins the path of the scan from 0 within a few steps (a run's end, or a backslash run's
  // end or the character after it), so that path is walked once and its closers indexed.
  const tables = new Map<string, Closers>();
  const closersOf = (c: string, flank: boolean): Closers => {
    const key = c + flank;
    const known = tables.get(key);
    if (known) return known;
    const onPath = new Uint8Array(n);
    const byLength = new Map<number, number[]>();
    for (let j = 0; j < n; ) {
      onPath[j] = 1;
      if (s.charCodeAt(j) === BACKSLASH) j += 2;
      else if (s[j] === c) {
        const r = runEnd(j) - j;
        if (fits(c, j, r, flank)) {
          const list = byLength.get(r);
          if (list) list.push(j);
          else byLength.set(r, [j]);
        }
        j += r;
      } else j++;
    }
    const made = { onPath, byLength };
    tables.set(key, made);
    return made;
  };

  let parens: Int32Array | null = null;
  let lastSpace: number | null = null;

  return {
    runEnd,
    closer(c, length, from, flank) {
      const { onPath, byLength } = closersOf(c, flank);
      let j = from;
      while (j < n && !onPath[j]) {
        if (s.charCodeAt(j) === BACKSLASH) {
          // Backslashes pair off two by two: an odd count left hides the character after the run.
          const end = runEnd(j);
          j = (end - j) % 2 === 0 ? end : end + 1;
        } else if (s[j] === c) {
          const r = runEnd(j) - j;
          if (r === length && fits(c, j, r, flank)) return j;
          j += r;
        } else j++;
      }
      const list = byLength.get(length);
      if (!list || j >= n) return -1;
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((list[mid] as number) < j) lo = mid + 1;
        else hi = mid;
      }
      return list[lo] ?? -1;
    },
    matchingParen(open) {
      if (!parens) {
        parens = new Int32Array(n).fill(-1);
        const stack: number[] = [];
        for (let j = 0; j < n; j++) {
          if (s[j] === '(') stack.push(j);
          else if (s[j] === ')' && stack.length) parens[stack.pop() as number] = j;
        }
      }
      return parens[open] ?? -1;
    },
    spaceFrom(from) {
      if (lastSpace === null) {
        lastSpace = n - 1;
        while (lastSpace >= 0 && !/\s/.test(s[lastSpace] as string)) lastSpace--;
      }
      return lastSpace >= from;
    },
  };
}
