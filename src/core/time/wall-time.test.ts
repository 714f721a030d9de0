import { afterEach, describe, expect, it } from 'vitest';
import { birthMoment } from './birth-moment';
import { wallTimeToInstant } from './wall-time';

// Offsets are facts of the tz database (astronomy.md §6.1), not output of this code.
describe('wall time → UT through the tz database', () => {
  const cases: [string, string, string, number, string, number][] = [
    ['Japan DST 1948–51', '1950-07-01', 'Asia/Tokyo', 139.6503, '1950-07-01T02:00:00.000Z', 600],
    ['Japan after DST', '1952-07-01', 'Asia/Tokyo', 139.6503, '1952-07-01T03:00:00.000Z', 540],
    ['China DST 1986–91', '1988-07-01', 'Asia/Shanghai', 121.4737, '1988-07-01T03:00:00.000Z', 540],
    ['China wartime DST', '1941-07-01', 'Asia/Shanghai', 121.4737, '1941-07-01T03:00:00.000Z', 540],
    ['Hong Kong summer time', '1975-07-01', 'Asia/Hong_Kong', 114.1694, '1975-07-01T03:00:00.000Z', 540],
    ['Taiwan summer time', '1960-07-01', 'Asia/Taipei', 121.5654, '1960-07-01T03:00:00.000Z', 540],
    ['Urumqi', '1990-07-01', 'Asia/Urumqi', 87.6168, '1990-07-01T06:00:00.000Z', 360],
    ['US war time', '1943-07-01', 'America/New_York', -74.006, '1943-07-01T16:00:00.000Z', -240],
    ['UK double summer time', '1944-07-01', 'Europe/London', -0.1278, '1944-07-01T10:00:00.000Z', 120],
  ];
  it.each(cases)('%s: %s 12:00 %s', (_label, date, tz, lng, utc, offset) => {
    const m = birthMoment(date, '12:00', tz, lng);
    expect(m.utc).toBe(utc);
    expect(m.offsetMinutes).toBe(offset);
    expect(m.offsetSource).toBe('tzdb');
    expect(m.timeNote).toBeNull();
  });

  it('flags summer and war time as DST, standard time not', () => {
    expect(birthMoment('1950-07-01', '12:00', 'Asia/Tokyo', 139.65).dst).toBe(true);
    expect(birthMoment('1952-07-01', '12:00', 'Asia/Tokyo', 139.65).dst).toBe(false);
    expect(birthMoment('1943-07-01', '12:00', 'America/New_York', -74).dst).toBe(true);
    expect(birthMoment('1990-05-15', '14:30', 'Asia/Tokyo', 139.65).dst).toBe(false);
  });

  it('knows the standard offset under summer time, and a permanent change of zone is not summer time', () => {
    // [date, time, zone, lng, offset, standard offset] (minutes east); tz database history per docs/bazi.md §2.1.
    const cases = [
      ['1949-07-01', '15:10', 'Asia/Tokyo', 139.69, 600, 540], // Japan summer time 1948–51
      ['1949-01-15', '15:10', 'Asia/Tokyo', 139.69, 540, 540],
      ['1988-07-01', '12:00', 'Asia/Shanghai', 121.47, 540, 480], // China 1986–91
      ['1975-06-01', '12:00', 'Asia/Taipei', 121.56, 540, 480],
      ['1970-06-01', '12:00', 'Asia/Hong_Kong', 114.17, 540, 480],
      ['2008-06-07', '17:00', 'America/New_York', -74, -240, -300],
      ['2008-12-07', '17:00', 'America/New_York', -74, -300, -300],
      ['1943-01-15', '12:00', 'America/New_York', -74, -240, -300], // year-round war time 1942–45
      ['1944-06-01', '12:00', 'Europe/London', -0.13, 120, 0], // double summer time: two hours
      ['1944-01-15', '12:00', 'Europe/London', -0.13, 60, 0], // the war's year-round summer time
      ['2020-01-15', '12:00', 'Australia/Sydney', 151.21, 660, 600], // southern summer
      ['2020-07-15', '12:00', 'Australia/Sydney', 151.21, 600, 600],
      ['1983-01-15', '12:00', 'Asia/Singapore', 103.85, 480, 480], // +7:30 → +8 for good in 1982
      ['2016-01-15', '12:00', 'Asia/Pyongyang', 125.75, 510, 510], // +8:30 for 2015–18: lower, never summer time
      // Issue 32: history only backzone keeps (the browsers' ICU merged these zones), and standard offsets that
      // changed — read from the database's SAVE, not guessed from the offsets around.
      ['1960-07-01', '12:00', 'Europe/Oslo', 10.75, 120, 60], // Norwegian summer time 1959–65
      ['1935-07-01', '12:00', 'Europe/Amsterdam', 4.9, 4772 / 60, 4772 / 60 - 60], // +1:19:32, Amsterdam summer time
      ['1950-10-01', '12:00', 'Africa/Accra', -0.2, 30, 0], // the Gold Coast's half hour
      ['1960-01-01', '12:00', 'Atlantic/Reykjavik', -21.9, -60, -60], // UTC−1 standard until 1968
      ['1942-05-23', '08:05', 'Europe/Paris', 2.35, 120, 60], // occupied Paris: standard +1, one hour of summer time
      ['2020-01-15', '12:00', 'Europe/Dublin', -6.26, 0, 0], // the law's negative winter time read as GMT standard
      ['2020-07-15', '12:00', 'Europe/Dublin', -6.26, 60, 0],
    ] as const;
    for (const [date, time, tz, lng, offset, standard] of cases) {
      const m = birthMoment(date, time, tz, lng);
      expect([date, tz, m.offsetMinutes, m.standardOffsetMinutes]).toEqual([date, tz, offset, standard]);
      expect(m.dst).toBe(standard < offset);
    }
  });
});

describe('the switch from local mean time is a clock change like any other (issue 16 §4)', () => {
  it('Tokyo 1888-01-01 00:10 happened twice: on local mean time, then again 18 minutes later on JST', () => {
    const m = birthMoment('1888-01-01', '00:10', 'Asia/Tokyo', 139.6917);
    expect(m.timeNote).toMatchObject({ kind: 'fold', chosen: 'earlier' });
    expect(m.offsetSource).toBe('lmt');
    expect(m.utc).toBe('1887-12-31T14:51:13.992Z'); // 139.6917° × 4 min = 9 h 18 m 46.008 s
    const later = birthMoment('1888-01-01', '00:10', 'Asia/Tokyo', 139.6917, 'later');
    expect(later).toMatchObject({
      utc: '1887-12-31T15:10:00.000Z',
      offsetSource: 'tzdb',
      offsetMinutes: 540,
    });
    expect(later.timeNote?.candidates.map((c) => new Date(c.utcMs).toISOString())).toEqual([
      '1887-12-31T14:51:13.992Z',
      '1887-12-31T15:10:00.000Z',
    ]);
    // Past the repeated minutes, one reading again.
    expect(birthMoment('1888-01-01', '00:30', 'Asia/Tokyo', 139.6917).timeNote).toBeNull();
    expect(birthMoment('1887-12-31', '23:50', 'Asia/Tokyo', 139.6917).timeNote).toBeNull();
  });

  it('New York’s “day of two noons” (1883-11-18) is a fold; Madrid’s jump to WET (1901) is a gap', () => {
    expect(birthMoment('1883-11-18', '12:02', 'America/New_York', -74.006).timeNote?.kind).toBe('fold');
    expect(birthMoment('1883-11-18', '11:55', 'America/New_York', -74.006).timeNote).toBeNull();
    const gap = birthMoment('1900-12-31', '23:50', 'Europe/Madrid', -3.7038);
    expect(gap.timeNote).toMatchObject({ kind: 'gap', chosen: 'later' });
    expect(birthMoment('1900-12-31', '23:40', 'Europe/Madrid', -3.7038).timeNote).toBeNull();
  });
});

describe('local mean time before a zone adopted standard time', () => {
  it('Tokyo 1880-01-01 12:00 uses the birth longitude, not the tz LMT of 139.74°E', () => {
    const m = birthMoment('1880-01-01', '12:00', 'Asia/Tokyo', 139.6503);
    expect(m.offsetSource).toBe('lmt');
    expect(m.offsetMinutes).toBeCloseTo(139.6503 * 4, 6); // +9:18:36
    expect(m.utcMs).toBe(Date.UTC(1880, 0, 1, 12) - Math.round(139.6503 * 4 * 60_000));
  });

  it('Einstein, Ulm 1879-03-14 11:30 at 10°E is 10:50 UT (astro.com)', () => {
    const m = birthMoment('1879-03-14', '11:30', 'Europe/Berlin', 10);
    expect(m.utc).toBe('1879-03-14T10:50:00.000Z');
    expect(m.jdUt).toBeCloseTo(2407422.951389, 6);
  });

  it('switches to the tz database at the zone’s first transition (Tokyo 1888)', () => {
    expect(birthMoment('1887-12-31', '12:00', 'Asia/Tokyo', 139.6503).offsetSource).toBe('lmt');
    const after = birthMoment('1888-01-02', '12:00', 'Asia/Tokyo', 139.6503);
    expect(after.offsetSource).toBe('tzdb');
    expect(after.offsetMinutes).toBe(540);
  });
});

describe('skipped and repeated wall times are reported, never silently moved', () => {
  it('New York 2021-03-14 02:30 does not exist (spring forward)', () => {
    const m = birthMoment('2021-03-14', '02:30', 'America/New_York', -74.006);
    expect(m.timeNote?.kind).toBe('gap');
    expect(m.timeNote?.chosen).toBe('later');
    expect(m.timeNote?.candidates.map((c) => new Date(c.utcMs).toISOString())).toEqual([
      '2021-03-14T06:30:00.000Z',
      '2021-03-14T07:30:00.000Z',
    ]);
    expect(m.utc).toBe('2021-03-14T07:30:00.000Z'); // read on the pre-change clock: 03:30 EDT
    const earlier = birthMoment('2021-03-14', '02:30', 'America/New_York', -74.006, 'earlier');
    expect(earlier.utc).toBe('2021-03-14T06:30:00.000Z');
    expect(earlier.timeNote?.chosen).toBe('earlier');
  });

  it('New York 2021-11-07 01:30 happens twice (fall back)', () => {
    const m = birthMoment('2021-11-07', '01:30', 'America/New_York', -74.006);
    expect(m.timeNote?.kind).toBe('fold');
    expect(m.timeNote?.chosen).toBe('earlier');
    expect(m.utc).toBe('2021-11-07T05:30:00.000Z'); // 01:30 EDT
    expect(m.offsetMinutes).toBe(-240);
    const later = birthMoment('2021-11-07', '01:30', 'America/New_York', -74.006, 'later');
    expect(later.utc).toBe('2021-11-07T06:30:00.000Z'); // 01:30 EST
    expect(later.offsetMinutes).toBe(-300);
  });

  it('an ordinary time carries no note', () => {
    expect(birthMoment('2021-07-01', '12:00', 'America/New_York', -74).timeNote).toBeNull();
  });
});

describe('independence from the host machine', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  it('gives the same instant whatever the process time zone is', () => {
    const results = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham'].map((tz) => {
      process.env.TZ = tz;
      return wallTimeToInstant({ year: 1950, month: 7, day: 1, hour: 12, minute: 0 }, 'Asia/Tokyo', 139.65)
        .utcMs;
    });
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toBe(Date.UTC(1950, 6, 1, 2));
  });
});

describe('a recorded time that is already standard time (issue 32 §2)', () => {
  it('is read on the standard clock: Shanghai 1988-07-01 10:20 standard is 02:20 UT, the clocks then showing 11:20', () => {
    const asWall = birthMoment('1988-07-01', '10:20', 'Asia/Shanghai', 121.47);
    const asStandard = birthMoment('1988-07-01', '10:20', 'Asia/Shanghai', 121.47, 'compatible', 'standard');
    expect(asWall.utc).toBe('1988-07-01T01:20:00.000Z');
    expect(asStandard.utc).toBe('1988-07-01T02:20:00.000Z');
    expect([asStandard.offsetMinutes, asStandard.standardOffsetMinutes, asStandard.dst]).toEqual([
      540,
      480,
      true,
    ]);
    expect(asStandard.clock).toBe('standard');
  });
  it('never repeats or skips: the repeated 01:30 of 1988-09-11 has one standard reading, and winter is unchanged', () => {
    const fold = birthMoment('1988-09-11', '01:30', 'Asia/Shanghai', 121.47, 'compatible', 'standard');
    expect([fold.utc, fold.timeNote]).toEqual(['1988-09-10T17:30:00.000Z', null]);
    const winter = birthMoment('1988-01-15', '10:20', 'Asia/Shanghai', 121.47, 'compatible', 'standard');
    expect(winter.utc).toBe(birthMoment('1988-01-15', '10:20', 'Asia/Shanghai', 121.47).utc);
  });
});
