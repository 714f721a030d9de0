/** The contact form's subjects, in the order the select offers them (spec §2). */
export const CONTACT_SUBJECTS = ['general', 'technical', 'privacy', 'feedback', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Field bounds, in characters (code points, so an emoji or a CJK character counts once). */
export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;

/** Where a reply should reach us when no endpoint is configured (the mailto fallback). */
export const DEFAULT_CONTACT_EMAIL = 'hello@seimei.app';

/** Time allowed for a POST to the configured endpoint. */
export const CONTACT_TIMEOUT_MS = 15_000;

/** The form's raw values; '' for a subject not chosen. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** The fields in the order they are checked (and shown). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** One failed rule: the field, a message key in the `pages` namespace and its interpolation values. */
export interface ContactFieldError {
  field: ContactField;
  messageKey: string;
  values?: Record<string, number>;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  consent: false,
};

/** Length in characters (code points), not UTF-16 units. */
export function charCount(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

// One @, no spaces or characters that break a mail header; a domain of at least two non-empty labels.
const EMAIL_RE = /^[^\s@()<>[\]\\,;:"]+@[^\s@()<>[\]\\,;:".]+(?:\.[^\s@()<>[\]\\,;:".]+)+$/;

/** Whether a (trimmed) address looks deliverable: one @, a dotted domain, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  if (e === '' || charCount(e) > EMAIL_MAX) return false;
  const local = e.slice(0, e.lastIndexOf('@'));
  if (charCount(local) > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  return EMAIL_RE.test(e);
}

export function isContactSubject(x: string): x is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(x);
}

/**
 * Every failed rule, in field order (name, email, subject, message, consent); empty when the form is valid.
 * The first entry is the field that receives focus.
 */
export function validateContact(v: ContactFormValues): ContactFieldError[] {
  const errors: ContactFieldError[] = [];
  const name = charCount(v.name.trim());
  if (name === 0) errors.push({ field: 'name', messageKey: 'contact.errors.nameRequired' });
  else if (name > NAME_MAX)
    errors.push({ field: 'name', messageKey: 'contact.errors.nameTooLong', values: { max: NAME_MAX } });

  if (v.email.trim() === '') errors.push({ field: 'email', messageKey: 'contact.errors.emailRequired' });
  else if (!isValidEmail(v.email)) errors.push({ field: 'email', messageKey: 'contact.errors.emailInvalid' });

  if (!isContactSubject(v.subject))
    errors.push({ field: 'subject', messageKey: 'contact.errors.subjectRequired' });

  const message = charCount(v.message.trim());
  if (message === 0) errors.push({ field: 'message', messageKey: 'contact.errors.messageRequired' });
  else if (message < MESSAGE_MIN)
    errors.push({
      field: 'message',
      messageKey: 'contact.errors.messageTooShort',
      values: { min: MESSAGE_MIN },
    });
  else if (message > MESSAGE_MAX)
    errors.push({
      field: 'message',
      messageKey: 'contact.errors.messageTooLong',
      values: { max: MESSAGE_MAX },
    });

  if (!v.consent) errors.push({ field: 'consent', messageKey: 'contact.errors.consentRequired' });
  return errors;
}

/** The JSON body posted to the configured endpoint. */
export interface ContactPayload {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  language: string;
  sentAt: string;
}

/** The payload for a valid form (trimmed values); `now` is injectable for tests. */
export function contactPayload(
  v: ContactFormValues,
  language: string,
  now: Date = new Date(),
): ContactPayload {
  if (!isContactSubject(v.subject)) throw new Error(`Unknown contact subject "${v.subject}"`);
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    subject: v.subject,
    message: v.message.trim(),
    language,
    sentAt: now.toISOString(),
  };
}

/** What the mail draft says; the labels are already translated by the caller. */
export interface MailtoText {
  /** The mail's subject line, e.g. "[星命 Seimei] 技術的な質問". */
  subjectLine: string;
  /** Lines appended after the message, e.g. "お名前: …", "返信先: …". */
  signature: string[];
}

/**
 * A `mailto:` link (RFC 6068) with the subject and body prefilled: line breaks as CRLF, everything
 * percent-encoded (spaces as %20, never +), the address itself left readable.
 */
export function mailtoHref(to: string, v: ContactFormValues, text: MailtoText): string {
  const body = [v.message.trim(), '', '--', ...text.signature].join('\n').replace(/\r?\n/g, '\r\n');
  const address = to
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  return `mailto:${address}?subject=${encodeURIComponent(text.subjectLine)}&body=${encodeURIComponent(body)}`;
}
