import { type Branch, branchElement, type Stem, stemElement } from '../../core/bazi/stems-branches';

/** CSS class that colours a stem or branch by its element (wood green, fire red, earth ochre, metal grey, water blue). */
export const stemClass = (s: Stem) => `el-${stemElement(s)}`;
export const branchClass = (b: Branch) => `el-${branchElement(b)}`;
