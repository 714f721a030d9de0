import { useTranslation } from 'react-i18next';
import { type TransitContent, transitText } from '../../content/transits/transit-content';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { SLOW_BODIES, type TransitSeries } from '../../core/transit/transit-outlook';
import type { MajorAspect, NatalTarget, TransitBody } from '../../core/transit/transit-vocabulary';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { useLocalizedContent } from '../../shared/lib/use-localized-content';
import { useDateFormat } from '../../shared/transit/use-date-format';
import { useTransitName } from '../../shared/transit/use-transit-name';
import { TermLinks } from '../../shared/ui/term-link';
import { GradeChip, VerdictReasons, VoidFlag } from '../../shared/verdict/grade-chip';
import { AreaTabs } from './area-tabs';
import { KeyThemes, OuterInfluences } from './transit-synthesis';
import { TransitTimeline } from './transit-timeline';

const files = import.meta.glob<{ default: unknown }>('../../content/transits/*.json');

type Texts = TransitContent;
const isSlow = (b: string) => (SLOW_BODIES as readonly string[]).includes(b);

/**
 * The transit report (spec §3 "Transit result", issue 30 §3), to be taken in on a phone: first the date's one
 * headline (the grade of the 流年 in force — core's verdict, issue 27 — its one intensity and how the slow transits
 * stand to it) with what is in orb that day; then at most five themes of the year, each natal point once with its
 * transits, each transit's reading once, written for its own aspect type, and what to do; then the timeline. The
 * rest — every slow transit with its passes, the outer planets' houses, the areas, the life cycles, every BaZi
 * period with its reasons, the outlook — stays behind disclosures. Every part comes from the analysis; the page
 * judges nothing itself.
 */
export function TransitReport({ analysis, chart }: { analysis: TransitAnalysis; chart?: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const cjkLang = useCjkLang();
  const fmt = useDateFormat();
  const name = useTransitName();
  const { content } = useLocalizedContent<Texts>(files, '../../content/transits', i18n.language);
  const date = analysis.dateJdUt;
  const slow = analysis.series.filter((s) => isSlow(s.transit));
  // A transit's reading is given once: under its theme, or (for a point no theme covers) where it is listed.
  const themed = new Set(analysis.themes.map((th) => th.point));
  const ownText = (x: { transit: TransitBody; natal: NatalTarget; type: MajorAspect }) =>
    content && !(isSlow(x.transit) && themed.has(x.natal))
      ? transitText(content, x.transit, x.natal, x.type)
      : null;
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
  const inOrb = analysis.inForce.slice(0, 5);

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
            {analysis.phase !== 'stable' && (
              <span className="badge">{t(`transit.overview.phase.${analysis.phase}`)}</span>
            )}
          </p>
          <p data-agreement={headline.agreement} data-transits={headline.transits}>
            {agreement}
          </p>
          {analysis.phase !== 'stable' && <p>{t(`transit.overview.phaseText.${analysis.phase}`)}</p>}
        </div>
        <h3>{t('transit.overview.inForce')}</h3>
        {inOrb.length === 0 ? (
          <p>{t('transit.overview.noneInForce')}</p>
        ) : (
          <ul className="transit-now" data-testid="transit-in-orb">
            {inOrb.map((c) => {
              const text = ownText(c);
              return (
                <li key={`${c.transit}-${c.natal}-${c.angleDeg}`}>
                  <strong>{name(c)}</strong> ·{' '}
                  {t(c.applying ? 'transit.aspects.applying' : 'transit.aspects.separating')}
                  {text && <p>{text}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <KeyThemes analysis={analysis} content={content} />

      <section className="card" aria-labelledby="ttl-title">
        <h2 id="ttl-title">{t('transit.timeline.title')}</h2>
        <TransitTimeline analysis={analysis} label={t('transit.timeline.title')} />
        <p className="field-note">{t('transit.timeline.legend')}</p>
        <TermLinks terms={['transits', 'orb', 'retrograde', 'stations', 'ingress', 'returns']} />
      </section>

      <details className="card transit-more" data-testid="transit-all">
        <summary>
          <h2 id="tasp-title">{t('transit.aspects.title')}</h2>
        </summary>
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
                      {p.passes === 1
                        ? t('transit.aspects.passOnce')
                        : t('transit.aspects.pass', { pass: p.pass, passes: p.passes })}
                      {t('punct.colon')}
                      {t('transit.aspects.exact', { date: fmt(p.exactJdUt) })}
                      {p.transitRetrograde ? t('punct.paren', { text: t('transit.aspects.retrograde') }) : ''}{' '}
                      · {t('transit.aspects.orb', { orb: p.orbDeg })}
                    </li>
                  ))}
                </ul>
                {ownText(s) && <p>{ownText(s)}</p>}
              </li>
            ))}
          </ol>
        )}
      </details>

      <OuterInfluences analysis={analysis} content={content} />

      <details className="card transit-more" data-testid="transit-areas">
        <summary>
          <h2 id="tab-title">{t('transit.tabs.title')}</h2>
        </summary>
        <AreaTabs analysis={analysis} name={name} chart={chart} />
      </details>

      <details className="card transit-more" data-testid="transit-cycles">
        <summary>
          <h2 id="tcy-title">{t('transit.cycles.title')}</h2>
        </summary>
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
      </details>

      <details className="card transit-more" data-testid="transit-bazi">
        <summary>
          <h2 id="tbz-title">{t('transit.bazi.title')}</h2>
        </summary>
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
      </details>

      <details className="card transit-more" data-testid="transit-outlook">
        <summary>
          <h2 id="tol-title">{t('transit.outlook.title')}</h2>
        </summary>
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
      </details>
    </div>
  );
}
