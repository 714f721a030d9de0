import { useTranslation } from 'react-i18next';
import type { ChartPillarName } from '../../../core/bazi/relations';
import { SHENSHA_KEYS, type ShenshaBasis, type ShenshaKey } from '../../../core/bazi/shensha';
import type { ChartOutput } from '../../../core/chart/compute-chart';

const PILLAR_ORDER: readonly ChartPillarName[] = ['year', 'month', 'day', 'hour'];

/** The chart's 神煞, each with the pillars it falls on, what it was found from and one neutral sentence. */
export function ShenshaSection({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const hits = chart.bazi.shensha;
  // A chart stored before 神煞 existed has none: the block is left out until it is cast again.
  if (!hits) return null;
  const sep = t('timingGrid.listSeparator');
  const stars = SHENSHA_KEYS.flatMap((key) => {
    const mine = hits.filter((h) => h.key === key);
    if (mine.length === 0) return [];
    const pillars = PILLAR_ORDER.filter((p) => mine.some((h) => h.pillar === p));
    const bases = [...new Set(mine.map((h) => h.basis))] as ShenshaBasis[];
    return [{ key, pillars, bases }];
  });
  return (
    <div data-testid="shensha">
      <h3 id="shensha-title">{t('shensha.title')}</h3>
      <p className="muted">{t('shensha.intro')}</p>
      {stars.length === 0 ? (
        <p>{t('shensha.none')}</p>
      ) : (
        <dl className="shensha-list" aria-labelledby="shensha-title">
          {stars.map((s) => (
            <div key={s.key} data-shensha={s.key}>
              <dt>
                <strong>{t(`shensha.names.${s.key}`)}</strong>{' '}
                <span className="muted">
                  {t('shensha.on', {
                    pillars: s.pillars.map((p) => t(`pillarNames.${p}`)).join(sep),
                    bases: s.bases.map((b) => t(`shensha.bases.${b}`)).join(sep),
                  })}
                </span>
              </dt>
              <dd>{t(`shensha.notes.${s.key as ShenshaKey}`)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
