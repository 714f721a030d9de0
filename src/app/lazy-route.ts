import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

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

/** A page module: each route file exports its page as `Component`. */
export interface PageModule {
  Component: ComponentType;
}

/** A lazily loaded page: render `Page` (it suspends until the chunk is there); `preload` starts loading early. */
export interface LazyPage {
  Page: FunctionComponent;
  preload(): Promise<ComponentType>;
}

const failed = new Set<() => void>();

/** Forgets every page chunk that failed to load, so the next navigation tries it again. */
export function retryFailedPages(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/**
 * A page whose module loads on first render or on `preload()`, with the chunk timeout. Unlike React.lazy, a
 * failed load is retried after `retryFailedPages()` (the router calls it on every navigation).
 */
export function lazyPage(load: () => Promise<PageModule>, ms = CHUNK_LOAD_TIMEOUT_MS): LazyPage {
  let promise: Promise<ComponentType> | null = null;
  const preload = () => {
    if (!promise) {
      // Marked settled as it settles, so use() reads a loaded page at once instead of suspending on it.
      const p = withTimeout(load, ms)().then((m) => m.Component);
      p.then(
        (value) => Object.assign(p, { status: 'fulfilled', value }),
        () => undefined,
      );
      p.catch(() =>
        failed.add(() => {
          if (promise === p) promise = null;
        }),
      );
      promise = p;
    }
    return promise;
  };
  // use() on every render, loaded or not: a render that suspended while the chunk loaded is replayed after it
  // has, and must call use() again (React reports a conditional use() otherwise).
  function Page() {
    return createElement(use(preload()));
  }
  return { Page, preload };
}
