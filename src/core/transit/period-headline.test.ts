import { describe, expect, it } from 'vitest';
import type { PeriodSignal, PeriodVerdict } from '../bazi/period-verdict';
import { periodHeadline, verdictIntensity } from './period-headline';

const verdict = (grade: PeriodVerdict['grade'], score: number, signals: PeriodSignal['kind'][] = []) =>
  ({
    kind: 'year',
    pillar: { stem: '丙', branch: '午' },
    grade,
    score,
    stemUse: 'idle',
    branchUse: 'idle',
    signals: signals.map((kind) => ({ kind, points: 0 })),
    areas: null,
    kin: [],
    void: false,
    rule: 'test',
  }) satisfies PeriodVerdict;

describe('one headline for a period', () => {
  it('keeps the BaZi grade as the one verdict and says how the transits stand to it', () => {
    expect(periodHeadline(verdict('吉', 1), 'supportive', 'gentle')).toMatchObject({
      grade: '吉',
      agreement: 'agree',
    });
    expect(periodHeadline(verdict('吉', 1), 'demanding', 'gentle')).toMatchObject({
      grade: '吉',
      agreement: 'differ',
    });
    expect(periodHeadline(verdict('中', 0), 'demanding', 'gentle').agreement).toBe('lean');
    expect(periodHeadline(verdict('凶', -2), 'quiet', 'gentle').agreement).toBe('quiet');
  });

  it('takes the stronger of the two intensities: a 天克地沖 year is felt strongly even under quiet skies', () => {
    expect(verdictIntensity(verdict('中', 0, ['clashPillar']))).toBe('high');
    expect(verdictIntensity(verdict('中', 0.2))).toBe('gentle');
    expect(verdictIntensity(verdict('吉', 0.6))).toBe('medium');
    expect(periodHeadline(verdict('中', 0, ['meetsLuck']), 'quiet', 'gentle').intensity).toBe('high');
    expect(periodHeadline(verdict('中', 0), 'mixed', 'high').intensity).toBe('high');
  });
});
