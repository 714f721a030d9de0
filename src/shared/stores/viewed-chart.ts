import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../paths';
import { useAppStore } from './app-store';
import type { AnalysisType, CalculationResults, Conventions, UserData } from './app-types';

/**
 * A chart opened from someone's share link (issue 16 §4): cast from the link's birth data with the link's conventions
 * and kept in memory only. The shared routes show it read-only; the visitor's own data, conventions and history are
 * never touched unless they choose "save to my charts".
 */
export interface SharedChart {
  userData: UserData;
  results: CalculationResults;
  conventions: Conventions;
  type: AnalysisType;
  /** A transit link's date (YYYY-MM-DD), the year its report starts from. */
  transitDate: string | null;
}

/*
 * A store of its own, not zustand's `create`: a lazy chunk importing zustand's React binding made the bundler split
 * React out of the first-load chunk (a separate request, and over home's 120 KB budget). The same contract: a
 * selector hook, getState and setState.
 */
type State = { shared: SharedChart | null };
let state: State = { shared: null };
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useSharedChart = Object.assign(
  <T>(select: (s: State) => T): T => useSyncExternalStore(subscribe, () => select(state)),
  {
    getState: () => state,
    setState: (next: State) => {
      state = next;
      for (const l of listeners) l();
    },
  },
);

/** The chart a results page shows: the one opened from a share link on a shared route, else the visitor's own. */
export interface ViewedChart {
  user: UserData | null;
  results: CalculationResults | null;
  conventions: Conventions;
  /** The shared chart when the page shows one (read-only), else null. */
  shared: SharedChart | null;
}

/** A route that shows a chart opened from someone's share link (read-only, never the visitor's own: issue 16 §4). */
export function isSharedPath(pathname: string): boolean {
  return (
    pathname === paths.astrologyShared || pathname === paths.baziShared || pathname === paths.transitShared
  );
}

function pick(pathname: string, shared: SharedChart | null, own: Omit<ViewedChart, 'shared'>): ViewedChart {
  if (!isSharedPath(pathname)) return { ...own, shared: null };
  return shared
    ? { user: shared.userData, results: shared.results, conventions: shared.conventions, shared }
    : { user: null, results: null, conventions: own.conventions, shared: null };
}

export function useViewedChart(): ViewedChart {
  const { pathname } = useLocation();
  const shared = useSharedChart((s) => s.shared);
  const user = useAppStore((s) => s.userData);
  const results = useAppStore((s) => s.calculationResults);
  const conventions = useAppStore((s) => s.settings.conventions);
  return pick(pathname, shared, { user, results, conventions });
}

/** The same outside React (the PDF report reads the page it was asked from). */
export function viewedChartNow(pathname = window.location.pathname): ViewedChart {
  const s = useAppStore.getState();
  return pick(pathname, useSharedChart.getState().shared, {
    user: s.userData,
    results: s.calculationResults,
    conventions: s.settings.conventions,
  });
}
