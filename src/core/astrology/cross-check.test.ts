import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../chart/chart-request';
import { asTimed, computeChart } from '../chart/compute-chart';
import { crossCheck, parseExternalLongitudes } from './cross-check';

const chart = asTimed(
  computeChart(
    parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' }),
  ),
);

describe('the external service cross-check (issue 16 §7)', () => {
  it('reads the documented shape, normalises longitudes and leaves out points it does not give', () => {
    expect(
      parseExternalLongitudes({ points: { sun: { longitude: 414.5 }, moon: { longitude: -10 } } }),
    ).toEqual({
      sun: 54.5,
      moon: 350,
    });
  });

  it.each([
    null,
    'x',
    [],
    {},
    { points: [] },
    { points: {} },
    { points: { sun: 54 } },
    { points: { sun: { longitude: '54' } } },
    { points: { sun: { longitude: Number.NaN } } },
    { points: { sun: { longitude: 1e9 } } },
    { points: { ['__proto__']: { longitude: 1 } } },
  ])('refuses %j', (json) => {
    expect(parseExternalLongitudes(json)).toBeNull();
  });

  it('gives each point the signed difference the short way round, and the largest', () => {
    const sun = chart.bodies.sun.longitude;
    const asc = chart.angles.ascendant.longitude;
    const check = crossCheck(chart, { sun: sun + 2 / 3600, ascendant: asc - 30 / 3600, moon: undefined });
    const row = (p: string) => check.rows.find((r) => r.point === p);
    expect(row('sun')?.diffArcsec).toBeCloseTo(2, 6);
    expect(row('ascendant')?.diffArcsec).toBeCloseTo(-30, 6);
    expect(row('moon')?.diffArcsec).toBeNull();
    expect(check.compared).toBe(2);
    expect(check.maxAbsDiffArcsec).toBeCloseTo(30, 6);
    expect(check.rows.map((r) => r.point)).toEqual([...Object.keys(chart.bodies), 'ascendant', 'midheaven']);
  });

  it('crosses 0° Aries without a 360° jump', () => {
    const local = { bodies: { sun: { longitude: 359.9995 } }, angles: {} };
    const check = crossCheck(local, { sun: 0.0005 });
    expect(check.rows).toHaveLength(1);
    expect(check.rows[0]?.diffArcsec).toBeCloseTo(3.6, 6);
  });
});
