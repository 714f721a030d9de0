// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';
import { TASK_CHARS } from './markdown-pace';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const paragraphs = (n: number) =>
  Array.from({ length: n }, (_, k) => `**${k}** ${'星の配置を読みます。'.repeat(100)}`).join('\n\n');
const shown = () => container.querySelectorAll('.markdown > p').length;
/** Runs the next task waiting (a chunk's timer) and returns how many paragraphs are shown after it. */
function counts(total: number) {
  const seen = [shown()];
  while (shown() < total && seen.length < 100) {
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    seen.push(shown());
  }
  return seen;
}
// A paragraph here is about 1,000 characters: a task renders about TASK_CHARS of them.
const perTask = Math.ceil(TASK_CHARS / 1000) + 1;

describe('Markdown: long replies render a chunk per task', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first blocks at once and the rest over the next tasks, none doing more than a chunk', () => {
    act(() => root.render(<Markdown text={paragraphs(60)} />));
    const seen = counts(60);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(60);
    expect(seen.at(-1)).toBe(60);
    for (let k = 1; k < seen.length; k++)
      expect((seen[k] as number) - (seen[k - 1] as number)).toBeLessThanOrEqual(perTask);
    expect(container.querySelector('.markdown > p:last-child strong')?.textContent).toBe('59');
  });

  it('shares a task between all the replies on the page (a conversation of long replies opens in steps)', () => {
    const replies = Array.from({ length: 6 }, () => paragraphs(10));
    act(() =>
      root.render(
        <div>
          {replies.map((text, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <Markdown key={k} text={text} />
          ))}
        </div>,
      ),
    );
    const seen = counts(60);
    expect(seen[0]).toBeLessThanOrEqual(perTask);
    expect(seen.at(-1)).toBe(60);
    for (let k = 1; k < seen.length; k++)
      expect((seen[k] as number) - (seen[k - 1] as number)).toBeLessThanOrEqual(perTask);
  });

  it('keeps every block shown as the reply grows (streaming does not start the chunks over)', () => {
    const text = paragraphs(30);
    act(() => root.render(<Markdown text={text} />));
    counts(30);
    act(() => root.render(<Markdown text={`${text} さらに`} />));
    expect(shown()).toBe(30);
    expect(container.querySelector('.markdown > p:last-child')?.textContent?.endsWith('さらに')).toBe(true);
  });

  it('renders a short reply whole at once', () => {
    act(() => root.render(<Markdown text={paragraphs(3)} />));
    expect(shown()).toBe(3);
  });
});
