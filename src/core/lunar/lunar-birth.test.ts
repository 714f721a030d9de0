import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import { referenceChart } from '../chart/reference-chart';

describe('a birth in the lunar calendar, and its animal both ways (issue 29 §1)', () => {
  it('1995-02-04 03:50 in Beijing: 甲戌 by 立春 (15:12 that day), 正月初五 of 乙亥 by 春节, so a dog or a pig', () => {
    const c = computeChart(
      parseChartRequest({
        date: '1995-02-04',
        time: '03:50',
        lat: 39.9042,
        lng: 116.4074,
        tz: 'Asia/Shanghai',
      }),
    );
    expect(`${c.bazi.year.stem}${c.bazi.year.branch}`).toBe('甲戌');
    expect(c.lunar).toEqual({
      year: 1995,
      yearStem: '乙',
      yearBranch: '亥',
      month: 1,
      leap: false,
      day: 5,
      monthDays: 29,
      animalByLichun: '戌',
      animalBySpringFestival: '亥',
    });
  });

  it('the reference birth (Tokyo, 1990-05-15): 庚午 both ways, 四月廿一', () => {
    expect(referenceChart().lunar).toMatchObject({
      year: 1990,
      month: 4,
      leap: false,
      day: 21,
      animalByLichun: '午',
      animalBySpringFestival: '午',
    });
  });

  it('a birth in a leap month says so: 2023-04-10 is 闰二月二十', () => {
    const c = computeChart(
      parseChartRequest({
        date: '2023-04-10',
        time: '12:00',
        lat: 22.3193,
        lng: 114.1694,
        tz: 'Asia/Hong_Kong',
      }),
    );
    expect(c.lunar).toMatchObject({ year: 2023, month: 2, leap: true, day: 20 });
  });
});
