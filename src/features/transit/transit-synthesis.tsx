import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type HouseKey, type TransitContent, transitText } from '../../content/transits/transit-content';
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
 * Key themes (spec §3, issue 30 §3): the natal points this year's slow transits work on most — at most five,
 * heaviest first — each said once: what it means for the person, its transits with the reading of each (written for
 * its own aspect type), and what to do, as its transits lean (core's tone of the theme).
 */
export function KeyThemes({ analysis, content }: Props) {
  const { t } = useTranslation('results');
  const advice = (theme: KeyTheme) =>
    content &&
    (theme.tone === 'supportive'
      ? content.report.opportunity[theme.point]
      : theme.tone === 'demanding'
        ? content.report.challenge[theme.point]
        : content.report.themes[theme.point].advice);
  return (
    <section className="card" aria-labelledby="tth-title" data-testid="transit-themes">
      <h2 id="tth-title">{t('transit.themes.title')}</h2>
      {analysis.themes.length === 0 ? (
        <p>{t('transit.themes.none')}</p>
      ) : (
        <ol className="transit-themes">
          {analysis.themes.map((theme) => (
            <li key={theme.point} data-point={theme.point} data-tone={theme.tone}>
              <h3>
                {content?.report.themes[theme.point].title}{' '}
                <span className="muted">· {t(`bodies.${theme.point}`)}</span>{' '}
                <span className={`badge tone-${theme.tone}`}>{t(`transit.themes.tone.${theme.tone}`)}</span>
              </h3>
              {content && <p>{content.report.themes[theme.point].text}</p>}
              <ThemeTransits series={theme.series} content={content} />
              {content && (
                <p className="transit-advice">
                  <strong>{t('transit.themes.advice')}</strong> {advice(theme)}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A theme's transits: each named with its exact dates, then its reading. */
function ThemeTransits({ series, content }: { series: KeyTheme['series']; content: TransitContent | null }) {
  const { t } = useTranslation('results');
  const fmt = useDateFormat();
  const name = useTransitName();
  return (
    <ul className="transit-theme-series">
      {series.map((s) => (
        <li key={`${s.transit}-${s.angleDeg}-${s.startJdUt}`} data-type={s.type}>
          <strong>{name(s)}</strong> ·{' '}
          {s.passes.map((p, i) => (
            // The separator stays outside the unbreakable date, so the line can wrap between two dates.
            <Fragment key={p.exactJdUt}>
              {i > 0 ? t('punct.list') : ''}
              <span className="nowrap">
                {fmt(p.exactJdUt)}
                {p.transitRetrograde ? t('punct.paren', { text: t('transit.aspects.retrograde') }) : ''}
              </span>
            </Fragment>
          ))}
          {content && <p>{transitText(content, s.transit, s.natal, s.type)}</p>}
        </li>
      ))}
    </ul>
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
    <details className="card transit-more" data-testid="transit-outer">
      <summary>
        <h2 id="tou-title">{t('transit.outer.title')}</h2>
      </summary>
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
    </details>
  );
}
