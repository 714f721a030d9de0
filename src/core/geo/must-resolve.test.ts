import { beforeAll, describe, expect, it } from 'vitest';
import list from './__fixtures__/must-resolve.json' with { type: 'json' };
import { type Gazetteer, loadGazetteer } from './gazetteer';
import { resolvePlace } from './resolve-place';

/** A place the gazetteer must know: expected country, zone and position (±0.3°), from outside the data. */
interface MustResolve {
  q: string;
  country: string;
  tz: string | string[];
  lat: number;
  lng: number;
}

let gaz: Gazetteer;
beforeAll(async () => {
  gaz = await loadGazetteer();
}, 60_000); // the three data files, indexed: slow on a busy machine

describe('must-resolve places', () => {
  const places = list as MustResolve[];

  it('lists at least 100 places, above 60° N among them', () => {
    expect(places.length).toBeGreaterThanOrEqual(100);
    expect(places.some((p) => p.lat > 60)).toBe(true);
  });

  it.each(places.map((p) => [p.q, p] as const))('%s', (_, p) => {
    const r = resolvePlace(gaz, p.q);
    expect(r.resolved, `${p.q} resolved via ${r.via} to ${r.place.name}`).toBe(true);
    expect(r.place.country).toBe(p.country);
    expect(Array.isArray(p.tz) ? p.tz : [p.tz]).toContain(r.place.tz);
    expect(Math.abs(r.place.lat - p.lat)).toBeLessThanOrEqual(0.3);
    expect(Math.abs(r.place.lng - p.lng)).toBeLessThanOrEqual(0.3);
  });
});
