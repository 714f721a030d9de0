import { Solar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { monthStar, yearStar } from './nine-star';

const NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

describe('九星: 本命星 and 月命星 (issue 29 §5)', () => {
  it('gives the year stars every calendar prints: 1990 一白, 2000 九紫, 2024 三碧', () => {
    expect(yearStar(1990)).toBe(1);
    expect(yearStar(2000)).toBe(9);
    expect(yearStar(2024)).toBe(3);
    expect(yearStar(1984)).toBe(7);
  });

  it('opens the 寅 month on 八白, 五黄 or 二黒 by the year branch, and falls a star a month', () => {
    expect(monthStar('子', '寅')).toBe(8);
    expect(monthStar('辰', '寅')).toBe(5);
    expect(monthStar('寅', '寅')).toBe(2);
    // 1990 (午): May (巳) is 五黄; the 丑 month of January 1991, still the 午 year, is 六白.
    expect(monthStar('午', '巳')).toBe(5);
    expect(monthStar('午', '丑')).toBe(6);
  });

  it('agrees with lunar-javascript (立春 years, 節 months) on a day in every month 1801–2199', () => {
    for (let y = 1801; y <= 2199; y++)
      for (let m = 1; m <= 12; m++) {
        // The 20th: clear of every 節 (4th–8th).
        const l = Solar.fromYmd(y, m, 20).getLunar();
        const year = l.getYearInGanZhiExact();
        const month = l.getMonthInGanZhiExact();
        const baziYear = m < 2 ? y - 1 : y; // the 20th of February is always past 立春
        expect(NUMBERS[yearStar(baziYear) - 1], `${y}-${m}`).toBe(l.getYearNineStar(3).getNumber());
        expect(NUMBERS[monthStar(year[1] as never, month[1] as never) - 1], `${y}-${m}`).toBe(
          l.getMonthNineStar(3).getNumber(),
        );
      }
  });
});
