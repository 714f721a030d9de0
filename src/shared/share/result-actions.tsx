import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareKind } from '../../core/share/share-payload';
import { languageOf } from '../../i18n/languages';
import { viewedChartNow } from '../stores/viewed-chart';

// The dialog and its QR encoder load when the person asks to share, not with the page; the PDF generator, pdf-lib
// and the fonts when they ask for the report.
const ShareDialog = lazy(() => import('./share-dialog'));

/** The report's stages in order (build-report.ts calls them out); null while its code and texts load. */
const STAGES = ['preparing', 'fonts', 'layout', 'saving'] as const;
type Stage = (typeof STAGES)[number];

type ReportState =
  | { kind: 'making'; stage: Stage | null }
  | { kind: 'done' }
  | { kind: 'error'; key: 'noReport' | 'failed' }
  | null;

/**
 * What a person can do with a reading besides read it, in the results header and above the transit report: share
 * it (a link, a QR code, an image) and keep it as a PDF report. Their labels are the common namespace's, so the
 * page never waits for the dialog's or the report's texts.
 */
export function ResultActions({
  kind,
  date,
  readOnly = false,
}: {
  kind: ShareKind;
  date?: string;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const [sharing, setSharing] = useState(false);
  const [report, setReport] = useState<ReportState>(null);

  const makeReport = async () => {
    setReport({ kind: 'making', stage: null });
    try {
      const [{ downloadReport }] = await Promise.all([
        import('../report/download-report'),
        i18n.loadNamespaces('report'),
      ]);
      const { user } = viewedChartNow();
      const source = document.querySelector<HTMLElement>('main') ?? document.body;
      await downloadReport({
        kind,
        lang: languageOf(i18n.language) ?? 'ja',
        source,
        fileName: `seimei-${kind}-${user?.birthdate ?? 'report'}${date ? `-from-${date}` : ''}`,
        onStage: (stage) => setReport({ kind: 'making', stage }),
      });
      setReport({ kind: 'done' });
    } catch (e) {
      await i18n.loadNamespaces('report').catch(() => undefined);
      const code = (e as { code?: unknown })?.code;
      console.warn('PDF report:', e);
      setReport({ kind: 'error', key: code === 'NO_REPORT' ? 'noReport' : 'failed' });
    }
  };

  const making = report?.kind === 'making';
  return (
    <div className="results-actions" data-report="skip">
      {/* Someone else's chart (a share link) is not shared on from here: the link is in the address bar. */}
      {!readOnly && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => setSharing(true)}
          aria-haspopup="dialog"
          data-testid="share-open"
        >
          {t('actions.share')}
        </button>
      )}
      <button
        type="button"
        className="button-secondary"
        onClick={() => void makeReport()}
        disabled={making}
        aria-busy={making}
        data-testid="report-pdf"
      >
        {t('actions.pdf')}
      </button>
      <p
        className={`results-actions-status ${report?.kind === 'error' ? 'error' : ''}`}
        role="status"
        data-testid="report-status"
        hidden={!report}
      >
        {report?.kind === 'making' &&
          (report.stage === null ? (
            // The report's own texts are still loading: the common namespace's word, never a raw key.
            t('status.loading')
          ) : (
            <>
              {t('report:makingStage', {
                stage: t(`report:stages.${report.stage}`),
                n: STAGES.indexOf(report.stage) + 1,
                total: STAGES.length,
              })}{' '}
              <progress
                max={STAGES.length}
                value={STAGES.indexOf(report.stage) + 1}
                aria-label={t('report:making')}
                data-testid="report-progress"
              />
            </>
          ))}
        {report?.kind === 'done' && t('report:done')}
        {report?.kind === 'error' && t(`report:${report.key}`)}
      </p>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog kind={kind} date={date} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}
