import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Highlight, Markdown } from './markdown';

const html = (text: string, highlights?: Highlight[]) =>
  renderToStaticMarkup(<Markdown text={text} highlights={highlights} />).replace(
    /^<div class="markdown">|<\/div>$/g,
    '',
  );

// Text is escaped (< becomes &lt;), so every < left in the output opens a real element: only these may appear,
// with only these attributes.
const ELEMENTS = /^(p|br|strong|em|code|pre|ul|ol|li|blockquote|hr|h4|h5|mark)$/;
const ATTRIBUTES = /^(class|title|start)$/;
function expectInert(out: string) {
  for (const [, name, attrs] of out.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
    expect(name).toMatch(ELEMENTS);
    for (const [, attr] of (attrs ?? '').matchAll(/\s([\w-]+)=/g)) expect(attr).toMatch(ATTRIBUTES);
  }
}

describe('Markdown: the supported subset', () => {
  it('splits paragraphs at blank lines and keeps single newlines as line breaks', () => {
    expect(html('one\ntwo\n\n\nthree')).toBe('<p>one<br/>two</p><p>three</p>');
    expect(html('')).toBe('');
  });

  it('renders every heading level under the page’s own (h4 for # to ###, h5 below)', () => {
    expect(html('# A\n## B\n### C #\n#### D\n###### E')).toBe(
      '<h4>A</h4><h4>B</h4><h4>C</h4><h5>D</h5><h5>E</h5>',
    );
    expect(html('#hashtag and ####### seven')).toBe('<p>#hashtag and ####### seven</p>');
  });

  it('bold, italic and code, and leaves snake_case and lone stars alone', () => {
    expect(html('**b** __b__ *i* _i_ ***bi*** `c` ``a ` b``')).toBe(
      '<p><strong>b</strong> <strong>b</strong> <em>i</em> <em>i</em> <strong><em>bi</em></strong> <code>c</code> <code>a ` b</code></p>',
    );
    expect(html('snake_case_name and 2 * 3 * 4 and a_b')).toBe(
      '<p>snake_case_name and 2 * 3 * 4 and a_b</p>',
    );
    expect(html('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>');
    expect(html('**a *b* c**')).toBe('<p><strong>a <em>b</em> c</strong></p>');
    expect(html('\\*not italic\\* and `**not bold**`')).toBe(
      '<p>*not italic* and <code>**not bold**</code></p>',
    );
    expect(html('太陽は**牡牛座**です。')).toBe('<p>太陽は<strong>牡牛座</strong>です。</p>');
    expect(html('それは_落ち着き_と*持続力*です')).toBe(
      '<p>それは<em>落ち着き</em>と<em>持続力</em>です</p>',
    );
  });

  it('fenced code blocks keep their text verbatim', () => {
    expect(html('```ts\nconst a = **1**;\n<b>\n```\nafter')).toBe(
      '<pre><code>const a = **1**;\n&lt;b&gt;</code></pre><p>after</p>',
    );
    expect(html('~~~\nx\n~~~')).toBe('<pre><code>x</code></pre>');
  });

  it('bullet and numbered lists, one level nested, with continuation lines', () => {
    expect(html('- a\n* b\n  more\n- c')).toBe('<ul><li>a</li><li>b<br/>more</li><li>c</li></ul>');
    expect(html('1. one\n2. two')).toBe('<ol><li>one</li><li>two</li></ol>');
    expect(html('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(html('- a\n  - a1\n  - a2\n- b')).toBe(
      '<ul><li>a<ul><li>a1</li><li>a2</li></ul></li><li>b</li></ul>',
    );
    expect(html('1. **Sun**\n   - Taurus\n2. Moon')).toBe(
      '<ol><li><strong>Sun</strong><ul><li>Taurus</li></ul></li><li>Moon</li></ol>',
    );
    expect(html('- a\n\n- b\n\nafter')).toBe('<ul><li>a</li><li>b</li></ul><p>after</p>');
    expect(html('text\n- item\n1. num')).toBe('<p>text</p><ul><li>item</li></ul><ol><li>num</li></ol>');
  });

  it('quotes (with their own blocks) and rules', () => {
    expect(html('> a **b**\n> c\n\n---\n\n> - x')).toBe(
      '<blockquote><p>a <strong>b</strong><br/>c</p></blockquote><hr/><blockquote><ul><li>x</li></ul></blockquote>',
    );
    expect(html('a\n***\nb\n_ _ _')).toBe('<p>a</p><hr/><p>b</p><hr/>');
  });
});

describe('Markdown: the model’s text never becomes markup', () => {
  it('shows tags as text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <b>hi</b>');
    expectInert(out);
    expect(out).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;b&gt;hi&lt;/b&gt;</p>',
    );
  });

  it('shows a link’s label only: no href, no URL, no image', () => {
    expect(html('[click](javascript:alert(1)) and [x](http://evil.example/p?q=1)')).toBe(
      '<p>click and x</p>',
    );
    expect(html('![a picture](http://evil.example/p.png) [**bold** label](http://evil)')).toBe(
      '<p>a picture <strong>bold</strong> label</p>',
    );
    const out = html('<http://evil.example> <a href="javascript:x">y</a> [ref][1]\n\n[1]: http://evil');
    expectInert(out);
    expect(out).toBe(
      '<p>&lt;http://evil.example&gt; &lt;a href=&quot;javascript:x&quot;&gt;y&lt;/a&gt; [ref][1]</p><p>[1]: http://evil</p>',
    );
    expect(out).toContain('&lt;http://evil.example&gt;');
  });
});

const SAMPLE = `## あなたの太陽
太陽は**牡牛座の24°**、第8ハウスにあります。_落ち着き_と\`持続力\`が特徴です。

- **月**: 山羊座
  - 第4ハウス
- 金星は[牡羊座](http://evil.example)
1. 年柱 庚午
2. 日主は庚

> 占いは*楽しみ*と振り返りのためのものです。
> 健康やお金のことは専門家へ。

\`\`\`
<script>alert("x")</script>
\`\`\`
---
Your **Sun is in __Taurus__**, a steady sign. <img src=x onerror=alert(1)>
`;

describe('Markdown: streaming', () => {
  it('renders every prefix of a long reply without throwing and without markup from the text', () => {
    for (let n = 0; n <= SAMPLE.length; n++) {
      const out = html(SAMPLE.slice(0, n));
      expectInert(out);
      expect(out).not.toContain('evil');
    }
  });

  it('reads an unclosed ** as bold still arriving, an unclosed fence as code, a half link as its label', () => {
    expect(html('太陽は**牡牛')).toBe('<p>太陽は<strong>牡牛</strong></p>');
    expect(html('a **')).toBe('<p>a **</p>');
    expect(html('```\ncode')).toBe('<pre><code>code</code></pre>');
    expect(html('see [the chart](http://exa')).toBe('<p>see the chart</p>');
    expect(html('see [the ch')).toBe('<p>see [the ch</p>');
    expect(html('- a\n- ')).toBe('<ul><li>a</li><li></li></ul>');
    expect(html('#')).toBe('');
  });
});

describe('Markdown: hostile input', () => {
  it('survives deep nesting and long runs of markers', () => {
    const deep = [
      '>'.repeat(5000),
      ' **a'.repeat(3000),
      '*a '.repeat(3000),
      '['.repeat(5000) + ']('.repeat(2000),
      '`'.repeat(3000),
      Array.from({ length: 200 }, (_, k) => `${' '.repeat(2 * k)}- level ${k}`).join('\n'),
      Array.from({ length: 200 }, (_, k) => `${'> '.repeat(k)}- q`).join('\n'),
    ];
    for (const text of deep) expectInert(html(text));
  });

  it('renders random mixes of every marker without throwing or emitting markup', () => {
    const alphabet = [
      '*',
      '**',
      '_',
      '`',
      '```',
      '[',
      ']',
      '(',
      ')',
      '#',
      '> ',
      '- ',
      '1. ',
      '\n',
      '\n\n',
      '  ',
      'a',
      '星',
      '<',
      '>',
      '\\',
      '!',
      '---',
      'http://evil',
      '"',
      '&',
    ];
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 400; n++) {
      const text = Array.from(
        { length: 5 + Math.floor(random() * 60) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      expectInert(html(text, [{ text: 'a星', note: 'n' }]));
    }
  });
});

describe('Markdown: wrong claims marked', () => {
  const note = '太陽は牡牛座です (P.sun)';

  it('wraps each occurrence in a mark with the note', () => {
    const out = html('月は山羊座。太陽は双子座です。また太陽は双子座です。', [
      { text: '太陽は双子座です。', note },
    ]);
    expect(out).toBe(
      `<p>月は山羊座。<mark class="claim-wrong" title="${note}">太陽は双子座です。</mark>また<mark class="claim-wrong" title="${note}">太陽は双子座です。</mark></p>`,
    );
  });

  it('matches across ** and marks the sentence as the checker cut it from the raw reply', () => {
    const out = html('- Your Sun is in **Gemini**. The Moon is fine.\n\n## Venus in Leo', [
      { text: '- Your Sun is in **Gemini**.', note: 'Taurus' },
      { text: '## Venus in Leo', note: 'Aries' },
    ]);
    expect(out).toBe(
      '<ul><li><mark class="claim-wrong" title="Taurus">Your Sun is in </mark><strong><mark class="claim-wrong" title="Taurus">Gemini</mark></strong><mark class="claim-wrong" title="Taurus">.</mark> The Moon is fine.</li></ul><h4><mark class="claim-wrong" title="Aries">Venus in Leo</mark></h4>',
    );
  });

  it('handles a sentence cut from inside a bold span, escapes the note, and leaves unmatched text alone', () => {
    const out = html('**Sun in Gemini. Moon in Leo.**', [
      { text: 'Moon in Leo.**', note: '"Capricorn" <4th>' },
      { text: 'Mars in Virgo.', note: 'x' },
    ]);
    expect(out).toBe(
      '<p><strong>Sun in Gemini. <mark class="claim-wrong" title="&quot;Capricorn&quot; &lt;4th&gt;">Moon in Leo.</mark></strong></p>',
    );
    expect(html('plain', [])).toBe('<p>plain</p>');
  });
});
