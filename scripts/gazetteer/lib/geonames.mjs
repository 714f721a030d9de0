// Reads the GeoNames cities1000 dump (CC BY 4.0, www.geonames.org) shipped by the `cities1000` package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** tzdb backward links found in the 2013 dump -> the zone tzdb uses today (kept browser-safe). */
const ZONE_LINKS = {
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Kashgar': 'Asia/Urumqi',
  'America/Montreal': 'America/Toronto',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Shiprock': 'America/Denver',
  'America/Santa_Isabel': 'America/Tijuana',
  'America/Yellowknife': 'America/Edmonton',
  'America/Pangnirtung': 'America/Iqaluit',
  'America/Godthab': 'America/Nuuk',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Europe/Zaporozhye': 'Europe/Kiev',
  'Europe/Uzhgorod': 'Europe/Kiev',
};

/** The zone to store for a GeoNames zone id. */
export const canonicalZone = (tz) => ZONE_LINKS[tz] ?? tz;

/** Feature codes that are not a living populated place of their own. */
const SKIP_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/**
 * All rows of cities1000 as objects. `alt` is the alternate-name list (untagged, any script).
 * @returns {{ id: number, name: string, ascii: string, alt: string[], lat: number, lng: number,
 *   fcode: string, cc: string, admin1: string, admin2: string, pop: number, tz: string }[]}
 */
export function readGeoNames() {
  const file = require.resolve('cities1000/cities1000.txt');
  const rows = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    if (SKIP_FEATURES.has(f[7])) continue;
    rows.push({
      id: Number(f[0]),
      name: f[1],
      ascii: f[2],
      alt: f[3] ? f[3].split(',') : [],
      lat: Number(f[4]),
      lng: Number(f[5]),
      fcode: f[7],
      cc: f[8],
      admin1: f[10],
      admin2: f[11],
      pop: Number(f[14]) || 0,
      tz: canonicalZone(f[17]),
    });
  }
  return rows;
}
