import { describe, expect, it } from 'vitest';
import { chartQi } from './chart-qi';
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

// Each chart is built so that its judgement follows from one rule of docs/decisions/0012 alone, cited beside it;
// charts where teachers would argue (a borderline strength, two revealed stems) are deliberately not used.
describe('strength (旺衰): roots, resource roots and backing stems', () => {
  it('建祿格 with a rooted officer: 甲 born in 寅 is strong and uses the officer (metal)', () => {
    // 『子平真詮』論建祿月劫取用: 「建祿月劫，可以用官」; 『滴天髓』「天干得地支之根」 (得地).
    const j = judge('庚申 戊寅 甲寅 乙亥');
    expect(j.structure).toMatchObject({ kind: 'establishedProsperity', stem: '甲', role: 'main' });
    expect(j.strength.seasonal).toEqual({ ok: true, state: 'prosperous' }); // 得令: wood in spring
    // Roots by rank: 寅 (本気) 1 + 寅 1 + 亥's 甲 (second) 0.5; resource roots at half: 申's 壬 0.25 + 亥's 壬 0.5;
    // the other stems: 乙 (比劫) 0.5. 3.75 ≥ 2.3: strong.
    expect(j.strength.rooted.roots.map((r) => `${r.pillar}:${r.stem}:${r.points}`)).toEqual([
      'month:甲:1',
      'day:甲:1',
      'hour:甲:0.5',
    ]);
    expect(j.strength.points).toBe(3.75);
    expect(j.strength).toMatchObject({ level: 'strong', side: 'strong', following: null, exception: null });
    expect(j.elements).toMatchObject({
      useful: 'metal',
      favourable: 'earth',
      unfavourable: 'fire', // 傷官見官: output fights the officer
      reason: 'officerRestrainsCompanions',
      method: 'supportRestrain',
      usefulInChart: true,
    });
  });

  it('殺重身輕: 丙 in winter water with one root takes resource (wood) to transform the officers', () => {
    // 『子平真詮』論七殺: 「殺重身輕…用印」; 『滴天髓』: 「殺印相生」.
    const j = judge('壬子 壬子 丙寅 戊子');
    expect(j.structure).toMatchObject({ kind: 'directOfficer', stem: '癸', revealedIn: [] });
    expect(j.strength.level).toBe('weak'); // 寅 holds 丙 and 甲: not a following chart
    expect(j.elements).toMatchObject({
      useful: 'wood',
      unfavourable: 'water',
      reason: 'resourceTransformsOfficer',
    });
  });

  it('食神制殺: the same winter 丙 without resource but with 戊 rooted in 戌 uses the output against the officer', () => {
    // 『子平真詮』論食神: 「食神制殺」 — and a 殺 met by rooted output is not a following chart.
    const j = judge('壬子 壬子 丙子 戊戌');
    expect(j.strength.level).toBe('weak');
    expect(j.elements).toMatchObject({ useful: 'earth', reason: 'outputControlsOfficer' });
  });

  it('財多身弱 without resource: companions share the load', () => {
    // 『滴天髓』「何知其人貧，財神反不真」/ 扶抑: heavy wealth on a weak day master wants 比劫 when no 印 is there.
    const j = judge('戊戌 己未 甲寅 戊戌');
    expect(j.strength.level).toBe('weak');
    expect(j.elements).toMatchObject({
      useful: 'wood',
      unfavourable: 'earth',
      reason: 'companionsShareWealth',
    });
  });

  it('印重用財: a strong day master pushed up by resource takes wealth to break the resource', () => {
    // 『子平真詮』論印綬: 「印多者…用財以損印」.
    const j = judge('辛亥 庚子 甲辰 乙亥');
    expect(j.strength.level).toBe('strong');
    expect(j.elements).toMatchObject({
      useful: 'earth',
      unfavourable: 'water',
      reason: 'wealthBreaksResource',
    });
  });

  it('身強用食傷: companions and no usable officer — rooted output carries the surplus off', () => {
    // 『滴天髓』「強而無官…洩其菁英」 (任鐵樵 on DTS-060: 「取丁火食神秀氣」).
    const j = judge('甲寅 丙寅 甲寅 丙寅');
    expect(j.strength.level).toBe('strong');
    expect(j.elements).toMatchObject({ useful: 'fire', reason: 'outputDrainsCompanions' });
  });
});

describe('combinations and following charts', () => {
  it('a complete 方局 turns its branches into its element; a 干合 that does not transform binds both stems', () => {
    // 『滴天髓』「合」: 寅卯辰 is wood; 丙辛 combine in a wood month, water does not rule, so they bind (合絆).
    const fang = chartQi(pillars('甲寅 丙寅 甲辰 丁卯'));
    expect(fang.branchCombos).toEqual([
      { kind: 'directional', element: 'wood', pillars: ['year', 'day', 'hour'] },
    ]);
    expect(fang.branches[2]?.parts).toEqual([{ element: 'wood', share: 1, stem: null, rank: 0 }]);
    const bound = chartQi(pillars('丙寅 辛卯 甲寅 乙亥'));
    expect(bound.stemCombos).toEqual([{ pillars: ['year', 'month'], element: 'water', transforms: false }]);
    expect(bound.stems.slice(0, 2).map((s) => s.bound)).toEqual([true, true]);
  });

  it('化氣格: 甲 combines with 己 beside it in an earth month, with no 本気 root of its own — 化土', () => {
    // 『滴天髓』化象: 「化得真者只論化」 — the day stem's combination transforms when the 化神 rules the month.
    const j = judge('丙辰 丙辰 甲戌 己巳');
    expect(j.strength).toMatchObject({
      level: 'transformed',
      following: { kind: 'transformed', element: 'earth' },
    });
    expect(j.elements).toMatchObject({
      useful: 'earth',
      favourable: 'fire',
      unfavourable: 'wood',
      method: 'follow',
    });
    // With a 本気 root (寅) the day master holds: the same combination only binds.
    expect(judge('戊辰 己未 甲寅 癸酉').strength.level).toBe('weak');
  });

  it('專旺 (曲直): nothing but wood and water in the branches, no metal anywhere — its force is followed', () => {
    // 『滴天髓』「一出門來只見兒…」/ 一行得氣: 甲乙 with the branches all wood and no 官殺 at all.
    const j = judge('癸卯 乙卯 甲寅 甲寅');
    expect(j.strength.following).toEqual({ kind: 'specialProsperity', element: 'wood', side: 'strong' });
    expect(j.elements).toMatchObject({ useful: 'wood', favourable: 'water', unfavourable: 'metal' });
    // 炎上 likewise, with 庚 floating without a root.
    expect(judge('甲午 庚午 丙午 甲午').strength.following).toMatchObject({
      kind: 'specialProsperity',
      element: 'fire',
    });
  });

  it('output beside the day master carries a strong chart off instead: it is strong, not following', () => {
    // 任鐵樵 on DTS-060/061: 「取丁火食神秀氣，非前造從強論也」.
    expect(judge('甲寅 丙寅 甲寅 丙寅').strength.following).toBeNull();
  });

  it('從殺, 從財, 從兒: no 本気 root and no resource — the chart follows what fills it', () => {
    // 『滴天髓』從象: 「從得真者只論從」.
    expect(judge('壬子 壬子 丙子 戊子').strength.following).toEqual({
      kind: 'followOfficer',
      element: 'water',
      side: 'weak',
    });
    expect(judge('丙午 甲午 壬午 丙午').strength.following).toMatchObject({
      kind: 'followWealth',
      element: 'fire',
    });
    // 從兒 「不論身強弱」: a single 本気 root (寅) does not stop it when output leads and nothing fights it.
    const child = judge('丙午 甲午 甲午 丙寅');
    expect(child.strength.following).toMatchObject({ kind: 'followChild', element: 'fire' });
    expect(child.elements).toMatchObject({ useful: 'fire', favourable: 'earth', unfavourable: 'water' });
  });
});

describe('more rules of the record (docs/decisions/0012)', () => {
  it('a complete 三合局 turns its branches into its element; half of one changes nothing', () => {
    // 『滴天髓』「合」: 申子辰 is water. With 辰 the triad is whole and 甲 gains three resource roots; with 午 in its place
    // only 申子 remain, a half triad, and each branch keeps its own qi (任鐵樵 still reads a half-combined branch as
    // itself, DTS-017 and DTS-037).
    const whole = chartQi(pillars('壬申 庚子 甲辰 丙寅'));
    expect(whole.branchCombos).toEqual([
      { kind: 'triad', element: 'water', pillars: ['year', 'month', 'day'] },
    ]);
    expect(whole.branches[2]?.parts).toEqual([{ element: 'water', share: 1, stem: null, rank: 0 }]);
    expect(chartQi(pillars('壬申 庚子 甲午 丙寅')).branchCombos).toEqual([]);
    // Resource roots at half weight: three gathered water branches lift 甲 over the line; the half triad does not.
    expect(judge('壬申 庚子 甲辰 丙寅').strength).toMatchObject({ points: 2.75, level: 'strong' });
    expect(judge('壬申 庚子 甲午 丙寅').strength).toMatchObject({ points: 2, level: 'weak' });
  });

  it('爭合: a combination claimed from both sides does not transform', () => {
    // 甲 and 己 beside it in an earth month, 甲 without a 本気 root: 化土. Put a second 甲 on 己's other side and the
    // two compete for it: the pair only binds, and the day master stays itself.
    const single = chartQi(pillars('丙辰 己未 甲戌 丙午'));
    expect(single.stemCombos).toEqual([{ pillars: ['month', 'day'], element: 'earth', transforms: true }]);
    expect(judge('丙辰 己未 甲戌 丙午').strength.following).toMatchObject({
      kind: 'transformed',
      element: 'earth',
    });
    const rivals = chartQi(pillars('甲辰 己未 甲戌 丙午'));
    expect(rivals.stemCombos.every((c) => !c.transforms)).toBe(true);
    expect(rivals.stems[2]).toMatchObject({ stem: '甲', element: 'wood', transformed: false });
    expect(judge('甲辰 己未 甲戌 丙午').strength.level).not.toBe('transformed');
  });

  it('財當令: a strong day master with wealth holding the month and no usable officer takes the wealth', () => {
    // 『子平真詮』論財: 「財格…身強…」; 甲 rooted three times, 辰 (main qi 戊) holds the month, no metal, no fire.
    const j = judge('甲寅 戊辰 甲寅 甲寅');
    expect(j.strength.level).toBe('strong');
    expect(j.elements).toMatchObject({
      useful: 'earth',
      favourable: 'fire', // output feeds the wealth
      unfavourable: 'wood', // 比劫奪財
      enemy: 'water', // 病藥: the resource adds to the illness
      idle: 'metal',
      reason: 'wealthHoldsTheMonth',
    });
  });

  it('病藥 and the 仇神: a strong chart’s own element is harmful; a weak chart’s 仇神 feeds its 忌神', () => {
    // Strong 甲 using the officer: 忌 is the output that attacks it (傷官見官), and the companions, more of the
    // illness, are 仇; the resource is left as 閑.
    expect(judge('庚申 戊寅 甲寅 乙亥').elements).toMatchObject({
      useful: 'metal',
      unfavourable: 'fire',
      enemy: 'wood',
      idle: 'water',
    });
    // Weak 丙 under water using wood: 忌 is the water, and metal, which feeds it, is 仇.
    expect(judge('壬子 壬子 丙寅 戊子').elements).toMatchObject({
      useful: 'wood',
      unfavourable: 'water',
      enemy: 'metal',
      idle: 'earth',
    });
  });

  it('a following chart’s 忌神 is what would break the following', () => {
    // 從殺: the output that would fight the officer; 從財: the companions that would rob the wealth.
    expect(judge('壬子 壬子 丙子 戊子').elements).toMatchObject({ useful: 'water', unfavourable: 'earth' });
    expect(judge('丙午 甲午 壬午 丙午').elements).toMatchObject({ useful: 'fire', unfavourable: 'water' });
  });
});

describe('structure (格局)', () => {
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

  it('月刃格: 丙 born in 午 (its 羊刃)', () => {
    // 『子平真詮』論陽刃: the blade in the month branch is its own structure; its use is sought elsewhere.
    expect(judge('甲午 庚午 丙午 甲午').structure.kind).toBe('monthBlade');
  });
});

describe('調候 (『窮通寶鑑』)', () => {
  it("gives the book's stems for the day stem and month, in its order, and which the chart holds", () => {
    // 『窮通寶鑑』十一月甲木: 「木性生寒，丁先庚後，丙火佐之」.
    const j = judge('辛亥 庚子 甲辰 乙亥');
    expect(j.climate).toEqual({ stems: ['丁', '庚', '丙'], need: 'fire', found: ['庚'], met: false });
  });

  it('climate first, where the school asks for it: the first stem is 用神; strength stays the same judgement', () => {
    const ps = pillars('辛亥 庚子 甲辰 乙亥');
    const balance = elementBalance(ps, '甲');
    const fuyi = judgeChart(ps, balance);
    const climate = judgeChart(ps, balance, 'climateFirst');
    expect(fuyi.elements.useful).toBe('earth');
    expect(climate.elements).toEqual({
      useful: 'fire',
      favourable: 'wood',
      unfavourable: 'water',
      enemy: 'metal',
      idle: 'earth',
      reason: 'climateTable',
      method: 'climate',
      usefulInChart: false, // no fire in any stem or hidden stem: a fire luck pillar or year brings it
    });
    expect(climate.strength).toEqual(fuyi.strength);
    expect(climate.structure).toEqual(fuyi.structure);
  });

  it('a following chart still follows under climate first', () => {
    const ps = pillars('甲午 庚午 丙午 甲午');
    const b = elementBalance(ps, '丙');
    expect(judgeChart(ps, b, 'climateFirst').elements).toEqual(judgeChart(ps, b).elements);
  });
});

describe('every chart', () => {
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
      // 病藥: a strong day master's own element is always harmful to it (忌神 or 仇神), never neutral.
      if (j.strength.level === 'strong') expect(['unfavourable', 'enemy']).toContain(dmUse);
      if (j.strength.level === 'weak') expect(['useful', 'favourable']).toContain(dmUse);
      // One label set: the level is 'strong', 'weak' or the following kind, and says the same as `following`.
      expect(j.strength.level).toBe(j.strength.following?.kind ?? j.strength.side);
    }
  });
});
