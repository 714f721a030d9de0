import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_SUBJECTS,
  type ContactFormValues,
  charCount,
  contactPayload,
  EMPTY_CONTACT_FORM,
  isValidEmail,
  MESSAGE_MAX,
  MESSAGE_MIN,
  mailtoHref,
  NAME_MAX,
  validateContact,
} from './contact-validation';

const valid: ContactFormValues = {
  name: '山田 花子',
  email: 'hanako@example.jp',
  subject: 'technical',
  message: '命式の月柱が違うようです。確認をお願いします。',
  consent: true,
};

const fields = (v: ContactFormValues) => validateContact(v).map((e) => e.field);

describe('contact form validation', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual([]);
    for (const subject of CONTACT_SUBJECTS) expect(validateContact({ ...valid, subject })).toEqual([]);
  });

  it('reports every failing field in the order name, email, subject, message, consent', () => {
    expect(validateContact(EMPTY_CONTACT_FORM)).toEqual([
      { field: 'name', messageKey: 'contact.errors.nameRequired' },
      { field: 'email', messageKey: 'contact.errors.emailRequired' },
      { field: 'subject', messageKey: 'contact.errors.subjectRequired' },
      { field: 'message', messageKey: 'contact.errors.messageRequired' },
      { field: 'consent', messageKey: 'contact.errors.consentRequired' },
    ]);
    expect(fields({ ...EMPTY_CONTACT_FORM, name: 'A' })).toEqual(['email', 'subject', 'message', 'consent']);
    expect(fields({ ...valid, email: 'x', consent: false })).toEqual(['email', 'consent']);
  });

  it('bounds the name to 1–100 characters after trimming, counting code points', () => {
    expect(fields({ ...valid, name: '   ' })).toEqual(['name']);
    expect(fields({ ...valid, name: 'a'.repeat(NAME_MAX) })).toEqual([]);
    expect(fields({ ...valid, name: `  ${'名'.repeat(NAME_MAX)}  ` })).toEqual([]);
    expect(fields({ ...valid, name: '🌟'.repeat(NAME_MAX) })).toEqual([]); // 200 UTF-16 units, 100 characters
    expect(validateContact({ ...valid, name: 'a'.repeat(NAME_MAX + 1) })).toEqual([
      { field: 'name', messageKey: 'contact.errors.nameTooLong', values: { max: 100 } },
    ]);
  });

  it('tells a missing e-mail address from a malformed one', () => {
    expect(validateContact({ ...valid, email: '  ' })[0]?.messageKey).toBe('contact.errors.emailRequired');
    expect(validateContact({ ...valid, email: 'hanako@' })[0]?.messageKey).toBe(
      'contact.errors.emailInvalid',
    );
  });

  it('accepts ordinary addresses and rejects malformed ones', () => {
    for (const ok of [
      'a@b.co',
      'first.last+tag@mail.example.com',
      ' user@example.org ',
      'taro@例え.jp',
      'x_y-z@sub-domain.io',
    ])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of [
      '',
      'plain',
      'no-at.example.com',
      'a@b',
      'a@b.',
      'a@.com',
      'a@b..com',
      'two@@example.com',
      'a@b@example.com',
      'sp ace@example.com',
      '.dot@example.com',
      'dot.@example.com',
      'do..t@example.com',
      'a,b@example.com',
      '<a@example.com>',
      `${'l'.repeat(65)}@example.com`,
      `a@${'d'.repeat(250)}.com`,
    ])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it('requires a subject from the list', () => {
    expect(fields({ ...valid, subject: '' })).toEqual(['subject']);
    expect(fields({ ...valid, subject: 'billing' })).toEqual(['subject']);
    expect(CONTACT_SUBJECTS).toEqual(['general', 'technical', 'privacy', 'feedback', 'partnership']);
  });

  it('bounds the message to 10–5000 characters after trimming', () => {
    expect(validateContact({ ...valid, message: '\n \t' })[0]?.messageKey).toBe(
      'contact.errors.messageRequired',
    );
    expect(validateContact({ ...valid, message: `  ${'あ'.repeat(MESSAGE_MIN - 1)}  ` })).toEqual([
      { field: 'message', messageKey: 'contact.errors.messageTooShort', values: { min: 10 } },
    ]);
    expect(fields({ ...valid, message: 'あ'.repeat(MESSAGE_MIN) })).toEqual([]);
    expect(fields({ ...valid, message: 'x'.repeat(MESSAGE_MAX) })).toEqual([]);
    expect(validateContact({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) })).toEqual([
      { field: 'message', messageKey: 'contact.errors.messageTooLong', values: { max: 5000 } },
    ]);
  });

  it('requires consent to the privacy policy', () => {
    expect(validateContact({ ...valid, consent: false })).toEqual([
      { field: 'consent', messageKey: 'contact.errors.consentRequired' },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charCount('星命')).toBe(2);
    expect(charCount('𠮷野家')).toBe(3);
    expect(charCount('👩‍👩‍👧')).toBe(5); // code points of a ZWJ sequence
  });
});

describe('contact payload and mailto link', () => {
  it('builds the posted JSON from trimmed values', () => {
    const now = new Date('2026-11-21T03:04:05.678Z');
    expect(contactPayload({ ...valid, name: ' 花子 ', message: ` ${valid.message}\n` }, 'ja', now)).toEqual({
      name: '花子',
      email: 'hanako@example.jp',
      subject: 'technical',
      message: valid.message,
      language: 'ja',
      sentAt: '2026-11-21T03:04:05.678Z',
    });
    expect(() => contactPayload({ ...valid, subject: '' }, 'en')).toThrow();
  });

  it('percent-encodes subject and body, with CRLF line breaks and no "+" for spaces', () => {
    const href = mailtoHref(
      'hello@seimei.app',
      { ...valid, message: 'Line one & two\nLine 3 = ?' },
      {
        subjectLine: '[星命 Seimei] 技術的な問題',
        signature: ['お名前：山田 花子', '返信先：hanako@example.jp'],
      },
    );
    expect(href.startsWith('mailto:hello@seimei.app?subject=')).toBe(true);
    expect(href).not.toContain('+');
    expect(href).not.toContain(' ');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('[星命 Seimei] 技術的な問題');
    expect(url.searchParams.get('body')).toBe(
      'Line one & two\r\nLine 3 = ?\r\n\r\n--\r\nお名前：山田 花子\r\n返信先：hanako@example.jp',
    );
  });
});

describe('pages locales', () => {
  const load = (lang: string) =>
    JSON.parse(
      readFileSync(new URL(`../../i18n/locales/${lang}/pages.json`, import.meta.url), 'utf8'),
    ) as unknown;
  const keys = (node: unknown, prefix = ''): string[] =>
    node !== null && typeof node === 'object'
      ? Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];
  const tags = (s: string) => [...s.matchAll(/<\/?(\w+)>|\{\{(\w+)\}\}/g)].map((m) => m[0]).sort();
  const leaf = (node: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], node);

  const ja = load('ja');
  it('has the same keys (and list lengths) in ja, zh and en', () => {
    for (const lang of ['zh', 'en']) expect(keys(load(lang)), lang).toEqual(keys(ja));
  });

  it('uses the same link tags and placeholders in every language', () => {
    for (const lang of ['zh', 'en']) {
      const other = load(lang);
      for (const k of keys(ja))
        expect(tags(String(leaf(other, k))), `${lang}: ${k}`).toEqual(tags(String(leaf(ja, k))));
    }
  });

  it('has a message for every validation rule and every subject', () => {
    const all = validateContact(EMPTY_CONTACT_FORM).concat(
      validateContact({ ...valid, name: 'a'.repeat(101), email: 'x', message: 'short' }),
      validateContact({ ...valid, message: 'x'.repeat(5001) }),
    );
    for (const lang of ['ja', 'zh', 'en']) {
      const tree = load(lang);
      for (const e of all) expect(typeof leaf(tree, e.messageKey), `${lang}: ${e.messageKey}`).toBe('string');
      for (const s of CONTACT_SUBJECTS) expect(typeof leaf(tree, `contact.subjects.${s}`)).toBe('string');
    }
  });
});
