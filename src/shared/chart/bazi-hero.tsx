import { useTranslation } from 'react-i18next';
import { hiddenOnlyElements } from '../../core/bazi/bazi-chart';
import { periodContext, runningVerdicts } from '../../core/bazi/period-verdict';
import { PILLAR_NAMES } from '../../core/bazi/relations';
import { runningPillars } from '../../core/bazi/running-pillars';
import { ELEMENTS, type Element } from '../../core/bazi/stems-branches';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { useCjkLang } from '../lib/use-cjk-lang';
import { judgementOf } from '../verdict/judgement-of';
import { strengthLabel } from '../verdict/strength-label';
import { branchClass, stemClass } from './element-class';
import { Ganzhi, useGanzhiGloss } from './ganzhi';
import { LunarLine } from './lunar-line';
import { annualRelations, useRelationsText } from './year-relations';

/**
 * The four pillars (命式 / 命盘): ten god above, stem and branch, void mark; readings beside each in English. Without
 * a birth time the hour pillar is an empty, labelled slot, and a pillar that changes during the birth day says when
 * and what it is on the other side (issue 17 §2).
 */
export function PillarsGrid({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const cjkLang = useCjkLang();
  const g = useGanzhiGloss();
  const b = chart.bazi;
  const changes = b.warnings.filter((w) => w.kind === 'changesDuringDay');
  return (
    <div className="pillars" data-testid="pillars">
      {PILLAR_NAMES.map((p) => {
        const pillar = b[p];
        if (!pillar)
          return (
            <div className="pillar pillar-unknown" key={p} data-testid="hour-unknown">
              <div className="pillar-label">{t(`pillarNames.${p}`)}</div>
              <div className="pillar-god">{t('unknownTime.unknown')}</div>
              <div className="pillar-chars" aria-hidden="true">
                ?
                <br />?
              </div>
              <div className="pillar-gloss">{t('unknownTime.hourNeedsTime')}</div>
            </div>
          );
        const change = changes.find((w) => w.pillar === p);
        const index = PILLAR_NAMES.indexOf(p);
        const before = change?.candidates?.before.split(' ')[index];
        const after = change?.candidates?.after.split(' ')[index];
        // The chart is cast at noon: name the pillar of the other side of the change, and which side that is.
        const noonIsBefore = before === pillar.stem + pillar.branch;
        const other = noonIsBefore ? after : before;
        return (
          <div className={p === 'day' ? 'pillar pillar-day' : 'pillar'} key={p}>
            <div className="pillar-label">{t(`pillarNames.${p}`)}</div>
            <div className="pillar-god">
              {pillar.tenGod ? t(`tenGods.${pillar.tenGod}`) : t('bazi.dayMaster')}
            </div>
            <div className="pillar-chars" lang={cjkLang}>
              <span className={stemClass(pillar.stem)}>{pillar.stem}</span>
              <br />
              <span className={branchClass(pillar.branch)}>{pillar.branch}</span>
            </div>
            {g.english && (
              <div className="pillar-gloss">
                {[g.stemParts(pillar.stem), g.branchParts(pillar.branch)].map((part) => (
                  <span key={part.reading}>
                    <i>{part.reading}</i> {part.meaning}
                  </span>
                ))}
              </div>
            )}
            {pillar.void && <div className="void-mark">{t('bazi.voidMark')}</div>}
            {change && other && (
              <div className="pillar-flag" data-testid={`changes-${p}`}>
                {t(noonIsBefore ? 'unknownTime.pillarIfAfter' : 'unknownTime.pillarIfBefore', {
                  time: change.atLocal?.slice(11) ?? '',
                  other,
                })}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The five elements as bars (weighted share with hidden stems), the missing ones named. */
export function ElementBars({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const e = chart.bazi.elements;
  // "None" only for an element not even in a hidden stem; one held only there is weighed and says so below.
  const hiddenOnly = hiddenOnlyElements(chart.bazi);
  const absent = (el: Element) => e.missing.includes(el) && !hiddenOnly.includes(el);
  return (
    <>
      <ul className="element-bars" aria-label={t('baziHero.balance')}>
        {ELEMENTS.map((el) => (
          <li key={el} className={`wx-${el}`} data-element={el}>
            <span className={`eb-name el-${el}`}>{t(`elements.${el}`)}</span>
            <span className="eb-track" aria-hidden="true">
              <span className="eb-fill" style={{ width: `${e.percent[el]}%` }} />
            </span>
            <span className="eb-value num">
              {absent(el) ? t('baziHero.missing') : `${e.percent[el]}%`}
              {hiddenOnly.includes(el) && '*'}
            </span>
          </li>
        ))}
      </ul>
      {hiddenOnly.length > 0 && (
        <p className="eb-note muted" data-testid="hidden-only">
          {t('baziHero.hiddenOnly', {
            elements: hiddenOnly.map((el) => t(`elements.${el}`)).join(t('judgement.listSeparator')),
          })}
        </p>
      )}
    </>
  );
}

/** This year's pillar (流年) with its ten god and what it does to the chart, and the running luck pillar. */
export function ThisYear({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t } = useTranslation('results');
  const b = chart.bazi;
  // The BaZi year running today starts at 立春: in January the last year's pillar still runs.
  const running = runningPillars(b, today.getTime());
  const year = running.year.year;
  const y = running.year;
  const current = running.luck;
  const rels = annualRelations(chart, y, current);
  const relationsText = useRelationsText();
  const ctx = periodContext(chart.bazi, chart.settings.gender);
  const v = runningVerdicts(ctx, b, today.getTime());
  return (
    <div className="this-year" data-testid="this-year">
      <div className="ty-row">
        <div>
          <div className="ty-label">{t('baziHero.thisYear', { year })}</div>
          <Ganzhi stem={y.stem} branch={y.branch} className="ty-chars" />
          <div className="ty-god">{t(`tenGods.${y.tenGod}`)}</div>
          <div className="ty-grade" data-verdict={`year:${y.stem}${y.branch}`} data-grade={v.year.grade}>
            {t(`fortune.grades.${v.year.grade}`)}
          </div>
        </div>
        {current && (
          <div>
            <div className="ty-label">{t('baziHero.currentLuck')}</div>
            <Ganzhi stem={current.stem} branch={current.branch} className="ty-chars" />
            <div className="ty-god">{t(`tenGods.${current.tenGod}`)}</div>
            {v.luck && (
              <div
                className="ty-grade"
                data-verdict={`luck:${current.stem}${current.branch}`}
                data-grade={v.luck.grade}
              >
                {t(`fortune.grades.${v.luck.grade}`)}
              </div>
            )}
          </div>
        )}
      </div>
      <p className="ty-rel">{rels.length > 0 ? relationsText(rels) : t('baziHero.quietYear')}</p>
    </div>
  );
}

/** The BaZi first screen: 命式, the day master and its one-line meaning, element balance, this year. */
export function BaziHero({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const g = useGanzhiGloss();
  const dm = chart.bazi.dayMaster;
  return (
    <div className="hero-grid bazi-hero">
      <div className="card pillars-card">
        <PillarsGrid chart={chart} />
        <LunarLine chart={chart} />
        <div className="day-master" data-testid="day-master">
          <p className="dm-title">
            {t('baziHero.dayMasterIs', {
              stem: dm.stem,
              gloss: g.english
                ? g.stem(dm.stem)
                : t('stemGloss', {
                    polarity: t(`polarity.${dm.polarity}`),
                    element: t(`elements.${dm.element}`),
                  }),
            })}
          </p>
          <p className="dm-line">{t(`dayMasterLine.${dm.stem}`)}</p>
        </div>
      </div>
      <div className="hero-side">
        <section className="card" aria-labelledby="balance-title">
          <h2 id="balance-title" className="card-eyebrow">
            {t('baziHero.balance')}
          </h2>
          <ElementBars chart={chart} />
          <p className="eb-strength">
            {t('bazi.strength', {
              level: strengthLabel(t, judgementOf(chart)),
              pct: judgementOf(chart).strength.supportPercent,
            })}
          </p>
        </section>
        <section className="card" aria-labelledby="year-title">
          <h2 id="year-title" className="card-eyebrow">
            {t('baziHero.yearCard')}
          </h2>
          <ThisYear chart={chart} />
        </section>
      </div>
    </div>
  );
}
