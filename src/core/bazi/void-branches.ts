import { BRANCHES, type Branch, type Pillar, STEMS } from './stems-branches';

/** The two void branches (空亡 / 天中殺) of a pillar's decade: (b − s + 10) and (b − s + 11) mod 12. 庚辰 → 申酉. */
export function voidBranches(p: Pillar): [Branch, Branch] {
  const d = BRANCHES.indexOf(p.branch) - STEMS.indexOf(p.stem);
  return [BRANCHES[(((d + 10) % 12) + 12) % 12] as Branch, BRANCHES[(((d + 11) % 12) + 12) % 12] as Branch];
}

/** A pillar's 旬: the first pillar of its decade of the cycle (甲子, 甲戌 … 甲寅), ten steps that share one 空亡. */
export function xunOf(p: Pillar): string {
  const d = BRANCHES.indexOf(p.branch) - STEMS.indexOf(p.stem);
  return `甲${BRANCHES[((d % 12) + 12) % 12]}`;
}

/**
 * The BaZi years (each from its 立春) whose branch is one of `pair`, from `fromYear` on: two years in a row every
 * twelve years. `count` years are returned (4: this run and the next, or the next two runs).
 */
export function voidYears(pair: readonly [Branch, Branch], fromYear: number, count = 4): number[] {
  const out: number[] = [];
  for (let y = fromYear; out.length < count; y++) {
    const branch = BRANCHES[(((y - 4) % 12) + 12) % 12] as Branch;
    if (pair.includes(branch)) out.push(y);
  }
  return out;
}
