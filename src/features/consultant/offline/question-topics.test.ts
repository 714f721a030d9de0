import { describe, expect, it } from 'vitest';
import { referenceChart } from '../../../core/chart/reference-chart';
import { chartFacts } from '../../../core/consultant/chart-facts';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { askedMonth, askedPeriod, asksAboutNextYear, classifyQuestion } from './question-topics';
import { LANGS, offlineTexts } from './test-texts';

const facts = chartFacts(referenceChart(), jdUtFromUnixMs(Date.UTC(2027, 0, 1)));
type Expected = [question: string, topic: string, subject?: string];

/** What users type, and what it must be answered as. */
const TYPED: Record<(typeof LANGS)[number], Expected[]> = {
  ja: [
    ['私の性格を教えてください', 'personality'],
    ['恋愛運はどうですか？', 'love'],
    ['好きな人との相性が知りたい', 'love'],
    ['転職したほうがいいでしょうか', 'decision'],
    ['来年の運勢は？', 'year'],
    ['今月の運勢は？', 'month'],
    ['大運について詳しく教えて', 'luck'],
    ['金星について教えて', 'point', 'venus'],
    ['月星座の意味は？', 'point', 'moon'],
    ['ＭＣは何を表していますか', 'point', 'midheaven'],
    ['月柱から何がわかる？', 'pillar', 'month'],
    ['日干の意味は？', 'pillar', 'day'],
    ['病気になりますか？', 'sensitive', 'health'],
    ['宝くじは当たりますか', 'sensitive', 'money'],
    ['裁判に勝てますか', 'sensitive', 'legal'],
    ['妊娠できますか', 'sensitive', 'pregnancy'],
    ['明日の天気は？', 'unknown'],
  ],
  zh: [
    ['我的性格怎么样？', 'personality'],
    ['我的桃花运如何？', 'love'],
    ['我们合不合，感情能长久吗', 'love'],
    ['我适合创业吗？', 'career'],
    ['明年运势怎么样', 'year'],
    ['这个月运气如何', 'month'],
    ['現在的大運好嗎', 'luck'],
    ['我的金星代表什么', 'point', 'venus'],
    ['上升星座是什么意思', 'point', 'ascendant'],
    ['時柱代表什么', 'pillar', 'hour'],
    ['日主强弱怎么看', 'pillar', 'day'],
    ['我会生病吗', 'sensitive', 'health'],
    ['买股票能赚钱吗', 'sensitive', 'money'],
    ['官司能赢吗', 'sensitive', 'legal'],
    ['什么时候能怀孕', 'sensitive', 'pregnancy'],
    ['推荐一部电影', 'unknown'],
  ],
  en: [
    ['What am I like as a person?', 'personality'],
    ['Will I find love soon?', 'love'],
    ['Are we compatible?', 'love'],
    ['Should I change jobs?', 'decision'],
    ['What does next year hold for me?', 'year'],
    ['Tell me about my luck pillar', 'luck'],
    ['What does my Saturn mean?', 'point', 'saturn'],
    ['Explain my rising sign', 'point', 'ascendant'],
    ['What is my day master?', 'pillar', 'day'],
    ['Tell me about my hour pillar', 'pillar', 'hour'],
    ['Will I get sick this year?', 'sensitive', 'health'],
    ['Should I buy bitcoin?', 'sensitive', 'money'],
    ['Will I win my lawsuit?', 'sensitive', 'legal'],
    ['Am I going to get pregnant?', 'sensitive', 'pregnancy'],
    ["What's the weather tomorrow?", 'unknown'],
  ],
};

const classify = (q: string, lang: (typeof LANGS)[number] = 'en') =>
  classifyQuestion(q, facts, offlineTexts(lang));

describe('what a typed question is about', () => {
  for (const lang of LANGS)
    it(`reads questions typed in ${lang}, in every interface language`, () => {
      for (const ui of LANGS)
        for (const [q, topic, subject] of TYPED[lang])
          expect(classify(q, ui), `${ui}: ${q}`).toEqual(subject ? { topic, subject } : { topic });
    });

  it('lets a broader topic keep a named point its answer already reads, and gives the point the rest', () => {
    expect(classify('金星から見た恋愛傾向は？', 'ja')).toEqual({ topic: 'love' });
    expect(classify('火星と恋愛の関係は？', 'ja')).toEqual({ topic: 'point', subject: 'mars' });
    expect(classify('What does my Mars say about my career?')).toEqual({ topic: 'point', subject: 'mars' });
    expect(classify('My MC and my career')).toEqual({ topic: 'career' });
    // A time topic always keeps the question: a natal point cannot say when.
    expect(classify('今年の土星の影響は？', 'ja')).toEqual({ topic: 'year' });
    // The first point named is the subject.
    expect(classify('Mercury and Venus?')).toEqual({ topic: 'point', subject: 'mercury' });
  });

  it('breaks ties between topics towards the more specific one, and lets a sensitive word win over all', () => {
    expect(classify('今年の恋愛運', 'ja')).toEqual({ topic: 'love' });
    expect(classify('今年の大運は？', 'ja')).toEqual({ topic: 'luck' });
    expect(classify('仕事と健康が心配です', 'ja')).toEqual({ topic: 'sensitive', subject: 'health' });
  });

  it('reads the questions people ask first (issue 28) as their own topics, in every interface language', () => {
    const asked: [string, string][] = [
      ['我的用神是什么？我该怎么补？', 'useful'],
      ['用神は何ですか', 'useful'],
      ['What is my useful element?', 'useful'],
      ['我的格局是什么？', 'structure'],
      ['格局は？', 'structure'],
      ['我是属狗还是属猪？', 'animal'],
      ['干支は何年？', 'animal'],
      ['What is my Chinese zodiac animal?', 'animal'],
      ['天中殺はいつですか？', 'void'],
      ['When are my void years?', 'void'],
      ['我的财运如何？', 'wealth'],
      ['金運は？', 'wealth'],
      ['How are my finances looking?', 'wealth'],
      ['我什么时候结婚？', 'marriage'],
      ['我的婚姻怎么样？', 'marriage'],
      ['When will I get married?', 'marriage'],
      ['Should I quit my job next month?', 'decision'],
      ['転職すべき？', 'decision'],
      ['要不要辞职？', 'decision'],
      ['次の大運は？', 'luck'],
      ['下一步大运怎么样', 'luck'],
      ['明年（2027年）运势如何？', 'year'],
      ['去年の運勢は？', 'year'],
      ['How was last year?', 'year'],
      ['What will 2027 bring?', 'year'],
      // A body or pillar named with them does not turn them into a point or pillar question.
      ['日柱の天中殺は？', 'void'],
      ['年柱の生肖は？', 'animal'],
    ];
    for (const ui of LANGS)
      for (const [q, topic] of asked) expect(classify(q, ui), `${ui}: ${q}`).toEqual({ topic });
  });

  it('resolves the period a question names', () => {
    const ja = offlineTexts('ja');
    expect(askedPeriod('来年の運勢は？', facts, ja)).toEqual({
      year: 'next',
      outOfRange: null,
      nextLuck: false,
      month: null,
    });
    expect(askedPeriod('昨年はどうでしたか', facts, ja)).toEqual({
      year: 'previous',
      outOfRange: null,
      nextLuck: false,
      month: null,
    });
    expect(askedPeriod('2025年の運勢', facts, ja)).toEqual({
      year: 'previous',
      outOfRange: null,
      nextLuck: false,
      month: null,
    });
    expect(askedPeriod('2026年の運勢', facts, ja)).toEqual({
      year: 'current',
      outOfRange: null,
      nextLuck: false,
      month: null,
    });
    expect(askedPeriod('明年（2027年）运势如何？', facts, ja)).toEqual({
      year: 'next',
      outOfRange: null,
      nextLuck: false,
      month: null,
    });
    expect(askedPeriod('2030年の運勢', facts, ja)).toEqual({
      year: 'current',
      outOfRange: 2030,
      nextLuck: false,
      month: null,
    });
    expect(askedPeriod('Tell me about my next luck pillar', facts, ja).nextLuck).toBe(true);
    // The year after next is beyond the facts (再来年 holds 来年, 后年 is not 明年): said so, not read as next year.
    for (const q of ['再来年の運勢は？', '后年运势如何？', 'How will the year after next be?'])
      expect(
        askedPeriod(q, facts, offlineTexts(q.startsWith('后') ? 'zh' : q.startsWith('H') ? 'en' : 'ja')),
        q,
      ).toEqual({
        year: 'current',
        outOfRange: 2028,
        nextLuck: false,
        month: null,
      });
    expect(askedPeriod('今年の運勢は？', facts, ja)).toEqual({
      year: 'current',
      outOfRange: null,
      nextLuck: false,
      month: null,
    });
  });

  it('resolves the month or season a question names, by the months the facts hold (issue 28 §1)', () => {
    const months = facts.flatMap((f) => (f.kind === 'monthly' ? [f] : []));
    const offsetIn = (yyyyMm: string) => months.find((m) => m.startUtc.startsWith(yyyyMm))?.offset;
    const offsets = (q: string, lang: 'ja' | 'zh' | 'en') =>
      askedMonth(q, facts, offlineTexts(lang))?.offsets;
    // 1 January 2027: this month is January's 流月, 辛丑 (from 小寒 on the 5th).
    expect(months.find((m) => m.offset === 0)).toMatchObject({ stem: '辛', branch: '丑' });
    for (const [q, lang, want] of [
      ['今月の運勢は？', 'ja', [0]],
      ['来月の運勢は？', 'ja', [1]],
      ['再来月はどう？', 'ja', [2]],
      ['先月はどうだった？', 'ja', [-1]],
      ['下个月运势如何？', 'zh', [1]],
      ['下下个月怎么样？', 'zh', [2]],
      ['How does the month after next look?', 'en', [2]],
      ['Should I quit my job next month?', 'en', [1]],
      ['3月の運勢は？', 'ja', [offsetIn('2027-03')]],
      ['2027年8月はどんな月？', 'ja', [offsetIn('2027-08')]],
      ['十月运势', 'zh', [offsetIn('2027-10')]],
      ['What will September bring?', 'en', [offsetIn('2027-09')]],
    ] as const)
      expect(offsets(q, lang), q).toEqual(want);
    // A season is its three months, 節 to 節: the coming spring (寅卯辰), whichever way it is asked.
    const spring = months.filter((m) => ['寅', '卯', '辰'].includes(m.branch)).map((m) => m.offset);
    expect(spring).toHaveLength(3);
    for (const [q, lang] of [
      ['来年の春はどう？', 'ja'],
      ['明年春天怎么样？', 'zh'],
      ['What about next spring?', 'en'],
      ['春の運勢は？', 'ja'],
    ] as const) {
      expect(offsets(q, lang), q).toEqual(spring);
      expect(askedMonth(q, facts, offlineTexts(lang))?.season, q).toBe('spring');
    }
    // Winter is running (丑): "this winter" is what is left of it, "next winter" the one after (亥子丑 of 2027–28).
    expect(offsets('この冬はどう？', 'ja')).toEqual([0]);
    expect(offsets('What will next winter be like?', 'en')).toEqual([
      offsetIn('2027-11'),
      offsetIn('2027-12'),
      offsetIn('2028-01'),
    ]);
    // A month the facts do not reach is said so; a date, 立春 or "fall in love" asks for no month.
    expect(askedMonth('2029年3月の運勢は？', facts, offlineTexts('ja'))).toEqual({
      offsets: [0],
      season: null,
      outOfRange: { year: 2029, month: 3 },
    });
    for (const [q, lang] of [
      ['5月15日生まれの性格は？', 'ja'],
      ['立春の前に生まれました', 'ja'],
      ['春节前出生属什么？', 'zh'],
      ['When will I fall in love?', 'en'],
      ['What does my Venus say about love?', 'en'],
    ] as const)
      expect(askedMonth(q, facts, offlineTexts(lang)), q).toBeNull();
  });

  it('does not take words that merely contain a name for it', () => {
    // 今月, 月柱 and 5月 hold 月 (the Moon in Japanese); 2010年 holds 10年 (ten years).
    expect(classify('5月に何がありますか', 'ja')).toEqual({ topic: 'unknown' });
    expect(classify('2010年の出来事', 'ja')).toEqual({ topic: 'unknown' });
    expect(classify('臆病な性格を直したい', 'ja')).toEqual({ topic: 'personality' });
    expect(classify('Which Sunday is lucky?')).toEqual({ topic: 'unknown' });
    // A sign name is not an illness.
    expect(classify('What does my Jupiter in Cancer mean?')).toEqual({ topic: 'point', subject: 'jupiter' });
  });

  it('notices a question about next year', () => {
    expect(asksAboutNextYear('来年の運勢は？', offlineTexts('ja'))).toBe(true);
    expect(asksAboutNextYear('明年运势怎么样', offlineTexts('zh'))).toBe(true);
    expect(asksAboutNextYear('What does next year hold?', offlineTexts('en'))).toBe(true);
    expect(asksAboutNextYear('今年の運勢は？', offlineTexts('ja'))).toBe(false);
  });

  it('ignores a point the chart lacks', () => {
    const withoutChiron = facts.filter((f) => f.id !== 'P.chiron');
    expect(classifyQuestion('Tell me about Chiron', withoutChiron, offlineTexts('en'))).toEqual({
      topic: 'unknown',
    });
  });
});
