import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import { referenceChart } from '../../core/chart/reference-chart';
import { type Lang, renderIn, ssrI18n } from '../../test/ssr-i18n';
import { LunarLine } from './lunar-line';

let i18n: Record<Lang, I18n>;
beforeAll(async () => {
  i18n = await ssrI18n(['results']);
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the birth in the lunar calendar under the pillars (issue 29 §1)', () => {
  it('names the 农历 date and one animal when 立春 and 春节 agree', () => {
    const c = referenceChart();
    expect(text(renderIn(i18n.zh, <LunarLine chart={c} />))).toBe('农历庚午年四月廿一（1990年） 生肖属马。');
    expect(text(renderIn(i18n.ja, <LunarLine chart={c} />))).toBe(
      '旧暦 1990年（庚午年）4月21日 生まれ年の十二支はウマです。 九星：本命星は一白水星、月命星は五黄土星です。',
    );
    expect(text(renderIn(i18n.en, <LunarLine chart={c} />))).toBe(
      'Chinese lunar calendar: day 21 of the 4th month, 庚午 year (1990) Zodiac animal: Horse.',
    );
  });

  it('names both animals between 春节 and 立春, and a leap month as leap', () => {
    const dog = computeChart(
      parseChartRequest({
        date: '1995-02-04',
        time: '03:50',
        lat: 39.9042,
        lng: 116.4074,
        tz: 'Asia/Shanghai',
      }),
    );
    expect(text(renderIn(i18n.zh, <LunarLine chart={dog} />))).toBe(
      '农历乙亥年正月初五（1995年） 生肖：按立春（八字的算法）属狗；按春节的习俗属猪。',
    );
    expect(text(renderIn(i18n.en, <LunarLine chart={dog} />))).toContain(
      'Dog by the start of spring (立春), as BaZi counts; Pig by the Spring Festival custom.',
    );
    const leap = computeChart(
      parseChartRequest({
        date: '2023-04-10',
        time: '12:00',
        lat: 22.3193,
        lng: 114.1694,
        tz: 'Asia/Hong_Kong',
      }),
    );
    expect(text(renderIn(i18n.zh, <LunarLine chart={leap} />))).toContain('农历癸卯年闰二月二十');
    expect(text(renderIn(i18n.ja, <LunarLine chart={leap} />))).toContain('閏2月20日');
  });

  it('reads a chart stored before charts carried the lunar date from its own date', () => {
    const { lunar: _, ...old } = referenceChart();
    expect(text(renderIn(i18n.zh, <LunarLine chart={{ ...old, lunar: undefined } as never} />))).toContain(
      '农历庚午年四月廿一',
    );
  });
});
