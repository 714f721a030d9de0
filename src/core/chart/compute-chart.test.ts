import { describe, expect, it } from 'vitest';
import { isCoreError } from '../errors';
import { parseChartRequest } from './chart-request';
import { asTimed, computeChart, type PlaceLookup } from './compute-chart';

const noPlaces: PlaceLookup = (name) => ({
  resolved: false,
  name,
  lat: 35.6762,
  lng: 139.6503,
  tz: 'Asia/Tokyo',
});

function chart(raw: Record<string, unknown>, lookup: PlaceLookup = noPlaces) {
  return asTimed(computeChart(parseChartRequest(raw), lookup));
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isCoreError(e) ? e.code : `not a CoreError: ${String(e)}`;
  }
  return undefined;
}

describe('published chart: Albert Einstein (astro.com), 1879-03-14 11:30 LMT, Ulm 48°24′N 10°00′E', () => {
  const c = chart({ date: '1879-03-14', time: '11:30', lat: 48.4, lng: 10, tz: 'Europe/Berlin' });
  it('uses local mean time from the longitude: 10:50 UT', () => {
    expect(c.utc).toBe('1879-03-14T10:50:00.000Z');
    expect(c.offsetSource).toBe('lmt');
    expect(c.offsetMinutes).toBe(40);
  });
  it.each([
    ['Sun', () => c.bodies.sun, 'pisces', 23, 30],
    ['Moon', () => c.bodies.moon, 'sagittarius', 14, 31],
    ['ASC', () => c.angles?.ascendant, 'cancer', 11, 38],
    ['MC', () => c.angles?.midheaven, 'pisces', 12, 50],
  ])('%s as published', (_name, get, sign, degree, minute) => {
    expect(get()).toMatchObject({ sign, degree, minute });
  });
  it('matches the other Swiss values of astronomy.md §10.1 within 30″', () => {
    const swiss = {
      mercury: 3.1439,
      venus: 16.985,
      mars: 296.9142,
      jupiter: 327.4841,
      saturn: 4.1898,
      uranus: 151.2886,
      neptune: 37.8719,
      pluto: 54.7256,
      northNode: 302.7313,
      chiron: 35.5447,
    } as const;
    for (const [body, lon] of Object.entries(swiss)) {
      const ours = c.bodies[body as keyof typeof swiss].longitude;
      expect(Math.abs(ours - lon) * 3600, body).toBeLessThan(30 + 0.0001 * 3600);
    }
    expect(c.bodies.uranus.retrograde).toBe(true);
    expect(c.houses?.cusps[1]).toBeCloseTo(118.62, 1);
  });
});

describe('chart output (DESIGN §3)', () => {
  const c = chart({ date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' });
  it('has every body, the angles, twelve cusps and aspects', () => {
    expect(Object.keys(c.bodies)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'northNode',
      'southNode',
      'chiron',
    ]);
    expect(c.utc).toBe('1990-05-15T05:30:00.000Z');
    expect(c.offsetMinutes).toBe(540);
    expect(c.julianDayUt).toBeCloseTo(2448026.729167, 6);
    expect(c.bodies.sun).toMatchObject({
      sign: 'taurus',
      degree: 24,
      minute: 8,
      house: 8,
      retrograde: false,
    });
    expect(c.bodies.sun.longitude).toBeCloseTo(54.135, 3);
    expect(c.angles?.ascendant).toMatchObject({ sign: 'libra', degree: 4, minute: 1 });
    expect(c.angles?.midheaven).toMatchObject({ sign: 'cancer', degree: 4, minute: 26 });
    expect(c.houses).toMatchObject({ system: 'placidus', fallback: null });
    expect(c.houses?.cusps).toHaveLength(12);
    expect(c.houses?.cusps[0]).toBeCloseTo(184.022, 3);
    expect(c.houses?.cusps[1]).toBeCloseTo(211.186, 3);
    expect(c.bodies.southNode.longitude).toBeCloseTo((c.bodies.northNode.longitude + 180) % 360, 5);
    expect(c.bodies.mercury.retrograde).toBe(true); // Swiss: 38.0478 R
    expect(c.aspects.find((a) => a.a === 'sun' && a.b === 'moon')).toMatchObject({
      type: 'trine',
      applying: true,
    });
  });
  it('uses the mean node when asked', () => {
    const mean = chart({
      date: '1990-05-15',
      time: '14:30',
      lat: 35.6762,
      lng: 139.6503,
      tz: 'Asia/Tokyo',
      node: 'mean',
    });
    expect(mean.bodies.northNode.longitude).toBeCloseTo(311.3535, 3); // Swiss mean node, astronomy.md §10.2
    expect(c.bodies.northNode.longitude).toBeCloseTo(310.2653, 2); // Swiss true node
  });
  it('reports the polar fallback', () => {
    const polar = chart({ date: '1990-05-15', time: '14:30', lat: 69.6492, lng: 18.9553, tz: 'Europe/Oslo' });
    expect(polar.houses).toMatchObject({ system: 'porphyry', requested: 'placidus', fallback: 'porphyry' });
  });
});

describe('bad input gets a typed error, never a guess', () => {
  const base = { date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' };
  it.each([
    [{ ...base, date: '2023-02-30' }, 'INVALID_DATE'],
    [{ ...base, time: '24:00' }, 'INVALID_TIME'],
    [{ ...base, time: '12:61' }, 'INVALID_TIME'],
    [{ ...base, lat: 91 }, 'INVALID_LATITUDE'],
    [{ ...base, lat: -90.5 }, 'INVALID_LATITUDE'],
    [{ ...base, lng: 181 }, 'INVALID_LONGITUDE'],
    [{ ...base, lat: 'north' }, 'INVALID_LATITUDE'],
    [{ ...base, tz: 'Mars/Olympus_Mons' }, 'UNKNOWN_ZONE'],
    [{ ...base, date: '1700-01-01' }, 'OUT_OF_RANGE'],
    [{ ...base, date: '2300-01-01' }, 'OUT_OF_RANGE'],
    [{ ...base, houseSystem: 'regiomontanus' }, 'INVALID_OPTION'],
    [{ ...base, node: 'osculating' }, 'INVALID_OPTION'],
    [{ ...base, ziHour: '22' }, 'INVALID_OPTION'],
    [{ ...base, gender: 'x' }, 'INVALID_OPTION'],
    [{ date: '1990-05-15', time: '14:30' }, 'MISSING_FIELD'],
    [{ date: '1990-05-15', lat: 1, lng: 1, tz: 'UTC' }, 'MISSING_FIELD'],
    [{ date: '1990-05-15', time: '14:30', lat: 1, lng: 1 }, 'MISSING_FIELD'],
    [{ date: '1990-05-15', time: '14:30', place: 'Nowhere-on-Earth' }, 'UNKNOWN_PLACE'],
  ])('%j → %s', (raw, code) => {
    expect(codeOf(() => chart(raw as Record<string, unknown>))).toBe(code);
  });
});
