import { BRANCHES, type Branch, STEMS, type Stem } from './stems-branches';

/** The twelve life stages (十二運 / 十二长生), in order from 長生. */
export const LIFE_STAGES = [
  'growth',
  'bath',
  'crown',
  'prosperity',
  'peak',
  'decline',
  'sickness',
  'death',
  'tomb',
  'extinction',
  'conception',
  'nurture',
] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

/** Branch of 長生 for each stem: 甲亥 乙午 丙寅 丁酉 戊寅 己酉 庚巳 辛子 壬申 癸卯 (陽生陰死). */
const GROWTH_BRANCH: readonly Branch[] = ['亥', '午', '寅', '酉', '寅', '酉', '巳', '子', '申', '卯'];

/** The stage of `stem` at `branch`: yang stems count forward from 長生, yin stems backward. */
export function lifeStage(stem: Stem, branch: Branch): LifeStage {
  const s = STEMS.indexOf(stem);
  const start = BRANCHES.indexOf(GROWTH_BRANCH[s] as Branch);
  const b = BRANCHES.indexOf(branch);
  const steps = s % 2 === 0 ? b - start : start - b;
  return LIFE_STAGES[((steps % 12) + 12) % 12] as LifeStage;
}
