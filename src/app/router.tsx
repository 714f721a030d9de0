import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireResults, requireUserData, restoreShared } from './guards';
import { withTimeout } from './lazy-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** What every route says about itself: its title key and whether ads may show (spec §2). */
export interface RouteHandle {
  titleKey?: string;
  allowAds: boolean;
}

const handle = (titleKey: string | undefined, allowAds = true): RouteHandle =>
  titleKey ? { titleKey, allowAds } : { allowAds };

const page = (load: () => Promise<unknown>) => withTimeout(load as () => Promise<Record<string, unknown>>);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        handle: handle('titles.home', false),
        lazy: page(() => import('../features/home/home-page')),
      },
      {
        path: 'results/:id',
        handle: handle('titles.results'),
        lazy: page(() => import('../features/results/legacy-results-page')),
      },
      {
        path: 'bazi-results/shared',
        handle: handle('titles.baziResults'),
        loader: restoreShared('bazi'),
        lazy: page(() => import('../features/results/bazi-results-page')),
      },
      {
        path: 'bazi-results/:id',
        handle: handle('titles.baziResults'),
        loader: requireResults,
        lazy: page(() => import('../features/results/bazi-results-page')),
      },
      {
        path: 'astrology-results/shared',
        handle: handle('titles.astrologyResults'),
        loader: restoreShared('astrology'),
        lazy: page(() => import('../features/results/astrology-results-page')),
      },
      {
        path: 'astrology-results/:id',
        handle: handle('titles.astrologyResults'),
        loader: requireResults,
        lazy: page(() => import('../features/results/astrology-results-page')),
      },
      {
        path: 'transit-analysis',
        handle: handle('titles.transit'),
        loader: requireUserData,
        lazy: page(() => import('../features/transit/transit-page')),
      },
      {
        path: 'consultant',
        handle: handle('titles.consultant'),
        loader: requireResults,
        lazy: page(() => import('../features/consultant/consultant-page')),
      },
      {
        path: 'about',
        handle: handle('titles.about'),
        lazy: page(() => import('../features/static/about-page')),
      },
      {
        path: 'privacy',
        handle: handle('titles.privacy'),
        lazy: page(() => import('../features/static/privacy-page')),
      },
      {
        path: 'terms',
        handle: handle('titles.terms'),
        lazy: page(() => import('../features/static/terms-page')),
      },
      {
        path: 'contact',
        handle: handle('titles.contact'),
        lazy: page(() => import('../features/static/contact-page')),
      },
      {
        path: 'learn',
        handle: handle('titles.learn'),
        lazy: page(() => import('../features/learn/learn-page')),
      },
      {
        path: 'learn/article/:slug',
        handle: handle('titles.article'),
        lazy: page(() => import('../features/learn/article-page')),
      },
      {
        path: 'learn/category/:category',
        handle: handle('titles.category'),
        lazy: page(() => import('../features/learn/category-page')),
      },
      {
        path: 'learn/:type/:lesson',
        handle: handle('titles.lesson'),
        lazy: page(() => import('../features/learn/lesson-page')),
      },
      {
        path: 'error',
        handle: handle('titles.error', false),
        lazy: page(() => import('../features/static/error-page')),
      },
      {
        path: '*',
        handle: handle('titles.notFound', false),
        lazy: page(() => import('../features/static/not-found-page')),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
