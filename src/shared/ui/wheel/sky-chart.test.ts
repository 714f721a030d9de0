import { describe, expect, it } from 'vitest';
import { CHART_BODIES } from '../../../core/astrology/vocabulary';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { castSky, msToNextMinute, skyRequest } from './sky-chart';

describe('the sky right now', () => {
  it('asks for the current minute in UTC at 0/0', () => {
    expect(skyRequest(new Date('2026-11-24T01:07:59.900Z'))).toEqual({
      date: '2026-11-24',
      time: '01:07',
      lat: 0,
      lng: 0,
      tz: 'UTC',
    });
  });

  it('gives the same body positions as a chart for the same instant anywhere else', async () => {
    const now = new Date('2024-03-20T03:06:00Z');
    const sky = await castSky(now);
    // 12:06 in Tokyo is 03:06 UTC.
    const tokyo = computeChart(
      parseChartRequest({ date: '2024-03-20', time: '12:06', lat: 35.68, lng: 139.77, tz: 'Asia/Tokyo' }),
    );
    expect(sky.utc).toBe(tokyo.utc);
    for (const body of CHART_BODIES) {
      expect(sky.bodies[body].longitude, body).toBeCloseTo(tokyo.bodies[body].longitude, 6);
      expect(sky.bodies[body].sign, body).toBe(tokyo.bodies[body].sign);
    }
    // The March equinox was at 03:06 UTC that day: the Sun sits at 0° Aries.
    expect(Math.min(sky.bodies.sun.longitude, 360 - sky.bodies.sun.longitude)).toBeLessThan(0.02);
    expect(sky.aspects.length).toBeGreaterThan(0);
  });

  it('wakes just after each whole minute', () => {
    expect(msToNextMinute(Date.UTC(2026, 0, 1, 0, 0, 59, 990))).toBe(60);
    expect(msToNextMinute(Date.UTC(2026, 0, 1, 0, 1, 0, 0))).toBe(60_050);
  });
});
