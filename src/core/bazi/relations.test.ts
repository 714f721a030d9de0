import { describe, expect, it } from 'vitest';
import {
  type ChartPillarName,
  findRelations,
  PILLAR_NAMES,
  type RelationKind,
  relationLines,
  relationsWith,
} from './relations';
import { signalNamed } from './signal-named';
import type { Branch, Stem } from './stems-branches';

function chart(text: string) {
  // "甲子 乙丑 丙寅 丁卯" → year, month, day, hour
  return text.split(' ').map((p, i) => ({
    name: PILLAR_NAMES[i] as (typeof PILLAR_NAMES)[number],
    stem: p[0] as Stem,
    branch: p[1] as Branch,
  }));
}
const kinds = (text: string) =>
  findRelations(chart(text)).map((r) => `${r.kind}:${r.chars}${r.element ? `:${r.element}` : ''}`);

describe('relations present in a chart', () => {
  it('stem combinations and clashes', () => {
    expect(kinds('甲子 己丑 庚午 丙戌')).toEqual(
      expect.arrayContaining(['stemCombination:甲己:earth', 'stemClash:甲庚']),
    );
  });
  it('a full triad suppresses its half triads; clash, harm and break by pairs', () => {
    const k = kinds('甲寅 丙午 戊戌 庚子');
    expect(k).toContain('triad:寅午戌:fire');
    expect(k.some((x) => x.startsWith('halfTriad'))).toBe(false);
    expect(k).toContain('clash:午子');
    expect(kinds('甲申 丙子 戊午 辛卯')).toContain('halfTriad:申子:water');
    expect(kinds('甲子 丁未 己酉 庚辰')).toEqual(
      expect.arrayContaining(['harm:子未', 'break:子酉', 'sixHarmony:酉辰:metal']),
    );
  });
  it('directional combinations, punishments and self-punishment', () => {
    expect(kinds('甲寅 丁卯 戊辰 庚午')).toContain('directional:寅卯辰:wood');
    const k = kinds('甲寅 己巳 庚申 壬辰');
    expect(k).toContain('punishment:寅巳申');
    expect(k.filter((x) => x.startsWith('punishment:'))).toHaveLength(1); // the pairs are part of the triple
    expect(kinds('甲寅 己巳 庚子 壬辰')).toContain('punishment:寅巳');
    expect(kinds('甲子 丁卯 戊辰 庚辰')).toEqual(
      expect.arrayContaining(['punishment:子卯', 'selfPunishment:辰辰']),
    );
  });
  it('lists each relation once, pillars in chart order', () => {
    const rs = findRelations(chart('甲子 乙丑 丙午 丁未'));
    const seen = new Set(rs.map((r) => `${r.kind}|${r.pillars.join(',')}`));
    expect(seen.size).toBe(rs.length);
    const k = rs.map((r) => r.kind) as RelationKind[];
    expect(k).toEqual(expect.arrayContaining(['sixHarmony', 'clash', 'harm']));
    for (const r of rs)
      expect(r.pillars).toEqual(
        [...r.pillars].sort(
          (a, b) => PILLAR_NAMES.indexOf(a as ChartPillarName) - PILLAR_NAMES.indexOf(b as ChartPillarName),
        ),
      );
  });
});

describe('relations with a year or luck pillar', () => {
  it('lists only what involves the outside pillar', () => {
    const natal = chart('庚午 辛巳 庚辰 癸未'); // the 1990 Tokyo chart
    const y2026 = relationsWith([{ name: 'annual', stem: '丙', branch: '午' }], natal);
    const k = y2026.map((r) => `${r.kind}:${r.pillars.join(',')}`);
    expect(k).toContain('stemCombination:annual,month'); // 丙 with 辛
    expect(k).toContain('sixHarmony:annual,hour'); // 午 with 未
    expect(k).toContain('selfPunishment:annual,year'); // 午 with 午
    for (const r of y2026) expect(r.pillars).toContain('annual');
    const y2024 = relationsWith([{ name: 'annual', stem: '甲', branch: '辰' }], natal);
    expect(y2024.map((r) => r.kind)).toContain('stemClash'); // 甲 against 庚
    expect(y2024.some((r) => r.kind === 'selfPunishment' && r.pillars.includes('day'))).toBe(true); // 辰辰
  });
});

describe('relations named as the textbooks write them (issue 31 §3)', () => {
  it('names pairs and triples in the table order, whatever order the pillars hold them', () => {
    // year 酉, month 午, day 巳, hour 子: 破 is 子酉, 冲 is 子午, the 方合 is 巳午未 and the 三合 巳酉丑.
    const rs = findRelations(chart('癸酉 戊午 丁巳 庚子'));
    const named = (kind: RelationKind) => rs.filter((r) => r.kind === kind).map((r) => r.named);
    expect(named('break')).toContain('子酉');
    expect(named('clash')).toContain('子午');
    expect(rs.find((r) => r.kind === 'break')?.chars).toBe('酉子'); // chars stay in pillar order
    const frames = findRelations(chart('癸未 戊午 丁巳 辛丑'));
    expect(frames.find((r) => r.kind === 'directional')?.named).toBe('巳午未');
    const triad = findRelations(chart('癸丑 戊酉 丁巳 辛卯'));
    expect(triad.find((r) => r.kind === 'triad')?.named).toBe('巳酉丑');
    const combo = findRelations(chart('己卯 戊午 甲子 辛未')).find((r) => r.kind === 'stemCombination');
    expect([combo?.chars, combo?.named]).toEqual(['己甲', '甲己']);
  });

  it('lists each relation once, with every pillar it joins', () => {
    // Two natal 子 meet the year's 午: one 冲 子午 of three pillars, not two lines.
    const natal = chart('甲子 丙寅 戊子 庚申');
    const lines = relationLines(relationsWith([{ name: 'annual', stem: '壬', branch: '午' }], natal));
    const clash = lines.filter((l) => l.kind === 'clash');
    expect(clash).toEqual([{ kind: 'clash', named: '子午', pillars: ['annual', 'year', 'day'] }]);
  });

  it("names a verdict signal pair in the textbook order; the period's character stays first in chars", () => {
    expect(signalNamed({ kind: 'branchClash', points: -1, chars: '午子' })).toBe('子午');
    expect(signalNamed({ kind: 'dayCombine', points: 1, chars: '丑子' })).toBe('子丑');
    expect(signalNamed({ kind: 'bindsUseful', points: -1, chars: '己甲' })).toBe('甲己');
    expect(signalNamed({ kind: 'formsFrame', points: 1, chars: '申子辰' })).toBe('申子辰');
  });
});
