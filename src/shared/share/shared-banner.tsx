import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { computeResults } from '../lib/analysis';
import { paths } from '../paths';
import { useAppStore } from '../stores/app-store';
import type { SharedChart } from '../stores/viewed-chart';

/**
 * Above a chart opened from someone's share link (issue 16 §4): whose it is, that it is read-only and leaves the
 * visitor's own data alone, the other view of the same birth, and an explicit "save to my charts" — which casts it
 * again with the visitor's own conventions, adds it to their history and opens it as theirs.
 */
export function SharedBanner({ shared }: { shared: SharedChart }) {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'saveFailed' | 'otherFailed' | null>(null);
  const other = shared.type === 'astrology' ? 'bazi' : 'astrology';
  const name = shared.userData.name.trim();

  // The other view of the same birth is another shared link; its encoder loads only when asked for.
  const openOther = async () => {
    try {
      const { makeShareLink } = await import('./share-link');
      const link = await makeShareLink({
        origin: '',
        kind: other,
        birth: shared.userData,
        conventions: shared.conventions,
        includeName: name !== '',
      });
      navigate(link);
    } catch {
      setFailed('otherFailed');
    }
  };

  const save = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const store = useAppStore.getState();
      const results = await computeResults(shared.userData, store.settings.conventions);
      store.setUserData(shared.userData);
      const id = store.setResults(results, shared.type);
      const to =
        shared.type === 'bazi'
          ? paths.baziResults(id)
          : shared.type === 'astrology'
            ? paths.astrologyResults(id)
            : `${paths.transit}${shared.transitDate ? `?date=${shared.transitDate}` : ''}`;
      navigate(to, { replace: true });
    } catch {
      setFailed('saveFailed');
      setBusy(false);
    }
  };

  return (
    <section
      className="card shared-banner"
      aria-labelledby="shared-banner-title"
      data-testid="shared-banner"
      data-report="skip"
    >
      <h2 id="shared-banner-title">{name ? t('sharedView.titleNamed', { name }) : t('sharedView.title')}</h2>
      <p>{t('sharedView.note')}</p>
      <div className="row-actions">
        <button
          type="button"
          className="button-primary"
          onClick={() => void save()}
          disabled={busy}
          aria-busy={busy}
          data-testid="shared-save"
        >
          {busy ? t('sharedView.saving') : t('sharedView.save')}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => void openOther()}
          data-testid="shared-other"
        >
          {t(`sharedView.other.${other}`)}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {t(`sharedView.${failed}`)}
        </p>
      )}
    </section>
  );
}
