import { useTranslation } from 'react-i18next';
import type { TransitSeries } from '../../core/transit/transit-outlook';

/** A transit's name in the page's language: "Saturn Square (90°) Sun", "土星 スクエア（90°） 太陽". */
export function useTransitName(): (s: Pick<TransitSeries, 'transit' | 'type' | 'natal'>) => string {
  const { t } = useTranslation('results');
  return (s) => `${t(`bodies.${s.transit}`)} ${t(`aspectTypes.${s.type}`)} ${t(`bodies.${s.natal}`)}`;
}
