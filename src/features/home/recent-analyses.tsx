import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { birthplaceLabel } from '../../shared/lib/birthplace-label';
import { birthMomentOf, formatIsoDate, formatSavedAt } from '../../shared/lib/local-date';
import { historyEntryPath, paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { RECENT_SHOWN } from '../../shared/stores/app-types';

/** The last few analyses (5 shown, 20 kept, all on the history page): open one again, or delete it. */
export default function RecentAnalyses() {
  // Its texts are the history page's (loaded with this chunk, not with home's first screen).
  const { t, i18n } = useTranslation('history');
  const navigate = useNavigate();
  const history = useAppStore((s) => s.analysisHistory);
  if (history.length === 0) return null;
  return (
    <section className="card recent" aria-labelledby="recent-title">
      <h2 id="recent-title">{t('recent.title')}</h2>
      <ul>
        {history.slice(0, RECENT_SHOWN).map((h) => (
          <li key={h.id}>
            <div>
              <strong>{h.userData.name || t('recent.anonymous')}</strong>{' '}
              <span className="muted">
                {birthMomentOf(h.userData, i18n.language)}
                {h.userData.birthTimeUnknown ? ` ${t('recent.timeUnknown')}` : ''} ·{' '}
                {birthplaceLabel(h.userData, i18n.language)} · {t(`common:analysisTypes.${h.analysisType}`)} ·{' '}
                {formatSavedAt(h.timestamp, i18n.language)}
              </span>
            </div>
            <div className="row-actions">
              <button
                type="button"
                className="button-secondary"
                onClick={() => {
                  if (useAppStore.getState().loadHistoryEntry(h.id)) navigate(historyEntryPath(h));
                }}
              >
                {t('common:actions.load')}
              </button>
              <button
                type="button"
                className="button-ghost"
                aria-label={`${t('common:actions.delete')}: ${h.userData.name || t('recent.anonymous')} ${formatIsoDate(h.userData.birthdate, i18n.language)}`}
                onClick={() => useAppStore.getState().deleteHistoryEntry(h.id)}
              >
                {t('common:actions.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="recent-all">
        <Link to={paths.history}>{t('recent.all', { count: history.length })}</Link>
      </p>
    </section>
  );
}
