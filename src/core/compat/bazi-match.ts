import type { UseGodMethod } from '../bazi/conventions';
import { type ElementBalance, elementBalance } from '../bazi/element-balance';
import { type ChartJudgement, type ElementUse, judgementOfChart } from '../bazi/judgement';
import {
  BREAKS,
  CLASHES,
  HARMS,
  PUNISHMENT_GROUPS,
  SELF_PUNISHING,
  SIX_HARMONIES,
  STEM_CLASHES,
  STEM_COMBINATIONS,
  samePair,
  TRIADS,
} from '../bazi/relations';
import {
  type Branch,
  branchElement,
  controls,
  ELEMENTS,
  type Element,
  type Pillar,
  produces,
  type Stem,
  stemElement,
  stemPolarity,
} from '../bazi/stems-branches';
import { type TenGod, tenGod } from '../bazi/ten-gods';

/**
 * BaZi 合婚 (issue 17 §1): how two charts meet, dimension by dimension, each with the findings that explain its
 * tone. Deliberately no overall score: the open 合婚 scorers that add the dimensions up hide why, and no tone here
 * is a verdict on a couple. Person 'a' is the first chart given, 'b' the second.
 *
 * The thresholds are on the weighted element shares (percent, element-balance.ts), where an even spread is 20 %
 * each. Over 2,000 random births 1940–2010 about 29 % of shares fall under 10, 31 % reach 25 and 17 % reach 35.
 *
 * What an element is to each person is their chart's judgement (judgementOfChart, issue 27), the one every page
 * reads: no finding calls an element worth having for someone whose chart has it as 閑神, 忌神 or 仇神.
 */
export const MATCH_CONFIG = {
  version: 'seimei-match-2',
  /** Under half the even share: the element is scarce in that chart (most charts have one or two). */
  lackBelowPercent: 10,
  /** A quarter above the even share: enough to make up for the other's scarcity. */
  strongAtLeastPercent: 25,
  /** Nearly twice the even share: already dominant, so a partner with as much only adds to the lean. */
  excessAtLeastPercent: 35,
  /** 用神 / 喜神 in the partner's chart: the same cut-offs, read as "much of it" and "little of it". */
  usefulStrongAtLeastPercent: 25,
  usefulWeakBelowPercent: 10,
} as const;

export type MatchDimensionKey = 'dayMasters' | 'dayBranches' | 'yearBranches' | 'elements' | 'usefulElements';
export const MATCH_DIMENSION_KEYS: readonly MatchDimensionKey[] = [
  'dayMasters',
  'dayBranches',
  'yearBranches',
  'elements',
  'usefulElements',
];

/** How a dimension reads: drawn together, one feeding the other, neither, both at once, or friction. */
export type MatchTone = 'harmonious' | 'supportive' | 'neutral' | 'mixed' | 'tense';

export type MatchPerson = 'a' | 'b';

export type DayMasterFindingKind =
  | 'stemCombination'
  | 'stemClash'
  | 'sameStem'
  | 'sameElement'
  | 'produces'
  | 'controls'
  | 'tenGod';
export type BranchFindingKind =
  | 'sixHarmony'
  | 'triadPart'
  | 'clash'
  | 'punishment'
  | 'selfPunishment'
  | 'harm'
  | 'break'
  | 'sameBranch'
  | 'noRelation';
export type ElementFindingKind = 'fillsLack' | 'doublesExcess' | 'sharedLack' | 'noElementLink';
export type UsefulFindingKind = 'usefulStrong' | 'usefulModerate' | 'usefulWeak';
export type MatchFindingKind =
  | DayMasterFindingKind
  | BranchFindingKind
  | ElementFindingKind
  | UsefulFindingKind;

/**
 * Every parameter a finding may carry. Each kind has exactly the ones listed for it in MatchFinding; the others
 * are absent. `percent` is always the share in `person`'s chart and `otherPercent` the share in the other's.
 */
export interface MatchFindingParams {
  /** The two characters that meet, A's first ('子丑'). */
  chars: string;
  element: Element;
  otherElement: Element;
  person: MatchPerson;
  /** tenGod: the day stem of `person`, who looks… */
  dayMaster: Stem;
  /** …at this stem, the other's day master. */
  stem: Stem;
  tenGod: TenGod;
  /** triadPart: the whole 三合 ('申子辰'), the branch that would complete it, and whether the pair holds its peak. */
  triad: string;
  completes: Branch;
  peak: boolean;
  percent: number;
  otherPercent: number;
  aPercent: number;
  bPercent: number;
  /** fillsLack: the receiver has none of the element among its eight characters (only in hidden stems, if at all). */
  absent: boolean;
  /** fillsLack: absent from the receiver's eight characters but there in a hidden stem (elements.hiddenOnly). */
  hidden: boolean;
  /** fillsLack: what the element is to the receiver (the person who has little of it), by their judgement. */
  use: ElementUse;
  /** doublesExcess, sharedLack: what the element is to A and to B, by each one's judgement. */
  aUse: ElementUse;
  bUse: ElementUse;
  role: 'useful' | 'favourable';
}

type Finding<K extends MatchFindingKind, P extends keyof MatchFindingParams = never> = { kind: K } & Pick<
  MatchFindingParams,
  P
> & { [Q in Exclude<keyof MatchFindingParams, P>]?: undefined };

/** One reason behind a dimension's tone: a key for the UI's sentence and the values it fills in. */
export type MatchFinding =
  // dayMasters
  | Finding<'stemCombination', 'chars' | 'element'> // 干合 甲己 …, element = what it transforms into
  | Finding<'stemClash', 'chars'> // 天干冲 甲庚 乙辛 丙壬 丁癸
  | Finding<'sameStem', 'chars' | 'element'>
  | Finding<'sameElement', 'chars' | 'element'> // 甲乙: one element, the two polarities
  // person's element feeds (produces) or restrains (controls) the other's
  | Finding<'produces' | 'controls', 'chars' | 'person' | 'element' | 'otherElement'>
  | Finding<'tenGod', 'person' | 'dayMaster' | 'stem' | 'tenGod'> // the other's day stem as person's ten god
  // dayBranches, yearBranches
  | Finding<'sixHarmony', 'chars' | 'element'> // 六合
  | Finding<'triadPart', 'chars' | 'element' | 'triad' | 'completes' | 'peak'> // two of a 三合
  | Finding<'clash', 'chars'> // 冲
  | Finding<'punishment', 'chars'> // 刑: two of 寅巳申 or 丑戌未, or 子卯
  | Finding<'selfPunishment', 'chars'> // 自刑: 辰辰 午午 酉酉 亥亥
  | Finding<'harm', 'chars'> // 害
  | Finding<'break', 'chars'> // 破
  | Finding<'sameBranch', 'chars' | 'element'> // the same branch, not one of the self-punishing four
  | Finding<'noRelation', 'chars'>
  // elements
  | Finding<'fillsLack', 'person' | 'element' | 'percent' | 'otherPercent' | 'absent' | 'hidden' | 'use'> // person has what the other lacks
  | Finding<'doublesExcess', 'element' | 'aPercent' | 'bPercent' | 'aUse' | 'bUse'>
  | Finding<'sharedLack', 'element' | 'aPercent' | 'bPercent' | 'aUse' | 'bUse'>
  | Finding<'noElementLink'>
  // usefulElements: person's 用神 (role 'useful') or 喜神 ('favourable'), by its share in the other's chart
  | Finding<
      'usefulStrong' | 'usefulModerate' | 'usefulWeak',
      'person' | 'role' | 'element' | 'percent' | 'otherPercent'
    >;

export interface MatchDimension {
  key: MatchDimensionKey;
  tone: MatchTone;
  findings: MatchFinding[];
}

export interface BaziMatch {
  /** One per MatchDimensionKey, in MATCH_DIMENSION_KEYS order. */
  dimensions: MatchDimension[];
  model: string;
}

/**
 * What the match reads from a chart; a BaziChart (bazi-chart.ts) is one. Its judgement is read through
 * judgementOfChart (the one it carries, or the same function run again for a chart stored under an older model).
 */
export interface MatchChart {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  hour: Pillar | null;
  elements: Pick<ElementBalance, 'percent' | 'counts'> & Partial<Pick<ElementBalance, 'hiddenOnly'>>;
  judgement?: ChartJudgement;
  conventions?: { useGod?: UseGodMethod };
}

/** A chart with its judgement and hidden-only elements as the match reads them. */
interface Judged {
  chart: MatchChart;
  j: ChartJudgement;
  hiddenOnly: readonly Element[];
}

function judged(chart: MatchChart): Judged {
  const pillars = [chart.year, chart.month, chart.day, ...(chart.hour ? [chart.hour] : [])];
  return {
    chart,
    j: judgementOfChart(chart),
    // A chart stored before the balance named them: worked out by the same function.
    hiddenOnly: chart.elements.hiddenOnly ?? elementBalance(pillars, chart.day.stem).hiddenOnly,
  };
}

/** An element is worth having for a chart only as its 用神 or 喜神. */
export const helps = (use: ElementUse): boolean => use === 'useful' || use === 'favourable';

/** How two day stems meet, for the tone: the five ways, read the same from either side. */
export type StemBond = 'combination' | 'sameElement' | 'produces' | 'restrains' | 'presses';

/**
 * Day masters' tone by their bond. 干合 pairs are 正財 / 正官 to each other and bind; the other opposite-polarity
 * control (乙戊, 丁庚 …, also 正財 / 正官) is a measured restraint; a same-polarity control (偏財 / 七殺, the 天干冲
 * among them) presses.
 */
export const DAY_MASTER_TONE: Readonly<Record<StemBond, MatchTone>> = {
  combination: 'harmonious',
  produces: 'supportive', // 食傷 one way, 印 the other
  sameElement: 'neutral', // 比肩 / 劫財: peers
  restrains: 'neutral',
  presses: 'tense',
};

/**
 * Which way each branch finding pulls. A pair's tone: only 'toward' → harmonious, only 'against' → tense, both
 * (巳申 六合 with 刑 and 破; 寅亥 六合 with 破) → mixed, neither → neutral.
 */
export const BRANCH_PULL: Readonly<Record<BranchFindingKind, 'toward' | 'against' | 'none'>> = {
  sixHarmony: 'toward',
  triadPart: 'toward',
  clash: 'against',
  punishment: 'against',
  selfPunishment: 'against',
  harm: 'against',
  break: 'against',
  sameBranch: 'none',
  noRelation: 'none',
};

function toneOf(toward: boolean, against: boolean, towardTone: MatchTone): MatchTone {
  if (toward) return against ? 'mixed' : towardTone;
  return against ? 'tense' : 'neutral';
}

export function stemBond(a: Stem, b: Stem): StemBond {
  if (STEM_COMBINATIONS.some((c) => samePair(a, b, c))) return 'combination';
  const ea = stemElement(a);
  const eb = stemElement(b);
  if (ea === eb) return 'sameElement';
  if (produces(ea) === eb || produces(eb) === ea) return 'produces';
  return stemPolarity(a) === stemPolarity(b) ? 'presses' : 'restrains';
}

function dayMasters(a: Stem, b: Stem): MatchDimension {
  const chars = a + b;
  const ea = stemElement(a);
  const eb = stemElement(b);
  const findings: MatchFinding[] = [];
  const combination = STEM_COMBINATIONS.find((c) => samePair(a, b, c));
  if (combination) findings.push({ kind: 'stemCombination', chars, element: combination[2] });
  if (STEM_CLASHES.some((c) => samePair(a, b, c))) findings.push({ kind: 'stemClash', chars });
  if (a === b) findings.push({ kind: 'sameStem', chars, element: ea });
  else if (ea === eb) findings.push({ kind: 'sameElement', chars, element: ea });
  else {
    const [person, from, to]: [MatchPerson, Element, Element] =
      produces(ea) === eb || controls(ea) === eb ? ['a', ea, eb] : ['b', eb, ea];
    const kind = produces(from) === to ? 'produces' : 'controls';
    findings.push({ kind, chars, person, element: from, otherElement: to });
  }
  findings.push(
    { kind: 'tenGod', person: 'a', dayMaster: a, stem: b, tenGod: tenGod(a, b) },
    { kind: 'tenGod', person: 'b', dayMaster: b, stem: a, tenGod: tenGod(b, a) },
  );
  return { key: 'dayMasters', tone: DAY_MASTER_TONE[stemBond(a, b)], findings };
}

/** Every relation two branches have (A's first in `chars`); noRelation when there is none. */
export function branchFindings(a: Branch, b: Branch): MatchFinding[] {
  const chars = a + b;
  const findings: MatchFinding[] = [];
  const harmony = SIX_HARMONIES.find((h) => samePair(a, b, h));
  if (harmony) findings.push({ kind: 'sixHarmony', chars, element: harmony[2] });
  const triad = a === b ? undefined : TRIADS.find((t) => t.includes(a) && t.includes(b));
  if (triad) {
    const [growth, peak, tomb, element] = triad;
    const completes = [growth, peak, tomb].find((x) => x !== a && x !== b) as Branch;
    findings.push({
      kind: 'triadPart',
      chars,
      element,
      triad: growth + peak + tomb,
      completes,
      // With the peak it is the classical 半合; growth and tomb alone (申辰) only lean toward the triad.
      peak: a === peak || b === peak,
    });
  }
  if (CLASHES.some((c) => samePair(a, b, c))) findings.push({ kind: 'clash', chars });
  if (a !== b && PUNISHMENT_GROUPS.some((g) => g.includes(a) && g.includes(b)))
    findings.push({ kind: 'punishment', chars });
  if (a === b && SELF_PUNISHING.includes(a)) findings.push({ kind: 'selfPunishment', chars });
  if (HARMS.some((c) => samePair(a, b, c))) findings.push({ kind: 'harm', chars });
  if (BREAKS.some((c) => samePair(a, b, c))) findings.push({ kind: 'break', chars });
  if (a === b && !SELF_PUNISHING.includes(a))
    findings.push({ kind: 'sameBranch', chars, element: branchElement(a) });
  if (findings.length === 0) findings.push({ kind: 'noRelation', chars });
  return findings;
}

function branches(key: 'dayBranches' | 'yearBranches', a: Branch, b: Branch): MatchDimension {
  const findings = branchFindings(a, b);
  const pulls = findings.map((f) => BRANCH_PULL[f.kind as BranchFindingKind]);
  return { key, tone: toneOf(pulls.includes('toward'), pulls.includes('against'), 'harmonious'), findings };
}

/**
 * Complementarity of the two element balances, element by element (thresholds in MATCH_CONFIG), each read through
 * what the element is to each person (their judgement): one person strong where the other lacks, both in excess,
 * both lacking. Tone: a lack filled with the receiver's 用神 or 喜神 pulls toward (supportive); both in excess of
 * an element that is not 用神 or 喜神 to both pulls against (tense); both → mixed, otherwise neutral. A lack filled
 * with the receiver's 閑神, 忌神 or 仇神 is noted, never counted as a help; a shared lack is noted, not judged.
 */
function elements(a: Judged, b: Judged): MatchDimension {
  const c = MATCH_CONFIG;
  const fills: MatchFinding[] = [];
  const doubles: MatchFinding[] = [];
  const shared: MatchFinding[] = [];
  for (const element of ELEMENTS) {
    const aPercent = a.chart.elements.percent[element];
    const bPercent = b.chart.elements.percent[element];
    const aUse = a.j.useOf[element];
    const bUse = b.j.useOf[element];
    const pairs: [MatchPerson, number, number, Judged][] = [
      ['a', aPercent, bPercent, b],
      ['b', bPercent, aPercent, a],
    ];
    for (const [person, percent, otherPercent, receiver] of pairs) {
      if (percent >= c.strongAtLeastPercent && otherPercent < c.lackBelowPercent) {
        const absent = receiver.chart.elements.counts[element] === 0;
        fills.push({
          kind: 'fillsLack',
          person,
          element,
          percent,
          otherPercent,
          absent,
          hidden: absent && receiver.hiddenOnly.includes(element),
          use: receiver.j.useOf[element],
        });
      }
    }
    if (aPercent >= c.excessAtLeastPercent && bPercent >= c.excessAtLeastPercent)
      doubles.push({ kind: 'doublesExcess', element, aPercent, bPercent, aUse, bUse });
    if (aPercent < c.lackBelowPercent && bPercent < c.lackBelowPercent)
      shared.push({ kind: 'sharedLack', element, aPercent, bPercent, aUse, bUse });
  }
  const findings = [...fills, ...doubles, ...shared];
  if (findings.length === 0) findings.push({ kind: 'noElementLink' });
  const toward = fills.some((f) => f.use && helps(f.use));
  const against = doubles.some((f) => !(f.aUse && helps(f.aUse) && f.bUse && helps(f.bUse)));
  return { key: 'elements', tone: toneOf(toward, against, 'supportive'), findings };
}

type UsefulLevel = 'usefulStrong' | 'usefulModerate' | 'usefulWeak';

function usefulLevel(otherPercent: number): UsefulLevel {
  if (otherPercent >= MATCH_CONFIG.usefulStrongAtLeastPercent) return 'usefulStrong';
  return otherPercent < MATCH_CONFIG.usefulWeakBelowPercent ? 'usefulWeak' : 'usefulModerate';
}

/**
 * Each person's 用神 and 喜神 (judgement.ts) by their share in the other's chart. Tone: each one's 用神 strong in
 * the other → harmonious; any 用神 or 喜神 strong in the other → supportive; otherwise neutral. Never tense:
 * a partner who does not bring one's useful element takes nothing away.
 */
function usefulElements(a: Judged, b: Judged): MatchDimension {
  const findings: MatchFinding[] = [];
  const sides: [MatchPerson, Judged, Judged][] = [
    ['a', a, b],
    ['b', b, a],
  ];
  for (const [person, own, other] of sides) {
    for (const role of ['useful', 'favourable'] as const) {
      const element = own.j.elements[role];
      const otherPercent = other.chart.elements.percent[element];
      findings.push({
        kind: usefulLevel(otherPercent),
        person,
        role,
        element,
        percent: own.chart.elements.percent[element],
        otherPercent,
      });
    }
  }
  const strong = findings.filter((f) => f.kind === 'usefulStrong');
  const mutual = (['a', 'b'] as const).every((p) =>
    strong.some((f) => f.person === p && f.role === 'useful'),
  );
  return {
    key: 'usefulElements',
    tone: mutual ? 'harmonious' : strong.length > 0 ? 'supportive' : 'neutral',
    findings,
  };
}

/** The 合婚 reading of two charts: five dimensions, each with its tone and the findings behind it. */
export function baziMatch(chartA: MatchChart, chartB: MatchChart): BaziMatch {
  const a = judged(chartA);
  const b = judged(chartB);
  return {
    dimensions: [
      dayMasters(chartA.day.stem, chartB.day.stem),
      branches('dayBranches', chartA.day.branch, chartB.day.branch),
      branches('yearBranches', chartA.year.branch, chartB.year.branch),
      elements(a, b),
      usefulElements(a, b),
    ],
    model: MATCH_CONFIG.version,
  };
}
