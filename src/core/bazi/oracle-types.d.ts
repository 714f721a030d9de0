/**
 * The small part of lunar-javascript (6tail, MIT; ships no types) that the BaZi oracle tests use. Dev-only: the
 * library assumes Beijing time and is never imported by runtime code (docs/bazi.md §15).
 */
declare module 'lunar-javascript' {
  /** sect 2 (default): the day pillar changes at 00:00 (school B); sect 1: at 23:00 (school A). */
  export interface LunarXiaoYun {
    getAge(): number;
    getYear(): number;
    getGanZhi(): string;
  }
  export interface LunarLiuNian {
    getYear(): number;
    getAge(): number;
    getGanZhi(): string;
  }
  export interface LunarDaYun {
    getXiaoYun(n?: number): LunarXiaoYun[];
    getLiuNian(n?: number): LunarLiuNian[];
    getStartYear(): number;
    getEndYear(): number;
    getStartAge(): number;
    getGanZhi(): string;
  }
  export interface LunarYun {
    getDaYun(n?: number): LunarDaYun[];
    getStartYear(): number;
    getStartMonth(): number;
    getStartDay(): number;
    getStartHour(): number;
    getStartSolar(): { toYmd(): string };
  }
  export interface LunarEightChar {
    getYearXun(): string;
    getYearXunKong(): string;
    getMonthXun(): string;
    getMonthXunKong(): string;
    getDayXun(): string;
    getDayXunKong(): string;
    getTimeXun(): string;
    getTimeXunKong(): string;
    getTaiYuan(): string;
    getTaiXi(): string;
    getMingGong(): string;
    getShenGong(): string;
    getTaiYuanNaYin(): string;
    getMingGongNaYin(): string;
    /** 1 male, 0 female; sect 1 (days and 时辰) or 2 (minutes). */
    getYun(gender: 0 | 1, sect?: 1 | 2): LunarYun;
    setSect(sect: 1 | 2): void;
    getSect(): 1 | 2;
    getYear(): string;
    getMonth(): string;
    getDay(): string;
    getTime(): string;
    toString(): string;
  }
  export interface LunarNineStar {
    /** 一 … 九 */
    getNumber(): string;
  }
  export interface LunarDate {
    getYearInGanZhiExact(): string;
    getMonthInGanZhiExact(): string;
    /** sect 3: the year from 立春 and the month from its 節. */
    getYearNineStar(sect?: 1 | 2 | 3): LunarNineStar;
    getMonthNineStar(sect?: 1 | 2 | 3): LunarNineStar;
    getYear(): number;
    /** Negative for a leap month (闰四月 is −4). */
    getMonth(): number;
    getDay(): number;
    /** A cached object shared by every caller of this Lunar: setSect on one copy changes the others. */
    getEightChar(): LunarEightChar;
  }
  export interface SolarDate {
    getLunar(): LunarDate;
    toYmdHms(): string;
  }
  export const Solar: {
    fromYmd(year: number, month: number, day: number): SolarDate;
    /** Month 1–12; the clock is read as Beijing time. */
    fromYmdHms(
      year: number,
      month: number,
      day: number,
      hour: number,
      minute: number,
      second: number,
    ): SolarDate;
  };
}
