import { use, useContext, useLayoutEffect, useState, useTransition } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type LoaderFunctionArgs,
  type Location,
  Navigate,
  type NavigationType,
  Route,
  Router,
  Routes,
  useLocation,
} from 'react-router';
import { i18next } from '../i18n/i18n';
import { safeLocalStorage } from '../shared/lib/storage';
import { useAppStore } from '../shared/stores/app-store';
import { APP_STATE_KEY } from '../shared/stores/app-types';
import { requireResults, requireUserData } from './guards';
import { type LazyPage, lazyPage, retryFailedPages } from './lazy-route';
import { RouteMeta } from './page-meta';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { matchRoute, NavigationIdContext, NavigationPendingContext } from './route-state';
import { type GuardId, type PageId, ROUTES, type RouteEntry } from './route-table';

/*
 * A declarative router (react-router's <Router> and <Routes>) rather than its data router: the data router's
 * loader machinery is 16 KB gzip of the first load, and the app needs only what is here — lazily loaded pages,
 * guards in front of some of them, a pending state while the next page loads (navigations are transitions, so
 * the current page stays until the next is ready), and the error boundary.
 */

const PAGES: Readonly<Record<PageId, LazyPage>> = {
  home: lazyPage(() => import('../features/home/home-page')),
  legacyResults: lazyPage(() => import('../features/results/legacy-results-page')),
  baziResults: lazyPage(() => import('../features/results/bazi-results-page')),
  astrologyResults: lazyPage(() => import('../features/results/astrology-results-page')),
  transit: lazyPage(() => import('../features/transit/transit-page')),
  consultant: lazyPage(() => import('../features/consultant/consultant-page')),
  compatibility: lazyPage(() => import('../features/compat/compatibility-page')),
  history: lazyPage(() => import('../features/history/history-page')),
  about: lazyPage(() => import('../features/static/about-page')),
  privacy: lazyPage(() => import('../features/static/privacy-page')),
  terms: lazyPage(() => import('../features/static/terms-page')),
  contact: lazyPage(() => import('../features/static/contact-page')),
  learn: lazyPage(() => import('../features/learn/learn-page')),
  article: lazyPage(() => import('../features/learn/article-page')),
  glossary: lazyPage(() => import('../features/learn/glossary-page')),
  sky: lazyPage(() => import('../features/sky/sky-page')),
  category: lazyPage(() => import('../features/learn/category-page')),
  lesson: lazyPage(() => import('../features/learn/lesson-page')),
  error: lazyPage(() => import('../features/static/error-page')),
  notFound: lazyPage(() => import('../features/static/not-found-page')),
};

/** The guards of src/app/guards.ts, called as loaders: they return, or throw a redirect Response. */
const GUARDS: Readonly<Record<GuardId, (args: LoaderFunctionArgs) => null | Promise<null>>> = {
  results: requireResults,
  userData: requireUserData,
  sharedBazi: (args) => import('./shared-guard').then((m) => m.restoreShared('bazi')(args)),
  sharedAstrology: (args) => import('./shared-guard').then((m) => m.restoreShared('astrology')(args)),
  sharedTransit: (args) => import('./shared-guard').then((m) => m.restoreShared('transit')(args)),
};

/** Guards that only read the store, so they decide before the page's code is worth loading. */
const READ_ONLY_GUARDS: ReadonlySet<GuardId> = new Set(['results', 'userData']);

/** Where a guard sends the visitor instead (null: the page may show). */
type GuardOutcome = { to: string } | null;

function outcomeOf(thrown: unknown): GuardOutcome {
  const to = thrown instanceof Response ? thrown.headers.get('Location') : null;
  if (to) return { to };
  throw thrown;
}

function runGuard(id: GuardId, location: Location): GuardOutcome | Promise<GuardOutcome> {
  // The fragment is kept: a share link's payload travels there (browsers never send it to a server).
  const request = new Request(
    new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin),
  );
  try {
    const result = GUARDS[id]({ request, params: {}, context: undefined } as unknown as LoaderFunctionArgs);
    return result instanceof Promise ? result.then(() => null, outcomeOf) : null;
  } catch (e) {
    return outcomeOf(e);
  }
}

/** Async guards (shared links: decode, recompute) run once per navigation; kept for the last two navigations. */
const asyncGuards = new Map<number, Promise<GuardOutcome>>();

function guardOutcome(id: GuardId, location: Location, navigationId: number) {
  const running = asyncGuards.get(navigationId);
  if (running) return running;
  const outcome = runGuard(id, location);
  if (outcome instanceof Promise) {
    asyncGuards.set(navigationId, outcome);
    for (const n of asyncGuards.keys()) if (n < navigationId - 1) asyncGuards.delete(n);
  }
  return outcome;
}

/** An outcome known at once, as a thenable React reads without suspending (`status` is set, so `use` returns it). */
function settled(outcome: GuardOutcome): PromiseLike<GuardOutcome> {
  return Object.assign(Promise.resolve(outcome), { status: 'fulfilled', value: outcome });
}
/** The outcome of every guard that lets the visitor in at once: one object, so each render reads the same. */
const PASSED = settled(null);

/** A route's page behind its guard, with its title and description. */
function RouteElement({ entry }: { entry: RouteEntry }) {
  const location = useLocation();
  const navigationId = useContext(NavigationIdContext);
  // use() on every render of a guarded route, whether its outcome is pending or known: a render that suspended on
  // a pending guard and is replayed after it has settled (the outcome then known at once) must call use() again, or
  // React reports a conditional use().
  const pending = entry.guard ? guardOutcome(entry.guard, location, navigationId) : null;
  const outcome = use(pending instanceof Promise ? pending : pending === null ? PASSED : settled(pending));
  if (outcome) return <Navigate to={outcome.to} replace />;
  const { Page } = PAGES[entry.page];
  return (
    <>
      <RouteMeta entry={entry} />
      <Page />
    </>
  );
}

/**
 * Starts loading what a pathname's page needs — its code and its texts — before it renders. The code of a page
 * behind a read-only guard loads only if the guard may let the visitor in.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const entry = matchRoute(pathname);
  const texts = i18next.isInitialized ? i18next.loadNamespaces(entry.namespace as string | string[]) : null;
  const guarded = entry.guard && READ_ONLY_GUARDS.has(entry.guard);
  const code = guarded && !mayPass(entry.guard as GuardId, pathname) ? null : PAGES[entry.page].preload();
  return Promise.all([texts, code]);
}

/**
 * Whether a read-only guard will let the visitor in: the store says so, or — while the stored state is still
 * being read, at startup — there is stored state at all (a returning visitor's results page loads its code
 * alongside the store's schemas instead of after them).
 */
function mayPass(id: GuardId, pathname: string): boolean {
  if (!useAppStore.persist.hasHydrated()) return safeLocalStorage.getItem(APP_STATE_KEY) !== null;
  try {
    return runGuard(id, { pathname, search: '', hash: '', state: null, key: 'preload' }) === null;
  } catch {
    return false;
  }
}

const routeElements = ROUTES.map((entry) => (
  <Route key={entry.path} path={entry.path} element={<RouteElement key={entry.path} entry={entry} />} />
));

interface RouterState {
  action: NavigationType;
  location: Location;
  id: number;
}

/** The app's router over the browser history: every navigation is a transition with a pending flag. */
export function AppRouter() {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
    id: 0,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        retryFailedPages();
        void preloadRoute(location.pathname).catch(() => {}); // a failure shows when the page renders
        startTransition(() => setState((s) => ({ action, location, id: s.id + 1 })));
      }),
    [history],
  );
  return (
    <NavigationPendingContext value={pending}>
      <NavigationIdContext value={state.id}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          <RouteErrorBoundary>
            <Routes>
              <Route element={<RootLayout />}>{routeElements}</Route>
            </Routes>
          </RouteErrorBoundary>
        </Router>
      </NavigationIdContext>
    </NavigationPendingContext>
  );
}
