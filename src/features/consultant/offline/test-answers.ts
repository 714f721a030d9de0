import { expect } from 'vitest';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { REFERENCE_BIRTH, referenceChart } from '../../../core/chart/reference-chart';
import { type ChartFact, chartFacts } from '../../../core/consultant/chart-facts';
import { checkClaims } from '../../../core/consultant/claim-check';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { SCREEN_LEXICON, STRICT_LEXICON } from './test-texts';

// What the offline consultant's tests share: the charts' facts, a fact by id, the claims an answer gets wrong, and
// the renderer's rules.

/** The date the test charts' facts are read for. */
export const NOW = jdUtFromUnixMs(Date.UTC(2027, 0, 1));
/** Tokyo 1990, male (Sun 24°08′ Taurus, 庚辰 day, 甲申 luck Aug 2017–Aug 2027). */
export const TOKYO = chartFacts(referenceChart(), NOW);
/** London 1984, female (Sun Scorpio, 辛 day master, 庚午 luck). */
export const LONDON = chartFacts(
  computeChart(
    parseChartRequest({
      date: '1984-11-03',
      time: '06:10',
      lat: 51.5074,
      lng: -0.1278,
      tz: 'Europe/London',
      gender: 'female',
    }),
  ),
  NOW,
);
const { date, time, lat, lng, tz } = REFERENCE_BIRTH;
/** The reference birth without a gender: no luck pillars. */
export const NO_GENDER = chartFacts(computeChart(parseChartRequest({ date, time, lat, lng, tz })), NOW);

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
