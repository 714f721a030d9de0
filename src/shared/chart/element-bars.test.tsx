import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import { LANGS, type Lang, localeJson, renderIn, ssrI18n } from '../../test/ssr-i18n';
import { ElementBars } from './bazi-hero';

let instances: Record<Lang, I18n>;
beforeAll(async () => {
  instances = await ssrI18n(['common', 'results']);
});

const chartOf = (date: string) =>
  computeChart(
    parseChartRequest({
      date,
      time: '14:30',
      lat: 35.6762,
      lng: 139.6503,
      tz: 'Asia/Tokyo',
      gender: 'female',
    }),
  );
/** Each bar's value text, by element. */
const values = (html: string) =>
  new Map(
    [...html.matchAll(/data-element="(\w+)".*?<span class="eb-value num">(.*?)<\/span>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('the hero element bars (issue 27 §4: "missing" says whether a hidden stem holds it)', () => {
  it('call an element absent only when no hidden stem holds it either', () => {
    // 1975-03-02: neither metal nor water among the eight characters or their hidden stems.
    const chart = chartOf('1975-03-02');
    expect(chart.bazi.elements.missing).toEqual(['metal', 'water']);
    expect(chart.bazi.elements.hiddenOnly).toEqual([]);
    for (const lang of LANGS) {
      const html = renderIn(instances[lang], <ElementBars chart={chart} />);
      const none = localeJson(lang, 'results').baziHero.missing as string;
      expect(values(html).get('metal')).toBe(none);
      expect(values(html).get('water')).toBe(none);
      expect(html).not.toContain('data-testid="hidden-only"');
    }
  });

  it('weigh an element held only in a hidden stem, mark it and say where it is', () => {
    // 1995-12-25: fire is not among the eight characters but hides in a branch.
    const chart = chartOf('1995-12-25');
    expect(chart.bazi.elements.hiddenOnly).toEqual(['fire']);
    for (const lang of LANGS) {
      const html = renderIn(instances[lang], <ElementBars chart={chart} />);
      const r = localeJson(lang, 'results');
      expect(values(html).get('fire')).toBe(`${chart.bazi.elements.percent.fire}%*`);
      expect(html).toContain(r.baziHero.hiddenOnly.replace('{{elements}}', r.elements.fire));
    }
  });
});
