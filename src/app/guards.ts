import { type LoaderFunctionArgs, redirect } from 'react-router';
import { hasBirthData } from '../shared/lib/birth-data';
import { safeSessionStorage } from '../shared/lib/storage';
import { chartPageOf, REDIRECT_KEY } from '../shared/paths';
import { useAppStore } from '../shared/stores/app-store';

/**
 * Home, with expired=1 when the visit came through a saved redirect or a spa query (a stale deep link); a page that
 * reads the chart (transits, the consultant, compatibility) sends its address along, so home can say why and go on
 * there once the chart is cast.
 */
function toHome(request: Request): Response {
  const url = new URL(request.url);
  const stale = url.searchParams.has('spa') || safeSessionStorage.getItem(REDIRECT_KEY) !== null;
  if (stale) return redirect('/?expired=1');
  const here = url.pathname + url.search;
  return redirect(chartPageOf(here) ? `/?next=${encodeURIComponent(here)}` : '/');
}

/** Guard: birth data required (transit, consultant). */
export function requireUserData({ request }: LoaderFunctionArgs): null {
  if (!hasBirthData(useAppStore.getState().userData)) throw toHome(request);
  return null;
}

/** The analysis id a results URL names (`/bazi-results/:id`, `/astrology-results/:id`), null for other routes. */
export function resultIdOf(pathname: string): string | null {
  const m = pathname.match(/^\/(?:bazi|astrology)-results\/([^/]+)\/?$/);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/**
 * Guard: birth data required, and the page shows the analysis its URL names, cast in this visit from its birth
 * data (issue 16 §4). Decided at once when that is already so (after the home form or a share link); otherwise
 * src/app/verify-results.ts loads the engine and casts it again, or sends the visitor to the history.
 */
export function requireResults(args: LoaderFunctionArgs): null | Promise<null> {
  requireUserData(args);
  const s = useAppStore.getState();
  const id = resultIdOf(new URL(args.request.url).pathname);
  if (
    s.calculationResults &&
    s.resultId !== null &&
    s.verifiedId === s.resultId &&
    (id === null || id === s.resultId)
  )
    return null;
  return import('./verify-results').then((m) => m.verifyResults(id));
}
