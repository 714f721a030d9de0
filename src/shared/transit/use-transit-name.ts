import { useTranslation } from 'react-i18next';
import type { MajorAspect, NatalTarget, TransitBody } from '../../core/transit/transit-vocabulary';

/**
 * A transit's name in the page's language, saying which body is transiting and which point is natal: "Transiting
 * Saturn Square (90°) natal Sun", 「トランジットの土星 スクエア（90°） 出生の太陽」, 「行运土星四分相（90°）本命太阳」.
 */
export function useTransitName(): (s: {
  transit: TransitBody;
  type: MajorAspect;
  natal: NatalTarget;
}) => string {
  const { t } = useTranslation('results');
  return (s) =>
    t('transit.name', {
      transit: t(`bodies.${s.transit}`),
      aspect: t(`aspectTypes.${s.type}`),
      natal: t(`bodies.${s.natal}`),
    });
}
