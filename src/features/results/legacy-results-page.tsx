import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';

/** /results/{id}, the original product's results route: opens the stored results in their current page. */
export function Component() {
  const { t } = useTranslation('results');
  const results = useAppStore((s) => s.calculationResults);
  const type = useAppStore((s) => s.analysisType);
  const { id: asked } = useParams();
  const kept = useAppStore((s) => s.analysisHistory.some((h) => h.id === asked));
  const current = useAppStore((s) => s.resultId);
  if (results || kept) {
    // The analysis the old URL names when the device still holds it, else the current one.
    const id = (kept ? asked : current) ?? 'latest';
    return <Navigate replace to={type === 'bazi' ? paths.baziResults(id) : paths.astrologyResults(id)} />;
  }
  return (
    <div className="page">
      <h1>{t('legacy.title')}</h1>
      <p>{t('legacy.none')}</p>
      <Link className="button-primary" to={paths.home}>
        {t('common:actions.home')}
      </Link>
    </div>
  );
}
