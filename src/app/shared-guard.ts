import { type LoaderFunctionArgs, redirect } from 'react-router';
import { computeResults, fullBirthDateTime } from '../shared/lib/analysis';
import type { UserData } from '../shared/stores/app-types';
import { useSharedChart } from '../shared/stores/viewed-chart';

// The shared routes' guard, in its own chunk: only a visitor who opens a share link needs it (router.tsx imports it
// on demand).

/**
 * Shared routes: restore birth data from the link (its fragment, or the spec's query), validate it, recompute the
 * chart with the link's conventions and show it as the sender's, read-only (src/shared/stores/viewed-chart.ts): the
 * visitor's own chart, conventions and history stay as they are (issue 16 §4). Anything invalid goes home with a
 * notice (never a crash). The fragment is read from the request's URL when the caller keeps it (the app's own guard
 * runner does), else from the address bar.
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
      useSharedChart.setState({
        shared: { userData, results, conventions: payload.c, type, transitDate: payload.d ?? null },
      });
    } catch {
      throw redirect('/?shared=invalid');
    }
    return null;
  };
}
