import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareKind } from '../../core/share/share-payload';

// The dialog and its QR encoder load when the person asks to share, not with the page.
const ShareDialog = lazy(() => import('./share-dialog'));

/**
 * What a person can do with a reading besides read it, in the results header and under the transit report: share
 * it (a link, a QR code). Their texts are the common namespace's, so the page never waits for the dialog's.
 */
export function ResultActions({ kind, date }: { kind: ShareKind; date?: string }) {
  const { t } = useTranslation('common');
  const [sharing, setSharing] = useState(false);
  return (
    <div className="results-actions" data-report="skip">
      <button
        type="button"
        className="button-secondary"
        onClick={() => setSharing(true)}
        aria-haspopup="dialog"
        data-testid="share-open"
      >
        {t('actions.share')}
      </button>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog kind={kind} date={date} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}
