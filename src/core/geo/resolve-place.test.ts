import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadGazetteer } from './gazetteer';
import { TOKYO_FALLBACK } from './place';
import { resolvePlace } from './resolve-place';
import { placeSuggestions } from './search-places';

let gaz: Gazetteer;
beforeAll(async () => {
  gaz = await loadGazetteer();
}, 60_000); // the three data files, indexed: slow on a busy machine

/** Great-circle distance in km. */
function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

// True positions (city centres, from general knowledge / GeoNames), not read from the generated data.
const CASES: { names: string[]; tz: string; country: string; lat: number; lng: number }[] = [
  {
    names: ['東京', '东京', 'Tokyo', 'tokyo', 'TOKYO', ' Tōkyō '],
    tz: 'Asia/Tokyo',
    country: 'JP',
    lat: 35.68,
    lng: 139.69,
  },
  {
    names: ['澳門', '澳门', 'Macau', 'Macao', 'macao'],
    tz: 'Asia/Macau',
    country: 'MO',
    lat: 22.2,
    lng: 113.55,
  },
  { names: ['臺北', '台北', 'Taipei', 'taipei'], tz: 'Asia/Taipei', country: 'TW', lat: 25.04, lng: 121.56 },
  {
    names: ['サンパウロ', 'São Paulo', 'Sao Paulo', 'sao paulo', 'SÃO PAULO'],
    tz: 'America/Sao_Paulo',
    country: 'BR',
    lat: -23.55,
    lng: -46.63,
  },
  {
    names: ['ハルビン', '哈尔滨', '哈爾濱', 'Harbin', 'harbin'],
    tz: 'Asia/Shanghai',
    country: 'CN',
    lat: 45.8,
    lng: 126.53,
  },
  {
    names: ['ソウル', '首尔', '首爾', 'Seoul', 'seoul'],
    tz: 'Asia/Seoul',
    country: 'KR',
    lat: 37.57,
    lng: 126.98,
  },
];

describe('resolvePlace: the names of issue 2', () => {
  for (const c of CASES) {
    for (const name of c.names) {
      it(`${name} -> ${c.names[2]}`, () => {
        const r = resolvePlace(gaz, name);
        expect(r.resolved).toBe(true);
        expect(r.via).toBe('name');
        expect(r.place.tz).toBe(c.tz);
        expect(r.place.country).toBe(c.country);
        expect(km(r.place.lat, r.place.lng, c.lat, c.lng)).toBeLessThan(15);
      });
    }
  }

  it('gives all spellings of a city the same entry', () => {
    for (const c of CASES) {
      const ids = new Set(c.names.map((n) => resolvePlace(gaz, n).place.id));
      expect([...ids]).toHaveLength(1);
    }
  });

  it('puts Tokyo exactly on the spec fallback point', () => {
    const r = resolvePlace(gaz, '東京');
    expect(r.place).toMatchObject({ lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', region: 'japan' });
    expect(r.name).toBe('東京');
  });

  it('shows the variant that matched, in its stored form', () => {
    expect(resolvePlace(gaz, 'tokyo').name).toBe('Tokyo');
    expect(resolvePlace(gaz, 'sao paulo').name).toBe('São Paulo');
    expect(resolvePlace(gaz, '臺北').name).toBe('臺北');
    expect(resolvePlace(gaz, '台北').name).toBe('台北');
    expect(resolvePlace(gaz, 'ハルビン').name).toBe('ハルビン');
  });
});

describe('resolvePlace: folding', () => {
  it('ignores case, accents, width and spacing', () => {
    const id = resolvePlace(gaz, 'Zürich').place.id;
    for (const q of ['zurich', 'ZURICH', 'Zurich ', 'Ｚｕｒｉｃｈ'])
      expect(resolvePlace(gaz, q).place.id).toBe(id);
    expect(resolvePlace(gaz, 'Tromso').place.id).toBe(resolvePlace(gaz, 'Tromsø').place.id);
    expect(resolvePlace(gaz, 'Reykjavik').place.id).toBe(resolvePlace(gaz, 'Reykjavík').place.id);
  });

  it('ignores administrative suffixes', () => {
    const osaka = resolvePlace(gaz, '大阪').place.id;
    expect(resolvePlace(gaz, '大阪市').place.id).toBe(osaka);
    expect(resolvePlace(gaz, 'Osaka-shi').place.id).toBe(osaka);
    expect(resolvePlace(gaz, 'osaka city').place.id).toBe(osaka);
    expect(resolvePlace(gaz, '東京都').place.id).toBe(resolvePlace(gaz, '東京').place.id);
    expect(resolvePlace(gaz, '广州市').place.id).toBe(resolvePlace(gaz, '广州').place.id);
    expect(resolvePlace(gaz, '世田谷').place.id).toBe(resolvePlace(gaz, '世田谷区').place.id);
  });

  it('prefers the natural reading of a shared name', () => {
    expect(resolvePlace(gaz, '大阪').place.country).toBe('JP');
    expect(resolvePlace(gaz, '府中').place.admin).toBe('Tokyo'); // the larger 府中
    expect(resolvePlace(gaz, '広島県府中市').place.admin).toBe('Hiroshima');
    expect(resolvePlace(gaz, 'London').place.population).toBeGreaterThan(1_000_000);
    expect(resolvePlace(gaz, '吉林').place.names.zhHans).toBe('吉林'); // the city, not the province
  });
});

describe('resolvePlace: provinces and prefectures', () => {
  it.each(['广东', '广东省', '広東省', '広東', '廣東', '廣東省', 'Guangdong', 'guangdong province'])(
    '%s -> Guangzhou',
    (q) => {
      const r = resolvePlace(gaz, q);
      expect(r.via).toBe('alias');
      expect(r.resolved).toBe(true);
      expect(r.place.names.en).toBe('Guangzhou');
      expect(km(r.place.lat, r.place.lng, 23.13, 113.26)).toBeLessThan(15);
    },
  );

  it('shows the capital in the language of the alias', () => {
    expect(resolvePlace(gaz, '広東省').name).toBe('広州');
    expect(resolvePlace(gaz, '广东').name).toBe('广州');
    expect(resolvePlace(gaz, '廣東').name).toBe('廣州');
    expect(resolvePlace(gaz, 'Guangdong').name).toBe('Guangzhou');
  });

  it.each([
    ['北海道', '札幌'],
    ['沖縄県', '那覇'],
    ['東京都', '東京'],
    ['大阪府', '大阪'],
    ['愛知県', '名古屋'],
    ['吉林省', '長春'],
    ['黑龙江省', '哈爾浜'],
    ['新疆维吾尔自治区', '烏魯木斉'],
    ['海南', '海口'],
  ])('%s -> %s', (q, capitalJa) => {
    expect(resolvePlace(gaz, q).place.names.ja).toBe(capitalJa);
  });
});

describe('resolvePlace: prefixes and unknown names', () => {
  it('resolves a unique start of a name to the largest such place', () => {
    const r = resolvePlace(gaz, 'Toky');
    expect(r).toMatchObject({ via: 'prefix', resolved: true });
    expect(r.place.id).toBe(resolvePlace(gaz, 'Tokyo').place.id);
    expect(resolvePlace(gaz, 'ハルビ').place.names.en).toBe('Harbin');
  });

  it('never matches inside a name, nor a name inside the query', () => {
    expect(resolvePlace(gaz, 'okyo').resolved).toBe(false); // inside "tokyo"
    expect(resolvePlace(gaz, '我出生在东京附近').resolved).toBe(false); // 东京 inside the query
    expect(resolvePlace(gaz, 'to').resolved).toBe(false); // too short for a Latin prefix
  });

  it.each([
    'Brigadoon',
    'xyzzy',
    '不存在的地方',
    '',
    '   ',
    '🙂',
    '.*+?^$' + '{}()|[]\\',
    'x'.repeat(10_000),
  ])('unknown %j -> Tokyo fallback, resolved false', (q) => {
    const r = resolvePlace(gaz, q);
    expect(r.resolved).toBe(false);
    expect(r.via).toBe('fallback');
    expect(r.place).toEqual(TOKYO_FALLBACK);
    expect(r.place).toMatchObject({ lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' });
  });

  it('reads "city, country"', () => {
    expect(resolvePlace(gaz, 'Paris, France').place.country).toBe('FR');
  });

  it('reads "city, state / prefecture" to pick among same-named places', () => {
    const admin = (q: string) => resolvePlace(gaz, q).place.admin;
    expect(admin('Springfield, Illinois')).toBe('Illinois');
    expect(admin('Springfield, Massachusetts')).toBe('Massachusetts');
    expect(admin('スプリングフィールド、イリノイ州')).toBe('Illinois');
    expect(admin('斯普林菲尔德，密苏里州')).toBe('Missouri');
    expect(resolvePlace(gaz, 'Kita, Osaka').place.id).toBe('jp-27127');
    expect(resolvePlace(gaz, 'Kita, Tokyo').place.id).toBe('jp-13117');
  });
});

describe('resolvePlace stays strict (typos are suggestions, never a resolution)', () => {
  it.each(['tokyou', 'osaks', 'sapporro', 'chicgo', 'bejing', 'londn'])('%j is not resolved', (q) => {
    const r = resolvePlace(gaz, q);
    expect(r.resolved).toBe(false);
    expect(r.via).toBe('fallback');
    // …while the search offers the intended place for the user to pick.
    expect(placeSuggestions(gaz, q).length).toBeGreaterThan(0);
  });

  it.each([
    ['xianggang', 'hk-hong-kong'],
    ['aomen', 'mo-macao'],
    ['taibei', 'tw-taipei'],
    ['海淀', 'cn-110108'],
    ['海淀区', 'cn-110108'],
    ['渋谷', 'jp-13113'],
    ['涩谷区', 'jp-13113'],
  ])('resolves the real name %j (pinyin, district)', (q, id) => {
    expect(resolvePlace(gaz, q)).toMatchObject({ resolved: true, place: { id } });
  });
});

describe('Hong Kong districts', () => {
  it.each(
    '中西区 湾仔区 东区 南区 油尖旺区 深水埗区 九龙城区 黄大仙区 观塘区 葵青区 荃湾区 屯门区 元朗区 北区 大埔区 沙田区 西贡区 离岛区'.split(
      ' ',
    ),
  )('resolves %s (Chinese UI) to a place in Hong Kong', (q) => {
    const r = resolvePlace(gaz, q, { lang: 'zh' });
    expect(r.resolved).toBe(true);
    expect(r.place.country).toBe('HK');
    expect(r.place.tz).toBe('Asia/Hong_Kong');
  });
});
