import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 12 §3, over every locale and content file in Japanese and Chinese:
// - CJK punctuation: a full-width colon (：), never an ASCII one; Chinese lists use 、 or ·, never the Japanese ・.
// - One name for one thing, and each tradition's own terms — Japanese 四柱推命 words (通変星, 中心星, 月律分野,
//   天中殺) kept out of Chinese, Chinese ones (十神, 藏干, 人元司令分野) out of Japanese. Not checked for names: the
//   learning centre (its lessons compare the schools' words on purpose) and the consultant's lexicons and keywords
//   (they recognise whatever a person or a model writes).

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
function leaves(node: Json, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const root = new URL('..', import.meta.url);
/** The prose lines of a learning-centre Markdown file: front-matter values, text; no markers or directives. */
const markdownLines = (source: string): [string, string][] =>
  source
    .split('\n')
    .map((line, i): [string, string] => [
      `line ${i + 1}`,
      line.replace(/^[a-z]+:\s*/i, '').replace(/^\s*-\s+/, ''),
    ])
    .filter(([, text], i, all) => text.trim() && !/^(---|@\w+|:::\s)/.test(all[i]?.[1] ?? text));
/** Every text of a language: "file path" and the text. */
type CjkLang = 'ja' | 'zh' | 'zh-Hant';
const texts = (lang: CjkLang): { file: string; path: string; text: string }[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(
      (f) =>
        (f.startsWith(`i18n/locales/${lang}/`) && f.endsWith('.json')) ||
        new RegExp(`/texts/(?:[\\w-]+/)?${lang}\\.json$`).test(f) ||
        (f.startsWith('content/') && f.endsWith(`/${lang}.json`)) ||
        (f.startsWith(`content/learn/${lang}/`) && f.endsWith('.md')),
    )
    .flatMap((file) => {
      const source = readFileSync(new URL(file, root), 'utf8');
      const entries = file.endsWith('.md') ? markdownLines(source) : leaves(JSON.parse(source) as Json);
      return entries.map(([path, text]) => ({ file, path, text }));
    });

/** What may hold an ASCII colon in any language: placeholders, clock times, URLs and key names. */
const neutral = (s: string) =>
  s
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\b\d{1,2}:\d{2}\b/g, '')
    .replace(/https?:\/\/\S*/g, '');

describe('CJK punctuation', () => {
  for (const lang of ['ja', 'zh', 'zh-Hant'] as const) {
    it(`${lang}: no ASCII colon in any text${lang !== 'ja' ? ', and no ・' : ''}`, () => {
      const all = texts(lang);
      expect(all.length).toBeGreaterThan(500);
      const bad = all
        .filter(({ text }) => {
          const s = neutral(text);
          return s.includes(':') || (lang !== 'ja' && s.includes('・'));
        })
        .map(({ file, path, text }) => `${file} ${path}: ${text.slice(0, 60)}`);
      expect(bad).toEqual([]);
    });
  }
});

/** Banned spelling → the one used instead. */
const BANNED: Record<CjkLang, [RegExp, string][]> = {
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
    [/本位/, '基本（星座）'],
  ],
  // Made from zh (scripts/zh-hant.mjs): zh's rules in Traditional, and the words Taiwan and Hong Kong use where the
  // mainland's differ, or where OpenCC misreads a 命理 character (干 as 幹, 丑 as 醜).
  'zh-Hant': [
    [/刑相/, '四分相'],
    [/拱相/, '三分相'],
    [/沖相|衝相/, '對分相'],
    [/西洋占星/, '西方占星'],
    [/通[變変]星/, '十神'],
    [/中心星/, '月令十神'],
    [/月律分野/, '人元司令分野'],
    [/四柱推命/, '八字'],
    [/天中[殺杀]/, '空亡'],
    [/蔵干|藏幹/, '藏干'],
    [/[日月年時透]幹/, '干'],
    [/醜/, '丑'],
    [/[子丑寅卯辰巳午未申酉戌亥六相]衝(?![突動勁刺破擊])/, '沖'],
    [
      /默認|全屏|信息|軟件|視頻|質量|二維碼|賬|文本|反饋/,
      '預設 / 全螢幕 / 資訊 / 軟體 / 影片 / 品質 / QR Code / 帳 / 文字 / 回饋',
    ],
    [
      /伙伴|策劃|營銷|積累|示例|姐妹|渠道|自定義|列表|簡歷|頭腦風暴|最佳化|心理諮詢/,
      '夥伴 / 企劃 / 行銷 / 累積 / 範例 / 姊妹 / 管道 / 自訂 / 清單 / 履歷 / 腦力激盪 / 優化 / 心理諮商',
    ],
    [/(?<![攻柔麥雷維])克(?![服剛制])/, '剋（五行相剋）'],
    [/兇/, '凶（吉凶）'],
    [/命盤迴|麵對|錶達|星曆錶/, '命盤回答 / 面對 / 表達 / 星曆表'],
    [/白羊/, '牡羊'],
    [/佔星/, '占星'],
    [/[“”]/, '「」'],
  ],
  ja: [
    [/十神/, '通変星'],
    [/藏干/, '蔵干'],
    [/人元司令分野/, '月律分野'],
    [/ドラゴン(ヘッド|テイル)/, 'ノースノード / サウスノード'],
    [/(?<!十)年運/, '流年'],
    [/(が|に)\d{1,2}ハウス/, '第Nハウス'],
    [/(?<!天中殺（)空亡/, '天中殺'],
    [/(?<!（)(アプライ|セパレート)/, '接近 / 分離'],
  ],
};

describe('one name for one thing', () => {
  for (const lang of ['ja', 'zh', 'zh-Hant'] as const) {
    it(`${lang}: no banned spelling in any text`, () => {
      const named = texts(lang).filter(
        ({ file, path }) =>
          !file.endsWith('/learn.json') &&
          !file.startsWith('content/learn/') &&
          !/lexicon|keywords/.test(path),
      );
      expect(named.length).toBeGreaterThan(500);
      const bad = named.flatMap(({ file, path, text }) =>
        BANNED[lang]
          .filter(([re]) => re.test(text))
          .map(([re, use]) => `${file} ${path}: ${re.source} → ${use}`),
      );
      expect(bad).toEqual([]);
    });
  }
});

describe('facts stated in the texts', () => {
  for (const lang of ['ja', 'zh', 'zh-Hant'] as const) {
    it(`${lang}: the five seasonal states are listed in their order, 旺相休囚死`, () => {
      // A run of the five states, whatever separates them (・, 、 or nothing), learning centre included.
      const runs = texts(lang).flatMap(({ file, path, text }) =>
        [...text.matchAll(/[旺相休囚死](?:[・、]?[旺相休囚死]){4}/g)].map((m) => ({
          where: `${file} ${path}`,
          states: m[0].replace(/[・、]/g, ''),
        })),
      );
      expect(runs.length).toBeGreaterThan(0);
      for (const r of runs) expect(r.states, r.where).toBe('旺相休囚死');
    });
  }
});
