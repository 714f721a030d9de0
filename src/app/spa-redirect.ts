import { safeSessionStorage } from '../shared/lib/storage';
import { REDIRECT_KEY } from '../shared/paths';

/**
 * The address to put back after a static host's 404 page (public/spa-404.js saved the deep link's path, query and
 * fragment, then loaded /?spa=1): the saved path on this origin, with the current query's other parameters added.
 * Null when there is nothing to restore. Never throws and never leaves the origin: a deep link such as
 * `//host//x` is a path of this site, which `new URL(saved, origin)` would have read as another host (and
 * `history.replaceState` refuses a cross-origin address by throwing, before the app has started).
 */
export function spaRedirectTarget(href: string, saved: string | null): string | null {
  const parsed = (text: string) => {
    try {
      return new URL(text);
    } catch {
      return null;
    }
  };
  const url = parsed(href);
  if (url?.pathname !== '/' || !url.searchParams.has('spa') || !saved?.startsWith('/')) return null;
  // The origin, then the path: whatever follows the origin's own "/" is path, query and fragment.
  const target = parsed(`${url.origin}${saved}`);
  if (!target || target.origin !== url.origin) return null;
  url.searchParams.delete('spa');
  for (const [k, v] of url.searchParams) if (!target.searchParams.has(k)) target.searchParams.append(k, v);
  return target.href;
}

/** Before the router starts, put the saved deep link back (spec §2, routing behaviour). */
export function restoreSpaRedirect(): void {
  const target = spaRedirectTarget(window.location.href, safeSessionStorage.getItem(REDIRECT_KEY));
  if (target === null) return;
  safeSessionStorage.removeItem(REDIRECT_KEY);
  window.history.replaceState(null, '', target);
}
