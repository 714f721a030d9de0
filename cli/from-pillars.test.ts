import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// Runs the real command, as `npm run chart -- from-pillars …` does.
function chart(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/chart.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, TZ: 'America/Los_Angeles' }, // the host zone must not matter
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('chart from-pillars (八字反推, issue 29 §5)', () => {
  it('lists every stretch of the four pillars in the years asked, on the Beijing clock', () => {
    const r = chart(['from-pillars', '庚午', '辛巳', '庚辰', '癸未', '--from', '1800', '--to', '2200']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      pillars: '庚午 辛巳 庚辰 癸未',
      clock: 'UTC+8',
      ziHour: 'midnight',
      from: 1800,
      to: 2200,
      matches: [
        { date: '1930-05-30', from: '13:00', until: '15:00' },
        { date: '1990-05-15', from: '13:00', until: '15:00' },
        { date: '2170-05-31', from: '13:00', until: '15:00' },
      ],
    });
  });

  it('takes the 23:00 day boundary, and refuses what is not four pillars or a year outside the range', () => {
    const r = chart([
      'from-pillars',
      '壬申',
      '壬寅',
      '庚辰',
      '甲申',
      '--from',
      '1801',
      '--to',
      '2025',
      '--zi-hour',
      '23',
    ]);
    expect(JSON.parse(r.out).matches.map((m: { date: string }) => m.date)).toEqual([
      '1812-02-18',
      '1992-03-05',
    ]);
    const bad = chart(['from-pillars', '庚午', '辛巳', '庚辰']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/four pillars/);
    const range = chart(['from-pillars', '庚午', '辛巳', '庚辰', '癸未', '--from', '1700']);
    expect(range.code).toBe(1);
    expect(range.err).toMatch(/OUT_OF_RANGE/);
  });

  it('reads another standard clock with --utc-offset: the 節 falls an hour later on UTC+9', () => {
    // 立夏 1990 fell at 02:35 Beijing time, 03:35 in Tokyo: the 寅 hour of 5 May is split there on UTC+9 only.
    const args = ['from-pillars', '庚午', '辛巳', '辛未', '庚寅', '--from', '1990', '--to', '1990'];
    expect(JSON.parse(chart(args).out).matches).toEqual([
      { date: '1990-05-06', from: '03:00', until: '05:00' },
    ]);
    const tokyo = JSON.parse(chart([...args, '--utc-offset', '+09:00']).out);
    expect(tokyo.clock).toBe('UTC+9');
    expect(tokyo.matches).toEqual([{ date: '1990-05-06', from: '03:35', until: '05:00' }]);
    const before = chart([
      'from-pillars',
      '庚午',
      '庚辰',
      '辛未',
      '庚寅',
      '--from',
      '1990',
      '--to',
      '1990',
      '--utc-offset',
      '+09:00',
    ]);
    expect(JSON.parse(before.out).matches).toEqual([{ date: '1990-05-06', from: '03:00', until: '03:35' }]);
    const bad = chart([...args, '--utc-offset', '9']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--utc-offset/);
  });
});
