import { type LoaderFunctionArgs, redirect } from 'react-router';
import { computeResults, fullBirthDateTime } from '../shared/lib/analysis';
import { hasBirthData } from '../shared/lib/birth-data';
import { safeSessionStorage } from '../shared/lib/storage';
import { useAppStore } from '../shared/stores/app-store';
import type { UserData } from '../shared/stores/app-types';
import { REDIRECT_KEY } from './paths';

/** Query parameter of a share link's payload (kept here so the share module itself loads only on shared routes). */
const SHARE_PARAM = 'd';

/** Home, with expired=1 when the visit came through a saved redirect or a spa query (a stale deep link). */
function toHome(request: Request): Response {
  const url = new URL(request.url);
  const stale = url.searchParams.has('spa') || safeSessionStorage.getItem(REDIRECT_KEY) !== null;
  return redirect(stale ? '/?expired=1' : '/');
}

/** Guard: birth data required (transit, consultant). */
export function requireUserData({ request }: LoaderFunctionArgs): null {
  if (!hasBirthData(useAppStore.getState().userData)) throw toHome(request);
  return null;
}

/** Guard: birth data and a calculation result required (results routes). */
export function requireResults(args: LoaderFunctionArgs): null {
  requireUserData(args);
  if (!useAppStore.getState().calculationResults) throw toHome(args.request);
  return null;
}

/**
 * Shared routes: restore birth data from the query, validate it, recompute the chart, and continue; anything
 * invalid goes home with a notice (never a crash).
 */
export function restoreShared(type: 'bazi' | 'astrology') {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { decodeSharePayload } = await import('../core/share/share-payload');
    const payload = decodeSharePayload(new URL(request.url).searchParams.get(SHARE_PARAM));
    if (!payload || payload.t !== type) throw redirect('/?shared=invalid');
    const userData: UserData = {
      ...payload.u,
      fullBirthDateTime: fullBirthDateTime(payload.u.birthdate, payload.u.birthHour, payload.u.birthMinute),
    };
    try {
      const results = await computeResults(userData, payload.c);
      const store = useAppStore.getState();
      store.setUserData(userData);
      store.updateSettings({ conventions: payload.c });
      store.setResults(results, type);
    } catch {
      throw redirect('/?shared=invalid');
    }
    return null;
  };
}
