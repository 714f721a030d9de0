import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOFTWARE } from './software-credits';

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('the about page’s software credits (issue 16 §6)', () => {
  it('list every shipped dependency with the licence its package declares, and nothing else', () => {
    const shipped = Object.keys(json('../../../package.json').dependencies as Record<string, string>).sort();
    expect(SOFTWARE.map((s) => s.name).sort()).toEqual(shipped);
    for (const s of SOFTWARE)
      expect(s.license, s.name).toBe(json(`../../../node_modules/${s.name}/package.json`).license);
  });
});
