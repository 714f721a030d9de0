import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, type GazetteerFile } from '../../core/geo/gazetteer';
import { placeContext, placeName } from '../../core/geo/place-label';
import { resolvePlace } from '../../core/geo/resolve-place';
import { searchPlaces } from '../../core/geo/search-places';
import { lookUpBirthplace, placeOptions } from './birthplace';
import type { PlaceEngine } from './place-engine';

const read = (f: string) =>
  JSON.parse(readFileSync(new URL(`../../core/geo/data/${f}`, import.meta.url), 'utf8')) as GazetteerFile;
const engine: PlaceEngine = {
  gazetteer: buildGazetteer(read('core.json'), read('world.json')),
  search: searchPlaces,
  resolve: resolvePlace,
  name: placeName,
  context: placeContext,
};

describe('lookUpBirthplace', () => {
  it('settles an exact name in any script on its listed place, under the text as typed', () => {
    for (const [text, lang, id] of [
      ['東京', 'ja', 'jp-13100'],
      ['东京', 'zh', 'jp-13100'],
      ['London', 'en', 'gn-2643743'],
      ['広東省', 'ja', engine.resolve(engine.gazetteer, '広東省').place.id],
    ] as const) {
      const r = lookUpBirthplace(engine, text, lang);
      expect(r.kind, text).toBe('found');
      if (r.kind !== 'found') continue;
      expect(r.chosen.label).toBe(text);
      expect(r.chosen.coordinates.placeId).toBe(id);
      const place = engine.gazetteer.byId.get(id)?.place;
      expect(r.chosen.coordinates).toMatchObject({ lat: place?.lat, lng: place?.lng, tz: place?.tz });
      expect(r.chosen.coordinates.fallback).toBeUndefined();
    }
  });
  it('does not settle a mere prefix: the user chooses among the matches', () => {
    const r = lookUpBirthplace(engine, 'Lond', 'en');
    expect(r.kind).toBe('unknown');
    if (r.kind === 'unknown') expect(r.matches.map((p) => p.id)).toContain('gn-2643743');
  });
  it('leaves an unknown name unknown (no silent Tokyo)', () => {
    expect(lookUpBirthplace(engine, 'Qwxzzy Lake', 'en').kind).toBe('unknown');
  });
});

describe('placeOptions', () => {
  it('labels same-named places with their region, and flags the ones the labels cannot tell apart', () => {
    const fuchu = engine.search(engine.gazetteer, '府中', { lang: 'ja' }).flatMap((g) => g.places);
    const options = placeOptions(engine, fuchu, 'ja');
    const labels = options.map((o) => [o.name, ...o.context].join('・'));
    expect(labels).toContain('府中・東京都・日本');
    expect(labels).toContain('府中・広島県・日本');
    expect(new Set(labels).size).toBe(labels.length);
    expect(options.every((o) => !o.samePlaceName)).toBe(true);
    const tokyo = engine.gazetteer.byId.get('jp-13100')?.place;
    if (!tokyo) throw new Error('no Tokyo');
    const twins = placeOptions(engine, [tokyo, { ...tokyo, id: 'twin', lat: 0 }], 'en');
    expect(twins.map((o) => o.samePlaceName)).toEqual([true, true]);
  });
});
