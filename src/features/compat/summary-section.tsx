import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneLabel } from './bazi-match-section';
import type { CompatReading } from './compat-reading';
import { ContactLine } from './contact-line';

/** How many of the tightest contacts the summary names. */
export const SUMMARY_CONTACTS = 3;

/**
 * The reading at a glance: the closest contacts between the two charts in words, and the five sides of the BaZi
 * match with their tones. No overall score.
 */
export function SummarySection({
  reading,
  partnerName,
  headingRef,
}: {
  reading: CompatReading;
  partnerName: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation(['compat', 'results']);
  const top = reading.synastry.slice(0, SUMMARY_CONTACTS);
  return (
    <section className="card compat-section compat-summary" aria-labelledby="compat-summary-title">
      <h2 id="compat-summary-title" ref={headingRef} tabIndex={-1}>
        {partnerName ? t('summary.titleNamed', { name: partnerName }) : t('summary.title')}
      </h2>
      <h3>{t('summary.contacts')}</h3>
      {top.length === 0 ? (
        <p className="muted">{t('summary.noContacts')}</p>
      ) : (
        <ol className="compat-sentences" data-testid="top-contacts">
          {top.map((c) => (
            <ContactLine
              key={`${c.a}-${c.b}`}
              contact={c}
              data-a={c.a}
              data-b={c.b}
              data-type={c.type}
              data-orb={c.orb.toFixed(4)}
            />
          ))}
        </ol>
      )}
      <h3>{t('summary.bazi')}</h3>
      <ul className="compat-tones">
        {reading.bazi.dimensions.map((d) => (
          <li key={d.key} data-dimension={d.key}>
            <span>{t(`dimensions.${d.key}.name`)}</span>
            <ToneLabel tone={d.tone} />
          </li>
        ))}
      </ul>
      <p className="muted">{t('summary.noScore')}</p>
    </section>
  );
}
