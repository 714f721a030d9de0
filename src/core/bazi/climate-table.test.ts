import { describe, expect, it } from 'vitest';
import { CLIMATE_TABLE, climateStems } from './climate-table';
import { BRANCHES, STEMS } from './stems-branches';

describe('穷通宝鉴 climate table', () => {
  it('every day stem × month branch has 1–4 distinct stems', () => {
    for (const stem of STEMS) {
      expect(Object.keys(CLIMATE_TABLE[stem]).sort()).toEqual([...BRANCHES].sort());
      for (const branch of BRANCHES) {
        const stems = climateStems(stem, branch);
        expect(stems.length, `${stem}${branch}`).toBeGreaterThanOrEqual(1);
        expect(stems.length, `${stem}${branch}`).toBeLessThanOrEqual(4);
        expect(new Set(stems).size, `${stem}${branch}`).toBe(stems.length);
        for (const s of stems) expect(STEMS, `${stem}${branch}`).toContain(s);
      }
    }
  });

  it('正月甲木: 丙 then 癸', () => {
    // 正月甲木，初春尚有余寒，得丙癸逢，富贵双全。
    expect(climateStems('甲', '寅').slice(0, 2)).toEqual(['丙', '癸']);
  });

  it('八月甲木: 丁, then 丙, then 庚', () => {
    // 八月甲木，木囚金旺。丁火为先，次用丙火，庚金再次。
    expect(climateStems('甲', '酉')).toEqual(['丁', '丙', '庚']);
  });

  it('十一月甲木: 丁 before 庚, 丙 to help', () => {
    // 十一月甲木，木性生寒，丁先庚後，丙火佐之。
    expect(climateStems('甲', '子')).toEqual(['丁', '庚', '丙']);
  });

  it('正月乙木: 丙 first, 癸 next', () => {
    // 故以丙火为先，癸水次之。
    expect(climateStems('乙', '寅')).toEqual(['丙', '癸']);
  });

  it('十一月乙木: 丙 alone', () => {
    // 不宜用癸以冻花木，故端用丙火。
    expect(climateStems('乙', '子')).toEqual(['丙']);
  });

  it('五月丙火: 壬 first, then 庚', () => {
    // 五月丙火愈炎，得壬庚高透，方为上命。(三夏丙火：五月亦端用壬。)
    expect(climateStems('丙', '午').slice(0, 2)).toEqual(['壬', '庚']);
  });

  it('十一月丙火: 壬 first, then 戊', () => {
    // 十一月丙火，冬至一阳生，弱中复强，壬水为最，戊土佐之。
    expect(climateStems('丙', '子').slice(0, 2)).toEqual(['壬', '戊']);
  });

  it('二月丁火: 庚 before 甲', () => {
    // 二月丁火，湿乙伤丁，先庚後甲。
    expect(climateStems('丁', '卯')).toEqual(['庚', '甲']);
  });

  it('三冬丁火: 甲 first, 庚 to help', () => {
    // 三冬丁火，甲木为尊，庚金佐之，戊癸权宜酌用可也。
    for (const branch of ['亥', '子', '丑'] as const) {
      expect(climateStems('丁', branch).slice(0, 2)).toEqual(['甲', '庚']);
    }
  });

  it('正二月戊土: 丙, then 甲, then 癸', () => {
    // 正二月先丙後甲，癸又次之。三月先甲後丙，癸又次之。
    expect(climateStems('戊', '寅')).toEqual(['丙', '甲', '癸']);
    expect(climateStems('戊', '卯')).toEqual(['丙', '甲', '癸']);
    expect(climateStems('戊', '辰')).toEqual(['甲', '丙', '癸']);
  });

  it('三夏己土: 癸 first, 丙 next', () => {
    // 三夏己土，杂气才官，禾稼在田，最喜甘沛，取癸为要，次用丙火。
    for (const branch of ['巳', '午', '未'] as const) {
      expect(climateStems('己', branch)).toEqual(['癸', '丙']);
    }
  });

  it('正月庚金: 丙 and 甲 above 丁', () => {
    // 总之正月庚金，丙甲为上，丁火次之。
    expect(climateStems('庚', '寅')).toEqual(['丙', '甲', '丁']);
  });

  it('五月庚金: 壬, then 癸', () => {
    // 五月庚金，丁火旺烈，庚金败地，专用壬水，癸又次之。
    expect(climateStems('庚', '午')).toEqual(['壬', '癸']);
  });

  it('正月辛金: 己 before 壬, 庚 to help', () => {
    // 故正月辛金，先己後壬，己为君，庚为佐。
    expect(climateStems('辛', '寅')).toEqual(['己', '壬', '庚']);
  });

  it('十二月辛金: 丙, 壬, then 戊己', () => {
    // 十二月辛金，丙先壬後，戊己次之。
    expect(climateStems('辛', '丑')).toEqual(['丙', '壬', '戊', '己']);
  });

  it('八月壬水: 甲, then 庚', () => {
    // 八月壬水，专用甲木，庚金次之。
    expect(climateStems('壬', '酉').slice(0, 2)).toEqual(['甲', '庚']);
  });

  it('六月壬水: 辛, then 甲, then 癸', () => {
    // 六月壬水，先辛後甲，次取癸水。
    expect(climateStems('壬', '未')).toEqual(['辛', '甲', '癸']);
  });

  it('七月癸水: 丁 alone', () => {
    // 但庚司令刚锐极矣，必取丁火为用。
    expect(climateStems('癸', '申')).toEqual(['丁']);
  });

  it('十一月癸水: 丙, then 辛', () => {
    // 专用丙火解冻，庶不致成冰，又要辛金滋扶。
    expect(climateStems('癸', '子')).toEqual(['丙', '辛']);
  });
});
