import { lazy, Suspense } from 'react';
import { useAppStore } from '../../shared/stores/app-store';
import { rememberedTodayHeight } from '../../shared/today/card-height';

/** The card's frame while its chunk loads: as tall as the card was last time at this width. */
function TodayPlaceholder() {
  const h = rememberedTodayHeight();
  return (
    <div
      className="card today-card today-placeholder"
      aria-hidden="true"
      style={h ? { minHeight: `${h}px` } : undefined}
    />
  );
}

// The card and its worker are chunks of their own, fetched only for a returning visitor (one with a stored chart):
// a first visit's home pays nothing for them. If they cannot load, the frame stays.
const TodayCard = lazy(() => import('./today-card').catch(() => ({ default: TodayPlaceholder })));

/**
 * "Today for you" (issue 10 §3, issue 30 §2), the first thing a returning visitor's home shows: the daily reading of
 * the stored chart, read at once (in a worker), its title the page's heading.
 */
export function TodayForYou() {
  const hasChart = useAppStore((s) => s.calculationResults !== null && s.userData !== null);
  if (!hasChart) return null;
  return (
    <Suspense fallback={<TodayPlaceholder />}>
      <TodayCard lead />
    </Suspense>
  );
}
