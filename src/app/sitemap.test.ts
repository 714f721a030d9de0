import { describe, expect, it } from 'vitest';
import { ARTICLES, COURSES } from '../features/learn/curriculum';
import { normaliseSiteUrl, robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

describe('sitemap and robots.txt', () => {
  it('lists the public pages and every lesson, article and category, without personal or error pages', () => {
    const list = sitemapPaths();
    expect(list.slice(0, 6)).toEqual(['/', '/about', '/privacy', '/terms', '/contact', '/learn']);
    expect(list).toContain('/learn/bazi/heavenly-stems');
    expect(list).toContain('/learn/article/five-elements-theory');
    expect(list).toContain('/learn/category/career');
    const lessons = COURSES.reduce((n, c) => n + c.lessons.length, 0);
    expect(list).toHaveLength(6 + lessons + ARTICLES.length + 6 + 1);
    expect(new Set(list).size).toBe(list.length);
    for (const p of list)
      expect(p).not.toMatch(
        /^\/(astrology-results|bazi-results|results|transit-analysis|consultant|error)\b|[:*]/,
      );
  });

  it('writes absolute, escaped URLs under the site address', () => {
    const xml = sitemapXml('https://seimei.example/');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain('<url><loc>https://seimei.example/</loc></url>');
    expect(xml).toContain('<loc>https://seimei.example/learn/astrology/aspects</loc>');
    expect(xml.match(/<loc>/g)).toHaveLength(sitemapPaths().length);
    expect(sitemapXml('https://x.example/a&b')).toContain('https://x.example/a&amp;b/about');
  });

  it('names the sitemap in robots.txt only when there is one', () => {
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
    expect(robotsTxt('https://seimei.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://seimei.example/sitemap.xml\n',
    );
  });

  it('rejects an address that is not an absolute http(s) URL', () => {
    expect(() => normaliseSiteUrl('seimei.example')).toThrow();
    expect(() => normaliseSiteUrl('ftp://seimei.example')).toThrow(/http/);
    expect(normaliseSiteUrl('https://seimei.example/app/')).toBe('https://seimei.example/app');
  });
});
