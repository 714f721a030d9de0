import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementBalance } from './element-balance';
import { judgeChart } from './judgement';
import type { Branch, Element, Pillar, Stem } from './stems-branches';

/**
 * The judgement against a master's (issue 27): 68 charts of 『滴天髓闡微』 with 任鐵樵's own verdict, scored as the
 * file's `about.scoring` says — strength agrees when the engine's class (following when the chart is judged to
 * follow, else the side 扶抑 corrects) is his; 用神 agrees when the engine's useful element is one he names. The
 * charts are data to measure the model on, never cases in it.
 */
interface Case {
  id: string;
  pillars: Record<'year' | 'month' | 'day' | 'hour', string>;
  judgement: { strength: 'strong' | 'weak' | 'following'; useGod: Element[] };
}
const CASES = (
  JSON.parse(readFileSync(new URL('./__fixtures__/classical-calibration.json', import.meta.url), 'utf8')) as {
    cases: Case[];
  }
).cases;

/** Where the model stands (seimei-judgement-3); the targets are 80 % and 75 %. A change may raise these, never lower them. */
const FLOOR = { strengthPercent: 89.7, useGodPercent: 82.4 };

describe('agreement with 任鐵樵 (『滴天髓闡微』, 68 charts)', () => {
  it('prints the agreement on strength and 用神, and keeps it at or above the floor', () => {
    let strength = 0;
    let useGod = 0;
    for (const c of CASES) {
      const ps = (['year', 'month', 'day', 'hour'] as const).map(
        (k) => ({ stem: c.pillars[k][0] as Stem, branch: c.pillars[k][1] as Branch }) satisfies Pillar,
      );
      const j = judgeChart(ps, elementBalance(ps, (ps[2] as Pillar).stem));
      const cls = j.strength.exception || j.elements.method === 'follow' ? 'following' : j.strength.side;
      if (cls === c.judgement.strength) strength++;
      if (c.judgement.useGod.includes(j.elements.useful)) useGod++;
    }
    const pct = (n: number) => Math.round((1000 * n) / CASES.length) / 10;
    console.log(
      `classical calibration: strength ${strength}/${CASES.length} (${pct(strength)} %), 用神 ${useGod}/${CASES.length} (${pct(useGod)} %)`,
    );
    expect(CASES.length).toBe(68);
    expect(pct(strength)).toBeGreaterThanOrEqual(FLOOR.strengthPercent);
    expect(pct(useGod)).toBeGreaterThanOrEqual(FLOOR.useGodPercent);
  });
});
