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
let corePromise: Promise<PlaceEngine> | null = null;
let fullPromise: Promise<PlaceEngine> | null = null;

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

const withGazetteer = (world: boolean) =>
  Promise.all([loadCode(), import('../../core/geo/gazetteer')]).then(async ([code, g]) => ({
    ...code,
    gazetteer: await g.loadGazetteer({ world }),
  }));

/** Japan, China, Hong Kong, Macao, Taiwan and Korea only: small, so suggestions appear at once. */
export function loadCoreEngine(): Promise<PlaceEngine> {
  corePromise ??= withGazetteer(false);
  return corePromise;
}

/** The whole gazetteer (the world list too): loaded in the background after the core. */
export function loadFullEngine(): Promise<PlaceEngine> {
  fullPromise ??= withGazetteer(true);
  return fullPromise;
}

/**
 * The best place engine loaded so far, and `start()`, which loads the core list and then, in the background,
 * the world list (the state moves to the full engine when it arrives). Never blocks: until something is
 * loaded the engine is null and the field works as plain text.
 */
export function usePlaceEngine(): { engine: PlaceEngine | null; start(): void } {
  const [engine, setEngine] = useState<PlaceEngine | null>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    let live = true;
    const warn = (e: unknown) => console.warn('Place list could not be loaded', e);
    loadCoreEngine()
      .then((core) => {
        if (live) setEngine((e) => (e?.gazetteer.hasWorld ? e : core));
        return loadFullEngine();
      })
      .then((full) => {
        if (live) setEngine(full);
      })
      .catch(warn);
    return () => {
      live = false;
    };
  }, [started]);
  const start = useCallback(() => setStarted(true), []);
  return { engine, start };
}
