import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../content/transits/en.json';
import ja from '../../content/transits/ja.json';
import type { TransitContent } from '../../content/transits/transit-content';
import zh from '../../content/transits/zh.json';
import { referenceChart } from '../../core/chart/reference-chart';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import { dailyReading } from '../../core/transit/daily-reading';
import { LANGS, type Lang, ssrI18n } from '../../test/ssr-i18n';
import { dailySentences, firstSentence } from './daily-text';

let instances: Record<Lang, I18n>;
beforeAll(async () => {
  instances = await ssrI18n(['results']);
});
const content = { ja, zh, en } as unknown as Record<Lang, TransitContent>;
const chart = referenceChart();
const noTime = { ...chart, houses: null, angles: null, timeKnown: false } as unknown as typeof chart;
const start = jdUtFromUnixMs(Date.UTC(2027, 0, 1, 3));

describe('the daily reading in words', () => {
  it('reads every day of a season in every language, whole, in three to five sentences, never twice running', () => {
    for (const lang of LANGS) {
      const t = instances[lang].getFixedT(lang, 'results') as unknown as Parameters<typeof dailySentences>[0];
      for (const c of [chart, noTime]) {
        let previous = '';
        for (let d = 0; d < 70; d++) {
          const lines = dailySentences(t, dailyReading(c, start + d), content[lang]);
          expect(lines.length).toBeGreaterThanOrEqual(3);
          expect(lines.length).toBeLessThanOrEqual(5);
          const text = lines.join(' ');
          expect(text, text).not.toMatch(/\{\{|results:|daily\.|undefined|（）|\(\)/);
          if (lang === 'zh') expect(text).not.toMatch(/[:・]/);
          if (lang === 'ja') expect(text).not.toContain('空亡');
          if (lang === 'en') expect(text).not.toMatch(/[（）、。]/);
          expect(text).not.toBe(previous);
          previous = text;
        }
      }
    }
  });

  it('names what is transiting and the natal point it touches', () => {
    const r = dailyReading(chart, start + 40);
    const lead = r.contacts[0];
    expect(lead).toBeDefined();
    if (!lead) return;
    const t = instances.en.getFixedT('en', 'results') as unknown as Parameters<typeof dailySentences>[0];
    const text = dailySentences(t, r, content.en).join(' ');
    const body = (b: string) => instances.en.t(`results:bodies.${b}`);
    expect(text).toContain(`Transiting ${body(lead.transit)}`);
    expect(text).toContain(`your natal ${body(lead.natal)}`);
  });

  it('quotes only the first sentence of a reading text', () => {
    expect(firstSentence('土星が重なります。焦らず進めましょう。')).toBe('土星が重なります。');
    expect(firstSentence('Work steadily. Rest well.')).toBe('Work steadily.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });
});
