// Dev-only n-body integration shared by the Pluto and Chiron table builders: a small body's heliocentric state (EQJ:
// J2000 mean equator, AU and AU/day) moved by the Sun (with the inner planets' mass) and the pull of Jupiter … Neptune,
// integrated in the barycentric frame; the planets' places come from VSOP87B (Bretagnon & Francou 1988, J2000 ecliptic; the astronomia package's copy, MIT).
// Classic 4th-order Runge–Kutta with a fixed step; a step of 2 days keeps the local error far below 1e-12 AU.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ARCSEC = Math.PI / 180 / 3600;
/** J2000 mean obliquity (IAU 1976, 84381.448″): VSOP87's ecliptic to the equator. */
const EPS0 = 84381.448 * ARCSEC;
const COS_E = Math.cos(EPS0);
const SIN_E = Math.sin(EPS0);

/** GM in AU³/day² (DE405 values, as astronomy-engine carries them); the Earth with the Moon. */
const GM = {
  sun: 0.2959122082855911e-3,
  mercury: 0.4912547451450812e-10,
  venus: 0.7243452486162703e-9,
  earth: 0.8887692390113509e-9 * (1 + 1 / 81.30056),
  mars: 0.9549535105779258e-10,
  jupiter: 0.2825345909524226e-6,
  saturn: 0.8459715185680659e-7,
  uranus: 0.1292024916781969e-7,
  neptune: 0.1524358900784276e-7,
};
const PLANETS = ['mercury', 'venus', 'earth', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'];
const GIANTS = ['jupiter', 'saturn', 'uranus', 'neptune'];
const TOTAL_GM = PLANETS.reduce((m, p) => m + GM[p], GM.sun);
/** The Sun pulls with the inner planets' mass: seen from beyond 8 AU they sit at the Sun. */
const SUN_AND_INNER_GM = GM.sun + GM.mercury + GM.venus + GM.earth + GM.mars;
/** A planet's place is needed to a part in 10⁷ of the pull it exerts: terms below 1e-8 (rad, or AU over r) are dropped. */
const KEEP = 1e-8;
const TAU_MAX = 0.25;

const series = Object.fromEntries(
  PLANETS.map((name) => {
    const data = require(`astronomia/data/vsop87B${name}`);
    const d = data.default ?? data;
    const r0 = d.R['0'][0][0];
    const cut = (s, unit) =>
      Object.keys(s)
        .sort()
        .map((p) => s[p].filter(([a]) => a * TAU_MAX ** Number(p) >= KEEP * unit));
    return [name, { L: cut(d.L, 1), B: cut(d.B, 1), R: cut(d.R, r0) }];
  }),
);

const sum = (s, tau) => {
  let total = 0;
  let tn = 1;
  for (const terms of s) {
    let acc = 0;
    for (const [a, b, c] of terms) acc += a * Math.cos(b + c * tau);
    total += acc * tn;
    tn *= tau;
  }
  return total;
};

/** Heliocentric EQJ position of a planet at a Julian Day (TT), from VSOP87B. */
export function planetHelioEqj(name, jdTt) {
  const tau = (jdTt - 2451545) / 365250;
  const s = series[name];
  const l = sum(s.L, tau);
  const b = sum(s.B, tau);
  const r = sum(s.R, tau);
  const x = r * Math.cos(b) * Math.cos(l);
  const y = r * Math.cos(b) * Math.sin(l);
  const z = r * Math.sin(b);
  return [x, COS_E * y - SIN_E * z, SIN_E * y + COS_E * z];
}

/** The Sun's barycentric position, and the giants' barycentric positions, at a Julian Day (TT). */
const cache = new Map();
function bodiesAt(jdTt) {
  let g = cache.get(jdTt);
  if (!g) {
    const helio = Object.fromEntries(PLANETS.map((p) => [p, planetHelioEqj(p, jdTt)]));
    const sun = [0, 1, 2].map((i) => -PLANETS.reduce((s, p) => s + GM[p] * helio[p][i], 0) / TOTAL_GM);
    g = { sun, giants: GIANTS.map((p) => helio[p].map((v, i) => v + sun[i])) };
    if (cache.size > 200000) cache.clear();
    cache.set(jdTt, g);
  }
  return g;
}

/** The Sun's barycentric velocity, by a central difference of its position (±0.05 day). */
function sunVelocity(jdTt) {
  const h = 0.05;
  const a = bodiesAt(jdTt - h).sun;
  const b = bodiesAt(jdTt + h).sun;
  return [0, 1, 2].map((i) => (b[i] - a[i]) / (2 * h));
}

/**
 * Barycentric acceleration at barycentric r of a body that does not pull on the others (a giant integrated itself is
 * `self`: its own pull is left out, while the Sun's reflex to it stays in the Sun's motion).
 */
export function acceleration(jdTt, r, self) {
  const { sun, giants } = bodiesAt(jdTt);
  const a = [0, 0, 0];
  const pull = (p, m) => {
    const dx = p[0] - r[0];
    const dy = p[1] - r[1];
    const dz = p[2] - r[2];
    const d3 = Math.hypot(dx, dy, dz) ** 3;
    a[0] += (m * dx) / d3;
    a[1] += (m * dy) / d3;
    a[2] += (m * dz) / d3;
  };
  pull(sun, SUN_AND_INNER_GM);
  for (let i = 0; i < GIANTS.length; i++) if (GIANTS[i] !== self) pull(giants[i], GM[GIANTS[i]]);
  return a;
}

function rk4(jd, s, h, self) {
  const f = (t, st) => [st[3], st[4], st[5], ...acceleration(t, st, self)];
  const add = (st, k, c) => st.map((v, i) => v + c * k[i]);
  const k1 = f(jd, s);
  const k2 = f(jd + h / 2, add(s, k1, h / 2));
  const k3 = f(jd + h / 2, add(s, k2, h / 2));
  const k4 = f(jd + h, add(s, k3, h));
  return s.map((v, i) => v + (h / 6) * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]));
}

/**
 * Integrates a heliocentric state [x, y, z, vx, vy, vz] (EQJ, AU, AU/day) at epochJdTt over [fromJdTt, toJdTt], in
 * the solar system's barycentric frame (a heliocentric start would carry the Sun's wobble as if it were the body's
 * own motion: 10″ in 80 years for Pluto), and returns the heliocentric position on the step grid.
 */
export function integrate(epochJdTt, state, fromJdTt, toJdTt, stepDays = 2, self = undefined) {
  const sun0 = bodiesAt(epochJdTt).sun;
  const sunV0 = sunVelocity(epochJdTt);
  const bary0 = [
    ...[0, 1, 2].map((i) => state[i] + sun0[i]),
    ...[0, 1, 2].map((i) => state[i + 3] + sunV0[i]),
  ];
  const grid = new Map();
  grid.set(0, bary0);
  for (const dir of [1, -1]) {
    let s = bary0;
    let k = 0;
    const end = dir > 0 ? toJdTt : fromJdTt;
    while (dir > 0 ? epochJdTt + k * stepDays < end : epochJdTt + k * stepDays > end) {
      s = rk4(epochJdTt + k * stepDays, s, dir * stepDays, self);
      k += dir;
      grid.set(k, s);
    }
  }
  const helioAt = (k) => {
    const s = grid.get(k);
    if (!s) throw new Error(`outside the integrated span: step ${k}`);
    const sun = bodiesAt(epochJdTt + k * stepDays).sun;
    return [0, 1, 2].map((i) => s[i] - sun[i]);
  };
  return {
    /** Heliocentric position at any instant in the span: a quintic through the six nearest steps. */
    at(jdTt) {
      const f = (jdTt - epochJdTt) / stepDays;
      if (Math.abs(f - Math.round(f)) < 1e-9) return helioAt(Math.round(f));
      const k0 = Math.floor(f) - 2;
      const out = [0, 0, 0];
      for (let a = 0; a < 6; a++) {
        let w = 1;
        for (let b = 0; b < 6; b++) if (a !== b) w *= (f - (k0 + b)) / (a - b);
        const p = helioAt(k0 + a);
        for (let i = 0; i < 3; i++) out[i] += w * p[i];
      }
      return out;
    },
    stepDays,
  };
}
