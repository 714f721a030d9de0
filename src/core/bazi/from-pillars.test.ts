import { describe, expect, it } from 'vitest';
import type { ZiHourRule } from './conventions';
import { datesFromPillars } from './from-pillars';
import type { Branch, Pillar, Stem } from './stems-branches';

const p = (gz: string): Pillar => ({ stem: gz[0] as Stem, branch: gz[1] as Branch });
const search = (four: string, from: number, to: number, zi: ZiHourRule = 'midnight') => {
  const [year, month, day, hour] = four.split(' ').map(p) as [Pillar, Pillar, Pillar, Pillar];
  return datesFromPillars({ year, month, day, hour }, from, to, zi);
};
/** A peer's answer ("1937-03-27 18:00:00") falls inside one of ours: that date, within its from–until. */
const covers = (ours: ReturnType<typeof search>, theirs: string) =>
  ours.some(
    (m) => m.date === theirs.slice(0, 10) && m.from <= theirs.slice(11, 16) && theirs.slice(11, 16) < m.until,
  );

describe('八字反推: the birth times of four pillars (issue 29 §5)', () => {
  it("finds lunar-javascript's fromBaZi answers (its own tests; sect 2 = midnight, sect 1 = 23:00), and no others", () => {
    const cases: [string, number, ZiHourRule, string[]][] = [
      ['丁丑 癸卯 癸丑 辛酉', 1900, 'midnight', ['1937-03-27 18:00', '1997-03-12 18:00']],
      ['丁卯 丁未 甲申 乙丑', 1900, '23', ['1987-08-03 02:00']],
      ['壬申 壬寅 庚辰 甲申', 1801, '23', ['1812-02-18 16:00', '1992-03-05 15:00']],
      ['丙辰 丁酉 丙子 甲午', 1900, 'midnight', ['1916-10-06 12:00', '1976-09-21 12:00']],
      ['己卯 辛未 甲戌 壬申', 1900, 'midnight', ['1939-08-05 16:00', '1999-07-21 16:00']],
      ['庚子 戊子 己卯 庚午', 1900, 'midnight', ['1901-01-01 12:00', '1960-12-17 12:00']],
      ['庚子 癸未 乙丑 丁亥', 1900, 'midnight', ['1960-08-05 22:00', '2020-07-21 22:00']],
      ['癸卯 甲寅 甲寅 甲子', 1843, 'midnight', ['1843-02-09 00:00', '2023-02-25 00:00']],
      ['己亥 丁丑 壬寅 戊申', 1900, 'midnight', ['1900-01-29 16:00', '1960-01-15 16:00']],
      ['己亥 丙子 癸酉 庚申', 1900, 'midnight', ['1959-12-17 16:00']],
    ];
    for (const [four, from, zi, theirs] of cases) {
      // The library searches up to the present; its answers are fixed up to 2023.
      const ours = search(four, from, 2025, zi);
      for (const t of theirs) expect(covers(ours, t), `${four}: ${t} in ${JSON.stringify(ours)}`).toBe(true);
      expect(ours.length, four).toBe(theirs.length);
    }
  });

  it('finds the reference birth (Tokyo 1990-05-15 14:30 is 13:30 in Beijing: 未 hour) and its twins of 1930 and 2170', () => {
    const ours = search('庚午 辛巳 庚辰 癸未', 1800, 2200);
    expect(ours).toEqual([
      { date: '1930-05-30', from: '13:00', until: '15:00' },
      { date: '1990-05-15', from: '13:00', until: '15:00' },
      { date: '2170-05-31', from: '13:00', until: '15:00' },
    ]);
  });

  it('refuses a pair outside the cycle and years outside 1800–2200', () => {
    expect(() => search('甲丑 辛巳 庚辰 癸未', 1800, 2200)).toThrow(/not a pillar/);
    expect(() => search('庚午 辛巳 庚辰 癸未', 1700, 2200)).toThrow(/1800–2200/);
  });
});
