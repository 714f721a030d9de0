import type { ChartBodyPosition } from './natal-chart';
import { type ChartBody, PLANETS, type Planet, SIGNS, type Sign } from './vocabulary';
import { norm360, wrap180 } from './zodiac';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

/** Element and modality of each sign (aries fire cardinal, taurus earth fixed, …). */
export function signElement(sign: Sign): Element {
  return (['fire', 'earth', 'air', 'water'] as const)[SIGNS.indexOf(sign) % 4] as Element;
}
export function signModality(sign: Sign): Modality {
  return (['cardinal', 'fixed', 'mutable'] as const)[SIGNS.indexOf(sign) % 3] as Modality;
}

/** Traditional rulers (used for the chart ruler and dominance). */
export const SIGN_RULER: Readonly<Record<Sign, Planet>> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'mars',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'saturn',
  pisces: 'jupiter',
};

/** Weights of the balance count: the lights and the personal planets weigh more than the slow outer planets. */
export const BALANCE_WEIGHT: Readonly<Record<Planet, number>> = {
  sun: 2,
  moon: 2,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 1,
  saturn: 1,
  uranus: 0.5,
  neptune: 0.5,
  pluto: 0.5,
};

export type PatternKind = 'grandTrine' | 'tSquare' | 'grandCross' | 'yod';

export interface AspectPattern {
  kind: PatternKind;
  /** The planets involved; for a T-square and a yod the apex comes first. */
  bodies: Planet[];
}

export interface ChartAnalysis {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  dominantElement: Element;
  dominantModality: Modality;
  /**
   * Planets above (houses 7–12) / below (1–6) the horizon, east (10–3) / west (4–9) of the meridian. Null without a
   * birth time (no horizon, no meridian), as are the quadrants and the chart ruler.
   */
  hemispheres: { above: number; below: number; east: number; west: number } | null;
  quadrants: [number, number, number, number] | null;
  /** The planets that stand out (angular, chart ruler, luminary ruler, most aspected), strongest first. */
  dominantPlanets: Planet[];
  chartRuler: Planet | null;
  /** Signs holding the most planets (with the Ascendant sign counted). */
  dominantSigns: Sign[];
  /** Three or more planets in one sign, or in one house. */
  stelliums: { sign?: Sign; house?: number; bodies: Planet[] }[];
  patterns: AspectPattern[];
}

const ANGULAR = new Set([1, 4, 7, 10]);

function separation(a: number, b: number): number {
  return Math.abs(wrap180(a - b));
}

/** Pattern orbs (degrees): tighter than natal orbs so only clear configurations count. */
const PATTERN_ORB = { trine: 7, square: 7, opposition: 8, sextile: 5, quincunx: 3 } as const;
const near = (sep: number, angle: number, orb: number) => Math.abs(sep - angle) <= orb;

/** Grand trines, T-squares, grand crosses and yods among the ten planets. */
export function findPatterns(lon: Readonly<Record<Planet, number>>): AspectPattern[] {
  const ps = [...PLANETS];
  const sep = (a: Planet, b: Planet) => separation(lon[a], lon[b]);
  const out: AspectPattern[] = [];
  for (let i = 0; i < ps.length; i++) {
    for (let j = i + 1; j < ps.length; j++) {
      for (let k = j + 1; k < ps.length; k++) {
        const [a, b, c] = [ps[i], ps[j], ps[k]] as [Planet, Planet, Planet];
        if ([sep(a, b), sep(b, c), sep(a, c)].every((s) => near(s, 120, PATTERN_ORB.trine))) {
          out.push({ kind: 'grandTrine', bodies: [a, b, c] });
        }
        for (const [apex, x, y] of [
          [a, b, c],
          [b, a, c],
          [c, a, b],
        ] as [Planet, Planet, Planet][]) {
          const xy = sep(x, y);
          if (
            near(xy, 180, PATTERN_ORB.opposition) &&
            near(sep(apex, x), 90, PATTERN_ORB.square) &&
            near(sep(apex, y), 90, PATTERN_ORB.square)
          ) {
            out.push({ kind: 'tSquare', bodies: [apex, x, y] });
          }
          if (
            near(xy, 60, PATTERN_ORB.sextile) &&
            near(sep(apex, x), 150, PATTERN_ORB.quincunx) &&
            near(sep(apex, y), 150, PATTERN_ORB.quincunx)
          ) {
            out.push({ kind: 'yod', bodies: [apex, x, y] });
          }
        }
      }
    }
  }
  // Grand cross: two oppositions whose ends all square each other.
  for (let i = 0; i < ps.length; i++) {
    for (let j = i + 1; j < ps.length; j++) {
      for (let k = j + 1; k < ps.length; k++) {
        for (let l = k + 1; l < ps.length; l++) {
          const four = [ps[i], ps[j], ps[k], ps[l]] as Planet[];
          const seps = four.flatMap((x, m) => four.slice(m + 1).map((y) => sep(x, y)));
          const oppositions = seps.filter((s) => near(s, 180, PATTERN_ORB.opposition)).length;
          const squares = seps.filter((s) => near(s, 90, PATTERN_ORB.square)).length;
          if (oppositions === 2 && squares === 4) out.push({ kind: 'grandCross', bodies: four });
        }
      }
    }
  }
  return out;
}

/**
 * The chart's emphases: element and modality balance, hemispheres and quadrants, dominant planets and signs,
 * stelliums and aspect patterns. Pure counting over the engine's positions; the UI explains each finding.
 */
export function analyseChart(
  bodies: Readonly<Record<ChartBody, ChartBodyPosition>>,
  ascSign: Sign | null,
  aspects: readonly { a: string; b: string }[],
): ChartAnalysis {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const hemispheres = { above: 0, below: 0, east: 0, west: 0 };
  const quadrants: [number, number, number, number] = [0, 0, 0, 0];
  const bySign = new Map<Sign, Planet[]>();
  const byHouse = new Map<number, Planet[]>();
  for (const p of PLANETS) {
    const b = bodies[p];
    elements[signElement(b.sign)] += BALANCE_WEIGHT[p];
    modalities[signModality(b.sign)] += BALANCE_WEIGHT[p];
    bySign.set(b.sign, [...(bySign.get(b.sign) ?? []), p]);
    const house = b.house;
    if (house === null) continue;
    if (house >= 7) hemispheres.above++;
    else hemispheres.below++;
    if (house >= 10 || house <= 3) hemispheres.east++;
    else hemispheres.west++;
    quadrants[Math.floor((house - 1) / 3)] = (quadrants[Math.floor((house - 1) / 3)] as number) + 1;
    byHouse.set(house, [...(byHouse.get(house) ?? []), p]);
  }
  const timeKnown = ascSign !== null;
  const top = <K extends string>(rec: Record<K, number>) =>
    (Object.entries(rec) as [K, number][]).sort((x, y) => y[1] - x[1])[0]?.[0] as K;

  const chartRuler = ascSign === null ? null : SIGN_RULER[ascSign];
  const aspectCount = (p: Planet) => aspects.filter((a) => a.a === p || a.b === p).length;
  const score = (p: Planet) =>
    (ANGULAR.has(bodies[p].house ?? 0) ? 3 : 0) +
    (p === chartRuler ? 3 : 0) +
    (p === SIGN_RULER[bodies.sun.sign] ? 2 : 0) +
    (p === SIGN_RULER[bodies.moon.sign] ? 1 : 0) +
    (SIGN_RULER[bodies[p].sign] === p ? 2 : 0) +
    aspectCount(p) * 0.5;
  const dominantPlanets = [...PLANETS]
    .sort((a, b) => score(b) - score(a) || PLANETS.indexOf(a) - PLANETS.indexOf(b))
    .slice(0, 3);

  const signCount = new Map<Sign, number>();
  for (const [s, list] of bySign) signCount.set(s, list.length);
  if (ascSign !== null) signCount.set(ascSign, (signCount.get(ascSign) ?? 0) + 1);
  const maxSign = Math.max(...signCount.values());
  const dominantSigns = SIGNS.filter((s) => signCount.get(s) === maxSign && maxSign >= 2);

  const stelliums = [
    ...[...bySign].filter(([, l]) => l.length >= 3).map(([sign, l]) => ({ sign, bodies: l })),
    ...[...byHouse].filter(([, l]) => l.length >= 3).map(([house, l]) => ({ house, bodies: l })),
  ];
  const lon = Object.fromEntries(PLANETS.map((p) => [p, norm360(bodies[p].longitude)])) as Record<
    Planet,
    number
  >;
  return {
    elements,
    modalities,
    dominantElement: top(elements),
    dominantModality: top(modalities),
    hemispheres: timeKnown ? hemispheres : null,
    quadrants: timeKnown ? quadrants : null,
    dominantPlanets,
    chartRuler,
    dominantSigns,
    stelliums,
    patterns: findPatterns(lon),
  };
}
