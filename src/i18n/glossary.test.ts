import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 12 §3: one name for one thing in each language, and each tradition's own terms — Japanese 四柱推命 words
// (通変星, 中心星, 月律分野, 天中殺) kept out of Chinese, Chinese ones (十神, 藏干, 人元司令分野) out of Japanese.
// Checked over every locale and content file. Not checked: the learning centre (its lessons compare the schools'
// words on purpose) and the consultant's lexicons and keywords (they recognise whatever a person or a model writes).

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
function leaves(node: Json, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const root = new URL('..', import.meta.url);
const texts = (lang: 'ja' | 'zh'): [string, string][] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) =>
        ((f.startsWith(`i18n/locales/${lang}/`) && f.endsWith('.json')) ||
          (f.startsWith('content/') && f.endsWith(`/${lang}.json`))) &&
        !f.endsWith('/learn.json'),
    )
    .flatMap((f) =>
      leaves(JSON.parse(readFileSync(new URL(f, root), 'utf8')) as Json)
        .filter(([path]) => !/lexicon|keywords/.test(path))
        .map(([path, text]): [string, string] => [`${f} ${path}`, text]),
    );

/** Banned spelling → the one used instead. */
const BANNED: Record<'ja' | 'zh', [RegExp, string][]> = {
  zh: [
    [/刑相/, '四分相'],
    [/拱相/, '三分相'],
    [/冲相/, '对分相'],
    [/西洋占星/, '西方占星'],
    [/通[变変]星/, '十神'],
    [/中心星/, '月令十神'],
    [/月律分野/, '人元司令分野'],
    [/四柱推命/, '八字'],
    [/天中[杀殺]/, '空亡'],
    [/蔵干/, '藏干'],
  ],
  ja: [
    [/十神/, '通変星'],
    [/藏干/, '蔵干'],
    [/人元司令分野/, '月律分野'],
    [/ドラゴン(ヘッド|テイル)/, 'ノースノード / サウスノード'],
    [/(?<!十)年運/, '流年'],
    [/(が|に)\d{1,2}ハウス/, '第Nハウス'],
    [/(?<!天中殺（)空亡/, '天中殺'],
  ],
};

describe('one name for one thing', () => {
  for (const lang of ['ja', 'zh'] as const) {
    it(`${lang}: no banned spelling in any text`, () => {
      const all = texts(lang);
      expect(all.length).toBeGreaterThan(500);
      const bad = all.flatMap(([where, text]) =>
        BANNED[lang].filter(([re]) => re.test(text)).map(([re, use]) => `${where}: ${re.source} → ${use}`),
      );
      expect(bad).toEqual([]);
    });
  }
});
