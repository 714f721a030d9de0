import { describe, expect, it } from 'vitest';
import type { BaziChart } from '../bazi/bazi-chart';
import { type ChartJudgement, type ElementUse, JUDGEMENT_CONFIG, judgementOfChart } from '../bazi/judgement';
import { findRelations } from '../bazi/relations';
import { BRANCHES, type Branch, ELEMENTS, type Element, STEMS, type Stem } from '../bazi/stems-branches';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import {
  type BaziMatch,
  baziMatch,
  branchFindings,
  helps,
  MATCH_CONFIG,
  MATCH_DIMENSION_KEYS,
  type MatchChart,
  type MatchDimension,
  type MatchDimensionKey,
  type MatchFinding,
  type MatchPerson,
} from './bazi-match';

const TOKYO = { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' };
const bazi = (date: string, time = '12:00'): BaziChart =>
  computeChart(parseChartRequest({ date, time, ...TOKYO })).bazi;

const dim = (m: BaziMatch, key: MatchDimensionKey) =>
  m.dimensions.find((d) => d.key === key) as MatchDimension;
const kinds = (d: MatchDimension) => d.findings.map((f) => f.kind);
const tenGodOf = (m: BaziMatch, person: MatchPerson) =>
  dim(m, 'dayMasters').findings.find((f) => f.kind === 'tenGod' && f.person === person)?.tenGod;

/**
 * The elements dimension's findings, derived here from the two charts' own shares and counts and what each
 * element is to each person by the core judgement (judgementOfChart, the one every page reads).
 */
function expectedElementFindings(a: BaziChart, b: BaziChart): MatchFinding[] {
  const c = MATCH_CONFIG;
  const ja = judgementOfChart(a);
  const jb = judgementOfChart(b);
  const fills: MatchFinding[] = [];
  const doubles: MatchFinding[] = [];
  const shared: MatchFinding[] = [];
  for (const element of ELEMENTS) {
    const pa = a.elements.percent[element];
    const pb = b.elements.percent[element];
    const [aUse, bUse] = [ja.useOf[element], jb.useOf[element]];
    if (pa >= c.strongAtLeastPercent && pb < c.lackBelowPercent)
      fills.push({
        kind: 'fillsLack',
        person: 'a',
        element,
        percent: pa,
        otherPercent: pb,
        absent: b.elements.counts[element] === 0,
        hidden: b.elements.hiddenOnly.includes(element),
        use: bUse,
      });
    if (pb >= c.strongAtLeastPercent && pa < c.lackBelowPercent)
      fills.push({
        kind: 'fillsLack',
        person: 'b',
        element,
        percent: pb,
        otherPercent: pa,
        absent: a.elements.counts[element] === 0,
        hidden: a.elements.hiddenOnly.includes(element),
        use: aUse,
      });
    if (pa >= c.excessAtLeastPercent && pb >= c.excessAtLeastPercent)
      doubles.push({ kind: 'doublesExcess', element, aPercent: pa, bPercent: pb, aUse, bUse });
    if (pa < c.lackBelowPercent && pb < c.lackBelowPercent)
      shared.push({ kind: 'sharedLack', element, aPercent: pa, bPercent: pb, aUse, bUse });
  }
  const all = [...fills, ...doubles, ...shared];
  return all.length > 0 ? all : [{ kind: 'noElementLink' }];
}

/** The usefulElements findings, derived here from each chart's judgement and the other's shares. */
function expectedUsefulFindings(a: BaziChart, b: BaziChart): MatchFinding[] {
  const sides: [MatchPerson, BaziChart, BaziChart][] = [
    ['a', a, b],
    ['b', b, a],
  ];
  return sides.flatMap(([person, own, other]) =>
    (['useful', 'favourable'] as const).map((role): MatchFinding => {
      const element = judgementOfChart(own).elements[role];
      const otherPercent = other.elements.percent[element];
      const kind =
        otherPercent >= MATCH_CONFIG.usefulStrongAtLeastPercent
          ? 'usefulStrong'
          : otherPercent >= MATCH_CONFIG.usefulWeakBelowPercent
            ? 'usefulModerate'
            : 'usefulWeak';
      return { kind, person, role, element, percent: own.elements.percent[element], otherPercent };
    }),
  );
}

/** Real births (Tokyo), chosen for their day and year pillars; the first check of each pins the pillars. */
describe('textbook couples from real charts', () => {
  const pillars = (c: BaziChart) => ({ day: c.day.stem + c.day.branch, year: c.year.branch });

  describe('甲子 × 己丑 day pillars, born in 子 and 丑 years', () => {
    const a = bazi('1984-11-26', '12:00');
    const b = bazi('1985-06-19', '09:30');
    const m = baziMatch(a, b);
    it('has the pillars the case needs', () => {
      expect(pillars(a)).toEqual({ day: '甲子', year: '子' });
      expect(pillars(b)).toEqual({ day: '己丑', year: '丑' });
    });
    it('day masters 甲 and 己 combine into earth, 正財 one way and 正官 the other', () => {
      const d = dim(m, 'dayMasters');
      expect(d.findings).toContainEqual({ kind: 'stemCombination', chars: '甲己', element: 'earth' });
      expect(d.findings).toContainEqual({
        kind: 'controls',
        chars: '甲己',
        person: 'a',
        element: 'wood',
        otherElement: 'earth',
      });
      expect(tenGodOf(m, 'a')).toBe('directWealth');
      expect(tenGodOf(m, 'b')).toBe('directOfficer');
      expect(d.tone).toBe('harmonious');
    });
    it('day branches 子 and 丑 are a 六合 forming earth; so are the year branches', () => {
      expect(dim(m, 'dayBranches')).toEqual({
        key: 'dayBranches',
        tone: 'harmonious',
        findings: [{ kind: 'sixHarmony', chars: '子丑', element: 'earth' }],
      });
      expect(dim(m, 'yearBranches').findings).toEqual([
        { kind: 'sixHarmony', chars: '子丑', element: 'earth' },
      ]);
      expect(dim(m, 'yearBranches').tone).toBe('harmonious');
    });
    it('elements: what the charts hold decides which lacks are filled', () => {
      const d = dim(m, 'elements');
      expect(d.findings).toEqual(expectedElementFindings(a, b));
      // The winter 甲 chart has no earth among its eight characters; the 己 chart is heavy in it.
      expect(a.elements.counts.earth).toBe(0);
      expect(d.findings).toContainEqual(
        expect.objectContaining({ kind: 'fillsLack', person: 'b', element: 'earth', absent: true }),
      );
      // Earth is what the wood chart needs (its 用神 or 喜神), so the lack filled is a help.
      expect(helps(judgementOfChart(a).useOf.earth)).toBe(true);
      expect(d.tone).toBe(kinds(d).includes('doublesExcess') ? 'mixed' : 'supportive');
    });
    it("useful elements: A's 用神 (earth) is plentiful in B's chart, B's (metal) scarce in A's", () => {
      const d = dim(m, 'usefulElements');
      expect(d.findings).toEqual(expectedUsefulFindings(a, b));
      expect(judgementOfChart(a).elements.useful).toBe('earth');
      expect(judgementOfChart(b).elements.useful).toBe('metal');
      expect(b.elements.percent.earth).toBeGreaterThanOrEqual(25);
      expect(a.elements.percent.metal).toBeLessThan(10);
      expect(d.tone).toBe('supportive');
    });
  });

  describe('甲午 × 庚子 day pillars, born in 子 and 午 years', () => {
    const a = bazi('1984-06-29', '11:40');
    const b = bazi('1990-06-04', '12:00');
    const m = baziMatch(a, b);
    it('has the pillars the case needs', () => {
      expect(pillars(a)).toEqual({ day: '甲午', year: '子' });
      expect(pillars(b)).toEqual({ day: '庚子', year: '午' });
    });
    it('甲 and 庚 clash; 庚 is 甲’s 七殺, 甲 is 庚’s 偏財', () => {
      const d = dim(m, 'dayMasters');
      expect(kinds(d)).toEqual(['stemClash', 'controls', 'tenGod', 'tenGod']);
      expect(d.findings).toContainEqual({
        kind: 'controls',
        chars: '甲庚',
        person: 'b',
        element: 'metal',
        otherElement: 'wood',
      });
      expect(tenGodOf(m, 'a')).toBe('sevenKillings');
      expect(tenGodOf(m, 'b')).toBe('indirectWealth');
      expect(d.tone).toBe('tense');
    });
    it('day branches 午 and 子 clash, and so do the year branches 子 and 午', () => {
      expect(dim(m, 'dayBranches').findings).toEqual([{ kind: 'clash', chars: '午子' }]);
      expect(dim(m, 'yearBranches').findings).toEqual([{ kind: 'clash', chars: '子午' }]);
      expect(dim(m, 'dayBranches').tone).toBe('tense');
      expect(dim(m, 'yearBranches').tone).toBe('tense');
    });
    it('two summer charts double their fire', () => {
      const d = dim(m, 'elements');
      expect(d.findings).toEqual(expectedElementFindings(a, b));
      expect(d.findings).toContainEqual({
        kind: 'doublesExcess',
        element: 'fire',
        aPercent: a.elements.percent.fire,
        bPercent: b.elements.percent.fire,
        aUse: judgementOfChart(a).useOf.fire,
        bUse: judgementOfChart(b).useOf.fire,
      });
      const filled = d.findings.some((f) => f.kind === 'fillsLack' && f.use && helps(f.use));
      expect(d.tone).toBe(filled ? 'mixed' : 'tense');
      expect(dim(m, 'usefulElements').findings).toEqual(expectedUsefulFindings(a, b));
    });
  });

  describe('庚寅 × 癸巳 day pillars, born in 寅 and 巳 years', () => {
    const a = bazi('1986-12-12', '07:45');
    const b = bazi('1989-06-02', '12:00');
    const m = baziMatch(a, b);
    it('has the pillars the case needs', () => {
      expect(pillars(a)).toEqual({ day: '庚寅', year: '寅' });
      expect(pillars(b)).toEqual({ day: '癸巳', year: '巳' });
    });
    it('寅 and 巳 punish (三刑) and harm each other, in the day and in the year branches', () => {
      for (const key of ['dayBranches', 'yearBranches'] as const) {
        expect(dim(m, key).findings).toEqual([
          { kind: 'punishment', chars: '寅巳' },
          { kind: 'harm', chars: '寅巳' },
        ]);
        expect(dim(m, key).tone).toBe('tense');
      }
    });
    it('庚 metal feeds 癸 water: 傷官 seen from 庚, 正印 seen from 癸', () => {
      const d = dim(m, 'dayMasters');
      expect(d.findings).toContainEqual({
        kind: 'produces',
        chars: '庚癸',
        person: 'a',
        element: 'metal',
        otherElement: 'water',
      });
      expect(tenGodOf(m, 'a')).toBe('hurtingOfficer');
      expect(tenGodOf(m, 'b')).toBe('directResource');
      expect(d.tone).toBe('supportive');
    });
    it('a winter chart and a summer chart fill each other’s lacks', () => {
      const d = dim(m, 'elements');
      expect(d.findings).toEqual(expectedElementFindings(a, b));
      const fillers = d.findings.filter((f) => f.kind === 'fillsLack').map((f) => f.person);
      expect(fillers).toContain('a');
      expect(fillers).toContain('b');
      expect(dim(m, 'usefulElements').findings).toEqual(expectedUsefulFindings(a, b));
    });
  });

  describe('丙子 × 乙未 day pillars, born in 子 and 未 years', () => {
    const a = bazi('1984-06-11', '12:00');
    const b = bazi('1991-05-25', '18:10');
    const m = baziMatch(a, b);
    it('has the pillars the case needs', () => {
      expect(pillars(a)).toEqual({ day: '丙子', year: '子' });
      expect(pillars(b)).toEqual({ day: '乙未', year: '未' });
    });
    it('子 and 未 harm each other (六害), in the day and in the year branches', () => {
      for (const key of ['dayBranches', 'yearBranches'] as const) {
        expect(dim(m, key).findings).toEqual([{ kind: 'harm', chars: '子未' }]);
        expect(dim(m, key).tone).toBe('tense');
      }
    });
    it('乙 wood feeds 丙 fire: 正印 seen from 丙, 傷官 seen from 乙', () => {
      expect(dim(m, 'dayMasters').findings).toContainEqual({
        kind: 'produces',
        chars: '丙乙',
        person: 'b',
        element: 'wood',
        otherElement: 'fire',
      });
      expect(tenGodOf(m, 'a')).toBe('directResource');
      expect(tenGodOf(m, 'b')).toBe('hurtingOfficer');
      expect(dim(m, 'dayMasters').tone).toBe('supportive');
    });
  });

  describe('庚辰 × 壬辰 day pillars, both born in 辰 years', () => {
    const a = bazi('1988-09-22', '12:00');
    const b = bazi('2000-10-01', '12:00');
    const m = baziMatch(a, b);
    it('has the pillars the case needs', () => {
      expect(pillars(a)).toEqual({ day: '庚辰', year: '辰' });
      expect(pillars(b)).toEqual({ day: '壬辰', year: '辰' });
    });
    it('辰 with 辰 is 自刑, in the day and in the year branches', () => {
      for (const key of ['dayBranches', 'yearBranches'] as const) {
        expect(dim(m, key).findings).toEqual([{ kind: 'selfPunishment', chars: '辰辰' }]);
        expect(dim(m, key).tone).toBe('tense');
      }
    });
    it('two autumn charts double their metal', () => {
      const d = dim(m, 'elements');
      expect(d.findings).toEqual(expectedElementFindings(a, b));
      expect(kinds(d)).toContain('doublesExcess');
      expect(dim(m, 'usefulElements').findings).toEqual(expectedUsefulFindings(a, b));
    });
  });

  describe('甲申 × 壬辰 day pillars, born in 申 and 辰 years', () => {
    const a = bazi('1980-09-08', '12:00');
    const b = bazi('1988-12-03', '21:05');
    const m = baziMatch(a, b);
    it('has the pillars the case needs', () => {
      expect(pillars(a)).toEqual({ day: '甲申', year: '申' });
      expect(pillars(b)).toEqual({ day: '壬辰', year: '辰' });
    });
    it('申 and 辰 are two of the 申子辰 water triad, waiting for 子 (no peak: not a 半合)', () => {
      const triadPart: MatchFinding = {
        kind: 'triadPart',
        chars: '申辰',
        element: 'water',
        triad: '申子辰',
        completes: '子',
        peak: false,
      };
      for (const key of ['dayBranches', 'yearBranches'] as const) {
        expect(dim(m, key).findings).toEqual([triadPart]);
        expect(dim(m, key).tone).toBe('harmonious');
      }
    });
    it('壬 water feeds 甲 wood: 偏印 seen from 甲, 食神 seen from 壬', () => {
      expect(tenGodOf(m, 'a')).toBe('indirectResource');
      expect(tenGodOf(m, 'b')).toBe('eatingGod');
      expect(dim(m, 'dayMasters').tone).toBe('supportive');
    });
    it('elements and useful elements follow the charts’ own shares', () => {
      expect(dim(m, 'elements').findings).toEqual(expectedElementFindings(a, b));
      expect(dim(m, 'usefulElements').findings).toEqual(expectedUsefulFindings(a, b));
    });
  });

  it('gives the five dimensions in order, each with a reason, and no overall score', () => {
    const m = baziMatch(bazi('1984-11-26'), bazi('1985-06-19'));
    expect(m.dimensions.map((d) => d.key)).toEqual(MATCH_DIMENSION_KEYS);
    expect(Object.keys(m).sort()).toEqual(['dimensions', 'model']);
    for (const d of m.dimensions) expect(d.findings.length).toBeGreaterThan(0);
  });
});

/**
 * A minimal chart: pillars as text, element shares (20 % each unless given), 用神 / 喜神 (and any other role given
 * in `uses`; the rest 閑神), carried as a judgement of the current model so judgementOfChart reads it as it is.
 */
function fake(o: {
  year?: string;
  day?: string;
  percent?: Partial<Record<Element, number>>;
  counts?: Partial<Record<Element, number>>;
  hiddenOnly?: Element[];
  useful?: Element;
  favourable?: Element;
  uses?: Partial<Record<Element, ElementUse>>;
}): MatchChart {
  const pillar = (t: string) => ({ stem: t[0] as Stem, branch: t[1] as Branch });
  const useful = o.useful ?? 'wood';
  const favourable = o.favourable ?? 'water';
  const useOf = Object.fromEntries(
    ELEMENTS.map((e) => [
      e,
      e === useful ? 'useful' : e === favourable ? 'favourable' : (o.uses?.[e] ?? 'idle'),
    ]),
  ) as Record<Element, ElementUse>;
  const judgement = {
    model: JUDGEMENT_CONFIG.version,
    method: 'supportRestrain',
    elements: { useful, favourable },
    useOf,
  } as unknown as ChartJudgement;
  return {
    year: pillar(o.year ?? '甲子'),
    month: pillar('丙寅'),
    day: pillar(o.day ?? '甲子'),
    hour: null,
    elements: {
      percent: { wood: 20, fire: 20, earth: 20, metal: 20, water: 20, ...o.percent },
      counts: { wood: 2, fire: 2, earth: 2, metal: 1, water: 1, ...o.counts },
      hiddenOnly: o.hiddenOnly ?? [],
    },
    judgement,
  };
}

describe('day masters on constructed charts', () => {
  const dm = (a: string, b: string) => dim(baziMatch(fake({ day: a }), fake({ day: b })), 'dayMasters');
  it.each([
    ['甲子', '己丑', 'harmonious', 'stemCombination'], // 干合
    ['乙丑', '庚寅', 'harmonious', 'stemCombination'],
    ['甲子', '庚午', 'tense', 'stemClash'], // 天干冲, 七殺
    ['甲子', '戊辰', 'tense', 'controls'], // 偏財 / 七殺 without a clash
    ['乙丑', '戊辰', 'neutral', 'controls'], // 正財 / 正官 without a combination
    ['甲子', '丙寅', 'supportive', 'produces'],
    ['甲子', '甲午', 'neutral', 'sameStem'],
    ['甲子', '乙丑', 'neutral', 'sameElement'],
  ])('%s × %s → %s (%s)', (a, b, tone, kind) => {
    const d = dm(a, b);
    expect(d.tone).toBe(tone);
    expect(kinds(d)[0]).toBe(kind);
  });
  it('a combination names the element it forms', () => {
    expect(dm('戊子', '癸丑').findings[0]).toEqual({
      kind: 'stemCombination',
      chars: '戊癸',
      element: 'fire',
    });
    expect(dm('丁卯', '壬子').findings[0]).toEqual({
      kind: 'stemCombination',
      chars: '丁壬',
      element: 'wood',
    });
  });
  it('reads the same from either side: tone equal, ten gods and the giver swapped', () => {
    for (const x of STEMS)
      for (const y of STEMS) {
        const ab = baziMatch(fake({ day: `${x}子` }), fake({ day: `${y}子` }));
        const ba = baziMatch(fake({ day: `${y}子` }), fake({ day: `${x}子` }));
        expect(dim(ab, 'dayMasters').tone).toBe(dim(ba, 'dayMasters').tone);
        expect(tenGodOf(ab, 'a')).toBe(tenGodOf(ba, 'b'));
        const flow = (m: BaziMatch) =>
          dim(m, 'dayMasters').findings.find((f) => f.kind === 'produces' || f.kind === 'controls');
        const f1 = flow(ab);
        const f2 = flow(ba);
        if (f1 || f2) {
          expect(f2?.kind).toBe(f1?.kind);
          expect(f2?.element).toBe(f1?.element);
          expect(f2?.person).toBe(f1?.person === 'a' ? 'b' : 'a');
        }
      }
  });
  it('a tense tone only ever comes from a same-polarity control (偏財 / 七殺)', () => {
    for (const x of STEMS)
      for (const y of STEMS) {
        const m = baziMatch(fake({ day: `${x}子` }), fake({ day: `${y}子` }));
        if (dim(m, 'dayMasters').tone !== 'tense') continue;
        expect([tenGodOf(m, 'a'), tenGodOf(m, 'b')].sort()).toEqual(['indirectWealth', 'sevenKillings']);
      }
  });
});

describe('branch pairs on constructed charts', () => {
  const tone = (a: Branch, b: Branch) =>
    dim(baziMatch(fake({ day: `甲${a}` }), fake({ day: `甲${b}` })), 'dayBranches').tone;
  it('a 六合 with a 刑 and a 破 (巳申) is mixed', () => {
    expect(branchFindings('巳', '申')).toEqual([
      { kind: 'sixHarmony', chars: '巳申', element: 'water' },
      { kind: 'punishment', chars: '巳申' },
      { kind: 'break', chars: '巳申' },
    ]);
    expect(tone('巳', '申')).toBe('mixed');
    expect(tone('寅', '亥')).toBe('mixed');
  });
  it('the peak with another of its triad is a 半合', () => {
    expect(branchFindings('辰', '子')).toEqual([
      { kind: 'triadPart', chars: '辰子', element: 'water', triad: '申子辰', completes: '申', peak: true },
    ]);
    expect(tone('辰', '子')).toBe('harmonious');
  });
  it('子卯 and 丑戌 punish; 丑未 clash and punish', () => {
    expect(branchFindings('子', '卯')).toEqual([{ kind: 'punishment', chars: '子卯' }]);
    expect(branchFindings('戌', '丑')).toEqual([{ kind: 'punishment', chars: '戌丑' }]);
    expect(branchFindings('丑', '未').map((f) => f.kind)).toEqual(['clash', 'punishment']);
  });
  it('the same branch: 自刑 for 辰午酉亥, otherwise just the same branch', () => {
    expect(branchFindings('午', '午')).toEqual([{ kind: 'selfPunishment', chars: '午午' }]);
    expect(branchFindings('子', '子')).toEqual([{ kind: 'sameBranch', chars: '子子', element: 'water' }]);
    expect(tone('午', '午')).toBe('tense');
    expect(tone('子', '子')).toBe('neutral');
  });
  it('no relation at all (子寅) says so', () => {
    expect(branchFindings('子', '寅')).toEqual([{ kind: 'noRelation', chars: '子寅' }]);
    expect(tone('子', '寅')).toBe('neutral');
  });
  it('agrees with the chart relations (relations.ts) on all 144 pairs', () => {
    const ours = (a: Branch, b: Branch) =>
      branchFindings(a, b)
        .flatMap((f) =>
          f.kind === 'triadPart' ? (f.peak ? ['halfTriad'] : []) : f.kind === 'sameBranch' ? [] : [f.kind],
        )
        .filter((k) => k !== 'noRelation')
        .sort();
    for (const a of BRANCHES)
      for (const b of BRANCHES) {
        const theirs = findRelations([
          { name: 'year', stem: '甲', branch: a },
          { name: 'day', stem: '甲', branch: b },
        ])
          .map((r) => r.kind)
          .sort();
        expect(ours(a, b), `${a}${b}`).toEqual(theirs);
        expect(tone(a, b), `${a}${b}`).toBe(tone(b, a));
      }
  });
  it('the year branches are read on their own', () => {
    const m = baziMatch(fake({ year: '甲子', day: '甲子' }), fake({ year: '庚午', day: '乙丑' }));
    expect(dim(m, 'yearBranches').findings).toEqual([{ kind: 'clash', chars: '子午' }]);
    expect(dim(m, 'dayBranches').findings).toEqual([{ kind: 'sixHarmony', chars: '子丑', element: 'earth' }]);
  });
});

describe('element complementarity thresholds', () => {
  type Side = Parameters<typeof fake>[0];
  const els = (a: Side, b: Side) => dim(baziMatch(fake(a), fake(b)), 'elements');
  it('fills a lack: under 10 % in one chart, 25 % or more in the other; a help only as the receiver’s 用神 or 喜神', () => {
    // The receiver (A) has water as its 喜神 (fake's default).
    const d = els(
      { percent: { water: 9.9 }, counts: { water: 0 }, hiddenOnly: ['water'] },
      { percent: { water: 25 } },
    );
    expect(d.findings).toEqual([
      {
        kind: 'fillsLack',
        person: 'b',
        element: 'water',
        percent: 25,
        otherPercent: 9.9,
        absent: true,
        hidden: true,
        use: 'favourable',
      },
    ]);
    expect(d.tone).toBe('supportive');
    expect(kinds(els({ percent: { water: 10 } }, { percent: { water: 25 } }))).toEqual(['noElementLink']);
    expect(kinds(els({ percent: { water: 9.9 } }, { percent: { water: 24.9 } }))).toEqual(['noElementLink']);
  });
  it('never counts as a help the lack of an element the receiver’s chart calls 閑神, 忌神 or 仇神', () => {
    for (const use of ['idle', 'unfavourable', 'enemy'] as const) {
      const d = els(
        { useful: 'fire', favourable: 'earth', uses: { wood: use }, percent: { wood: 3 } },
        { percent: { wood: 40 } },
      );
      expect(d.findings).toEqual([
        expect.objectContaining({ kind: 'fillsLack', person: 'b', element: 'wood', use, absent: false }),
      ]);
      expect(d.tone, use).toBe('neutral');
    }
  });
  it('doubles an excess at 35 % in both: tense unless the element is 用神 or 喜神 to both; with a help, mixed', () => {
    expect(els({ percent: { fire: 35 } }, { percent: { fire: 35 } }).findings).toEqual([
      { kind: 'doublesExcess', element: 'fire', aPercent: 35, bPercent: 35, aUse: 'idle', bUse: 'idle' },
    ]);
    expect(els({ percent: { fire: 35 } }, { percent: { fire: 35 } }).tone).toBe('tense');
    expect(
      els({ useful: 'fire', percent: { fire: 35 } }, { favourable: 'fire', percent: { fire: 35 } }).tone,
    ).toBe('neutral');
    expect(kinds(els({ percent: { fire: 34.9 } }, { percent: { fire: 40 } }))).toEqual(['noElementLink']);
    // B's metal fills A's lack, and metal is A's 用神.
    const both = els(
      { useful: 'metal', percent: { fire: 40, metal: 30 } },
      { percent: { fire: 36, metal: 5 }, uses: { metal: 'unfavourable' } },
    );
    expect(kinds(both)).toEqual(['fillsLack', 'doublesExcess']);
    expect(both.findings[0]).toMatchObject({ person: 'a', use: 'unfavourable' });
    expect(both.tone).toBe('tense');
    const helped = els(
      { percent: { fire: 40, metal: 5 }, uses: { metal: 'unfavourable' } },
      { useful: 'metal', percent: { fire: 36, metal: 30 } },
    );
    expect(helped.findings[0]).toMatchObject({ person: 'b', use: 'unfavourable' });
    expect(helped.tone).toBe('tense');
    const mixed = els(
      { useful: 'metal', percent: { fire: 40, metal: 5 } },
      { percent: { fire: 36, metal: 30 } },
    );
    expect(mixed.findings[0]).toMatchObject({ person: 'b', use: 'useful' });
    expect(mixed.tone).toBe('mixed');
  });
  it('notes a shared lack without judging it, with what it is to each', () => {
    const d = els({ percent: { metal: 3 }, uses: { metal: 'enemy' } }, { percent: { metal: 8 } });
    expect(d.findings).toEqual([
      { kind: 'sharedLack', element: 'metal', aPercent: 3, bPercent: 8, aUse: 'enemy', bUse: 'idle' },
    ]);
    expect(d.tone).toBe('neutral');
  });
});

describe('the match reads each person through the core judgement', () => {
  it('a chart without a current judgement is judged again by judgementOfChart, not by a rule of the match', () => {
    const a = bazi('1990-05-15', '14:30');
    const b = bazi('1984-12-24', '08:05');
    const { judgement: _, ...stale } = a;
    const m = baziMatch(stale as MatchChart, b);
    expect(m).toEqual(baziMatch(a, b));
    const useful = dim(m, 'usefulElements').findings.filter((f) => f.person === 'a');
    expect(useful.map((f) => f.element)).toEqual([
      judgementOfChart(a).elements.useful,
      judgementOfChart(a).elements.favourable,
    ]);
  });

  it('over many couples: no lack is a help unless the element is the receiver’s 用神 or 喜神', () => {
    let helpsSeen = 0;
    let withheld = 0;
    for (let i = 0; i < 40; i++) {
      const a = bazi(`${1950 + i}-0${1 + (i % 9)}-1${i % 10}`, '06:30');
      const b = bazi(`${1951 + i}-1${i % 3}-2${i % 8}`, '18:45');
      const d = dim(baziMatch(a, b), 'elements');
      for (const f of d.findings.filter((x) => x.kind === 'fillsLack')) {
        const receiver = f.person === 'a' ? b : a;
        expect(f.use).toBe(judgementOfChart(receiver).useOf[f.element as Element]);
        if (f.use && helps(f.use)) helpsSeen++;
        else withheld++;
      }
      const anyHelp = d.findings.some((f) => f.kind === 'fillsLack' && f.use && helps(f.use));
      if (!anyHelp) expect(['neutral', 'tense']).toContain(d.tone);
    }
    expect(helpsSeen).toBeGreaterThan(0);
    expect(withheld).toBeGreaterThan(0);
  });
});

describe('useful elements (用神 / 喜神) in the partner’s chart', () => {
  const use = (a: Parameters<typeof fake>[0], b: Parameters<typeof fake>[0]) =>
    dim(baziMatch(fake(a), fake(b)), 'usefulElements');
  it('grades each by its share in the other chart: strong from 25 %, weak under 10 %', () => {
    const d = use(
      { useful: 'fire', favourable: 'wood', percent: { fire: 5, wood: 30 } },
      { useful: 'metal', favourable: 'earth', percent: { fire: 25, wood: 9.9, metal: 12, earth: 20 } },
    );
    expect(d.findings).toEqual([
      { kind: 'usefulStrong', person: 'a', role: 'useful', element: 'fire', percent: 5, otherPercent: 25 },
      {
        kind: 'usefulWeak',
        person: 'a',
        role: 'favourable',
        element: 'wood',
        percent: 30,
        otherPercent: 9.9,
      },
      {
        kind: 'usefulModerate',
        person: 'b',
        role: 'useful',
        element: 'metal',
        percent: 12,
        otherPercent: 20,
      },
      {
        kind: 'usefulModerate',
        person: 'b',
        role: 'favourable',
        element: 'earth',
        percent: 20,
        otherPercent: 20,
      },
    ]);
    expect(d.tone).toBe('supportive');
  });
  it('mutual 用神 → harmonious; only a 喜神 → supportive; nothing strong → neutral, never tense', () => {
    expect(
      use({ useful: 'fire', percent: { water: 30 } }, { useful: 'water', percent: { fire: 30 } }).tone,
    ).toBe('harmonious');
    expect(use({ useful: 'fire', favourable: 'wood' }, { percent: { wood: 26 } }).tone).toBe('supportive');
    expect(use({ useful: 'fire', favourable: 'wood' }, { useful: 'metal', favourable: 'earth' }).tone).toBe(
      'neutral',
    );
    expect(
      use(
        { useful: 'fire', favourable: 'wood', percent: { metal: 1, earth: 1 } },
        { useful: 'metal', favourable: 'earth', percent: { fire: 1, wood: 1 } },
      ).tone,
    ).toBe('neutral');
  });
});
