// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import { todayLocalIso } from '../../shared/lib/local-date';
import { REMINDER_DAY_KEY } from '../../shared/stores/app-types';

// The daily reading (a Web Worker in the app) answers when the test says so.
const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
vi.mock('../../shared/today/run-daily-reading', () => ({
  runDailyReading: (_chart: unknown, _jdUt: number, signal?: AbortSignal) =>
    new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new Error('ABORTED')));
      pending.push({ resolve: () => resolve({ sentences: [{ kind: 'quiet' }] }), reject });
    }),
}));

// Texts as keys; a new `t` on every render, as the shell's re-renders give the reminder new functions.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const chart = computeChart(
  parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.68, lng: 139.69, tz: 'Asia/Tokyo' }),
);

/** Every notification the page shows. */
const shown: string[] = [];
class RecordedNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string) {
    shown.push(title);
  }
}

let root: Root;
let container: HTMLElement;
beforeAll(async () => {
  // The reminder quotes the transit texts of the page's language: loaded once here, so its import resolves at once.
  await import('../../content/transits/en.json');
  // The reminder runs on any page: on this one its chunk does not start home's Today reading as it loads.
  window.history.replaceState(null, '', '/astrology-results/1');
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(2026, 11, 4, 10, 0, 0)); // past the reminder's 8:00
  vi.stubGlobal('Notification', RecordedNotification);
  shown.length = 0;
  pending.length = 0;
  localStorage.clear();
  const { useAppStore } = await import('../../shared/stores/app-store');
  useAppStore.setState({ calculationResults: { chart } } as never);
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function render(key: number) {
  const { DailyReminder } = await import('./today-card');
  // A new element each time, as the shell renders it: the reminder sees a re-render with new texts and functions.
  await act(async () =>
    root.render(createElement(MemoryRouter, { key: 'r' }, createElement(DailyReminder, { key }))),
  );
}

describe('the daily reminder', () => {
  it('is not cut off by a re-render of the shell while it is being prepared', async () => {
    await render(1);
    await act(async () => vi.advanceTimersByTime(0)); // due now: today's analysis starts
    expect(pending).toHaveLength(1);
    expect(localStorage.getItem(REMINDER_DAY_KEY)).toBe(todayLocalIso());
    for (let i = 0; i < 3; i++) await render(1); // the settings dialog closes, a route changes…
    await act(async () => pending[0]?.resolve(undefined));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
  });

  it('left before it was shown, is still due: the mark is undone and the next start shows it', async () => {
    localStorage.setItem(REMINDER_DAY_KEY, '2026-12-03');
    await render(1);
    await act(async () => vi.advanceTimersByTime(0));
    expect(localStorage.getItem(REMINDER_DAY_KEY)).toBe(todayLocalIso());
    act(() => root.unmount()); // the app closed, or the reminder turned off, mid-way
    expect(localStorage.getItem(REMINDER_DAY_KEY)).toBe('2026-12-03');
    root = createRoot(container);
    await render(2);
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => pending[1]?.resolve(undefined));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(localStorage.getItem(REMINDER_DAY_KEY)).toBe(todayLocalIso());
  });

  it('shows once a day: a start the same day after it was shown waits for tomorrow', async () => {
    await render(1);
    await act(async () => vi.advanceTimersByTime(0));
    await act(async () => pending[0]?.resolve(undefined));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    act(() => root.unmount());
    root = createRoot(container);
    await render(2);
    expect(document.documentElement.dataset.reminderAt).toBe(new Date(2026, 11, 5, 8, 0, 0).toISOString());
    await act(async () => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(pending).toHaveLength(1);
    expect(shown).toHaveLength(1);
  });
});
