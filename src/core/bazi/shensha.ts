import type { ChartPillarName } from './relations';
import { BRANCHES, type Branch, type Pillar, STEMS, type Stem } from './stems-branches';

// 神煞 (symbolic stars): which branch (or stem) each one marks, looked up from the day stem, the year stem, the year
// branch, the day branch or the month branch, and the day pillars that are stars themselves. Tables and schools in
// docs/decisions/0014-shensha.md. A 神煞 colours the reading of the pillar it falls on; it never changes the
// strength, the 用神 or a period's grade (judgement.ts, period-verdict.ts).

export const SHENSHA_KEYS = [
  'tianYi',
  'taiJi',
  'wenChang',
  'xueTang',
  'lu',
  'yangRen',
  'jinYu',
  'hongYan',
  'tianDe',
  'yueDe',
  'taoHua',
  'yiMa',
  'huaGai',
  'jiangXing',
  'jieSha',
  'wangShen',
  'hongLuan',
  'tianXi',
  'guChen',
  'guaSu',
  'kuiGang',
  'yinChaYangCuo',
  'shiEDaBai',
] as const;
export type ShenshaKey = (typeof SHENSHA_KEYS)[number];

/** What a 神煞 is looked up from. */
export type ShenshaBasis = 'dayStem' | 'yearStem' | 'yearBranch' | 'dayBranch' | 'monthBranch' | 'dayPillar';

/** One 神煞 on one pillar, with what it was found from (a star found from two bases is listed once per basis). */
export interface ShenshaHit {
  key: ShenshaKey;
  pillar: ChartPillarName;
  basis: ShenshaBasis;
}

type ByStem = Readonly<Record<Stem, readonly Branch[]>>;
type ByBranch = Readonly<Record<Branch, Branch>>;

const byStem = (s: string): ByStem =>
  Object.fromEntries(
    STEMS.map((stem, i) => [stem, [...(s.split(' ')[i] as string)] as Branch[]]),
  ) as unknown as ByStem;
const byBranch = (s: string): ByBranch =>
  Object.fromEntries(BRANCHES.map((b, i) => [b, s[i] as Branch])) as unknown as ByBranch;

/** Tables by the stem (甲 … 癸), each entry the branches it marks. */
const STEM_TABLES = {
  // 甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸兔蛇藏，六辛逢馬虎 (『三命通會』).
  tianYi: byStem('丑未 子申 亥酉 亥酉 丑未 子申 丑未 寅午 卯巳 卯巳'),
  // 甲乙生人子午中，丙丁雞兔定亨通，戊己兩干臨四季，庚辛寅亥祿豐隆，壬癸巳申偏喜美.
  taiJi: byStem('子午 子午 卯酉 卯酉 辰戌丑未 辰戌丑未 寅亥 寅亥 巳申 巳申'),
  // 甲乙巳午報君知，丙戊申宮丁己雞，庚豬辛鼠壬逢虎，癸人見卯入雲梯.
  wenChang: byStem('巳 午 申 酉 申 酉 亥 子 寅 卯'),
  // 学堂: the day stem's 長生 (yin stems by 陽生陰死).
  xueTang: byStem('亥 午 寅 酉 寅 酉 巳 子 申 卯'),
  // 禄: the day stem's 臨官.
  lu: byStem('寅 卯 巳 午 巳 午 申 酉 亥 子'),
  // 羊刃: the branch after the 禄 (yin stems' 刃 as most Chinese apps list them; some schools give yin stems none).
  yangRen: byStem('卯 辰 午 未 午 未 酉 戌 子 丑'),
  // 金輿: two branches after the 禄.
  jinYu: byStem('辰 巳 未 申 未 申 戌 亥 丑 寅'),
  // 紅艷.
  hongYan: byStem('午 午 寅 未 辰 辰 戌 酉 子 申'),
} as const satisfies Record<string, ByStem>;

/** Tables by a branch (子 … 亥), each entry the branch it marks. */
const BRANCH_TABLES = {
  // The 三合 group's stars (申子辰, 寅午戌, 巳酉丑, 亥卯未): 桃花 (咸池) at the group's 沐浴, 驛馬 at the clash of
  // its first branch, 華蓋 at its last, 將星 at its centre; 劫煞 and 亡神 as 『三命通會』 lists them.
  taoHua: byBranch('酉午卯子酉午卯子酉午卯子'),
  yiMa: byBranch('寅亥申巳寅亥申巳寅亥申巳'),
  huaGai: byBranch('辰丑戌未辰丑戌未辰丑戌未'),
  jiangXing: byBranch('子酉午卯子酉午卯子酉午卯'),
  jieSha: byBranch('巳寅亥申巳寅亥申巳寅亥申'),
  wangShen: byBranch('亥申巳寅亥申巳寅亥申巳寅'),
  // By the year branch only.
  hongLuan: byBranch('卯寅丑子亥戌酉申未午巳辰'),
  tianXi: byBranch('酉申未午巳辰卯寅丑子亥戌'),
  guChen: byBranch('寅寅巳巳巳申申申亥亥亥寅'),
  guaSu: byBranch('戌戌丑丑丑辰辰辰未未未戌'),
} as const satisfies Record<string, ByBranch>;

/** 天德 and 月德 by the month branch (子 … 亥): a stem, or for 天德 in four months a branch. */
const TIAN_DE = '巳庚丁申壬辛亥甲癸寅丙乙';
const YUE_DE = '壬庚丙甲壬庚丙甲壬庚丙甲';

/** Day pillars that are 神煞 in themselves. */
const DAY_PILLARS: Readonly<Record<'kuiGang' | 'yinChaYangCuo' | 'shiEDaBai', readonly string[]>> = {
  kuiGang: ['庚辰', '庚戌', '壬辰', '戊戌'],
  yinChaYangCuo: [
    '丙子',
    '丁丑',
    '戊寅',
    '辛卯',
    '壬辰',
    '癸巳',
    '丙午',
    '丁未',
    '戊申',
    '辛酉',
    '壬戌',
    '癸亥',
  ],
  shiEDaBai: ['甲辰', '乙巳', '丙申', '丁亥', '戊戌', '己丑', '庚辰', '辛巳', '壬申', '癸亥'],
};

/** Which references each star is looked up from (the day-pillar stars are handled apart). */
const STEM_BASES: Readonly<Record<keyof typeof STEM_TABLES, readonly ('dayStem' | 'yearStem')[]>> = {
  tianYi: ['dayStem', 'yearStem'],
  taiJi: ['dayStem', 'yearStem'],
  wenChang: ['dayStem', 'yearStem'],
  xueTang: ['dayStem'],
  lu: ['dayStem'],
  yangRen: ['dayStem'],
  jinYu: ['dayStem'],
  hongYan: ['dayStem'],
};
const BRANCH_BASES: Readonly<Record<keyof typeof BRANCH_TABLES, readonly ('yearBranch' | 'dayBranch')[]>> = {
  taoHua: ['yearBranch', 'dayBranch'],
  yiMa: ['yearBranch', 'dayBranch'],
  huaGai: ['yearBranch', 'dayBranch'],
  jiangXing: ['yearBranch', 'dayBranch'],
  jieSha: ['yearBranch', 'dayBranch'],
  wangShen: ['yearBranch', 'dayBranch'],
  hongLuan: ['yearBranch'],
  tianXi: ['yearBranch'],
  guChen: ['yearBranch'],
  guaSu: ['yearBranch'],
};

/** The natal references a 神煞 is looked up from. */
export interface ShenshaRefs {
  dayStem: Stem;
  yearStem: Stem;
  yearBranch: Branch;
  dayBranch: Branch;
  monthBranch: Branch;
}

export const shenshaRefs = (natal: { year: Pillar; month: Pillar; day: Pillar }): ShenshaRefs => ({
  dayStem: natal.day.stem,
  yearStem: natal.year.stem,
  yearBranch: natal.year.branch,
  dayBranch: natal.day.branch,
  monthBranch: natal.month.branch,
});

/** The 神煞 a pillar carries against the natal references (each star once per basis), in SHENSHA_KEYS order. */
export function shenshaOnPillar(refs: ShenshaRefs, p: Pillar): { key: ShenshaKey; basis: ShenshaBasis }[] {
  const out: { key: ShenshaKey; basis: ShenshaBasis }[] = [];
  for (const key of SHENSHA_KEYS) {
    if (key in STEM_TABLES) {
      const k = key as keyof typeof STEM_TABLES;
      for (const basis of STEM_BASES[k])
        if (STEM_TABLES[k][refs[basis]].includes(p.branch)) out.push({ key, basis });
    } else if (key in BRANCH_TABLES) {
      const k = key as keyof typeof BRANCH_TABLES;
      for (const basis of BRANCH_BASES[k])
        if (BRANCH_TABLES[k][refs[basis]] === p.branch) out.push({ key, basis });
    } else if (key === 'tianDe' || key === 'yueDe') {
      const mark = (key === 'tianDe' ? TIAN_DE : YUE_DE)[BRANCHES.indexOf(refs.monthBranch)];
      if (mark === p.stem || mark === p.branch) out.push({ key, basis: 'monthBranch' });
    }
  }
  return out;
}

/** Whether a day pillar is one of the day-pillar stars (魁罡, 陰差陽錯, 十惡大敗). */
const dayPillarStars = (day: Pillar): ShenshaKey[] =>
  (Object.keys(DAY_PILLARS) as (keyof typeof DAY_PILLARS)[]).filter((k) =>
    DAY_PILLARS[k].includes(day.stem + day.branch),
  );

/**
 * Every 神煞 in a chart: on each known pillar (the hour is null when the birth time is unknown), found from the
 * natal references, plus the day-pillar stars on the day pillar.
 */
export function chartShensha(pillars: {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  hour: Pillar | null;
}): ShenshaHit[] {
  const refs = shenshaRefs(pillars);
  const hits: ShenshaHit[] = [];
  for (const pillar of ['year', 'month', 'day', 'hour'] as const) {
    const p = pillars[pillar];
    if (!p) continue;
    for (const h of shenshaOnPillar(refs, p)) hits.push({ ...h, pillar });
    if (pillar === 'day') for (const key of dayPillarStars(p)) hits.push({ key, pillar, basis: 'dayPillar' });
  }
  return hits;
}
