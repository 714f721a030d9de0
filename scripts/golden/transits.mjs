// Dev-only oracle for the transit engine (issue 10 §Tests): exact transit hits, stations, ingresses and
// solar/lunar returns computed with Swiss Ephemeris only, by a method independent of the app's: dense
// sampling (split at every station, so each sample interval is monotonic and holds at most one crossing
// of any target) and bisection to 1e-7 day on the wrapped angle difference.
// Swiss Ephemeris is AGPL: this script never reaches the shipped bundle; only the numbers it writes are
// committed. Re-run: `npm run golden:transits`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwissEph from 'swisseph-wasm';
import { PLACES, swissBodies } from './cases.mjs';

const started = performance.now();
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../src/core/transit/__fixtures__/swiss-transits.json');

const swe = new SwissEph();
await swe.initSwissEph();
const FLAGS = swe.SEFLG_SWIEPH | swe.SEFLG_SPEED;

const NATAL_PLANETS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
/** Swiss ids by body name (looked up, never listed: the bodies scanned are BODIES). */
const SE_ID = swissBodies(swe);
/** Sampling step in days: small against each body's motion and far shorter than the time between its stations. */
const STEP_DAYS = {
  sun: 0.25,
  moon: 0.25,
  mercury: 0.25,
  venus: 0.25,
  mars: 0.25,
  jupiter: 1,
  saturn: 1,
  uranus: 1,
  neptune: 1,
  pluto: 1,
};
const TRANSIT_BODIES = NATAL_PLANETS.filter((b) => b !== 'moon');
const STATION_BODIES = TRANSIT_BODIES.filter((b) => b !== 'sun');
/** Signed offsets transit − natal in (−180, 180], with their aspect names. */
const ASPECTS = [
  [0, 'conjunction'],
  [60, 'sextile'],
  [-60, 'sextile'],
  [90, 'square'],
  [-90, 'square'],
  [120, 'trine'],
  [-120, 'trine'],
  [180, 'opposition'],
];
const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];
const TOL_DAYS = 1e-7;
/** Stations whose longitude lies this close to a target make the nearby crossings ambiguous (see `grazes`). */
const GRAZE_ARCSEC = 30;
/** The window is extended by this much on each side so stations just outside it are seen. */
const MARGIN_DAYS = 40;
/** Events this close outside the window are kept apart in `nearWindow`. */
const EDGE_DAYS = 3;

const r = (x, d) => Number(x.toFixed(d));
const rj = (x) => r(x, 7);
const rd = (x) => r(x, 6);
const norm360 = (x) => ((x % 360) + 360) % 360;
/** Wrapped to (−180, 180]. */
const wrap180 = (x) => {
  const y = norm360(x);
  return y > 180 ? y - 360 : y;
};

function lonSpeed(body, jdUt) {
  const p = swe.calc_ut(jdUt, SE_ID[body], FLAGS);
  return [p[0], p[3]];
}

/** Bisection on a predicate that differs at lo and hi; returns the midpoint of the last bracket. */
function bisect(lo, hi, above) {
  const atLo = above(lo);
  while (hi - lo > TOL_DAYS) {
    const mid = (lo + hi) / 2;
    if (above(mid) === atLo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Samples `body` over [from, to] and refines every speed sign change (a station) by bisection. Returns the
 * samples with the stations inserted, so between consecutive samples the longitude is monotonic.
 */
function track(body, from, to) {
  const step = STEP_DAYS[body];
  const n = Math.ceil((to - from) / step);
  const samples = [];
  for (let i = 0; i <= n; i++) {
    const t = i === n ? to : from + i * step;
    const [lon, speed] = lonSpeed(body, t);
    samples.push({ t, lon, speed });
  }
  const out = [samples[0]];
  const stations = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1];
    const b = samples[i];
    if (a.speed < 0 !== b.speed < 0) {
      const t = bisect(a.t, b.t, (x) => lonSpeed(body, x)[1] < 0);
      const [lon, speed] = lonSpeed(body, t);
      const st = { t, lon, speed, station: b.speed < 0 ? 'retrograde' : 'direct' };
      stations.push(st);
      out.push(st);
    }
    out.push(b);
  }
  return { samples: out, stations };
}

/** Every instant in the tracked span when `body` is exactly at `targetDeg`, with its speed there. */
function crossings(body, samples, targetDeg) {
  const found = [];
  const f = (lon) => wrap180(lon - targetDeg);
  for (let i = 1; i < samples.length; i++) {
    const fa = f(samples[i - 1].lon);
    const fb = f(samples[i].lon);
    // A sign change with both sides near zero is a crossing; one near ±180 is the wrap, not a root.
    if (fa >= 0 === fb >= 0 || Math.abs(fa) > 90 || Math.abs(fb) > 90) continue;
    const t = bisect(samples[i - 1].t, samples[i].t, (x) => f(lonSpeed(body, x)[0]) >= 0);
    found.push({ t, speed: lonSpeed(body, t)[1] });
  }
  return found;
}

/** Stations within GRAZE_ARCSEC of the target: whether the body crosses it there depends on arcseconds. */
function grazesOf(body, stations, targetDeg) {
  return stations
    .filter((s) => Math.abs(wrap180(s.lon - targetDeg)) * 3600 < GRAZE_ARCSEC)
    .map((s) => ({ body, targetDeg: rd(norm360(targetDeg)), jdUt: rj(s.t) }));
}

function natalPositions(jdUt, lat, lng) {
  const natal = {};
  for (const p of NATAL_PLANETS) natal[p] = rd(swe.calc_ut(jdUt, SE_ID[p], FLAGS)[0]);
  // Placidus is undefined inside the polar circles (|φ| ≥ 90° − ε): no Ascendant/Midheaven there.
  const eps = swe.calc_ut(jdUt, swe.SE_ECL_NUT, 0)[0];
  if (Math.abs(lat) < 90 - eps) {
    const h = swe.houses_ex(jdUt, 0, lat, lng, 'P');
    natal.ascendant = rd(h.ascmc[0]);
    natal.midheaven = rd(h.ascmc[1]);
  }
  return natal;
}

const emptyEvents = () => ({ hits: [], stations: [], ingresses: [], solarReturns: [], lunarReturns: [] });
const byTime = (e) => {
  e.hits.sort((a, b) => a.exactJdUt - b.exactJdUt);
  e.stations.sort((a, b) => a.jdUt - b.jdUt);
  e.ingresses.sort((a, b) => a.jdUt - b.jdUt);
  e.solarReturns.sort((a, b) => a - b);
  e.lunarReturns.sort((a, b) => a - b);
  return e;
};

/**
 * The transit scan of one natal chart over [from, to), by Swiss Ephemeris alone; `nearWindow` holds the same
 * events in the EDGE_DAYS just outside it (an engine a few seconds off may put an edge event on the other side).
 */
function scan(natal, from, to, bodies = TRANSIT_BODIES) {
  const win = emptyEvents();
  const near = emptyEvents();
  const grazes = [];
  const bucket = (t) =>
    t >= from && t < to ? win : t >= from - EDGE_DAYS && t < to + EDGE_DAYS ? near : null;
  for (const body of [...bodies, 'moon']) {
    const tr = track(body, from - MARGIN_DAYS, to + MARGIN_DAYS);
    if (body === 'moon') {
      for (const c of crossings(body, tr.samples, natal.moon)) bucket(c.t)?.lunarReturns.push(rj(c.t));
      continue;
    }
    if (STATION_BODIES.includes(body))
      for (const s of tr.stations)
        bucket(s.t)?.stations.push({ body, direction: s.station, jdUt: rj(s.t), lonDeg: rd(s.lon) });
    for (const [natalPoint, natalLon] of Object.entries(natal)) {
      for (const [angleDeg, type] of ASPECTS) {
        const target = natalLon + angleDeg;
        grazes.push(...grazesOf(body, tr.stations, target));
        for (const c of crossings(body, tr.samples, target)) {
          const b = bucket(c.t);
          if (!b) continue;
          b.hits.push({
            transit: body,
            natal: natalPoint,
            type,
            angleDeg,
            exactJdUt: rj(c.t),
            retrograde: c.speed < 0,
            speedDegPerDay: rd(c.speed),
          });
          if (body === 'sun' && natalPoint === 'sun' && angleDeg === 0) b.solarReturns.push(rj(c.t));
        }
      }
    }
    for (let k = 0; k < 12; k++) {
      grazes.push(...grazesOf(body, tr.stations, k * 30));
      for (const c of crossings(body, tr.samples, k * 30)) {
        const retrograde = c.speed < 0;
        bucket(c.t)?.ingresses.push({
          body,
          sign: SIGNS[retrograde ? (k + 11) % 12 : k],
          jdUt: rj(c.t),
          retrograde,
          speedDegPerDay: rd(c.speed),
        });
      }
    }
  }
  return { ...byTime(win), grazes, nearWindow: byTime(near) };
}

// ---- the cases -------------------------------------------------------------------------------------------

/** mulberry32, fixed seed: a re-run writes the same cases. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20261210);
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const JD_1900 = 2415020.5;
const JD_2011 = 2455562.5;
const dateJd = (y, m, d) => swe.julday(y, m, d, 0);
const yearOf = (jd) => swe.revjul(jd, 1).year;
/** 00:00 UT of the date holding `jd`. */
const midnightOf = (jd) => Math.floor(jd - 0.5) + 0.5;
/** A window of `years` calendar years from 00:00 UT of a date. */
function windowFrom(fromJd, years) {
  const { year, month, day } = swe.revjul(fromJd, 1);
  return [fromJd, dateJd(year + years, month, day)];
}
function randomWindow(birthJd, years) {
  const y0 = Math.max(yearOf(birthJd) + 1, 1901);
  const y = randInt(y0, Math.min(y0 + 90, 2098));
  return [dateJd(y, randInt(1, 12), randInt(1, 28)), years];
}
const randomPlace = () => PLACES[randInt(0, PLACES.length - 1)];
const randomBirth = (lo = JD_1900, hi = JD_2011) => lo + rand() * (hi - lo);

/** The March equinox of `year` (Sun at 0° Aries), by bisection on Swiss longitudes. */
function marchEquinox(year) {
  const a = dateJd(year, 3, 15);
  return bisect(a, a + 12, (t) => wrap180(lonSpeed('sun', t)[0]) >= 0);
}

/**
 * A retrograde triple pass of Saturn … Pluto over a natal point after the birth: three exact hits of one
 * aspect (direct, retrograde, direct) within 400 days, at least 30 days apart.
 */
function findTriplePass(natal, birthJd) {
  for (let start = birthJd + 365.25 * randInt(15, 40); ; start += 365.25 * 10) {
    const slow = scan(natal, start, start + 365.25 * 10, ['saturn', 'uranus', 'neptune', 'pluto']).hits;
    for (const h of slow) {
      const same = slow.filter(
        (x) => x.transit === h.transit && x.natal === h.natal && x.angleDeg === h.angleDeg,
      );
      const i = same.indexOf(h);
      const triple = same.slice(i, i + 3);
      if (
        triple.length === 3 &&
        !triple[0].retrograde &&
        triple[1].retrograde &&
        !triple[2].retrograde &&
        triple[2].exactJdUt - triple[0].exactJdUt < 400 &&
        triple[1].exactJdUt - triple[0].exactJdUt > 30 &&
        triple[2].exactJdUt - triple[1].exactJdUt > 30
      )
        return triple;
    }
  }
}

const specs = [];
const add = (label, birthJd, place, window) => specs.push({ label, birthJd, place, window });

// Deliberate cases first.
{
  const b = JD_1900 + rand() * 365;
  add('birth in 1900', b, randomPlace(), [dateJd(1900 + randInt(20, 60), randInt(1, 12), randInt(1, 28)), 1]);
}
add(
  'polar birth (Tromsø, no Placidus angles)',
  randomBirth(),
  PLACES.find((p) => p.name === 'Tromso'),
  null,
);
add(
  'polar birth (Longyearbyen, no Placidus angles), two-year window',
  randomBirth(),
  PLACES.find((p) => p.name === 'Longyearbyen'),
  [dateJd(randInt(2020, 2060), randInt(1, 12), randInt(1, 28)), 2],
);
add('window in 2100', randomBirth(JD_2011 - 365.25 * 40), randomPlace(), [
  dateJd(2100, randInt(1, 6), randInt(1, 28)),
  1,
]);
add('natal Sun just before 0° Aries', marchEquinox(randInt(1930, 2005)) - rand() * 0.4, randomPlace(), null);
add('natal Sun just after 0° Aries', marchEquinox(randInt(1930, 2005)) + rand() * 0.4, randomPlace(), null);
add('window starts inside a retrograde triple pass', randomBirth(), randomPlace(), 'start-in-triple');
add('window ends inside a retrograde triple pass', randomBirth(), randomPlace(), 'end-in-triple');
add('three-year window', randomBirth(), randomPlace(), 3);
while (specs.length < 24) {
  const years = specs.length % 8 === 0 ? 2 : 1;
  add(years === 1 ? 'random' : 'random, two-year window', randomBirth(), randomPlace(), years);
}

const cases = specs.map(({ label, birthJd, place, window }, i) => {
  const natal = natalPositions(birthJd, place.lat, place.lng);
  let from;
  let to;
  let triple = null;
  if (window === 'start-in-triple' || window === 'end-in-triple') {
    triple = findTriplePass(natal, birthJd);
    const [a, b, c] = triple.map((h) => h.exactJdUt);
    if (window === 'start-in-triple') [from, to] = windowFrom(midnightOf((a + b) / 2), 1);
    else {
      to = midnightOf((b + c) / 2);
      const { year, month, day } = swe.revjul(to, 1);
      from = dateJd(year - 1, month, day);
    }
  } else if (Array.isArray(window)) [from, to] = windowFrom(window[0], window[1]);
  else [from, to] = windowFrom(...randomWindow(birthJd, window ?? 1));
  const s = scan(natal, from, to);
  return {
    id: `t${String(i + 1).padStart(2, '0')}`,
    label,
    birth: { jdUt: rj(birthJd), place: place.name, lat: place.lat, lng: place.lng },
    natal,
    fromJdUt: from,
    toJdUt: to,
    ...(triple && {
      triplePass: {
        transit: triple[0].transit,
        natal: triple[0].natal,
        angleDeg: triple[0].angleDeg,
        jdUts: triple.map((h) => h.exactJdUt),
      },
    }),
    ...s,
  };
});
swe.close();

mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({
    source:
      'Swiss Ephemeris 2.10 via swisseph-wasm 0.1.0, SEFLG_SWIEPH|SEFLG_SPEED, apparent geocentric tropical; ' +
      'Placidus angles by swe_houses_ex; dense sampling split at stations, bisection to 1e-7 day',
    cases,
  })}\n`,
);

// ---- summary ---------------------------------------------------------------------------------------------
const sum = (f) => cases.reduce((n, c) => n + f(c), 0);
const years = sum((c) => (c.toJdUt - c.fromJdUt) / 365.25);
console.log(`wrote ${cases.length} cases (${years.toFixed(1)} window-years) to ${out}`);
console.log(
  `hits ${sum((c) => c.hits.length)}, stations ${sum((c) => c.stations.length)}, ingresses ${sum((c) => c.ingresses.length)}, ` +
    `solar returns ${sum((c) => c.solarReturns.length)}, lunar returns ${sum((c) => c.lunarReturns.length)}, grazes ${sum((c) => c.grazes.length)}`,
);
for (const c of cases) {
  const perBody = Object.fromEntries(
    TRANSIT_BODIES.map((b) => [b, c.hits.filter((h) => h.transit === b).length]),
  );
  const y = (c.toJdUt - c.fromJdUt) / 365.25;
  console.log(
    `${c.id} ${c.label.padEnd(62)} ${yearOf(c.fromJdUt)}+${y.toFixed(0)}y natal ${Object.keys(c.natal).length} ` +
      `hits ${c.hits.length} (${Object.entries(perBody)
        .map(([b, n]) => `${b.slice(0, 2)} ${n}`)
        .join(', ')}) st ${c.stations.length} in ${c.ingresses.length} sr ${c.solarReturns.length}` +
      (c.triplePass
        ? ` triple ${c.triplePass.transit}/${c.triplePass.natal}/${c.triplePass.angleDeg} ${c.triplePass.jdUts.join(' ')}`
        : ''),
  );
}
console.log(`took ${((performance.now() - started) / 1000).toFixed(1)} s`);
