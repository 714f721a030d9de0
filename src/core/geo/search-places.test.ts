import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadGazetteer } from './gazetteer';
import { REGION_ORDER } from './place';
import { placeSuggestions, searchPlaces, typoBudget, typoDistance } from './search-places';

let gaz: Gazetteer;
beforeAll(async () => {
  gaz = await loadGazetteer();
}, 60_000); // the three data files, indexed: slow on a busy machine

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
    expect(placeSuggestions(gaz, 'qqqqzzzz')).toEqual([]);
  });
});

describe('typo-tolerant search', () => {
  const first = (q: string) => searchPlaces(gaz, q)[0]?.places[0]?.name;

  it.each([
    ['tokyou', '東京'],
    ['osaks', '大阪'],
    ['sapporro', '札幌'],
    ['tokoy', '東京'],
    ['nagoay', '名古屋'],
    ['bejing', '北京'],
    ['chicgo', 'Chicago'],
    ['londn', 'London'],
  ])('finds %s as %s', (q, name) => {
    expect(first(q)).toBe(name);
    expect(placeSuggestions(gaz, q)[0]?.name).toBe(name);
  });

  it('forgives one typo for 4–7 letters, two from 8, none below 4 or outside Latin letters', () => {
    expect([typoBudget('tok'), typoBudget('tokyo'), typoBudget('tokyoto'), typoBudget('sapporro')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect(typoBudget('東京東京東京東京')).toBe(0);
    expect(first('tokyouu')).toBeUndefined(); // two typos in 7 letters
    expect(first('sappporro')).toBe('札幌'); // two typos in 9 letters
    expect(first('tkyo')).toBe('東京'); // 4 letters, one deletion
  });

  it('ranks typo matches after names that contain the query', () => {
    // "kyto" is inside no name: typo matches only (京都 by population, then 江東区 …).
    expect(first('kyto')).toBe('京都');
    // "osaka" starts names, so no typo matches are added (大崎 is one typo away).
    const japan = searchPlaces(gaz, 'osaka', { limit: 50 }).find((g) => g.region === 'japan')?.places ?? [];
    expect(japan.map((p) => p.name)).not.toContain('大崎');
    // Fewest typos first.
    expect(placeSuggestions(gaz, 'sapporro', { limit: 3 })[0]?.name).toBe('札幌');
  });

  it('computes the restricted Damerau–Levenshtein distance', () => {
    expect(typoDistance('osaks', 'osaka', 2)).toBe(1);
    expect(typoDistance('tokoy', 'tokyo', 2)).toBe(1);
    expect(typoDistance('tokyou', 'tokyo', 2)).toBe(1);
    expect(typoDistance('abcd', 'badc', 2)).toBe(2);
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(typoDistance('', 'abc', 5)).toBe(3);
    expect(typoDistance('a'.repeat(200), 'a'.repeat(199), 1)).toBe(1);
  });
});

describe('pinyin and districts', () => {
  const first = (q: string) => searchPlaces(gaz, q)[0]?.places[0];

  it.each([
    ['xianggang', '香港'],
    ['xiang gang', '香港'],
    ['aomen', '澳門'],
    ['taibei', '臺北'],
    ['xi an', '西安'],
    ['xian', '西安'],
    ['gaoxiong', '高雄'],
  ])('finds toneless pinyin %s as %s', (q, name) => {
    expect(first(q)?.name).toBe(name);
  });

  it.each([
    ['渋谷', 'jp-13113'],
    ['涩谷', 'jp-13113'],
    ['shibuya', 'jp-13113'],
    ['新宿', 'jp-13104'],
    ['天王寺', 'jp-27109'],
    ['naniwa', 'jp-27111'],
    ['海淀', 'cn-110108'],
    ['haidian', 'cn-110108'],
    ['浦东', 'cn-310115'],
    ['天河区', 'cn-440106'],
    ['福田', 'cn-440304'],
    ['观塘', 'hk-kwun-tong'],
    ['觀塘', 'hk-kwun-tong'],
    ['yau tsim mong', 'hk-yau-tsim-mong'],
  ])('finds the district %s', (q, id) => {
    const ids = searchPlaces(gaz, q).flatMap((g) => g.places.map((p) => p.id));
    expect(ids).toContain(id);
  });

  it('has the wards of Tokyo and Osaka and the districts of Beijing, Shanghai, Guangzhou, Shenzhen, Hong Kong', () => {
    const count = (pred: (id: string) => boolean) => gaz.entries.filter((e) => pred(e.place.id)).length;
    expect(count((id) => /^jp-131(0[1-9]|1\d|2[0-3])$/.test(id))).toBe(23);
    expect(count((id) => /^jp-271(0[2-9]|1\d|2[0-8])$/.test(id))).toBe(24);
    expect(count((id) => /^cn-1101\d\d$/.test(id))).toBe(16);
    expect(count((id) => /^cn-3101\d\d$/.test(id))).toBe(16);
    expect(count((id) => /^cn-4401\d\d$/.test(id))).toBe(11);
    expect(count((id) => /^cn-4403\d\d$/.test(id))).toBe(9);
    // Districts carry their own coordinates: Haidian is not Beijing's centre.
    const haidian = gaz.byId.get('cn-110108')?.place;
    const beijing = gaz.byId.get('cn-11')?.place;
    expect(haidian?.tz).toBe('Asia/Shanghai');
    expect(Math.abs((haidian?.lng ?? 0) - (beijing?.lng ?? 0))).toBeGreaterThan(0.05);
    expect(gaz.byId.get('jp-27127')?.place.parent).toBe('jp-27100');
  });
});
