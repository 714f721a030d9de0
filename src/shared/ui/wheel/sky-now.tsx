import { lazy, Suspense, useEffect, useState } from 'react';
import './sky-now.css';

/** The same frame as the card, empty: it holds the card's space while the card, its texts and the engine load. */
export function SkyNowPlaceholder() {
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

// The card, the wheel, its styles and the engine are chunks of their own, fetched after the first paint. If
// they cannot load (offline, a new deployment), the placeholder stays: the card is an extra, never an error.
const SkyNowCard = lazy(() => import('./sky-now-card').catch(() => ({ default: SkyNowPlaceholder })));

/** True once the browser is idle after the first paint (or shortly after, where requestIdleCallback is missing). */
function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 300);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}

/**
 * "The sky right now": a self-contained card with the wheel of the sky at this minute (all bodies, signs and
 * aspects; no houses or angles, which need a place), the Sun and Moon signs in words, the time, and a text
 * summary for screen readers; refreshed each minute. Its space is reserved from the start (no layout shift);
 * everything heavy loads after the first paint, so it adds only this small module to the page that shows it.
 * Texts come from the `results` namespace (`wheel.skyNow.*`), in the app's current language.
 */
export function SkyNow() {
  const idle = useAfterIdle();
  if (!idle) return <SkyNowPlaceholder />;
  return (
    <Suspense fallback={<SkyNowPlaceholder />}>
      <SkyNowCard />
    </Suspense>
  );
}
