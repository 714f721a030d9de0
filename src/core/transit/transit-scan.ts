import type { Sign } from '../astrology/vocabulary';
import { SIGNS } from '../astrology/vocabulary';
import { norm360, wrap180 } from '../astrology/zodiac';
import { BodyTrack, lonDegAt, type TrackedBody } from './body-track';
import { type Crossing, Segments } from './segments';
import { TRANSIT_ORBS_DEG } from './transit-orbs';
import {
  ASPECT_OFFSETS,
  type MajorAspect,
  NATAL_TARGETS,
  type NatalTarget,
  type StationBody,
  TRANSIT_BODIES,
  type TransitBody,
} from './transit-vocabulary';

/** One exact aspect from a transiting body to a natal point, with the window it is in orb. */
export interface TransitHit {
  transit: TransitBody;
  natal: NatalTarget;
  type: MajorAspect;
  /** Signed offset at the exact moment, transit − natal: 0, ±60, ±90, ±120 or 180. */
  angleDeg: number;
  exactJdUt: number;
  transitRetrograde: boolean;
  /** Which pass of the series this is (1-based), and how many passes the series has (3 for a retrograde loop). */
  pass: number;
  passes: number;
  orbDeg: number;
  /** When the aspect comes within its orb before this pass and leaves it after; null beyond the searched span. */
  enterJdUt: number | null;
  leaveJdUt: number | null;
}

export interface TransitStation {
  body: StationBody;
  direction: 'retrograde' | 'direct';
  jdUt: number;
  lonDeg: number;
}

export interface TransitIngress {
  body: TransitBody;
  /** The sign entered. */
  sign: Sign;
  jdUt: number;
  retrograde: boolean;
}

export interface TransitReturn {
  /** 'sun' is the solar return, 'moon' a lunar return; the others a planet back on its natal place. */
  body: TransitBody | 'moon';
  jdUt: number;
  pass: number;
  passes: number;
}

export interface TransitScan {
  fromJdUt: number;
  toJdUt: number;
  hits: TransitHit[];
  stations: TransitStation[];
  ingresses: TransitIngress[];
  returns: TransitReturn[];
}

/**
 * How far beyond the window each body is followed, days: long enough to see a whole retrograde series (so a window
 * that starts or ends in the middle of one still numbers its passes) and the orb entry before the first pass.
 */
const PAD_DAYS: Record<TransitBody, number> = {
  sun: 8,
  mercury: 90,
  venus: 150,
  mars: 250,
  jupiter: 400,
  saturn: 400,
  uranus: 400,
  neptune: 400,
  pluto: 400,
};

/** Followed bodies for one scan, built once (the sampling is the costly part). */
function segmentsFor(body: TrackedBody, fromJdUt: number, toJdUt: number): Segments {
  return new Segments(new BodyTrack(body, fromJdUt, toJdUt));
}

/** Refines the moment a body's true longitude is `targetDeg` near `guess` (secant on the ephemeris itself). */
function polish(body: TrackedBody, targetDeg: number, guess: number, rateDegPerDay: number): number {
  let t = guess;
  for (let i = 0; i < 3; i++) {
    const err = wrap180(lonDegAt(body, t) - targetDeg);
    if (Math.abs(err) < 1e-7) break;
    t -= err / rateDegPerDay;
  }
  return t;
}

const inWindow = (jd: number, from: number, to: number) => jd >= from && jd < to;

/**
 * Every exact transit of the window [fromJdUt, toJdUt): aspects from the nine transiting bodies to the natal points
 * given (their longitudes, degrees; a missing Ascendant or Midheaven is skipped), each pass of a retrograde series
 * numbered, with its orb window; the stations, sign ingresses and returns (solar, lunar, planetary) in the window.
 * Each body's longitude is sampled, unwrapped and interpolated (BodyTrack); exact moments are roots of that curve
 * minus the target, bracketed between stations so no pass can be missed, refined by Brent's method. The solar and
 * lunar returns are then refined on the ephemeris itself, to well under a second.
 */
export function scanTransits(
  natal: Partial<Record<NatalTarget, number>>,
  fromJdUt: number,
  toJdUt: number,
): TransitScan {
  const hits: TransitHit[] = [];
  const stations: TransitStation[] = [];
  const ingresses: TransitIngress[] = [];
  const returns: TransitReturn[] = [];
  const targets = NATAL_TARGETS.filter((p) => typeof natal[p] === 'number');

  for (const body of TRANSIT_BODIES) {
    const pad = PAD_DAYS[body];
    const seg = segmentsFor(body, fromJdUt - pad, toJdUt + pad);
    const retro = (jd: number) => seg.track.speedAt(jd) < 0;

    if (body !== 'sun') {
      for (const s of seg.stations) {
        if (inWindow(s.jdUt, fromJdUt, toJdUt))
          stations.push({ body, direction: s.direction, jdUt: s.jdUt, lonDeg: norm360(s.lonDeg) });
      }
    }

    for (let i = 0; i < 12; i++) {
      for (const c of seg.crossings(i * 30)) {
        if (!inWindow(c.jdUt, fromJdUt, toJdUt)) continue;
        const r = retro(c.jdUt);
        // Moving backwards over a cusp enters the sign before it.
        ingresses.push({ body, sign: SIGNS[r ? (i + 11) % 12 : i] as Sign, jdUt: c.jdUt, retrograde: r });
      }
    }

    for (const target of targets) {
      const natalLon = natal[target] as number;
      for (const { type, angleDeg } of ASPECT_OFFSETS) {
        const orbDeg = TRANSIT_ORBS_DEG[body][type];
        const base = natalLon + angleDeg;
        const exact = seg.crossings(base);
        if (exact.length === 0) continue;
        const edges = [...seg.crossings(base - orbDeg), ...seg.crossings(base + orbDeg)];
        // A series: the passes over the same level (the same turn), i.e. the body went back and forth over it.
        const byTurn = new Map<number, Crossing[]>();
        for (const c of exact) byTurn.set(c.turn, [...(byTurn.get(c.turn) ?? []), c]);
        for (const series of byTurn.values()) {
          series.forEach((c, k) => {
            if (!inWindow(c.jdUt, fromJdUt, toJdUt)) return;
            const sameTurn = edges.filter((e) => e.turn === c.turn);
            const before = sameTurn.filter((e) => e.jdUt < c.jdUt).map((e) => e.jdUt);
            const after = sameTurn.filter((e) => e.jdUt > c.jdUt).map((e) => e.jdUt);
            hits.push({
              transit: body,
              natal: target,
              type,
              angleDeg,
              exactJdUt: c.jdUt,
              transitRetrograde: retro(c.jdUt),
              pass: k + 1,
              passes: series.length,
              orbDeg,
              enterJdUt: before.length > 0 ? Math.max(...before) : null,
              leaveJdUt: after.length > 0 ? Math.min(...after) : null,
            });
          });
          if (target === body) {
            series.forEach((c, k) => {
              if (!inWindow(c.jdUt, fromJdUt, toJdUt) || angleDeg !== 0) return;
              const jdUt =
                body === 'sun' ? polish('sun', natalLon, c.jdUt, seg.track.speedAt(c.jdUt)) : c.jdUt;
              returns.push({ body, jdUt, pass: k + 1, passes: series.length });
            });
          }
        }
      }
    }
  }

  if (typeof natal.moon === 'number') returns.push(...lunarReturns(natal.moon, fromJdUt, toJdUt));

  hits.sort((a, b) => a.exactJdUt - b.exactJdUt);
  stations.sort((a, b) => a.jdUt - b.jdUt);
  ingresses.sort((a, b) => a.jdUt - b.jdUt);
  returns.sort((a, b) => a.jdUt - b.jdUt);
  return { fromJdUt, toJdUt, hits, stations, ingresses, returns };
}

/** Mean sidereal month, days: the Moon's return to the same longitude. */
const SIDEREAL_MONTH_DAYS = 27.321661;

/**
 * Lunar returns in the window: the Moon never turns back, so each return is found from the Moon's mean motion and
 * refined on the ephemeris (secant steps); far cheaper than sampling the fastest body for a whole year.
 */
function lunarReturns(natalMoonDeg: number, fromJdUt: number, toJdUt: number): TransitReturn[] {
  const out: TransitReturn[] = [];
  const meanRate = 360 / SIDEREAL_MONTH_DAYS;
  // First return on or after `from`, then one sidereal month at a time.
  let guess = fromJdUt + norm360(natalMoonDeg - lonDegAt('moon', fromJdUt)) / meanRate;
  while (guess < toJdUt + SIDEREAL_MONTH_DAYS) {
    let t = guess;
    for (let i = 0; i < 8; i++) {
      const err = wrap180(lonDegAt('moon', t) - natalMoonDeg);
      const rate = wrap180(lonDegAt('moon', t + 0.01) - lonDegAt('moon', t - 0.01)) / 0.02;
      t -= err / rate;
      if (Math.abs(err) < 1e-7) break;
    }
    if (inWindow(t, fromJdUt, toJdUt) && !out.some((r) => Math.abs(r.jdUt - t) < 1))
      out.push({ body: 'moon', jdUt: t, pass: 1, passes: 1 });
    guess = t + SIDEREAL_MONTH_DAYS;
  }
  return out;
}
