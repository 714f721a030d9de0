import { describe, expect, it } from 'vitest';
import { parseSkyForm } from './sky-input';

const TOKYO = {
  date: '1949-07-01',
  time: '15:10',
  tz: 'Asia/Tokyo',
  lat: '35.6895',
  lng: '139.6917',
  heightM: '40',
};

describe('the 3D view’s form', () => {
  it('reads the clock through the zone’s history (Japan summer time 1949: UTC+10), not the browser’s zone', () => {
    const r = parseSkyForm(TOKYO);
    expect('ok' in r && r.ok.utc).toBe('1949-07-01T05:10:00.000Z');
    expect('ok' in r && r.ok.offsetMinutes).toBe(600);
  });

  it('refuses what Number() would take but a person did not mean: blanks, hex, exponents, commas', () => {
    for (const lat of [' ', '', '0x1E', '3e1', '35,6', 'abc'])
      expect(parseSkyForm({ ...TOKYO, lat })).toEqual({ errors: { lat: 'lat' } });
  });

  it('names every field out of range, and dates, times and zones it cannot read', () => {
    expect(parseSkyForm({ ...TOKYO, lat: '91', lng: '-181', heightM: '12000' })).toEqual({
      errors: { lat: 'lat', lng: 'lng', heightM: 'height' },
    });
    expect(parseSkyForm({ ...TOKYO, date: '2023-02-30' })).toEqual({ errors: { date: 'date' } });
    expect(parseSkyForm({ ...TOKYO, date: '1700-01-01' })).toEqual({ errors: { date: 'range' } });
    expect(parseSkyForm({ ...TOKYO, time: '24:10' })).toEqual({ errors: { time: 'time' } });
    expect(parseSkyForm({ ...TOKYO, tz: 'Asia/Edo' })).toEqual({ errors: { tz: 'tz' } });
    expect(parseSkyForm({ ...TOKYO, heightM: '-600' })).toEqual({ errors: { heightM: 'height' } });
  });
});

describe('the sky-now clock', () => {
  it('reads an instant on a zone’s own clock, summer time included', async () => {
    const { clockAt } = await import('./sky-input');
    expect(clockAt('Asia/Tokyo', Date.UTC(2026, 10, 24, 15, 30))).toEqual({
      date: '2026-11-25',
      time: '00:30',
    });
    expect(clockAt('America/New_York', Date.UTC(2026, 6, 1, 3, 5))).toEqual({
      date: '2026-06-30',
      time: '23:05',
    });
  });
});
