import { wrap180 } from '../astrology/zodiac';
import { type BodyTrack, brentRoot, lonDegAt } from './body-track';

/** Below this speed (degrees per day) a meeting sits by a station, where one more ephemeris step cannot sharpen it. */
const POLISH_MIN_SPEED_DEG_PER_DAY = 0.02;
/**
 * Bodies whose sampled curve strays over an arcsecond from the ephemeris in their loops: Mercury (12″ at a 2-day step)
 * and Venus (2.3″). The others stay within 1.3″ and are scanned over a century for the life cycles, so they are left
 * as the curve gives them.
 */
const POLISHED = new Set(['mercury', 'venus']);

/** A crossing of the unwrapped curve through one level (a target plus a whole number of turns). */
export interface Crossing {
  jdUt: number;
  /** Which turn: the unwrapped level is base + 360 × turn. */
  turn: number;
}

/**
 * The body's curve split where it stations: between consecutive breakpoints the longitude only rises or only
 * falls, so a level is met at most once per interval, and every meeting lies in an interval whose ends straddle it.
 */
export class Segments {
  readonly times: number[] = [];
  readonly values: number[] = [];
  readonly stations: { jdUt: number; lonDeg: number; direction: 'retrograde' | 'direct' }[] = [];

  constructor(readonly track: BodyTrack) {
    const n = track.length;
    const lon = track.lonDeg;
    const diff = (i: number) => (lon[i + 1] as number) - (lon[i] as number);
    // Interior samples only: the first and the last two are there for interpolation.
    for (let i = 1; i < n - 2; i++) {
      this.times.push(track.timeOf(i));
      this.values.push(lon[i] as number);
    }
    // The body turns near sample i when the steps on either side of it go opposite ways: the station is the root
    // of the interpolated rate between the neighbouring samples.
    for (let i = 2; i < n - 3; i++) {
      if (Math.sign(diff(i - 1)) === Math.sign(diff(i))) continue;
      const a = track.timeOf(i - 1);
      const b = track.timeOf(i + 1);
      const sa = track.speedAt(a);
      if (Math.sign(sa) === Math.sign(track.speedAt(b))) continue;
      const t = brentRoot((x) => track.speedAt(x), a, b, 1e-6);
      this.stations.push({ jdUt: t, lonDeg: track.at(t), direction: sa > 0 ? 'retrograde' : 'direct' });
    }
    // The stations become breakpoints.
    for (const s of this.stations) {
      const k = this.times.findIndex((x) => x > s.jdUt);
      const at = k === -1 ? this.times.length : k;
      this.times.splice(at, 0, s.jdUt);
      this.values.splice(at, 0, s.lonDeg);
    }
  }

  /**
   * The meeting on the ephemeris itself rather than the interpolated curve, for the bodies in POLISHED: one Newton step
   * on the exact longitude leaves under 0.01″.
   */
  private polish(jdUt: number, level: number, lo: number, hi: number): number {
    if (!POLISHED.has(this.track.body)) return jdUt;
    const speed = this.track.speedAt(jdUt);
    if (Math.abs(speed) < POLISH_MIN_SPEED_DEG_PER_DAY) return jdUt;
    const next = jdUt - wrap180(lonDegAt(this.track.body, jdUt) - level) / speed;
    return next >= lo && next <= hi ? next : jdUt;
  }

  /** Every time the curve meets base + 360k (any whole k), in time order. */
  crossings(baseDeg: number): Crossing[] {
    const out: Crossing[] = [];
    const { times, values, track } = this;
    for (let i = 0; i + 1 < times.length; i++) {
      const v0 = values[i] as number;
      const v1 = values[i + 1] as number;
      const lo = Math.min(v0, v1);
      const hi = Math.max(v0, v1);
      for (let k = Math.ceil((lo - baseDeg) / 360); baseDeg + 360 * k <= hi; k++) {
        const level = baseDeg + 360 * k;
        const f0 = v0 - level;
        const f1 = v1 - level;
        // Half-open, so a meeting exactly on a breakpoint is counted once (as the end of an interval).
        if (!((f0 < 0 && f1 >= 0) || (f0 > 0 && f1 <= 0))) continue;
        const t = brentRoot((x) => track.at(x) - level, times[i] as number, times[i + 1] as number);
        out.push({ jdUt: this.polish(t, level, times[i] as number, times[i + 1] as number), turn: k });
      }
    }
    return out;
  }
}
