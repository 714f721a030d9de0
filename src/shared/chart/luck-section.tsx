import { useTranslation } from 'react-i18next';
import { annualPillar } from '../../core/bazi/luck-pillars';
import { periodContext, periodVerdict, yearVerdict } from '../../core/bazi/period-verdict';
import { runningPillars } from '../../core/bazi/running-pillars';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { formatIsoDate } from '../lib/local-date';
import { useCjkLang } from '../lib/use-cjk-lang';
import { ScrollRegion } from '../ui/scroll-region';
import { TermLinks } from '../ui/term-link';
import { GradeChip, VoidFlag } from '../verdict/grade-chip';
import { branchClass, stemClass } from './element-class';
import { Ganzhi, useGanzhiGloss } from './ganzhi';
import { TimingGrid } from './timing-grid';
import { annualRelations, useRelationsText } from './year-relations';

const YEARS_SHOWN = 5;

/** Luck pillars (current one highlighted) and the annual pillars of this year and the next, with their relations. */
export function LuckSection({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t, i18n } = useTranslation('results');
  const cjkLang = useCjkLang();
  const g = useGanzhiGloss();
  const b = chart.bazi;
  // The luck pillar and BaZi year running today (the year from 立春, so January still counts as the last one).
  const running = runningPillars(b, today.getTime());
  const current = running.luck;
  const relationsText = useRelationsText();
  const thisYear = running.year.year;
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => annualPillar(thisYear + i, b.dayMaster.stem));
  const ctx = periodContext(b, chart.settings.gender);
  return (
    <div className="card" data-testid="luck">
      {b.luck ? (
        <>
          <p>
            {t(`bazi.direction.${b.luck.direction}`)} ·{' '}
            {t('bazi.luckStart', {
              age: t('bazi.ageJoin', {
                years: t('bazi.ageYears', { count: b.luck.start.years }),
                months: b.luck.start.months > 0 ? t('bazi.ageMonths', { count: b.luck.start.months }) : '',
              }).trim(),
              date: formatIsoDate(b.luck.start.local, i18n.language),
            })}{' '}
            <span className="muted nowrap" data-testid="luck-method">
              {t('meta.luckStart', {
                name: t(`meta.luckStartMethods.${chart.settings.luckStart ?? 'exact'}`),
              })}
            </span>
          </p>
          <ScrollRegion label={t('bazi.luck')}>
            <ol className="luck-timeline">
              {b.luck.pillars.map((p) => (
                <li
                  key={p.startDate}
                  className={p === current ? 'current' : ''}
                  aria-current={p === current ? 'true' : undefined}
                >
                  <span className="muted">{p.startDate.slice(0, 4)}</span>
                  <span className="luck-chars" lang={cjkLang}>
                    <span className={stemClass(p.stem)}>{p.stem}</span>
                    <span className={branchClass(p.branch)}>{p.branch}</span>
                  </span>
                  {g.english && (
                    <span className="luck-gloss">
                      <span>{g.stem(p.stem)}</span>
                      <span>{g.branch(p.branch)}</span>
                    </span>
                  )}
                  <span className="muted">{t(`tenGods.${p.tenGod}`)}</span>
                  <GradeChip verdict={periodVerdict(ctx, 'luck', p)} />
                  <span className="muted">{t('bazi.ageFrom', { age: Math.floor(p.startAgeYears) })}</span>
                  {p.startAgeSui !== undefined && (
                    <span className="muted nowrap">{t('bazi.sui', { sui: p.startAgeSui })}</span>
                  )}
                  {p === current && <span className="now-badge">{t('luck.now')}</span>}
                </li>
              ))}
            </ol>
          </ScrollRegion>
          {b.childhood && b.childhood.length > 0 && (
            <details className="childhood" data-testid="childhood">
              <summary>
                {t('luck.childhoodTitle', {
                  from: b.childhood[0]?.year,
                  to: b.childhood[b.childhood.length - 1]?.year,
                })}
              </summary>
              <ul>
                {b.childhood.map((c) => (
                  <li key={c.year}>
                    {c.minorLuck
                      ? t('luck.childhoodYear', {
                          year: c.year,
                          annual: `${c.annual.stem}${c.annual.branch}`,
                          minor: `${c.minorLuck.stem}${c.minorLuck.branch}`,
                          sui: c.ageSui,
                        })
                      : t('luck.childhoodYearNoMinor', {
                          year: c.year,
                          annual: `${c.annual.stem}${c.annual.branch}`,
                          sui: c.ageSui,
                        })}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      ) : (
        <p>{t('bazi.noLuck')}</p>
      )}
      <h3>{t('luck.annualTitle')}</h3>
      <ul className="annual-list">
        {years.map((y) => {
          const rels = annualRelations(chart, y, current);
          const v = yearVerdict(ctx, b, y.year);
          return (
            <li key={y.year} data-year={y.year}>
              <strong>
                {y.year} <Ganzhi stem={y.stem} branch={y.branch} />
              </strong>{' '}
              <span className="muted">{t(`tenGods.${y.tenGod}`)}</span> <GradeChip verdict={v} />
              <VoidFlag verdict={v} />
              {rels.length > 0 ? (
                <span>
                  {' · '}
                  {relationsText(rels)}
                </span>
              ) : (
                <span className="muted"> · {t('luck.quiet')}</span>
              )}
            </li>
          );
        })}
      </ul>
      <TimingGrid chart={chart} today={today} />
      <TermLinks terms={['luck-pillars', 'annual-pillars', 'solar-terms']} />
    </div>
  );
}
