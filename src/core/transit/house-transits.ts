import { wrap180 } from '../astrology/zodiac';
import { houseOf } from '../ephemeris/houses';
import { brentRoot, lonDegAt, SAMPLE_STEP_DAYS, type TrackedBody } from './body-track';

/**
 * Which natal house a slow transiting body passes through, and when it crosses into the next one: the house
 * transits astrologers read for timing (Jupiter or Saturn through the 7th for partnership). A retrograde loop can
 * cross a cusp three times; every crossing is found, each to about a second.
 */

export interface HouseCrossing {
  jdUt: number;
  /** The house entered. */
  house: number;
  /** Direct motion carries the body into the next house; retrograde motion back into the one before. */
  retrograde: boolean;
}

export interface HouseTransit {
  body: TrackedBody;
  /** The house the body is in at the date. */
  house: number;
  /** Every cusp crossing in the window, in order. */
  crossings: HouseCrossing[];
}

/**
 * The natal house each body occupies at `jdUt` and its cusp crossings between `fromJdUt` and `toJdUt`. Sampled at the
 * body's own step (no slow body moves through a house between two samples) and refined by root-finding on the
 * distance to the crossed cusp.
 */
export function houseTransits(
  bodies: readonly TrackedBody[],
  cuspsDeg: readonly number[],
  jdUt: number,
  fromJdUt: number,
  toJdUt: number,
): HouseTransit[] {
  return bodies.map((body) => {
    const step = SAMPLE_STEP_DAYS[body];
    const crossings: HouseCrossing[] = [];
    let t0 = fromJdUt;
    let h0 = houseOf(lonDegAt(body, t0), cuspsDeg);
    while (t0 < toJdUt) {
      const t1 = Math.min(toJdUt, t0 + step);
      const h1 = houseOf(lonDegAt(body, t1), cuspsDeg);
      const next = (h0 % 12) + 1;
      const previous = ((h0 + 10) % 12) + 1;
      // A house narrower than a step (far north or south) is crossed whole: its crossing is taken at the sample.
      if (h1 !== h0 && h1 !== next && h1 !== previous)
        crossings.push({ jdUt: t1, house: h1, retrograde: false });
      else if (h1 !== h0) {
        // The cusp between the two houses: the later one's when moving forward, the earlier one's when backward.
        const forward = h1 === next;
        const cusp = cuspsDeg[(forward ? h1 : h0) - 1] as number;
        const at = brentRoot((t) => wrap180(lonDegAt(body, t) - cusp), t0, t1, 1e-5);
        crossings.push({ jdUt: at, house: h1, retrograde: !forward });
      }
      t0 = t1;
      h0 = h1;
    }
    return { body, house: houseOf(lonDegAt(body, jdUt), cuspsDeg), crossings };
  });
}
