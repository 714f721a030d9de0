import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { Rich } from './static-parts';

/** Query values are shown as plain text and cut to this many characters (a link cannot paint a long fake notice). */
const MAX_SHOWN = 300;

function shown(value: string | null): string | null {
  const v = value?.trim();
  if (!v) return null;
  const chars = [...v];
  return chars.length > MAX_SHOWN ? `${chars.slice(0, MAX_SHOWN).join('')}…` : v;
}

/** Error page: `?error=<name>&message=<text>` from a routing error, with translated defaults (spec §2, §8). */
export function Component() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = shown(params.get('error')) ?? t('error.defaultError');
  const message = shown(params.get('message')) ?? t('error.defaultMessage');

  // React Router keeps the position in its history stack; at 0 there is nothing of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const back = () => (canGoBack ? navigate(-1) : navigate(paths.home));

  return (
    <div className="page static-page static-center">
      <section className="card static-error" aria-labelledby="error-title">
        <p className="static-icon" aria-hidden="true">
          ⚠
        </p>
        <h1 id="error-title">{t('error.title')}</h1>
        <p>{t('error.lead')}</p>
        <h2 className="sr-only">{t('error.detailsHeading')}</h2>
        <dl className="static-details">
          <dt>{t('error.nameLabel')}</dt>
          <dd data-testid="error-name">{name}</dd>
          <dt>{t('error.messageLabel')}</dt>
          <dd data-testid="error-message">{message}</dd>
        </dl>
        <p className="muted">
          <Rich k="error.hint" />
        </p>
        <div className="static-actions">
          <button type="button" className="button-secondary" onClick={back}>
            {t('error.actions.back')}
          </button>
          <Link className="button-secondary" to={paths.home}>
            {t('error.actions.home')}
          </Link>
          <button type="button" className="button-primary" onClick={() => window.location.reload()}>
            {t('error.actions.reload')}
          </button>
        </div>
      </section>
    </div>
  );
}
