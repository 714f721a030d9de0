import { lazy, Suspense, useRef } from 'react';
import { useAppStore } from '../../shared/stores/app-store';
import { useNearAndIdle } from '../../shared/ui/wheel/sky-now';

/** The card's frame while it loads: the same size, so nothing below it moves when it fills in. */
function TodayPlaceholder() {
  return <div className="card today-card today-placeholder" aria-hidden="true" />;
}

// The card and the engine (the transit worker) are chunks of their own, fetched once the card is near the screen and
// the browser is idle: the home page's first screen pays nothing for them. If they cannot load, the frame stays.
const TodayCard = lazy(() => import('./today-card').catch(() => ({ default: TodayPlaceholder })));

/**
 * "Today for you" (issue 10 §3), for a returning visitor with a stored chart: the transits in orb today, today's
 * day pillar against the natal day pillar, and the luck pillar and year in force, linking to the transit screen.
 */
export function TodayForYou() {
  const hasChart = useAppStore((s) => s.calculationResults !== null && s.userData !== null);
  const slot = useRef<HTMLDivElement>(null);
  const ready = useNearAndIdle(slot);
  if (!hasChart) return null;
  return (
    <div ref={slot} className="today-slot">
      {ready ? (
        <Suspense fallback={<TodayPlaceholder />}>
          <TodayCard />
        </Suspense>
      ) : (
        <TodayPlaceholder />
      )}
    </div>
  );
}
