import { describe, expect, it } from 'vitest';
import { present } from '../../test/present';
import { birthMoment } from '../time/birth-moment';
import { computeBazi } from './bazi-chart';
import { elementBalance } from './element-balance';
import { FORTUNE_GRADES, type FortuneGrade } from './fortune';
import { judgeChart } from './judgement';
import { annualPillar } from './luck-pillars';
import { PERIOD_VERDICT_CONFIG, type PeriodContext, periodVerdict } from './period-verdict';
import type { Pillar } from './stems-branches';
import { voidBranches } from './void-branches';

const pillars = (text: string) => text.split(' ').map((p) => ({ stem: p[0], branch: p[1] }) as Pillar);

describe('the verdict of a period', () => {
  // 甲 born in 寅 (建祿) with 庚 revealed and rooted in 申: strong, and 「建祿月劫，可以用官」 (『子平真詮』), so metal is
  // 用神, earth 喜神 and fire 忌神 (output would fight the officer: 傷官見官).
  const ps = pillars('庚申 戊寅 甲寅 乙亥');
  const j = judgeChart(ps, elementBalance(ps, '甲'));
  const ctx = (gender: 'male' | 'female' | undefined): PeriodContext => ({
    judgement: j,
    natal: ps,
    gender,
    voidPair: voidBranches(ps[2] as Pillar),
  });
  const P = (text: string) => pillars(text)[0] as Pillar;

  it('grades a period by the roles of its stem and branch: the useful element lifts it, the 忌神 weighs it', () => {
    expect(j.elements).toMatchObject({ useful: 'metal', favourable: 'earth', unfavourable: 'fire' });
    const good = periodVerdict(ctx('male'), 'luck', P('辛酉'));
    const hard = periodVerdict(ctx('male'), 'luck', P('丙午'));
    expect(good.signals.slice(0, 2).map((s) => `${s.kind}:${s.element}:${s.use}`)).toEqual([
      'stem:metal:useful',
      'branch:metal:useful',
    ]);
    expect(good.grade).toBe('大吉');
    expect(hard.grade).toBe('凶');
    expect(hard.score).toBeLessThan(good.score);
  });

  it('names 天克地沖 with the day pillar, and reads love through the day branch (配偶宮)', () => {
    // 甲寅 day: 庚申 clashes both stem (庚克甲) and branch (寅申沖).
    const v = periodVerdict(ctx('female'), 'year', P('庚申'));
    expect(v.signals.find((s) => s.kind === 'clashPillar')).toMatchObject({ pillar: 'day', points: -1 });
    expect(v.areas?.love?.themes.map((t) => t.kind)).toContain('palaceClashed');
    // The same year against the month pillar 戊寅 is a plain branch clash, not 天克地沖 (庚 and 戊 do not fight),
    // and against the year pillar 庚申 it is 伏吟.
    expect(v.signals.find((s) => s.kind === 'branchClash' && s.pillar === 'month')).toBeTruthy();
    expect(v.signals.find((s) => s.kind === 'samePillar')).toMatchObject({ pillar: 'year' });
  });

  it('names 伏吟 when the period repeats a natal pillar, and 歲運並臨 when the year repeats the luck pillar', () => {
    const fu = periodVerdict(ctx('male'), 'year', P('甲寅'));
    expect(fu.signals.filter((s) => s.kind === 'samePillar').map((s) => s.pillar)).toEqual(['day']);
    const bing = periodVerdict(ctx('male'), 'year', P('辛酉'), [P('辛酉')]);
    expect(bing.signals.some((s) => s.kind === 'meetsLuck')).toBe(true);
    const plain = periodVerdict(ctx('male'), 'year', P('辛酉'), [P('壬子')]);
    // 歲運並臨 weighs the year's own roles 1.5 times, and there is no backdrop (the luck pillar is the same).
    expect(bing.signals[0]?.points).toBe(1.5);
    expect(plain.signals.some((s) => s.kind === 'backdrop')).toBe(true);
  });

  it('a clash that shakes a useful branch weighs, one that clears a harmful branch helps; 六合 with the 配偶宮 helps', () => {
    // 申 (metal, 用神) in the year pillar, 寅 (wood, 仇神) in the day: a 申 year clears the day's 寅 (沖去忌神), a 寅
    // year shakes the year's 申.
    const clears = periodVerdict(ctx('male'), 'year', P('壬申'));
    expect(clears.signals.find((s) => s.kind === 'branchClash' && s.pillar === 'day')).toMatchObject({
      chars: '申寅',
      points: 0.25,
    });
    const shakes = periodVerdict(ctx('male'), 'year', P('壬寅'));
    expect(shakes.signals.find((s) => s.kind === 'branchClash')).toMatchObject({
      pillar: 'year',
      chars: '寅申',
      points: -0.5,
    });
    // 亥 combines with the day branch 寅 (寅亥合).
    expect(periodVerdict(ctx('male'), 'year', P('癸亥')).signals).toContainEqual(
      expect.objectContaining({ kind: 'dayCombine', pillar: 'day', chars: '亥寅', points: 0.25 }),
    );
  });

  it('the luck pillar above a year counts half its own roles (the backdrop)', () => {
    // 辛酉: metal stem and branch, both 用神 (+1 each) → +1; 丙午: both 忌神 (−1 each) → −1. The year itself is the same.
    const year = P('癸亥');
    const under = (luck: string) =>
      periodVerdict(ctx('male'), 'year', year, [P(luck)]).signals.find((s) => s.kind === 'backdrop');
    expect(under('辛酉')).toMatchObject({ chars: '辛酉', points: 1 });
    expect(under('丙午')).toMatchObject({ chars: '丙午', points: -1 });
    expect(periodVerdict(ctx('male'), 'year', year, [P('辛酉')]).grade).toBe('吉');
    expect(periodVerdict(ctx('male'), 'year', year, [P('丙午')]).grade).toBe('中');
  });

  it('halves what a void branch brings (空亡・天中殺) and flags the period', () => {
    const [a] = voidBranches(ps[2] as Pillar); // 甲寅 → 子丑
    expect(voidBranches(ps[2] as Pillar)).toEqual(['子', '丑']);
    const v = periodVerdict(ctx('male'), 'year', { stem: '丙', branch: a });
    expect(v.void).toBe(true);
    expect(v.signals.find((s) => s.kind === 'branch')?.points).toBe(
      0.5 * PERIOD_VERDICT_CONFIG.value[v.branchUse],
    );
    expect(v.signals.some((s) => s.kind === 'void')).toBe(true);
  });

  it('names a 局 the period completes, useful or harmful, and 合去 of the 用神', () => {
    // The chart holds 申 and the luck pillar brings 辰: a 子 year completes 申子辰 (water, 閑神 here: 用官 takes output
    // as 忌神 and companions, which feed it, as 仇神).
    const v = periodVerdict(ctx('male'), 'year', P('壬子'), [P('甲辰')]);
    expect(v.signals.find((s) => s.kind === 'formsFrame')).toMatchObject({
      element: 'water',
      use: 'idle',
      chars: '申子辰',
    });
    expect(periodVerdict(ctx('male'), 'year', P('壬子')).signals.some((s) => s.kind === 'formsFrame')).toBe(
      false,
    );
    // 乙 combines 庚 (the useful officer in the year stem): 乙庚合 ties the 用神 up.
    const bound = periodVerdict(ctx('male'), 'year', P('乙巳'));
    expect(bound.signals.find((s) => s.kind === 'bindsUseful')).toMatchObject({
      pillar: 'year',
      element: 'metal',
    });
  });

  it('reads love by gender: a man through wealth (the wife star), a woman through the officer (the husband star)', () => {
    const earthYear = P('戊辰'); // earth = wealth for 甲
    const metalYear = P('辛酉'); // metal = officer for 甲
    expect(periodVerdict(ctx('male'), 'year', earthYear).areas?.love?.themes[0]).toMatchObject({
      kind: 'starArrives',
      role: 'wealth',
    });
    expect(periodVerdict(ctx('female'), 'year', earthYear).areas?.love).toBeNull(); // not touched: not starred
    expect(periodVerdict(ctx('female'), 'year', metalYear).areas?.love?.themes[0]).toMatchObject({
      kind: 'starArrives',
      role: 'officer',
    });
    expect(periodVerdict(ctx('male'), 'year', metalYear).kin).toContain('children');
    expect(periodVerdict(ctx('female'), 'year', metalYear).kin).toContain('spouse');
    expect(periodVerdict(ctx(undefined), 'year', metalYear).areas).toBeNull();
  });

  it('over 10,000 random births read at a random age, no grade covers more than 45 % of years', () => {
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
      const asOfYear = Math.min(2199, year + rnd(81));
      const asOf = `${asOfYear}-07-01`;
      const luck = c.luck?.pillars.filter((p) => p.startDate <= asOf).at(-1) ?? null;
      const v = periodVerdict(
        { judgement: c.judgement, natal: ps, gender, voidPair: c.voidBranches.day },
        'year',
        annualPillar(asOfYear, c.dayMaster.stem),
        luck ? [luck] : [],
      );
      counts[v.grade]++;
      // An area's stars lean the way its themes do: never three stars beside reasons that all weigh, or all lift.
      for (const a of Object.values(v.areas ?? {})) {
        if (!a) continue;
        const uses = a.themes.map((t) =>
          t.kind === 'starArrives'
            ? PERIOD_VERDICT_CONFIG.value[t.use]
            : t.kind === 'palaceCombined'
              ? 1
              : -1,
        );
        if (uses.every((x) => x < 0)) expect(a.stars).toBeLessThan(3);
        if (uses.every((x) => x > 0)) expect(a.stars).toBeGreaterThan(3);
      }
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
