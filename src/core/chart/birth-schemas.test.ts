import { describe, expect, it } from 'vitest';
import { birthFieldsSchema } from './birth-schemas';

const before = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 37,
  birthplace: '府中',
  gender: 'female',
};

describe('birthFieldsSchema', () => {
  it('reads birth data stored or shared before coordinates existed', () => {
    const r = birthFieldsSchema.safeParse(before);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(before);
  });
  it('keeps a chosen place, a point entered by hand and the Tokyo fallback', () => {
    for (const coordinates of [
      { lat: 34.5735, lng: 133.2351, tz: 'Asia/Tokyo', placeId: 'jp-34208' },
      { lat: -33.5, lng: -70.25, tz: 'America/Santiago' },
      { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', fallback: true },
      { lat: 90, lng: -180, tz: 'UTC' },
    ]) {
      const r = birthFieldsSchema.safeParse({ ...before, coordinates });
      expect(r.success, JSON.stringify(coordinates)).toBe(true);
      expect(r.data?.coordinates).toEqual(coordinates);
    }
  });
  it('refuses points off the globe and zones that are not IANA ids', () => {
    for (const coordinates of [
      { lat: 90.5, lng: 0, tz: 'UTC' },
      { lat: 0, lng: 181, tz: 'UTC' },
      { lat: 0, lng: 0, tz: '+09:00' },
      { lat: 0, lng: 0, tz: '' },
      { lat: '35', lng: 0, tz: 'UTC' },
      { lat: 0, lng: 0 },
    ]) {
      expect(
        birthFieldsSchema.safeParse({ ...before, coordinates }).success,
        JSON.stringify(coordinates),
      ).toBe(false);
    }
  });
});
