import { useCallback, useEffect, useState } from 'react';
import type { Gazetteer } from '../../core/geo/gazetteer';

/** The gazetteer and the functions the form needs from it (all loaded on demand, never on the first screen). */
export interface PlaceEngine {
  gazetteer: Gazetteer;
  search: typeof import('../../core/geo/search-places').searchPlaces;
  resolve: typeof import('../../core/geo/resolve-place').resolvePlace;
  name: typeof import('../../core/geo/place-label').placeName;
  context: typeof import('../../core/geo/place-label').placeContext;
}

type Code = Omit<PlaceEngine, 'gazetteer'>;
let codePromise: Promise<Code> | null = null;
/** By tier: 0 core (East Asia), 1 + world (≥ 100,000 people, capitals, stations), 2 + towns (≥ 15,000). */
const tiers: Promise<PlaceEngine>[] = [];
/** The mounted forms' setters: every tier that loads is offered to them. */
const listeners = new Set<(e: PlaceEngine) => void>();

function loadCode(): Promise<Code> {
  codePromise ??= Promise.all([
    import('../../core/geo/search-places'),
    import('../../core/geo/resolve-place'),
    import('../../core/geo/place-label'),
  ]).then(([s, r, l]) => ({
    search: s.searchPlaces,
    resolve: r.resolvePlace,
    name: l.placeName,
    context: l.placeContext,
  }));
  return codePromise;
}

function loadTier(tier: number): Promise<PlaceEngine> {
  tiers[tier] ??= Promise.all([loadCode(), import('../../core/geo/gazetteer')]).then(async ([code, g]) => {
    const engine = { ...code, gazetteer: await g.loadGazetteer({ world: tier > 0, towns: tier > 1 }) };
    for (const l of listeners) l(engine);
    return engine;
  });
  return tiers[tier];
}

/** Japan, China, Hong Kong, Macao, Taiwan and Korea only: small, so suggestions appear at once. */
export const loadCoreEngine = (): Promise<PlaceEngine> => loadTier(0);

/**
 * The whole gazetteer, the large towns list too: loaded only when needed (the user types a place, or a typed
 * name is looked up); the world list when the towns list cannot load. A mounted usePlaceEngine moves to it.
 */
export const loadFullEngine = (): Promise<PlaceEngine> => loadTier(2).catch(() => loadTier(1));

const rank = (e: PlaceEngine) => Number(e.gazetteer.hasWorld) + Number(e.gazetteer.hasTowns);

/**
 * The best place engine loaded so far, and `start()`, which loads the core list and then, in the background,
 * the world list; the towns list follows when loadFullEngine is called. Never blocks: until something is
 * loaded the engine is null and the field works as plain text.
 */
/** The place list failed to load: coordinates by hand and the Tokyo fallback still work, so a warning only. */
export const warnNoPlaceList = (e: unknown) => console.warn('Place list could not be loaded', e);

export function usePlaceEngine(): { engine: PlaceEngine | null; start(): void } {
  const [engine, setEngine] = useState<PlaceEngine | null>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    const offer = (e: PlaceEngine) => setEngine((old) => (old && rank(old) > rank(e) ? old : e));
    listeners.add(offer);
    // Tiers another form or an earlier lookup already asked for.
    for (const t of tiers) t?.then(offer, () => undefined);
    loadCoreEngine()
      .then(() => loadTier(1))
      .catch(warnNoPlaceList);
    return () => {
      listeners.delete(offer);
    };
  }, [started]);
  const start = useCallback(() => setStarted(true), []);
  return { engine, start };
}
