import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './offline-consultant';
import { fill } from './offline-texts';
import { expectRenderable, get, LONDON, TOKYO, wrongClaims } from './test-answers';
import { LANGS, offlineTexts } from './test-texts';

// Months and seasons asked about (issue 28 §1): 来月, 再来月, 3月, "next spring" are read from their own 流月, the
// verdict the transit page's monthly row shows, and a decision about next month from next month's verdict.

const NEXT_MONTH = {
  ja: '来月の運勢は？',
  zh: '下个月运势如何？',
  en: 'How does next month look for me?',
} as const;
const THIS_MONTH = { ja: '今月の運勢は？', zh: '本月运势如何？', en: 'How is this month for me?' } as const;

describe('a month or a season asked about', () => {
  it('reads next month from next month’s pillar and verdict, not this month’s or the year’s', () => {
    for (const [label, facts] of [
      ['tokyo', TOKYO],
      ['london', LONDON],
    ] as const) {
      const next = get(facts, 'L.month-next', 'monthly');
      const now = get(facts, 'L.month', 'monthly');
      for (const lang of LANGS) {
        const texts = offlineTexts(lang);
        const a = offlineAnswer(NEXT_MONTH[lang], facts, texts);
        const b = offlineAnswer(THIS_MONTH[lang], facts, texts);
        const tag = `${label} ${lang}`;
        expect(a.topic, tag).toBe('month');
        expect(a.factIds, tag).toContain(next.id);
        expect(a.factIds, tag).not.toContain(now.id);
        expect(a.markdown, tag).toContain(`${next.stem}${next.branch}`);
        expect(a.markdown, tag).toContain(texts.consultant.month.gradeText[next.verdict.grade]);
        expect(a.markdown, tag).toContain(texts.names.solarTerms[next.term]);
        expect(b.factIds, tag).toContain(now.id);
        expect(b.markdown, tag).not.toBe(a.markdown);
        for (const x of [a, b]) {
          expect(wrongClaims(x.markdown, facts), tag).toEqual([]);
          expectRenderable(x.markdown, tag);
        }
      }
    }
  });

  it('puts the area asked about first (来月の仕事運) and names a month by number (3月)', () => {
    const after = get(TOKYO, 'L.month-2027-03', 'monthly');
    const ja = offlineTexts('ja');
    const a = offlineAnswer('再来月の仕事運はどう？', TOKYO, ja);
    expect(a.factIds).toContain(after.id);
    expect(a.markdown).toMatch(/お尋ねの仕事運については/);
    const march = TOKYO.find((f) => f.kind === 'monthly' && f.startUtc.startsWith('2027-03'));
    expect(march?.kind).toBe('monthly');
    for (const [lang, q] of [
      ['ja', '3月はどんな月？'],
      ['zh', '三月运势怎么样？'],
      ['en', 'What will March bring?'],
    ] as const) {
      const m = offlineAnswer(q, TOKYO, offlineTexts(lang));
      expect(m.topic, q).toBe('month');
      expect(m.factIds, q).toContain(march?.id);
      expect(wrongClaims(m.markdown, TOKYO), q).toEqual([]);
    }
  });

  it('reads a season as its three months, with their grades', () => {
    const spring = TOKYO.filter((f) => f.kind === 'monthly' && ['寅', '卯', '辰'].includes(f.branch));
    expect(spring).toHaveLength(3);
    for (const [lang, q] of [
      ['ja', '来年の春はどう？'],
      ['zh', '明年春天怎么样？'],
      ['en', 'What about next spring?'],
    ] as const) {
      const a = offlineAnswer(q, TOKYO, offlineTexts(lang));
      expect(a.topic, q).toBe('month');
      for (const m of spring) {
        expect(a.factIds, q).toContain(m.id);
        if (m.kind === 'monthly') expect(a.markdown, q).toContain(`${m.stem}${m.branch}`);
      }
      expect(wrongClaims(a.markdown, TOKYO), q).toEqual([]);
      expectRenderable(a.markdown, q);
    }
  });

  it('says so when a month lies beyond the months it holds, and reads this month', () => {
    const ja = offlineTexts('ja');
    const a = offlineAnswer('2029年3月の運勢は？', TOKYO, ja);
    expect(a.markdown).toContain('2029年3月は、いま読める流月の範囲');
    expect(a.factIds).toContain('L.month');
    // In a question about love, a month long past is context, not the period asked about.
    expect(offlineAnswer('2010年5月に結婚しました。夫婦の相性は？', TOKYO, ja).topic).not.toBe('month');
  });

  it('reflects "should I … next month" through next month’s verdict and the year around it', () => {
    const next = get(TOKYO, 'L.month-next', 'monthly');
    for (const [lang, q] of [
      ['en', 'Should I quit my job next month?'],
      ['ja', '来月、転職すべきでしょうか？'],
      ['zh', '下个月要不要辞职？'],
    ] as const) {
      const texts = offlineTexts(lang);
      const a = offlineAnswer(q, TOKYO, texts);
      expect(a.topic, q).toBe('decision');
      expect(a.factIds, q).toContain(next.id);
      expect(a.markdown, q).toContain(
        fill(texts.consultant.decision.periodMonth, {
          period: texts.consultant.month.names.next,
          ganzhi: `${next.stem}${next.branch}`,
          grade: texts.names.fortune.grades[next.verdict.grade],
        }),
      );
      expect(a.markdown, q).toContain(texts.consultant.decision.gradeHint[next.verdict.grade]);
      expect(wrongClaims(a.markdown, TOKYO), q).toEqual([]);
    }
  });
});
