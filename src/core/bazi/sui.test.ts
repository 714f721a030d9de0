import { describe, expect, it } from 'vitest';
import { baziYearOfDate, birthBaziYear, suiOn } from './sui';

describe('虚岁', () => {
  it('counts 1 in the BaZi year of birth and one more from each 立春 (Beijing calendar)', () => {
    // 立春 2024 fell on 4 February (16:27 Beijing): 3 February is still 2023's BaZi year.
    expect(baziYearOfDate('2024-02-03')).toBe(2023);
    expect(baziYearOfDate('2024-02-04')).toBe(2024);
    // Born 1995-02-04 before that day's 立春 (15:12): a 甲戌 year, BaZi year 1994.
    const born = birthBaziYear(1995, { stem: '甲', branch: '戌' });
    expect(born).toBe(1994);
    expect(suiOn(born, '1995-02-03')).toBe(1);
    expect(suiOn(born, '1995-02-05')).toBe(2);
    expect(suiOn(born, '1994-12-31')).toBe(1);
    expect(suiOn(birthBaziYear(1990, { stem: '庚', branch: '午' }), '2026-12-05')).toBe(37);
  });
});
