import type { TransitSeries } from './transit-outlook';
import type { NatalTarget } from './transit-vocabulary';

/** The report's recommendation tabs (spec §3): five areas of life, and timing. */
export const LIFE_AREAS = ['career', 'relationships', 'health', 'growth', 'finance'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

/**
 * Which natal points speak for each area, as traditional astrology reads them: the Midheaven, Saturn, the Sun and
 * Jupiter for vocation and standing; Venus, the Moon, Mars and the Ascendant–Descendant axis for relationships;
 * the Sun, the Moon, Mars and the Ascendant for vitality and habits; Jupiter and the outer planets (with Mercury,
 * the mind) for growth; Venus, Jupiter and Saturn for resources and planning.
 */
export const AREA_POINTS: Record<LifeArea, readonly NatalTarget[]> = {
  career: ['midheaven', 'saturn', 'sun', 'jupiter'],
  relationships: ['venus', 'moon', 'mars', 'ascendant'],
  health: ['sun', 'moon', 'mars', 'ascendant'],
  growth: ['jupiter', 'uranus', 'neptune', 'pluto', 'mercury'],
  finance: ['venus', 'jupiter', 'saturn'],
};

/** The transits of an area, strongest first (a transit to several of its points appears once). */
export function seriesForArea(series: readonly TransitSeries[], area: LifeArea): TransitSeries[] {
  return series.filter((s) => AREA_POINTS[area].includes(s.natal)).sort((a, b) => b.weight - a.weight);
}
