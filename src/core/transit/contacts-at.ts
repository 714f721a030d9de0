import { wrap180 } from '../astrology/zodiac';
import { lonDegAt } from './body-track';
import { TRANSIT_ORBS_DEG } from './transit-orbs';
import { INTENSITY_THRESHOLDS, type Intensity, transitWeight } from './transit-outlook';
import {
  ASPECT_OFFSETS,
  type MajorAspect,
  type NatalTarget,
  TRANSIT_BODIES,
  type TransitBody,
} from './transit-vocabulary';

/** A transiting body in orb of an aspect to a natal point at one instant. */
export interface TransitContact {
  transit: TransitBody;
  natal: NatalTarget;
  type: MajorAspect;
  /** The exact aspect's signed offset, transit − natal (0, ±60, ±90, ±120, 180). */
  angleDeg: number;
  /** How far from exact now, degrees. */
  orbDeg: number;
  /** Closing on exact (true) or past it (false). */
  applying: boolean;
  weight: number;
}

/** The aspect's signed distance from exact (degrees), for a transit at `lonDeg` and a natal point at `natalDeg`. */
const offFromExact = (lonDeg: number, natalDeg: number, angleDeg: number) =>
  wrap180(lonDeg - natalDeg - angleDeg);

/**
 * Every transit in orb at an instant, by the scan's own orbs (TRANSIT_ORBS_DEG), strongest first (then tightest).
 * The same contacts the year's scan finds in orb on that date (tested against scanTransits).
 */
export function contactsAt(natal: Partial<Record<NatalTarget, number>>, jdUt: number): TransitContact[] {
  const out: TransitContact[] = [];
  for (const transit of TRANSIT_BODIES) {
    const lon = lonDegAt(transit, jdUt);
    const later = lonDegAt(transit, jdUt + 1 / 24);
    for (const [natalPoint, natalDeg] of Object.entries(natal) as [NatalTarget, number][]) {
      for (const { type, angleDeg } of ASPECT_OFFSETS) {
        const off = offFromExact(lon, natalDeg, angleDeg);
        if (Math.abs(off) > TRANSIT_ORBS_DEG[transit][type]) continue;
        const applying = Math.abs(offFromExact(later, natalDeg, angleDeg)) < Math.abs(off);
        out.push({
          transit,
          natal: natalPoint,
          type,
          angleDeg,
          orbDeg: Math.abs(off),
          applying,
          weight: transitWeight({ transit, type, natal: natalPoint }),
        });
      }
    }
  }
  return out.sort((a, b) => b.weight - a.weight || a.orbDeg - b.orbDeg);
}

/**
 * How strongly the contacts in orb make a date felt: their weights added (the same weights and thresholds the year's
 * series use).
 */
export function intensityOfContacts(contacts: readonly TransitContact[]): {
  intensity: Intensity;
  score: number;
} {
  const score = contacts.reduce((n, c) => n + c.weight, 0);
  const intensity =
    score >= INTENSITY_THRESHOLDS.high ? 'high' : score >= INTENSITY_THRESHOLDS.medium ? 'medium' : 'gentle';
  return { intensity, score };
}
