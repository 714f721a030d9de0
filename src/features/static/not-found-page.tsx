import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { Rich } from './static-parts';

/**
 * Not found (spec §2): the requested path, a way home and a report button. There is no server to report
 * to, so the report is only written to the browser console, and the acknowledgement says exactly that much.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const [reported, setReported] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const requested = `${location.pathname}${location.search}${location.hash}`;

  const report = () => {
    console.info('[not-found report]', {
      path: requested,
      referrer: document.referrer || null,
      reportedAt: new Date().toISOString(),
    });
    setReported(true);
    // Keep focus on something meaningful once the button is gone.
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <div className="page static-page static-center">
      <section className="card static-error" aria-labelledby="not-found-title">
        <p className="static-icon static-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>{t('notFound.lead')}</p>
        <dl className="static-details">
          <dt>{t('notFound.pathLabel')}</dt>
          <dd>
            <code data-testid="requested-path">{requested}</code>
          </dd>
        </dl>
        <div className="static-actions">
          <Link className="button-primary" to={paths.home}>
            {t('notFound.home')}
          </Link>
          <Link className="button-secondary" to={paths.learn}>
            {t('notFound.learn')}
          </Link>
          {!reported && (
            <button type="button" className="button-ghost" onClick={report}>
              {t('notFound.report')}
            </button>
          )}
        </div>
        <p ref={statusRef} className="static-report-status" role="status" tabIndex={-1}>
          {reported ? t('notFound.reported') : ''}
        </p>
        <p className="muted static-fineprint">
          <Rich k="notFound.reportNote" />
        </p>
      </section>
    </div>
  );
}
