import { type ChangeEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_LANGUAGE, languageOf } from '../../i18n/languages';
import { onlineStore } from '../../shared/lib/use-online';
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

/** The fields typed or chosen as text (the consent is a checkbox, laid out on its own). */
type TextField = Exclude<ContactField, 'consent'>;

/** The id of a field's control (the label's `for`, and the start of its error's id). */
const fieldId = (field: ContactField) => `contact-${field}`;

/** The mark after a required field's label (every field of this form is required). */
const requiredMark = (
  <span className="required" aria-hidden="true">
    *
  </span>
);

/**
 * One labelled field of the form: the label with the required mark, the control and any note after it
 * (`children`, the control first), then the field's error.
 */
function LabelledField(props: { field: TextField; label: string; error: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(props.field)}>
        {props.label} {requiredMark}
      </label>
      {props.children}
      {props.error}
    </div>
  );
}

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
 * The form's first values from the address: `subject` when it is one of the form's subjects, and `about`, a path on
 * this site (the page not found), written into the message. Anything else is ignored.
 */
function prefilled(params: URLSearchParams, t: (key: string, o?: Record<string, unknown>) => string) {
  const subject = params.get('subject') ?? '';
  const about = params.get('about') ?? '';
  return {
    ...EMPTY_CONTACT_FORM,
    subject: (CONTACT_SUBJECTS as readonly string[]).includes(subject) ? subject : '',
    message: about.startsWith('/') && about.length <= 500 ? t('contact.aboutPage', { path: about }) : '',
  };
}

/**
 * Contact (spec §2, §4, §8, §9): name, e-mail, subject, message and privacy consent, checked in that order.
 * With an endpoint configured it posts JSON; otherwise it opens a prefilled e-mail and says the user sends it.
 */
export function Component() {
  const { t, i18n } = useTranslation('pages');
  // A page that sends the visitor here may name the subject and the address it is about (the 404's report).
  const [params] = useSearchParams();
  const [values, setValues] = useState<ContactFormValues>(() => prefilled(params, t));
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
    [note, errorOf(field) ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: ContactField) => {
    const e = errorOf(field);
    return e ? (
      <p id={`${fieldId(field)}-error`} className="field-error" role="alert">
        {t(e.messageKey, e.values)}
      </p>
    ) : null;
  };

  /** What every text field's control carries: id and name, required, its error state, value and change. */
  const controlProps = (field: TextField, note?: string) => ({
    id: fieldId(field),
    name: field,
    required: true,
    'aria-invalid': !!errorOf(field),
    'aria-describedby': describedBy(field, note),
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, e.target.value),
  });

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
  const online = useSyncExternalStore(...onlineStore);
  const submitLabel = !ENDPOINT
    ? t('contact.submit.mail')
    : submitting
      ? t('contact.submit.sending')
      : t('contact.submit.send');
  const messageCount = charCount(values.message.trim());
  const mailLink = { mail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> };

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
          {ENDPOINT && !online && (
            <p className="notice notice-warning" role="status" data-testid="contact-offline">
              {t('contact.offline')}
            </p>
          )}
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
            {requiredMark} {t('shared.required')}
          </p>
          <LabelledField field="name" label={t('contact.form.name')} error={fieldError('name')}>
            <input ref={refs.name} type="text" autoComplete="name" {...controlProps('name')} />
          </LabelledField>
          <LabelledField field="email" label={t('contact.form.email')} error={fieldError('email')}>
            <input
              ref={refs.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              {...controlProps('email', 'contact-email-note')}
            />
            <p id="contact-email-note" className="field-note">
              {t('contact.form.emailNote')}
            </p>
          </LabelledField>
          <LabelledField field="subject" label={t('contact.form.subject')} error={fieldError('subject')}>
            <select ref={refs.subject} {...controlProps('subject')}>
              <option value="">{t('contact.form.subjectChoose')}</option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`contact.subjects.${s}`)}
                </option>
              ))}
            </select>
          </LabelledField>
          <LabelledField field="message" label={t('contact.form.message')} error={fieldError('message')}>
            <textarea ref={refs.message} rows={8} {...controlProps('message', 'contact-message-count')} />
            <p
              id="contact-message-count"
              className={
                messageCount > MESSAGE_MAX ? 'field-note contact-count over' : 'field-note contact-count'
              }
            >
              {t('contact.form.messageCount', { count: messageCount, max: MESSAGE_MAX })}
            </p>
          </LabelledField>
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
                {requiredMark}
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
