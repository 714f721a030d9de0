import { wrap180 } from '../astrology/zodiac';
import { houseOf } from '../ephemeris/houses';
import { BodyTrack, brentRoot, lonDegAt } from './body-track';
import { Segments } from './segments';

/** The planets that stay years in one house, so their house is a theme of the period, not of a week. */
export const OUTER_PLANETS = ['uranus', 'neptune', 'pluto'] as const;
export type OuterPlanet = (typeof OUTER_PLANETS)[number];

/** A transiting body crossing a natal house cusp: the house it enters, when, and whether moving backwards. */
export interface HouseEntry {
  house: number;
  jdUt: number;
  retrograde: boolean;
}

export interface OuterInfluence {
  body: OuterPlanet;
  /** The natal house (1–12) it is in at the start of the window. */
  house: number;
  /** When it last entered that house before the window; null if longer ago than the look-back. */
  sinceJdUt: number | null;
  /** Every house entry during the window, in time order (a retrograde loop over a cusp gives three). */
  entries: HouseEntry[];
}

/**
 * How far back to look for the entry into the present house, years: a little more than the longest stay in one
 * house at mid latitudes (Uranus spends about 7 years per house, Neptune 14, Pluto 12–30; unequal houses stretch
 * that). Beyond it the report says only the house.
 */
const LOOKBACK_YEARS: Record<OuterPlanet, number> = { uranus: 16, neptune: 32, pluto: 40 };
/**
 * A coarse grid keeps the 40-year look-back cheap (Pluto costs ~50 µs a position): it finds every crossing (between
 * stations the motion is monotonic, and the stations come from the interpolated rate) to within about a day; each
 * one is then refined on the ephemeris itself, within a few days either side.
 */
const STEP_DAYS = 30;
const REFINE_DAYS = 3;

/** The crossing of `cuspDeg` near `guess`, refined on the ephemeris; the guess when the bracket holds no sign change. */
function refine(body: OuterPlanet, cuspDeg: number, guess: number): number {
  const f = (t: number) => wrap180(lonDegAt(body, t) - cuspDeg);
  const a = guess - REFINE_DAYS;
  const b = guess + REFINE_DAYS;
  // A graze at a station can put two crossings in one bracket (no sign change): the coarse root stands.
  return Math.sign(f(a)) === Math.sign(f(b)) ? guess : brentRoot(f, a, b, 1e-5);
}
const YEAR_DAYS = 365.25;

/**
 * Uranus, Neptune and Pluto against the natal houses over [fromJdUt, toJdUt): the house each is in, since when,
 * and each cusp crossing in the window. Crossings are exact roots of the interpolated longitude against each cusp
 * (Segments), so a retrograde loop over a cusp gives each of its passes.
 */
export function outerInfluences(
  cusps: readonly number[],
  fromJdUt: number,
  toJdUt: number,
): OuterInfluence[] {
  return OUTER_PLANETS.map((body) => {
    const startJdUt = fromJdUt - LOOKBACK_YEARS[body] * YEAR_DAYS;
    const track = new BodyTrack(body, startJdUt, toJdUt, STEP_DAYS);
    const segments = new Segments(track);
    const crossings: HouseEntry[] = [];
    cusps.forEach((cuspDeg, i) => {
      for (const c of segments.crossings(cuspDeg)) {
        if (c.jdUt < startJdUt || c.jdUt >= toJdUt) continue;
        const retrograde = track.speedAt(c.jdUt) < 0;
        // Forwards over cusp i + 1 enters house i + 1; backwards over it re-enters the house before.
        const jdUt = refine(body, cuspDeg, c.jdUt);
        crossings.push({ house: retrograde ? ((i + 11) % 12) + 1 : i + 1, jdUt, retrograde });
      }
    });
    crossings.sort((a, b) => a.jdUt - b.jdUt);
    const before = crossings.filter((c) => c.jdUt < fromJdUt);
    return {
      body,
      house: houseOf(lonDegAt(body, fromJdUt), cusps),
      sinceJdUt: before.length > 0 ? (before[before.length - 1] as HouseEntry).jdUt : null,
      entries: crossings.filter((c) => c.jdUt >= fromJdUt),
    };
  });
}
