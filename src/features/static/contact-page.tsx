import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LANGUAGE, languageOf } from '../../i18n/languages';
import { paths } from '../../shared/paths';
import {
  CONTACT_SUBJECTS,
  CONTACT_TIMEOUT_MS,
  type ContactField,
  type ContactFieldError,
  type ContactFormValues,
  charCount,
  contactPayload,
  DEFAULT_CONTACT_EMAIL,
  EMPTY_CONTACT_FORM,
  MESSAGE_MAX,
  mailtoHref,
  validateContact,
} from './contact-validation';
import { RelatedLinks } from './static-parts';

/** Set at build time; without it (the default) the form prepares an e-mail instead of posting. */
const ENDPOINT = (import.meta.env.VITE_CONTACT_ENDPOINT as string | undefined)?.trim() || null;
const CONTACT_EMAIL =
  (import.meta.env.VITE_CONTACT_EMAIL as string | undefined)?.trim() || DEFAULT_CONTACT_EMAIL;

type Phase = 'idle' | 'submitting' | 'success' | 'error' | 'mailOpened';

/** Posts the payload; true for a 2xx answer, false for anything else (other status, network error, 15 s timeout). */
async function post(body: unknown): Promise<boolean> {
  if (!ENDPOINT) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONTACT_TIMEOUT_MS);
  try {
    const res = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    });
    return res.ok;
  } catch (err) {
    console.warn('Contact message not sent:', err);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Contact (spec §2, §4, §8, §9): name, e-mail, subject, message and privacy consent, checked in that order.
 * With an endpoint configured it posts JSON; otherwise it opens a prefilled e-mail and says the user sends it.
 */
export function Component() {
  const { t, i18n } = useTranslation('pages');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldError[]>([]);
  const [checked, setChecked] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [mailHref, setMailHref] = useState<string | null>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLSelectElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    consent: useRef<HTMLInputElement>(null),
  } satisfies Record<ContactField, unknown>;

  const update = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the user has tried to submit, messages follow the input (a fixed field loses its message at once).
    if (checked) setErrors(validateContact(next));
  };

  const errorOf = (field: ContactField) => errors.find((e) => e.field === field);
  const describedBy = (field: ContactField, note?: string) =>
    [note, errorOf(field) ? `contact-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: ContactField) => {
    const e = errorOf(field);
    return e ? (
      <p id={`contact-${field}-error`} className="field-error" role="alert">
        {t(e.messageKey, e.values)}
      </p>
    ) : null;
  };

  const focusStatus = () => requestAnimationFrame(() => statusRef.current?.focus());

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (phase === 'submitting') return;
    const found = validateContact(values);
    setChecked(true);
    setErrors(found);
    setCopy(null);
    const first = found[0];
    if (first) {
      if (phase !== 'idle') setPhase('idle');
      refs[first.field].current?.focus();
      return;
    }

    if (!ENDPOINT) {
      const subject = t(`contact.subjects.${values.subject}`);
      const href = mailtoHref(CONTACT_EMAIL, values, {
        subjectLine: t('contact.mail.subjectLine', { app: t('common:app.name'), subject }),
        signature: [
          t('contact.mail.name', { name: values.name.trim() }),
          t('contact.mail.replyTo', { email: values.email.trim() }),
        ],
      });
      setMailHref(href);
      setPhase('mailOpened');
      focusStatus();
      // Hands the draft to the user's mail app; nothing is sent from here.
      window.open(href, '_self');
      return;
    }

    setPhase('submitting');
    const language = languageOf(i18n.language) ?? DEFAULT_LANGUAGE;
    const ok = await post(contactPayload(values, language));
    if (ok) {
      setValues(EMPTY_CONTACT_FORM);
      setChecked(false);
      setErrors([]);
    }
    setPhase(ok ? 'success' : 'error');
    focusStatus();
  };

  const copyMessage = async () => {
    try {
      await navigator.clipboard.writeText(values.message.trim());
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const submitting = phase === 'submitting';
  const submitLabel = !ENDPOINT
    ? t('contact.submit.mail')
    : submitting
      ? t('contact.submit.sending')
      : t('contact.submit.send');
  const messageCount = charCount(values.message.trim());
  const mailLink = { mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> };
  const required = (
    <span className="required" aria-hidden="true">
      *
    </span>
  );

  return (
    <div className="page static-page contact-page">
      <header className="static-header">
        <h1>{t('contact.title')}</h1>
        <p className="static-lead">{t('contact.lead')}</p>
      </header>
      <div className="contact-layout">
        <form
          className="card contact-form"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="contact-form-title"
        >
          <h2 id="contact-form-title">{t('contact.formHeading')}</h2>
          <p className="notice notice-info" data-testid="contact-mode">
            {ENDPOINT ? t('contact.modeEndpoint') : t('contact.modeMail')}
          </p>
          <div ref={statusRef} tabIndex={-1} className="contact-status">
            {phase === 'success' && (
              <p className="notice notice-success" role="status">
                {t('contact.status.success')}
              </p>
            )}
            {phase === 'error' && (
              <p className="notice notice-error" role="alert">
                {t('contact.status.error')}
              </p>
            )}
            {phase === 'mailOpened' && mailHref && (
              <div className="notice notice-info" role="status">
                <p>
                  <strong>{t('contact.status.mailOpened')}</strong>
                </p>
                <p>
                  <Trans
                    ns="pages"
                    i18nKey="contact.status.mailFallback"
                    values={{ email: CONTACT_EMAIL }}
                    components={{
                      mail: (
                        <a href={mailHref} data-testid="mailto-link">
                          {CONTACT_EMAIL}
                        </a>
                      ),
                    }}
                  />
                </p>
                <p className="contact-copy">
                  <button type="button" className="button-secondary" onClick={copyMessage}>
                    {t('contact.status.copy')}
                  </button>
                  {copy && (
                    <span role="status">
                      {t(copy === 'copied' ? 'contact.status.copied' : 'contact.status.copyFailed')}
                    </span>
                  )}
                </p>
              </div>
            )}
          </div>
          <p className="field-note contact-required-note">
            {required} {t('shared.required')}
          </p>
          <div className="field">
            <label htmlFor="contact-name">
              {t('contact.form.name')} {required}
            </label>
            <input
              id="contact-name"
              ref={refs.name}
              name="name"
              type="text"
              autoComplete="name"
              required
              aria-invalid={!!errorOf('name')}
              aria-describedby={describedBy('name')}
              value={values.name}
              onChange={(e) => update('name', e.target.value)}
            />
            {fieldError('name')}
          </div>
          <div className="field">
            <label htmlFor="contact-email">
              {t('contact.form.email')} {required}
            </label>
            <input
              id="contact-email"
              ref={refs.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              aria-invalid={!!errorOf('email')}
              aria-describedby={describedBy('email', 'contact-email-note')}
              value={values.email}
              onChange={(e) => update('email', e.target.value)}
            />
            <p id="contact-email-note" className="field-note">
              {t('contact.form.emailNote')}
            </p>
            {fieldError('email')}
          </div>
          <div className="field">
            <label htmlFor="contact-subject">
              {t('contact.form.subject')} {required}
            </label>
            <select
              id="contact-subject"
              ref={refs.subject}
              name="subject"
              required
              aria-invalid={!!errorOf('subject')}
              aria-describedby={describedBy('subject')}
              value={values.subject}
              onChange={(e) => update('subject', e.target.value)}
            >
              <option value="">{t('contact.form.subjectChoose')}</option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`contact.subjects.${s}`)}
                </option>
              ))}
            </select>
            {fieldError('subject')}
          </div>
          <div className="field">
            <label htmlFor="contact-message">
              {t('contact.form.message')} {required}
            </label>
            <textarea
              id="contact-message"
              ref={refs.message}
              name="message"
              rows={8}
              required
              aria-invalid={!!errorOf('message')}
              aria-describedby={describedBy('message', 'contact-message-count')}
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
            />
            <p
              id="contact-message-count"
              className={
                messageCount > MESSAGE_MAX ? 'field-note contact-count over' : 'field-note contact-count'
              }
            >
              {t('contact.form.messageCount', { count: messageCount, max: MESSAGE_MAX })}
            </p>
            {fieldError('message')}
          </div>
          <div className="field contact-consent">
            <label htmlFor="contact-consent" className="checkbox">
              <input
                id="contact-consent"
                ref={refs.consent}
                name="consent"
                type="checkbox"
                required
                aria-invalid={!!errorOf('consent')}
                aria-describedby={describedBy('consent')}
                checked={values.consent}
                onChange={(e) => update('consent', e.target.checked)}
              />
              <span>
                <Trans
                  ns="pages"
                  i18nKey="contact.form.consent"
                  components={{ privacy: <Link to={paths.privacy} target="_blank" rel="noopener" /> }}
                />{' '}
                {required}
              </span>
            </label>
            {fieldError('consent')}
          </div>
          <button
            type="submit"
            className="button-primary contact-submit"
            disabled={submitting}
            aria-busy={submitting}
          >
            {submitLabel}
          </button>
        </form>
        <aside className="contact-aside" aria-labelledby="contact-response-title">
          <section className="card">
            <h2 id="contact-response-title">{t('contact.response.heading')}</h2>
            <dl className="contact-times">
              {(['urgent', 'general', 'technical'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`contact.response.${k}Label`)}</dt>
                  <dd>{t(`contact.response.${k}`)}</dd>
                </div>
              ))}
            </dl>
            <p className="muted">
              <Trans
                ns="pages"
                i18nKey="contact.direct"
                values={{ email: CONTACT_EMAIL }}
                components={mailLink}
              />
            </p>
          </section>
        </aside>
      </div>
      <RelatedLinks current="contact" />
    </div>
  );
}
