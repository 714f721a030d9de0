import { type LoaderFunctionArgs, redirect } from 'react-router';
import { computeResults, fullBirthDateTime } from '../shared/lib/analysis';
import { useAppStore } from '../shared/stores/app-store';
import type { UserData } from '../shared/stores/app-types';

// The shared routes' guard, in its own chunk: only a visitor who opens a share link needs it (router.tsx imports it
// on demand).

/**
 * Shared routes: restore birth data from the link (its fragment, or the spec's query), validate it, recompute the
 * chart, and continue; a transit link continues to the transit screen with its date. Anything invalid goes home
 * with a notice (never a crash). The fragment is read from the request's URL when the caller keeps it (the app's
 * own guard runner does), else from the address bar.
 */
export function restoreShared(type: 'bazi' | 'astrology' | 'transit') {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { decodeSharePayload, payloadTextOf } = await import('../core/share/share-payload');
    const url = new URL(request.url);
    if (!url.hash && typeof window !== 'undefined') url.hash = window.location.hash;
    const payload = await decodeSharePayload(payloadTextOf(url));
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
    if (payload.t === 'transit' && payload.d) throw redirect(`/transit-analysis?date=${payload.d}`);
    return null;
  };
}
