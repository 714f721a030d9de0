import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sunSignsOfYear } from '../../core/astrology/sign-ingress';
import { TABLE_KINDS } from './content/vocabulary';
import { ReferenceTable } from './reference-tables';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'ja',
    defaultNS: 'learn',
    resources: Object.fromEntries(
      ['ja', 'zh', 'en'].map((l) => [l, { learn: locale(l, 'learn'), results: locale(l, 'results') }]),
    ),
    interpolation: { escapeValue: false },
    saveMissing: false,
  });
});

/** The table's rows as text cells (the header row first). */
function rows(kind: (typeof TABLE_KINDS)[number], lang = 'ja'): string[][] {
  void i18n.changeLanguage(lang);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ReferenceTable table={kind} />
    </I18nextProvider>,
  );
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((r) =>
    [...(r[1] as string).matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) =>
      (c[1] as string).replace(/<[^>]+>/g, ''),
    ),
  );
}

describe('reference tables from the engine', () => {
  it('every kind renders in every language, with no key left', () => {
    for (const lang of ['ja', 'zh', 'en'])
      for (const kind of TABLE_KINDS) {
        const r = rows(kind, lang);
        expect(r.length, `${lang} ${kind}`).toBeGreaterThan(4);
        expect(JSON.stringify(r), `${lang} ${kind}`).not.toMatch(/tables\.|results:|facts\./);
      }
  });

  it('says what the engine holds', () => {
    const branches = rows('branches');
    expect(branches.find((r) => r[0]?.startsWith('辰'))?.[2]).toBe('土戊・乙・癸');
    expect(rows('tenGods')).toHaveLength(11);
    expect(rows('stages')).toHaveLength(13);
    const terms = rows('solarTerms');
    expect(terms[1]).toEqual(['立春', '315°', '節', '寅']);
    expect(terms.at(-1)).toEqual(['大寒', '300°', '中気', '']);
    expect(terms.find((r) => r[0] === '小寒')?.[3]).toBe('丑');
    const venus = rows('planets').find((r) => r[0] === '金星');
    expect(venus?.slice(1)).toEqual([
      '本来の座（ドミサイル） 牡牛座・天秤座高揚（エグザルテーション） 魚座',
      '障害（デトリメント） 牡羊座・蠍座下降（フォール） 乙女座',
    ]);
    // Mercury is at home and exalted in Virgo: both lines say so.
    expect(
      rows('planets', 'en')
        .find((r) => r[0] === 'Mercury')
        ?.slice(1),
    ).toEqual(['Domicile Gemini, VirgoExaltation Virgo', 'Detriment Sagittarius, PiscesFall Pisces']);
    expect(rows('aspects', 'en')[1]?.[1]).toBe('5–10°');
    // Signs: element, modality and traditional ruler; the Sun's dates this year from the engine's ingresses.
    const signs = rows('signs', 'en');
    expect(signs[1]?.slice(1)).toEqual(['FireCardinal', 'Mars']);
    expect(signs[12]?.slice(1)).toEqual(['WaterMutable', 'Jupiter']);
    const aries = sunSignsOfYear(new Date().getFullYear())[0] as { fromUtcMs: number };
    const start = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric' }).format(
      aries.fromUtcMs,
    );
    expect(signs[1]?.[0]).toContain(`0°–30°${start}–`);
  });
});
