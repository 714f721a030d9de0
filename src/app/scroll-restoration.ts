import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { safeSessionStorage } from '../shared/lib/storage';

/** sessionStorage key of the scroll positions by history entry (kept across a reload of the tab). */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';
/** How long a restored position may wait for the page to grow tall enough (lazily loaded content). */
const RESTORE_WAIT_MS = 3000;
/** Entries remembered; the oldest are dropped beyond this. */
const MAX_ENTRIES = 50;
/** react-router's key of a history entry it did not create (the visit's first page). */
const FIRST_ENTRY_KEY = 'default';

function loadPositions(): Map<string, number> {
  try {
    const raw = JSON.parse(safeSessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(raw) ? (raw as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * Scrolls to `y` now and again as the page grows, until it gets there, the wait is over or the visitor scrolls
 * by hand. Returns a cancel function.
 */
function restoreTo(y: number): () => void {
  const deadline = performance.now() + RESTORE_WAIT_MS;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2 || performance.now() > deadline) stop();
  };
  const observer = new ResizeObserver(attempt);
  const stop = () => {
    observer.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  attempt();
  return stop;
}

/**
 * Scroll like a multi-page site: a new page (a link, a form's result) opens at its top, or at its #fragment;
 * back and forward return to where the visitor was on that entry. A replace on the same path (a query change)
 * keeps the position.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= loadPositions();
  const current = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    const map = positions.current as Map<string, number>;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      map.delete(current.current.key);
      map.set(current.current.key, window.scrollY);
      if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
    };
    // The first entry of a visit has no key of its own ('default'): its position is not kept past the page.
    const save = () =>
      safeSessionStorage.setItem(
        SCROLL_POSITIONS_KEY,
        JSON.stringify([...map].filter(([key]) => key !== FIRST_ENTRY_KEY)),
      );
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('pagehide', save);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('pagehide', save);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is the trigger
  useLayoutEffect(() => {
    const map = positions.current as Map<string, number>;
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    const saved = navigationType === 'POP' ? map.get(location.key) : undefined;
    if (previous.key === location.key) {
      // First render: a reloaded entry returns to its place; a new visit stays where the browser put it.
      return saved !== undefined && location.key !== FIRST_ENTRY_KEY ? restoreTo(saved) : undefined;
    }
    if (navigationType === 'REPLACE' && previous.pathname === location.pathname) {
      map.set(location.key, map.get(previous.key) ?? window.scrollY);
      return;
    }
    if (saved !== undefined) return restoreTo(saved);
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key]);
}
