import type { Aspect } from './aspects';
import {
  type AspectPattern,
  type ChartAnalysis,
  type Element,
  type Modality,
  SIGN_RULER,
} from './chart-analysis';
import type { ChartBodyPosition } from './natal-chart';
import { type AspectKind, type ChartBody, PLANETS, type Planet, type Sign } from './vocabulary';
import { wrap180 } from './zodiac';

/** One thing that defines this chart, as data: the UI words it with message keys. */
export type DefiningTrait =
  | { kind: 'stellium'; sign?: Sign; house?: number; bodies: Planet[] }
  | { kind: 'pattern'; pattern: AspectPattern }
  | { kind: 'element'; element: Element; sharePercent: number }
  | { kind: 'chartRuler'; planet: Planet; sign: Sign; house: number; dignified: boolean }
  | { kind: 'modality'; modality: Modality; sharePercent: number }
  | { kind: 'hemisphere'; side: 'above' | 'below' | 'east' | 'west'; count: number }
  | { kind: 'angular'; planet: Planet; angle: AnglePoint; orbDeg: number }
  | { kind: 'tightAspect'; a: Planet; b: Planet; type: AspectKind; orbDeg: number };

export type AnglePoint = 'ascendant' | 'midheaven' | 'descendant' | 'ic';

/** A planet this close to an angle (conjunct it) is among the loudest voices of a chart. */
export const ANGULAR_ORB_DEG = 8;
/** An aspect between two planets this close to exact marks the chart, as a pattern would. */
export const TIGHT_ASPECT_ORB_DEG = 1;

/** What else the traits read besides the balance: the angles' longitudes and the aspects. */
export interface TraitInputs {
  /** Null without a birth time: then no planet is read as angular. */
  angles: { ascendant: { longitude: number }; midheaven: { longitude: number } } | null;
  aspects: readonly Aspect[];
}

/** The planet closest to an angle within ANGULAR_ORB_DEG, if any. */
function angularPlanet(
  bodies: Readonly<Record<ChartBody, ChartBodyPosition>>,
  inputs: TraitInputs,
): { planet: Planet; angle: AnglePoint; orbDeg: number } | null {
  if (!inputs.angles) return null;
  const asc = inputs.angles.ascendant.longitude;
  const mc = inputs.angles.midheaven.longitude;
  const points: [AnglePoint, number][] = [
    ['ascendant', asc],
    ['midheaven', mc],
    ['descendant', asc + 180],
    ['ic', mc + 180],
  ];
  let best: { planet: Planet; angle: AnglePoint; orbDeg: number } | null = null;
  for (const planet of PLANETS)
    for (const [angle, lon] of points) {
      const orbDeg = Math.abs(wrap180(bodies[planet].longitude - lon));
      if (orbDeg <= ANGULAR_ORB_DEG && (!best || orbDeg < best.orbDeg)) best = { planet, angle, orbDeg };
    }
  return best && { ...best, orbDeg: Math.round(best.orbDeg * 10) / 10 };
}

/** The closest aspect between two of the ten planets within TIGHT_ASPECT_ORB_DEG, if any. */
function tightestAspect(inputs: TraitInputs): Aspect | null {
  const planet = (p: string) => (PLANETS as readonly string[]).includes(p);
  const tight = inputs.aspects
    .filter((a) => planet(a.a) && planet(a.b) && a.orb <= TIGHT_ASPECT_ORB_DEG)
    .sort((x, y) => x.orb - y.orb);
  return tight[0] ?? null;
}

/** An element or modality "leads" the chart from this share of the weighted count. */
export const LEAD_SHARE_PERCENT = 40;
/** A hemisphere is emphasised when it holds this many of the ten planets or more. */
export const HEMISPHERE_EMPHASIS = 7;

/**
 * The three or four traits that most define a chart, most distinctive first: a stellium (three or more planets in
 * one sign or house), an aspect pattern (grand trine, T-square, grand cross, yod), a planet on an angle (within
 * 8° of the Ascendant, Midheaven, Descendant or IC), an aspect between two planets within 1° (when no pattern was
 * found), an element holding ≥ 40 % of the weighted balance, the chart ruler (the Ascendant sign's ruler) with
 * its sign and house, a modality holding ≥ 40 %, and a hemisphere holding ≥ 7 of the ten planets. The chart ruler
 * is always there, so every chart has at least one trait; the dominant element is added when fewer than three
 * traits qualified.
 */
export function definingTraits(
  analysis: ChartAnalysis,
  bodies: Readonly<Record<ChartBody, ChartBodyPosition>>,
  inputs: TraitInputs,
  max = 4,
): DefiningTrait[] {
  const out: DefiningTrait[] = [];
  const total = Object.values(analysis.elements).reduce((x, y) => x + y, 0) || 1;
  for (const s of analysis.stelliums.slice(0, 2)) out.push({ kind: 'stellium', ...s });
  for (const p of analysis.patterns.slice(0, 1)) out.push({ kind: 'pattern', pattern: p });
  const angular = angularPlanet(bodies, inputs);
  if (angular) out.push({ kind: 'angular', ...angular });
  const tight = analysis.patterns.length === 0 ? tightestAspect(inputs) : null;
  if (tight)
    out.push({
      kind: 'tightAspect',
      a: tight.a as Planet,
      b: tight.b as Planet,
      type: tight.type,
      orbDeg: Math.round(tight.orb * 10) / 10,
    });
  const elementShare = Math.round((100 * analysis.elements[analysis.dominantElement]) / total);
  const elementLeads = elementShare >= LEAD_SHARE_PERCENT;
  if (elementLeads)
    out.push({ kind: 'element', element: analysis.dominantElement, sharePercent: elementShare });
  const rulerPlanet = analysis.chartRuler;
  const ruler = rulerPlanet ? bodies[rulerPlanet] : null;
  if (rulerPlanet && ruler?.house)
    out.push({
      kind: 'chartRuler',
      planet: rulerPlanet,
      sign: ruler.sign,
      house: ruler.house,
      dignified: SIGN_RULER[ruler.sign] === rulerPlanet,
    });
  const modalityShare = Math.round((100 * analysis.modalities[analysis.dominantModality]) / total);
  if (modalityShare >= LEAD_SHARE_PERCENT)
    out.push({ kind: 'modality', modality: analysis.dominantModality, sharePercent: modalityShare });
  const h = analysis.hemispheres;
  const side = h && (['above', 'below', 'east', 'west'] as const).find((k) => h[k] >= HEMISPHERE_EMPHASIS);
  if (h && side) out.push({ kind: 'hemisphere', side, count: h[side] });
  if (!elementLeads && out.length < 3)
    out.push({ kind: 'element', element: analysis.dominantElement, sharePercent: elementShare });
  const top = out.slice(0, max);
  // The chart ruler always stays (when the birth time gives one): it is the one trait every astrologer names.
  const ruled = out.find((t) => t.kind === 'chartRuler');
  if (ruled && top.length > 0 && !top.includes(ruled)) top[top.length - 1] = ruled;
  return top;
}
