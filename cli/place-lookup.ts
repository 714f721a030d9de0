import type { PlaceLookup } from '../src/core/chart/compute-chart';
import { loadGazetteer } from '../src/core/geo/gazetteer';
import { resolvePlace } from '../src/core/geo/resolve-place';

/** Loads the gazetteer once and adapts its resolver to what the chart needs. */
export async function loadPlaceLookup(): Promise<PlaceLookup> {
  const gaz = await loadGazetteer();
  return (query) => {
    const hit = resolvePlace(gaz, query);
    return {
      resolved: hit.resolved,
      name: hit.name,
      lat: hit.place.lat,
      lng: hit.place.lng,
      tz: hit.place.tz,
      country: hit.place.country,
      region: hit.place.region,
    };
  };
}
