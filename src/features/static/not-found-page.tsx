import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/paths';

/**
 * Not found (spec §2): the requested path, a way home and a way to report it — the contact form, opened on a
 * technical problem with this address written in (issue 30: a report that only reached the console reached nobody).
 * Nothing is sent until the visitor sends the form.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const requested = `${location.pathname}${location.search}${location.hash}`;
  const report = `${paths.contact}?${new URLSearchParams({ subject: 'technical', about: requested })}`;

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
          <Link className="button-ghost" to={report} data-testid="report-link">
            {t('notFound.report')}
          </Link>
        </div>
        <p className="muted static-fineprint">{t('notFound.reportNote')}</p>
      </section>
    </div>
  );
}
