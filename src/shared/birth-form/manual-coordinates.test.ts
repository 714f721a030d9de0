import { describe, expect, it } from 'vitest';
import { canonicalZone, parseDegrees, validateManualCoordinates } from './manual-coordinates';

const ZONES = ['Asia/Tokyo', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata'];

describe('parseDegrees', () => {
  it('reads plain, signed and decorated numbers', () => {
    expect(parseDegrees('35.6762', 'lat')).toBe(35.6762);
    expect(parseDegrees(' -33.87 ', 'lat')).toBe(-33.87);
    expect(parseDegrees('−0.1257', 'lng')).toBe(-0.1257);
    expect(parseDegrees('+139.65°', 'lng')).toBe(139.65);
    expect(parseDegrees('３５．６８', 'lat')).toBe(35.68);
    expect(parseDegrees('48,85', 'lat')).toBe(48.85);
    expect(parseDegrees('.5', 'lng')).toBe(0.5);
  });
  it('reads hemispheres in letters and in Japanese and Chinese words', () => {
    expect(parseDegrees('33.87 S', 'lat')).toBe(-33.87);
    expect(parseDegrees('33.87°s', 'lat')).toBe(-33.87);
    expect(parseDegrees('N 35.68', 'lat')).toBe(35.68);
    expect(parseDegrees('0.13W', 'lng')).toBe(-0.13);
    expect(parseDegrees('北緯35.68', 'lat')).toBe(35.68);
    expect(parseDegrees('南纬33.87', 'lat')).toBe(-33.87);
    expect(parseDegrees('西経0.13', 'lng')).toBe(-0.13);
    expect(parseDegrees('东经121.47', 'lng')).toBe(121.47);
  });
  it('keeps latitude within ±90 and longitude within ±180, edges included', () => {
    expect(parseDegrees('90', 'lat')).toBe(90);
    expect(parseDegrees('-90', 'lat')).toBe(-90);
    expect(parseDegrees('90.0001', 'lat')).toBeNull();
    expect(parseDegrees('-91', 'lat')).toBeNull();
    expect(parseDegrees('180', 'lng')).toBe(180);
    expect(parseDegrees('-180', 'lng')).toBe(-180);
    expect(parseDegrees('180.5', 'lng')).toBeNull();
    expect(parseDegrees('139.65', 'lat')).toBeNull();
  });
  it('refuses text that is not one number, or a hemisphere of the other axis', () => {
    for (const bad of ['', ' ', 'abc', '35.6.7', '35,6,7', '1e2', '35 36', '--3', 'Infinity', 'NaN'])
      expect(parseDegrees(bad, 'lat'), bad).toBeNull();
    expect(parseDegrees('35.68E', 'lat')).toBeNull();
    expect(parseDegrees('139N', 'lng')).toBeNull();
    expect(parseDegrees('S -33', 'lat')).toBeNull();
  });
});

describe('canonicalZone', () => {
  it('takes listed zones in any case, with spaces for underscores', () => {
    expect(canonicalZone('Asia/Tokyo', ZONES)).toBe('Asia/Tokyo');
    expect(canonicalZone(' asia/tokyo ', ZONES)).toBe('Asia/Tokyo');
    expect(canonicalZone('america/argentina/buenos aires', ZONES)).toBe('America/Argentina/Buenos_Aires');
  });
  it('takes a zone the tz database knows under an id the list leaves out', () => {
    expect(canonicalZone('UTC', [])).toBe('UTC');
    expect(canonicalZone('Europe/Paris', [])).toBe('Europe/Paris');
  });
  it('refuses unknown zones, offsets and empty text', () => {
    expect(canonicalZone('Mars/Olympus_Mons', ZONES)).toBeNull();
    expect(canonicalZone('Tokyo', ZONES)).toBeNull();
    expect(canonicalZone('+09:00', ZONES)).toBeNull();
    expect(canonicalZone('', ZONES)).toBeNull();
  });
});

describe('validateManualCoordinates', () => {
  it('returns the point when all three fields are right', () => {
    expect(validateManualCoordinates({ lat: '51.5085', lng: '-0.1257', tz: 'europe/london' }, ZONES)).toEqual(
      {
        ok: true,
        value: { lat: 51.5085, lng: -0.1257, tz: 'Europe/London' },
      },
    );
  });
  it('names every failing field with its message key', () => {
    expect(validateManualCoordinates({ lat: '95', lng: '200', tz: 'Nowhere' }, ZONES)).toEqual({
      ok: false,
      errors: { lat: 'manual.errors.lat', lng: 'manual.errors.lng', tz: 'manual.errors.tz' },
    });
    expect(validateManualCoordinates({ lat: '35', lng: '', tz: 'Asia/Tokyo' }, ZONES)).toEqual({
      ok: false,
      errors: { lng: 'manual.errors.lng' },
    });
  });
});
