import { expect } from 'vitest';
import type { ChartFact } from '../../../core/consultant/chart-facts';
import { checkClaims } from '../../../core/consultant/claim-check';
import { SCREEN_LEXICON, STRICT_LEXICON } from './test-texts';

// What the offline consultant's tests share: a fact by id, the claims an answer gets wrong, and the renderer's rules.

export const byId = (facts: ChartFact[], id: string) => facts.find((f) => f.id === id);
export const get = <K extends ChartFact['kind']>(facts: ChartFact[], id: string, kind: K) => {
  const f = byId(facts, id);
  expect(f?.kind, id).toBe(kind);
  return f as ChartFact & { kind: K };
};

/** The claims an answer makes about the chart, checked with the screen's lexicon and the stricter one. */
export function wrongClaims(markdown: string, facts: ChartFact[]) {
  return [SCREEN_LEXICON, STRICT_LEXICON].flatMap((lexicon) =>
    checkClaims(markdown, facts, lexicon).filter((c) => !c.ok),
  );
}

/** The renderer's subset: `### ` headings (at most two, short), paragraphs, `- ` / `1. ` lists, bold, italics. */
export function expectRenderable(markdown: string, label: string) {
  const blocks = markdown.split('\n\n');
  const headings = blocks.filter((b) => b.startsWith('#'));
  expect(headings.length, label).toBeLessThanOrEqual(2);
  for (const h of headings) {
    expect(h, label).toMatch(/^### [^\n]+$/);
    expect(h.length, label).toBeLessThanOrEqual(52);
  }
  for (const b of blocks) {
    expect(b.trim(), label).toBe(b);
    expect(b, label).not.toMatch(/<|>|\]\(|`|\||^#{1,2} |^#{4,}/m);
    expect((b.match(/\*/g) ?? []).length % 2, `${label}: unbalanced * in ${b}`).toBe(0);
    const lines = b.split('\n');
    if (lines.length > 1)
      expect(
        lines.every((l) => /^- \S/.test(l)) || lines.every((l) => /^\d+\. \S/.test(l)),
        `${label}: ${b}`,
      ).toBe(true);
  }
  // The closing line: a reflection or a question back.
  expect(blocks[blocks.length - 1], label).toMatch(/^\*[^*].*\*$/);
}
