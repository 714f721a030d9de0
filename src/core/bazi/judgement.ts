import { chartQi } from './chart-qi';
import { climateStems } from './climate-table';
import type { UseGodMethod } from './conventions';
import { type StrengthFactors, strengthFactors } from './day-master-strength';
import { type ElementBalance, elementBalance } from './element-balance';
import { type ChartReading, type Following, followingOf, present } from './following';
import { chineseHiddenStems, type HiddenRole } from './hidden-stems';
import {
  type Branch,
  controls,
  ELEMENTS,
  type Element,
  type Pillar,
  produces,
  type Stem,
  stemElement,
} from './stems-branches';
import { type TenGod, tenGod } from './ten-gods';
import {
  type ElementUse,
  type FavourableElements,
  followingElements,
  supportRestrainElements,
  withRest,
} from './use-god';

export type { ElementUse, FavourableElements, Following };

/**
 * The judgement of a chart as a 子平 teacher makes it (issue 27, docs/decisions/0012): how strong the day master is
 * and why (得令, 得地, 得勢, after the chart's combinations), whether it is a following chart (從格, 化氣, 專旺),
 * the structure (格局) from the month branch, 用神 to 閑神 by 扶抑 or by the following, and 調候 from 『窮通寶鑑』's
 * table as its own line. Calibrated on 任鐵樵's verdicts in 『滴天髓闡微』 (classical-calibration.test.ts); every
 * rule names its source in the decision record, and every factor is returned for the page to show.
 */
export const JUDGEMENT_CONFIG = {
  version: 'seimei-judgement-3',
  school: 'ditiansui-ren',
} as const;

/**
 * The one label set for strength that every page uses: strong or weak (扶抑 reads it), or the kind of following
 * chart it is.
 */
export type StrengthLevel = 'strong' | 'weak' | Following['kind'];
export type PillarName = 'year' | 'month' | 'day' | 'hour';
const PILLAR_NAMES: readonly PillarName[] = ['year', 'month', 'day', 'hour'];

export interface DayMasterStrength extends StrengthFactors {
  level: StrengthLevel;
  /** Which way the chart leans: a following chart leans the way of what it follows. */
  side: 'strong' | 'weak';
  following: Following | null;
  /**
   * The following kind again, under the name the `chart` command has printed since issue 12 (set exactly when
   * the chart follows; checked from outside, so kept).
   */
  exception: Following['kind'] | null;
  /** Share of the weighted qi that supports the day master (its element and its resource). */
  supportPercent: number;
}

/** 格局 keys: a ten god's structure (正官格, 七殺格 …) or one of the two month-branch exceptions. */
export type StructureKind =
  | Exclude<TenGod, 'friend' | 'robWealth'>
  | 'establishedProsperity' // 建祿格: the month branch is the day master's 祿
  | 'monthBlade' // 月刃格 (陽刃格): the month branch is a yang day master's 羊刃
  | 'companion'; // the month's main qi is the day master's own element and nothing else is revealed

export interface Structure {
  kind: StructureKind;
  /** The month branch's hidden stem the structure is taken from, and the stems where it shows (透干). */
  stem: Stem;
  role: HiddenRole;
  revealedIn: PillarName[];
}

/** 調候 (『窮通寶鑑』): the book's stems for this day stem in this month, in its order, and which the chart holds. */
export interface ClimateNeed {
  stems: Stem[];
  /** The element of the first stem, the one the book names first. */
  need: Element;
  /** The book's stems that show in the chart's stems or hidden stems. */
  found: Stem[];
  met: boolean;
}

export interface ChartJudgement {
  strength: DayMasterStrength;
  structure: Structure;
  elements: FavourableElements;
  /** Each element's label, for lookups. */
  useOf: Record<Element, ElementUse>;
  climate: ClimateNeed;
  /** The school's way of choosing 用神 this judgement was made with. */
  method: UseGodMethod;
  model: string;
}

/** 祿: the branch where each stem's element is at its peak of its own polarity. */
const LU: Record<Stem, Branch> = {
  甲: '寅',
  乙: '卯',
  丙: '巳',
  丁: '午',
  戊: '巳',
  己: '午',
  庚: '申',
  辛: '酉',
  壬: '亥',
  癸: '子',
};
/** 羊刃 of the yang stems (the branch after the 祿). */
const BLADE: Partial<Record<Stem, Branch>> = { 甲: '卯', 丙: '午', 戊: '午', 庚: '酉', 壬: '子' };

/**
 * 格局 from the month branch (『子平真詮』「八字用神，專求月令」): its main qi's ten god, unless the main qi is not
 * revealed in a stem and another of its hidden stems is (then that one: 透者為用); when the main qi is the day
 * master's own element, the month is 建祿 or 月刃, or the structure comes from a revealed other hidden stem.
 */
export function structureOf(pillars: readonly Pillar[]): Structure {
  const dm = (pillars[2] as Pillar).stem;
  const month = (pillars[1] as Pillar).branch;
  const hidden = chineseHiddenStems(month);
  const revealedIn = (stem: Stem) =>
    PILLAR_NAMES.filter((name, i) => name !== 'day' && pillars[i]?.stem === stem);
  const main = hidden[0] as (typeof hidden)[number];
  const isCompanion = (stem: Stem) => stemElement(stem) === stemElement(dm);
  const pick = (h: (typeof hidden)[number], kind: StructureKind): Structure => ({
    kind,
    stem: h.stem,
    role: h.role,
    revealedIn: revealedIn(h.stem),
  });
  if (isCompanion(main.stem)) {
    if (LU[dm] === month) return pick(main, 'establishedProsperity');
    if (BLADE[dm] === month) return pick(main, 'monthBlade');
    const other = hidden.find((h) => !isCompanion(h.stem) && revealedIn(h.stem).length > 0);
    return other ? pick(other, tenGod(dm, other.stem) as StructureKind) : pick(main, 'companion');
  }
  const chosen =
    revealedIn(main.stem).length > 0
      ? main
      : (hidden.find((h) => h !== main && !isCompanion(h.stem) && revealedIn(h.stem).length > 0) ?? main);
  return pick(chosen, tenGod(dm, chosen.stem) as StructureKind);
}

/** 調候 for a chart: 『窮通寶鑑』's stems for its day stem and month, and which of them the chart holds. */
export function climateNeed(pillars: readonly Pillar[]): ClimateNeed {
  const stems = [...climateStems((pillars[2] as Pillar).stem, (pillars[1] as Pillar).branch)];
  const held = new Set<Stem>();
  pillars.forEach((p, i) => {
    if (i !== 2) held.add(p.stem);
    for (const h of chineseHiddenStems(p.branch)) held.add(h.stem);
  });
  const found = stems.filter((s) => held.has(s));
  return { stems, need: stemElement(stems[0] as Stem), found, met: found.includes(stems[0] as Stem) };
}

/**
 * 調候 first: the book's first stem is 用神, what feeds it 喜神 and what controls it 忌神 (仇神 and 閑神 as in 扶抑).
 */
export function climateFirstElements(climate: ClimateNeed, reading: ChartReading): FavourableElements {
  const useful = climate.need;
  const favourable = ELEMENTS.find((e) => produces(e) === useful) as Element;
  const unfavourable = ELEMENTS.find((e) => controls(e) === useful) as Element;
  return {
    ...withRest(useful, favourable, unfavourable),
    reason: 'climateTable',
    method: 'climate',
    usefulInChart: present(reading, useful),
  };
}

/** The strength of the day master: its factors, the following structure if any, and the one label. */
export function dayMasterStrength(reading: ChartReading): DayMasterStrength {
  const factors = strengthFactors(reading.pillars);
  const following = followingOf(reading);
  const side = following ? following.side : factors.points >= factors.strongAtLeast ? 'strong' : 'weak';
  return {
    ...factors,
    level: following ? following.kind : side,
    side,
    following,
    exception: following?.kind ?? null,
    supportPercent: Math.round(reading.supportShare * 1000) / 10,
  };
}

/** What the judgement reads of four pillars (year, month, day, hour) and their element balance. */
export function chartReading(pillars: readonly Pillar[], balance: ElementBalance): ChartReading {
  return {
    pillars,
    qi: chartQi(pillars),
    dm: stemElement((pillars[2] as Pillar).stem),
    weighted: balance.weighted,
    supportShare: balance.dayMaster.supportPercent / 100,
  };
}

/**
 * The whole judgement of four pillars (year, month, day, hour) with their element balance. A following chart is
 * read by its following; otherwise 'climateFirst' takes 『窮通寶鑑』's first stem and the default 扶抑 decides.
 */
export function judgeChart(
  pillars: readonly Pillar[],
  balance: ElementBalance,
  method: UseGodMethod = 'supportRestrain',
): ChartJudgement {
  const reading = chartReading(pillars, balance);
  const strength = dayMasterStrength(reading);
  const climate = climateNeed(pillars);
  const elements = strength.following
    ? followingElements(reading, strength.following)
    : method === 'climateFirst'
      ? climateFirstElements(climate, reading)
      : supportRestrainElements(reading, strength.side);
  const useOf = {} as Record<Element, ElementUse>;
  for (const e of ELEMENTS) {
    useOf[e] = (['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const).find(
      (k) => elements[k] === e,
    ) as ElementUse;
  }
  return {
    strength,
    structure: structureOf(pillars),
    elements,
    useOf,
    climate,
    method,
    model: JUDGEMENT_CONFIG.version,
  };
}

/** The parts of a computed chart its judgement is read from. */
export interface JudgedChart {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  hour: Pillar | null;
  judgement?: ChartJudgement;
  conventions?: { useGod?: UseGodMethod };
}

/** A chart's natal pillars as plain stem and branch, year to hour (three without a birth time). */
export function natalPillarsOf(b: JudgedChart): Pillar[] {
  return [b.year, b.month, b.day, ...(b.hour ? [b.hour] : [])].map((p) => ({
    stem: p.stem,
    branch: p.branch,
  }));
}

/**
 * The judgement of a computed chart under the current model: the one it carries, or — for a chart stored under an
 * older model or another 用神 method — the same function run again on its pillars. Every page and every period
 * verdict reads the chart's judgement through this.
 */
export function judgementOfChart(b: JudgedChart): ChartJudgement {
  const method = b.conventions?.useGod ?? 'supportRestrain';
  if (b.judgement?.model === JUDGEMENT_CONFIG.version && b.judgement.method === method) return b.judgement;
  const pillars = natalPillarsOf(b);
  return judgeChart(pillars, elementBalance(pillars, b.day.stem), method);
}
