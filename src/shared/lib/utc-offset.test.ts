import { describe, expect, it } from 'vitest';
import { offsetText } from './utc-offset';

describe('offsetText', () => {
  it('writes zone offsets, and local mean time to the second', () => {
    expect(offsetText(540)).toBe('UTC+9:00');
    expect(offsetText(-300)).toBe('UTC−5:00');
    expect(offsetText(330)).toBe('UTC+5:30');
    expect(offsetText(558 + 59 / 60)).toBe('UTC+9:18:59');
  });
});
