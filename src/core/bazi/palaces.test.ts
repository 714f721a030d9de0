import { Solar } from 'lunar-javascript';
import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { computeChart } from '../chart/compute-chart';
import { nayinOf } from './nayin';

// 胎元, 胎息, 命宫, 身宫 and 小运 (issue 29 §2): lunar-javascript's own test cases (EightChar.test.js, births read in
// Beijing time), then the library itself as a dev-only oracle on births spread over two centuries.

const beijing = (date: string, time: string, gender?: 'male' | 'female') =>
  computeChart(
    parseChartRequest({
      date,
      time,
      lat: 39.9042,
      lng: 116.4074,
      tz: 'Asia/Shanghai',
      ...(gender ? { gender } : {}),
    }),
  ).bazi;
const gz = (p: { stem: string; branch: string } | null) => (p ? `${p.stem}${p.branch}` : null);

describe('胎元, 胎息, 命宫 and 身宫 (and each pillar’s 旬 against the same oracle)', () => {
  it("passes lunar-javascript's own assertions", () => {
    const cases: [string, string, Partial<Record<'fetalOrigin' | 'lifePalace' | 'bodyPalace', string>>][] = [
      ['2005-12-23', '08:37', { fetalOrigin: '己卯', lifePalace: '己丑' }],
      ['1995-12-18', '10:28', { fetalOrigin: '己卯', lifePalace: '戊子', bodyPalace: '壬午' }],
      ['1998-06-11', '04:28', { lifePalace: '辛酉' }],
      ['1994-12-06', '02:00', { bodyPalace: '丁丑' }],
      ['1990-12-11', '06:00', { bodyPalace: '庚辰' }],
      ['1993-05-23', '04:00', { bodyPalace: '庚申' }],
      ['2024-01-29', '09:30', { lifePalace: '癸亥', bodyPalace: '己未' }],
      ['1990-01-27', '00:00', { bodyPalace: '丙寅' }],
      ['2019-03-07', '08:00', { lifePalace: '甲戌' }],
      ['2019-03-27', '02:00', { lifePalace: '丁丑' }],
      ['1986-02-16', '08:00', { lifePalace: '己亥', bodyPalace: '乙未' }],
      ['1972-11-27', '10:00', { bodyPalace: '乙巳' }],
    ];
    for (const [date, time, want] of cases) {
      const p = beijing(date, time).palaces;
      for (const [k, v] of Object.entries(want))
        expect(gz(p[k as keyof typeof p]), `${date} ${time} ${k}`).toBe(v);
    }
  });

  it('agrees with lunar-javascript on births over two centuries, with each 納音', () => {
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      // A birth every ~183 days and 7 hours from 1901, at varied times of day.
      const ms = Date.UTC(1901, 2, 1) + i * (183 * 86_400_000 + 7 * 3_600_000 + 13 * 60_000);
      const d = new Date(ms + 8 * 3_600_000); // as a Beijing clock
      const date = d.toISOString().slice(0, 10);
      const time = d.toISOString().slice(11, 16);
      const b = beijing(date, time);
      // The library reads every clock as UTC+8 with no summer time; a birth on China's summer time (1919, 1940s,
      // 1986–91) is read by us from the standard clock, an hour earlier.
      if (b.summerTime) continue;
      const e = Solar.fromYmdHms(
        d.getUTCFullYear(),
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
        0,
      )
        .getLunar()
        .getEightChar();
      const label = `${date} ${time}`;
      expect(gz(b.palaces.fetalOrigin), label).toBe(e.getTaiYuan());
      expect(gz(b.palaces.fetalBreath), label).toBe(e.getTaiXi());
      expect(gz(b.palaces.lifePalace), label).toBe(e.getMingGong());
      expect(gz(b.palaces.bodyPalace), label).toBe(e.getShenGong());
      expect(b.palaces.fetalOrigin.nayin, label).toBe(nayinOf(b.palaces.fetalOrigin));
      // Each pillar's 旬 and 旬空 (issue 29 §5: month and hour 空亡 beside the day's and year's).
      const hour = b.hour as NonNullable<typeof b.hour>;
      expect(
        [b.year, b.month, b.day, hour].map((p) => p.xun),
        label,
      ).toEqual([e.getYearXun(), e.getMonthXun(), e.getDayXun(), e.getTimeXun()]);
      expect(
        [b.year, b.month, b.day, hour].map((p) => p.xunVoid.join('')),
        label,
      ).toEqual([e.getYearXunKong(), e.getMonthXunKong(), e.getDayXunKong(), e.getTimeXunKong()]);
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('gives no 命宫 or 身宫 without a birth time', () => {
    const b = computeChart(
      parseChartRequest({ date: '1990-05-15', unknownTime: true, lat: 35.68, lng: 139.69, tz: 'Asia/Tokyo' }),
    ).bazi;
    expect(b.palaces.lifePalace).toBeNull();
    expect(b.palaces.bodyPalace).toBeNull();
    expect(gz(b.palaces.fetalOrigin)).toBe('壬申'); // month 辛巳: 辛 → 壬, 巳 → 申
    expect(b.minorLuck).toBeNull();
  });
});

describe('旬 and 旬空 of every pillar', () => {
  it("passes lunar-javascript's own assertions (Xun.test.js)", () => {
    const b = beijing('2020-11-19', '00:00');
    expect(b.year.xun).toBe('甲午');
    expect(b.year.xunVoid.join('')).toBe('辰巳');
    expect(b.month.xunVoid.join('')).toBe('午未');
    expect(b.day.xunVoid.join('')).toBe('戌亥');
    expect(beijing('1990-12-23', '08:37').day.xunVoid.join('')).toBe('子丑');
  });
});

describe('童限 and 虚岁', () => {
  it('lists the years before the first 大运 with their 流年 and 小运, and each 大运 with its 虚岁, as lunar-javascript does', () => {
    let compared = 0;
    for (const [date, time, gender] of [
      ['1981-01-29', '23:37', 'male'],
      ['1995-02-04', '03:50', 'female'],
      ['2005-12-23', '08:37', 'male'],
      ['1972-11-27', '10:00', 'female'],
      ['1990-12-11', '06:00', 'male'],
    ] as const) {
      const b = beijing(date, time, gender);
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const [h, mi] = time.split(':').map(Number) as [number, number];
      const yun = Solar.fromYmdHms(y, m, d, h, mi, 0)
        .getLunar()
        .getEightChar()
        .getYun(gender === 'male' ? 1 : 0, 2);
      const [childhood, ...decades] = yun.getDaYun();
      // Compared where the conventions meet: the first 大运 starts in the same year (ours is exact to the minute,
      // sect 2 too), and the birth is past 立春 (lunar-javascript counts 童限 years by the calendar year, we and
      // tyme4ts by the BaZi year: a January birth belongs to the year before).
      if (!childhood || decades[0]?.getStartYear() !== b.luck?.pillars[0]?.startYear) continue;
      if (b.childhood?.[0]?.year !== y) continue;
      compared++;
      const theirs = childhood.getLiuNian().map((n) => `${n.getYear()} ${n.getGanZhi()}`);
      expect(
        (b.childhood ?? []).map((c) => `${c.year} ${gz(c.annual)}`),
        date,
      ).toEqual(theirs);
      expect(
        b.childhood?.map((c) => gz(c.minorLuck)),
        date,
      ).toEqual(childhood.getXiaoYun().map((x) => x.getGanZhi()));
      for (const [i, dy] of decades.slice(0, 8).entries())
        expect(b.luck?.pillars[i]?.startAgeSui, `${date} ${dy.getGanZhi()}`).toBe(dy.getStartAge());
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });
});

describe('小运', () => {
  it('steps from the hour pillar a year at a time, as lunar-javascript lists it by 虚岁', () => {
    for (const [date, time, gender] of [
      ['1981-01-29', '23:37', 'male'],
      ['1995-02-04', '03:50', 'female'],
      ['2005-12-23', '08:37', 'male'],
      ['1972-11-27', '10:00', 'female'],
    ] as const) {
      const ours = beijing(date, time, gender).minorLuck ?? [];
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const [h, mi] = time.split(':').map(Number) as [number, number];
      const theirs = Solar.fromYmdHms(y, m, d, h, mi, 0)
        .getLunar()
        .getEightChar()
        .getYun(gender === 'male' ? 1 : 0)
        .getDaYun()
        .flatMap((dy) => dy.getXiaoYun());
      expect(theirs.length, date).toBeGreaterThan(50);
      for (const x of theirs) {
        const mine = ours.find((o) => o.ageSui === x.getAge());
        expect(mine && gz(mine), `${date} 虚岁 ${x.getAge()}`).toBe(x.getGanZhi());
      }
      expect(ours[0]?.ageSui).toBe(1);
    }
  });
});

describe('小运 and the first 大运: tyme4j’s own cases (EightCharTest 13, 14, 16; births on a UTC+8 clock)', () => {
  const utc8 = (date: string, time: string, gender: 'male' | 'female') =>
    computeChart(parseChartRequest({ date, time, lat: 39.9042, lng: 116.4074, tz: 'Etc/GMT-8', gender }))
      .bazi;
  const minorIn = (b: ReturnType<typeof utc8>, year: number) =>
    gz(b.minorLuck?.find((m) => m.year === year) ?? null);

  it('test13: a woman born 1983-02-15 20:00 starts 乙卯 in 1989 at 虚岁 7 with 小运 辛巳', () => {
    const b = utc8('1983-02-15', '20:00', 'female');
    expect([b.year, b.month, b.day, b.hour].map(gz).join(' ')).toBe('癸亥 甲寅 甲戌 甲戌');
    const first = b.luck?.pillars[0];
    expect([gz(first ?? null), first?.startYear, first?.startAgeSui]).toEqual(['乙卯', 1989, 7]);
    expect(b.luck?.pillars.slice(1, 9).map(gz)[0]).toBe('丙辰');
    expect(gz(b.luck?.pillars[8] ?? null)).toBe('癸亥');
    expect(minorIn(b, 1989)).toBe('辛巳');
  });

  it('test16: a man born 1990-03-15 10:30 starts his first 大运 at 虚岁 8', () => {
    expect(utc8('1990-03-15', '10:30', 'male').luck?.pillars[0]?.startAgeSui).toBe(8);
  });

  it('test14: a birth before 立春 (1992-02-02) — the one place the year conventions part', () => {
    // The pillars and the 大运 agree: 辛未 辛丑 戊申 戊午, first 大运 庚子 from 2001, then 己亥.
    const b = utc8('1992-02-02', '12:00', 'male');
    expect([b.year, b.month, b.day, b.hour].map(gz).join(' ')).toBe('辛未 辛丑 戊申 戊午');
    expect([
      gz(b.luck?.pillars[0] ?? null),
      b.luck?.pillars[0]?.startYear,
      gz(b.luck?.pillars[1] ?? null),
    ]).toEqual(['庚子', 2001, '己亥']);
    // tyme4j counts that 小运's age by the Gregorian year (2001 − 1992 + 1 = 10: 戊申, with 庚戌 two years before and
    // 丙午 two after). We count 虚岁 from the BaZi year of birth, 1991 (decision 0013), so 2001 is 虚岁 11 and the
    // same sequence sits one year later: 戊申 in 2000, 庚戌 in 1998, 丙午 in 2002.
    expect([minorIn(b, 1998), minorIn(b, 2000), minorIn(b, 2002)]).toEqual(['庚戌', '戊申', '丙午']);
    expect(b.luck?.pillars[0]?.startAgeSui).toBe(11);
  });
});
