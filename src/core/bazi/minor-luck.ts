import type { LuckDirection } from './luck-pillars';
import { type Pillar, pillarOf, sexagenaryIndex } from './stems-branches';

/**
 * 小运 (minor luck, issue 29 §2): a pillar for each year of life, from the hour pillar one step per year, forward
 * when the 大运 run forward and backward when they run back (lunar-javascript's and tyme4ts's rule: 小运 of 虚岁 n is
 * the hour pillar moved n steps). Years are counted as 虚岁 by the BaZi year (立春): 1 in the birth's year, 2 from
 * the next 立春, as the 流年 are.
 */
export interface MinorLuck extends Pillar {
  /** 虚岁: 1 in the BaZi year of birth. */
  ageSui: number;
  /** The BaZi year (from its 立春) this 小运 runs in. */
  year: number;
}

export function minorLuck(
  hour: Pillar,
  direction: LuckDirection,
  birthBaziYear: number,
  years: number,
): MinorLuck[] {
  const start = sexagenaryIndex(hour);
  const step = direction === 'forward' ? 1 : -1;
  return Array.from({ length: years }, (_, i) => ({
    ...pillarOf(start + step * (i + 1)),
    ageSui: i + 1,
    year: birthBaziYear + i,
  }));
}
