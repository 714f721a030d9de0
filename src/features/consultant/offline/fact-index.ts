import type { ChartPoint, Sign } from '../../../core/astrology/vocabulary';
import type { ChartFact, PillarName } from '../../../core/consultant/chart-facts';

// An intersection, not Extract: the luck and the annual pillar share one member of the union.
export type Fact<K extends ChartFact['kind']> = ChartFact & { kind: K };

/** A body's or an angle's place: angles have no house. */
export interface PointPlace {
  id: string;
  point: ChartPoint;
  sign: Sign;
  degree: number;
  minute: number;
  house: number | null;
  retrograde: boolean;
}

/** The chart's facts looked up by what they are about; the offline answers read nothing else. */
export interface FactIndex {
  point(p: ChartPoint): PointPlace | undefined;
  cusp(house: number): Fact<'cusp'> | undefined;
  pillar(name: PillarName): Fact<'pillar'> | undefined;
  dayMaster: Fact<'dayMaster'> | undefined;
  elements: Fact<'elements'> | undefined;
  /** The birth in the lunar calendar, with its animal by 立春 and by 春节. */
  lunar: Fact<'lunar'> | undefined;
  /** The chart's judgement (用神 … 閑神, strength, gender). */
  judgement: Fact<'judgement'> | undefined;
  luck: Fact<'luck'> | undefined;
  annual: Fact<'annual'> | undefined;
  /** The luck pillar after the running one, and the years either side of this one (chart-facts `when`). */
  nextLuck: Fact<'luck'> | undefined;
  nextAnnual: Fact<'annual'> | undefined;
  previousAnnual: Fact<'annual'> | undefined;
  /** The months from last month to twelve ahead, in order (chart-facts `offset`). */
  months: Fact<'monthly'>[];
  /** The month at an offset from this one (0 this month, 1 next month). */
  month(offset: number): Fact<'monthly'> | undefined;
  /** The slow transits in orb on the date. */
  transits: Fact<'transit'>[];
  /** The slow bodies' natal houses and cusp crossings (birth time known). */
  houseTransits: Fact<'houseTransit'>[];
  /** The aspects a point makes, tightest first. */
  aspectsOf(p: ChartPoint): Fact<'aspect'>[];
  /** The aspect between two points, if any. */
  aspect(a: ChartPoint, b: ChartPoint): Fact<'aspect'> | undefined;
  /** The bodies in a house, in the chart's order. */
  inHouse(house: number): PointPlace[];
  has(id: string): boolean;
}

export function indexFacts(facts: readonly ChartFact[]): FactIndex {
  const points = new Map<ChartPoint, PointPlace>();
  const cusps = new Map<number, Fact<'cusp'>>();
  const pillars = new Map<PillarName, Fact<'pillar'>>();
  const aspects: Fact<'aspect'>[] = [];
  const transits: Fact<'transit'>[] = [];
  const months: Fact<'monthly'>[] = [];
  const houseTransits: Fact<'houseTransit'>[] = [];
  const ids = new Set<string>();
  let dayMaster: Fact<'dayMaster'> | undefined;
  let elements: Fact<'elements'> | undefined;
  let judgement: Fact<'judgement'> | undefined;
  let lunar: Fact<'lunar'> | undefined;
  let luck: Fact<'luck'> | undefined;
  let annual: Fact<'annual'> | undefined;
  let nextLuck: Fact<'luck'> | undefined;
  let nextAnnual: Fact<'annual'> | undefined;
  let previousAnnual: Fact<'annual'> | undefined;
  for (const f of facts) {
    ids.add(f.id);
    switch (f.kind) {
      case 'position':
        points.set(f.body, { ...f, point: f.body, house: f.house });
        break;
      case 'angle':
        points.set(f.angle, { ...f, point: f.angle, house: null, retrograde: false });
        break;
      case 'cusp':
        cusps.set(f.house, f);
        break;
      case 'aspect':
        aspects.push(f);
        break;
      case 'pillar':
        pillars.set(f.pillar, f);
        break;
      case 'dayMaster':
        dayMaster = f;
        break;
      case 'elements':
        elements = f;
        break;
      case 'judgement':
        judgement = f;
        break;
      case 'lunar':
        lunar = f;
        break;
      case 'luck':
        if (f.when === 'current') luck = { ...f, kind: 'luck' };
        if (f.when === 'next') nextLuck = { ...f, kind: 'luck' };
        break;
      case 'annual':
        if (f.when === 'current') annual = { ...f, kind: 'annual' };
        if (f.when === 'next') nextAnnual = { ...f, kind: 'annual' };
        if (f.when === 'previous') previousAnnual = { ...f, kind: 'annual' };
        break;
      case 'transit':
        transits.push(f);
        break;
      case 'monthly':
        months.push(f);
        break;
      case 'houseTransit':
        houseTransits.push(f);
        break;
    }
  }
  const byOrb = [...aspects].sort((x, y) => x.orbDeg - y.orbDeg || x.id.localeCompare(y.id));
  const placed = [...points.values()];
  return {
    point: (p) => points.get(p),
    cusp: (h) => cusps.get(h),
    pillar: (name) => pillars.get(name),
    dayMaster,
    elements,
    judgement,
    lunar,
    luck,
    annual,
    nextLuck,
    nextAnnual,
    previousAnnual,
    transits,
    houseTransits,
    months: months.sort((a, b) => a.offset - b.offset),
    month: (offset) => months.find((m) => m.offset === offset),
    aspectsOf: (p) => byOrb.filter((x) => x.a === p || x.b === p),
    aspect: (a, b) => byOrb.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a)),
    inHouse: (h) => placed.filter((p) => p.house === h),
    has: (id) => ids.has(id),
  };
}
