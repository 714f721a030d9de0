import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GlossaryTermId } from '../lib/glossary-terms';
import { paths } from '../paths';

/**
 * "Terms: 格局 · 用神 · 身強" under a card of the results: each term the card uses, linked to its definition in the
 * glossary (issue 14 §6). A line of its own rather than icons in the headings, so headings and the regions they name
 * keep their plain names. The link text is the glossary entry's own heading (`glossaryTerms.<id>`, checked by the
 * content test). Left out of the PDF, where a link row would be dead text.
 */
export function TermLinks({ terms }: { terms: readonly GlossaryTermId[] }) {
  const { t } = useTranslation('results');
  return (
    // Links to the glossary are for the screen: the printed report leaves the row out (issue 30 §5).
    <p className="term-links" data-report="skip">
      <span className="term-links-label">{t('termsLabel')}</span>
      {terms.map((id, i) => (
        <span key={id}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <Link to={paths.glossary(id)} data-term={id}>
            {t(`glossaryTerms.${id}`)}
          </Link>
        </span>
      ))}
    </p>
  );
}
