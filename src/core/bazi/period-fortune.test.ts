import { describe, expect, it } from 'vitest';
import { present } from '../../test/present';
import { birthMoment } from '../time/birth-moment';
import { computeBazi } from './bazi-chart';
import { elementBalance } from './element-balance';
import { FORTUNE_GRADES, type FortuneGrade } from './fortune';
import { judgeChart } from './judgement';
import { annualPillar } from './luck-pillars';
import { periodFortune } from './period-fortune';
import type { Pillar } from './stems-branches';

const pillars = (text: string) => text.split(' ').map((p) => ({ stem: p[0], branch: p[1] }) as Pillar);

describe('the fortune of a period', () => {
  it('reads a period that brings the useful element as good, and one that feeds the excess as hard', () => {
    // 甲 born in 寅, strong, uses metal and earth; wood and water are unfavourable (judgement.test.ts).
    const ps = pillars('庚子 戊寅 甲寅 乙亥');
    const j = judgeChart(ps, elementBalance(ps, '甲'));
    const good = periodFortune(
      j,
      'wood',
      { luck: { stem: '庚', branch: '申' }, year: { stem: '戊', branch: '戌' } },
      'male',
    );
    const hard = periodFortune(
      j,
      'wood',
      { luck: { stem: '壬', branch: '子' }, year: { stem: '甲', branch: '寅' } },
      'male',
    );
    expect(good.overview).toBe('大吉');
    expect(good.factors.map((f) => `${f.source}:${f.element}:${f.use}`)).toEqual([
      'luckStem:metal:useful',
      'luckBranch:metal:useful',
      'yearStem:earth:favourable',
      'yearBranch:earth:favourable',
    ]);
    expect(hard.overview).toBe('凶');
    expect(hard.score).toBeLessThan(good.score);
    // Career for a man: officer and resource. The officer is useful here, so career outranks a hard period's.
    expect(good.stars?.career).toBeGreaterThan(hard.stars?.career ?? 5);
    expect(
      periodFortune(j, 'wood', { luck: null, year: { stem: '戊', branch: '戌' } }, undefined).stars,
    ).toBeNull();
  });

  it('over 10,000 random births read at a random age, no grade covers more than 45 % of charts', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const counts: Record<FortuneGrade, number> = { 大吉: 0, 吉: 0, 中: 0, 凶: 0 };
    const N = 10_000;
    for (let i = 0; i < N; i++) {
      const year = 1900 + rnd(200);
      const date = `${year}-${String(1 + rnd(12)).padStart(2, '0')}-${String(1 + rnd(28)).padStart(2, '0')}`;
      const time = `${String(rnd(24)).padStart(2, '0')}:${String(rnd(60)).padStart(2, '0')}`;
      const gender = rnd(2) ? 'male' : 'female';
      const c = computeBazi(birthMoment(date, time, 'Asia/Tokyo', 139.7), 139.7, {
        ziHour: 'midnight',
        trueSolarTime: false,
        hiddenStems: 'chinese',
        gender,
      });
      const ps = [c.year, c.month, c.day, present(c.hour)];
      const j = judgeChart(ps, c.elements);
      const asOfYear = Math.min(2199, year + rnd(81));
      const asOf = `${asOfYear}-07-01`;
      const luck = c.luck?.pillars.filter((p) => p.startDate <= asOf).at(-1) ?? null;
      const f = periodFortune(
        j,
        c.dayMaster.element,
        { luck, year: annualPillar(asOfYear, c.dayMaster.stem) },
        gender,
      );
      counts[f.overview]++;
    }
    const shares = FORTUNE_GRADES.map((g) => `${g} ${((100 * counts[g]) / N).toFixed(1)} %`);
    console.log(`grades over ${N} births: ${shares.join(', ')}`);
    for (const g of FORTUNE_GRADES) {
      expect(counts[g] / N, shares.join(', ')).toBeLessThanOrEqual(0.45);
      expect(counts[g] / N, shares.join(', ')).toBeGreaterThan(0.05);
    }
  }, 60_000);
});

describe('the pillars running on a date', () => {
  it('takes the year from 立春, not from New Year, and the luck pillar in force', async () => {
    const { runningPillars } = await import('./running-pillars');
    const c = computeBazi(birthMoment('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503), 139.6503, {
      ziHour: 'midnight',
      trueSolarTime: false,
      hiddenStems: 'chinese',
      gender: 'male',
    });
    // 立春 2027 falls on 4 February (01:46 UT): 3 February is still 丙午, 5 February is 丁未.
    const before = runningPillars(c, Date.UTC(2027, 1, 3, 12));
    const after = runningPillars(c, Date.UTC(2027, 1, 5, 12));
    expect(`${before.year.stem}${before.year.branch} ${before.year.year}`).toBe('丙午 2026');
    expect(`${after.year.stem}${after.year.branch} ${after.year.year}`).toBe('丁未 2027');
    const luck = c.luck?.pillars ?? [];
    const inForce = luck.filter((p) => p.startDate <= '2027-02-05').at(-1);
    expect(after.luck).toEqual(inForce);
    expect(runningPillars(c, Date.UTC(1990, 6, 1)).luck).toBeNull(); // before the first luck pillar
  });
});
