import { describe, expect, it } from 'vitest';
import type { UserData } from '../stores/app-types';
import { DEFAULT_SETTINGS } from '../stores/default-settings';
import { computeResults, fullBirthDateTime } from './analysis';

const user: UserData = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 37,
  birthplace: '府中',
  gender: 'female',
  fullBirthDateTime: fullBirthDateTime('1990-05-15', 14, 37),
};
const conventions = DEFAULT_SETTINGS.conventions;

describe('computeResults', () => {
  it('casts for the chosen place, not for what its name would resolve to', async () => {
    // 府中 alone resolves to Fuchū, Tokyo; the user picked Fuchū, Hiroshima.
    const hiroshima = { lat: 34.5735, lng: 133.2351, tz: 'Asia/Tokyo', placeId: 'jp-34208' };
    const r = await computeResults({ ...user, coordinates: hiroshima }, conventions);
    expect(r.placeResolved).toBe(true);
    expect(r.chart.place).toMatchObject({ lat: 34.5735, lng: 133.2351, tz: 'Asia/Tokyo', resolved: true });
    expect(r.chart.place.source).toBe('gazetteer');
    expect(r.chart.local.time).toBe('14:37');
    const byName = await computeResults(user, conventions);
    expect(byName.chart.place.lat).not.toBe(34.5735);
    expect(r.chart.angles?.ascendant.longitude).not.toBe(byName.chart.angles?.ascendant.longitude);
  });
  it('casts for a point entered by hand, with its zone, keeping the typed name', async () => {
    const r = await computeResults(
      {
        ...user,
        birthplace: 'Qwxzzy Lake',
        coordinates: { lat: -33.5, lng: -70.25, tz: 'America/Santiago' },
      },
      conventions,
    );
    expect(r.placeResolved).toBe(true);
    expect(r.chart.place).toMatchObject({
      name: 'Qwxzzy Lake',
      lat: -33.5,
      lng: -70.25,
      tz: 'America/Santiago',
      source: 'coordinates',
    });
  });
  it('keeps the Tokyo fallback flagged when the user chose it knowingly', async () => {
    const r = await computeResults(
      {
        ...user,
        birthplace: 'Lond',
        coordinates: { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', fallback: true },
      },
      conventions,
    );
    expect(r.placeResolved).toBe(false);
    expect(r.chart.place).toMatchObject({ lat: 35.6762, lng: 139.6503, resolved: false });
  });
  it('resolves the text of older data without coordinates, Tokyo fallback flagged when unknown', async () => {
    const known = await computeResults({ ...user, birthplace: 'London' }, conventions);
    expect(known.placeResolved).toBe(true);
    expect(known.chart.place.tz).toBe('Europe/London');
    const unknown = await computeResults({ ...user, birthplace: 'Qwxzzy Lake' }, conventions);
    expect(unknown.placeResolved).toBe(false);
    expect(unknown.chart.place).toMatchObject({ lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' });
  });
});
