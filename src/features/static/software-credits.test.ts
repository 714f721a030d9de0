import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOFTWARE } from './software-credits';

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('the about page’s software credits (issue 16 §6)', () => {
  it('list every shipped dependency with the licence its package declares, and nothing else', () => {
    const shipped = Object.keys(json('../../../package.json').dependencies as Record<string, string>).sort();
    const libraries = SOFTWARE.filter((s) => !s.packages);
    expect(libraries.map((s) => s.name).sort()).toEqual(shipped);
    for (const s of libraries)
      expect(s.license, s.name).toBe(json(`../../../node_modules/${s.name}/package.json`).license);
  });

  it('credit the service worker runtime the build bundles into sw.js, package by package', () => {
    const runtime = SOFTWARE.find((s) => s.name === 'Workbox');
    // The runtime packages workbox-build bundles for the generated service worker (vite.config.ts).
    const bundled = Object.keys(json('../../../node_modules/workbox-build/package.json').dependencies).filter(
      (d) =>
        [
          'workbox-core',
          'workbox-precaching',
          'workbox-routing',
          'workbox-strategies',
          'workbox-expiration',
        ].includes(d),
    );
    expect([...(runtime?.packages ?? [])].sort()).toEqual(bundled.sort());
    for (const p of runtime?.packages ?? [])
      expect(runtime?.license, p).toBe(json(`../../../node_modules/${p}/package.json`).license);
  });
});
