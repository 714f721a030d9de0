import { useTranslation } from 'react-i18next';
import type { BaziContent } from '../../../content/bazi/bazi-content';
import { hiddenOnlyElements, knownPillars } from '../../../core/bazi/bazi-chart';
import { type ElementRole, elementOfRole } from '../../../core/bazi/fortune';
import type { ElementUse } from '../../../core/bazi/judgement';
import { annualPillar } from '../../../core/bazi/luck-pillars';
import type { Relation } from '../../../core/bazi/relations';
import { runningPillars } from '../../../core/bazi/running-pillars';
import { ELEMENTS, type Element } from '../../../core/bazi/stems-branches';
import type { TenGod } from '../../../core/bazi/ten-gods';
import { voidYears } from '../../../core/bazi/void-branches';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { languageOf } from '../../../i18n/languages';
import { stemClass } from '../../../shared/chart/element-class';
import { useLocalizedContent } from '../../../shared/lib/use-localized-content';
import { judgementOf } from '../../../shared/verdict/judgement-of';

const files = import.meta.glob<{ default: unknown }>('../../../content/bazi/*.json');

/** An element counts as excessive from this weighted share (percent) up. */
export const EXCESS_PERCENT = 40;

/** Advice to invite an element is given for the chart's 用神 and 喜神 only (issue 27). */
export const invitesElement = (use: ElementUse): boolean => use === 'useful' || use === 'favourable';

/** Which texts this chart calls for: day master, central star, the ten gods present, branches, elements, relations. */
export function selectBaziReadings(chart: ChartOutput, c: BaziContent) {
  const b = chart.bazi;
  const pillars = knownPillars(b).map((k) => k.pillar);
  const gods = new Set<TenGod>();
  for (const p of pillars) {
    if (p.tenGod) gods.add(p.tenGod);
    for (const h of p.hiddenStems) gods.add(h.tenGod);
  }
  const byShare = [...ELEMENTS].sort((x, y) => b.elements.percent[y] - b.elements.percent[x]);
  const strongest = byShare[0] as Element;
  const judgement = judgementOf(chart);
  const hiddenOnly = hiddenOnlyElements(b);
  // The ten gods that matter here: the stems beside the day master (month and hour), then the strongest family
  // with what it is for this chart; the rest are only named.
  const neighbours = (['month', 'hour'] as const).flatMap((pillar) => {
    const p = b[pillar];
    if (!p) return []; // the hour, when the birth time is unknown
    const god = p.tenGod as TenGod;
    return [{ pillar, stem: p.stem, god, text: c.tenGods[god].meaning }];
  });
  const roles: ElementRole[] = ['companion', 'output', 'wealth', 'officer', 'resource'];
  const percentOf = (role: ElementRole) => b.elements.percent[elementOfRole(b.dayMaster.element, role)];
  const strongestRole = [...roles].sort((x, y) => percentOf(y) - percentOf(x))[0] as ElementRole;
  const strongestElement = elementOfRole(b.dayMaster.element, strongestRole);
  return {
    dayMaster: c.stems[b.dayMaster.stem],
    centralStar: c.tenGods[b.centralStar].asCentralStar,
    neighbours,
    strongestFamily: {
      role: strongestRole,
      element: strongestElement,
      percent: percentOf(strongestRole),
      use: judgement.useOf[strongestElement],
    },
    otherGods: [...gods].filter((g) => g !== b.centralStar && !neighbours.some((n) => n.god === g)),
    branches: knownPillars(b).map(({ name, pillar }) => ({
      name,
      branch: pillar.branch,
      ...c.branches[pillar.branch],
    })),
    strongest: {
      element: strongest,
      text: c.elements[strongest].strong,
      excess: b.elements.percent[strongest] >= EXCESS_PERCENT ? c.elements[strongest].excess : null,
      about: c.elements[strongest],
    },
    // A missing element is read through the chart's judgement (issue 27): the traditional advice to invite it is
    // given only for the chart's 用神 or 喜神, never for its 閑神, 忌神 or 仇神; and each says whether it is there in
    // a hidden stem all the same (absent from the eight characters only).
    missing: b.elements.missing.map((e) => {
      const use = judgement.useOf[e];
      return {
        element: e,
        use,
        hidden: hiddenOnly.includes(e),
        text: c.elements[e].weak,
        advice: invitesElement(use) ? c.elements[e].weakAdvice : null,
      };
    }),
    // Each kind of relation once, with the user's own pillars and characters that make it.
    relations: [...new Set(b.relations.map((r) => r.kind))].map((kind) => ({
      kind,
      found: b.relations.filter((r) => r.kind === kind),
      text: c.relations[kind],
    })),
  };
}

/** BaZi readings in the current language, from static content chosen by the chart. */
export function BaziReadings({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const lang = languageOf(i18n.language) ?? 'ja';
  const { content, failed } = useLocalizedContent<BaziContent>(files, '../../../content/bazi', lang);
  if (failed) return <p className="notice notice-error">{t('readings.loadFailed')}</p>;
  if (!content)
    return (
      <p className="muted readings-loading" aria-busy="true">
        {t('common:status.loading')}
      </p>
    );
  const r = selectBaziReadings(chart, content);
  const dm = chart.bazi.dayMaster;
  const relationParts = (rel: Relation) => {
    const chars = [...rel.chars];
    return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      rel.pillars.map((p, i) =>
        t('baziReadings.relationPart', { pillar: t(`pillarNames.${p}`), char: chars[i] ?? '' }),
      ),
    );
  };
  return (
    <div className="readings" data-testid="bazi-readings">
      <section className="card" aria-labelledby="bz-dm">
        <h3 id="bz-dm">
          {t('baziReadings.dayMaster')} <span className={stemClass(dm.stem)}>{dm.stem}</span>
          {lang === 'en' ? ' ' : ''}
          {t('baziReadings.dayMasterKind', {
            polarity: t(`baziReadings.polarity.${dm.polarity}`),
            element: t(`elements.${dm.element}`),
            symbol: r.dayMaster.symbol,
          })}
        </h3>
        <p>{r.dayMaster.traits}</p>
        <p>{r.dayMaster.personality}</p>
        <p>
          <strong>{t('baziReadings.career')}</strong> {r.dayMaster.career}
        </p>
        <h3>
          {t('bazi.centralStar')}
          {t('punct.colon')}
          {t(`tenGods.${chart.bazi.centralStar}`)}
        </h3>
        <p>{r.centralStar}</p>
      </section>
      <section className="card" aria-labelledby="bz-gods" data-testid="bazi-gods">
        <h3 id="bz-gods">{t('baziReadings.tenGods')}</h3>
        <h4>{t('baziReadings.godsNeighbours')}</h4>
        <dl className="reading-list">
          {r.neighbours.map((n) => (
            <div key={n.pillar}>
              <dt>
                {t('baziReadings.godAt', {
                  pillar: t(`pillarNames.${n.pillar}`),
                  stem: n.stem,
                  god: t(`tenGods.${n.god}`),
                })}
              </dt>
              <dd>{n.text}</dd>
            </div>
          ))}
        </dl>
        <p>
          {t('baziReadings.godsStrongest', {
            family: t(`fortune.roles.${r.strongestFamily.role}`),
            element: t(`elements.${r.strongestFamily.element}`),
            pct: r.strongestFamily.percent,
            use: t(`judgement.uses.${r.strongestFamily.use}`),
          })}
          {lang === 'en' ? ' ' : ''}
          {t(`baziReadings.godsStrongestUse.${r.strongestFamily.use}`)}
        </p>
        {r.otherGods.length > 0 && (
          <p className="muted">
            {t('baziReadings.godsOthers', {
              gods: r.otherGods.map((g) => t(`tenGods.${g}`)).join(t('judgement.listSeparator')),
            })}
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="bz-branches">
        <h3 id="bz-branches">{t('baziReadings.branches')}</h3>
        <dl className="reading-list">
          {r.branches.map((b) => (
            <div key={b.name}>
              <dt>
                {t(`pillarNames.${b.name}`)} {b.branch}{' '}
                <span className="muted branch-facts">
                  {t('baziReadings.branchFacts', { animal: b.animal, hours: b.hours, season: b.season })}
                </span>
              </dt>
              <dd>{b.traits}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="bz-elements">
        <h3 id="bz-elements">{t('baziReadings.elements')}</h3>
        <h3 className={`el-${r.strongest.element}`}>
          {t('baziReadings.strongest', { element: t(`elements.${r.strongest.element}`) })}
        </h3>
        <p>{r.strongest.text}</p>
        {r.strongest.excess && <p>{r.strongest.excess}</p>}
        <p className="muted">
          {t('baziReadings.correspondences', {
            direction: r.strongest.about.direction,
            season: r.strongest.about.season,
            colour: r.strongest.about.colour,
            emotion: r.strongest.about.emotion,
            body: r.strongest.about.body,
          })}
        </p>
        {r.missing.map((m) => (
          <div key={m.element}>
            <h3 className={`el-${m.element}`}>
              {t('baziReadings.missing', { element: t(`elements.${m.element}`) })}
            </h3>
            <p data-hidden={m.hidden}>
              {t(m.hidden ? 'baziReadings.missingHidden' : 'baziReadings.missingEverywhere', {
                element: t(`elements.${m.element}`),
              })}
            </p>
            <p>{[m.text, m.advice].filter(Boolean).join(lang === 'en' ? ' ' : '')}</p>
            <p data-use={m.use}>
              {t(`baziReadings.missingUse.${m.use}`, { element: t(`elements.${m.element}`) })}
            </p>
          </div>
        ))}
      </section>
      <VoidReading chart={chart} />
      {r.relations.length > 0 && (
        <section className="card" aria-labelledby="bz-rel">
          <h3 id="bz-rel">{t('baziReadings.relations')}</h3>
          <dl className="reading-list">
            {r.relations.map((x) => (
              <div key={x.kind}>
                <dt>{t(`relations.${x.kind}`)}</dt>
                <dd>
                  <ul className="relation-found">
                    {x.found.map((r) => (
                      <li key={`${r.pillars.join('-')}-${r.chars}`}>{relationParts(r)}</li>
                    ))}
                  </ul>
                  {x.text}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}

/**
 * 天中殺 / 空亡 explained once and neutrally: the pair, which of this chart's pillars fall in it, and the years it
 * touches (this one, if it is one, and the next runs).
 */
function VoidReading({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t } = useTranslation('results');
  const b = chart.bazi;
  const pair = b.voidBranches.day;
  const thisYear = runningPillars(b, today.getTime()).year.year;
  const years = voidYears(pair, thisYear);
  const inChart = (['year', 'month', 'hour'] as const).filter((p) => b[p]?.void);
  return (
    <section className="card" aria-labelledby="bz-void" data-testid="void-reading">
      <h3 id="bz-void">{t('baziReadings.void.title')}</h3>
      <p>{t('baziReadings.void.intro', { pair: pair.join('') })}</p>
      <p>
        {inChart.length
          ? t('baziReadings.void.inChart', {
              pillars: inChart.map((p) => `${t(`pillarNames.${p}`)}`).join(t('judgement.listSeparator')),
            })
          : t('baziReadings.void.none')}
      </p>
      {years[0] === thisYear && <p>{t('baziReadings.void.current', { year: thisYear })}</p>}
      <p>
        {t('baziReadings.void.next', {
          years: years
            .map((y) =>
              t('baziReadings.void.yearItem', { year: y, branch: annualPillar(y, b.dayMaster.stem).branch }),
            )
            .join(t('judgement.listSeparator')),
        })}
      </p>
    </section>
  );
}
