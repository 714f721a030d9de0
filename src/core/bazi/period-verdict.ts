import type { Gender } from './conventions';
import { type ElementRole, elementOfRole, type FortuneArea, type FortuneGrade } from './fortune';
import { chineseHiddenStems } from './hidden-stems';
import {
  type ChartJudgement,
  type ElementUse,
  type JudgedChart,
  judgementOfChart,
  natalPillarsOf,
} from './judgement';
import {
  type ChartPillarName,
  CLASHES,
  DIRECTIONALS,
  PILLAR_NAMES,
  SIX_HARMONIES,
  STEM_COMBINATIONS,
  samePair,
  TRIADS,
} from './relations';
import { runningPillars } from './running-pillars';
import { startOfSpring } from './solar-terms';
import { type Branch, controls, type Element, type Pillar, type Stem, stemElement } from './stems-branches';

/**
 * One verdict for any period — a luck pillar (大運), a year (流年), a month (流月) or a day (流日) — computed once
 * here and only rendered by every page (issue 27). It weighs the period's stem and branch against the chart's
 * 用神…忌神, then what it does to the chart: 天克地沖 (反吟) and 伏吟 with a natal pillar, a clash or a combination
 * with a natal branch (the day branch is the 配偶宮), a 三合・方局 it completes, a combination that binds the 用神
 * (合去), 歲運並臨, and 空亡 (天中殺), which halves what its branch brings. The running pillar above it (the luck
 * pillar for a year, the year for a month, the month for a day) is its backdrop at half weight. Sources in
 * docs/decisions/0012.
 */
export const PERIOD_VERDICT_CONFIG = {
  version: 'seimei-period-verdict-2',
  value: { useful: 1, favourable: 0.6, idle: 0, enemy: -0.6, unfavourable: -1 } as Readonly<
    Record<ElementUse, number>
  >,
  /** 天克地沖 with the day pillar shakes the self and the 配偶宮; with another pillar, what it stands for. */
  clashPillar: { day: -1, other: -0.5 },
  /** 伏吟: the period repeats a natal pillar (stagnation, the same matter twice). */
  samePillar: -0.5,
  /** A branch clash: it shakes a useful branch, and clears away a harmful one (沖去忌神). */
  branchClash: { harms: -0.5, clears: 0.25 },
  /** 六合 with the day branch: a tie formed at the 配偶宮. */
  dayCombine: 0.25,
  /** 合去: the period's stem combines with a natal stem of the 用神 element and ties it up. */
  bindsUseful: -0.75,
  /** 歲運並臨: the year repeats the luck pillar, and everything its stem and branch bring counts this much more. */
  meetsLuckFactor: 0.5,
  /** 空亡: the branch brings this share of its effect. */
  voidBranchShare: 0.5,
  backdropShare: 0.5,
  /** Lowest scores of 大吉, 吉 and 中; below the last is 凶. Each grade stays under 45 % of births (tested). */
  thresholds: { 大吉: 1.6, 吉: 0.45, 中: -0.9 } as Readonly<Record<Exclude<FortuneGrade, '凶'>, number>>,
} as const;

export type PeriodKind = 'luck' | 'year' | 'month' | 'day';

export type PeriodSignalKind =
  | 'stem' // the period's stem, by its element's role
  | 'branch' // the period's branch, by its main element's role
  | 'clashPillar' // 天克地沖 (反吟) with a natal pillar
  | 'samePillar' // 伏吟
  | 'branchClash' // 沖 with a natal branch
  | 'dayCombine' // 六合 with the day branch (配偶宮)
  | 'formsFrame' // completes a 三合 or 方局 with the chart's branches
  | 'bindsUseful' // 合去 of the 用神
  | 'meetsLuck' // 歲運並臨
  | 'void' // 空亡 / 天中殺
  | 'backdrop'; // the running pillar above it

export interface PeriodSignal {
  kind: PeriodSignalKind;
  points: number;
  pillar?: ChartPillarName;
  element?: Element;
  use?: ElementUse;
  /** The characters involved, e.g. 子午 or 申子辰. */
  chars?: string;
}

/** 六親 a period touches, by gender (male: 財 wife, 官殺 children; female: 官殺 husband, 食傷 children). */
export type Kin = 'spouse' | 'children' | 'mother' | 'father' | 'siblings';

export type AreaThemeKind =
  | 'starArrives' // the area's star (a ten-god family) comes with the period
  | 'palaceClashed' // its palace (the day branch for love, the month for career) is clashed
  | 'palaceCombined'
  | 'competition'; // companions arrive where wealth is concerned (劫財)

export interface AreaTheme {
  kind: AreaThemeKind;
  role: ElementRole;
  element: Element;
  use: ElementUse;
}

export interface AreaReading {
  /** Out of five, from the themes below only. */
  stars: number;
  themes: AreaTheme[];
}

export interface PeriodVerdict {
  kind: PeriodKind;
  pillar: Pillar;
  grade: FortuneGrade;
  score: number;
  /** The roles of the period's stem element and branch (main) element for this chart. */
  stemUse: ElementUse;
  branchUse: ElementUse;
  signals: PeriodSignal[];
  /** An area the period does not touch is null: it is not starred (issue 27). Null for all without a gender. */
  areas: Record<FortuneArea, AreaReading | null> | null;
  kin: Kin[];
  void: boolean;
  rule: string;
}

export interface PeriodContext {
  judgement: ChartJudgement;
  /** The natal pillars, year to hour (three without a birth time). */
  natal: readonly Pillar[];
  gender: Gender | undefined;
  /** The day pillar's 空亡 pair. */
  voidPair: readonly [Branch, Branch];
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const mainElement = (b: Branch) => stemElement((chineseHiddenStems(b)[0] as { stem: Stem }).stem);
const stemClashes = (a: Stem, b: Stem) =>
  controls(stemElement(a)) === stemElement(b) || controls(stemElement(b)) === stemElement(a);
const ROLES: readonly ElementRole[] = ['companion', 'output', 'wealth', 'officer', 'resource'];

function roleOfElement(dm: Element, e: Element): ElementRole {
  return ROLES.find((r) => elementOfRole(dm, r) === e) as ElementRole;
}

/** The two roles of the period: its stem's and its branch's main element. */
function baseSignals(ctx: PeriodContext, p: Pillar, isVoid: boolean, factor: number): PeriodSignal[] {
  const c = PERIOD_VERDICT_CONFIG;
  const stemEl = stemElement(p.stem);
  const branchEl = mainElement(p.branch);
  const stemUse = ctx.judgement.useOf[stemEl];
  const branchUse = ctx.judgement.useOf[branchEl];
  return [
    { kind: 'stem', points: round2(factor * c.value[stemUse]), element: stemEl, use: stemUse, chars: p.stem },
    {
      kind: 'branch',
      points: round2(factor * c.value[branchUse] * (isVoid ? c.voidBranchShare : 1)),
      element: branchEl,
      use: branchUse,
      chars: p.branch,
    },
  ];
}

/** What the period does to the chart: clashes, repeats, combinations and frames, with their points. */
function chartSignals(ctx: PeriodContext, p: Pillar, running: readonly Pillar[]): PeriodSignal[] {
  const c = PERIOD_VERDICT_CONFIG;
  const out: PeriodSignal[] = [];
  const useOf = ctx.judgement.useOf;
  ctx.natal.forEach((n, i) => {
    const pillar = PILLAR_NAMES[i] as ChartPillarName;
    const branchClash = CLASHES.some((x) => samePair(p.branch, n.branch, x));
    if (n.stem === p.stem && n.branch === p.branch)
      out.push({ kind: 'samePillar', points: c.samePillar, pillar, chars: `${p.stem}${p.branch}` });
    else if (branchClash && stemClashes(p.stem, n.stem))
      out.push({
        kind: 'clashPillar',
        points: pillar === 'day' ? c.clashPillar.day : c.clashPillar.other,
        pillar,
        chars: `${p.stem}${p.branch}${n.stem}${n.branch}`,
      });
    else if (branchClash) {
      const use = useOf[mainElement(n.branch)];
      const harms = c.value[use] >= 0;
      out.push({
        kind: 'branchClash',
        points: harms ? c.branchClash.harms : c.branchClash.clears,
        pillar,
        element: mainElement(n.branch),
        use,
        chars: `${p.branch}${n.branch}`,
      });
    }
    if (pillar === 'day' && SIX_HARMONIES.some((h) => samePair(p.branch, n.branch, h)))
      out.push({ kind: 'dayCombine', points: c.dayCombine, pillar, chars: `${p.branch}${n.branch}` });
  });
  // A 三合 or 方局 the period completes: it was not whole without the period's branch.
  const others = [...ctx.natal.map((n) => n.branch), ...running.map((r) => r.branch)];
  for (const [a, b, d, element] of [...TRIADS, ...DIRECTIONALS]) {
    const set = [a, b, d] as Branch[];
    if (!set.includes(p.branch) || set.every((x) => others.includes(x))) continue;
    if (set.every((x) => x === p.branch || others.includes(x))) {
      const use = useOf[element];
      out.push({ kind: 'formsFrame', points: c.value[use], element, use, chars: set.join('') });
    }
  }
  // 合去: the period's stem combines with a natal stem of the useful element.
  const useful = ctx.judgement.elements.useful;
  const bound = ctx.natal.find(
    (n, i) =>
      i !== 2 &&
      stemElement(n.stem) === useful &&
      STEM_COMBINATIONS.some(([x, y]) => (x === p.stem && y === n.stem) || (y === p.stem && x === n.stem)),
  );
  if (bound)
    out.push({
      kind: 'bindsUseful',
      points: c.bindsUseful,
      pillar: PILLAR_NAMES[ctx.natal.indexOf(bound)] as ChartPillarName,
      element: useful,
      chars: `${p.stem}${bound.stem}`,
    });
  return out;
}

/** The areas the period touches, with their themes and stars (gender-aware: the spouse star differs). */
function areasOf(ctx: PeriodContext, p: Pillar, signals: readonly PeriodSignal[]): PeriodVerdict['areas'] {
  if (!ctx.gender) return null;
  const dm = stemElement((ctx.natal[2] as Pillar).stem);
  const c = PERIOD_VERDICT_CONFIG;
  const brought = new Set<Element>([stemElement(p.stem), mainElement(p.branch)]);
  const roleArrives = (role: ElementRole) => brought.has(elementOfRole(dm, role));
  const theme = (kind: AreaThemeKind, role: ElementRole): AreaTheme => {
    const element = elementOfRole(dm, role);
    return { kind, role, element, use: ctx.judgement.useOf[element] };
  };
  const touchesPalace = (pillar: ChartPillarName) =>
    signals.filter(
      (s) =>
        s.pillar === pillar && ['clashPillar', 'branchClash', 'samePillar', 'dayCombine'].includes(s.kind),
    );
  const read = (
    stars: AreaTheme['role'][],
    palace: ChartPillarName | null,
    competition = false,
  ): AreaReading | null => {
    const themes: AreaTheme[] = [];
    for (const role of stars) if (roleArrives(role)) themes.push(theme('starArrives', role));
    if (competition && roleArrives('companion')) themes.push(theme('competition', 'companion'));
    for (const s of palace ? touchesPalace(palace) : [])
      themes.push(
        theme(s.kind === 'dayCombine' ? 'palaceCombined' : 'palaceClashed', stars[0] as ElementRole),
      );
    if (themes.length === 0) return null;
    let sum = 0;
    for (const t of themes)
      sum +=
        t.kind === 'starArrives'
          ? c.value[t.use]
          : t.kind === 'palaceClashed'
            ? -1
            : t.kind === 'palaceCombined'
              ? 0.5
              : -0.5;
    // Three stars is "even": a theme that weighs (−0.5, 分財) or lifts (+0.5) moves the stars off it, so a star count
    // never reads neutral beside a reason that is not (round half away from three).
    const steps = Math.sign(sum) * Math.round(Math.abs(sum));
    return { stars: Math.min(5, Math.max(1, 3 + steps)), themes };
  };
  const spouse: ElementRole = ctx.gender === 'male' ? 'wealth' : 'officer';
  return {
    career: read(['officer', 'output'], 'month'),
    wealth: read(['wealth'], null, true),
    love: read([spouse], 'day'),
    health: read(
      ['resource', 'companion'],
      signals.some((s) => s.pillar === 'day' && s.kind === 'clashPillar') ? 'day' : null,
    ),
  };
}

function kinOf(ctx: PeriodContext, p: Pillar): Kin[] {
  if (!ctx.gender) return [];
  const dm = stemElement((ctx.natal[2] as Pillar).stem);
  const roles = new Set([stemElement(p.stem), mainElement(p.branch)].map((e) => roleOfElement(dm, e)));
  const male = ctx.gender === 'male';
  const out: Kin[] = [];
  if (roles.has(male ? 'wealth' : 'officer')) out.push('spouse');
  if (roles.has(male ? 'officer' : 'output')) out.push('children');
  if (roles.has('resource')) out.push('mother');
  if (roles.has('wealth')) out.push('father');
  if (roles.has('companion')) out.push('siblings');
  return out;
}

/**
 * The verdict of one period. `running` is what runs above it, outermost first: [] for a luck pillar, [luck] for a
 * year, [luck, year] for a month, [luck, year, month] for a day (a missing luck pillar is left out).
 */
export function periodVerdict(
  ctx: PeriodContext,
  kind: PeriodKind,
  pillar: Pillar,
  running: readonly Pillar[] = [],
): PeriodVerdict {
  const c = PERIOD_VERDICT_CONFIG;
  const isVoid = ctx.voidPair.includes(pillar.branch);
  const meetsLuck =
    kind === 'year' &&
    running.length > 0 &&
    running[0]?.stem === pillar.stem &&
    running[0]?.branch === pillar.branch;
  const base = baseSignals(ctx, pillar, isVoid, meetsLuck ? 1 + c.meetsLuckFactor : 1);
  const signals: PeriodSignal[] = [...base, ...chartSignals(ctx, pillar, running)];
  if (meetsLuck) signals.push({ kind: 'meetsLuck', points: 0, chars: `${pillar.stem}${pillar.branch}` });
  if (isVoid) signals.push({ kind: 'void', points: 0, chars: pillar.branch });
  const above = running.at(-1);
  if (above && !meetsLuck) {
    const backdrop = baseSignals(ctx, above, ctx.voidPair.includes(above.branch), c.backdropShare);
    signals.push({
      kind: 'backdrop',
      points: round2(backdrop.reduce((s, x) => s + x.points, 0)),
      chars: `${above.stem}${above.branch}`,
    });
  }
  const score = round2(signals.reduce((s, x) => s + x.points, 0));
  const t = c.thresholds;
  const grade: FortuneGrade = score >= t.大吉 ? '大吉' : score >= t.吉 ? '吉' : score >= t.中 ? '中' : '凶';
  return {
    kind,
    pillar: { stem: pillar.stem, branch: pillar.branch },
    grade,
    score,
    stemUse: base[0]?.use as ElementUse,
    branchUse: base[1]?.use as ElementUse,
    signals,
    areas: areasOf(ctx, pillar, signals),
    kin: kinOf(ctx, pillar),
    void: isVoid,
    rule: c.version,
  };
}

/** The verdicts running at an instant: the luck pillar's, and the year's with that luck pillar as its backdrop. */
export interface RunningVerdicts {
  luck: PeriodVerdict | null;
  year: PeriodVerdict;
  /** The BaZi year (from its 立春) and the luck pillar's start date, for the pages' headings. */
  baziYear: number;
  luckStartDate: string | null;
}

/** A chart's period context: its judgement, natal pillars (three without a time), gender and day 空亡. */
export function periodContext(
  b: JudgedChart & { voidBranches: { day: readonly [Branch, Branch] } },
  gender: Gender | null | undefined,
): PeriodContext {
  return {
    judgement: judgementOfChart(b),
    natal: natalPillarsOf(b),
    gender: gender ?? undefined,
    voidPair: b.voidBranches.day,
  };
}

/** The luck pillar's and the year's verdicts at `atUtcMs` (runningPillars decides which are running). */
export function runningVerdicts(
  ctx: PeriodContext,
  chart: Parameters<typeof runningPillars>[0],
  atUtcMs: number,
): RunningVerdicts {
  const running = runningPillars(chart, atUtcMs);
  const luck = running.luck ? periodVerdict(ctx, 'luck', running.luck) : null;
  const year = yearVerdict(ctx, chart, running.year.year);
  return { luck, year, baziYear: running.year.year, luckStartDate: running.luck?.startDate ?? null };
}

/**
 * The verdict of the BaZi year `year` (from its 立春), with the luck pillar running at its 立春 as the backdrop — the
 * same for the whole year, whichever day of it a page is read on (the transit timeline reads it the same way).
 */
export function yearVerdict(
  ctx: PeriodContext,
  chart: Parameters<typeof runningPillars>[0],
  year: number,
): PeriodVerdict {
  const at = runningPillars(chart, startOfSpring(year).utcMs);
  return periodVerdict(ctx, 'year', at.year, at.luck ? [at.luck] : []);
}
