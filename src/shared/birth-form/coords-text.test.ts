import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { coordsText } from './coords-text';

const home = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/home.json`, import.meta.url), 'utf8'));

describe('coordsText', () => {
  it('writes both hemispheres in each language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ja',
      ns: ['home'],
      defaultNS: 'home',
      resources: { ja: { home: home('ja') }, zh: { home: home('zh') }, en: { home: home('en') } },
      interpolation: { escapeValue: false },
    });
    const text = (lang: string, lat: number, lng: number) =>
      coordsText(i18n.getFixedT(lang, 'home') as Parameters<typeof coordsText>[0], lat, lng);
    expect(text('ja', 34.5735, 133.2351)).toBe('北緯34.57°・東経133.24°');
    expect(text('zh', -33.5, -70.25)).toBe('南纬33.50°，西经70.25°');
    expect(text('en', 51.5085, -0.1257)).toBe('51.51° N, 0.13° W');
  });
});
