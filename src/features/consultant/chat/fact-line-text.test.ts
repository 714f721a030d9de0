import { describe, expect, it } from 'vitest';
import { factLineText } from './fact-line-text';

describe('a fact line as a reader sees it (issue 31 §2–§3)', () => {
  const line = '流年: 丙午 (比肩), 2026-02 〜 2027-02; 吉';
  it('writes dates and months as the language does, never 2026-02', () => {
    expect(factLineText(line, 'ja')).toBe('流年：丙午（比肩）、2026年2月 〜 2027年2月；吉');
    expect(factLineText('exact 2027-03-21, 2027-11-02', 'en')).toBe('exact 21 March 2027, 2 November 2027');
    expect(factLineText('流年: 丙午 (比肩), 2026-02 至 2027-02', 'zh')).toBe(
      '流年：丙午（比肩），2026年2月 至 2027年2月',
    );
  });
  it('keeps English punctuation Latin', () => {
    expect(factLineText('Year pillar: 丙午 (Friend), 2026-02', 'en')).toBe(
      'Year pillar: 丙午 (Friend), February 2026',
    );
  });
});
