import type { HiddenStemRule } from './conventions';
import type { Branch, Stem } from './stems-branches';

/** Layer of a hidden stem: 本気 main, 中気 middle, 余気 residual. */
export type HiddenRole = 'main' | 'middle' | 'residual';

export interface HiddenStem {
  stem: Stem;
  role: HiddenRole;
}

/** Chinese standard table (本气, 中气, 余气), as both 6tail libraries have it. */
const CHINESE: Readonly<Record<Branch, readonly Stem[]>> = {
  子: ['癸'],
  丑: ['己', '癸', '辛'],
  寅: ['甲', '丙', '戊'],
  卯: ['乙'],
  辰: ['戊', '乙', '癸'],
  巳: ['丙', '庚', '戊'],
  午: ['丁', '己'],
  未: ['己', '丁', '乙'],
  申: ['庚', '壬', '戊'],
  酉: ['辛'],
  戌: ['戊', '辛', '丁'],
  亥: ['壬', '甲'],
};

/**
 * Japanese 月律分野蔵干: [stem, last day it rules] in order 余気 → 中気 → 本気, counting days since the 節入り
 * (day 1 = the first 24 hours). The last entry rules to the end of the month. 申 and 亥 follow the pattern of
 * the other 生支 (寅, 巳): 7 / 7 / rest.
 */
const JAPANESE: Readonly<Record<Branch, readonly (readonly [Stem, number])[]>> = {
  子: [
    ['壬', 10],
    ['癸', 99],
  ],
  丑: [
    ['癸', 9],
    ['辛', 12],
    ['己', 99],
  ],
  寅: [
    ['戊', 7],
    ['丙', 14],
    ['甲', 99],
  ],
  卯: [
    ['甲', 10],
    ['乙', 99],
  ],
  辰: [
    ['乙', 9],
    ['癸', 12],
    ['戊', 99],
  ],
  巳: [
    ['戊', 7],
    ['庚', 14],
    ['丙', 99],
  ],
  午: [
    ['丙', 10],
    ['己', 20],
    ['丁', 99],
  ],
  未: [
    ['丁', 9],
    ['乙', 12],
    ['己', 99],
  ],
  申: [
    ['戊', 7],
    ['壬', 14],
    ['庚', 99],
  ],
  酉: [
    ['庚', 10],
    ['辛', 99],
  ],
  戌: [
    ['辛', 9],
    ['丁', 12],
    ['戊', 99],
  ],
  亥: [
    ['戊', 7],
    ['甲', 14],
    ['壬', 99],
  ],
};

/** The Chinese three-layer hidden stems of a branch, main first. */
export function chineseHiddenStems(branch: Branch): HiddenStem[] {
  const roles: HiddenRole[] = ['main', 'middle', 'residual'];
  const stems = CHINESE[branch];
  // Two-stem branches (午, 亥) have a main and a middle qi, no residual.
  return stems.map((stem, i) => ({ stem, role: roles[i] as HiddenRole }));
}

/** The one 月律分野 stem ruling `dayOfMonth` (1 = first day after the 節入り). */
export function japaneseHiddenStem(branch: Branch, dayOfMonth: number): HiddenStem {
  const table = JAPANESE[branch];
  const index = table.findIndex(([, lastDay]) => dayOfMonth <= lastDay);
  const i = index === -1 ? table.length - 1 : index;
  const role: HiddenRole = i === table.length - 1 ? 'main' : i === 0 ? 'residual' : 'middle';
  return { stem: (table[i] as readonly [Stem, number])[0], role };
}

/** Hidden stems under a convention: the full Chinese table, or the single Japanese 月律分野 stem. */
export function hiddenStems(branch: Branch, rule: HiddenStemRule, dayOfMonth: number): HiddenStem[] {
  return rule === 'chinese' ? chineseHiddenStems(branch) : [japaneseHiddenStem(branch, dayOfMonth)];
}
