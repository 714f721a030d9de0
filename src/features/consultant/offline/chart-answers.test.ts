import { describe, expect, it } from 'vitest';
import type { Gender } from '../../../core/bazi/conventions';
import { elementOfRole } from '../../../core/bazi/fortune';
import { ELEMENTS } from '../../../core/bazi/stems-branches';
import { voidBranches, voidYears } from '../../../core/bazi/void-branches';
import { parseChartRequest } from '../../../core/chart/chart-request';
import { computeChart } from '../../../core/chart/compute-chart';
import { REFERENCE_BIRTH, referenceChart } from '../../../core/chart/reference-chart';
import { type ChartFact, chartFacts } from '../../../core/consultant/chart-facts';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { luckPhase } from './bazi-answers';
import { classifyQuestion, offlineAnswer, suggestedQuestions } from './offline-consultant';
import { fill } from './offline-texts';
import { expectRenderable, get, LONDON, NO_GENDER, NOW, TOKYO, wrongClaims } from './test-answers';
import { variedCharts } from './test-charts';
import { LANGS, type Lang, offlineTexts } from './test-texts';

const { date, lat, lng, tz } = REFERENCE_BIRTH;

/**
 * The questions people ask first (issue 28): a named year or luck pillar, the luck pillar's phase, 用神 / 格局,
 * 生肖, 天中殺, wealth, marriage and decisions, each answered from this chart, truly, and never with the same text
 * as another question.
 */

const at = (y: number, m: number, d = 1) => jdUtFromUnixMs(Date.UTC(y, m - 1, d));

/** The questions of the issue, and more, per language (the suggested questions are added): each must get its own answer. */
const QUESTIONS: Record<Lang, string[]> = {
  ja: [
    '来年の運勢は？',
    '来月の運勢は？',
    '再来月の仕事運は？',
    '来年の春はどうですか？',
    '今月の運勢は？',
    '昨年はどんな年でしたか？',
    '次の大運はどうですか？',
    '用神は何ですか',
    '格局は？',
    '干支は何年？',
    '天中殺はいつですか？',
    '金運は？',
    '結婚はいつですか？',
    '私の結婚生活はどうですか？',
    '転職すべき？',
    '来年、独立すべきでしょうか？',
    'アセンダントの意味は？',
    '時柱の意味は？',
    '金星について教えて',
    '日柱から何がわかる？',
    '2030年はどんな年？',
  ],
  zh: [
    '明年（2027年）运势如何？',
    '下个月运势如何？',
    '下下个月财运怎么样？',
    '明年夏天怎么样？',
    '下个月该不该辞职？',
    '去年的运势怎么样？',
    '下一步大运怎么样？',
    '我的用神是什么？我该怎么补？',
    '我的格局是什么？',
    '我是属狗还是属猪？',
    '我的空亡是哪两个地支？',
    '我的财运如何？',
    '我什么时候结婚？',
    '我的婚姻怎么样？',
    '要不要辞职？',
    '明年该不该换工作？',
    '我的上升星座代表什么',
    '我的时柱说明什么？',
    '我的金星代表什么',
    '我的月柱说明什么？',
    '2031年对我来说怎么样？',
  ],
  en: [
    'How will next year be?',
    'How was last year for me?',
    'Tell me about my next luck pillar',
    'What is my useful element?',
    'What is my chart structure?',
    'What is my Chinese zodiac animal?',
    'When are my void years?',
    'How are my finances looking?',
    'When will I get married?',
    'How is my marriage?',
    'Should I quit my job next month?',
    'How does next month look?',
    'What about next spring?',
    'How is March for money?',
    'Should I start a business next year?',
    'What does my Ascendant mean?',
    'What does my hour pillar say?',
    'What does my Venus mean?',
    'What does my day pillar say?',
    'What will 2032 bring?',
  ],
};

describe('the questions people ask, answered from this chart (issue 28)', () => {
  it('answers every question its own way: none is the menu, no two are the same, every claim true', () => {
    for (const [label, facts] of [
      ['tokyo', TOKYO],
      ['london', LONDON],
      ...variedCharts()
        .slice(0, 6)
        .map((v) => [v.label, v.facts] as const),
    ] as const)
      for (const lang of LANGS) {
        const texts = offlineTexts(lang);
        const asked = [...QUESTIONS[lang], ...suggestedQuestions(facts, texts).map((s) => s.text)];
        const answers = asked.map((q) => ({ q, ...offlineAnswer(q, facts, texts) }));
        for (const a of answers) {
          const where = `${label} ${lang} ${a.q}`;
          expect(a.topic, where).not.toBe('unknown');
          expect(a.topic, where).not.toBe('sensitive');
          expect(wrongClaims(a.markdown, facts), where).toEqual([]);
          expectRenderable(a.markdown, where);
        }
        for (let i = 0; i < answers.length; i++)
          for (let j = i + 1; j < answers.length; j++)
            expect(answers[i]?.markdown, `${label} ${lang}: ${answers[i]?.q} / ${answers[j]?.q}`).not.toBe(
              answers[j]?.markdown,
            );
      }
  });

  it('answers them truly for a chart without a gender and a chart without a birth time', () => {
    const noTime = chartFacts(
      computeChart(parseChartRequest({ date, unknownTime: true, lat, lng, tz, gender: 'female' })),
      NOW,
    );
    for (const [label, facts] of [
      ['no gender', NO_GENDER],
      ['no time', noTime],
    ] as const)
      for (const lang of LANGS) {
        const texts = offlineTexts(lang);
        for (const q of QUESTIONS[lang]) {
          const a = offlineAnswer(q, facts, texts);
          const where = `${label} ${lang} ${q}`;
          // Without a birth time there is no Ascendant and no hour pillar to read.
          if (label === 'no time' && /アセンダント|時柱|上升|时柱|Ascendant|hour pillar/.test(q)) continue;
          expect(a.topic, where).not.toBe('unknown');
          expect(wrongClaims(a.markdown, facts), where).toEqual([]);
          expectRenderable(a.markdown, where);
        }
      }
  });

  it('answers the next luck pillar about that pillar, from where the running one ends', () => {
    const next = get(TOKYO, 'L.luck-next', 'luck');
    const running = get(TOKYO, 'L.luck', 'luck');
    for (const [lang, q] of [
      ['ja', '次の大運は？'],
      ['zh', '下一步大运怎么样？'],
      ['en', 'What will my next luck pillar bring?'],
    ] as const) {
      const texts = offlineTexts(lang);
      const a = offlineAnswer(q, TOKYO, texts);
      expect(a.topic, q).toBe('luck');
      expect(a.factIds, q).toContain(next.id);
      expect(a.markdown.split('\n')[0], q).toContain(`${next.stem}${next.branch}`);
      expect(a.markdown, q).toContain(texts.names.fortune.grades[next.verdict.grade]);
      expect(a.markdown, q).toContain(`${running.stem}${running.branch}`);
      expect(wrongClaims(a.markdown, TOKYO), q).toEqual([]);
    }
  });

  it('says a year it cannot read is out of range, and reads this year', () => {
    const texts = offlineTexts('zh');
    const a = offlineAnswer('2035年运势如何？', TOKYO, texts);
    expect(a.topic).toBe('year');
    expect(a.markdown).toContain('2035');
    expect(a.factIds).toContain('L.annual');
  });
});

describe('where the date stands in the luck pillar', () => {
  it('splits a pillar into thirds and counts its years', () => {
    const start = '2017-08-07T00:00:00.000Z';
    const end = '2027-08-07T00:00:00.000Z';
    const t = (iso: string) => Date.parse(iso);
    expect(luckPhase(start, end, t('2017-09-01T00:00:00Z'))).toEqual({ nth: 1, phase: 'early' });
    expect(luckPhase(start, end, t('2020-08-01T00:00:00Z'))).toEqual({ nth: 3, phase: 'early' });
    // 3.4 years in: past the first third, the fourth year, not "right in the middle".
    expect(luckPhase(start, end, t('2021-01-01T00:00:00Z'))).toEqual({ nth: 4, phase: 'middle' });
    expect(luckPhase(start, end, t('2024-03-01T00:00:00Z'))).toEqual({ nth: 7, phase: 'middle' });
    expect(luckPhase(start, end, t('2024-06-01T00:00:00Z'))).toEqual({ nth: 7, phase: 'late' });
    expect(luckPhase(start, end, t('2027-07-01T00:00:00Z'))).toEqual({ nth: 10, phase: 'late' });
  });

  it('tells the phase of the reference chart read at several dates, in each language', () => {
    for (const [now, phase, nth] of [
      [at(2018, 6), 'early', 1],
      [at(2021, 1), 'middle', 4],
      [at(2023, 3), 'middle', 6],
      [at(2026, 6), 'late', 9],
    ] as const) {
      const facts = chartFacts(referenceChart(), now);
      const luck = get(facts, 'L.luck', 'luck');
      expect(`${luck.stem}${luck.branch}`).toBe('甲申');
      for (const lang of LANGS) {
        const texts = offlineTexts(lang);
        const l = texts.consultant.luck;
        const a = offlineAnswer(texts.consultant.keywords.luck[0] ?? '', facts, texts);
        expect(a.markdown, `${lang} ${phase}`).toContain(fill(l.phase[phase], { nth, to: 2027 }));
        for (const other of ['early', 'middle', 'late'] as const)
          if (other !== phase)
            expect(a.markdown, `${lang} ${phase}`).not.toContain(fill(l.phase[other], { nth, to: 2027 }));
      }
    }
  });
});

describe('用神 / 喜忌 and 格局', () => {
  it('leads with the ways of living when asked how to make up for the 用神, with the roles after', () => {
    const j = get(TOKYO, 'B.judgement', 'judgement');
    for (const [lang, what, how] of [
      ['zh', '我的用神是什么？', '我的用神是什么？我该怎么补？'],
      ['ja', '用神は何ですか', '用神はどう補えばいいですか？'],
      ['en', 'What is my useful element?', 'How can I strengthen my useful element?'],
    ] as const) {
      const texts = offlineTexts(lang);
      const u = texts.consultant.judgement;
      const a = offlineAnswer(what, TOKYO, texts).markdown;
      const b = offlineAnswer(how, TOKYO, texts).markdown;
      expect(a.startsWith(`### ${u.heading}`), what).toBe(true);
      expect(
        b.startsWith(`### ${fill(u.remedyHeading, { element: texts.names.elements[j.useful] })}`),
        how,
      ).toBe(true);
      const role = fill(u.roles.useful, { element: texts.names.elements[j.useful] });
      expect(a.indexOf(role), what).toBeLessThan(a.indexOf(u.remedyIntro));
      expect(b.indexOf(role), how).toBeGreaterThan(b.indexOf(u.remedyIntro));
      expect(wrongClaims(b, TOKYO), how).toEqual([]);
    }
  });

  it('names the five roles of this chart and the reason, with remedies only for the 用神 and 喜神', () => {
    for (const facts of [TOKYO, LONDON]) {
      const j = get(facts, 'B.judgement', 'judgement');
      for (const [lang, q] of [
        ['zh', '我的用神是什么？我该怎么补？'],
        ['ja', '用神は何ですか'],
        ['en', 'What is my useful element?'],
      ] as const) {
        const texts = offlineTexts(lang);
        const { names, consultant: c } = texts;
        const a = offlineAnswer(q, facts, texts);
        expect(a.topic, q).toBe('useful');
        expect(a.factIds).toContain(j.id);
        for (const use of ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const)
          expect(a.markdown, `${lang} ${use}`).toContain(
            fill(c.judgement.roles[use], { element: names.elements[j[use]] }),
          );
        expect(a.markdown).toContain(
          fill(names.judgement.reasons[j.reason], { el: names.elements[j.useful] }),
        );
        for (const e of ELEMENTS) {
          const habits = c.elementRemedies[e].habits;
          if (e === j.useful || e === j.favourable) expect(a.markdown, `${lang} ${e}`).toContain(habits);
          else expect(a.markdown, `${lang} ${e}`).not.toContain(habits);
        }
        expect(wrongClaims(a.markdown, facts), q).toEqual([]);
      }
    }
  });

  it('reads 格局 from the central star and the strength', () => {
    const dm = get(TOKYO, 'B.dayMaster', 'dayMaster');
    for (const [lang, q] of [
      ['zh', '我的格局是什么？'],
      ['ja', '格局は？'],
      ['en', 'What is my chart structure?'],
    ] as const) {
      const texts = offlineTexts(lang);
      const a = offlineAnswer(q, TOKYO, texts);
      expect(a.topic, q).toBe('structure');
      expect(a.markdown).toContain(texts.names.tenGods[dm.centralStar]);
      expect(a.markdown).toContain(texts.names.levels[dm.strength]);
    }
  });
  it('names the structure the judgement card names (the judgement fact’s structure)', () => {
    const j = TOKYO.find((f) => f.kind === 'judgement') as Extract<ChartFact, { kind: 'judgement' }>;
    expect(j.structure.kind).toBe('sevenKillings');
    for (const lang of LANGS) {
      const texts = offlineTexts(lang);
      const named = fill(texts.names.judgement.structureNamed, { god: texts.names.tenGods.sevenKillings });
      const a = offlineAnswer(texts.consultant.keywords.structure[0] ?? '', TOKYO, texts);
      expect(a.topic).toBe('structure');
      expect(a.markdown, lang).toContain(fill(texts.consultant.structure.named, { structure: named }));
    }
  });
});

describe('生肖 and 天中殺', () => {
  it('gives the animal of the year pillar and explains the 春节 custom', () => {
    for (const facts of [TOKYO, LONDON]) {
      const year = get(facts, 'B.year', 'pillar');
      for (const [lang, q] of [
        ['zh', '我是属狗还是属猪？'],
        ['ja', '干支は何年？'],
        ['en', 'What is my Chinese zodiac animal?'],
      ] as const) {
        const texts = offlineTexts(lang);
        const a = offlineAnswer(q, facts, texts);
        expect(a.topic, q).toBe('animal');
        expect(a.markdown).toContain(texts.bazi.branches[year.branch].animal);
        expect(a.markdown).toContain(texts.consultant.animal.custom);
        expect(wrongClaims(a.markdown, facts), q).toEqual([]);
      }
    }
  });

  it('names the other animal by 春节 with the lunar birth date, as the BaZi page does, when 立春 and 春节 disagree', () => {
    // 1995-02-04 03:50 Beijing: 甲戌 by 立春 (15:12 that day), 正月初五 of 乙亥 by the calendar.
    const dog = chartFacts(
      computeChart(
        parseChartRequest({ date: '1995-02-04', time: '03:50', lat: 39.9, lng: 116.4, tz: 'Asia/Shanghai' }),
      ),
      NOW,
    );
    expect(get(dog, 'B.lunar', 'lunar')).toMatchObject({
      animalByLichun: '戌',
      animalBySpringFestival: '亥',
    });
    const zh = offlineAnswer('我是属狗还是属猪？', dog, offlineTexts('zh'));
    expect(zh.markdown).toContain(
      '你的生日是农历乙亥年正月初五（1995年），正好落在春节与立春之间，所以按春节换生肖的习俗，你属猪。',
    );
    expect(zh.factIds).toContain('B.lunar');
    expect(wrongClaims(zh.markdown, dog)).toEqual([]);
    // The reference birth: the same animal both ways, and its lunar date (庚午年四月廿一).
    const ja = offlineAnswer('干支は何年？', TOKYO, offlineTexts('ja'));
    expect(ja.markdown).toContain('誕生日は旧暦1990年（庚午年）4月21日です。');
  });

  it('names the void branches of the day pillar and the next void years', () => {
    for (const facts of [TOKYO, LONDON]) {
      const day = get(facts, 'B.day', 'pillar');
      const pair = voidBranches(day);
      const from = Number(get(facts, 'L.annual', 'annual').startUtc.slice(0, 4));
      for (const [lang, q] of [
        ['ja', '天中殺はいつですか？'],
        ['zh', '我的空亡是什么？'],
        ['en', 'When are my void years?'],
      ] as const) {
        const texts = offlineTexts(lang);
        const a = offlineAnswer(q, facts, texts);
        expect(a.topic, q).toBe('void');
        expect(a.markdown.split('\n')[0]).toContain(pair.join(''));
        for (const y of voidYears(pair, from)) expect(a.markdown, q).toContain(String(y));
        expect(wrongClaims(a.markdown, facts), q).toEqual([]);
      }
    }
  });
});

describe('wealth, marriage and decisions', () => {
  it('reads wealth as the wealth star and the periods ahead; gambling and investing still get a referral', () => {
    for (const [lang, q] of [
      ['zh', '我的财运如何？'],
      ['ja', '金運は？'],
      ['en', 'How are my finances looking?'],
    ] as const) {
      const texts = offlineTexts(lang);
      const a = offlineAnswer(q, TOKYO, texts);
      expect(a.topic, q).toBe('wealth');
      expect(a.markdown).toContain(texts.consultant.wealth.boundary);
      const next = get(TOKYO, 'L.annual-next', 'annual');
      expect(a.markdown).toContain(`${next.stem}${next.branch}`);
    }
    for (const [q, lang] of [
      ['宝くじは当たりますか', 'ja'],
      ['我该买哪只股票？', 'zh'],
      ['Should I invest in crypto?', 'en'],
      ['Will I get out of debt?', 'en'],
    ] as const)
      expect(classifyQuestion(q, TOKYO, offlineTexts(lang)), q).toEqual({
        topic: 'sensitive',
        subject: 'money',
      });
  });

  it('answers when to marry and how the marriage is differently, with the spouse star of the chart’s gender', () => {
    for (const [facts, gender] of [
      [TOKYO, 'male'],
      [LONDON, 'female'],
    ] as [ChartFact[], Gender][]) {
      const dm = get(facts, 'B.dayMaster', 'dayMaster');
      const day = get(facts, 'B.day', 'pillar');
      const spouse = elementOfRole(dm.element, gender === 'male' ? 'wealth' : 'officer');
      for (const [lang, when, how] of [
        ['zh', '我什么时候结婚？', '我的婚姻怎么样？'],
        ['ja', '結婚はいつですか？', '私の結婚生活はどうですか？'],
        ['en', 'When will I get married?', 'How is my marriage?'],
      ] as const) {
        const texts = offlineTexts(lang);
        const a = offlineAnswer(when, facts, texts);
        const b = offlineAnswer(how, facts, texts);
        expect([a.topic, b.topic]).toEqual(['marriage', 'marriage']);
        expect(a.markdown).not.toBe(b.markdown);
        for (const m of [a.markdown, b.markdown]) {
          expect(m).toContain(`${day.stem}${day.branch}`);
          expect(m).toContain(texts.names.fortune.spouseStar[gender]);
          expect(m).toContain(texts.names.elements[spouse]);
        }
        // Timing reads next year too; the love answer stays the Venus reading.
        const next = get(facts, 'L.annual-next', 'annual');
        expect(a.markdown).toContain(`${next.stem}${next.branch}`);
        expect(a.markdown).not.toBe(
          offlineAnswer(texts.consultant.keywords.love[0] ?? '', facts, texts).markdown,
        );
        expect(wrongClaims(a.markdown, facts), when).toEqual([]);
        expect(wrongClaims(b.markdown, facts), how).toEqual([]);
      }
    }
    // Without a gender no spouse star is named.
    const texts = offlineTexts('en');
    const a = offlineAnswer('When will I get married?', NO_GENDER, texts);
    expect(a.markdown).toContain(texts.consultant.marriage.spouseStarNone);
  });

  it('times marriage with the slow planets through the 7th house too, and says so when none passes', () => {
    // Tokyo on 1 January 2027: transiting Saturn is in the 7th (from March 2026), Neptune enters it in March 2027.
    const saturn = get(TOKYO, 'T.saturn-house', 'houseTransit');
    const neptune = get(TOKYO, 'T.neptune-house', 'houseTransit');
    expect(saturn.house).toBe(7);
    expect(neptune.house).toBe(6);
    for (const [lang, q] of [
      ['ja', '結婚はいつですか？'],
      ['zh', '我什么时候结婚？'],
      ['en', 'When will I get married?'],
    ] as const) {
      const texts = offlineTexts(lang);
      const m = texts.consultant.marriage.seventh;
      const a = offlineAnswer(q, TOKYO, texts);
      expect(a.factIds, q).toEqual(expect.arrayContaining([saturn.id, neptune.id]));
      expect(a.markdown, q).toContain(m.meaning.saturn);
      expect(a.markdown, q).toContain(m.meaning.neptune);
      expect(a.markdown, q).not.toContain(m.meaning.jupiter);
      expect(wrongClaims(a.markdown, TOKYO), q).toEqual([]);
      // How the marriage is (not when) reads the palace and the star, not the sky's timing.
      const how = offlineAnswer(
        lang === 'en'
          ? 'How is my marriage?'
          : lang === 'ja'
            ? '私の結婚生活はどうですか？'
            : '我的婚姻怎么样？',
        TOKYO,
        texts,
      );
      expect(how.markdown, q).not.toContain(m.meaning.saturn);
    }
    // London (1984) has no slow planet in or entering its 7th house around the date: said, not skipped.
    expect(LONDON.filter((f) => f.kind === 'houseTransit' && f.house === 7)).toEqual([]);
    const texts = offlineTexts('en');
    expect(offlineAnswer('When will I get married?', LONDON, texts).markdown).toContain(
      texts.consultant.marriage.seventh.none,
    );
  });

  it('reflects a decision through the asked year’s verdict, without deciding', () => {
    const current = get(TOKYO, 'L.annual', 'annual');
    const next = get(TOKYO, 'L.annual-next', 'annual');
    for (const [lang, q, fact] of [
      ['ja', '転職すべき？', current],
      ['zh', '要不要辞职？', current],
      ['en', 'Should I start a business next year?', next],
      ['zh', '明年该不该换工作？', next],
    ] as const) {
      const texts = offlineTexts(lang);
      const a = offlineAnswer(q, TOKYO, texts);
      expect(a.topic, q).toBe('decision');
      expect(a.factIds, q).toContain(fact.id);
      expect(a.markdown, q).toContain(`${fact.stem}${fact.branch}`);
      expect(a.markdown, q).toContain(texts.consultant.decision.gradeHint[fact.verdict.grade]);
      expect(a.markdown, q).toContain(texts.consultant.decision.intro);
      expect(wrongClaims(a.markdown, TOKYO), q).toEqual([]);
    }
  });
});
