// `node scripts/sky/build-catalogue.mjs`: the 3D sky's stars, constellation lines and constellation names
// (issue 15), cut down from d3-celestial's data (dev dependency; © Olaf Frohn, BSD-3-Clause) to what the view
// draws, and written to src/content/sky/catalogue.json, which the sky chunk imports.
//   - stars: XHIP (Anderson & Francis 2012, VizieR V/137D), J2000, brighter than magnitude 5.0;
//   - constellation lines and the 88 IAU constellations with their label positions, their Latin names and the
//     Japanese and Chinese standard names (d3-celestial's "ja", and its "zh" in simplified characters for zh and
//     as it is, Taiwan's names, for zh-Hant).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const data = join(dirname(require.resolve('d3-celestial/package.json')), 'data');
const read = (f) => JSON.parse(readFileSync(join(data, f), 'utf8'));
const MAG_LIMIT = 5.0;
/** GeoJSON longitude (−180…180) → right ascension 0…360°, four decimals (0.36″). */
const ra = (lon) => Math.round((lon < 0 ? lon + 360 : lon) * 1e4) / 1e4;
const dec = (lat) => Math.round(lat * 1e4) / 1e4;

const stars = read('stars.6.json')
  .features.filter((f) => Number(f.properties.mag) <= MAG_LIMIT)
  .map((f) => [ra(f.geometry.coordinates[0]), dec(f.geometry.coordinates[1]), Number(f.properties.mag)])
  .sort((a, b) => a[2] - b[2]);

const lines = {};
for (const f of read('constellations.lines.json').features)
  lines[f.id] = f.geometry.coordinates.map((line) => line.map(([lon, lat]) => [ra(lon), dec(lat)]));

// d3-celestial's Chinese names are in traditional characters (Taiwan usage). The app's Chinese is simplified, and
// the mainland's standard names (全国科学技术名词审定委员会) differ from Taiwan's in one name only: Virgo 室女座.
const SIMPLIFIED = Object.fromEntries(
  [
    ...'寶宝鷹鹰壇坛獵猎馬马鯨鲸魚鱼圓圆規规鴿鸽髮发烏乌鴉鸦鵝鹅劍剑龍龙爐炉雙双鶴鹤時时鐘钟長长蠍蝎獅狮貓猫顯显鏡镜蒼苍蠅蝇極极飛飞鳳凤繪绘羅罗盤盘網网儀仪遠远鵑鹃戶户',
  ].flatMap((c, i, all) => (i % 2 === 0 ? [[c, all[i + 1]]] : [])),
);
const MAINLAND = { Vir: '室女座' };
const simplified = (id, name) => MAINLAND[id] ?? [...name].map((c) => SIMPLIFIED[c] ?? c).join('');

const constellations = {};
for (const f of read('constellations.json').features) {
  const p = f.properties;
  constellations[f.id] = {
    en: p.name,
    ja: p.ja,
    zh: simplified(f.id, p.zh),
    'zh-Hant': p.zh,
    raDeg: ra(f.geometry.coordinates[0]),
    decDeg: dec(f.geometry.coordinates[1]),
  };
}

const out = {
  attribution:
    'Stars: XHIP (Anderson & Francis 2012, VizieR V/137D); constellation lines, positions and names: d3-celestial © Olaf Frohn (BSD-3-Clause), after the IAU.',
  epoch: 'J2000',
  magLimit: MAG_LIMIT,
  stars,
  lines,
  constellations,
};
writeFileSync(new URL('../../src/content/sky/catalogue.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(
  `${stars.length} stars, ${Object.keys(lines).length} line figures, ${Object.keys(constellations).length} constellations`,
);
