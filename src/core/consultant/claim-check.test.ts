import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHART_BODIES, type ChartPoint, SIGNS, type Sign } from '../astrology/vocabulary';
import { ELEMENTS } from '../bazi/stems-branches';
import { TEN_GODS } from '../bazi/ten-gods';
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
      tenGods: Record<string, string>;
      elements: Record<string, string>;
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
  periods: { luck: ['大運', '大运', 'luck pillar'], annual: ['流年', '年運', "this year's pillar"] },
  tenGods: Object.fromEntries(
    TEN_GODS.map((g) => [
      g,
      [...new Set(texts.map((t) => t.tenGods[g] as string))].filter((n) => n !== 'Friend'),
    ]),
  ),
  centralStar: ['中心星', 'central star'],
  elements: Object.fromEntries(
    ELEMENTS.map((e) => [e, [...new Set(texts.map((t) => t.elements[e] as string))]]),
  ),
  elementContext: ['五行', '命式', '八字', 'five elements', 'pillars', 'Wood', 'Metal'],
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

  // The pillars (see the top): 年 庚午 (比肩; 丁 正官, 己 印綬), 月 辛巳 (劫財; 丙 偏官, 庚 比肩, 戊 偏印),
  // 日 庚辰 (戊 偏印, 乙 正財, 癸 傷官), 時 癸未 (傷官; 己 印綬, 丁 正官, 乙 正財); central star 偏官; luck 甲申
  // (偏財; 庚 比肩, 壬 食神, 戊 偏印); the year 丙午 (偏官; 丁 正官, 己 印綬).
  it('checks the ten gods a pillar, a period or the central star is said to hold', () => {
    expect(check('月柱には劫財があり、時柱の蔵干には正財があります。')).toEqual([
      'tenGod B.month robWealth',
      'tenGod B.hour directWealth',
    ]);
    expect(check('月柱に食神があります。')).toEqual([
      'tenGod B.month eatingGod ≠ robWealth,sevenKillings,friend,indirectResource',
    ]);
    expect(check('中心星は偏官です。')).toEqual(['tenGod B.dayMaster sevenKillings']);
    expect(check('大运甲申是偏财运，流年带来正财。')).toEqual([
      'tenGod L.luck indirectWealth',
      'tenGod L.annual directWealth ≠ sevenKillings,directOfficer,directResource',
      'period L.luck 甲申',
    ]);
    expect(check('Your hour pillar carries an Eating God.')).toEqual([
      'tenGod B.hour eatingGod ≠ hurtingOfficer,directResource,directOfficer,directWealth',
    ]);
    // "Friend" is an everyday word in English, so it is not read as the ten god.
    expect(check('Your month pillar is a good friend to you.')).toEqual([]);
  });

  // The pillars hold 木 0, 火 2, 土 2, 金 3, 水 1.
  it('checks counts of the five elements, only in sentences about the pillars', () => {
    expect(check('命式の五行は金が3つ、木は0です。')).toEqual([
      'elementCount B.elements 3',
      'elementCount B.elements 0',
    ]);
    expect(check('五行では火が4つあります。')).toEqual(['elementCount B.elements 4 ≠ 2']);
    expect(check('八字五行：木0，火2，土2，金3，水两个。')).toEqual([
      'elementCount B.elements 0',
      'elementCount B.elements 2',
      'elementCount B.elements 2',
      'elementCount B.elements 3',
      'elementCount B.elements 2 ≠ 1',
    ]);
    expect(check('Your pillars hold three Metal and no Wood.')).toEqual([
      'elementCount B.elements 3',
      'elementCount B.elements 0',
    ]);
    // Not a count of the pillars: the Western chart's elements, a planet, a month.
    expect(check('Your chart has two Fire signs and four Water planets.')).toEqual([]);
    // (The house is checked: 8ハウス without 第 is a house.)
    expect(check('命式では水星が8ハウスにあり、金は3月に強まります。')).toEqual(['house P.mercury 8']);
  });

  // Transits on 2027-01-01: Saturn square natal Uranus (exact 2026-05-01, 2026-11-02, 2027-01-17), Saturn square
  // natal Jupiter (2026-05-04, 2026-10-28, 2027-01-22), Pluto trine the Ascendant (2026-02-11, 2026-08-07, 2026-12-20).
  it('checks the dates a transit is said to be exact, naming both its bodies', () => {
    expect(check('Transiting Saturn squares your natal Uranus, exact on January 17, 2027.')).toEqual([
      'date T.saturn-uranus-square 2027-01-17',
    ]);
    expect(check('Saturn squares your Jupiter exactly on 2027-03-01.')).toEqual([
      'date T.saturn-jupiter-square 2027-03-01 ≠ 2026-05-04, 2026-10-28, 2027-01-22',
    ]);
    expect(check('トランジットの冥王星がアセンダントにトラインを作るのは2026年12月20日です。')).toEqual([
      'date T.pluto-ascendant-trine 2026-12-20',
    ]);
    // A date without its year is one of the passes' days; a day either way is the time zone's.
    expect(check('行运土星与本命天王星形成刑相位，11月3日前后最明显。')).toEqual([
      'date T.saturn-uranus-square 11-03',
    ]);
    expect(check('土星が天王星に90度を作るのは11月9日ごろです。')).toEqual([
      'date T.saturn-uranus-square 11-09 ≠ 05-01, 11-02, 01-17',
    ]);
    // A birth date, or a transit the facts do not hold, is not checked.
    expect(check('On 1990-05-15 Saturn stood near Uranus.')).toEqual([]);
    expect(check('Jupiter trines your Sun on 2027-03-01.')).toEqual([]);
  });
});
