import { useTranslation } from 'react-i18next';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { BaziMatch, MatchTone } from '../../core/compat/bazi-match';
import { languageOf } from '../../i18n/languages';
import { findingText, unbroken } from './compat-texts';

/** A dimension's tone as a label (never a score: issue 17 §1). */
export function ToneLabel({ tone }: { tone: MatchTone }) {
  const { t } = useTranslation('compat');
  return (
    <span className={`compat-tone tone-${tone}`} data-tone={tone}>
      {t(`tones.${tone}`)}
    </span>
  );
}

const pillarText = (p: { stem: string; branch: string }) => unbroken(`${p.stem}${p.branch}`);

/**
 * BaZi 合婚: one card per dimension (day masters, day branches, year branches, element balance, useful elements),
 * each with its tone and the findings behind it as sentences naming the characters and elements.
 */
export function BaziMatchSection({
  match,
  chartA,
  chartB,
}: {
  match: BaziMatch;
  chartA: ChartOutput;
  chartB: ChartOutput;
}) {
  const { t, i18n } = useTranslation(['compat', 'results']);
  const lang = languageOf(i18n.language) ?? 'ja';
  return (
    <section className="card compat-section" aria-labelledby="compat-bazi-title" data-testid="bazi-match">
      <h2 id="compat-bazi-title">{t('bazi.title')}</h2>
      <p>{t('bazi.intro')}</p>
      <ul className="compat-pillars">
        {(
          [
            ['you', chartA],
            ['partner', chartB],
          ] as const
        ).map(([who, c]) => (
          <li key={who}>
            {t('bazi.pillars', {
              who: t(`people.${who}`),
              day: pillarText(c.bazi.day),
              year: pillarText(c.bazi.year),
            })}
          </li>
        ))}
      </ul>
      <div className="compat-dimensions">
        {match.dimensions.map((d) => (
          <article
            key={d.key}
            className={`compat-dimension tone-${d.tone}`}
            aria-labelledby={`dim-${d.key}`}
            data-dimension={d.key}
          >
            <header>
              <h3 id={`dim-${d.key}`}>{t(`dimensions.${d.key}.name`)}</h3>
              <ToneLabel tone={d.tone} />
            </header>
            <p className="muted compat-dimension-note">{t(`dimensions.${d.key}.note`)}</p>
            <ul>
              {d.findings.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a dimension's findings are fixed in order
                <li key={i} data-kind={f.kind}>
                  {findingText(t, lang, d.key, f)}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
