import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang, localeJson, renderIn, ssrI18n } from '../../../test/ssr-i18n';
import { message, type WrongClaim } from '../conversation/conversations';
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
