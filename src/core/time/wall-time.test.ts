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
