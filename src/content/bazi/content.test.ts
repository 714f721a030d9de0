import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chineseHiddenStems } from '../../core/bazi/hidden-stems';
import { BRANCHES, ELEMENTS, STEMS } from '../../core/bazi/stems-branches';
import { TEN_GODS } from '../../core/bazi/ten-gods';

const LANGS = ['ja', 'zh', 'en'] as const;
const load = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, `${lang}.json`), 'utf8'));
const RELATIONS = [
  'stemCombination',
  'stemClash',
  'sixHarmony',
  'triad',
  'halfTriad',
  'directional',
  'clash',
  'punishment',
  'selfPunishment',
  'harm',
  'break',
];
/** Short phrases (not sentences). */
const PHRASES = new Set(['symbol', 'animal', 'hours', 'season', 'direction', 'colour', 'emotion', 'body']);

function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, value]];
}

describe('BaZi reading content in three languages', () => {
  const files = Object.fromEntries(LANGS.map((l) => [l, load(l)]));

  it('has the same keys in ja, zh and en, covering every stem, ten god, branch, element and relation', () => {
    const keys = (l: string) =>
      leaves(files[l])
        .map(([k]) => k)
        .sort();
    expect(keys('ja')).toEqual(keys('en'));
    expect(keys('zh')).toEqual(keys('en'));
    const en = files.en;
    expect(Object.keys(en.stems).sort()).toEqual([...STEMS].sort());
    expect(Object.keys(en.tenGods).sort()).toEqual([...TEN_GODS].sort());
    expect(Object.keys(en.branches).sort()).toEqual([...BRANCHES].sort());
    expect(Object.keys(en.elements).sort()).toEqual([...ELEMENTS].sort());
    expect(Object.keys(en.relations).sort()).toEqual([...RELATIONS].sort());
  });

  it('has no empty, placeholder or cut-off text', () => {
    for (const l of LANGS) {
      for (const [path, text] of leaves(files[l])) {
        expect(typeof text, `${l} ${path}`).toBe('string');
        const s = (text as string).trim();
        expect(s.length, `${l} ${path}`).toBeGreaterThan(0);
        expect(s, `${l} ${path}`).not.toMatch(/lorem|TODO|TBD|\.\.\.$|…$/i);
        const field = path.split('.').pop() as string;
        if (!PHRASES.has(field)) expect(s, `${l} ${path}`).toMatch(l === 'en' ? /[.!?]$/ : /[。！？]$/);
      }
    }
  });

  it("names every hidden stem of each branch as the engine's table holds them (not only the main one)", () => {
    for (const l of LANGS) {
      for (const branch of BRANCHES) {
        const text = files[l].branches[branch].traits as string;
        for (const h of chineseHiddenStems(branch)) expect(text, `${l} ${branch}`).toContain(h.stem);
      }
    }
  });

  it('names each hidden stem’s layer (本气, 中气, 余气) as the engine does, storage branches included', () => {
    const LAYER = { 本气: 'main', 中气: 'middle', 余气: 'residual' } as const;
    let named = 0;
    for (const branch of BRANCHES) {
      const text = files.zh.branches[branch].traits as string;
      for (const [, layer, stem] of text.matchAll(/(本气|中气|余气)([甲乙丙丁戊己庚辛壬癸])/g)) {
        const h = chineseHiddenStems(branch).find((x) => x.stem === stem);
        expect(h?.role, `zh ${branch} ${layer}${stem}`).toBe(LAYER[layer as keyof typeof LAYER]);
        named++;
      }
    }
    // 子, 卯 and 酉 hold one stem and are not layered; every stem of the others is named with its layer.
    const layered = BRANCHES.map((b) => chineseHiddenStems(b).length).filter((n) => n > 1);
    expect(named).toBe(layered.reduce((a, n) => a + n, 0));
  });
});
