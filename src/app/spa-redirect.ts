import { safeSessionStorage } from '../shared/lib/storage';
import { REDIRECT_KEY } from '../shared/paths';

/**
 * Static hosts answer a deep link with public/404.html, which saves the path and loads /?spa=1. Before the
 * router starts, put the saved path back, keeping the other query parameters (spec §2, routing behaviour).
 */
export function restoreSpaRedirect(): void {
  const url = new URL(window.location.href);
  const saved = safeSessionStorage.getItem(REDIRECT_KEY);
  if (url.pathname !== '/' || !url.searchParams.has('spa') || !saved || !saved.startsWith('/')) return;
  safeSessionStorage.removeItem(REDIRECT_KEY);
  const target = new URL(saved, url.origin);
  url.searchParams.delete('spa');
  for (const [k, v] of url.searchParams) if (!target.searchParams.has(k)) target.searchParams.append(k, v);
  window.history.replaceState(null, '', `${target.pathname}${target.search}${target.hash}`);
}
