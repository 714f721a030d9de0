import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseKey, TransitContent } from '../../content/transits/transit-content';
import type { OuterInfluence } from '../../core/transit/outer-influences';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import type { KeyTheme } from '../../core/transit/transit-themes';
import { useDateFormat } from '../../shared/transit/use-date-format';
import { useTransitName } from '../../shared/transit/use-transit-name';

interface Props {
  analysis: TransitAnalysis;
  content: TransitContent | null;
}

/**
 * The transits of one natal point, one per line: "Saturn square Sun · 12 Mar 2027, 3 Jun 2027 (retrograde)", each
 * date kept whole on a narrow screen.
 */
function SeriesLines({ series }: { series: KeyTheme['series'] }) {
  const { t } = useTranslation('results');
  const fmt = useDateFormat();
  const name = useTransitName();
  return (
    <ul className="transit-passes">
      {series.map((s) => (
        <li key={`${s.transit}-${s.angleDeg}-${s.startJdUt}`}>
          {name(s)} ·{' '}
          {s.passes.map((p, i) => (
            // The separator stays outside the unbreakable date, so the line can wrap between two dates.
            <Fragment key={p.exactJdUt}>
              {i > 0 ? ', ' : ''}
              <span className="nowrap">
                {fmt(p.exactJdUt)}
                {p.transitRetrograde ? ` (${t('transit.aspects.retrograde')})` : ''}
              </span>
            </Fragment>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * Key themes (spec §3): the natal points this year's slow transits work on most, heaviest first, each with what
 * it means for the person and the transits that carry it.
 */
export function KeyThemes({ analysis, content }: Props) {
  const { t } = useTranslation('results');
  return (
    <section className="card" aria-labelledby="tth-title" data-testid="transit-themes">
      <h2 id="tth-title">{t('transit.themes.title')}</h2>
      {analysis.themes.length === 0 ? (
        <p>{t('transit.themes.none')}</p>
      ) : (
        <ol className="transit-themes">
          {analysis.themes.map((theme) => (
            <li key={theme.point}>
              <h3>
                {content?.report.themes[theme.point].title}{' '}
                <span className="muted">· {t(`bodies.${theme.point}`)}</span>
              </h3>
              {content && <p>{content.report.themes[theme.point].text}</p>}
              <SeriesLines series={theme.series} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Guidance (spec §3): the advice of each of the year's themes. The year itself is judged once, by its BaZi verdict
 * in the overview (issue 27); the slow transits' balance is told there against it, never here as a second verdict.
 */
export function Guidance({ analysis, content }: Props) {
  const { t } = useTranslation('results');
  const none = analysis.themes.length === 0;
  return (
    <section className="card" aria-labelledby="tgd-title" data-testid="transit-guidance">
      <h2 id="tgd-title">{t('transit.guidance.title')}</h2>
      <p className="muted">{t(none ? 'transit.guidance.none' : 'transit.guidance.lead')}</p>
      {content && !none && (
        <ul className="transit-advice">
          {analysis.themes.map((theme) => (
            <li key={theme.point}>
              <strong>{content.report.themes[theme.point].title}</strong> —{' '}
              {content.report.themes[theme.point].advice}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Opportunities or challenges (spec §3): the year's supportive or demanding slow transits, by the natal point they
 * touch, each point with its transits and what to make of them.
 */
export function TransitsOfKind({
  analysis,
  content,
  kind,
}: Props & { kind: 'opportunities' | 'challenges' }) {
  const { t } = useTranslation('results');
  const groups = analysis[kind];
  const texts = content && (kind === 'opportunities' ? content.report.opportunity : content.report.challenge);
  return (
    <section className="card" aria-labelledby={`t-${kind}-title`} data-testid={`transit-${kind}`}>
      <h2 id={`t-${kind}-title`}>{t(`transit.${kind}.title`)}</h2>
      {groups.length === 0 ? (
        <p>{t(`transit.${kind}.none`)}</p>
      ) : (
        <ol className={`transit-entries transit-${kind}`}>
          {groups.map((g) => (
            <li key={g.point} className={kind === 'opportunities' ? 'fam-harmonious' : 'fam-challenging'}>
              <h3>{t(`bodies.${g.point}`)}</h3>
              <SeriesLines series={g.series} />
              {texts && <p>{texts[g.point]}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Outer-planet influences (spec §3): Uranus, Neptune and Pluto in the natal houses — the house each is in, since
 * when, the cusps it crosses this year — with the long theme of that planet in that house.
 */
export function OuterInfluences({ analysis, content }: Props) {
  const { t } = useTranslation('results');
  const fmt = useDateFormat();
  const house = (n: number) => t('astro.houseN', { n });
  const entry = (o: OuterInfluence, e: OuterInfluence['entries'][number]) =>
    t(e.retrograde ? 'transit.outer.backInto' : 'transit.outer.enters', {
      body: t(`bodies.${o.body}`),
      house: house(e.house),
      date: fmt(e.jdUt),
    });
  const outer = analysis.outer;
  return (
    <section className="card" aria-labelledby="tou-title" data-testid="transit-outer">
      <h2 id="tou-title">{t('transit.outer.title')}</h2>
      {outer === null ? (
        // No birth time, no houses: the houses the outer planets cross cannot be known (issue 17 §2).
        <p className="note" data-testid="outer-needs-time">
          {t('unknownTime.noTransitHouses')}
        </p>
      ) : (
        <>
          <p className="muted">{t('transit.outer.lead')}</p>
          <ul className="transit-entries transit-outer">
            {outer.map((o) => (
              <li key={o.body}>
                <h3>
                  {t('transit.outer.inHouse', {
                    body: t(`bodies.${o.body}`),
                    house: house(o.house),
                    theme: t(`houseThemes.${o.house}`),
                  })}
                </h3>
                {o.sinceJdUt !== null && (
                  <p className="muted">{t('transit.outer.since', { date: fmt(o.sinceJdUt, 'monthYear') })}</p>
                )}
                {o.entries.length > 0 && (
                  <ul className="transit-passes">
                    {o.entries.map((e) => (
                      <li key={e.jdUt}>{entry(o, e)}</li>
                    ))}
                  </ul>
                )}
                {content && <p>{content.report.outer[o.body][String(o.house) as HouseKey]}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
