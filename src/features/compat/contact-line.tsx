import { useTranslation } from 'react-i18next';
import type { InterAspect } from '../../core/compat/synastry';
import { contactMeaning, contactOrb, contactText } from './compat-texts';

/** A contact in words — "Your Venus trines their Moon (orb 1.2°)" — and what it means, as a list item. */
export function ContactLine({
  contact: c,
  ...data
}: { contact: InterAspect } & Record<`data-${string}`, string>) {
  const { t, i18n } = useTranslation(['compat', 'results']);
  return (
    <li {...data}>
      <strong>
        {contactText(t, c)}
        {i18n.language === 'en' ? ' ' : ''}
        <span className="nowrap">{contactOrb(t, c)}</span>
      </strong>
      <span>{contactMeaning(t, c)}</span>
    </li>
  );
}
