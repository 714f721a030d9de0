import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { convertFile, filePairs, ROOT, toHant } from '../../scripts/zh-hant/convert.mjs';
import { languageOf } from './languages';

const pairs = filePairs() as [string, string][];

describe('zh-Hant texts (made from zh by scripts/zh-hant.mjs)', () => {
  it('covers every Simplified file: UI texts, readings, lessons and the bundled namespaces', () => {
    expect(pairs.length).toBeGreaterThan(40);
    expect(pairs.map(([s]) => s)).toEqual(
      expect.arrayContaining([
        'src/i18n/locales/zh/common.json',
        'src/content/readings/zh.json',
        'src/content/learn/zh/glossary.md',
        'src/shared/ui/app-tabs/texts/zh.json',
      ]),
    );
  });

  it.each(pairs)(
    '%s → %s is up to date (run `npm run zh-hant` after editing a zh text)',
    (source, target) => {
      expect(readFileSync(join(ROOT, target), 'utf8')).toBe(convertFile(source));
    },
  );

  it('writes Taiwan vocabulary and 命理 characters, not a character-by-character conversion', () => {
    expect(toHant('设置 默认 全屏 信息 软件工程师 隐私政策 二维码')).toBe(
      '設定 預設 全螢幕 資訊 軟體工程師 隱私權政策 QR Code',
    );
    // 干 is a stem (not 幹 or 乾), 丑 a branch (not 醜), a clash 沖 (an impulse stays 衝動).
    expect(toHant('藏干与日干、时干；丑未冲；子午相冲；容易冲动')).toBe(
      '藏干與日干、時干；丑未沖；子午相沖；容易衝動',
    );
    expect(toHant('阳干顺行，阴干逆行；干劲十足；主干')).toBe('陽干順行，陰干逆行；幹勁十足；主幹');
    expect(toHant('“天干”与‘地支’；白羊座；占星师')).toBe('「天干」與『地支』；牡羊座；占星師');
    // The stems and elements restrain with 剋 (木克土, 我克, 克我), 吉凶 with 凶; self-restraint stays 克制.
    expect(toHant('木克土，我克为财，克我为官杀；七杀格不等于凶；以柔克刚；过度克制')).toBe(
      '木剋土，我剋為財，剋我為官殺；七殺格不等於凶；以柔克剛；過度克制',
    );
    expect(toHant('用微信扫描二维码；合作伙伴；积累资源；示例人物；兄弟姐妹')).toBe(
      '用微信掃描 QR Code；合作夥伴；累積資源；範例人物；兄弟姊妹',
    );
  });
});

describe('languageOf: which interface language a browser or a stored choice means', () => {
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['fr-FR', null],
    ['zh-twx', 'zh'],
  ])('%s → %s', (tag, lang) => {
    expect(languageOf(tag)).toBe(lang);
  });
});
