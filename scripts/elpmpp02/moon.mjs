// Writes src/core/ephemeris/elp-moon.ts: the Moon's geocentric longitude (L), latitude (B) and distance (R) from
// ELP/MPP02 (Chapront & Francou 2003), the solution fitted to DE405, truncated to what 1800–2200 needs.
// The series come from the astronomia package's reduction of the public ELP/MPP02 files (MIT): per power of T (Julian
// centuries TT from J2000), terms [amplitude (″, km for R), phase polynomial in T (rad) up to T⁴], evaluated as
// Σ amplitude·sin(phase); L adds W1, the mean longitude from the fixed departure point γ'2000 on the mean ecliptic of
// date. A term is kept when its largest contribution in the range, |amplitude| × |T|^power with |T| ≤ 2, reaches the
// threshold below. Each number is written to the precision its term needs, and the higher phase coefficients only
// where they move the term by more than ROUND: most terms keep a linear phase, which is cheaper to evaluate.
// The script prints the worst difference from the full series (values and rates, on a dense grid) and writes it into
// the header. Re-run: `node scripts/elpmpp02/moon.mjs` (it formats the output with Biome).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import elp from 'astronomia/data/elpMppDeFull';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const out = join(root, 'src/core/ephemeris/elp-moon.ts');
const T_MAX = 2;
/**
 * Smallest kept contribution: ″ for L and B, km for R. L and B at 0.003″ and 0.001″ leave ≤ 0.2″ and ≤ 0.05″ against
 * the full series; B is kept finer because the true node magnifies an error in the Moon's latitude (and its rate)
 * about tenfold (1/sin 5°). R only sets the light time (1 km is 3 µs, 0.000002″) and the distance shown.
 */
const THRESHOLD = { L: 0.003, B: 0.001, R: 1 };
/** Largest error one term may get from rounding its numbers or dropping its T², T³, T⁴ phase coefficients. */
const ROUND = { L: 2e-5, B: 2e-5, R: 2e-3 };

const powers = (series) => Object.keys(series).sort();
const phase = (c, t) => c[0] + t * (c[1] + t * (c[2] + t * ((c[3] ?? 0) + t * (c[4] ?? 0))));
const phaseRate = (c, t) => c[1] + t * (2 * c[2] + t * (3 * (c[3] ?? 0) + t * 4 * (c[4] ?? 0)));

/** A number as the shortest decimal text within ±abs of it. */
const round = (x, abs) => {
  if (x === 0) return 0;
  const decimals = Math.max(0, Math.min(17, Math.ceil(-Math.log10(2 * abs))));
  return Number(x.toFixed(decimals));
};

/** Kept terms per power: { linear: [a, φ0, φ1, …], curved: [a, φ0, φ1, φ2, φ3, φ4, …] }, rounded. */
function truncate(series, threshold, tol) {
  return powers(series).map((p) => {
    const linear = [];
    const curved = [];
    for (const [a, ...c] of series[p]) {
      const scale = Math.abs(a) * T_MAX ** Number(p);
      if (scale < threshold) continue;
      // phase coefficient k moves the term by up to scale·|c_k|·T_MAX^k
      const step = (k) => tol / (scale * T_MAX ** k);
      const higher = [2, 3, 4].map((k) => (Math.abs(c[k]) * scale * T_MAX ** k < tol / 4 ? 0 : c[k]));
      const head = [round(a, tol / T_MAX ** Number(p)), round(c[0], step(0)), round(c[1], step(1))];
      if (higher.every((x) => x === 0)) linear.push(...head);
      else curved.push(...head, ...higher.map((x, i) => round(x, step(i + 2))));
    }
    return { linear, curved };
  });
}

/** Σ_p T^p Σ a·sin(phase) and its rate d/dT, for the full series (rows) or the kept one (flat groups). */
function sumFull(series, t) {
  let value = 0;
  let rate = 0;
  for (const p of powers(series)) {
    let s = 0;
    let ds = 0;
    for (const [a, ...c] of series[p]) {
      const arg = phase(c, t);
      s += a * Math.sin(arg);
      ds += a * Math.cos(arg) * phaseRate(c, t);
    }
    const n = Number(p);
    value += s * t ** n;
    rate += ds * t ** n + (n > 0 ? n * s * t ** (n - 1) : 0);
  }
  return { value, rate };
}
function sumKept(kept, t) {
  let value = 0;
  let rate = 0;
  kept.forEach(({ linear, curved }, n) => {
    let s = 0;
    let ds = 0;
    for (let i = 0; i < linear.length; i += 3) {
      const arg = linear[i + 1] + linear[i + 2] * t;
      s += linear[i] * Math.sin(arg);
      ds += linear[i] * Math.cos(arg) * linear[i + 2];
    }
    for (let i = 0; i < curved.length; i += 6) {
      const c = curved.slice(i + 1, i + 6);
      const arg = phase(c, t);
      s += curved[i] * Math.sin(arg);
      ds += curved[i] * Math.cos(arg) * phaseRate(c, t);
    }
    value += s * t ** n;
    rate += ds * t ** n + (n > 0 ? n * s * t ** (n - 1) : 0);
  });
  return { value, rate };
}

const kept = {
  L: truncate(elp.L, THRESHOLD.L, ROUND.L),
  B: truncate(elp.B, THRESHOLD.B, ROUND.B),
  R: truncate(elp.R, THRESHOLD.R, ROUND.R),
};
const DAYS_PER_CENTURY = 36525;
const worst = { L: 0, B: 0, R: 0, dL: 0, dB: 0 };
const SAMPLES = 8000;
for (let i = 0; i < SAMPLES; i++) {
  const t = -T_MAX + (2 * T_MAX * (i + 0.5)) / SAMPLES;
  for (const k of ['L', 'B', 'R']) {
    const full = sumFull(elp[k], t);
    const ours = sumKept(kept[k], t);
    worst[k] = Math.max(worst[k], Math.abs(full.value - ours.value));
    if (k !== 'R')
      worst[`d${k}`] = Math.max(worst[`d${k}`], Math.abs(full.rate - ours.rate) / DAYS_PER_CENTURY);
  }
}
const count = (k) =>
  `${kept[k].reduce((n, g) => n + g.linear.length / 3 + g.curved.length / 6, 0)} of ${powers(elp[k]).reduce((n, p) => n + elp[k][p].length, 0)}`;
const summary =
  `L ${count('L')} terms, worst ${worst.L.toFixed(3)}″ (rate ${worst.dL.toFixed(3)}″/day); ` +
  `B ${count('B')}, worst ${worst.B.toFixed(3)}″ (rate ${worst.dB.toFixed(3)}″/day); ` +
  `R ${count('R')}, worst ${worst.R.toFixed(1)} km`;
console.log(summary);

const fmt = (groups) =>
  `[\n${groups.map(({ linear, curved }) => `  { linear: [${linear.join(', ')}], curved: [${curved.join(', ')}] },`).join('\n')}\n]`;
writeFileSync(
  out,
  `// Generated by scripts/elpmpp02/moon.mjs from ELP/MPP02 (Chapront & Francou 2003), the DE405 fit, via the astronomia
// package (MIT). Do not edit. Truncated for 1800–2200 (|T| ≤ 2) at ${THRESHOLD.L}″ (L), ${THRESHOLD.B}″ (B), ${THRESHOLD.R} km (R);
// worst differences from the full series on an evenly spaced grid of ${SAMPLES} instants: ${summary}.
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: phases that happen to be near e, ln 2, ln 10.

/**
 * One power n of T (Julian centuries TT from J2000) of a series Σₙ Tⁿ Σ a·sin(φ(T)): terms flattened as [a, φ0, φ1]
 * with a linear phase φ0 + φ1·T, then terms [a, φ0, φ1, φ2, φ3, φ4] whose phase needs the higher powers of T.
 * Amplitudes in arcseconds (km for the distance), phases in radians.
 */
export interface ElpPower {
  linear: readonly number[];
  curved: readonly number[];
}

/** W1, the Moon's mean longitude from γ'2000 on the mean ecliptic of date: polynomial in T, radians. */
export const MOON_W1: readonly number[] = [${elp.W1.join(', ')}];

/** Longitude minus W1, arcseconds. */
export const MOON_L: readonly ElpPower[] = ${fmt(kept.L)};

/** Latitude above the mean ecliptic of date, arcseconds. */
export const MOON_B: readonly ElpPower[] = ${fmt(kept.B)};

/** Distance between the centres of the Earth and the Moon, km. */
export const MOON_R: readonly ElpPower[] = ${fmt(kept.R)};
`,
);
execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', out], { stdio: 'inherit' });
