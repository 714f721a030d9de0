import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_BODIES, type ChartPoint, SIGNS, type Sign } from '../astrology/vocabulary';
import { referenceChart } from '../chart/reference-chart';
import { jdUtFromUnixMs } from '../time/julian-day';
import { chartFacts } from './chart-facts';
import { type ClaimLexicon, checkClaims } from './claim-check';

// The chart: Tokyo, 1990-05-15 14:30 — Sun 24°08′ Taurus in the 8th house, Moon 23° Capricorn in the 4th, Venus
// 12° Aries in the 7th, Ascendant 4° Libra; pillars 庚午 辛巳 庚辰 癸未, day master 庚.
const chart = referenceChart();
const facts = chartFacts(chart, jdUtFromUnixMs(Date.UTC(2027, 0, 1)));

/** The names the UI shows, from the locale files of all three languages (a reply may mix them). */
const texts = ['ja', 'zh', 'en'].map(
  (l) =>
    JSON.parse(readFileSync(new URL(`../../i18n/locales/${l}/results.json`, import.meta.url), 'utf8')) as {
      bodies: Record<string, string>;
      signs: Record<string, string>;
    },
);
const points = [...CHART_BODIES, 'ascendant', 'midheaven'] as ChartPoint[];
const lexicon: ClaimLexicon = {
  points: Object.fromEntries(
    points.map((p) => [
      p,
      [...texts.map((t) => t.bodies[p] as string), ...(p === 'midheaven' ? ['MC', '天頂', '天顶'] : [])],
    ]),
  ),
  signs: Object.fromEntries(SIGNS.map((s) => [s, texts.map((t) => t.signs[s] as string)])) as Record<
    Sign,
    string[]
  >,
  transitWords: ['transit', 'トランジット', '行运', '行運', '今年の土星'],
  pillars: {
    year: ['年柱', 'year pillar'],
    month: ['月柱', 'month pillar'],
    day: ['日柱', 'day pillar'],
    hour: ['時柱', '时柱', 'hour pillar'],
    dayMaster: ['日主', '日干', 'day master'],
  },
};
const check = (reply: string) =>
  checkClaims(reply, facts, lexicon).map(
    (c) => `${c.kind} ${c.factId} ${c.stated}${c.ok ? '' : ` ≠ ${c.actual}`}`,
  );

describe('checking a reply against the chart', () => {
  it('accepts true statements and marks false ones, in Japanese', () => {
    expect(check('あなたの太陽は牡牛座の24°、第8ハウスにあります。月は山羊座です。')).toEqual([
      'sign P.sun taurus',
      'house P.sun 8',
      'degree P.sun 24',
      'sign P.moon capricorn',
    ]);
    expect(check('太陽は双子座にあり、第10ハウスで輝いています。')).toEqual([
      'sign P.sun gemini ≠ taurus',
      'house P.sun 10 ≠ 8',
    ]);
  });

  it('in Chinese: signs, houses and the pillars', () => {
    expect(check('你的月亮在摩羯座第四宫。金星在白羊座第十二宫。')).toEqual([
      'sign P.moon capricorn',
      'house P.moon 4',
      'sign P.venus aries',
      'house P.venus 12 ≠ 7',
    ]);
    expect(check('你的日主是庚金，年柱庚午，月柱辛巳，日柱庚寅。')).toEqual([
      'pillar B.year 庚午',
      'pillar B.month 辛巳',
      'pillar B.day 庚寅 ≠ 庚辰',
      'dayMaster B.dayMaster 庚',
    ]);
  });

  it('in English: a sentence with two bodies ties each sign to its own body; the angles count too', () => {
    expect(check('Your Sun in Taurus trines your Moon in Virgo. Your Ascendant is Libra at 4°.')).toEqual([
      'sign P.sun taurus',
      'sign P.moon virgo ≠ capricorn',
      'sign A.ascendant libra',
      'degree A.ascendant 4',
    ]);
    expect(check('Venus sits in the 7th house at 13°.')).toEqual(['house P.venus 7', 'degree P.venus 13']);
    expect(check('Your day master is 甲 wood.')).toEqual(['dayMaster B.dayMaster 甲 ≠ 庚']);
  });

  it('leaves sentences about transits alone, and text without chart claims', () => {
    expect(check('This year transiting Saturn moves through Pisces.')).toEqual([]);
    expect(check('今年の土星は魚座を進みます。')).toEqual([]);
    expect(check('Take care of yourself and rest well.')).toEqual([]);
  });
});
