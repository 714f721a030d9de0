// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
const sent: string[] = [];
let shownAll = 0;
let setStreaming: (s: boolean) => void = () => {};

/** The composer as the chat screen holds it: the draft kept outside, streaming switched by the test. */
function Harness() {
  const [draft, setDraft] = useState('');
  const [streaming, set] = useState(true);
  setStreaming = set;
  return (
    <Composer
      value={draft}
      onChange={setDraft}
      streaming={streaming}
      disabled={false}
      onSend={(t) => sent.push(t)}
      onStop={() => {}}
      onShowAll={streaming ? () => shownAll++ : undefined}
    />
  );
}

const area = () => container.querySelector('#chat-input') as HTMLTextAreaElement;
const hint = () => container.querySelector('#chat-input-hint')?.textContent;
function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(area(), text);
  area().dispatchEvent(new Event('input', { bubbles: true }));
}
const enter = () => area().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

beforeEach(() => {
  sent.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Harness />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the question box while a reply is being written (issue 28 §4)', () => {
  it('offers to show an answer coming in at reading pace whole, and only while it comes in', () => {
    const showAll = () =>
      container.querySelector('[data-testid="chat-show-all"]') as HTMLButtonElement | null;
    expect(showAll()?.textContent).toBe('input.showAll');
    act(() => showAll()?.click());
    expect(shownAll).toBe(1);
    act(() => setStreaming(false));
    expect(showAll()).toBeNull();
  });

  it('queues a question sent with Enter, says so, and sends it when the reply ends', () => {
    act(() => type('来年の運勢は？'));
    act(() => enter());
    expect(sent).toEqual([]);
    expect(hint()).toBe('input.queued');
    act(() => setStreaming(false));
    expect(sent).toEqual(['来年の運勢は？']);
    expect(area().value).toBe('');
    expect(hint()).toBe('input.hint');
  });

  it('drops the queue when the question is edited before the reply ends', () => {
    act(() => type('来年の運勢は？'));
    act(() => enter());
    act(() => type('来年の運勢は？ 仕事は？'));
    // Nothing waits any more: the row holds only its buttons until the reply ends, then the hint is back.
    expect(hint()).toBe('');
    act(() => setStreaming(false));
    expect(sent).toEqual([]);
    expect(hint()).toBe('input.hint');
  });
});
