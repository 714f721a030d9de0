import { type LoaderFunctionArgs, redirect } from 'react-router';
import { hasBirthData } from '../shared/lib/birth-data';
import { safeSessionStorage } from '../shared/lib/storage';
import { REDIRECT_KEY } from '../shared/paths';
import { useAppStore } from '../shared/stores/app-store';

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
