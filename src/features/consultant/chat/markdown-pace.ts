/**
 * How much Markdown the page renders per task, shared by every message on it (issue 33: no task over 200 ms). A
 * conversation opened with twenty long replies renders a task's worth, then a chunk per task, the page answering
 * between them; an ordinary conversation fits in the first task, whole.
 */

/** Characters of Markdown source rendered in one task (measured in Chromium: about 50 ms on a loaded 2-core machine). */
export const TASK_CHARS = 20_000;

let granted = 0;

/** Up to `want` characters of this task's share (what is left of TASK_CHARS; the share is renewed each task). */
export function grant(want: number): number {
  if (granted === 0) queueMicrotask(() => (granted = 0));
  const given = Math.max(0, Math.min(want, TASK_CHARS - granted));
  granted += given;
  return given;
}

const waiting: (() => void)[] = [];
let pending = false;

function schedule() {
  if (pending || !waiting.length) return;
  pending = true;
  setTimeout(() => {
    pending = false;
    waiting.shift()?.();
    schedule();
  }, 0);
}

/** Runs `grow` in a task of its own, after those already waiting; returns a function that takes it back. */
export function later(grow: () => void): () => void {
  waiting.push(grow);
  schedule();
  return () => {
    const at = waiting.indexOf(grow);
    if (at >= 0) waiting.splice(at, 1);
  };
}
