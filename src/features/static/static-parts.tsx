import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTL_LOCALE } from '../../i18n/intl-locale';
import { languageOf } from '../../i18n/languages';
import { paths } from '../../shared/paths';
import './static-pages.css';

/** The date the privacy policy and the terms were last changed (ISO, shown in the reader's language). */
export const POLICY_UPDATED = '2026-11-21';

/** Tags the `pages` texts may use for in-app links, e.g. "<privacy>…</privacy>". */
const LINK_TAGS: Record<string, ReactElement> = {
  about: <Link to={paths.about} />,
  privacy: <Link to={paths.privacy} />,
  terms: <Link to={paths.terms} />,
  contact: <Link to={paths.contact} />,
};

/** One `pages` text with its in-app link tags rendered as router links (never as raw HTML). */
export function Rich({ k, values }: { k: string; values?: Record<string, string> }) {
  return <Trans ns="pages" i18nKey={k} components={LINK_TAGS} values={values} />;
}

/** A list of texts stored under `key` as a JSON array ([] when absent). */
export function useList(key: string): string[] {
  const { t } = useTranslation('pages');
  const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

/** A long-form section: an h2 from `<base>.heading`, an optional `<base>.intro`, paragraphs from `<base>.body`, bullets from `<base>.items`. */
export function ProseSection({
  base,
  intro = false,
  children,
}: {
  base: string;
  intro?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const body = useList(`${base}.body`);
  const items = useList(`${base}.items`);
  const id = `${base.replace(/\./g, '-')}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t(`${base}.heading`)}</h2>
      {intro && (
        <p>
          <Rich k={`${base}.intro`} />
        </p>
      )}
      {body.map((text, i) => (
        <p key={text}>
          <Rich k={`${base}.body.${i}`} />
        </p>
      ))}
      {items.length > 0 && (
        <ul>
          {items.map((text, i) => (
            <li key={text}>
              <Rich k={`${base}.items.${i}`} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/** "Last updated: 21 November 2026" in the current language. */
export function LastUpdated({ iso = POLICY_UPDATED }: { iso?: string }) {
  const { i18n } = useTranslation('pages');
  const lang = languageOf(i18n.language) ?? 'ja';
  const date = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return (
    <p className="static-updated muted">
      <Trans
        ns="pages"
        i18nKey="shared.lastUpdated"
        values={{ date }}
        components={{ time: <time dateTime={iso} /> }}
      />
    </p>
  );
}

type StaticLink = 'about' | 'privacy' | 'terms' | 'contact';

/** The links at the foot of a static page, without the page itself. */
export function RelatedLinks({ current }: { current: StaticLink }) {
  const { t } = useTranslation('pages');
  const links = (['about', 'privacy', 'terms', 'contact'] as const).filter((l) => l !== current);
  return (
    <nav className="static-related" aria-labelledby="static-related-heading">
      <h2 id="static-related-heading" className="static-related-heading">
        {t('shared.related')}
      </h2>
      <ul className="static-related-list">
        {links.map((l) => (
          <li key={l}>
            <Link to={paths[l]}>{t(`shared.links.${l}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
