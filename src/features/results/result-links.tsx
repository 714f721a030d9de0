import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';

/** The ways on from a results page: the other chart, transits, compatibility, the AI consultant, a new analysis. */
export function ResultLinks({ other }: { other: 'astrology' | 'bazi' }) {
  const { t } = useTranslation('results');
  const id = useAppStore((s) => s.resultId) ?? 'latest';
  return (
    <nav className="card result-links" aria-label={t(`links.${other}`)}>
      <Link
        className="button-secondary"
        to={other === 'bazi' ? paths.baziResults(id) : paths.astrologyResults(id)}
      >
        {t(`links.${other}`)}
      </Link>
      {other === 'bazi' && (
        <>
          <Link className="button-secondary" to={paths.skyChart}>
            {t('links.skyChart')}
          </Link>
          <Link className="button-secondary" to={paths.sky3d}>
            {t('links.sky3d')}
          </Link>
        </>
      )}
      <Link className="button-secondary" to={paths.transit}>
        {t('links.transit')}
      </Link>
      <Link className="button-secondary" to={paths.compatibility}>
        {t('links.compatibility')}
      </Link>
      <Link className="button-secondary" to={paths.chat}>
        {t('links.consultant')}
      </Link>
      <Link className="button-ghost" to={paths.home}>
        {t('links.newAnalysis')}
      </Link>
    </nav>
  );
}
