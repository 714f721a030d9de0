// Compact row encoding of the generated gazetteer files (read by src/core/geo/gazetteer.ts).
import { uniqueVariants } from './text.mjs';

/** Column order of a row; src/core/geo/gazetteer.ts reads the same order. */
export const FIELDS = [
  'id',
  'en',
  'ja',
  'zhHans',
  'zhHant',
  'alts',
  'lat',
  'lng',
  'tz',
  'cc',
  'pop',
  'admin',
  'parent',
];

const round = (x, digits) => Number(x.toFixed(digits));

/** Name variants of a row: primaries first, then alternates that differ from them (case/accents aside). */
export function nameVariants(row) {
  const primaries = [row.en, row.ja, row.zhHans, row.zhHant].filter(Boolean);
  const all = uniqueVariants([...primaries, ...row.alts.filter((a) => a && !a.includes('|'))]);
  return all.filter((v) => !primaries.includes(v));
}

/**
 * Encodes rows as arrays, with time zones as indexes into a shared table. `digits` rounds the coordinates
 * (4: about 10 m) and `populationStep` the populations (used for ranking only): coarser values keep the large
 * towns file smaller once gzipped.
 */
export function encodeRows(rows, { digits = 4, populationStep = 1 } = {}) {
  const zones = [...new Set(rows.map((r) => r.tz))].sort();
  const encoded = rows.map((r) => [
    r.id,
    r.en,
    r.ja ?? '',
    r.zhHans ?? '',
    r.zhHant && r.zhHant !== r.zhHans ? r.zhHant : '',
    nameVariants(r).join('|'),
    round(r.lat, digits),
    round(r.lng, digits),
    zones.indexOf(r.tz),
    r.cc,
    Math.round(r.pop / populationStep) * populationStep,
    r.admin ?? '',
    r.parent ?? '',
  ]);
  return { zones, rows: encoded };
}

/** JSON text with one row per line (readable diffs, same size once gzipped). */
export function toJsonText(doc) {
  const { rows, aliases, admins, ...head } = doc;
  const parts = Object.entries(head).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  parts.push(`"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]`);
  if (aliases) parts.push(`"aliases":[\n${aliases.map((a) => JSON.stringify(a)).join(',\n')}\n]`);
  if (admins) parts.push(`"admins":[\n${admins.map((a) => JSON.stringify(a)).join(',\n')}\n]`);
  return `{${parts.join(',\n')}}\n`;
}
