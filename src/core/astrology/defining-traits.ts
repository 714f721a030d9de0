import {
  type AspectPattern,
  type ChartAnalysis,
  type Element,
  type Modality,
  SIGN_RULER,
} from './chart-analysis';
import type { ChartBodyPosition } from './natal-chart';
import type { ChartBody, Planet, Sign } from './vocabulary';

/** One thing that defines this chart, as data: the UI words it with message keys. */
export type DefiningTrait =
  | { kind: 'stellium'; sign?: Sign; house?: number; bodies: Planet[] }
  | { kind: 'pattern'; pattern: AspectPattern }
  | { kind: 'element'; element: Element; sharePercent: number }
  | { kind: 'chartRuler'; planet: Planet; sign: Sign; house: number; dignified: boolean }
  | { kind: 'modality'; modality: Modality; sharePercent: number }
  | { kind: 'hemisphere'; side: 'above' | 'below' | 'east' | 'west'; count: number };

/** An element or modality "leads" the chart from this share of the weighted count. */
export const LEAD_SHARE_PERCENT = 40;
/** A hemisphere is emphasised when it holds this many of the ten planets or more. */
export const HEMISPHERE_EMPHASIS = 7;

/**
 * The three or four traits that most define a chart, most distinctive first: a stellium (three or more planets in
 * one sign or house), an aspect pattern (grand trine, T-square, grand cross, yod), an element holding ≥ 40 % of the
 * weighted balance, the chart ruler (the Ascendant sign's ruler) with its sign and house, a modality holding
 * ≥ 40 %, and a hemisphere holding ≥ 7 of the ten planets. The chart ruler is always there, so every chart has at
 * least one trait; the dominant element is added when fewer than three traits qualified.
 */
export function definingTraits(
  analysis: ChartAnalysis,
  bodies: Readonly<Record<ChartBody, ChartBodyPosition>>,
  max = 4,
): DefiningTrait[] {
  const out: DefiningTrait[] = [];
  const total = Object.values(analysis.elements).reduce((x, y) => x + y, 0) || 1;
  for (const s of analysis.stelliums.slice(0, 2)) out.push({ kind: 'stellium', ...s });
  for (const p of analysis.patterns.slice(0, 1)) out.push({ kind: 'pattern', pattern: p });
  const elementShare = Math.round((100 * analysis.elements[analysis.dominantElement]) / total);
  const elementLeads = elementShare >= LEAD_SHARE_PERCENT;
  if (elementLeads)
    out.push({ kind: 'element', element: analysis.dominantElement, sharePercent: elementShare });
  const ruler = bodies[analysis.chartRuler];
  out.push({
    kind: 'chartRuler',
    planet: analysis.chartRuler,
    sign: ruler.sign,
    house: ruler.house,
    dignified: SIGN_RULER[ruler.sign] === analysis.chartRuler,
  });
  const modalityShare = Math.round((100 * analysis.modalities[analysis.dominantModality]) / total);
  if (modalityShare >= LEAD_SHARE_PERCENT)
    out.push({ kind: 'modality', modality: analysis.dominantModality, sharePercent: modalityShare });
  const h = analysis.hemispheres;
  const side = (['above', 'below', 'east', 'west'] as const).find((k) => h[k] >= HEMISPHERE_EMPHASIS);
  if (side) out.push({ kind: 'hemisphere', side, count: h[side] });
  if (!elementLeads && out.length < 3)
    out.push({ kind: 'element', element: analysis.dominantElement, sharePercent: elementShare });
  return out.slice(0, max);
}
