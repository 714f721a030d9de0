import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteEntry } from './route-table';

/** The entry of ROUTES a pathname shows (the not-found entry when none other matches). */
export function matchRoute(pathname: string): RouteEntry {
  const match = matchRoutes(ROUTES as RouteEntry[], pathname)?.[0]?.route;
  // biome-ignore lint/style/noNonNullAssertion: the table ends with the catch-all '*'
  return match ?? ROUTES[ROUTES.length - 1]!;
}

/** True while a navigation waits for its page (code, texts or guard) and the previous page stays on screen. */
export const NavigationPendingContext = createContext(false);

/** Counts navigations, so per-navigation work (an async guard) runs once for each, even back to the same entry. */
export const NavigationIdContext = createContext(0);

export const useNavigationPending = (): boolean => useContext(NavigationPendingContext);
