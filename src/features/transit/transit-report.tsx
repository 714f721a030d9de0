import { useTranslation } from 'react-i18next';
import type { TransitContent } from '../../content/transits/transit-content';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { SLOW_BODIES, seriesInForce, type TransitSeries } from '../../core/transit/transit-outlook';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { useLocalizedContent } from '../../shared/lib/use-localized-content';
import { TermLinks } from '../../shared/ui/term-link';
import { AreaTabs } from './area-tabs';
import { Guidance, KeyThemes, OuterInfluences, TransitsOfKind } from './transit-synthesis';
import { TransitTimeline } from './transit-timeline';
import { useDateFormat } from './use-date-format';
import { useTransitName } from './use-transit-name';

const files = import.meta.glob<{ default: unknown }>('../../content/transits/*.json');

type Texts = TransitContent;
const isSlow = (b: string): b is keyof Texts['slow'] => (SLOW_BODIES as readonly string[]).includes(b);

/** The reading of one transit: by body, natal point and aspect family, from the texts of the page's language. */
function transitText(c: Texts, s: Pick<TransitSeries, 'transit' | 'natal' | 'family'>): string {
  return isSlow(s.transit)
    ? c.slow[s.transit][s.natal][s.family]
    : c.fast[s.transit as keyof Texts['fast']][s.natal][s.family];
}

/**
 * The transit report (spec §3 "Transit result"): the overview of the date (phase, intensity, what is in orb), the
 * key themes and guidance of the year, the timeline, its opportunities and challenges, the slow transits with their
 * passes and readings, the outer planets' houses, recommendations by area, the life cycles with their real dates,
 * the BaZi year and months, and the outlook by horizon. Every part comes from the analysis; the texts are picked by it.
 */
export function TransitReport({ analysis }: { analysis: TransitAnalysis }) {
  const { t, i18n } = useTranslation('results');
  const cjkLang = useCjkLang();
  const fmt = useDateFormat();
  const name = useTransitName();
  const { content } = useLocalizedContent<Texts>(files, '../../content/transits', i18n.language);
  const date = analysis.dateJdUt;
  const slow = analysis.series.filter((s) => isSlow(s.transit));
  const inForce = seriesInForce(analysis.series, date);
  const motion = (s: TransitSeries) =>
    s.passes.some((p) => p.exactJdUt >= date)
      ? t('transit.aspects.applying')
      : t('transit.aspects.separating');
  const year =
    analysis.bazi.years.find((y) => y.startJdUt <= date && date < y.endJdUt) ?? analysis.bazi.years[0];
  const luck = analysis.bazi.luck.find((l) => l.startJdUt <= date && date < l.endJdUt);

  return (
    <div className="transit-report" data-testid="transit-report">
      <section className="card transit-overview" aria-labelledby="tov-title">
        <h2 id="tov-title">{t('transit.overview.title')}</h2>
        <p className="transit-badges">
          <span className={`badge intensity-${analysis.intensity}`}>
            {t('transit.overview.intensityLabel')}: {t(`transit.overview.intensity.${analysis.intensity}`)}
          </span>
          <span className="badge">{t(`transit.overview.phase.${analysis.phase}`)}</span>
        </p>
        <p>{t(`transit.overview.phaseText.${analysis.phase}`)}</p>
        <p>{t(`transit.overview.intensityText.${analysis.intensity}`)}</p>
        <h3>{t('transit.overview.inForce')}</h3>
        {inForce.length === 0 ? (
          <p>{t('transit.overview.noneInForce')}</p>
        ) : (
          <ul className="transit-now">
            {inForce.slice(0, 6).map((s) => (
              <li key={`${s.transit}-${s.natal}-${s.angleDeg}`}>
                <strong>{name(s)}</strong> · {motion(s)}
                {content && <p>{transitText(content, s)}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <KeyThemes analysis={analysis} content={content} />
      <Guidance analysis={analysis} content={content} />

      <section className="card" aria-labelledby="ttl-title">
        <h2 id="ttl-title">{t('transit.timeline.title')}</h2>
        <TransitTimeline analysis={analysis} label={t('transit.timeline.title')} />
        <p className="field-note">{t('transit.timeline.legend')}</p>
        <TermLinks terms={['transits', 'orb', 'retrograde', 'stations', 'ingress', 'returns']} />
      </section>

      <TransitsOfKind analysis={analysis} content={content} kind="opportunities" />
      <TransitsOfKind analysis={analysis} content={content} kind="challenges" />

      <section className="card" aria-labelledby="tasp-title">
        <h2 id="tasp-title">{t('transit.aspects.title')}</h2>
        {slow.length === 0 ? (
          <p>{t('transit.aspects.none')}</p>
        ) : (
          <ol className="transit-aspects">
            {slow.map((s) => (
              <li key={`${s.transit}-${s.natal}-${s.angleDeg}-${s.startJdUt}`} className={`fam-${s.family}`}>
                <h3>{name(s)}</h3>
                <p className="muted">
                  {t('transit.aspects.window', { from: fmt(s.startJdUt), to: fmt(s.endJdUt) })} · {motion(s)}
                </p>
                <ul className="transit-passes">
                  {s.passes.map((p) => (
                    <li key={p.exactJdUt}>
                      {t('transit.aspects.pass', { pass: p.pass, passes: p.passes })}:{' '}
                      {t('transit.aspects.exact', { date: fmt(p.exactJdUt) })}
                      {p.transitRetrograde ? ` (${t('transit.aspects.retrograde')})` : ''} ·{' '}
                      {t('transit.aspects.orb', { orb: p.orbDeg })}
                    </li>
                  ))}
                </ul>
                {content && <p>{transitText(content, s)}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <OuterInfluences analysis={analysis} content={content} />

      <section className="card" aria-labelledby="tab-title">
        <h2 id="tab-title">{t('transit.tabs.title')}</h2>
        <AreaTabs analysis={analysis} content={content} text={transitText} name={name} />
      </section>

      <section className="card" aria-labelledby="tcy-title">
        <h2 id="tcy-title">{t('transit.cycles.title')}</h2>
        <ol className="transit-cycles">
          {analysis.cycles.map(({ cycle, stage }) => (
            <li key={`${cycle.kind}-${cycle.n}`} className={stage ? 'active' : undefined}>
              <strong>{t(`transit.cycles.kinds.${cycle.kind}`, { n: cycle.n })}</strong>{' '}
              {cycle.passes > 1
                ? t('transit.cycles.span', {
                    from: fmt(cycle.firstExactJdUt),
                    to: fmt(cycle.lastExactJdUt),
                    passes: cycle.passes,
                  })
                : fmt(cycle.firstExactJdUt)}
              {stage && <span className="badge">{t(`transit.cycles.stage.${stage}`)}</span>}
            </li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby="tbz-title">
        <h2 id="tbz-title">{t('transit.bazi.title')}</h2>
        {luck && (
          <p>
            {t('transit.bazi.luck', {
              pillar: luck.pillar,
              tenGod: t(`tenGods.${luck.tenGod}`),
              date: fmt(luck.startJdUt),
            })}
          </p>
        )}
        {year && (
          <>
            <h3>{t('transit.bazi.year', { pillar: year.pillar, date: fmt(year.startJdUt) })}</h3>
            {content && <p>{content.annual.tenGod[year.tenGod]}</p>}
            {content &&
              [...new Set(year.relations.filter((r) => !r.pillars.includes('luck')).map((r) => r.kind))].map(
                (k) => (
                  <p key={k}>
                    <strong>{t(`relations.${k}`)}</strong> — {content.annual.relation[k]}
                  </p>
                ),
              )}
          </>
        )}
        <details>
          <summary>{t('transit.bazi.months')}</summary>
          <ol className="transit-months">
            {analysis.bazi.months.map((m) => (
              <li key={m.startJdUt}>
                <strong lang={cjkLang}>{m.pillar}</strong> {fmt(m.startJdUt)} · {t(`tenGods.${m.tenGod}`)}
                {content && <p>{content.monthly.tenGod[m.tenGod]}</p>}
              </li>
            ))}
          </ol>
        </details>
        <TermLinks terms={['luck-pillars', 'annual-pillars', 'solar-terms', 'ten-gods']} />
      </section>

      <section className="card" aria-labelledby="tol-title">
        <h2 id="tol-title">{t('transit.outlook.title')}</h2>
        {(['months3', 'months6', 'year1'] as const).map((h) => (
          <div key={h}>
            <h3>{t(`transit.outlook.${h}`)}</h3>
            {analysis.outlook[h].length === 0 ? (
              <p className="muted">{t('transit.outlook.empty')}</p>
            ) : (
              <ul>
                {analysis.outlook[h].map((s) => (
                  <li key={`${s.transit}-${s.natal}-${s.angleDeg}-${s.startJdUt}`}>
                    {name(s)} · {fmt(s.passes.find((p) => p.exactJdUt >= date)?.exactJdUt ?? s.startJdUt)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <h3>{t('transit.outlook.longTerm')}</h3>
        <ul>
          {analysis.outlook.longTerm.slice(0, 4).map((c) => (
            <li key={`${c.kind}-${c.n}`}>
              {t(`transit.cycles.kinds.${c.kind}`, { n: c.n })} · {fmt(c.firstExactJdUt)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
