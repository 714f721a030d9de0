import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOFTWARE } from './software-credits';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** Node's resolution: the nearest node_modules/<name> from `fromDir` up. */
function manifestOf(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (needed from ${fromDir})`);
  }
}

/** Every package the production build can ship: package.json "dependencies" and theirs, all the way down. */
function shippedPackages(): Map<string, string> {
  const licences = new Map<string, string>();
  const walk = (name: string, fromDir: string) => {
    const file = manifestOf(name, fromDir);
    const manifest = json(file);
    if (licences.has(manifest.name)) return;
    licences.set(manifest.name, manifest.license);
    for (const dep of Object.keys(manifest.dependencies ?? {})) walk(dep, dirname(file));
  };
  for (const dep of Object.keys(json(join(ROOT, 'package.json')).dependencies)) walk(dep, ROOT);
  return licences;
}

const covered = (s: (typeof SOFTWARE)[number]) => s.packages ?? [s.name];

describe('the about page’s software credits (issue 16 §6)', () => {
  it('list every package of the production dependency tree with the licence it declares, and nothing else', () => {
    const shipped = shippedPackages();
    const libraries = SOFTWARE.filter((s) => s.name !== 'Workbox');
    expect(libraries.flatMap(covered).sort()).toEqual([...shipped.keys()].sort());
    for (const s of libraries) for (const p of covered(s)) expect(s.license, p).toBe(shipped.get(p));
    // Transitive packages are there too (a list of package.json's own dependencies would miss them).
    expect(shipped.get('pako')).toBe('(MIT AND Zlib)');
  });

  it('credit the service worker runtime the build bundles into sw.js, package by package', () => {
    const runtime = SOFTWARE.find((s) => s.name === 'Workbox');
    // The runtime packages workbox-build bundles for the generated service worker (vite.config.ts).
    const bundled = Object.keys(
      json(join(ROOT, 'node_modules/workbox-build/package.json')).dependencies,
    ).filter((d) =>
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
      expect(runtime?.license, p).toBe(json(join(ROOT, `node_modules/${p}/package.json`)).license);
  });
});
