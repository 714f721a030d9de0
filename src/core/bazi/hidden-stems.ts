import type { HiddenStemRule } from './conventions';
import type { Branch, Stem } from './stems-branches';

/** Layer of a hidden stem: 本気 main, 中気 middle, 余気 residual. */
export type HiddenRole = 'main' | 'middle' | 'residual';

export interface HiddenStem {
  stem: Stem;
  role: HiddenRole;
}

/**
 * Chinese standard table, in the order both 6tail libraries list the stems: by how much of the branch each holds
 * (for 辰: 戊 18 days, 乙 9, 癸 3 of the month), which is also the order the weighted counts use. The roles are
 * named as 人元司令 names them (and as our 月律分野 table below and tyme4ts's own 司令 table do): in the four
 * storage branches the 中気 is the element stored there (辰 holds water: 癸) and the 余気 is what remains of the
 * season before (辰 follows the wood month 卯: 乙). Labelling by position instead would call 辰's 乙 its 中気.
 */
const M = 'main';
const C = 'middle';
const R = 'residual';
const CHINESE: Readonly<Record<Branch, readonly (readonly [Stem, HiddenRole])[]>> = {
  子: [['癸', M]],
  丑: [
    ['己', M],
    ['癸', R],
    ['辛', C],
  ],
  寅: [
    ['甲', M],
    ['丙', C],
    ['戊', R],
  ],
  卯: [['乙', M]],
  辰: [
    ['戊', M],
    ['乙', R],
    ['癸', C],
  ],
  巳: [
    ['丙', M],
    ['庚', C],
    ['戊', R],
  ],
  午: [
    ['丁', M],
    ['己', C],
  ],
  未: [
    ['己', M],
    ['丁', R],
    ['乙', C],
  ],
  申: [
    ['庚', M],
    ['壬', C],
    ['戊', R],
  ],
  酉: [['辛', M]],
  戌: [
    ['戊', M],
    ['辛', R],
    ['丁', C],
  ],
  亥: [
    ['壬', M],
    ['甲', C],
  ],
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

/**
 * The Chinese hidden stems of a branch, main first, then by how much of the branch each holds (not by role: see
 * the table). Two-stem branches (午, 亥) have a main and a middle qi, no residual.
 */
export function chineseHiddenStems(branch: Branch): HiddenStem[] {
  return CHINESE[branch].map(([stem, role]) => ({ stem, role }));
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
