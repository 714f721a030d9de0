import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadGazetteer } from './gazetteer';
import type { Place } from './place';
import { countryName, type LabelLang, placeContext, placeName } from './place-label';

let gaz: Gazetteer;
/** The core and world lists only (what the field offers before the towns list arrives). */
let worldGaz: Gazetteer;
beforeAll(async () => {
  [gaz, worldGaz] = await Promise.all([loadGazetteer(), loadGazetteer({ towns: false })]);
}, 60_000); // the three data files, indexed: slow on a busy machine

const LANGS: LabelLang[] = ['ja', 'zh', 'en'];
const byId = (id: string): Place => {
  const entry = gaz.byId.get(id);
  if (!entry) throw new Error(`no place ${id}`);
  return entry.place;
};
const label = (place: Place, lang: LabelLang, g = gaz) =>
  `${placeName(place, lang)} · ${placeContext(g, place, lang).join(', ')}`;

describe('placeName', () => {
  it('gives the Japanese, Simplified Chinese or English name', () => {
    const yokohama = byId('jp-14100');
    expect(LANGS.map((l) => placeName(yokohama, l))).toEqual(['横浜', '横滨', 'Yokohama']);
    const taipei = byId('tw-taipei');
    expect(LANGS.map((l) => placeName(taipei, l))).toEqual(['台北', '台北', 'Taipei']);
  });

  it('writes Japanese places in Simplified Chinese for the Chinese UI, not in traditional variants', () => {
    expect(placeName(byId('jp-13113'), 'zh')).toBe('涩谷区');
    expect(placeName(byId('jp-13115'), 'zh')).toBe('杉并区');
    expect(placeName(byId('jp-28100'), 'zh')).toBe('神户');
    expect(placeName(byId('jp-13113'), 'ja')).toBe('渋谷区');
  });

  it('never shows a traditional-only character in a Japanese place for the Chinese UI', () => {
    // Forms OpenCC leaves traditional when converting from Japanese (a regression guard for the build).
    const traditional = /[澁竝戸鄕萠筿]/u;
    const bad = gaz.entries
      .filter((e) => e.place.country === 'JP' && traditional.test(placeName(e.place, 'zh')))
      .map((e) => e.place.name);
    expect(bad).toEqual([]);
  });
});

describe('placeContext', () => {
  it('localizes prefectures and provinces', () => {
    const yokohama = byId('jp-14100');
    expect(LANGS.map((l) => placeContext(gaz, yokohama, l))).toEqual([
      ['神奈川県', '日本'],
      ['神奈川县', '日本'],
      ['Kanagawa', 'Japan'],
    ]);
    const shenzhen = byId('cn-4403');
    expect(LANGS.map((l) => placeContext(gaz, shenzhen, l))).toEqual([
      ['広東省', '中国'],
      ['广东省', '中国'],
      ['Guangdong', 'China'],
    ]);
  });

  it('tells the Springfields apart by state', () => {
    const all = gaz.entries.filter((e) => e.place.names.en === 'Springfield').map((e) => e.place);
    const labels = all.map((p) => label(p, 'en'));
    expect(all.length).toBeGreaterThan(3);
    expect(new Set(labels).size).toBe(all.length);
    expect(labels.every((l) => /^Springfield · [A-Z][a-z]+( [A-Z][a-z]+)?, United States$/.test(l))).toBe(
      true,
    );
    const springfields = all.filter((p) => p.population >= 100_000);
    expect(springfields.map((p) => label(p, 'en')).sort()).toEqual([
      'Springfield · Illinois, United States',
      'Springfield · Massachusetts, United States',
      'Springfield · Missouri, United States',
    ]);
    expect(springfields.map((p) => label(p, 'ja')).sort()).toEqual([
      'スプリングフィールド · イリノイ州, アメリカ合衆国',
      'スプリングフィールド · マサチューセッツ州, アメリカ合衆国',
      'スプリングフィールド · ミズーリ州, アメリカ合衆国',
    ]);
  });

  it('leads a ward or district with its city', () => {
    expect(label(byId('jp-27127'), 'ja')).toBe('北区 · 大阪市, 日本');
    expect(label(byId('jp-13117'), 'ja')).toBe('北区 · 東京都, 日本');
    expect(label(byId('cn-440106'), 'zh')).toBe('天河区 · 广州市, 广东省, 中国');
    expect(label(byId('cn-110108'), 'en')).toBe('Haidian · Beijing, China');
  });

  it('leaves out parts that repeat the name and shortens Hong Kong and Macao', () => {
    expect(placeContext(gaz, byId('jp-13100'), 'ja')).toEqual(['日本']);
    expect(placeContext(gaz, byId('cn-11'), 'zh')).toEqual(['中国']);
    expect(placeContext(gaz, byId('hk-hong-kong'), 'en')).toEqual([]);
    expect(placeContext(gaz, byId('hk-north'), 'zh')).toEqual(['香港']);
    expect(countryName('MO', 'zh')).toBe('澳门');
    expect(countryName('US', 'zh')).toBe('美国');
  });

  /** Labels shared by two places, and the places whose label needs their coordinates. */
  const labelClashes = (g: Gazetteer, lang: LabelLang) => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    const needCoordinates: string[] = [];
    for (const { place } of g.entries) {
      const context = placeContext(g, place, lang);
      if (context.some((c) => c.includes('°'))) needCoordinates.push(place.id);
      const text = label(place, lang, g);
      const other = seen.get(text);
      if (other) duplicates.push(`${text} (${other}, ${place.id})`);
      seen.set(text, place.id);
    }
    return { duplicates, needCoordinates };
  };

  it.each(LANGS)('gives every place of the core and world lists its own label (%s)', (lang) => {
    const { duplicates, needCoordinates } = labelClashes(worldGaz, lang);
    expect(duplicates).toEqual([]);
    // The coordinates are only a last resort; the build leaves no two of these places it cannot name apart.
    expect(needCoordinates).toEqual([]);
  });

  it.each(LANGS)('gives every place of the whole gazetteer its own label (%s)', (lang) => {
    const { duplicates, needCoordinates } = labelClashes(gaz, lang);
    expect(duplicates).toEqual([]);
    // Towns of one name in one country whose divisions the data does not name (India, the Philippines …)
    // are told apart by their coordinates: a few hundred of the 18,000 towns at most.
    expect(needCoordinates.length).toBeLessThan(500);
  });
});
