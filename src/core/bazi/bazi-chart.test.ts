import { describe, expect, it } from 'vitest';
import { present } from '../../test/present';
import { birthMoment } from '../time/birth-moment';
import type { RecordedClock } from '../time/wall-time';
import { type BaziChart, type BaziOptions, computeBazi } from './bazi-chart';
import { annualPillar } from './luck-pillars';
import { dayPillarOfDate } from './pillars';
import { pillarText } from './stems-branches';

const DEFAULTS: BaziOptions = { ziHour: 'midnight', trueSolarTime: false, hiddenStems: 'chinese' };

function bazi(
  date: string,
  time: string,
  tz: string,
  lng: number,
  options: Partial<BaziOptions> = {},
  clock: RecordedClock = 'wall',
): BaziChart {
  return computeBazi(birthMoment(date, time, tz, lng, 'compatible', clock), lng, { ...DEFAULTS, ...options });
}
const four = (c: BaziChart) => [c.year, c.month, c.day, present(c.hour)].map(pillarText).join(' ');

describe('reference charts (docs/bazi.md §16)', () => {
  it('1990-05-15 14:30 Tokyo: 庚午 辛巳 庚辰 癸未, with its full detail', () => {
    const c = bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503, { gender: 'male' });
    expect(four(c)).toBe('庚午 辛巳 庚辰 癸未');
    expect(c.dayMaster).toEqual({ stem: '庚', element: 'metal', polarity: 'yang' });
    expect([c.year.tenGod, c.month.tenGod, c.day.tenGod, c.hour?.tenGod]).toEqual([
      'friend',
      'robWealth',
      null,
      'hurtingOfficer',
    ]);
    expect(c.month.hiddenStems.map((h) => `${h.stem}:${h.tenGod}`)).toEqual([
      '丙:sevenKillings',
      '庚:friend',
      '戊:indirectResource',
    ]);
    expect([c.year, c.month, c.day, c.hour].map((p) => p?.nayin)).toEqual([
      '路旁土',
      '白蜡金',
      '白蜡金',
      '杨柳木',
    ]);
    expect([c.year, c.month, c.day, c.hour].map((p) => p?.stage)).toEqual([
      'bath',
      'growth',
      'nurture',
      'crown',
    ]);
    expect(c.voidBranches.day).toEqual(['申', '酉']);
    expect(c.centralStar).toBe('sevenKillings'); // month branch 巳, main qi 丙 over 庚
    expect(c.dayOfMonth).toBe(10);
    expect(c.terms.previous.key).toBe('startOfSummer');
    // Luck: male, yang year → forward; 6tail: 7y2m26d8h (sect 2), first pillar 壬午 in 1997.
    expect(c.luck?.direction).toBe('forward');
    expect(c.luck?.start).toMatchObject({ years: 7, months: 2, days: 26 });
    expect(c.luck?.pillars.slice(0, 4).map(pillarText)).toEqual(['壬午', '癸未', '甲申', '乙酉']);
    expect(c.luck?.pillars[0]?.startYear).toBe(1997);
    expect(c.luck?.pillars[0]?.annual.map(pillarText)).toEqual(
      '丁丑 戊寅 己卯 庚辰 辛巳 壬午 癸未 甲申 乙酉 丙戌'.split(' '),
    );
    expect(c.luck?.pillars).toHaveLength(10);
    const female = bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503, { gender: 'female' });
    expect(female.luck?.direction).toBe('backward');
    expect(female.luck?.start).toMatchObject({ years: 3, months: 1, days: 24 });
    expect(female.luck?.pillars.slice(0, 4).map(pillarText)).toEqual(['庚辰', '己卯', '戊寅', '丁丑']);
    expect(female.luck?.pillars[0]?.startYear).toBe(1993);
  });

  it('the Japanese 月律分野 convention picks one hidden stem per branch (day 10 after 立夏)', () => {
    const c = bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503, { hiddenStems: 'japanese' });
    expect(
      [c.year, c.month, c.day, c.hour].map((p) => p?.hiddenStems.map((h) => `${h.stem}:${h.tenGod}`)),
    ).toEqual([['丙:sevenKillings'], ['庚:friend'], ['癸:hurtingOfficer'], ['乙:directWealth']]);
    expect(c.conventions.hiddenStems).toBe('japanese');
    expect(c.centralStar).toBe('friend'); // 月律分野 day 10 of 巳: 庚 over 庚 = 比肩
    // Both readings are there whatever the setting, for the pages to lead with the reader's own practice.
    expect(c.centralStars).toEqual({ mainQi: 'sevenKillings', monthCommand: 'friend' });
    expect(bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503).centralStars).toEqual(c.centralStars);
  });

  it('立春 2024 in Tokyo (17:27 JST): 16:57 JST is still 癸卯 乙丑', () => {
    expect(four(bazi('2024-02-04', '16:57', 'Asia/Tokyo', 139.6503)).slice(0, 5)).toBe('癸卯 乙丑');
    expect(four(bazi('2024-02-04', '17:28', 'Asia/Tokyo', 139.6503)).slice(0, 5)).toBe('甲辰 丙寅');
    // Beijing time: 15:57 → 癸卯 乙丑 戊戌 庚申; 16:57 → 甲辰 丙寅 戊戌 庚申 (6tail)
    expect(four(bazi('2024-02-04', '15:57', 'Asia/Shanghai', 121.47))).toBe('癸卯 乙丑 戊戌 庚申');
    expect(four(bazi('2024-02-04', '16:57', 'Asia/Shanghai', 121.47))).toBe('甲辰 丙寅 戊戌 庚申');
  });

  it('day pillars: 2000-01-01 戊午, 1900-01-01 甲戌, 1949-10-01 甲子', () => {
    expect(pillarText(dayPillarOfDate(2000, 1, 1))).toBe('戊午');
    expect(pillarText(dayPillarOfDate(1900, 1, 1))).toBe('甲戌');
    expect(pillarText(dayPillarOfDate(1949, 10, 1))).toBe('甲子');
    expect(pillarText(dayPillarOfDate(1800, 1, 1))).toBe(pillarText(dayPillarOfDate(1800, 3, 2)));
  });

  it.each([
    ['Steve Jobs', '1955-02-24', '19:15', 'America/Los_Angeles', -122.42, '乙未 戊寅 丙辰 戊戌'],
    ['Bruce Lee', '1940-11-27', '07:12', 'America/Los_Angeles', -122.42, '庚辰 丁亥 甲戌 戊辰'],
    ['Albert Einstein (LMT)', '1879-03-14', '11:30', 'Europe/Berlin', 10, '己卯 丁卯 丙申 甲午'],
    ['male 1972-10-09 11:01 JST', '1972-10-09', '11:01', 'Asia/Tokyo', 139.65, '壬子 庚戌 癸酉 戊午'],
    ['female 1939-01-03 01:15 JST', '1939-01-03', '01:15', 'Asia/Tokyo', 139.65, '戊寅 甲子 庚子 丁丑'],
  ])('%s: %s %s → %s', (_who, date, time, tz, lng, expected) => {
    expect(four(bazi(date, time, tz, lng))).toBe(expected);
  });

  it('published luck directions: 1972 male forward from 辛亥, 1939 female backward', () => {
    const m = bazi('1972-10-09', '11:01', 'Asia/Tokyo', 139.65, { gender: 'male' });
    expect(m.luck?.direction).toBe('forward');
    expect(pillarText(m.luck?.pillars[0] as { stem: '甲'; branch: '子' })).toBe('辛亥');
    expect(bazi('1939-01-03', '01:15', 'Asia/Tokyo', 139.65, { gender: 'female' }).luck?.direction).toBe(
      'backward',
    );
  });
});

describe('the 子時 day boundary', () => {
  it.each([
    ['1990-05-15', '23:30', 'Asia/Tokyo', 139.65, '庚午 辛巳 庚辰 戊子', '庚午 辛巳 辛巳 戊子'],
    ['2024-02-04', '23:30', 'Asia/Shanghai', 121.47, '甲辰 丙寅 戊戌 甲子', '甲辰 丙寅 己亥 甲子'],
  ])('%s %s: midnight rule %s, 23:00 rule %s', (date, time, tz, lng, midnight, at23) => {
    const b = bazi(date, time, tz, lng);
    expect(four(b)).toBe(midnight);
    expect(four(bazi(date, time, tz, lng, { ziHour: '23' }))).toBe(at23);
    // The warning carries the chart under the other rule, so the page can show what would change.
    expect(b.warnings.find((w) => w.kind === 'lateZiHour')).toEqual({
      kind: 'lateZiHour',
      otherZiHour: '23',
      candidates: { before: midnight, after: at23 },
    });
  });

  it('00:30 and 22:59 are the same under both rules', () => {
    for (const ziHour of ['midnight', '23'] as const) {
      expect(four(bazi('1990-05-16', '00:30', 'Asia/Tokyo', 139.65, { ziHour })).slice(6)).toBe('辛巳 戊子');
      expect(four(bazi('1990-05-15', '22:59', 'Asia/Tokyo', 139.65, { ziHour })).slice(6)).toBe('庚辰 丁亥');
    }
  });

  it('zh.wikipedia: 2006-01-28 23:50 Beijing is 乙酉 己丑 戊午 壬子 under the 23:00 rule', () => {
    expect(four(bazi('2006-01-28', '23:50', 'Asia/Shanghai', 116.4074, { ziHour: '23' }))).toBe(
      '乙酉 己丑 戊午 壬子',
    );
    expect(four(bazi('2006-01-28', '23:50', 'Asia/Shanghai', 116.4074)).split(' ')[2]).toBe('丁巳');
  });
});

describe('true solar time', () => {
  it('Ürümqi on Beijing time: 14:30 CST is about 12:24 true solar time, 午 not 未', () => {
    const c = bazi('1995-05-15', '14:30', 'Asia/Shanghai', 87.6168, { trueSolarTime: true });
    const t = c.trueSolarTime;
    expect(t?.zoneOffsetMinutes).toBe(480);
    expect(t?.longitudeMinutes).toBeCloseTo(87.6168 * 4 - 480, 6);
    expect(t?.equationOfTimeMinutes).toBeGreaterThan(3.4);
    expect(t?.equationOfTimeMinutes).toBeLessThan(4);
    expect(t?.local.slice(11, 16)).toBe('12:24');
    expect(c.hour?.branch).toBe('午');
    expect(bazi('1995-05-15', '14:30', 'Asia/Shanghai', 87.6168).hour?.branch).toBe('未');
    // Year and month never move with solar time.
    expect(four(c).slice(0, 5)).toBe(four(bazi('1995-05-15', '14:30', 'Asia/Shanghai', 87.6168)).slice(0, 5));
  });

  it('Shanghai in summer time (1988-07-01 10:20): summer time, longitude and equation of time are three terms', () => {
    const t = bazi('1988-07-01', '10:20', 'Asia/Shanghai', 121.4737, { trueSolarTime: true }).trueSolarTime;
    expect(t?.zoneOffsetMinutes).toBe(540);
    expect(t?.standardOffsetMinutes).toBe(480);
    expect(t?.summerTimeMinutes).toBe(-60);
    // Shanghai is east of the 120°E meridian: +5.9 minutes, not the −54.1 the summer hour would make of it.
    expect(t?.longitudeMinutes).toBeCloseTo(121.4737 * 4 - 480, 6);
    expect(t?.totalMinutes).toBeCloseTo(-60 + (121.4737 * 4 - 480) + (t?.equationOfTimeMinutes ?? 0), 9);
  });

  it('Kagoshima (130.56°E): 15:10 JST is 14:55 true solar time, 未 not 申', () => {
    const c = bazi('1990-05-15', '15:10', 'Asia/Tokyo', 130.5571, { trueSolarTime: true });
    expect(c.trueSolarTime?.longitudeMinutes).toBeCloseTo(-17.77, 2);
    expect(c.trueSolarTime?.equationOfTimeMinutes).toBeCloseTo(3.7, 1);
    expect(c.trueSolarTime?.local.slice(11, 16)).toBe('14:55');
    expect(c.hour?.branch).toBe('未');
    expect(bazi('1990-05-15', '15:10', 'Asia/Tokyo', 130.5571).hour?.branch).toBe('申');
  });

  it('Tokyo 2024-11-03 12:00: equation of time +16.4 min (astronomy-engine, bazi.md §2.2)', () => {
    const c = bazi('2024-11-03', '12:00', 'Asia/Tokyo', 139.6917, { trueSolarTime: true });
    expect(c.trueSolarTime?.equationOfTimeMinutes).toBeCloseTo(16.45, 1);
    expect(c.trueSolarTime?.local.slice(11, 16)).toBe('12:35');
  });
});

describe('summer time is taken off the clock for the day and hour (docs/bazi.md §1)', () => {
  it('Tokyo 1949-07-01 15:10 on Japan summer time is 14:10 standard time: hour 未, not 申', () => {
    const c = bazi('1949-07-01', '15:10', 'Asia/Tokyo', 139.69);
    expect(c.hour?.branch).toBe('未');
    expect(c.summerTime).toEqual({ standardClock: '14:10', minutes: 60 });
    // The same clock reading a year later, without summer time, stays in 申.
    expect(bazi('1953-07-01', '15:10', 'Asia/Tokyo', 139.69).hour?.branch).toBe('申');
    expect(bazi('1953-07-01', '15:10', 'Asia/Tokyo', 139.69).summerTime).toBeNull();
  });

  it('New York 2008-06-08 00:30 EDT is 23:30 EST the day before: the day pillar moves back too', () => {
    const summer = bazi('2008-06-08', '00:30', 'America/New_York', -74);
    expect(summer.summerTime?.standardClock).toBe('23:30');
    expect(pillarText(summer.day)).toBe(pillarText(dayPillarOfDate(2008, 6, 7)));
    expect(summer.hour?.branch).toBe('子');
    // Under the 23:00 rule the 子 hour already opens the next day.
    const zi23 = bazi('2008-06-08', '00:30', 'America/New_York', -74, { ziHour: '23' });
    expect(pillarText(zi23.day)).toBe(pillarText(dayPillarOfDate(2008, 6, 8)));
  });

  it('true solar time, when chosen, is read from the instant and is not moved again', () => {
    const c = bazi('1949-07-01', '15:10', 'Asia/Tokyo', 139.69, { trueSolarTime: true });
    expect(c.trueSolarTime?.local.slice(11, 13)).toBe('14');
  });
});

describe('warnings near boundaries', () => {
  it('within 10 minutes of 立春 gives both candidate charts', () => {
    const c = bazi('2024-02-04', '17:20', 'Asia/Tokyo', 139.6503);
    const w = c.warnings.find((x) => x.kind === 'nearTerm');
    expect(w?.term).toBe('startOfSpring');
    expect(w?.minutes).toBeLessThan(0);
    expect(w?.candidates?.before.slice(0, 5)).toBe('癸卯 乙丑');
    expect(w?.candidates?.after.slice(0, 5)).toBe('甲辰 丙寅');
    // 立春 2024: 2024-02-04 08:27 UT, 17:27 on Tokyo's clock.
    expect(w?.atLocal).toBe('2024-02-04 17:27');
    expect(
      bazi('2024-02-04', '16:50', 'Asia/Tokyo', 139.6503).warnings.some((x) => x.kind === 'nearTerm'),
    ).toBe(false);
  });

  it('names an hour boundary on the clock the birth was recorded on: summer time, or standard if the record is (issue 32 §2)', () => {
    // Oslo 1960-07-01 12:05 on summer time is 11:05 standard: the 午 hour began at 11:00 standard, 12:00 on the clock.
    const summer = bazi('1960-07-01', '12:05', 'Europe/Oslo', 10.7461).warnings.find(
      (x) => x.kind === 'nearHourBoundary',
    );
    expect(summer).toMatchObject({ at: '11:00', atLocal: '1960-07-01 12:00', minutes: 5 });
    const standard = bazi('1960-07-01', '11:05', 'Europe/Oslo', 10.7461, {}, 'standard').warnings.find(
      (x) => x.kind === 'nearHourBoundary',
    );
    expect(standard).toMatchObject({ at: '11:00', atLocal: '1960-07-01 11:00', minutes: 5 });
  });

  it('within 10 minutes of an hour-branch boundary gives both hour pillars', () => {
    const w = bazi('1990-05-15', '14:55', 'Asia/Tokyo', 139.65).warnings.find(
      (x) => x.kind === 'nearHourBoundary',
    );
    expect(w).toMatchObject({ at: '15:00', minutes: -5 });
    expect(w?.candidates?.before.slice(-2)).toBe('癸未');
    expect(w?.candidates?.after.slice(-2)).toBe('甲申');
    expect(bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.65).warnings).toEqual([{ kind: 'genderMissing' }]);
  });
});

describe('element balance, the judgement and the fortune headline', () => {
  it('counts eight characters, weighs them, judges the chart and reads the running period against it', () => {
    const asOfUtcMs = Date.UTC(2027, 6, 1);
    const c = bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503, { gender: 'female', asOfUtcMs });
    const counts = Object.values(c.elements.counts);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
    expect(c.elements.counts).toEqual({ wood: 0, fire: 2, earth: 2, metal: 3, water: 1 });
    expect(c.elements.missing).toEqual(['wood']);
    const pct = Object.values(c.elements.percent).reduce((a, b) => a + b, 0);
    expect(pct).toBeGreaterThan(99.8);
    expect(pct).toBeLessThan(100.2);
    expect(c.elements.seasonal.fire).toBe('prosperous'); // 巳 month: summer
    // 庚 born in 巳: 丙 (七殺) is the month's main qi and nothing else of 巳 but 庚 itself is revealed → 七殺格.
    // 巳午未 form a fire 方局, which takes 巳's 庚 root away: 殺重身輕, weak (the teacher's verdict in issue 27), and
    // resource (earth) turns the killings into support.
    expect(c.judgement.structure).toMatchObject({ kind: 'sevenKillings', stem: '丙', role: 'main' });
    expect(c.judgement.strength).toMatchObject({ level: 'weak', following: null });
    expect(c.judgement.elements).toMatchObject({ useful: 'earth', unfavourable: 'fire' });
    // Mid-2027: luck pillar 丁丑 (from 2023-07-10) and year 丁未, both fire over earth: each brings both.
    expect(c.fortune.year.signals.slice(0, 2).map((s) => `${s.kind}:${s.use}`)).toEqual([
      'stem:unfavourable',
      'branch:useful',
    ]);
    expect(c.fortune.luck?.pillar).toMatchObject({ stem: '丁', branch: '丑' });
    expect(c.fortune.overview).toBe(c.fortune.year.grade);
    expect(c.fortune.asOfUtc).toBe('2027-07-01T00:00:00.000Z');
    // Female: love is read through the officer (fire, 忌神), which the year's 丁 brings.
    expect(c.fortune.year.areas?.love?.themes[0]).toMatchObject({ kind: 'starArrives', role: 'officer' });
    expect(c.fortune.stars?.love).toBe(2);
    expect(bazi('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503, { asOfUtcMs }).fortune.stars).toBeNull();
  });
});

describe('annual pillars (流年) for any year', () => {
  it.each([
    [1800, '庚申'],
    [1984, '甲子'],
    [2024, '甲辰'],
    [2026, '丙午'],
    [2200, '庚子'],
  ])('%i → %s', (year, pillar) => {
    const a = annualPillar(year, '庚');
    expect(pillarText(a)).toBe(pillar);
    expect(a.year).toBe(year);
  });
  it('carries the ten god against the day master', () => {
    expect(annualPillar(2026, '庚').tenGod).toBe('sevenKillings'); // 丙 over 庚
    expect(annualPillar(2026, '丙').tenGod).toBe('friend');
  });
});
