import { controls, produces, type Stem, stemElement, stemPolarity } from './stems-branches';

/** The ten gods (通変星 / 十神), keyed; the UI names them (比肩 … 印綬 / 正印 / Direct Resource). */
export const TEN_GODS = [
  'friend',
  'robWealth',
  'eatingGod',
  'hurtingOfficer',
  'indirectWealth',
  'directWealth',
  'sevenKillings',
  'directOfficer',
  'indirectResource',
  'directResource',
] as const;
export type TenGod = (typeof TEN_GODS)[number];

/**
 * The ten god of `other` seen from the day master: which way the elements relate (same, produced by, controlled
 * by, controlling, producing the day master), then same polarity → the first of the pair, opposite → the second.
 */
export function tenGod(dayMaster: Stem, other: Stem): TenGod {
  const dm = stemElement(dayMaster);
  const e = stemElement(other);
  const pair =
    e === dm
      ? 0
      : e === produces(dm)
        ? 1
        : e === controls(dm)
          ? 2
          : controls(e) === dm
            ? 3
            : /* produces dm */ 4;
  const samePolarity = stemPolarity(dayMaster) === stemPolarity(other);
  return TEN_GODS[pair * 2 + (samePolarity ? 0 : 1)] as TenGod;
}
