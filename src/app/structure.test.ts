import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 30 §7: features never import each other — what two of them share lives in src/shared (the birth form, chart
// components, share actions, the PDF report) or is composed in src/app — and src/shared and src/core never reach up
// into a feature or the app. Read from the sources' own import statements, tests aside (a test may compose).

const SRC = resolve(__dirname, '..');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Where a source file lives: its feature ("features/home"), or its layer ("shared", "core", "app"). */
function areaOf(path: string): string {
  const [top, second] = relative(SRC, path).split('/');
  return top === 'features' ? `features/${second}` : (top ?? '');
}

function crossings(): string[] {
  const out: string[] = [];
  for (const file of sources(SRC)) {
    const from = areaOf(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = areaOf(resolve(dirname(file), m[1] as string));
      const reachesFeature = from.startsWith('features/') && to.startsWith('features/') && to !== from;
      const reachesUp =
        (from === 'shared' || from === 'core') && (to.startsWith('features/') || to === 'app');
      const coreReachesUi = from === 'core' && to === 'shared';
      if (reachesFeature || reachesUp || coreReachesUi) out.push(`${relative(SRC, file)} → ${m[1]}`);
    }
  }
  return out;
}

describe('the source tree', () => {
  it('has no feature importing another, and no shared or core module importing a feature or the app', () => {
    expect(crossings()).toEqual([]);
  });
});
