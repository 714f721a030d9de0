import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import { chartShensha, SHENSHA_KEYS, type ShenshaKey, shenshaOnPillar, type shenshaRefs } from './shensha';
import { BRANCHES, type Branch, type Pillar, pillarOf, STEMS, type Stem } from './stems-branches';

// 神煞 (issue 29 §3): our tables against a second source, then the rules by which they fall on pillars.

/**
 * A second source, typed in from its tables (china-testing/bazi's datas.py, a widely forked Python 排盘 after
 * 『三命通會』 and 『淵海子平』): for each reference stem or branch in order, the branches (or 天德/月德 stems) it marks.
 */
const SECOND_SOURCE = {
  byDayStem: {
    tianYi: ['未丑', '申子', '酉亥', '酉亥', '未丑', '申子', '未丑', '寅午', '卯巳', '卯巳'],
    // The source gives 癸 → 丑; the rhyme it follows (癸人見卯入雲梯) and every other table we read give 卯.
    wenChang: ['巳', '午', '申', '酉', '申', '酉', '亥', '子', '寅', '丑'],
    // The source lists 羊刃 for the yang stems only (the school that gives yin stems none).
    yangRen: ['卯', '', '午', '', '午', '', '酉', '', '子', ''],
    hongYan: ['午', '午', '寅', '未', '辰', '辰', '戌', '酉', '子', '申'],
  },
  byYearBranch: {
    guChen: '寅寅巳巳巳申申申亥亥亥寅',
    guaSu: '戌戌丑丑丑辰辰辰未未未戌',
  },
  byDayBranch: {
    jiangXing: '子酉午卯子酉午卯子酉午卯',
    huaGai: '辰丑戌未辰丑戌未辰丑戌未',
    yiMa: '寅亥申巳寅亥申巳寅亥申巳',
    jieSha: '巳寅亥申巳寅亥申巳寅亥申',
    wangShen: '亥申巳寅亥申巳寅亥申巳寅',
    taoHua: '酉午卯子酉午卯子酉午卯子',
  },
  byMonthBranch: {
    tianDe: '巳庚丁申壬辛亥甲癸寅丙乙',
    yueDe: '壬庚丙甲壬庚丙甲壬庚丙甲',
  },
} as const;

/** The branches a star marks from a natal set whose every reference is `ref`, found on a pillar with that branch. */
const refsWith = (over: Partial<ReturnType<typeof shenshaRefs>>) => ({
  dayStem: '甲' as Stem,
  yearStem: '甲' as Stem,
  yearBranch: '子' as Branch,
  dayBranch: '子' as Branch,
  monthBranch: '子' as Branch,
  ...over,
});
const branchesMarked = (key: ShenshaKey, refs: ReturnType<typeof refsWith>, basis: string) =>
  BRANCHES.filter((b) =>
    shenshaOnPillar(refs, { stem: '戊', branch: b }).some((h) => h.key === key && h.basis === basis),
  ).join('');
const sorted = (s: string) =>
  [...s].sort((a, b) => BRANCHES.indexOf(a as Branch) - BRANCHES.indexOf(b as Branch)).join('');

describe('神煞 tables against a second source', () => {
  it('by the day stem: 天乙, 文昌 (but 癸), 羊刃 of the yang stems, 紅艷', () => {
    for (const [i, stem] of STEMS.entries()) {
      const refs = refsWith({ dayStem: stem, yearStem: stem });
      for (const key of ['tianYi', 'wenChang', 'yangRen', 'hongYan'] as const) {
        const want = SECOND_SOURCE.byDayStem[key][i] as string;
        if (key === 'wenChang' && stem === '癸') {
          expect(branchesMarked(key, refs, 'dayStem')).toBe('卯');
          continue;
        }
        if (key === 'yangRen' && want === '') continue;
        expect(branchesMarked(key, refs, 'dayStem'), `${key} ${stem}`).toBe(sorted(want));
      }
    }
  });

  it('by the year branch (孤辰, 寡宿), the day branch (三合 stars) and the month branch (天德, 月德)', () => {
    for (const [i, br] of BRANCHES.entries()) {
      for (const [key, table] of Object.entries(SECOND_SOURCE.byYearBranch))
        expect(
          branchesMarked(key as ShenshaKey, refsWith({ yearBranch: br }), 'yearBranch'),
          `${key} ${br}`,
        ).toBe(table[i]);
      for (const [key, table] of Object.entries(SECOND_SOURCE.byDayBranch))
        expect(
          branchesMarked(key as ShenshaKey, refsWith({ dayBranch: br }), 'dayBranch'),
          `${key} ${br}`,
        ).toBe(table[i]);
      for (const [key, table] of Object.entries(SECOND_SOURCE.byMonthBranch)) {
        const mark = table[i] as string;
        const refs = refsWith({ monthBranch: br });
        // A stem mark is found on any pillar with that stem; a branch mark on any pillar with that branch.
        const probe: Pillar = (STEMS as readonly string[]).includes(mark)
          ? { stem: mark as Stem, branch: '午' }
          : { stem: '戊', branch: mark as Branch };
        expect(
          shenshaOnPillar(refs, probe).some((h) => h.key === key),
          `${key} ${br}`,
        ).toBe(true);
      }
    }
  });
});

describe('神煞 rules', () => {
  it('finds each star on the pillars it falls on, from each basis, and the day-pillar stars on the day only', () => {
    // 庚辰 日 (魁罡 and 十惡大敗), 甲子 年, 丙寅 月, 丁丑 時.
    const chart = { year: pillarOf(0), month: pillarOf(2), day: pillarOf(16), hour: pillarOf(13) };
    expect([chart.year, chart.month, chart.day, chart.hour].map((p) => p.stem + p.branch)).toEqual([
      '甲子',
      '丙寅',
      '庚辰',
      '丁丑',
    ]);
    const hits = chartShensha(chart);
    const on = (pillar: string) =>
      hits
        .filter((h) => h.pillar === pillar)
        .map((h) => `${h.key}:${h.basis}`)
        .sort();
    // 庚 day stem: 天乙 丑未 (hour 丑), 禄 申, 羊刃 酉; 甲 year stem: 天乙 丑未 (hour 丑); 子 year branch and 辰 day
    // branch (both 申子辰): 華蓋 辰 (day), 將星 子 (year), 驛馬 寅 (month); 紅鸞 of 子 is 卯, 天喜 酉; 寅 month: 天德 丁
    // (hour stem), 月德 丙 (month stem).
    expect(on('day')).toEqual(
      ['huaGai:dayBranch', 'huaGai:yearBranch', 'kuiGang:dayPillar', 'shiEDaBai:dayPillar'].sort(),
    );
    expect(on('hour')).toContain('tianYi:dayStem');
    expect(on('hour')).toContain('tianYi:yearStem');
    expect(on('hour')).toContain('tianDe:monthBranch');
    expect(on('month')).toEqual(
      expect.arrayContaining(['yiMa:yearBranch', 'yiMa:dayBranch', 'yueDe:monthBranch']),
    );
    expect(on('year')).toEqual(expect.arrayContaining(['jiangXing:yearBranch', 'jiangXing:dayBranch']));
    // Without a birth time there is no hour pillar and nothing on it.
    expect(chartShensha({ ...chart, hour: null }).some((h) => h.pillar === 'hour')).toBe(false);
  });

  it('lists every star in the documented order, and every star is reachable', () => {
    const seen = new Set<ShenshaKey>();
    for (let y = 0; y < 60; y++)
      for (let d = 0; d < 60; d++) {
        const p = {
          year: pillarOf(y),
          month: pillarOf((y * 7 + d) % 60),
          day: pillarOf(d),
          hour: pillarOf(d * 5),
        };
        for (const h of chartShensha(p)) seen.add(h.key);
      }
    expect([...seen].sort()).toEqual([...SHENSHA_KEYS].sort());
    expect(SHENSHA_KEYS.length).toBeGreaterThanOrEqual(22);
  });

  it('rides on the chart (CLI bazi.shensha) for the pillars it was cast with', () => {
    const req = {
      date: '1990-05-15',
      time: '14:30',
      lat: 35.68,
      lng: 139.69,
      tz: 'Asia/Tokyo',
      gender: 'male',
    };
    const chart = computeChart(parseChartRequest(req));
    expect(chart.bazi.shensha).toEqual(
      chartShensha({
        year: chart.bazi.year,
        month: chart.bazi.month,
        day: chart.bazi.day,
        hour: chart.bazi.hour,
      }),
    );
    expect(chart.bazi.shensha?.length).toBeGreaterThan(0);
  });
});
