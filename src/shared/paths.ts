/** Every route path in one table (spec §2), with href builders for the parameterised ones. */
export const paths = {
  home: '/',
  legacyResults: (id: string) => `/results/${id}`,
  baziResults: (id: string) => `/bazi-results/${id}`,
  astrologyResults: (id: string) => `/astrology-results/${id}`,
  baziShared: '/bazi-results/shared',
  astrologyShared: '/astrology-results/shared',
  transitShared: '/transit-analysis/shared',
  transit: '/transit-analysis',
  chat: '/consultant',
  /** Compatibility (issue 17 §1): the visitor's chart with a second person's. */
  compatibility: '/compatibility',
  history: '/history',
  about: '/about',
  privacy: '/privacy',
  contact: '/contact',
  terms: '/terms',
  learn: '/learn',
  lesson: (type: string, lesson: string) => `/learn/${type}/${lesson}`,
  article: (slug: string) => `/learn/article/${slug}`,
  /** The glossary, at a term's entry when given. */
  /** The sky views (issue 15): the 3D sky and the chart as a celestial sphere. */
  sky3d: '/sky/3d',
  skyChart: '/sky/chart',
  glossary: (term?: string) => (term ? `/learn/glossary#${term}` : '/learn/glossary'),
  category: (category: string) => `/learn/category/${category}`,
  error: '/error',
} as const;

/**
 * The pages that read the visitor's chart, by their title key (seo:titles): without one a visit is sent home
 * with `?next=`, told why, and taken on there once the chart is cast (issue 30 §1).
 */
export const CHART_PAGES = {
  '/transit-analysis': 'transit',
  '/consultant': 'consultant',
  '/compatibility': 'compatibility',
} as const;

/** The chart page a `next` value names (its path, with a query of its own), or null for anything else. */
export function chartPageOf(next: string | null): (typeof CHART_PAGES)[keyof typeof CHART_PAGES] | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  const path = next.split(/[?#]/)[0] as string;
  return (CHART_PAGES as Record<string, (typeof CHART_PAGES)[keyof typeof CHART_PAGES]>)[path] ?? null;
}

/** Where a kept analysis opens (spec §4 "Load history entry"): its results page, or the transit screen. */
export function historyEntryPath(entry: {
  id: string;
  analysisType: 'bazi' | 'astrology' | 'transit';
}): string {
  if (entry.analysisType === 'bazi') return paths.baziResults(entry.id);
  return entry.analysisType === 'transit' ? paths.transit : paths.astrologyResults(entry.id);
}

/** sessionStorage key of the path a static host's 404 page saved before redirecting to /?spa=1. */
export const REDIRECT_KEY = 'spa-redirect-path';
