import { norm360, wrap180 } from '../astrology/zodiac';
import { chironLonLat } from '../ephemeris/chiron';
import { meanNodeLonDeg, trueNodeLonDeg } from '../ephemeris/nodes';
import { planetLonLat } from '../ephemeris/planets';

const J2000_JD = 2451545;

/** Bodies whose longitude the transit engine follows: the planets, Chiron and the two lunar nodes. */
export type TrackedBody =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto'
  | 'chiron'
  | 'trueNode'
  | 'meanNode';

/** Apparent geocentric ecliptic longitude of date, degrees [0, 360), at a Julian Day (UT). */
export function lonDegAt(body: TrackedBody, jdUt: number): number {
  if (body === 'chiron') return chironLonLat(jdUt).lonDeg;
  if (body === 'trueNode') return trueNodeLonDeg(jdUt);
  if (body === 'meanNode') return meanNodeLonDeg(jdUt);
  return planetLonLat(body, jdUt).lonDeg;
}

/**
 * Sampling step per body, days. Each is small enough that the 4-point interpolation below stays within about an
 * arcsecond of the ephemeris (the error grows as step⁴ × the fourth derivative, which for every planet is dominated
 * by its synodic loop; checked against Swiss Ephemeris by the golden test) and that no body moves 180° in a step.
 */
export const SAMPLE_STEP_DAYS: Record<TrackedBody, number> = {
  sun: 4,
  moon: 0.5,
  mercury: 2,
  venus: 3,
  mars: 4,
  jupiter: 8,
  saturn: 10,
  uranus: 10,
  neptune: 10,
  pluto: 15,
  chiron: 10,
  trueNode: 1,
  meanNode: 10,
};

/**
 * A body's longitude sampled at an even step over a span, unwrapped into one continuous curve (so a body that
 * passes 360° goes on to 361°), with 4-point interpolation between samples. Finding when the curve reaches a value
 * is then exact bracketing on a smooth function: never sampling alone.
 */
export class BodyTrack {
  readonly startJdUt: number;
  readonly stepDays: number;
  /** Unwrapped longitudes, degrees, at startJdUt + i × stepDays. */
  readonly lonDeg: Float64Array;

  constructor(
    readonly body: TrackedBody,
    fromJdUt: number,
    toJdUt: number,
    stepDays = SAMPLE_STEP_DAYS[body],
  ) {
    // One extra sample before and two after, so every interval in the span has four points around it. The grid is
    // anchored at J2000, so the same moment comes out the same whatever window it is asked for in.
    this.startJdUt = J2000_JD + Math.floor((fromJdUt - stepDays - J2000_JD) / stepDays) * stepDays;
    this.stepDays = stepDays;
    const n = Math.ceil((toJdUt - this.startJdUt) / stepDays) + 3;
    this.lonDeg = new Float64Array(n);
    let prev = lonDegAt(body, this.startJdUt);
    this.lonDeg[0] = prev;
    for (let i = 1; i < n; i++) {
      const raw = lonDegAt(body, this.startJdUt + i * stepDays);
      prev += wrap180(raw - norm360(prev));
      this.lonDeg[i] = prev;
    }
  }

  get length(): number {
    return this.lonDeg.length;
  }

  timeOf(i: number): number {
    return this.startJdUt + i * this.stepDays;
  }

  /** Interpolated unwrapped longitude at jdUt (4-point Lagrange over the samples around it). */
  at(jdUt: number): number {
    const x = (jdUt - this.startJdUt) / this.stepDays;
    const i = Math.min(Math.max(Math.floor(x), 1), this.lonDeg.length - 3);
    const u = x - i;
    const p0 = this.lonDeg[i - 1] as number;
    const p1 = this.lonDeg[i] as number;
    const p2 = this.lonDeg[i + 1] as number;
    const p3 = this.lonDeg[i + 2] as number;
    // Lagrange basis on nodes −1, 0, 1, 2.
    return (
      (-u * (u - 1) * (u - 2) * p0) / 6 +
      ((u + 1) * (u - 1) * (u - 2) * p1) / 2 -
      ((u + 1) * u * (u - 2) * p2) / 2 +
      ((u + 1) * u * (u - 1) * p3) / 6
    );
  }

  /** Rate of the interpolated longitude, degrees per day (negative while retrograde). */
  speedAt(jdUt: number): number {
    const h = Math.min(0.01, this.stepDays / 100);
    return (this.at(jdUt + h) - this.at(jdUt - h)) / (2 * h);
  }
}

/** Root of f on [a, b] where f(a) and f(b) differ in sign (Brent's method), to `tolDays`. */
export function brentRoot(f: (t: number) => number, a: number, b: number, tolDays = 1e-7): number {
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iter = 0; iter < 100; iter++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + tolDays / 2;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = d;
      }
    } else {
      d = m;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}
