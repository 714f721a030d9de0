import { describe, expect, it } from 'vitest';
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
      `${first?.stem}${first?.branch} (from age ${Math.floor(first?.startAgeYears ?? 0)})`,
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
