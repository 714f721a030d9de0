import { describe, expect, it } from 'vitest';
import { PACE_TICK_MS, paceSteps, READING_CHARS_PER_SECOND } from './reading-pace';

describe('the reading pace of offline answers', () => {
  it('shows Japanese and Chinese at the stated characters a second, ending with the whole text', () => {
    const text = '日干庚は「身弱」と判定されています。'.repeat(20);
    const steps = paceSteps(text, READING_CHARS_PER_SECOND.ja);
    const seconds = (steps.length * PACE_TICK_MS) / 1000;
    expect(steps.at(-1)).toBe(text.length);
    expect(text.length / seconds).toBeCloseTo(READING_CHARS_PER_SECOND.ja, 0);
    // Growing, one tick at a time, never all at once.
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1] as number);
    expect(new Set(steps).size).toBeGreaterThan(steps.length * 0.9);
    expect(steps[0]).toBeLessThan(5);
  });

  it('grows English by whole words, near the stated pace', () => {
    const text = 'Your Sun is at 24°08′ Taurus in your 8th house, and your day master is Geng Metal. '.repeat(
      10,
    );
    const steps = paceSteps(text, READING_CHARS_PER_SECOND.en);
    expect(steps.at(-1)).toBe(text.length);
    for (const n of steps.slice(0, -1))
      expect(/[A-Za-z0-9]/.test(text[n - 1] ?? '') && /[A-Za-z0-9]/.test(text[n] ?? '')).toBe(false);
    const seconds = (steps.length * PACE_TICK_MS) / 1000;
    expect(text.length / seconds).toBeGreaterThan(READING_CHARS_PER_SECOND.en * 0.8);
    expect(text.length / seconds).toBeLessThan(READING_CHARS_PER_SECOND.en * 1.2);
  });

  it('never splits a character outside the basic plane', () => {
    const text = '𠮷野家で🍜を食べる。'.repeat(5);
    for (const n of paceSteps(text, 7)) expect(text.slice(0, n)).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
