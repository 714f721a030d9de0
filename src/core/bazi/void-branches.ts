import { BRANCHES, type Branch, type Pillar, STEMS } from './stems-branches';

/** The two void branches (空亡 / 天中殺) of a pillar's decade: (b − s + 10) and (b − s + 11) mod 12. 庚辰 → 申酉. */
export function voidBranches(p: Pillar): [Branch, Branch] {
  const d = BRANCHES.indexOf(p.branch) - STEMS.indexOf(p.stem);
  return [BRANCHES[(((d + 10) % 12) + 12) % 12] as Branch, BRANCHES[(((d + 11) % 12) + 12) % 12] as Branch];
}
