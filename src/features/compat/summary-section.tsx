import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneLabel } from './bazi-match-section';
import type { CompatReading } from './compat-reading';
import { ContactLine } from './contact-line';

/** How many of the personal contacts the summary reads in words (the table lists them all). */
export const SUMMARY_CONTACTS = 5;

/**
 * The reading at a glance (issue 30 §3): a short synthesis — how the contacts between the two people's personal
 * points lean, how the five sides of the BaZi match lean, and whether the two traditions differ — as core's
 * synthesis gives it (compat-synthesis.ts); then those personal contacts, each read in a sentence; then the five
 * sides with their tones. No overall score.
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
  const { t, i18n } = useTranslation(['compat', 'results']);
  const s = reading.synthesis;
  // Sentences follow each other with a space in English, directly in Japanese and Chinese.
  const gap = i18n.language === 'en' ? ' ' : '';
  const top = s.personal.slice(0, SUMMARY_CONTACTS);
  return (
    <section className="card compat-section compat-summary" aria-labelledby="compat-summary-title">
      <h2 id="compat-summary-title" ref={headingRef} tabIndex={-1}>
        {partnerName ? t('summary.titleNamed', { name: partnerName }) : t('summary.title')}
      </h2>
      <p className="compat-synthesis" data-testid="compat-synthesis" data-lean={s.lean} data-match={s.match}>
        {[
          t(`summary.western.${s.lean}`, s.counts),
          t(`summary.match.${s.match}`, s.sides),
          ...(s.agree ? [] : [t('summary.differ')]),
        ].join(gap)}
      </p>
      <h3>{t('summary.personal')}</h3>
      {top.length === 0 ? (
        <p className="muted">{t('summary.personalNone')}</p>
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
