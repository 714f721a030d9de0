/** Spec §9: a part of the app that takes longer than this to load times out (and lands on /error). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Wraps a route module import so a chunk that never arrives fails with a named error instead of hanging. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        const e = new Error(`Loading a part of the app took longer than ${ms / 1000} s.`);
        e.name = 'ChunkLoadTimeout';
        reject(e);
      }, ms);
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        (e) => {
          clearTimeout(timer);
          reject(e);
        },
      );
    });
}
