/**
 * Every route of the app as data (spec §2): its path pattern, the page it shows, the guard in front of it, its
 * title and description keys, whether ads may show and whether it belongs in the sitemap. Plain TypeScript with no
 * React, so the build (vite.config.ts, the sitemap) reads the same table as the router.
 */

/** The page modules (src/app/router.tsx maps each to its lazily loaded component). */
export type PageId =
  | 'home'
  | 'legacyResults'
  | 'baziResults'
  | 'astrologyResults'
  | 'transit'
  | 'consultant'
  | 'compatibility'
  | 'history'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'contact'
  | 'learn'
  | 'article'
  | 'glossary'
  | 'sky'
  | 'category'
  | 'lesson'
  | 'error'
  | 'notFound';

/** Locale namespaces a page needs besides `common`. */
export type PageNamespace = 'home' | 'results' | 'pages' | 'learn' | 'consultant' | 'history' | 'compat';

/** What must hold before a page renders (src/app/guards.ts). */
export type GuardId = 'results' | 'userData' | 'sharedBazi' | 'sharedAstrology' | 'sharedTransit';

/** The key under `titles.` and at the top of the seo namespace: a page's title and its description. */
export type MetaId = Exclude<PageId, 'legacyResults' | 'glossary' | 'sky'> | 'results';

export interface RouteEntry {
  /** A react-router path pattern, absolute. */
  path: string;
  page: PageId;
  /** The locale namespace(s) the page reads (loaded together with the page's code). */
  namespace: PageNamespace | readonly PageNamespace[];
  meta: MetaId;
  guard?: GuardId;
  /** Spec §2: ads never show on home, error and not found. */
  allowAds: boolean;
  /** Listed in the sitemap (public pages that look the same for everyone). */
  indexed: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'home', namespace: 'home', meta: 'home', allowAds: false, indexed: true },
  {
    path: '/results/:id',
    page: 'legacyResults',
    namespace: 'results',
    meta: 'results',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/bazi-results/shared',
    page: 'baziResults',
    namespace: 'results',
    meta: 'baziResults',
    guard: 'sharedBazi',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/bazi-results/:id',
    page: 'baziResults',
    namespace: 'results',
    meta: 'baziResults',
    guard: 'results',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/astrology-results/shared',
    page: 'astrologyResults',
    namespace: 'results',
    meta: 'astrologyResults',
    guard: 'sharedAstrology',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/astrology-results/:id',
    page: 'astrologyResults',
    namespace: 'results',
    meta: 'astrologyResults',
    guard: 'results',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/transit-analysis/shared',
    page: 'transit',
    namespace: 'results',
    meta: 'transit',
    guard: 'sharedTransit',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/transit-analysis',
    page: 'transit',
    namespace: 'results',
    meta: 'transit',
    guard: 'userData',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/consultant',
    page: 'consultant',
    // The chat's own texts, and the names of signs, bodies and ten gods the facts record is written with.
    namespace: ['consultant', 'results'],
    meta: 'consultant',
    guard: 'results',
    allowAds: true,
    indexed: false,
  },
  {
    path: '/compatibility',
    page: 'compatibility',
    // Its own texts, the home form's (the partner's birth data is entered with the same fields) and the names of
    // signs, bodies, elements and ten gods.
    namespace: ['compat', 'home', 'results'],
    meta: 'compatibility',
    // The first person is the visitor's own chart, cast here when only the birth data is stored (as on transits).
    guard: 'userData',
    allowAds: true,
    // Two people's birth data: personal, so never in the sitemap.
    indexed: false,
  },
  {
    path: '/history',
    page: 'history',
    namespace: 'history',
    meta: 'history',
    allowAds: false,
    indexed: false,
  },
  {
    // The sky views, /sky/3d and /sky/chart: one page module (three.js), which names an unknown view not found.
    path: '/sky/:view',
    page: 'sky',
    namespace: 'results',
    // The page sets its own title and description from its texts (src/features/sky); this is the fallback.
    meta: 'astrologyResults',
    allowAds: false,
    indexed: false,
  },
  { path: '/about', page: 'about', namespace: 'pages', meta: 'about', allowAds: true, indexed: true },
  { path: '/privacy', page: 'privacy', namespace: 'pages', meta: 'privacy', allowAds: true, indexed: true },
  { path: '/terms', page: 'terms', namespace: 'pages', meta: 'terms', allowAds: true, indexed: true },
  { path: '/contact', page: 'contact', namespace: 'pages', meta: 'contact', allowAds: true, indexed: true },
  { path: '/learn', page: 'learn', namespace: 'learn', meta: 'learn', allowAds: true, indexed: true },
  {
    path: '/learn/glossary',
    page: 'glossary',
    namespace: 'learn',
    // Its own title and description come from the learn namespace (page-meta.tsx); these are the fallback.
    meta: 'learn',
    allowAds: true,
    indexed: true,
  },
  {
    path: '/learn/article/:slug',
    page: 'article',
    namespace: 'learn',
    meta: 'article',
    allowAds: true,
    indexed: true,
  },
  {
    path: '/learn/category/:category',
    page: 'category',
    namespace: 'learn',
    meta: 'category',
    allowAds: true,
    indexed: true,
  },
  {
    path: '/learn/:type/:lesson',
    page: 'lesson',
    namespace: 'learn',
    meta: 'lesson',
    allowAds: true,
    indexed: true,
  },
  { path: '/error', page: 'error', namespace: 'pages', meta: 'error', allowAds: false, indexed: false },
  { path: '*', page: 'notFound', namespace: 'pages', meta: 'notFound', allowAds: false, indexed: false },
];
