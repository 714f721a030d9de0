import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import type { BaziMatch, MatchTone } from './bazi-match';
import { compatReport, type ReportAspect } from './compat-report';
import { compatSynthesis, contactClass } from './compat-synthesis';

const contact = (a: string, b: string, type: ReportAspect['type'], orb: number) =>
  ({ a, b, type, orb, angle: 0 }) as unknown as ReportAspect;
const bazi = (...tones: MatchTone[]) =>
  ({ dimensions: tones.map((tone, i) => ({ key: `k${i}`, tone, findings: [] })) }) as unknown as BaziMatch;

describe('the compatibility synthesis', () => {
  it('puts the two people first and their generation last', () => {
    expect(contactClass({ a: 'venus', b: 'moon' })).toBe('personal');
    expect(contactClass({ a: 'ascendant', b: 'sun' })).toBe('personal');
    expect(contactClass({ a: 'saturn', b: 'moon' })).toBe('touchesPersonal');
    expect(contactClass({ a: 'mercury', b: 'jupiter' })).toBe('other');
    expect(contactClass({ a: 'pluto', b: 'uranus' })).toBe('generational');
    const s = compatSynthesis({
      synastry: {
        aspects: [
          contact('pluto', 'uranus', 'sextile', 0.1),
          contact('mercury', 'jupiter', 'trine', 0.5),
          contact('saturn', 'moon', 'square', 1),
          contact('venus', 'mars', 'trine', 3),
          contact('sun', 'moon', 'conjunction', 2),
        ],
        overlays: { aInB: null, bInA: null },
      },
      bazi: bazi('harmonious', 'supportive', 'neutral', 'tense', 'harmonious'),
    });
    // The tightest contact of all (Pluto–Uranus, 0.1°) comes last; within a class, tightest first.
    expect(s.ordered.map((c) => `${c.a}-${c.b}`)).toEqual([
      'sun-moon',
      'venus-mars',
      'saturn-moon',
      'mercury-jupiter',
      'pluto-uranus',
    ]);
    expect(s.personal.map((c) => c.a)).toEqual(['sun', 'venus']);
    // Over the contacts between personal points only: a trine and a conjunction (Saturn's square to the Moon is
    // left to the table), so they lean easy.
    expect(s.counts).toEqual({ easy: 1, demanding: 0, fused: 1 });
    expect(s.lean).toBe('easy');
    expect(s.sides).toEqual({ good: 3, tense: 1 });
    expect(s.match).toBe('favourable');
    expect(s.agree).toBe(true);
  });

  it('leans by the doubled side, and says when the two traditions differ', () => {
    const easy = compatSynthesis({
      synastry: {
        aspects: [contact('venus', 'moon', 'trine', 1), contact('sun', 'mars', 'sextile', 2)],
        overlays: { aInB: null, bInA: null },
      },
      bazi: bazi('tense', 'tense', 'tense', 'neutral', 'mixed'),
    });
    expect(easy.lean).toBe('easy');
    expect(easy.match).toBe('tense');
    expect(easy.agree).toBe(false);
    const none = compatSynthesis({
      synastry: {
        aspects: [contact('pluto', 'neptune', 'sextile', 1)],
        overlays: { aInB: null, bInA: null },
      },
      bazi: bazi('neutral', 'mixed', 'neutral', 'supportive', 'tense'),
    });
    expect(none.lean).toBe('quiet');
    expect(none.match).toBe('even');
    expect(none.agree).toBe(true);
    const both = compatSynthesis({
      synastry: { aspects: [], overlays: { aInB: null, bInA: null } },
      bazi: bazi('harmonious', 'supportive', 'tense', 'tense', 'neutral'),
    });
    expect(both.match).toBe('mixed');
  });

  it('reads a real pair: every contact of the report once, in class order', () => {
    const a = computeChart(
      parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.68, lng: 139.69, tz: 'Asia/Tokyo' }),
    );
    const b = computeChart(
      parseChartRequest({ date: '1988-11-02', time: '07:10', lat: 34.69, lng: 135.5, tz: 'Asia/Tokyo' }),
    );
    const r = compatReport(a, b);
    const s = compatSynthesis(r);
    expect(s.ordered).toHaveLength(r.synastry.aspects.length);
    const rank = { personal: 0, touchesPersonal: 1, other: 2, generational: 3 };
    for (let i = 1; i < s.ordered.length; i++) {
      const [x, y] = [s.ordered[i - 1], s.ordered[i]] as [(typeof s.ordered)[0], (typeof s.ordered)[0]];
      expect(rank[x.class] < rank[y.class] || (x.class === y.class && x.orb <= y.orb)).toBe(true);
    }
  });
});
