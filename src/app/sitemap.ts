/**
 * robots.txt and sitemap.xml, written at build time (vite.config.ts) from the route table and the learning
 * centre's curriculum. The sitemap needs absolute URLs, so it exists only when the build knows the site's
 * address (VITE_SITE_URL).
 */
import { ARTICLES, CATEGORIES, COURSES } from '../features/learn/curriculum.ts';
import { paths } from '../shared/paths.ts';
import { ROUTES, type RouteEntry } from './route-table.ts';

/** The concrete paths of an indexed route: its lessons, articles or categories for the parameterised ones. */
function expand(entry: RouteEntry): string[] {
  switch (entry.page) {
    case 'lesson':
      return COURSES.flatMap((c) => c.lessons.map((l) => paths.lesson(c.id, l.id)));
    case 'article':
      return ARTICLES.map((a) => paths.article(a.slug));
    case 'category':
      return CATEGORIES.map((c) => paths.category(c));
    default:
      if (/[:*]/.test(entry.path))
        throw new Error(`Indexed route ${entry.path} has parameters: expand them.`);
      return [entry.path];
  }
}

/** Every path the sitemap lists, in route-table order. */
export function sitemapPaths(): string[] {
  return ROUTES.filter((r) => r.indexed).flatMap(expand);
}

/** The site's address without a trailing slash; throws unless it is an absolute http(s) URL. */
export function normaliseSiteUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SITE_URL must be an http(s) address, not ${value}`);
  }
  return url.href.replace(/\/+$/, '');
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** sitemap.xml (sitemaps.org 0.9) of every indexed page under `siteUrl`. */
export function sitemapXml(siteUrl: string): string {
  const base = normaliseSiteUrl(siteUrl);
  const urls = sitemapPaths().map((p) => `  <url><loc>${escapeXml(`${base}${p}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every crawler may read every page; the sitemap is named when there is one. */
export function robotsTxt(siteUrl: string | null): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (siteUrl) lines.push('', `Sitemap: ${normaliseSiteUrl(siteUrl)}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
