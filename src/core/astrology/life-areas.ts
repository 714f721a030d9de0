import type { Aspect } from './aspects';
import { type Element, SIGN_RULER, signElement } from './chart-analysis';
import type { ChartBodyPosition } from './natal-chart';
import { type AspectKind, type ChartBody, PLANETS, type Planet, SIGNS, type Sign } from './vocabulary';
import { zodiacPosition } from './zodiac';

/**
 * Career and love read from the houses that govern them and their rulers (issue 12 §2), not from the Sun sign
 * alone: what an astrologer looks at first. Career: the Midheaven, the 10th house, its ruler and where that ruler
 * stands, the planets in the 10th, Saturn and the Sun. Love: Venus, Mars and the Moon, the 5th and 7th houses
 * and their rulers, and the aspect between Venus and Mars. Traditional rulers, as for the chart ruler.
 */

/** Essential dignity of a planet in a sign (traditional rulerships and exaltations; outer planets have none). */
export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall' | null;

/** The sign six signs on: a planet's detriment faces its domicile, its fall faces its exaltation. */
const opposite = (sign: Sign): Sign => SIGNS[(SIGNS.indexOf(sign) + 6) % 12] as Sign;
const EXALTATION: Readonly<Partial<Record<Planet, Sign>>> = {
  sun: 'aries',
  moon: 'taurus',
  mercury: 'virgo',
  venus: 'pisces',
  mars: 'capricorn',
  jupiter: 'cancer',
  saturn: 'libra',
};

/**
 * Every sign where a planet has each essential dignity (a planet can have two at once: Mercury in Virgo is both at
 * home and exalted), for tables; `dignityOf` answers for one placement with the strongest.
 */
export function dignitySigns(planet: Planet): Record<Exclude<Dignity, null>, Sign[]> {
  const domicile = (Object.keys(SIGN_RULER) as Sign[]).filter((s) => SIGN_RULER[s] === planet);
  const ex = EXALTATION[planet];
  return {
    domicile,
    exaltation: ex ? [ex] : [],
    detriment: domicile.map(opposite),
    fall: ex ? [opposite(ex)] : [],
  };
}

export function dignityOf(planet: Planet, sign: Sign): Dignity {
  const ruled = (Object.keys(SIGN_RULER) as Sign[]).filter((s) => SIGN_RULER[s] === planet);
  if (ruled.includes(sign)) return 'domicile';
  if (EXALTATION[planet] === sign) return 'exaltation';
  if (ruled.some((s) => opposite(s) === sign)) return 'detriment';
  const ex = EXALTATION[planet];
  if (ex && opposite(ex) === sign) return 'fall';
  return null;
}

/** A house as a reading uses it: the sign on its cusp, the ruler of that sign and where the ruler stands. */
export interface HouseRuling {
  house: number;
  cuspSign: Sign;
  ruler: Planet;
  rulerSign: Sign;
  rulerHouse: number;
  rulerDignity: Dignity;
  /** The ten planets standing in the house, in the usual order. */
  occupants: Planet[];
}

export interface Placement {
  sign: Sign;
  element: Element;
  house: number;
  dignity: Dignity;
}

export interface CareerReading {
  midheavenSign: Sign;
  tenth: HouseRuling;
  sun: Placement;
  saturn: Placement;
}

export interface LoveReading {
  venus: Placement;
  mars: Placement;
  moon: Placement;
  fifth: HouseRuling;
  seventh: HouseRuling;
  /** The major aspect between Venus and Mars, if they make one. */
  venusMars: AspectKind | null;
  /** Saturn's major aspect to Venus, if any: love that is serious, slow or tested. */
  venusSaturn: AspectKind | null;
}

type Bodies = Readonly<Record<ChartBody, ChartBodyPosition>>;

/** Career and love are read from houses: a chart without a birth time has none, and its caller must not ask. */
function knownHouse(b: ChartBodyPosition): number {
  if (b.house === null)
    throw new Error('careerReading / loveReading need a chart with houses (a birth time).');
  return b.house;
}

function houseRuling(house: number, cuspsDeg: readonly number[], bodies: Bodies): HouseRuling {
  const cuspSign = zodiacPosition(cuspsDeg[house - 1] as number).sign;
  const ruler = SIGN_RULER[cuspSign];
  const r = bodies[ruler];
  return {
    house,
    cuspSign,
    ruler,
    rulerSign: r.sign,
    rulerHouse: knownHouse(r),
    rulerDignity: dignityOf(ruler, r.sign),
    occupants: PLANETS.filter((p) => bodies[p].house === house),
  };
}

const placement = (bodies: Bodies, p: Planet): Placement => ({
  sign: bodies[p].sign,
  element: signElement(bodies[p].sign),
  house: knownHouse(bodies[p]),
  dignity: dignityOf(p, bodies[p].sign),
});

function aspectOf(aspects: readonly Aspect[], x: Planet, y: Planet): AspectKind | null {
  const a = aspects.find((s) => (s.a === x && s.b === y) || (s.a === y && s.b === x));
  return a ? a.type : null;
}

export function careerReading(chart: {
  bodies: Bodies;
  houses: { cusps: readonly number[] };
  angles: { midheaven: { sign: Sign } };
}): CareerReading {
  return {
    midheavenSign: chart.angles.midheaven.sign,
    tenth: houseRuling(10, chart.houses.cusps, chart.bodies),
    sun: placement(chart.bodies, 'sun'),
    saturn: placement(chart.bodies, 'saturn'),
  };
}

export function loveReading(chart: {
  bodies: Bodies;
  houses: { cusps: readonly number[] };
  aspects: readonly Aspect[];
}): LoveReading {
  return {
    venus: placement(chart.bodies, 'venus'),
    mars: placement(chart.bodies, 'mars'),
    moon: placement(chart.bodies, 'moon'),
    fifth: houseRuling(5, chart.houses.cusps, chart.bodies),
    seventh: houseRuling(7, chart.houses.cusps, chart.bodies),
    venusMars: aspectOf(chart.aspects, 'venus', 'mars'),
    venusSaturn: aspectOf(chart.aspects, 'venus', 'saturn'),
  };
}
