import type { Gazetteer } from './gazetteer';

/**
 * A cache of values worked out once per gazetteer and key (a loaded gazetteer never changes; the WeakMap lets an
 * unused one go). Returns the lookup: the stored value, or `compute()` stored on first use.
 */
export function perGazetteer<K, V>(): (gaz: Gazetteer, key: K, compute: () => V) => V {
  const cache = new WeakMap<Gazetteer, Map<K, V>>();
  return (gaz, key, compute) => {
    let byKey = cache.get(gaz);
    if (!byKey) {
      byKey = new Map();
      cache.set(gaz, byKey);
    }
    if (!byKey.has(key)) byKey.set(key, compute());
    return byKey.get(key) as V;
  };
}
