import { describe, expect, it } from 'vitest';
import { elementBalance } from './element-balance';
import { judgeChart } from './judgement';
import { ELEMENTS, type Pillar, pillarOf, type Stem, stemElement } from './stems-branches';

/** Four pillars from text, e.g. '庚子 戊寅 甲寅 乙亥' (year, month, day, hour). */
function pillars(text: string): Pillar[] {
  return text.split(' ').map((p) => ({ stem: p[0], branch: p[1] }) as Pillar);
}
const judge = (text: string) => {
  const ps = pillars(text);
  return judgeChart(ps, elementBalance(ps, (ps[2] as Pillar).stem as Stem));
};

// Each chart is built so that its judgement follows from one textbook rule alone, cited beside it; charts where
// teachers would argue (a borderline strength, two revealed stems) are deliberately not used.
describe('day master, structure and favourable elements', () => {
  it('建祿格 with an officer: 甲 born in 寅 is strong by season and roots and uses the officer (metal)', () => {
    // 『子平真詮』論建祿月劫取用: 「建祿月劫，可以用官」 — a 祿 month with 官 in the stems takes the officer.
    const j = judge('庚子 戊寅 甲寅 乙亥');
    expect(j.structure).toMatchObject({ kind: 'establishedProsperity', stem: '甲', role: 'main' });
    expect(j.strength.level === 'strong' || j.strength.level === 'veryStrong').toBe(true);
    expect(j.strength.seasonal).toEqual({ ok: true, state: 'prosperous' }); // 得令: wood in spring
    expect(j.strength.rooted.ok).toBe(true); // 得地: 甲 in 寅 (twice) and in 亥
    expect(j.strength.rooted.roots.map((r) => `${r.pillar}:${r.stem}:${r.role}`)).toEqual([
      'month:甲:main',
      'day:甲:main',
      'hour:甲:middle',
    ]);
    expect(j.strength.supported.stems.map((s) => s.stem)).toEqual(['乙']); // 得勢 needs two: not met
    expect(j.strength.exception).toBeNull();
    expect(j.elements).toMatchObject({
      useful: 'metal',
      favourable: 'earth',
      unfavourable: 'wood',
      reason: 'officerRestrainsCompanions',
      method: 'supportRestrain',
    });
  });

  it('正官格, weak under water: 丙 born in 子 with 甲 in 寅 takes resource (wood) to transform the officers', () => {
    // 『子平真詮』論七殺: 「殺重身輕…用印」 — heavy 官殺 on a light day master: resource turns them into support.
    const j = judge('壬子 壬子 丙寅 戊子');
    expect(j.structure).toMatchObject({ kind: 'directOfficer', stem: '癸', revealedIn: [] });
    expect(j.strength.level === 'weak' || j.strength.level === 'veryWeak').toBe(true);
    expect(j.strength.seasonal.ok).toBe(false); // fire is 死 in winter
    expect(j.strength.exception).toBeNull(); // 寅 holds 丙 and 甲: there is something to hold on to
    expect(j.elements).toMatchObject({
      useful: 'wood',
      favourable: 'fire',
      unfavourable: 'water',
      reason: 'resourceTransformsOfficer',
    });
    // 調候 (『窮通寶鑑』): a winter birth wants fire; here there is too little of it (the day master alone).
    expect(j.climate).toMatchObject({ need: 'fire', met: false });
  });

  it('從殺 candidate: 丙 in a sea of water with no root and no resource is named as the exception', () => {
    // 『滴天髓』從象: a day master without root or resource follows the strongest force (從殺).
    const j = judge('壬子 壬子 丙子 戊子');
    expect(j.strength.level).toBe('veryWeak');
    expect(j.strength.rooted.roots).toEqual([]);
    expect(j.strength.exception).toBe('followWeak');
    expect(j.elements).toMatchObject({ useful: 'water', method: 'follow', reason: 'followTheStrongest' });
    expect(j.elements.unfavourable).toBe('fire');
  });

  it('a revealed hidden stem decides: 庚 born in 辰 with 乙 in the year stem is 正財格, not 偏印格', () => {
    // 『子平真詮』論雜氣如何取用: 辰戌丑未 hold several stems; the one revealed in a stem is taken (透者取之).
    // 乙 is 辰's 余気 (the wood of spring that remains), not its 中気 (the stored water, 癸).
    const j = judge('乙亥 庚辰 庚午 丙子');
    expect(j.structure).toEqual({ kind: 'directWealth', stem: '乙', role: 'residual', revealedIn: ['year'] });
  });

  it('the main qi when it is revealed: 庚 born in 辰 with 戊 in a stem is 偏印格', () => {
    const j = judge('戊戌 丙辰 庚午 丙子');
    expect(j.structure).toMatchObject({ kind: 'indirectResource', stem: '戊', role: 'main' });
    expect(j.structure.revealedIn).toEqual(['year']);
  });

  it('月刃格: 丙 born in 午 (its 羊刃), and a summer birth wants water', () => {
    // 『子平真詮』論陽刃: the blade in the month branch is its own structure; its use is sought elsewhere.
    const j = judge('甲午 庚午 丙午 甲午');
    expect(j.structure.kind).toBe('monthBlade');
    expect(j.climate).toMatchObject({ need: 'water', met: false, percent: 0 });
  });

  it('調候 first, where the school asks for it: a winter 甲 with no fire takes fire before strength', () => {
    // 『窮通寶鑑』論甲木 (十一月): 木性生寒 — a 甲 born in 子 month needs warmth (丙丁) before anything else.
    // 辛亥 庚子 甲寅 乙亥: water and wood crowd the day master, metal is there, and no fire at all.
    const ps = pillars('辛亥 庚子 甲寅 乙亥');
    const balance = elementBalance(ps, '甲');
    const fuyi = judgeChart(ps, balance);
    const climate = judgeChart(ps, balance, 'climateFirst');
    expect(fuyi.climate).toMatchObject({ need: 'fire', met: false });
    expect(fuyi.method).toBe('supportRestrain');
    expect(fuyi.elements.useful).not.toBe('fire');
    expect(climate.method).toBe('climateFirst');
    expect(climate.elements).toEqual({
      useful: 'fire',
      favourable: 'wood',
      unfavourable: 'water',
      enemy: 'metal',
      idle: 'earth',
      reason: 'warmTheWinter',
      method: 'climate',
    });
    // The strength and structure are the same judgement; only the choice of 用神 differs.
    expect(climate.strength).toEqual(fuyi.strength);
    expect(climate.structure).toEqual(fuyi.structure);
  });

  it('調候 first changes nothing when the season is met or mild, and a following chart still follows', () => {
    // 丙 born in 寅 (spring): no climate need, so both schools agree.
    const spring = pillars('甲子 丙寅 丙午 戊戌');
    const b1 = elementBalance(spring, '丙');
    expect(judgeChart(spring, b1, 'climateFirst').elements).toEqual(judgeChart(spring, b1).elements);
    // 甲午 庚午 丙午 甲午: summer fire with no water and nothing to restrain it — 専旺, followed in both.
    const blaze = pillars('甲午 庚午 丙午 甲午');
    const b2 = elementBalance(blaze, '丙');
    const j = judgeChart(blaze, b2, 'climateFirst');
    expect(j.strength.exception).toBe('followStrong');
    expect(j.elements).toEqual(judgeChart(blaze, b2).elements);
    expect(j.elements.method).toBe('follow');
  });

  it('every chart gives each of the five elements exactly one label', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      const ps = [0, 1, 2, 3].map(() => pillarOf(rnd(60)));
      const j = judgeChart(ps, elementBalance(ps, (ps[2] as Pillar).stem));
      const e = j.elements;
      expect(new Set([e.useful, e.favourable, e.unfavourable, e.enemy, e.idle]).size).toBe(5);
      expect(ELEMENTS.every((el) => j.useOf[el])).toBe(true);
      // A strong day master is never helped by its own element; a weak one is never drained by it.
      const dmUse = j.useOf[stemElement((ps[2] as Pillar).stem)];
      if (j.strength.exception === null && j.strength.level.endsWith('trong'))
        expect(['unfavourable', 'enemy', 'idle']).toContain(dmUse);
      if (j.strength.exception === null && j.strength.level.endsWith('eak'))
        expect(['useful', 'favourable']).toContain(dmUse);
    }
  });
});
