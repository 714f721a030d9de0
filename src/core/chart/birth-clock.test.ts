import { describe, expect, it } from 'vitest';
import { birthClockOf } from './birth-clock';
import { parseChartRequest } from './chart-request';
import { computeChart } from './compute-chart';

const SHANGHAI = { lat: 31.2304, lng: 121.4737, tz: 'Asia/Shanghai' };
const clockOf = (date: string, time: string, extra: Record<string, string> = {}) =>
  birthClockOf(computeChart(parseChartRequest({ date, time, ...SHANGHAI, ...extra })));

describe('what the results header says about the clock of a birth (issue 32 §2)', () => {
  it('summer time: read on the clock then, the pillars on the standard clock an hour earlier', () => {
    expect(clockOf('1988-07-01', '10:20')).toEqual({
      kind: 'summer',
      recorded: '10:20',
      standard: '09:20',
      minutes: 60,
    });
  });
  it('a record said to be standard time: read so, the clocks then showing an hour more', () => {
    expect(clockOf('1988-07-01', '10:20', { clock: 'standard' })).toEqual({
      kind: 'recordedStandard',
      recorded: '10:20',
      wall: '11:20',
      minutes: 60,
    });
  });
  it('the hour that happened twice (1988-09-11 01:30): the first (summer time) by default, the second on request', () => {
    expect(clockOf('1988-09-11', '01:30')).toEqual({
      kind: 'repeated',
      recorded: '01:30',
      chosen: 'first',
      minutes: 60,
      cause: 'summerTime',
    });
    expect(clockOf('1988-09-11', '01:30', { disambiguation: 'later' })).toMatchObject({ chosen: 'second' });
  });
  it('the hour the clocks skipped (1988-04-17 02:30): which reading, in clock times', () => {
    expect(clockOf('1988-04-17', '02:30')).toEqual({
      kind: 'skipped',
      recorded: '02:30',
      from: '02:00',
      to: '03:00',
      readAs: '03:30',
      otherReadAs: '01:30',
      chosen: 'clockBefore',
      cause: 'summerTime',
    });
    expect(clockOf('1988-04-17', '02:30', { disambiguation: 'earlier' })).toMatchObject({
      readAs: '01:30',
      otherReadAs: '03:30',
      chosen: 'clockAfter',
    });
  });
  it('says nothing of standard time', () => {
    expect(clockOf('1988-01-15', '10:20')).toBeNull();
    expect(clockOf('1995-07-01', '10:20')).toBeNull();
  });
});
