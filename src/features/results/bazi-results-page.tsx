import { useTranslation } from 'react-i18next';
import type { BaziWarning } from '../../core/bazi/bazi-chart';
import type { ZiHourRule } from '../../core/bazi/conventions';
import { relationLines } from '../../core/bazi/relations';
import { ELEMENTS } from '../../core/bazi/stems-branches';
import { BaziHero } from '../../shared/chart/bazi-hero';
import { ChartMeta, ChartNotices } from '../../shared/chart/chart-meta';
import { stemClass } from '../../shared/chart/element-class';
import { LuckSection } from '../../shared/chart/luck-section';
import { formatLocalDateTime } from '../../shared/lib/local-date';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { ResultActions } from '../../shared/share/result-actions';
import { SharedBanner } from '../../shared/share/shared-banner';
import { useViewedChart } from '../../shared/stores/viewed-chart';
import { DeferredSections } from '../../shared/ui/deferred';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { BaziReadings } from './bazi/bazi-readings';
import { CentralStarChips } from './bazi/central-star';
import { BaziConventions } from './bazi/conventions-picker';
import { ElementChart } from './bazi/element-chart';
import { FortuneCard } from './bazi/fortune-card';
import { JudgementCard } from './bazi/judgement-card';
import { PillarsSearch } from './bazi/pillars-search';
import { ShenshaSection } from './bazi/shensha-section';
import { DebugPanel } from './debug-panel';
import { ResultsHeader } from './layout/heading';
import { CalcDisclosure, ResultSection } from './layout/result-section';
import { SectionNav } from './layout/section-nav';
import { ResultLinks } from './result-links';
import { SensitivityPanel } from './sensitivity-panel';
import '../../shared/ui/results.css';
import { TermLinks } from '../../shared/ui/term-link';

const PILLARS = ['year', 'month', 'day', 'hour'] as const;

/**
 * The BaZi chart. The first screen is the 命式 with the day master and its meaning, the element balance and this
 * year; details, elements and fortune, luck cycles and the reading follow, the conventions in a disclosure.
 */
export function Component() {
  const { t, i18n } = useTranslation('results');
  const cjkLang = useCjkLang();
  // The visitor's own chart, or on /bazi-results/shared the one a link opened, read-only (issue 16 §4).
  const { results, user, shared } = useViewedChart();
  if (!results || !user) return null; // the route guard keeps this from happening
  const chart = results.chart;
  const b = chart.bazi;
  const nav = [
    { id: 'chart', label: t('nav.baziChart') },
    { id: 'details', label: t('nav.details') },
    { id: 'elements', label: t('nav.elements') },
    { id: 'luck', label: t('nav.luck') },
    { id: 'readings', label: t('nav.readings') },
    { id: 'calc', label: t('nav.calc') },
  ];
  const boundary = b.warnings.filter(
    (w) =>
      (w.kind === 'nearTerm' || w.kind === 'nearHourBoundary' || w.kind === 'lateZiHour') && w.candidates,
  );
  return (
    <div className="page results-page bazi-page">
      <ResultsHeader title={t('bazi.title')} user={user}>
        <ResultActions kind="bazi" readOnly={shared !== null} />
      </ResultsHeader>
      {shared && <SharedBanner shared={shared} />}
      <ChartNotices chart={chart} user={user} placeResolved={results.placeResolved} kind="bazi" />
      {boundary.length > 0 && (
        <section className="notice notice-warning bazi-warnings" aria-labelledby="warn-title">
          <h2 id="warn-title">{t('bazi.warnings')}</h2>
          <ul>
            {boundary.map((w) => (
              <li key={`${w.kind}-${w.at}`}>
                <BoundaryWarning warning={w} ziHour={b.conventions.ziHour} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <SectionNav items={nav} label={t('nav.label')} />
      <section id="chart" className="result-section result-hero" aria-labelledby="chart-title">
        <h2 id="chart-title" tabIndex={-1} className="sr-only">
          {t('bazi.pillars')}
        </h2>
        <BaziHero chart={chart} />
        <TermLinks terms={['four-pillars', 'heavenly-stems', 'earthly-branches', 'day-master', 'ten-gods']} />
      </section>
      <DeferredSections name="bazi" person={user}>
        <ResultSection id="details" title={t('nav.details')}>
          <div className="card">
            <ScrollRegion label={t('bazi.pillars')}>
              <table className="data pillar-table">
                <thead>
                  <tr>
                    <td />
                    {PILLARS.map((p) => (
                      <th scope="col" key={p}>
                        {t(`pillarNames.${p}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t('bazi.hidden')}</th>
                    {PILLARS.map((p) => (
                      <td key={p}>
                        {b[p]?.hiddenStems.map((h) => (
                          <div key={h.stem} className="nowrap">
                            <span className={stemClass(h.stem)} lang={cjkLang}>
                              {h.stem}
                            </span>{' '}
                            <span className="muted">{t(`tenGods.${h.tenGod}`)}</span>
                          </div>
                        ))}
                      </td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('bazi.stage')}</th>
                    {PILLARS.map((p) => (
                      <td key={p}>{b[p] ? t(`stages.${b[p].stage}`) : '—'}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('bazi.nayin')}</th>
                    {PILLARS.map((p) => (
                      <td key={p}>{b[p] ? t(`nayin.${b[p].nayin}`) : '—'}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('bazi.xun')}</th>
                    {PILLARS.map((p) => (
                      <td key={p} lang={cjkLang}>
                        {b[p]?.xun ?? '—'}
                      </td>
                    ))}
                  </tr>
                  <tr data-testid="xun-void">
                    <th scope="row">{t('bazi.xunVoid')}</th>
                    {PILLARS.map((p) => (
                      <td key={p} lang={cjkLang}>
                        {b[p]?.xunVoid?.join('') ?? '—'}
                      </td>
                    ))}
                  </tr>
                  {b.shensha && (
                    <tr data-testid="shensha-row">
                      <th scope="row">{t('shensha.title')}</th>
                      {PILLARS.map((p) => {
                        const keys = [...new Set(b.shensha?.filter((h) => h.pillar === p).map((h) => h.key))];
                        return (
                          <td key={p}>
                            {keys.length === 0
                              ? '—'
                              : keys.map((k) => (
                                  <div key={k} className={i18n.language === 'en' ? undefined : 'nowrap'}>
                                    {t(`shensha.names.${k}`)}
                                  </div>
                                ))}
                          </td>
                        );
                      })}
                    </tr>
                  )}
                </tbody>
              </table>
            </ScrollRegion>
            <ul className="chips">
              <CentralStarChips chart={chart} />
              <li>
                {t('bazi.void')}
                {t('punct.colon')}
                <span lang={cjkLang}>{b.voidBranches.day.join('')}</span>
              </li>
            </ul>
            {/* A chart stored before charts carried the palaces has none: the block is left out. */}
            {b.palaces && (
              <>
                <h3 id="palaces-title">{t('palaces.title')}</h3>
                <p className="muted">{t('palaces.intro')}</p>
                <table className="data palace-table" data-testid="palaces" aria-labelledby="palaces-title">
                  <tbody>
                    {(['fetalOrigin', 'fetalBreath', 'lifePalace', 'bodyPalace'] as const).map((k) => {
                      const p = b.palaces[k];
                      return (
                        <tr key={k}>
                          <th scope="row">{t(`palaces.${k}`)}</th>
                          <td lang={cjkLang}>{p ? `${p.stem}${p.branch}` : '—'}</td>
                          <td>{p ? t(`nayin.${p.nayin}`) : t('palaces.needsTime')}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </>
            )}
            <ShenshaSection chart={chart} />
            <h3 id="relations-title">{t('bazi.relations')}</h3>
            <div data-testid="relations">
              {b.relations.length === 0 ? (
                <p>{t('bazi.noRelations')}</p>
              ) : (
                <ul className="chips">
                  {relationLines(b.relations).map((r) => (
                    <li key={`${r.kind}-${r.named}`}>
                      {t(`relations.${r.kind}`)} <span lang={cjkLang}>{r.named}</span>
                      {r.element
                        ? ` ${t('baziReadings.relationElement', { element: t(`elements.${r.element}`) })}`
                        : ''}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <TermLinks
              terms={['hidden-stems', 'twelve-stages', 'nayin', 'central-star', 'void', 'relations']}
            />
            <PillarsSearch chart={chart} />
          </div>
        </ResultSection>
        <ResultSection id="elements" title={t('nav.elements')}>
          <div className="grid-2">
            <div className="card" data-testid="elements">
              <h3>{t('bazi.elements')}</h3>
              <ElementChart percent={b.elements.percent} missing={b.elements.missing} />
              <table className="data">
                <tbody>
                  {ELEMENTS.map((e) => (
                    <tr key={e}>
                      <th scope="row" className={`el-${e}`}>
                        {t(`elements.${e}`)}
                      </th>
                      <td className="num">
                        {t('bazi.count')} {b.elements.counts[e]}
                      </td>
                      <td className="num">
                        {t('bazi.weighted')} {b.elements.percent[e]}%
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <FortuneCard chart={chart} />
          </div>
          <JudgementCard chart={chart} />
        </ResultSection>
        <ResultSection id="luck" title={t('bazi.luck')}>
          <LuckSection chart={chart} />
        </ResultSection>
        <ResultSection id="readings" title={t('nav.readings')}>
          <BaziReadings chart={chart} />
        </ResultSection>
        <SensitivityPanel chart={chart} page="bazi" />
        <CalcDisclosure id="calc" title={t('calc.title')} page="bazi">
          <ChartMeta chart={chart} user={user} kind="bazi" />
          {!shared && <BaziConventions chart={chart} />}
          <p className="field-note" data-report="skip">
            {t('calc.baziNote')}
          </p>
          <TermLinks terms={['solar-terms', 'zi-hour', 'true-solar-time', 'hidden-stems']} />
        </CalcDisclosure>
        <DebugPanel results={results} />
        {!shared && <ResultLinks other="astrology" />}
      </DeferredSections>
    </div>
  );
}

/**
 * One boundary the birth sits close to, in words and on the birthplace's clock (issue 12): which boundary, how
 * far the birth is from it, what would change, and the chart on the other side.
 */
function BoundaryWarning({ warning: w, ziHour }: { warning: BaziWarning; ziHour: ZiHourRule }) {
  const { t, i18n } = useTranslation('results');
  const minutes = Math.abs(Math.round(w.minutes ?? 0));
  // Born before the boundary: the chart as cast is the "before" one, and the other side is what a later clock gives.
  const bornBefore = (w.minutes ?? 0) < 0;
  const current = w.kind === 'lateZiHour' || bornBefore ? w.candidates?.before : w.candidates?.after;
  const other = w.kind === 'lateZiHour' || bornBefore ? w.candidates?.after : w.candidates?.before;
  const side = t(bornBefore ? 'boundary.before' : 'boundary.after');
  const text =
    w.kind === 'nearTerm'
      ? t('boundary.nearTerm', {
          term: t(`solarTerms.${w.term}`),
          at: w.atLocal ? formatLocalDateTime(w.atLocal, i18n.language) : w.at,
          minutes,
          side,
          other,
        })
      : w.kind === 'nearHourBoundary'
        ? // On the clock the birth was recorded on (summer time, true solar time): charts stored before have `at`.
          t('boundary.nearHourBoundary', { at: w.atLocal?.slice(11, 16) ?? w.at, minutes, side, other })
        : t('boundary.lateZiHour', {
            rule: t(ziHour === 'midnight' ? 'meta.ziMidnight' : 'meta.zi23'),
            other,
          });
  return (
    <>
      <p>{text}</p>
      <p className="muted">{t('boundary.current', { pillars: current })}</p>
    </>
  );
}
