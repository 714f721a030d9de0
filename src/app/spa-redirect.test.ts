import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuMs } from '../test/cpu-time';
import { fuzzParams, fuzzTimeoutMs } from '../test/fuzz';
import { spaRedirectTarget } from './spa-redirect';

const ORIGIN = 'https://seimei.example';

/** The first version's reading of the saved path (relative to the origin), for the paths it read right. */
function previous(href: string, saved: string): string {
  const url = new URL(href);
  const target = new URL(saved, url.origin);
  url.searchParams.delete('spa');
  for (const [k, v] of url.searchParams) if (!target.searchParams.has(k)) target.searchParams.append(k, v);
  return target.href;
}
const previousOrigin = (href: string, saved: string) => {
  try {
    return new URL(previous(href, saved)).origin;
  } catch {
    return 'threw';
  }
};

/** Deep links as public/spa-404.js saves them: a path, maybe a query and a fragment, any characters. */
const segment = fc.oneof(
  fc.webSegment(),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('', '.', '..', '%2e', 'evil.com', '@evil.com', '\\evil.com', 'x:y', '東京', '%00'),
);
const savedPaths = fc
  .tuple(
    fc.array(segment, { maxLength: 5 }),
    fc.constantFrom('/', '//', '/\\', '\\/', '/./', '/../', '///'),
    fc.option(fc.webQueryParameters(), { nil: undefined }),
    fc.option(fc.webFragments(), { nil: undefined }),
  )
  .map(
    ([parts, lead, q, h]) =>
      `${lead}${parts.join('/')}${q === undefined ? '' : `?${q}`}${h === undefined ? '' : `#${h}`}`,
  );
const anySaved = fc.oneof(savedPaths, fc.string({ maxLength: 40 }), fc.constant(null));
const hrefs = fc.oneof(
  fc.tuple(fc.webQueryParameters(), fc.boolean()).map(([q, spa]) => `${ORIGIN}/?${spa ? 'spa=1&' : ''}${q}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 30 }),
);

describe('restoring a static host deep link (fuzzed)', () => {
  it('puts the saved path back on this origin, with the query kept and spa dropped', () => {
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1&lang=en`, '/astrology-results/shared#d=abc')).toBe(
      `${ORIGIN}/astrology-results/shared?lang=en#d=abc`,
    );
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1&date=x`, '/transit-analysis?date=2026-01-01')).toBe(
      `${ORIGIN}/transit-analysis?date=2026-01-01`,
    );
    expect(spaRedirectTarget(`${ORIGIN}/?lang=en`, '/about')).toBeNull(); // not a 404 redirect
    expect(spaRedirectTarget(`${ORIGIN}/about?spa=1`, '/about')).toBeNull();
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1`, null)).toBeNull();
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1`, 'https://evil.example/')).toBeNull();
  });

  it('reads a saved "//host//path" as a path of this site (it used to name another host and crash the start)', () => {
    // The first version built https://evil.example//x from it and replaced the address with "//x", which a browser
    // refuses with a SecurityError before the app has started (a blank page).
    expect(previousOrigin(`${ORIGIN}/?spa=1`, '//evil.example//x')).toBe('https://evil.example');
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1`, '//evil.example//x')).toBe(`${ORIGIN}//evil.example//x`);
    // And https://seimei.example/// threw "Invalid URL" outright.
    expect(previousOrigin(`${ORIGIN}/?spa=1`, '///')).toBe('threw');
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1`, '///')).toBe(`${ORIGIN}///`);
    expect(spaRedirectTarget(`${ORIGIN}/?spa=1`, '/\\evil.example')).toBe(`${ORIGIN}//evil.example`);
  });

  it(
    'never throws and never leaves the origin, for any address and any saved text; ordinary paths as before',
    () => {
      fc.assert(
        fc.property(hrefs, anySaved, (href, saved) => {
          const target = spaRedirectTarget(href, saved);
          if (target === null) return;
          const from = new URL(href);
          const to = new URL(target);
          expect(to.origin).toBe(from.origin);
          expect(to.href).toBe(target); // absolute, as history.replaceState takes it
          // The saved query wins; the current one fills in the rest, without spa.
          const savedQuery = new URL(`${from.origin}${saved}`).searchParams;
          for (const k of new Set(from.searchParams.keys()))
            if (k !== 'spa' && !savedQuery.has(k))
              expect(to.searchParams.getAll(k)).toEqual(from.searchParams.getAll(k));
          expect(to.searchParams.getAll('spa')).toEqual(savedQuery.getAll('spa'));
          // Where the first version stayed on this origin, it is unchanged.
          if (previousOrigin(href, saved as string) === from.origin)
            expect(target).toBe(previous(href, saved as string));
        }),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it('answers a huge saved path (5 MB) in bounded time', () => {
    const started = cpuMs();
    const target = spaRedirectTarget(`${ORIGIN}/?spa=1`, `/${'a'.repeat(5_000_000)}`);
    expect(cpuMs() - started).toBeLessThan(5_000);
    expect(target?.length).toBe(ORIGIN.length + 5_000_001);
  });
});
