import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadGazetteer } from './gazetteer';
import { REGION_ORDER } from './place';
import { searchPlaces } from './search-places';

let gaz: Gazetteer;
beforeAll(async () => {
  gaz = await loadGazetteer();
});

const names = (groups: ReturnType<typeof searchPlaces>, region: string) =>
  groups.find((g) => g.region === region)?.places.map((p) => p.name) ?? [];

describe('searchPlaces', () => {
  it('finds a substring in any name, in its region group', () => {
    const r = searchPlaces(gaz, '京', { limit: 50 });
    expect(names(r, 'japan')).toEqual(expect.arrayContaining(['東京', '京都']));
    expect(names(r, 'china')).toEqual(expect.arrayContaining(['北京', '南京']));
    expect(names(r, 'japan')).not.toContain('北京');
  });

  it('orders groups japan, china, hk-mo-tw, world and leaves empty groups out', () => {
    const r = searchPlaces(gaz, '台');
    const order = r.map((g) => g.region);
    expect(order).toEqual(REGION_ORDER.filter((x) => order.includes(x)));
    expect(order).toContain('hk-mo-tw');
    expect(searchPlaces(gaz, 'Reykjav').map((g) => g.region)).toEqual(['world']);
  });

  it('ranks exact and prefix matches above substrings, each by population', () => {
    const japan = searchPlaces(gaz, '京', { limit: 50 }).find((g) => g.region === 'japan')?.places ?? [];
    const startsWith = japan.filter((p) => p.names.ja?.startsWith('京'));
    const inside = japan.filter((p) => !p.names.ja?.startsWith('京'));
    expect(japan.indexOf(startsWith.at(-1) as never)).toBeLessThan(japan.indexOf(inside[0] as never));
    for (const list of [startsWith, inside]) {
      const pops = list.map((p) => p.population);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
    }
    expect(searchPlaces(gaz, 'tokyo')[0]?.places[0]?.names.en).toBe('Tokyo');
  });

  it('matches every script and spelling, folded', () => {
    for (const q of ['ハルビン', '哈尔滨', 'harb', 'HARBIN']) {
      expect(names(searchPlaces(gaz, q), 'china'), q).toContain('哈尔滨');
    }
    for (const q of ['sao paulo', 'São', 'サンパウロ', '圣保罗']) {
      expect(names(searchPlaces(gaz, q), 'world'), q).toContain('São Paulo');
    }
    expect(names(searchPlaces(gaz, '臺北'), 'hk-mo-tw')).toContain('臺北');
    expect(names(searchPlaces(gaz, '大阪市'), 'japan')[0]).toBe('大阪');
  });

  it('offers the capital for a province or prefecture name', () => {
    expect(names(searchPlaces(gaz, '広東'), 'china')).toContain('广州');
    expect(names(searchPlaces(gaz, '北海道'), 'japan')).toContain('札幌');
  });

  it('lists the largest places of each region for an empty query, Macao included', () => {
    const r = searchPlaces(gaz, '');
    expect(r.map((g) => g.region)).toEqual(REGION_ORDER);
    expect(names(r, 'japan')[0]).toBe('東京');
    expect(names(r, 'china')).toEqual(expect.arrayContaining(['北京', '上海']));
    expect(names(r, 'hk-mo-tw')).toEqual(expect.arrayContaining(['香港', '澳門', '臺北']));
    for (const g of r) expect(g.places.length).toBeLessThanOrEqual(8);
    expect(searchPlaces(gaz, '   ')).toEqual(r);
  });

  it('honours the limit per group', () => {
    for (const g of searchPlaces(gaz, 'a', { limit: 3 })) expect(g.places.length).toBeLessThanOrEqual(3);
  });

  it('ranks names in the UI language first among equal matches', () => {
    // さくら is the name of さくら市 (Tochigi) and the reading of the larger 佐倉 (Chiba).
    expect(names(searchPlaces(gaz, 'さくら'), 'japan').slice(0, 2)).toEqual(['佐倉', 'さくら']);
    expect(names(searchPlaces(gaz, 'さくら', { lang: 'ja' }), 'japan').slice(0, 2)).toEqual([
      'さくら',
      '佐倉',
    ]);
  });

  it.each([
    '🙂',
    '😀東京',
    '.*',
    '[',
    '(?:',
    '\\',
    '$^',
    '%',
    '\u0000',
    '\u0001',
    'x'.repeat(100_000),
    '東'.repeat(5000),
    '\uD800',
  ])('never throws on %j', (q) => {
    expect(() => searchPlaces(gaz, q)).not.toThrow();
    expect(Array.isArray(searchPlaces(gaz, q))).toBe(true);
  });

  it('finds nothing for nonsense', () => {
    expect(searchPlaces(gaz, 'qqqqzzzz')).toEqual([]);
  });
});
