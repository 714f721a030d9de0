import { describe, expect, it } from 'vitest';
import { periodContext, periodVerdict, runningVerdicts } from '../../../core/bazi/period-verdict';
import { judgementOf } from '../../../shared/verdict/judgement-of';
import { signalSentence } from '../../../shared/verdict/signal-text';
import { strengthLabel } from '../../../shared/verdict/strength-label';
import { EXAMPLE_BIRTHS, exampleChart } from './examples';
import { factText } from './facts';
import { quizOf } from './quiz';
import { tFor } from './test-locale-t';
import { EXAMPLE_IDS, QUIZ_KINDS, TOKEN_FACTS } from './vocabulary';

const iso = (d: string) => d;

describe('example charts and their facts', () => {
  it('casts the examples the lessons name, with the engine', () => {
    const a = exampleChart('a');
    expect([a.bazi.year, a.bazi.month, a.bazi.day, a.bazi.hour].map((p) => p.stem + p.branch)).toEqual([
      '庚午',
      '辛巳',
      '庚辰',
      '癸未',
    ]);
    expect(exampleChart('b').bazi.day.stem + exampleChart('b').bazi.day.branch).toBe('壬辰');
    expect(exampleChart('c').bodies.sun.sign).toBe('cancer');
    for (const id of EXAMPLE_IDS) expect(exampleChart(id).local.date).toBe(EXAMPLE_BIRTHS[id].date);
  });

  it('every token fact renders for every example in every language, never as a key', () => {
    for (const lang of ['ja', 'zh', 'en']) {
      const t = tFor(lang);
      for (const id of EXAMPLE_IDS)
        for (const fact of TOKEN_FACTS) {
          const text = factText(exampleChart(id), id, fact, t, iso);
          expect(text, `${lang} ${id}:${fact}`).not.toMatch(/MISSING|undefined|NaN/);
          expect(text.length, `${lang} ${id}:${fact}`).toBeGreaterThan(0);
        }
    }
  });

  it('says what the engine says', () => {
    const a = exampleChart('a');
    const ja = tFor('ja');
    const en = tFor('en');
    expect(factText(a, 'a', 'pillar.day', ja, iso)).toBe('庚辰');
    expect(factText(a, 'a', 'dayMaster', ja, iso)).toBe('庚（陽の金）');
    expect(factText(a, 'a', 'dayMaster', en, iso)).toBe('庚 (Yang Metal)');
    expect(factText(a, 'a', 'pos.sun', ja, iso)).toBe('牡牛座 24°08′');
    expect(factText(a, 'a', 'house.sun', en, iso)).toBe(String(a.bodies.sun.house));
    expect(factText(a, 'a', 'hidden.month', ja, iso)).toBe(
      a.bazi.month.hiddenStems.map((h) => h.stem).join('・'),
    );
    expect(factText(a, 'a', 'asc', en, iso)).toBe(
      `Libra ${a.angles.ascendant.degree}°${String(a.angles.ascendant.minute).padStart(2, '0')}′`,
    );
    expect(factText(a, 'a', 'name', tFor('zh'), iso)).toBe('小花');
    const first = a.bazi.luck?.pillars[0];
    expect(factText(a, 'a', 'luck.1', en, iso)).toBe(
      `${first?.stem}${first?.branch} (from age ${Math.floor(first?.startAgeYears ?? 0)}, Chinese count ${first?.startAgeSui})`,
    );
  });
});

describe('practice questions', () => {
  it('every quiz kind asks, answers and explains for every example in every language, from the engine', () => {
    for (const lang of ['ja', 'zh', 'en']) {
      const t = tFor(lang);
      for (const id of EXAMPLE_IDS)
        for (const kind of QUIZ_KINDS) {
          const q = quizOf(kind, exampleChart(id), id, t, iso);
          for (const text of [q.question, q.answer, q.why])
            expect(text, `${lang} ${id} ${kind}`).not.toMatch(/MISSING|undefined|NaN|\{\{/);
          expect(q.why, `${lang} ${id} ${kind}`).not.toBe('');
        }
    }
  });

  it('answers what the chart holds', () => {
    const a = exampleChart('a');
    const ja = tFor('ja');
    expect(quizOf('sunHouse', a, 'a', ja, iso).answer).toBe(`第${a.bodies.sun.house}ハウス`);
    expect(quizOf('monthBranch', a, 'a', ja, iso).answer).toBe('巳');
    expect(quizOf('dayMaster', a, 'a', tFor('en'), iso)).toMatchObject({
      question: 'What is Hana’s Day Master?',
      answer: '庚 (Yang Metal)',
    });
    // A chart that lacks wood says so; one with all five elements says that instead.
    const missing = quizOf('missingElement', a, 'a', ja, iso);
    expect(missing.answer).toBe(a.bazi.elements.missing.length ? '木' : 'なし');
    const sm = quizOf('sunMoonAspect', a, 'a', tFor('en'), iso);
    const has = a.aspects.some((x) => [x.a, x.b].sort().join() === 'moon,sun');
    expect(sm.why).toContain(has ? 'within the orb' : 'outside the orb');
  });
});

describe('the core’s judgement and verdicts, never a rule of the lesson (issue 27)', () => {
  const ctxOf = (chart: ReturnType<typeof exampleChart>) =>
    periodContext({ ...chart.bazi, judgement: judgementOf(chart) }, chart.settings.gender ?? undefined);

  it('names the strength with the one strength label', () => {
    for (const lang of ['ja', 'zh', 'en'])
      for (const id of EXAMPLE_IDS) {
        const t = tFor(lang);
        const chart = exampleChart(id);
        expect(factText(chart, id, 'strength', t, iso)).toBe(strengthLabel(t, judgementOf(chart)));
      }
  });

  it('grades a year and a luck pillar as the BaZi page does on any day of it, with the page’s reasons', () => {
    for (const id of EXAMPLE_IDS) {
      const chart = exampleChart(id);
      const ctx = ctxOf(chart);
      for (const lang of ['ja', 'zh', 'en']) {
        const t = tFor(lang);
        for (const year of [2025, 2026, 2027]) {
          // The BaZi page's fortune card on a day in the middle of that BaZi year.
          const page = runningVerdicts(ctx, chart.bazi, Date.UTC(year, 6, 1));
          expect(factText(chart, id, `yearGrade.${year}`, t, iso)).toBe(
            t(`results:fortune.grades.${page.year.grade}`),
          );
          const reasons = factText(chart, id, `yearReasons.${year}`, t, iso);
          for (const s of page.year.signals)
            expect(reasons).toContain(signalSentence(t, page.year, s).replace(/[。.]$/, ''));
        }
        chart.bazi.luck?.pillars.slice(0, 8).forEach((p, i) => {
          const v = periodVerdict(ctx, 'luck', p);
          expect(factText(chart, id, `luckGrade.${i + 1}`, t, iso)).toBe(
            t(`results:fortune.grades.${v.grade}`),
          );
        });
      }
    }
    // Example a's 2026 (丙午) is a year of its 忌神, fire, on both stem and branch: 凶, not a year read by a rule
    // about its strongest element.
    expect(factText(exampleChart('a'), 'a', 'yearGrade.2026', tFor('ja'), iso)).toBe('凶');
    expect(factText(exampleChart('a'), 'a', 'yearReasons.2026', tFor('ja'), iso)).toBe(
      '流年の天干 丙（火）：忌神／流年の地支 午（火）：忌神／背景の大運 丁丑：どちらにも傾かない',
    );
  });

  it('the reader’s box: this year and the running luck pillar are the page’s verdicts for today', () => {
    const now = Date.UTC(2026, 11, 4, 3);
    for (const id of EXAMPLE_IDS) {
      const chart = exampleChart(id);
      const page = runningVerdicts(ctxOf(chart), chart.bazi, now);
      const t = tFor('ja');
      const year = factText(chart, id, 'thisYear', t, iso, now);
      expect(
        year.startsWith(`${page.baziYear}年（${page.year.pillar.stem}${page.year.pillar.branch}）：`),
      ).toBe(true);
      expect(year).toContain(`：${t(`results:fortune.grades.${page.year.grade}`)}。理由：`);
      const luck = factText(chart, id, 'luckNow', t, iso, now);
      if (page.luck)
        expect(
          luck.startsWith(
            `${page.luck.pillar.stem}${page.luck.pillar.branch}：${t(`results:fortune.grades.${page.luck.grade}`)}。`,
          ),
        ).toBe(true);
    }
  });

  it('says of a missing element whether a hidden stem holds it', () => {
    const a = exampleChart('a');
    expect(a.bazi.elements.missing).toEqual(['wood']);
    expect(a.bazi.elements.hiddenOnly).toEqual(['wood']);
    expect(factText(a, 'a', 'missing', tFor('ja'), iso)).toBe('木（蔵干にはあり）');
    expect(factText(a, 'a', 'missing', tFor('zh'), iso)).toBe('木（藏干中有）');
    expect(quizOf('missingElement', a, 'a', tFor('ja'), iso).why).toContain(
      '木は地支の蔵干には含まれています',
    );
    expect(factText(exampleChart('c'), 'c', 'missing', tFor('en'), iso)).toBe('none');
  });
});
