import { useTranslation } from 'react-i18next';
import type { TransitContent } from '../../content/transits/transit-content';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { SLOW_BODIES, seriesInForce, type TransitSeries } from '../../core/transit/transit-outlook';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { useLocalizedContent } from '../../shared/lib/use-localized-content';
import { useDateFormat } from '../../shared/transit/use-date-format';
import { useTransitName } from '../../shared/transit/use-transit-name';
import { TermLinks } from '../../shared/ui/term-link';
import { GradeChip, VerdictReasons, VoidFlag } from '../../shared/verdict/grade-chip';
import { AreaTabs } from './area-tabs';
import { Guidance, KeyThemes, OuterInfluences, TransitsOfKind } from './transit-synthesis';
import { TransitTimeline } from './transit-timeline';

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
 * The transit report (spec §3 "Transit result"): the overview of the date (its one headline — the grade of the 流年
 * in force, the one intensity and how the slow transits stand to it — the life-cycle phase, what is in orb), the
 * key themes and guidance of the year, the timeline, its opportunities and challenges, the slow transits with their
 * passes and readings, the outer planets' houses, recommendations by area, the life cycles with their real dates,
 * every luck pillar, year and month of the window with its verdict, and the outlook by horizon. Every part comes
 * from the analysis; the verdicts are core's (issue 27): this page renders them and judges nothing itself.
 */
export function TransitReport({ analysis, chart }: { analysis: TransitAnalysis; chart?: ChartOutput }) {
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
  const headline = analysis.headline;
  // The 流年 in force on the date: the one whose verdict the headline gives.
  const year =
    analysis.bazi.years.find((y) => y.startJdUt <= date && date < y.endJdUt) ?? analysis.bazi.years[0];
  const agreement =
    headline.agreement === 'quiet'
      ? t('transit.headline.agreement.quiet')
      : t(`transit.headline.agreement.${headline.agreement}.${headline.transits}`);

  return (
    <div className="transit-report" data-testid="transit-report">
      <section className="card transit-overview" aria-labelledby="tov-title">
        <h2 id="tov-title">{t('transit.overview.title')}</h2>
        <div className="transit-headline" data-testid="transit-headline">
          <p className="transit-headline-grade">
            <span>
              {t('fortune.period', {
                year: year?.year ?? '',
                yearPillar: `${headline.verdict.pillar.stem}${headline.verdict.pillar.branch}`,
                luck: year?.luck ? t('fortune.periodLuck', { luckPillar: year.luck.pillar }) : '',
              })}
            </span>{' '}
            <strong
              className={`grade-${headline.grade}`}
              data-verdict={`year:${headline.verdict.pillar.stem}${headline.verdict.pillar.branch}`}
              data-grade={headline.grade}
            >
              {t(`fortune.grades.${headline.grade}`)}
            </strong>
            <VoidFlag verdict={headline.verdict} />
          </p>
          <p className="transit-badges">
            <span className={`badge intensity-${headline.intensity}`}>
              {t('transit.overview.intensityLabel', {
                level: t(`transit.overview.intensity.${headline.intensity}`),
              })}
            </span>
          </p>
          <p data-agreement={headline.agreement} data-transits={headline.transits}>
            {agreement}
          </p>
          <p className="muted">{t(`transit.overview.intensityText.${headline.intensity}`)}</p>
        </div>
        <p className="transit-badges">
          <span className="badge">{t(`transit.overview.phase.${analysis.phase}`)}</span>
        </p>
        <p>{t(`transit.overview.phaseText.${analysis.phase}`)}</p>
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
        <AreaTabs analysis={analysis} content={content} text={transitText} name={name} chart={chart} />
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

      <section className="card" aria-labelledby="tbz-title" data-testid="transit-bazi">
        <h2 id="tbz-title">{t('transit.bazi.title')}</h2>
        {analysis.bazi.luck.length > 0 && (
          <ul className="transit-luck">
            {analysis.bazi.luck.map((l) => (
              <li key={l.startJdUt}>
                {t('transit.bazi.luck', {
                  pillar: l.pillar,
                  tenGod: t(`tenGods.${l.tenGod}`),
                  date: fmt(l.startJdUt),
                })}{' '}
                <GradeChip verdict={l.verdict} />
              </li>
            ))}
          </ul>
        )}
        <ol className="transit-years">
          {analysis.bazi.years.map((y) => (
            <li key={y.startJdUt} className={y === year ? 'current' : undefined}>
              <h3>
                {t('transit.bazi.year', { pillar: y.pillar, date: fmt(y.startJdUt) })}{' '}
                <GradeChip verdict={y.verdict} />
                <VoidFlag verdict={y.verdict} />
              </h3>
              <p className="muted">{t('transit.bazi.tenGod', { tenGod: t(`tenGods.${y.tenGod}`) })}</p>
              <p>{t(`fortune.gradeText.${y.verdict.grade}`)}</p>
              <VerdictReasons verdict={y.verdict} backdrop="luck" />
            </li>
          ))}
        </ol>
        <details>
          <summary>{t('transit.bazi.months')}</summary>
          <ol className="transit-months">
            {analysis.bazi.months.map((m) => (
              <li key={m.startJdUt}>
                <p className="transit-month-head">
                  <strong lang={cjkLang}>{m.pillar}</strong> {fmt(m.startJdUt)} · {t(`tenGods.${m.tenGod}`)}{' '}
                  <GradeChip verdict={m.verdict} />
                  <VoidFlag verdict={m.verdict} />
                </p>
                <VerdictReasons verdict={m.verdict} backdrop="year" />
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
