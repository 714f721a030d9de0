import type { i18n as I18n, TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import { offenders } from '../../test/machine-formats';
import { LANGS, type Lang, ssrI18n } from '../../test/ssr-i18n';
import type { UserData } from '../stores/app-types';
import { posterSpecOf } from './poster-spec';

let instances: Record<Lang, I18n>;
beforeAll(async () => {
  instances = await ssrI18n(['common', 'results', 'share']);
});

// Munich, chosen from the gazetteer on a Japanese page: the poster names it in the reader's language (issue 31 §4).
const user: UserData = {
  name: 'Anna',
  birthdate: '1985-03-02',
  birthHour: 9,
  birthMinute: 15,
  birthplace: 'ミュンヘン',
  gender: 'female',
  coordinates: {
    lat: 48.13743,
    lng: 11.57549,
    tz: 'Europe/Berlin',
    names: { en: 'Munich', ja: 'ミュンヘン', zhHans: '慕尼黑', zhHant: '慕尼黑' },
  },
} as UserData;
const chart = computeChart(
  parseChartRequest({
    date: '1985-03-02',
    time: '09:15',
    lat: 48.13743,
    lng: 11.57549,
    tz: 'Europe/Berlin',
    gender: 'female',
  }),
);
const PLACE: Record<Lang, string> = { ja: 'ミュンヘン', zh: '慕尼黑', en: 'Munich' };
const BORN: Record<Lang, string> = {
  ja: '1985年3月2日 09:15',
  zh: '1985年3月2日 09:15',
  en: '2 March 1985 at 09:15',
};

describe('the poster’s words', () => {
  it('write the birth, the day read and the place as each language does, with no machine format', () => {
    for (const lang of LANGS)
      for (const kind of ['astrology', 'bazi', 'transit'] as const) {
        const spec = posterSpecOf({
          kind,
          results: { chart, placeResolved: true, computedAt: '2026-12-05T12:00:00Z', dataSource: 'local' },
          user,
          includeName: true,
          date: '2027-01-01',
          link: 'https://example.test/s#x',
          fontFamily: 'sans-serif',
          t: instances[lang].t as TFunction,
          lang,
        });
        const words = [
          spec.title,
          spec.subtitle,
          spec.scanLine,
          ...spec.facts.flatMap((f) => [f.label, f.value]),
        ];
        const at = `${lang} ${kind}`;
        expect(offenders(words.join('\n'), lang), at).toEqual([]);
        expect(spec.subtitle, at).toContain(BORN[lang]);
        expect(spec.subtitle, at).toContain(PLACE[lang]);
        expect(spec.title, at).toContain('Anna');
        if (kind === 'transit')
          expect(spec.subtitle, at).toContain(lang === 'en' ? '1 January 2027' : '2027年1月1日');
      }
  });
});
