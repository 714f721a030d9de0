import type { UseGodMethod } from './conventions';
import type { ElementBalance } from './element-balance';
import { seasonalState } from './element-balance';
import type { ElementRole } from './fortune';
import { elementOfRole } from './fortune';
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

/**
 * A judgement of the chart as a 子平 teacher makes it (issue 12): how strong the day master is and why (得令,
 * 得地, 得勢), the structure (格局) from the month branch, and the favourable and unfavourable elements by
 * 扶抑 (support the weak, restrain the strong), with the climate (調候) need noted. One documented model; other
 * schools weigh these differently, which is why every factor is returned for the page to show.
 *
 * Sources of the rules: 『子平真詮』 (structure from the month branch; a revealed hidden stem decides; 建祿 and
 * 月刃 take their use from elsewhere), 『滴天髓』 (得令・得地・得勢; following structures), 『窮通寶鑑』 (winter
 * wants fire, summer wants water).
 */
export const JUDGEMENT_CONFIG = {
  version: 'seimei-judgement-2',
  school: 'ziping-fuyi',
  /**
   * Share of the weighted elements that supports the day master (its element and its resource). Over random
   * births 1900–2100 the median is about 44 %; 'very' marks roughly the outer 7–9 % on either side.
   */
  veryStrongAbove: 0.75,
  strongAbove: 0.55,
  weakBelow: 0.45,
  veryWeakBelow: 0.2,
  /**
   * How much a same-element hidden stem roots the day master, by how much of the branch it holds (its rank in
   * the table: main, then the larger other share). Not by its 中気 / 余気 name: 辰's 乙 (余気) holds three
   * times the days of its 癸 (中気).
   */
  rootWeightByRank: [1, 0.5, 0.3] as readonly number[],
  /** 得地: roots adding up to at least this (one main-qi root, or a middle and a residual one …). */
  rootedAtLeast: 0.8,
  /** 得勢: at least this many of the other three stems are the day master's element or its resource. */
  supportingStemsAtLeast: 2,
  /** 調候: the climate element counts as present above this share of the weighted total (percent). */
  climateMetPercent: 10,
} as const;

export type StrengthLevel = 'veryStrong' | 'strong' | 'balanced' | 'weak' | 'veryWeak';
export type PillarName = 'year' | 'month' | 'day' | 'hour';
const PILLAR_NAMES: readonly PillarName[] = ['year', 'month', 'day', 'hour'];

/** The named exceptions to 扶抑: a day master so strong or so weak that a teacher would consider following it. */
export type StrengthException = 'followStrong' | 'followWeak';

export interface DayMasterStrength {
  level: StrengthLevel;
  /** Which way 扶抑 corrects it: a balanced chart leans to the side of 50 % it falls on. */
  side: 'strong' | 'weak';
  supportPercent: number;
  /** 得令: the birth month's season is the day master's element or feeds it (旺 or 相). */
  seasonal: { ok: boolean; state: ReturnType<typeof seasonalState> };
  /** 得地: roots of the day master's element in the branches. */
  rooted: { ok: boolean; roots: { pillar: PillarName; stem: Stem; role: HiddenRole }[]; weight: number };
  /** 得勢: the other stems that are the day master's element or its resource. */
  supported: { ok: boolean; stems: { pillar: PillarName; stem: Stem }[] };
  exception: StrengthException | null;
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

/** The five labels 扶抑 gives the five elements (each element gets exactly one). */
export type ElementUse = 'useful' | 'favourable' | 'unfavourable' | 'enemy' | 'idle';

export interface FavourableElements {
  /** 用神, 喜神, 忌神, 仇神, 閑神. */
  useful: Element;
  favourable: Element;
  unfavourable: Element;
  enemy: Element;
  idle: Element;
  /** Why the useful element was chosen (a message key's last part). */
  reason:
    | 'officerRestrainsCompanions'
    | 'outputDrainsCompanions'
    | 'wealthBreaksResource'
    | 'resourceTransformsOfficer'
    | 'resourceRestrainsOutput'
    | 'companionsShareWealth'
    | 'followTheStrongest'
    | 'followTheDayMaster'
    | 'coolTheSummer'
    | 'warmTheWinter';
  method: 'supportRestrain' | 'follow' | 'climate';
}

/** 調候: the element the season asks for (summer water, winter fire) and whether the chart holds it. */
export interface ClimateNeed {
  need: Element;
  percent: number;
  met: boolean;
}

export interface ChartJudgement {
  strength: DayMasterStrength;
  structure: Structure;
  elements: FavourableElements;
  /** Each element's label, for lookups. */
  useOf: Record<Element, ElementUse>;
  climate: ClimateNeed | null;
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

const ROLES: readonly ElementRole[] = ['companion', 'resource', 'output', 'wealth', 'officer'];

/** How strong the day master is, with the three classical factors that make it so. */
export function dayMasterStrength(pillars: readonly Pillar[], balance: ElementBalance): DayMasterStrength {
  const day = pillars[2] as Pillar;
  const dm = stemElement(day.stem);
  const resource = elementOfRole(dm, 'resource');
  const c = JUDGEMENT_CONFIG;
  const support = balance.dayMaster.supportPercent / 100;
  const state = seasonalState(dm, (pillars[1] as Pillar).branch);
  const roots: DayMasterStrength['rooted']['roots'] = [];
  let rootWeight = 0;
  pillars.forEach((p, i) => {
    chineseHiddenStems(p.branch).forEach((h, rank) => {
      if (stemElement(h.stem) !== dm) return;
      roots.push({ pillar: PILLAR_NAMES[i] as PillarName, stem: h.stem, role: h.role });
      rootWeight += c.rootWeightByRank[rank] ?? 0;
    });
  });
  const stems = pillars
    .map((p, i) => ({ pillar: PILLAR_NAMES[i] as PillarName, stem: p.stem }))
    .filter((s) => s.pillar !== 'day' && [dm, resource].includes(stemElement(s.stem)));
  const level: StrengthLevel =
    support > c.veryStrongAbove
      ? 'veryStrong'
      : support > c.strongAbove
        ? 'strong'
        : support < c.veryWeakBelow
          ? 'veryWeak'
          : support < c.weakBelow
            ? 'weak'
            : 'balanced';
  const officer = elementOfRole(dm, 'officer');
  // 従弱: no root and no resource anywhere to hold on to. 専旺: overwhelming and nothing restrains it.
  const resourceAnywhere = balance.weighted[resource] > 0;
  const exception: StrengthException | null =
    level === 'veryWeak' && roots.length === 0 && !resourceAnywhere
      ? 'followWeak'
      : level === 'veryStrong' && balance.weighted[officer] === 0
        ? 'followStrong'
        : null;
  return {
    level,
    side:
      level === 'strong' || level === 'veryStrong' || (level === 'balanced' && support >= 0.5)
        ? 'strong'
        : 'weak',
    supportPercent: balance.dayMaster.supportPercent,
    seasonal: { ok: state === 'prosperous' || state === 'growing', state },
    rooted: { ok: rootWeight >= c.rootedAtLeast, roots, weight: Math.round(rootWeight * 10) / 10 },
    supported: { ok: stems.length >= c.supportingStemsAtLeast, stems },
    exception,
  };
}

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

/**
 * 扶抑: a strong day master is restrained (by the officer when companions crowd it, drained by output otherwise,
 * its resource broken by wealth when resource crowds it); a weak one is supported (by resource against a heavy
 * officer or output, by companions against heavy wealth). A following chart follows its strongest side instead.
 */
export function favourableElements(
  dm: Element,
  strength: DayMasterStrength,
  weighted: Record<Element, number>,
): FavourableElements {
  const el = (role: ElementRole) => elementOfRole(dm, role);
  const w = (role: ElementRole) => weighted[el(role)];
  const heaviest = (roles: readonly ElementRole[]) =>
    [...roles].sort((a, b) => w(b) - w(a) || ROLES.indexOf(a) - ROLES.indexOf(b))[0] as ElementRole;
  const strongSide = strength.side === 'strong';

  let useful: ElementRole;
  let favourable: ElementRole;
  let unfavourable: ElementRole;
  let reason: FavourableElements['reason'];
  let method: FavourableElements['method'] = 'supportRestrain';
  if (strength.exception === 'followWeak') {
    method = 'follow';
    useful = heaviest(['output', 'wealth', 'officer']);
    favourable = useful === 'officer' ? 'wealth' : useful === 'wealth' ? 'output' : 'wealth';
    // Companions would rescue the day master and break the following; resource feeds them.
    unfavourable = 'companion';
    reason = 'followTheStrongest';
  } else if (strength.exception === 'followStrong') {
    method = 'follow';
    useful = 'companion';
    favourable = 'resource';
    unfavourable = 'officer';
    reason = 'followTheDayMaster';
  } else if (strongSide) {
    if (w('resource') > w('companion')) {
      useful = 'wealth';
      favourable = 'output';
      reason = 'wealthBreaksResource';
    } else if (w('officer') > 0) {
      useful = 'officer';
      favourable = 'wealth';
      reason = 'officerRestrainsCompanions';
    } else {
      useful = 'output';
      favourable = 'wealth';
      reason = 'outputDrainsCompanions';
    }
    unfavourable = heaviest(['companion', 'resource']);
  } else {
    const drain = heaviest(['officer', 'output', 'wealth']);
    if (drain === 'wealth') {
      useful = 'companion';
      favourable = 'resource';
      reason = 'companionsShareWealth';
    } else {
      useful = 'resource';
      favourable = 'companion';
      reason = drain === 'officer' ? 'resourceTransformsOfficer' : 'resourceRestrainsOutput';
    }
    unfavourable = drain;
  }
  // 仇神 feeds the 忌神, unless it is already favourable; 閑神 is what is left.
  const taken = new Set<ElementRole>([useful, favourable, unfavourable]);
  const feeder = ROLES.find((r) => produces(el(r)) === el(unfavourable)) as ElementRole;
  const rest = ROLES.filter((r) => !taken.has(r));
  const enemy = rest.includes(feeder) ? feeder : (heaviest(rest) as ElementRole);
  const idle = rest.find((r) => r !== enemy) as ElementRole;
  return {
    useful: el(useful),
    favourable: el(favourable),
    unfavourable: el(unfavourable),
    enemy: el(enemy),
    idle: el(idle),
    reason,
    method,
  };
}

/** 調候 (『窮通寶鑑』): a summer birth (巳午未) wants water, a winter birth (亥子丑) wants fire. */
export function climateNeed(monthBranch: Branch, percent: Record<Element, number>): ClimateNeed | null {
  const need: Element | null = ['巳', '午', '未'].includes(monthBranch)
    ? 'water'
    : ['亥', '子', '丑'].includes(monthBranch)
      ? 'fire'
      : null;
  if (!need) return null;
  return { need, percent: percent[need], met: percent[need] > JUDGEMENT_CONFIG.climateMetPercent };
}

/**
 * 『窮通寶鑑』's order: when the season's need is unmet, the climate element is 用神 before any 扶抑 — water for a
 * summer birth, with metal (its source) as 喜神 and earth (which dams it) as 忌神; fire for a winter birth, with
 * wood as 喜神 and water as 忌神. 仇神 feeds the 忌神 and 閑神 is what is left, as in 扶抑.
 */
export function climateFirstElements(climate: ClimateNeed): FavourableElements {
  const useful = climate.need;
  const favourable = ELEMENTS.find((e) => produces(e) === useful) as Element;
  const unfavourable = ELEMENTS.find((e) => controls(e) === useful) as Element;
  const enemy = ELEMENTS.find((e) => produces(e) === unfavourable) as Element;
  const idle = ELEMENTS.find((e) => ![useful, favourable, unfavourable, enemy].includes(e)) as Element;
  return {
    useful,
    favourable,
    unfavourable,
    enemy,
    idle,
    reason: useful === 'water' ? 'coolTheSummer' : 'warmTheWinter',
    method: 'climate',
  };
}

/**
 * The whole judgement of four pillars (year, month, day, hour) with their element balance. Under 'climateFirst'
 * an unmet climate need decides 用神 (a following chart still follows); otherwise, and by default, 扶抑 does.
 */
export function judgeChart(
  pillars: readonly Pillar[],
  balance: ElementBalance,
  method: UseGodMethod = 'supportRestrain',
): ChartJudgement {
  const dm = stemElement((pillars[2] as Pillar).stem);
  const strength = dayMasterStrength(pillars, balance);
  const climate = climateNeed((pillars[1] as Pillar).branch, balance.percent);
  const elements =
    method === 'climateFirst' && climate && !climate.met && !strength.exception
      ? climateFirstElements(climate)
      : favourableElements(dm, strength, balance.weighted);
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
