import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang, localeJson, renderIn, ssrI18n } from '../../../test/ssr-i18n';
import { message, type WrongClaim } from '../conversation/conversations';
import { MARKDOWN_CAP } from './markdown';
import { MessageView } from './message-view';

let instances: Record<Lang, I18n>;
beforeAll(async () => {
  instances = await ssrI18n(['consultant', 'results']);
});

// The kinds of claim issue 28 added: motion at birth, and periods other than the running ones.
const CLAIMS: WrongClaim[] = [
  { kind: 'motion', factId: 'P.mars', stated: 'retrograde', actual: 'direct', sentence: 's1' },
  { kind: 'period', factId: 'L.luck-next', stated: '乙亥', actual: '乙酉', sentence: 's2' },
  { kind: 'period', factId: 'L.annual-next', stated: '丙午', actual: '丁未', sentence: 's3' },
  { kind: 'period', factId: 'L.annual-2028', stated: '己酉', actual: '戊申', sentence: 's4' },
];

describe('the claim notes name every kind of claim in the reader’s language', () => {
  it('motion, the next luck pillar, next year and a named year (ja, zh, en)', () => {
    for (const lang of LANGS) {
      const reply = {
        ...message('a1', 'assistant', 'x', 0),
        metadata: { wordCount: 1, wrongClaims: CLAIMS },
      };
      const html = renderIn(
        instances[lang],
        <MessageView message={reply} factLine={() => null} showTime={false} busy={false} />,
      );
      const c = localeJson(lang, 'consultant').claims;
      const text = html.replaceAll('&#x27;', "'");
      expect(html, lang).not.toMatch(/claims\.|results:|\{\{/);
      expect(text).toContain(c.motions.retrograde);
      expect(text).toContain(c.motions.direct);
      expect(text).toContain(c.subjects['luck-next']);
      expect(text).toContain(c.subjects['annual-next']);
      expect(text).toContain(c.subjects.annualOf.replace('{{year}}', '2028'));
    }
  });
});

describe('a message past the Markdown cap (issue 33)', () => {
  // Cut at the line's end near the cap: the last line is the rest.
  const long = `**始まり** ${'星'.repeat(MARKDOWN_CAP - 100)}\n**the rest** <b>kept</b>${' x'.repeat(100)}`;
  // Whether the HTML holds a piece (a boolean: a failure would print the 100,000 characters otherwise).
  const holds = (html: string, piece: string) => expect(html.includes(piece), piece).toBe(true);

  it('renders the first part as Markdown, says so with the cap, and keeps the rest as plain text', () => {
    for (const lang of LANGS) {
      const reply = {
        ...message('a1', 'assistant', long, 0),
        metadata: { wordCount: 1, provider: 'offline' },
      };
      const html = renderIn(
        instances[lang],
        <MessageView message={reply} factLine={() => null} showTime={false} busy={false} />,
      );
      const texts = localeJson(lang, 'consultant').tooLong;
      holds(html, texts.note.replaceAll('{{cap}}', '100,000'));
      holds(html, texts.rest.replace('{{chars}}', '224'));
      holds(html, '<strong>始まり</strong>');
      holds(html, `<p class="chat-rest-text">**the rest** &lt;b&gt;kept&lt;/b&gt;${' x'.repeat(100)}</p>`);
      expect(/tooLong\.|\{\{/.test(html), lang).toBe(false);
    }
  });

  it('keeps a long question whole too, its rest as plain text under the note', () => {
    const question = message('u1', 'user', 'a'.repeat(MARKDOWN_CAP + 5), 0);
    const html = renderIn(
      instances.en,
      <MessageView message={question} factLine={() => null} showTime={false} busy={false} />,
    );
    holds(html, 'The first 100,000 are shown here');
    holds(html, 'Show the remaining 5 characters');
    holds(html, '<p class="chat-rest-text">aaaaa</p>');
  });

  it('shows an ordinary message as before, without the note', () => {
    const html = renderIn(
      instances.en,
      <MessageView
        message={message('u1', 'user', 'hello', 0)}
        factLine={() => null}
        showTime={false}
        busy={false}
      />,
    );
    expect(html).not.toContain('chat-too-long');
    expect(html).toContain('<p class="chat-bubble">hello</p>');
  });
});
