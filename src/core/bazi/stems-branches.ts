/** The ten heavenly stems, 甲 = 0 … 癸 = 9. */
export const STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export type Stem = (typeof STEMS)[number];

/** The twelve earthly branches, 子 = 0 … 亥 = 11. */
export const BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;
export type Branch = (typeof BRANCHES)[number];

/** The five phases. */
export const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export type Polarity = 'yang' | 'yin';

/** Element of each stem, by index: 甲乙 wood, 丙丁 fire, 戊己 earth, 庚辛 metal, 壬癸 water. */
export function stemElement(stem: Stem): Element {
  return ELEMENTS[Math.floor(STEMS.indexOf(stem) / 2)] as Element;
}

/** Yang for 甲丙戊庚壬, yin for 乙丁己辛癸. */
export function stemPolarity(stem: Stem): Polarity {
  return STEMS.indexOf(stem) % 2 === 0 ? 'yang' : 'yin';
}

/** The element of each branch (its main qi). */
const BRANCH_ELEMENT: Readonly<Record<Branch, Element>> = {
  子: 'water',
  丑: 'earth',
  寅: 'wood',
  卯: 'wood',
  辰: 'earth',
  巳: 'fire',
  午: 'fire',
  未: 'earth',
  申: 'metal',
  酉: 'metal',
  戌: 'earth',
  亥: 'water',
};

export function branchElement(branch: Branch): Element {
  return BRANCH_ELEMENT[branch];
}

/** Yang for 子寅辰午申戌, yin for 丑卯巳未酉亥 (by index parity). */
export function branchPolarity(branch: Branch): Polarity {
  return BRANCHES.indexOf(branch) % 2 === 0 ? 'yang' : 'yin';
}

/** A stem–branch pair. */
export interface Pillar {
  stem: Stem;
  branch: Branch;
}

/** Pillar of a sexagenary index (甲子 = 0 … 癸亥 = 59); any integer, taken mod 60. */
export function pillarOf(index: number): Pillar {
  const i = ((index % 60) + 60) % 60;
  return { stem: STEMS[i % 10] as Stem, branch: BRANCHES[i % 12] as Branch };
}

/** Sexagenary index (0–59) of a stem–branch pair; −1 for a pair that does not occur (甲丑). */
export function sexagenaryIndex(p: Pillar): number {
  const s = STEMS.indexOf(p.stem);
  const b = BRANCHES.indexOf(p.branch);
  if ((s - b) % 2 !== 0) return -1;
  // i ≡ s (mod 10), i ≡ b (mod 12): i = s + 10k with (s + 10k − b) ≡ 0 (mod 12).
  for (let k = 0; k < 6; k++) if ((s + 10 * k - b) % 12 === 0) return s + 10 * k;
  return -1;
}

/** "庚午" for a pillar. */
export function pillarText(p: Pillar): string {
  return p.stem + p.branch;
}

/** Element that `e` produces (生): wood → fire → earth → metal → water → wood. */
export function produces(e: Element): Element {
  return ELEMENTS[(ELEMENTS.indexOf(e) + 1) % 5] as Element;
}

/** Element that `e` controls (剋): wood → earth → water → fire → metal → wood. */
export function controls(e: Element): Element {
  return ELEMENTS[(ELEMENTS.indexOf(e) + 2) % 5] as Element;
}
