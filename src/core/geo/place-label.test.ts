import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, type GazetteerFile } from './gazetteer';
import { placeContext, placeName } from './place-label';

const read = (f: string) =>
  JSON.parse(readFileSync(new URL(`./data/${f}`, import.meta.url), 'utf8')) as GazetteerFile;
const gaz = buildGazetteer(read('core.json'), read('world.json'));
const byId = (id: string) => {
  const e = gaz.byId.get(id);
  if (!e) throw new Error(`no ${id}`);
  return e.place;
};

describe('placeName', () => {
  it('gives the Japanese, Simplified Chinese or English name', () => {
    const yokohama = byId('jp-14100');
    expect(placeName(yokohama, 'ja')).toBe('横浜');
    expect(placeName(yokohama, 'zh')).toBe('横滨');
    expect(placeName(yokohama, 'en')).toBe('Yokohama');
  });
});

describe('placeContext', () => {
  it('localizes prefecture and country', () => {
    const yokohama = byId('jp-14100');
    expect(placeContext(gaz, yokohama, 'ja')).toEqual(['神奈川県', '日本']);
    expect(placeContext(gaz, yokohama, 'zh')).toEqual(['神奈川县', '日本']);
    expect(placeContext(gaz, yokohama, 'en')).toEqual(['Kanagawa', 'Japan']);
  });
});
