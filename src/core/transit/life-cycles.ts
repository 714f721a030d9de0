import { norm360 } from '../astrology/zodiac';
import type { ChartOutput } from '../chart/compute-chart';
import { BodyTrack, type TrackedBody } from './body-track';
import { Segments } from './segments';

/** The life cycles that come from the real sky (spec §9 "Life cycles"), not from age alone. */
export const LIFE_CYCLE_KINDS = [
  'jupiterReturn',
  'saturnOpposition',
  'saturnReturn',
  'uranusOpposition',
  'chironReturn',
  'nodalReturn',
] as const;
export type LifeCycleKind = (typeof LIFE_CYCLE_KINDS)[number];

/** One occurrence of a cycle for this person: its first and last exact pass (one, or three in a retrograde loop). */
export interface LifeCycle {
  kind: LifeCycleKind;
  /** 1 for the first Saturn return, 2 for the second … */
  n: number;
  firstExactJdUt: number;
  lastExactJdUt: number;
  passes: number;
}

/** The natal longitudes a life cycle returns to, degrees. */
export interface LifeCycleNatal {
  jupiter: number;
  saturn: number;
  uranus: number;
  chiron: number;
  /** The natal lunar node (of the chart's node convention, followed in the sky with the same convention). */
  node: number;
}

const DAYS_PER_YEAR = 365.25;

/**
 * Each cycle as data: the body, its offset from its natal place (0 for a return, 180 for an opposition), its mean
 * period (years) and how far the real date may fall from the mean one (days) — eccentric orbits and retrograde
 * loops move it by up to a year for Saturn and three for the Uranus opposition, whose half-orbit takes 40–44 years.
 */
const CYCLES: Record<
  LifeCycleKind,
  {
    body: 'jupiter' | 'saturn' | 'uranus' | 'chiron' | 'node';
    offsetDeg: number;
    periodYears: number;
    slackDays: number;
  }
> = {
  jupiterReturn: { body: 'jupiter', offsetDeg: 0, periodYears: 11.862, slackDays: 400 },
  saturnOpposition: { body: 'saturn', offsetDeg: 180, periodYears: 29.457, slackDays: 750 },
  saturnReturn: { body: 'saturn', offsetDeg: 0, periodYears: 29.457, slackDays: 500 },
  uranusOpposition: { body: 'uranus', offsetDeg: 180, periodYears: 84.02, slackDays: 1200 },
  chironReturn: { body: 'chiron', offsetDeg: 0, periodYears: 50.7, slackDays: 500 },
  nodalReturn: { body: 'node', offsetDeg: 0, periodYears: 18.6, slackDays: 90 },
};

/**
 * Every life cycle from birth to `untilJdUt` (e.g. the 100th birthday): each occurrence searched around its mean
 * date (a return after n periods, an opposition after n − ½), its passes found exactly on the body's interpolated
 * track (BodyTrack, as the transit scan does) and grouped into the one series nearest the mean date.
 */
export function lifeCycles(
  natal: LifeCycleNatal,
  birthJdUt: number,
  untilJdUt: number,
  node: 'true' | 'mean',
): LifeCycle[] {
  const out: LifeCycle[] = [];
  for (const kind of LIFE_CYCLE_KINDS) {
    const c = CYCLES[kind];
    const body: TrackedBody = c.body === 'node' ? (node === 'true' ? 'trueNode' : 'meanNode') : c.body;
    const target = norm360(natal[c.body] + c.offsetDeg);
    const periodDays = c.periodYears * DAYS_PER_YEAR;
    for (let n = 1; ; n++) {
      const mean = birthJdUt + (c.offsetDeg === 180 ? n - 0.5 : n) * periodDays;
      if (mean - c.slackDays > untilJdUt) break;
      const found = seriesNear(body, target, mean, c.slackDays);
      if (found && found.first < untilJdUt)
        out.push({ kind, n, firstExactJdUt: found.first, lastExactJdUt: found.last, passes: found.passes });
    }
  }
  return out.sort((a, b) => a.firstExactJdUt - b.firstExactJdUt);
}

/** The series of exact passes over `targetDeg` nearest `meanJdUt`, within ± `slackDays`. */
function seriesNear(
  body: TrackedBody,
  targetDeg: number,
  meanJdUt: number,
  slackDays: number,
): { first: number; last: number; passes: number } | null {
  const seg = new Segments(new BodyTrack(body, meanJdUt - slackDays, meanJdUt + slackDays));
  const byTurn = new Map<number, number[]>();
  for (const c of seg.crossings(targetDeg)) byTurn.set(c.turn, [...(byTurn.get(c.turn) ?? []), c.jdUt]);
  let best: number[] | null = null;
  for (const times of byTurn.values()) {
    const centre = (times[0] as number) + ((times[times.length - 1] as number) - (times[0] as number)) / 2;
    const bestCentre = best
      ? (best[0] as number) + ((best[best.length - 1] as number) - (best[0] as number)) / 2
      : 0;
    if (!best || Math.abs(centre - meanJdUt) < Math.abs(bestCentre - meanJdUt)) best = times;
  }
  if (!best) return null;
  return { first: best[0] as number, last: best[best.length - 1] as number, passes: best.length };
}

/** Life cycles are followed up to this age. */
const LIFE_YEARS = 100;

/**
 * A chart's life cycles up to age 100: its Jupiter, Saturn, Uranus, Chiron and north node (of the chart's node
 * convention, followed in the sky the same way).
 */
export function lifeCyclesOf(chart: Pick<ChartOutput, 'bodies' | 'julianDayUt' | 'settings'>): LifeCycle[] {
  return lifeCycles(
    {
      jupiter: chart.bodies.jupiter.longitude,
      saturn: chart.bodies.saturn.longitude,
      uranus: chart.bodies.uranus.longitude,
      chiron: chart.bodies.chiron.longitude,
      node: chart.bodies.northNode.longitude,
    },
    chart.julianDayUt,
    chart.julianDayUt + LIFE_YEARS * DAYS_PER_YEAR,
    chart.settings.node,
  );
}
