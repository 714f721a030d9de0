import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import './sky-now.css';

/** The same frame as the card, empty: it holds the card's space while the card, its texts and the engine load. */
function SkyNowPlaceholder() {
  return (
    <div className="sky-now sky-now-placeholder" aria-hidden="true">
      <div className="sky-now-head">
        <span className="sky-now-title" />
        <span className="sky-now-time" />
      </div>
      <div className="sky-now-wheel">
        <div className="sky-now-disc" />
      </div>
      <span className="sky-now-luminaries" />
      <span className="sky-now-caption" />
    </div>
  );
}

// The card, the wheel, its styles and the engine are chunks of their own, fetched when needed (below). If
// they cannot load (offline, a new deployment), the placeholder stays: the card is an extra, never an error.
const SkyNowCard = lazy(() => import('./sky-now-card').catch(() => ({ default: SkyNowPlaceholder })));

/**
 * True once the element has come near the screen and the browser is idle after that (or shortly after, where
 * requestIdleCallback is missing). A card below the fold costs nothing until the reader scrolls towards it.
 */
export function useNearAndIdle(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  useEffect(() => {
    if (!near) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 300);
    return () => window.clearTimeout(id);
  }, [near]);
  return ready;
}

/**
 * "The sky right now": a self-contained card with the wheel of the sky at this minute (all bodies, signs and
 * aspects; no houses or angles, which need a place), the Sun and Moon signs in words, the time, and a text
 * summary for screen readers; refreshed each minute. Its space is reserved from the start (no layout shift).
 * Everything heavy (card, wheel, texts, engine: about 110 KB of gzip) loads only once the card is near the
 * screen and the browser is idle, so the page that shows it pays for this small module alone until then.
 * Texts come from the `results` namespace (`wheel.skyNow.*`), in the app's current language.
 */
export function SkyNow() {
  const slot = useRef<HTMLDivElement>(null);
  const ready = useNearAndIdle(slot);
  return (
    <div ref={slot} className="sky-now-slot">
      {ready ? (
        <Suspense fallback={<SkyNowPlaceholder />}>
          <SkyNowCard />
        </Suspense>
      ) : (
        <SkyNowPlaceholder />
      )}
    </div>
  );
}
