import { describe, expect, it } from 'vitest';
import { chineseHiddenStems, japaneseHiddenStem } from './hidden-stems';
import { LIFE_STAGES, lifeStage } from './life-stages';
import { nayinOf } from './nayin';
import { BRANCHES, type Branch, pillarOf, STEMS, type Stem, sexagenaryIndex } from './stems-branches';
import { TEN_GODS, tenGod } from './ten-gods';
import { voidBranches, voidYears } from './void-branches';

// Tables from docs/bazi.md (standard; the ten-god matrix measured there with tyme4ts), typed in independently.
const ZH_TEN_GODS = ['比肩', '劫财', '食神', '伤官', '偏财', '正财', '七杀', '正官', '偏印', '正印'];
const MATRIX = `
甲 比肩 劫财 食神 伤官 偏财 正财 七杀 正官 偏印 正印
乙 劫财 比肩 伤官 食神 正财 偏财 正官 七杀 正印 偏印
丙 偏印 正印 比肩 劫财 食神 伤官 偏财 正财 七杀 正官
丁 正印 偏印 劫财 比肩 伤官 食神 正财 偏财 正官 七杀
戊 七杀 正官 偏印 正印 比肩 劫财 食神 伤官 偏财 正财
己 正官 七杀 正印 偏印 劫财 比肩 伤官 食神 正财 偏财
庚 偏财 正财 七杀 正官 偏印 正印 比肩 劫财 食神 伤官
辛 正财 偏财 正官 七杀 正印 偏印 劫财 比肩 伤官 食神
壬 食神 伤官 偏财 正财 七杀 正官 偏印 正印 比肩 劫财
癸 伤官 食神 正财 偏财 正官 七杀 正印 偏印 劫财 比肩`;

describe('BaZi tables', () => {
  it('ten gods: the full 10 × 10 matrix', () => {
    for (const line of MATRIX.trim().split('\n')) {
      const [dm, ...row] = line.split(' ') as [Stem, ...string[]];
      row.forEach((zh, i) => {
        expect(ZH_TEN_GODS[TEN_GODS.indexOf(tenGod(dm, STEMS[i] as Stem))], `${dm}→${STEMS[i]}`).toBe(zh);
      });
    }
  });

  it('twelve stages: 長生 branches, yang forward and yin backward', () => {
    const growth: Record<Stem, Branch> = {
      甲: '亥',
      乙: '午',
      丙: '寅',
      丁: '酉',
      戊: '寅',
      己: '酉',
      庚: '巳',
      辛: '子',
      壬: '申',
      癸: '卯',
    };
    for (const [stem, branch] of Object.entries(growth) as [Stem, Branch][])
      expect(lifeStage(stem, branch)).toBe('growth');
    // DM 庚 over 午 巳 辰 未: 沐浴 长生 养 冠带 (bazi.md §16.2)
    expect(['午', '巳', '辰', '未'].map((b) => lifeStage('庚', b as Branch))).toEqual([
      'bath',
      'growth',
      'nurture',
      'crown',
    ]);
    // 甲: 亥 长生, 子 沐浴, 丑 冠带, 寅 临官, 卯 帝旺; 乙: 午 长生, 巳 沐浴, 辰 冠带, 卯 临官, 寅 帝旺
    expect(['亥', '子', '丑', '寅', '卯'].map((b) => lifeStage('甲', b as Branch))).toEqual(
      LIFE_STAGES.slice(0, 5),
    );
    expect(['午', '巳', '辰', '卯', '寅'].map((b) => lifeStage('乙', b as Branch))).toEqual(
      LIFE_STAGES.slice(0, 5),
    );
  });

  it('納音 of all thirty pairs', () => {
    const expected =
      '海中金 炉中火 大林木 路旁土 剑锋金 山头火 涧下水 城头土 白蜡金 杨柳木 泉中水 屋上土 霹雳火 松柏木 长流水 沙中金 山下火 平地木 壁上土 金箔金 覆灯火 天河水 大驿土 钗钏金 桑柘木 大溪水 沙中土 天上火 石榴木 大海水'.split(
        ' ',
      );
    for (let i = 0; i < 60; i++) expect(nayinOf(pillarOf(i)), `index ${i}`).toBe(expected[Math.floor(i / 2)]);
  });

  it('空亡 by decade and the sexagenary index round trip', () => {
    const groups: [string, string][] = [
      ['甲子', '戌亥'],
      ['甲戌', '申酉'],
      ['甲申', '午未'],
      ['甲午', '辰巳'],
      ['甲辰', '寅卯'],
      ['甲寅', '子丑'],
    ];
    for (const [start, voids] of groups) {
      const i0 = sexagenaryIndex({ stem: start[0] as Stem, branch: start[1] as Branch });
      for (let k = 0; k < 10; k++) expect(voidBranches(pillarOf(i0 + k)).join('')).toBe(voids);
    }
    expect(voidBranches({ stem: '庚', branch: '辰' })).toEqual(['申', '酉']);
    // 申酉 void: 2028 is 戊申 and 2029 己酉, twelve years on 2040 庚申 and 2041 辛酉.
    expect(voidYears(['申', '酉'], 2026)).toEqual([2028, 2029, 2040, 2041]);
    expect(voidYears(['戌', '亥'], 2031, 2)).toEqual([2031, 2042]); // 2031 辛亥; 2030 庚戌 is before the start
    for (let i = 0; i < 60; i++) expect(sexagenaryIndex(pillarOf(i))).toBe(i);
    expect(sexagenaryIndex({ stem: '甲', branch: '丑' })).toBe(-1);
  });

  it('hidden stems: the Chinese table and the Japanese 月律分野 by day of the month', () => {
    const zh = '癸 己癸辛 甲丙戊 乙 戊乙癸 丙庚戊 丁己 己丁乙 庚壬戊 辛 戊辛丁 壬甲'.split(' ');
    BRANCHES.forEach((b, i) => {
      expect(
        chineseHiddenStems(b)
          .map((h) => h.stem)
          .join(''),
      ).toBe(zh[i]);
    });
    // Roles as 人元司令 names them: a storage branch's 中気 is what it stores (丑 metal 辛, 辰 water 癸, 未 wood
    // 乙, 戌 fire 丁) and its 余気 is the season before (『三命通會』論人元司令; tyme4ts's 司令 table agrees).
    const roles = (b: Branch) => chineseHiddenStems(b).map((h) => `${h.stem}${h.role}`);
    expect(roles('丑')).toEqual(['己main', '癸residual', '辛middle']);
    expect(roles('辰')).toEqual(['戊main', '乙residual', '癸middle']);
    expect(roles('未')).toEqual(['己main', '丁residual', '乙middle']);
    expect(roles('戌')).toEqual(['戊main', '辛residual', '丁middle']);
    expect(roles('寅')).toEqual(['甲main', '丙middle', '戊residual']);
    // One name for one stem in both tables: a stem's role in the full table is the role 月律分野 gives it on
    // the days it rules (子 and 卯 and 酉's 余気 壬, 甲, 庚 are in 月律分野 only).
    for (const b of BRANCHES) {
      for (const h of chineseHiddenStems(b)) {
        const inJapanese = Array.from({ length: 31 }, (_, d) => japaneseHiddenStem(b, d + 1)).find(
          (j) => j.stem === h.stem,
        );
        expect(inJapanese?.role, `${b} ${h.stem}`).toBe(h.role);
      }
    }
    // 1990-05-15 14:30 JST is day 10 after 立夏: 午 丙, 巳 庚, 辰 癸, 未 乙 (bazi.md §8)
    expect((['午', '巳', '辰', '未'] as Branch[]).map((b) => japaneseHiddenStem(b, 10).stem)).toEqual([
      '丙',
      '庚',
      '癸',
      '乙',
    ]);
    expect(japaneseHiddenStem('子', 10)).toEqual({ stem: '壬', role: 'residual' });
    expect(japaneseHiddenStem('子', 11)).toEqual({ stem: '癸', role: 'main' });
    expect(japaneseHiddenStem('丑', 12)).toEqual({ stem: '辛', role: 'middle' });
    expect(japaneseHiddenStem('午', 20).stem).toBe('己');
    expect(japaneseHiddenStem('午', 21).stem).toBe('丁');
    expect(japaneseHiddenStem('寅', 31).stem).toBe('甲');
  });
});
