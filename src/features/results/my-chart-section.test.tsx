import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseChart, type Element as WesternElement } from '../../core/astrology/chart-analysis';
import { parseChartRequest } from '../../core/chart/chart-request';
import { type ChartOutput, computeChart } from '../../core/chart/compute-chart';
import { judgementOf } from '../../shared/verdict/judgement-of';
import { strengthLabel } from '../../shared/verdict/strength-label';
import { LANGS, type Lang, renderIn, ssrI18n } from '../../test/ssr-i18n';
import { MyChartSection } from './my-chart-section';

let instances: Record<Lang, I18n>;
beforeAll(async () => {
  instances = await ssrI18n(['common', 'results']);
});

const render = (lang: Lang, chart: ChartOutput) =>
  renderIn(instances[lang], <MyChartSection chart={chart} />);

const chartOf = (date: string, time = '14:30') =>
  computeChart(
    parseChartRequest({ date, time, lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', gender: 'female' }),
  );

/** The inner text of the element with `data-testid="id"` (tags stripped). */
const textOf = (html: string, id: string) => {
  const m = new RegExp(`data-testid="${id}"[^>]*>(.*?)</(li|span)>`).exec(html);
  return m ? (m[1] as string).replace(/<[^>]+>/g, '') : null;
};

const SAME_NAME: Partial<Record<WesternElement, 'fire' | 'earth' | 'water'>> = {
  fire: 'fire',
  earth: 'earth',
  water: 'water',
};

describe('My Chart: the BaZi recommendation is the judgement’s', () => {
  it('names the 用神 and 喜神, never the missing elements as such (1990-05-15: wood is missing and 仇神)', () => {
    const chart = chartOf('1990-05-15');
    const j = judgementOf(chart);
    expect(chart.bazi.elements.missing).toEqual(['wood']);
    expect(j.useOf.wood).toBe('enemy');
    const ja = textOf(render('ja', chart), 'bazi-recommendation');
    expect(ja).toBe(
      '四柱推命では、あなたの命式（身弱）の用神は土、喜神は金です。この二つの五行にちなむ色や方角、季節の過ごし方を取り入れてみるのも一つの楽しみ方です。',
    );
    expect(ja).not.toContain('木');
  });

  it('over many births and three languages: the elements named are the judgement’s, with its strength label', () => {
    for (let d = 1; d <= 360; d += 9) {
      const date = new Date(Date.UTC(1979, 0, d)).toISOString().slice(0, 10);
      const chart = chartOf(date, `${String(d % 24).padStart(2, '0')}:15`);
      const j = judgementOf(chart);
      for (const lang of LANGS) {
        const t = instances[lang].getFixedT(lang, 'results');
        const html = render(lang, chart);
        expect(html).toContain(`data-useful="${j.elements.useful}"`);
        expect(html).toContain(`data-favourable="${j.elements.favourable}"`);
        expect(textOf(html, 'bazi-recommendation')).toBe(
          t('mychart.recBazi', {
            level: strengthLabel(t, j),
            useful: t(`elements.${j.elements.useful}`),
            favourable: t(`elements.${j.elements.favourable}`),
          }),
        );
      }
    }
  });
});

describe('My Chart: Western advice beside the BaZi verdict', () => {
  it('says the two systems differ whenever it advises an element the BaZi chart does not favour', () => {
    let differs = 0;
    let agrees = 0;
    for (let d = 1; d <= 360; d += 7) {
      const date = new Date(Date.UTC(1993, 0, d)).toISOString().slice(0, 10);
      const chart = chartOf(date);
      const j = judgementOf(chart);
      const a = analyseChart(chart.bodies, chart.angles?.ascendant.sign ?? null, chart.aspects);
      const weakest = (Object.entries(a.elements) as [WesternElement, number][]).sort(
        (x, y) => x[1] - y[1],
      )[0]?.[0] as WesternElement;
      const advised = weakest !== a.dominantElement ? SAME_NAME[weakest] : undefined;
      const html = render('ja', chart);
      const note = html.includes('data-testid="systems-differ"');
      if (advised && !['useful', 'favourable'].includes(j.useOf[advised])) {
        expect(note, `${date}: ${weakest} advised, ${advised} is ${j.useOf[advised]}`).toBe(true);
        expect(html).toContain(`data-element="${advised}"`);
        differs++;
      } else {
        expect(note, date).toBe(false);
        agrees++;
      }
    }
    expect(differs).toBeGreaterThan(0);
    expect(agrees).toBeGreaterThan(0);
  });
});
