import { describe, expect, it } from 'vitest';
import { type AnalyticsHost, gtagAdapter } from './analytics';

describe('the GA4 adapter (issue 16 §4)', () => {
  it('tells GA the route pattern and the referring site only, never a share link’s data', () => {
    const appended: { src?: string }[] = [];
    const host: AnalyticsHost = {
      location: { origin: 'https://seimei.example' },
      document: {
        referrer:
          'https://line.me/R/msg/text/?https%3A%2F%2Fseimei.example%2Fbazi-results%2Fshared%3Fd%3Dsecret',
        head: { appendChild: (n) => appended.push(n as { src?: string }) },
        createElement: () => ({}),
      },
    };
    const ga = gtagAdapter('G-TEST', host);
    ga.pageView('/bazi-results/shared', '四柱推命の命式 | 星命 Seimei');
    const sent = JSON.stringify(host.dataLayer);
    expect(sent).not.toMatch(/secret|d%3D|#d=|\\?d=/);
    expect(host.dataLayer?.at(-1)).toEqual([
      'event',
      'page_view',
      {
        page_location: 'https://seimei.example/bazi-results/shared',
        page_path: '/bazi-results/shared',
        page_referrer: 'https://line.me/',
        page_title: '四柱推命の命式 | 星命 Seimei',
      },
    ]);
    expect(JSON.stringify(host.dataLayer?.[1])).toContain('"send_page_view":false');
    expect(appended[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
  });
});
