import { type Pillar, sexagenaryIndex } from './stems-branches';

/** 納音 of the thirty sexagenary pairs (甲子乙丑 海中金 …), as simplified-Chinese keys; the UI localises them. */
export const NAYIN = [
  '海中金',
  '炉中火',
  '大林木',
  '路旁土',
  '剑锋金',
  '山头火',
  '涧下水',
  '城头土',
  '白蜡金',
  '杨柳木',
  '泉中水',
  '屋上土',
  '霹雳火',
  '松柏木',
  '长流水',
  '沙中金',
  '山下火',
  '平地木',
  '壁上土',
  '金箔金',
  '覆灯火',
  '天河水',
  '大驿土',
  '钗钏金',
  '桑柘木',
  '大溪水',
  '沙中土',
  '天上火',
  '石榴木',
  '大海水',
] as const;
export type Nayin = (typeof NAYIN)[number];

/** The 納音 of a pillar: pair index floor(sexagenary index / 2). */
export function nayinOf(p: Pillar): Nayin {
  return NAYIN[Math.floor(sexagenaryIndex(p) / 2)] as Nayin;
}
