import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeNatalChart } from '../astrology/natal-chart';
import { type DavisonInput, davisonChart, davisonPoint } from './davison';

const RAD = Math.PI / 180;

/** Central angle between two places, degrees (haversine). */
function arcDeg(p: { latDeg: number; lngDeg: number }, q: { latDeg: number; lngDeg: number }): number {
  const h =
    Math.sin(((q.latDeg - p.latDeg) * RAD) / 2) ** 2 +
    Math.cos(p.latDeg * RAD) * Math.cos(q.latDeg * RAD) * Math.sin(((q.lngDeg - p.lngDeg) * RAD) / 2) ** 2;
  return (2 * Math.asin(Math.min(1, Math.sqrt(h)))) / RAD;
}

const tokyo: DavisonInput = { jdUt: 2447892.5, latDeg: 35.6762, lngDeg: 139.6503 };
const honolulu: DavisonInput = { jdUt: 2451545.25, latDeg: 21.3069, lngDeg: -157.8583 };

describe('davisonPoint', () => {
  it('meets over the Pacific for Tokyo and Honolulu, not near Greenwich', () => {
    const p = davisonPoint(tokyo, honolulu);
    // The plain mean of the longitudes, (139.65 − 157.86) / 2 ≈ −9°, is off West Africa.
    expect(p.lngDeg).toBeGreaterThan(170);
    expect(p.lngDeg).toBeLessThan(176);
    // On a great circle the midpoint bows towards the pole: north of the mean latitude (28.5°).
    expect(p.latDeg).toBeGreaterThan(32);
    expect(p.latDeg).toBeLessThan(33);
    const whole = arcDeg(tokyo, honolulu);
    expect(arcDeg(p, tokyo)).toBeCloseTo(whole / 2, 9);
    expect(arcDeg(p, honolulu)).toBeCloseTo(whole / 2, 9);
    expect(davisonPoint(honolulu, tokyo)).toEqual(p);
  });

  it('takes the exact midpoint in time (UT)', () => {
    expect(davisonPoint(tokyo, honolulu).jdUt).toBe(2449718.875);
    expect(davisonPoint(honolulu, tokyo).jdUt).toBe(2449718.875);
    const sameInstant = { ...honolulu, jdUt: tokyo.jdUt };
    expect(davisonPoint(tokyo, sameInstant).jdUt).toBe(tokyo.jdUt);
  });

  it('returns the place itself for one place, and 180° (not −180°) on the antimeridian', () => {
    expect(davisonPoint(tokyo, { ...tokyo, jdUt: 2451545 })).toMatchObject({
      latDeg: 35.6762,
      lngDeg: 139.6503,
    });
    const p = davisonPoint({ jdUt: 0, latDeg: 0, lngDeg: 179 }, { jdUt: 0, latDeg: 0, lngDeg: -179 });
    expect(p.latDeg).toBeCloseTo(0, 12);
    expect(p.lngDeg).toBeCloseTo(180, 12);
    expect(p.lngDeg).toBeGreaterThan(0);
  });

  it('is deterministic for antipodal places: 90° north of A along its meridian', () => {
    const south = davisonPoint({ jdUt: 0, latDeg: -30, lngDeg: 20 }, { jdUt: 0, latDeg: 30, lngDeg: -160 });
    expect(south.latDeg).toBeCloseTo(60, 9);
    expect(south.lngDeg).toBeCloseTo(20, 9);
    const overPole = davisonPoint(
      { jdUt: 0, latDeg: 10, lngDeg: 20 },
      { jdUt: 0, latDeg: -10, lngDeg: -160 },
    );
    expect(overPole.latDeg).toBeCloseTo(80, 9);
    expect(overPole.lngDeg).toBeCloseTo(-160, 9);
    const poles = davisonPoint({ jdUt: 0, latDeg: 90, lngDeg: 20 }, { jdUt: 0, latDeg: -90, lngDeg: -160 });
    expect(poles.latDeg).toBeCloseTo(0, 12);
    expect(poles.lngDeg).toBeCloseTo(0, 12);
  });

  it('is equally far from both places, and symmetric, anywhere on Earth', () => {
    const place = fc.record({
      jdUt: fc.double({ min: 2415020, max: 2488434, noNaN: true }),
      latDeg: fc.double({ min: -90, max: 90, noNaN: true }),
      lngDeg: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(place, place, (a, b) => {
        const whole = arcDeg(a, b);
        fc.pre(whole < 179.9); // near-antipodal midpoints are ill-conditioned by nature
        const p = davisonPoint(a, b);
        expect(p.lngDeg).toBeGreaterThan(-180);
        expect(p.lngDeg).toBeLessThanOrEqual(180);
        expect(Math.abs(arcDeg(p, a) - whole / 2)).toBeLessThan(1e-7);
        expect(Math.abs(arcDeg(p, b) - whole / 2)).toBeLessThan(1e-7);
        const q = davisonPoint(b, a);
        expect(arcDeg(p, q)).toBeLessThan(1e-9);
        expect(q.jdUt).toBe(p.jdUt);
      }),
    );
  });
});

describe('davisonChart', () => {
  it('is the natal chart cast at the Davison point', () => {
    const options = { houseSystem: 'placidus', node: 'true' } as const;
    const p = davisonPoint(tokyo, honolulu);
    expect(davisonChart(tokyo, honolulu, options)).toEqual(
      computeNatalChart(p.jdUt, p.latDeg, p.lngDeg, options),
    );
    const koch = davisonChart(tokyo, honolulu, { houseSystem: 'koch', node: 'mean' });
    expect(koch.houses.system).toBe('koch');
  });
});
