import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import { aspectAt, GRID_POINTS } from './aspect-grid';

describe('aspect grid', () => {
  const chart = computeChart(
    parseChartRequest({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' }),
  );
  it('finds each aspect in its cell whichever way the pair is listed', () => {
    expect(aspectAt(chart.aspects, 'sun', 'moon')?.type).toBe('trine');
    expect(aspectAt(chart.aspects, 'moon', 'sun')?.type).toBe('trine');
    expect(aspectAt(chart.aspects, 'jupiter', 'uranus')?.type).toBe('opposition');
    expect(aspectAt(chart.aspects, 'sun', 'mars')).toBeUndefined();
  });
  it('holds every aspect of the chart except those of the south node', () => {
    const inGrid = chart.aspects.filter((a) => GRID_POINTS.includes(a.a) && GRID_POINTS.includes(a.b));
    expect(inGrid).toHaveLength(chart.aspects.length);
  });
});
