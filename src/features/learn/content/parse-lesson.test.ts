import { describe, expect, it } from 'vitest';
import { bodyLength, parseInline, parseLearnDoc, slugOf } from './parse-lesson';
import { readMinutes } from './read-time';

const doc = (body: string) =>
  parseLearnDoc(`---\ntitle: 十干\noverview: 概要です。\nobjectives:\n  - 一つ目\n  - 二つ目\n---\n${body}`);

describe('learning-centre Markdown', () => {
  it('reads the front matter and the three parts', () => {
    const { doc: d, issues } = doc(
      '@content\n## 十干とは\n本文です。\n@example\n::: chart a pillars\n@practice\n::: quiz b dayMaster\n::: yourchart dayMaster\n',
    );
    expect(issues).toEqual([]);
    expect(d.title).toBe('十干');
    expect(d.objectives).toEqual(['一つ目', '二つ目']);
    expect(d.parts.content?.[0]).toMatchObject({ kind: 'heading', level: 2, id: '十干とは' });
    expect(d.parts.example).toEqual([{ kind: 'chart', example: 'a', view: 'pillars' }]);
    expect(d.parts.practice).toEqual([
      { kind: 'quiz', example: 'b', quiz: 'dayMaster' },
      { kind: 'yourChart', topic: 'dayMaster' },
    ]);
  });

  it('reads tokens, emphasis and links inside the learning centre', () => {
    const issues: never[] = [];
    expect(
      parseInline('日干は{{a:dayMaster}}、**月令**は[季節](/learn/bazi/five-elements)。', issues),
    ).toEqual([
      { kind: 'text', text: '日干は' },
      { kind: 'token', example: 'a', fact: 'dayMaster' },
      { kind: 'text', text: '、' },
      { kind: 'strong', children: [{ kind: 'text', text: '月令' }] },
      { kind: 'text', text: 'は' },
      { kind: 'link', href: '/learn/bazi/five-elements', children: [{ kind: 'text', text: '季節' }] },
      { kind: 'text', text: '。' },
    ]);
    expect(issues).toEqual([]);
  });

  it('rejects what the engine cannot back: unknown directives, views, quiz kinds, tokens, outside links, HTML', () => {
    const { issues } = doc(
      [
        '@content',
        '::: table moons',
        '::: chart d pillars',
        '::: quiz a lifePath',
        '::: yourchart aura',
        '::: sparkle',
        'The {{a:pillar.week}} and {{z:dayMaster}} and {{a:sign.ceres}}.',
        'See [this](https://example.com).',
        '<b>bold</b>',
        '# Title',
        '| a | b | c | d | e |',
        '|---|---|---|---|---|',
        '@extra',
      ].join('\n'),
    );
    expect(issues.map((i) => i.message)).toEqual([
      'HTML is not allowed',
      '::: table moons: table kind',
      '::: chart d pillars: example and view',
      '::: quiz a lifePath: example and quiz kind',
      '::: yourchart aura: topic',
      '::: sparkle: unknown directive',
      'unknown token {{a:pillar.week}}',
      'unknown token {{z:dayMaster}}',
      'unknown token {{a:sign.ceres}}',
      'link outside the learning centre: https://example.com',
      'only ## and ### headings',
      'tables have at most 4 columns (phones)',
      'unknown part @extra',
    ]);
  });

  it('joins a CJK paragraph without spaces and a Latin one with them; gives headings unique anchors', () => {
    const { doc: d } = doc('@content\n日干は\n一日の柱の干です。\n\nThe day\nmaster.\n## 例\n## 例\n');
    expect(d.parts.content?.slice(0, 2)).toEqual([
      { kind: 'paragraph', inline: [{ kind: 'text', text: '日干は一日の柱の干です。' }] },
      { kind: 'paragraph', inline: [{ kind: 'text', text: 'The day master.' }] },
    ]);
    expect(d.parts.content?.slice(2).map((b) => (b.kind === 'heading' ? b.id : ''))).toEqual(['例', '例-2']);
    expect(slugOf('Day Master & Strength')).toBe('day-master-strength');
  });

  it('takes an explicit anchor `{#id}` for a heading other pages link to, and reports one used twice', () => {
    const { doc: d, issues } = doc('@content\n### 通変星 {#ten-gods}\n### 十神 {#ten-gods}\n');
    expect(d.parts.content?.[0]).toEqual({
      kind: 'heading',
      level: 3,
      id: 'ten-gods',
      inline: [{ kind: 'text', text: '通変星' }],
    });
    expect(issues.map((i) => i.message)).toEqual(['anchor #ten-gods twice']);
  });

  it('measures the body as the issue does: CJK characters without spaces, English words; tokens count small', () => {
    const ja = doc('@content\n日干 は{{a:dayMaster}}です。\n::: table stems\n').doc;
    expect(bodyLength(ja, 'ja')).toBe('日干はXXです。'.length);
    const en = doc('@content\nThe Day Master is {{a:dayMaster}} here.\n- one item\n').doc;
    expect(bodyLength(en, 'en')).toBe(8);
  });

  it('reports a missing front matter and text outside the parts', () => {
    const { issues } = parseLearnDoc('Hello\n@content\nx');
    expect(issues.map((i) => i.message)).toEqual(['no front matter', 'no title', 'text before @content']);
  });
});

describe('read time', () => {
  it('is computed from the text: 500 characters a minute in ja/zh, 230 words in en, at least one', () => {
    const ja = doc(`@content\n${'あ'.repeat(2600)}\n`).doc;
    expect(readMinutes(ja, 'ja')).toBe(5);
    const en = doc(`@content\n${'word '.repeat(1200)}\n`).doc;
    expect(readMinutes(en, 'en')).toBe(5);
    expect(readMinutes(doc('@content\nshort\n').doc, 'en')).toBe(1);
  });
});
