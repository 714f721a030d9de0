import type { Branch, Stem } from './stems-branches';

/** Hanyu Pinyin with tone marks of each Heavenly Stem, for readers who do not read the characters. */
export const STEM_PINYIN: Readonly<Record<Stem, string>> = {
  甲: 'jiǎ',
  乙: 'yǐ',
  丙: 'bǐng',
  丁: 'dīng',
  戊: 'wù',
  己: 'jǐ',
  庚: 'gēng',
  辛: 'xīn',
  壬: 'rén',
  癸: 'guǐ',
};

/** Hanyu Pinyin with tone marks of each Earthly Branch. */
export const BRANCH_PINYIN: Readonly<Record<Branch, string>> = {
  子: 'zǐ',
  丑: 'chǒu',
  寅: 'yín',
  卯: 'mǎo',
  辰: 'chén',
  巳: 'sì',
  午: 'wǔ',
  未: 'wèi',
  申: 'shēn',
  酉: 'yǒu',
  戌: 'xū',
  亥: 'hài',
};

/** The zodiac animal of each branch, as a message key (results:animals.<key>). */
export const BRANCH_ANIMAL: Readonly<Record<Branch, string>> = {
  子: 'rat',
  丑: 'ox',
  寅: 'tiger',
  卯: 'rabbit',
  辰: 'dragon',
  巳: 'snake',
  午: 'horse',
  未: 'goat',
  申: 'monkey',
  酉: 'rooster',
  戌: 'dog',
  亥: 'pig',
};
