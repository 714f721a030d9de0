// Rows taken straight from GeoNames: Hong Kong, Macao, Taiwan, South Korea and the world's cities.
import { isHan, isHangul, isKatakana, toHans, toHant, toJa } from './text.mjs';

const CITY_SUFFIX = /(特別市|特别市|広域市|广域市|廣域市|特別行政区|特别行政区|特別行政區|市)$/;
const HANGUL_SUFFIX = /\s*(특별시|광역시|시)$/;

/** Drops a trailing 市 / 広域市 … unless the name would get too short. */
function stripCitySuffix(s) {
  const t = s.replace(CITY_SUFFIX, '');
  return t.length >= 2 ? t : s;
}

/** Picks the simplified Chinese display name among GeoNames' Han alternates. */
function pickHans(hanNames) {
  const simplified = hanNames.find((h) => toHans(h) === h && toHant(h) !== h);
  return toHans(simplified ?? hanNames[0]);
}

/**
 * One row per GeoNames place.
 * @param {ReturnType<import('./geonames.mjs').readGeoNames>} places GeoNames rows to turn into rows
 * @param {Record<string, object>} overrides hand fixes keyed by geonameid
 * @param {{ hantFirst?: boolean, keepHangul?: boolean, jaFromHan?: boolean, jaFallbackHan?: boolean }} opts
 *   jaFromHan: Japanese name = the Han name (HK, MO, TW); jaFallbackHan: only when there is no katakana (KR)
 */
export function buildFromGeoNames(places, overrides, opts = {}) {
  return places.map((g) => {
    const ov = overrides[g.id] ?? {};
    const han = [...new Set(g.alt.filter(isHan).map(stripCitySuffix))];
    const kana = [...new Set(g.alt.filter(isKatakana).map(stripCitySuffix))];
    // Traditional-script places (HK, MO, TW) carry their traditional name first.
    const hant = ov.zhHant ?? (han.length ? (opts.hantFirst ? han[0] : toHant(pickHans(han))) : '');
    const hans = ov.zhHans ?? (han.length ? (opts.hantFirst ? toHans(han[0]) : pickHans(han)) : '');
    const ja =
      ov.ja ??
      (opts.jaFromHan && hans ? toJa(hans) : (kana[0] ?? (opts.jaFallbackHan && hans ? toJa(hans) : '')));
    const hangul = opts.keepHangul ? g.alt.filter(isHangul).map((h) => h.replace(HANGUL_SUFFIX, '')) : [];
    const alts = [
      g.ascii,
      ...(ov.names ?? []),
      ...kana,
      ...han.flatMap((h) => [h, toHans(h), toHant(h)]),
      ...hangul,
    ];
    return {
      id: ov.id ?? `gn-${g.id}`,
      en: ov.en ?? g.name,
      ja,
      zhHans: hans,
      zhHant: hant,
      alts,
      lat: ov.lat ?? g.lat,
      lng: ov.lng ?? g.lng,
      tz: g.tz,
      cc: g.cc,
      pop: ov.population ?? g.pop,
      admin: ov.admin ?? '',
      src: 'geonames',
      geonameid: g.id,
    };
  });
}
