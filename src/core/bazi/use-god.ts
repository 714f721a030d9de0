import { type ChartReading, type Following, mainQiCount, present, roleOf, usable } from './following';
import type { ElementRole } from './fortune';
import { chineseHiddenStems } from './hidden-stems';
import { controls, ELEMENTS, type Element, type Pillar, produces, stemElement } from './stems-branches';

/** The five labels the judgement gives the five elements (each element gets exactly one). */
export type ElementUse = 'useful' | 'favourable' | 'unfavourable' | 'enemy' | 'idle';

/** Why the useful element was chosen (a message key's last part). */
export type UseGodReason =
  | 'officerRestrainsCompanions' // 身強用官殺
  | 'wealthBreaksResource' // 印重用財
  | 'wealthHoldsTheMonth' // 身旺用財: wealth holds the month
  | 'outputDrainsCompanions' // 身強用食傷 (洩秀)
  | 'wealthDrainsCompanions' // 身強, no usable output: wealth takes the surplus
  | 'resourceTransformsOfficer' // 殺重用印 (化殺)
  | 'resourceRestrainsOutput' // 傷重用印
  | 'resourceAgainstWealth' // 財多身弱用印
  | 'outputControlsOfficer' // 食神制殺
  | 'companionsShareWealth' // 財多用比劫
  | 'companionsHoldAgainstOutput' // 洩重無印用比劫
  | 'followTheDayMaster' // 從強・專旺
  | 'followOutput' // 從兒, or a 專旺 whose output shows (秀氣流行)
  | 'followTheStrongest' // 從財・從殺
  | 'followTrend' // 從勢
  | 'followTransformation' // 化氣
  | 'climateTable'; // 調候 first (『窮通寶鑑』)

export interface FavourableElements {
  /** 用神, 喜神, 忌神, 仇神, 閑神. */
  useful: Element;
  favourable: Element;
  unfavourable: Element;
  enemy: Element;
  idle: Element;
  reason: UseGodReason;
  method: 'supportRestrain' | 'follow' | 'climate';
  /** False when the chart lacks the useful element and waits for a luck pillar or year to bring it. */
  usefulInChart: boolean;
}

/**
 * Fills 仇神 and 閑神 (what is left) around the three chosen: 仇神 is `enemyFirst` when given and free, else what
 * feeds the 忌神.
 */
export function withRest(
  useful: Element,
  favourable: Element,
  unfavourable: Element,
  enemyFirst?: Element,
): Pick<FavourableElements, 'useful' | 'favourable' | 'unfavourable' | 'enemy' | 'idle'> {
  const taken = [useful, favourable, unfavourable];
  const rest = ELEMENTS.filter((e) => !taken.includes(e));
  const feeder = ELEMENTS.find((e) => produces(e) === unfavourable) as Element;
  const enemy =
    enemyFirst && rest.includes(enemyFirst)
      ? enemyFirst
      : rest.includes(feeder)
        ? feeder
        : (rest[0] as Element);
  const idle = rest.find((e) => e !== enemy) as Element;
  return { useful, favourable, unfavourable, enemy, idle };
}

const heaviest = (r: ChartReading, roles: readonly ElementRole[]): ElementRole =>
  [...roles].sort((a, b) => r.weighted[roleOf(r, b)] - r.weighted[roleOf(r, a)])[0] as ElementRole;

/** 月令 as printed (任鐵樵 reads 「財星得月令」 of the month itself); the rules also ask the element to be there. */
const monthMainQi = (r: ChartReading) =>
  stemElement((chineseHiddenStems((r.pillars[1] as Pillar).branch)[0] as { stem: Pillar['stem'] }).stem);

/**
 * 用神 of a following chart: the force it follows, fed by what produces it, and the element that would break the
 * following as 忌神 (the officer for 從強, companions for 從財, output for 從殺, the resource otherwise).
 */
export function followingElements(r: ChartReading, f: Following): FavourableElements {
  const el = (role: ElementRole) => roleOf(r, role);
  const feeder = ELEMENTS.find((e) => produces(e) === f.element) as Element;
  const breaker = ELEMENTS.find((e) => controls(e) === f.element) as Element;
  let pick: [Element, Element, Element];
  let reason: UseGodReason;
  switch (f.kind) {
    case 'transformed':
      pick = [f.element, feeder, breaker];
      reason = 'followTransformation';
      break;
    case 'specialProsperity':
    case 'followStrong':
      pick = f.element === r.dm ? [r.dm, el('resource'), el('officer')] : [f.element, r.dm, el('resource')];
      reason = f.element === r.dm ? 'followTheDayMaster' : 'followOutput';
      break;
    case 'followChild':
      pick = [f.element, el('wealth'), el('resource')];
      reason = 'followOutput';
      break;
    case 'followTrend':
      pick = [f.element, el('wealth'), el('resource')];
      reason = 'followTrend';
      break;
    case 'followWealth':
      pick = [f.element, el('output'), el('companion')];
      reason = 'followTheStrongest';
      break;
    case 'followOfficer':
      pick = [f.element, el('wealth'), el('output')];
      reason = 'followTheStrongest';
      break;
  }
  return { ...withRest(...pick), reason, method: 'follow', usefulInChart: present(r, pick[0]) };
}

/**
 * 扶抑 (『子平真詮』「用神」, 任鐵樵 throughout): a strong day master takes a usable officer first (one in the month,
 * or shown with a root); a resource-heavy one takes wealth to break the resource; otherwise its surplus goes to
 * wealth when wealth holds the month, else to usable output, else to wealth. A weak one takes its resource when
 * the chart has one; without, output that can meet a heavy officer (食神制殺) or, failing that, the resource a
 * luck pillar brings; companions against heavy wealth or output.
 */
export function supportRestrainElements(r: ChartReading, side: 'strong' | 'weak'): FavourableElements {
  const el = (role: ElementRole) => roleOf(r, role);
  let pick: [ElementRole, ElementRole, ElementRole];
  let reason: UseGodReason;
  if (side === 'strong') {
    const outputHolds = usable(r, el('output')) || mainQiCount(r, el('output')) > 0;
    if ((monthMainQi(r) === el('officer') && present(r, el('officer'))) || usable(r, el('officer'))) {
      pick = ['officer', 'wealth', 'output'];
      reason = 'officerRestrainsCompanions';
    } else if (r.weighted[el('resource')] >= r.weighted[r.dm] && present(r, el('wealth'))) {
      pick = ['wealth', 'output', 'resource'];
      reason = 'wealthBreaksResource';
    } else if (monthMainQi(r) === el('wealth') && present(r, el('wealth'))) {
      pick = ['wealth', 'output', 'companion'];
      reason = 'wealthHoldsTheMonth';
    } else if (outputHolds) {
      pick = ['output', 'wealth', 'resource'];
      reason = 'outputDrainsCompanions';
    } else if (present(r, el('output'))) {
      pick = ['output', 'wealth', 'resource'];
      reason = 'outputDrainsCompanions';
    } else if (present(r, el('wealth'))) {
      pick = ['wealth', 'output', 'companion'];
      reason = 'wealthDrainsCompanions';
    } else {
      pick = ['officer', 'wealth', 'output'];
      reason = 'officerRestrainsCompanions';
    }
  } else {
    const drain = heaviest(r, ['officer', 'output', 'wealth']);
    if (present(r, el('resource'))) {
      pick = ['resource', 'companion', drain];
      reason =
        drain === 'officer'
          ? 'resourceTransformsOfficer'
          : drain === 'output'
            ? 'resourceRestrainsOutput'
            : 'resourceAgainstWealth';
    } else if (drain === 'officer') {
      pick = usable(r, el('output'))
        ? ['output', 'companion', 'officer']
        : ['resource', 'companion', 'officer'];
      reason = pick[0] === 'output' ? 'outputControlsOfficer' : 'resourceTransformsOfficer';
    } else {
      pick = ['companion', 'resource', drain];
      reason = drain === 'wealth' ? 'companionsShareWealth' : 'companionsHoldAgainstOutput';
    }
  }
  const [u, f, x] = pick.map(el) as [Element, Element, Element];
  // 病藥: for a strong day master whatever adds to it is the illness, so its own element and its resource take the
  // two harmful labels (the one not already 忌神 becomes 仇神); a weak one's 仇神 is what feeds its 忌神.
  const enemyFirst = side === 'strong' ? [el('companion'), el('resource')].find((e) => e !== x) : undefined;
  return {
    ...withRest(u, f, x, enemyFirst),
    reason,
    method: 'supportRestrain',
    usefulInChart: present(r, u),
  };
}
