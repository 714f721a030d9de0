import type { Language } from '../../i18n/languages';
import { ReportError } from './report-error';
import type { ReportKind } from './report-kind';

export type { ReportKind } from './report-kind';
export { ReportError };

export interface ReportRequest {
  kind: ReportKind;
  lang: Language;
  /** The page's content: the results page (or its <main>). */
  source: HTMLElement;
  onStage?: (stage: 'preparing' | 'fonts' | 'layout' | 'saving') => void;
}

/**
 * The PDF of the page's content, as bytes (for tests and the Web Share API). The generator, pdf-lib and the fonts
 * load now, on the first request, never with the page. Rejects with a ReportError: NO_REPORT when the page shows no
 * chart, FAILED for anything else.
 */
export async function buildReport(req: ReportRequest): Promise<Uint8Array> {
  try {
    const { buildReportPdf } = await import('./build-report');
    return await buildReportPdf(req);
  } catch (e) {
    if (e instanceof ReportError) throw e;
    throw new ReportError('FAILED', e instanceof Error ? e.message : String(e));
  }
}

/** Builds the PDF of the page's content and saves it (a download of `<fileName>.pdf`). */
export async function downloadReport(req: ReportRequest & { fileName: string }): Promise<void> {
  const bytes = await buildReport(req);
  try {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${req.fileName.replace(/\.pdf$/i, '')}.pdf`;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
    // The download has started from the blob; keep it alive a little for slow browsers, then free it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    throw new ReportError(
      'FAILED',
      `the PDF could not be saved: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}
