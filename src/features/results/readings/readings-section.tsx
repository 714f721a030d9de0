import { useTranslation } from 'react-i18next';
import type { ReadingContent } from '../../../content/readings/reading-content';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { languageOf } from '../../../i18n/languages';
import { useLocalizedContent } from '../../../shared/lib/use-localized-content';
import { TermLinks } from '../../../shared/ui/term-link';
import { CareerCard, LoveCard } from './life-area-cards';
import { type ReadingItem, selectReadings } from './select-readings';

// One chunk per language, found at build time.
const files = import.meta.glob<{ default: unknown }>('../../../content/readings/*.json');

/** The readings of the chart in the current language, loaded on demand (each language is its own chunk). */
export function ReadingsSection({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const lang = languageOf(i18n.language) ?? 'ja';
  const { content, failed } = useLocalizedContent<ReadingContent>(files, '../../../content/readings', lang);
  if (failed) return <p className="notice notice-error">{t('readings.loadFailed')}</p>;
  if (!content)
    return (
      <p className="muted readings-loading" aria-busy="true">
        {t('common:status.loading')}
      </p>
    );
  const r = selectReadings(chart, content);
  const title = (i: ReadingItem) => {
    const where = i.sign ? t(`signs.${i.sign}`) : i.house ? t('astro.houseN', { n: i.house }) : '';
    const what =
      i.topic === 'aspect'
        ? `${t(`bodies.${i.body}`)} ${t(`aspectTypes.${i.aspect}`)} ${t(`bodies.${i.other}`)}`
        : t(`bodies.${i.body}`);
    const field = i.field ? ` · ${t(`readings.fields.${i.field}`)}` : '';
    return i.topic === 'aspect' ? what : `${what} · ${where}${field}`;
  };
  const list = (items: ReadingItem[]) => (
    <dl className="reading-list">
      {items.map((i) => (
        <div key={`${i.body}-${i.sign ?? ''}-${i.field ?? ''}-${i.other ?? ''}-${i.aspect ?? ''}`}>
          <dt>{title(i)}</dt>
          <dd>{i.text}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <div className="readings" data-testid="readings">
      <section className="card" aria-labelledby="r-personality">
        <h3 id="r-personality">{t('readings.personality')}</h3>
        {list(r.core)}
      </section>
      {chart.houses && chart.angles ? (
        <>
          <CareerCard
            chart={{ ...chart, houses: chart.houses, angles: chart.angles }}
            signs={content.signs}
          />
          <LoveCard chart={{ ...chart, houses: chart.houses }} signs={content.signs} />
        </>
      ) : (
        <p className="note" data-testid="no-life-areas">
          {t('unknownTime.noLifeAreas')}
        </p>
      )}
      <section className="card" aria-labelledby="r-fortune">
        <h3 id="r-fortune">{t('readings.fortune')}</h3>
        {list(r.fortune)}
      </section>
      <section className="card" aria-labelledby="r-planets">
        <h3 id="r-planets">{t('readings.planets')}</h3>
        {list(r.planets)}
        <TermLinks terms={['domicile', 'exaltation', 'detriment', 'fall', 'retrograde', 'chiron']} />
      </section>
      {r.houses.length > 0 && (
        <section className="card" aria-labelledby="r-houses">
          <h3 id="r-houses">{t('readings.houses')}</h3>
          {list(r.houses)}
        </section>
      )}
      <section className="card" aria-labelledby="r-aspects">
        <h3 id="r-aspects">{t('readings.aspects')}</h3>
        {r.aspects.length > 0 ? list(r.aspects) : <p>{t('readings.noPersonalAspects')}</p>}
      </section>
    </div>
  );
}
