import { useTranslation } from 'react-i18next';
import { LastUpdated, ProseSection, RelatedLinks } from './static-parts';

/** The terms' sections, in order; each is `terms.<name>` in the `pages` namespace. */
const SECTIONS = [
  'purpose',
  'noAdvice',
  'age',
  'responsibility',
  'accuracy',
  'ai',
  'sharing',
  'conduct',
  'ip',
  'changes',
  'contactUs',
] as const;

/** Terms of use: entertainment and education only, no professional advice, minimum age 13 (spec §1, §9). */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <div className="page static-page">
      <article className="prose">
        <header className="static-header">
          <h1>{t('terms.title')}</h1>
          <LastUpdated />
          <p className="static-lead">{t('terms.intro')}</p>
        </header>
        {SECTIONS.map((s) => (
          <ProseSection key={s} base={`terms.${s}`} />
        ))}
      </article>
      <RelatedLinks current="terms" />
    </div>
  );
}
