import type { ElementTone, LuckPhase, PeriodWhen } from '../../../content/consultant/consultant-content';
import { transitText } from '../../../content/transits/transit-content';
import type { FortuneArea } from '../../../core/bazi/fortune';
import type { ElementUse } from '../../../core/bazi/judgement';
import type { PeriodVerdict } from '../../../core/bazi/period-verdict';
import type { ChartPillarName, Relation, RelationKind } from '../../../core/bazi/relations';
import { findRelations } from '../../../core/bazi/relations';
import {
  type Branch,
  branchElement,
  type Element,
  type Stem,
  stemElement,
} from '../../../core/bazi/stems-branches';
import type { PillarName } from '../../../core/consultant/chart-facts';
import { periodHeadline } from '../../../core/transit/period-headline';
import { aspectFamily, transitWeight } from '../../../core/transit/transit-outlook';
import { isSupportive, type YearTone } from '../../../core/transit/transit-themes';
import { type AnswerContext, strengthText } from './answer-context';
import type { OfflineAnswer } from './answer-draft';
import { fill, joinList, monthYear, yearOf } from './offline-texts';
import type { AskedPeriod } from './question-topics';

/**
 * The answers about time and the pillars: this year (its pillar, its verdict, the slow transits in force), the
 * running luck pillar (its verdict), and one natal pillar named by the user. A period's grade, the roles of its stem
 * and branch and the reasons behind the grade are the verdict the BaZi page shows (period-verdict.ts, carried by
 * the facts): told here, never worked out again (issue 27).
 */

/** The relation reported when a pillar meets the chart in several ways: the strongest movers first. */
const RELATION_ORDER: readonly RelationKind[] = [
  'clash',
  'stemClash',
  'triad',
  'directional',
  'sixHarmony',
  'stemCombination',
  'halfTriad',
  'punishment',
  'selfPunishment',
  'harm',
  'break',
];
/** The strongest of the relations found (RELATION_ORDER), if any. */
const strongest = (found: readonly Relation[]) =>
  RELATION_ORDER.flatMap((k) => found.filter((r) => r.kind === k))[0];
const NATAL: readonly ChartPillarName[] = ['year', 'month', 'day', 'hour'];
/** At most this many transits are told: the strongest, so the answer stays readable. */
const MAX_TRANSITS = 3;
export const USES: readonly ElementUse[] = ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'];
const DAY_MS = 86_400_000;
const YEAR_MS = 365.2425 * DAY_MS;

/** How a role is told: as a help (用神, 喜神), as neither (閑神), or with caution (忌神, 仇神). */
export const toneOf = (use: ElementUse): ElementTone =>
  use === 'useful' || use === 'favourable' ? 'welcome' : use === 'idle' ? 'neutral' : 'caution';

/**
 * A period's verdict in the consultant's voice: the roles of its stem and branch, and one sentence for each other
 * signal behind its grade. A natal pillar is named with its own stem and branch as the facts give them; the ids of
 * the natal pillars spoken of are returned for the citation.
 */
export function verdictSentences(
  x: AnswerContext,
  v: PeriodVerdict,
  kind: 'year' | 'luck' | 'month',
  p: { stem: Stem; branch: Branch },
  periodName?: string,
): { roles: string; signals: string[]; ids: string[] } {
  const { ix, t, c } = x;
  const w = c.verdict;
  const element = (e: Element | undefined) => (e ? t.names.elements[e] : '');
  const use = (u: ElementUse | undefined) => (u ? t.names.judgement.uses[u] : '');
  const stemSignal = v.signals.find((s) => s.kind === 'stem');
  const branchSignal = v.signals.find((s) => s.kind === 'branch');
  const roles =
    stemSignal?.element === branchSignal?.element && v.stemUse === v.branchUse
      ? fill(w.rolesSame, {
          stem: p.stem,
          branch: p.branch,
          element: element(stemSignal?.element),
          use: use(v.stemUse),
        })
      : fill(w.roles, {
          stem: p.stem,
          stemElement: element(stemSignal?.element),
          stemUse: use(v.stemUse),
          branch: p.branch,
          branchElement: element(branchSignal?.element),
          branchUse: use(v.branchUse),
        });
  const period = periodName ?? w.period[kind];
  const signals: string[] = [];
  const ids: string[] = [];
  // The period's branch clashes one branch: when two pillars hold it, one sentence names both.
  const clashed = (harms: boolean) =>
    v.signals.filter(
      (s) => s.kind === 'branchClash' && s.pillar && ix.pillar(s.pillar) && s.points < 0 === harms,
    );
  for (const s of v.signals) {
    const natal = s.pillar ? ix.pillar(s.pillar) : undefined;
    if (s.pillar && !natal) continue;
    if (natal) ids.push(natal.id);
    const together = s.kind === 'branchClash' ? clashed(s.points < 0) : [s];
    if (together[0] !== s) continue;
    const pillar = joinList(
      together.flatMap((x) => (x.pillar ? [c.words.pillars[x.pillar]] : [])),
      c,
    );
    const values = { period, pillar, element: element(s.element), use: use(s.use) };
    const ganzhi = natal ? `${natal.stem}${natal.branch}` : '';
    switch (s.kind) {
      case 'clashPillar':
        signals.push(
          fill(s.pillar === 'day' ? w.signals.clashPillarDay : w.signals.clashPillar, {
            ...values,
            natal: ganzhi,
          }),
        );
        break;
      case 'samePillar':
        signals.push(fill(w.signals.samePillar, { ...values, natal: ganzhi }));
        break;
      case 'branchClash':
        signals.push(
          fill(s.points < 0 ? w.signals.branchClashHarms : w.signals.branchClashClears, {
            ...values,
            branch: p.branch,
            natal: natal?.branch ?? '',
          }),
        );
        break;
      case 'dayCombine':
        signals.push(fill(w.signals.dayCombine, { ...values, branch: p.branch, natal: natal?.branch ?? '' }));
        break;
      case 'formsFrame':
        signals.push(fill(w.signals.formsFrame, { ...values, chars: s.chars ?? '' }));
        break;
      case 'bindsUseful':
        signals.push(fill(w.signals.bindsUseful, { ...values, stem: p.stem, natal: natal?.stem ?? '' }));
        break;
      case 'meetsLuck':
        signals.push(w.signals.meetsLuck);
        break;
      case 'void':
        signals.push(fill(w.signals.void, { ...values, branch: p.branch }));
        break;
      case 'backdrop':
        signals.push(
          (kind === 'month' ? w.signals.backdropMonth : w.signals.backdrop)[
            s.points > 0 ? 'up' : s.points < 0 ? 'down' : 'even'
          ],
        );
        break;
    }
  }
  return { roles, signals, ids };
}

/** The year fact a question asks about (last, this or next year), if the facts hold it. */
export function annualOf(x: AnswerContext, when: PeriodWhen) {
  const { ix } = x;
  return when === 'next' ? ix.nextAnnual : when === 'previous' ? ix.previousAnnual : ix.annual;
}

/**
 * The themes a period's verdict gives one area (仕事運, 金運 …), in the fortune card's words; null when the period
 * does not touch the area (or the chart has no gender: no area is read).
 */
export function areaThemes(x: AnswerContext, v: PeriodVerdict, area: FortuneArea): string | null {
  const { t, c } = x;
  const reading = v.areas?.[area];
  if (!reading) return null;
  const f = t.names.fortune;
  return reading.themes
    .map((th) =>
      fill(f.themes[th.kind], {
        role: f.roles[th.role],
        element: t.names.elements[th.element],
        use: t.names.judgement.uses[th.use],
        palace: area === 'wealth' ? '' : f.palaces[area],
      }),
    )
    .join(c.words.themeSeparator);
}

/**
 * One line per area the period moves (`template`: {{area}}, {{themes}}), career first; `skip` leaves out the area
 * an answer has already told.
 */
export function areaLines(
  x: AnswerContext,
  v: PeriodVerdict,
  template: string,
  skip?: FortuneArea | null,
): string[] {
  return (['career', 'wealth', 'love', 'health'] as const).flatMap((area) => {
    const themes = area === skip ? null : areaThemes(x, v, area);
    return themes ? [fill(template, { area: x.t.names.areas[area], themes })] : [];
  });
}

/**
 * The date the facts were made for: the period facts' own date, else (facts stored before they carried one) the
 * centre of the transits' search window, else the middle of the running BaZi year.
 */
export function factsNow(x: AnswerContext): number | null {
  const { ix } = x;
  const asOf = ix.annual?.asOfUtc ?? ix.luck?.asOfUtc;
  if (asOf) return Date.parse(asOf);
  const window = ix.transits[0]?.windowUtc;
  if (window) return (Date.parse(window[0]) + Date.parse(window[1])) / 2;
  const a = ix.annual;
  return a ? (Date.parse(a.startUtc) + Date.parse(a.endUtc)) / 2 : null;
}

/**
 * Last year or next year: its pillar with its ten god and its verdict (grade, roles, reasons), the areas it moves,
 * the slow transits exact within it, and this year's grade to compare with.
 */
function otherYearAnswer(x: AnswerContext, when: 'previous' | 'next'): OfflineAnswer | null {
  const { ix, t, c } = x;
  const annual = annualOf(x, when);
  const dm = ix.dayMaster;
  if (!annual || !dm) return null;
  const d = x.draft();
  const y = c.year;
  const p = c.periods;
  const v = annual.verdict;
  const ganzhi = `${annual.stem}${annual.branch}`;
  const period = p.names[when];
  const told = verdictSentences(x, v, 'year', annual, c.words.otherYearPillar);
  d.heading(fill(y.heading, { year: yearOf(annual.startUtc), ganzhi }));
  d.cite(annual.id, dm.id, ix.judgement?.id, ...told.ids).paragraph(
    fill(p.pillar, {
      period,
      ganzhi,
      startYear: yearOf(annual.startUtc),
      endYear: yearOf(annual.endUtc),
      dm: dm.stem,
      stem: annual.stem,
      god: t.names.tenGods[annual.tenGod],
    }),
    fill(p.verdict, { period, grade: t.names.fortune.grades[v.grade] }),
    told.roles,
    ...told.signals,
    y.gradeText[v.grade],
  );
  const areas = areaLines(x, v, p.areaLine);
  if (v.areas) {
    if (areas.length) d.paragraph(p.areasIntro).bullets(areas);
    else d.paragraph(p.areasNone);
  }
  const inYear = [...ix.transits]
    .filter((tr) => tr.exactUtc >= annual.startUtc && tr.exactUtc < annual.endUtc)
    .sort((a, b) => transitWeight(b) - transitWeight(a) || a.exactUtc.localeCompare(b.exactUtc))
    .slice(0, MAX_TRANSITS);
  if (inYear.length)
    d.paragraph(fill(p.transitsIn, { year: yearOf(annual.startUtc) }))
      .cite(...inYear.map((tr) => tr.id))
      .bullets(inYear.map((tr) => transitLine(x, tr)));
  const current = ix.annual;
  const luck = [ix.luck, ix.nextLuck].find(
    (l) => l && l.startUtc <= annual.startUtc && annual.startUtc < l.endUtc,
  );
  d.cite(current?.id, luck?.id).paragraph(
    current &&
      fill(p.compare, {
        ganzhi: `${current.stem}${current.branch}`,
        grade: t.names.fortune.grades[current.verdict.grade],
      }),
    luck && fill(p.luck, { luckGanzhi: `${luck.stem}${luck.branch}` }),
  );
  return d.closing(p.closing[when]).done('year');
}

/** A slow transit as a bullet: what, to what, when, and the first sentence of its reading. */
export function transitLine(x: AnswerContext, tr: AnswerContext['ix']['transits'][number]): string {
  const { t, c } = x;
  return fill(c.year.transit, {
    transit: x.point(tr.transit),
    aspect: c.words.aspects[tr.type],
    natal: x.point(tr.natal),
    date: monthYear(tr.exactUtc, c),
    text: x.quote(transitText(t.transits, tr.transit, tr.natal, tr.type), 1),
  });
}

/**
 * The year a question asks about. This year: its pillar with its ten god and its verdict (grade, roles, reasons),
 * the year's ten-god theme told as the verdict allows, and the slow transits in force with how they stand to the
 * verdict. Last or next year: otherYearAnswer. A year the facts do not reach: this year, saying so.
 */
export function yearAnswer(x: AnswerContext, asked: AskedPeriod): OfflineAnswer {
  if (asked.year !== 'current') {
    const other = otherYearAnswer(x, asked.year);
    if (other) return other;
  }
  const { ix, t, c } = x;
  const d = x.draft();
  const y = c.year;
  const annual = ix.annual;
  const dm = ix.dayMaster;
  if (annual && dm) {
    const v = annual.verdict;
    const ganzhi = `${annual.stem}${annual.branch}`;
    const endYear = yearOf(annual.endUtc);
    const told = verdictSentences(x, v, 'year', annual);
    d.heading(fill(y.heading, { year: yearOf(annual.startUtc), ganzhi }));
    if (asked.outOfRange !== null) {
      const known = [ix.previousAnnual, annual, ix.nextAnnual].flatMap((a) =>
        a ? [yearOf(a.startUtc)] : [],
      );
      d.paragraph(
        fill(c.periods.outOfRange, {
          asked: asked.outOfRange,
          from: Math.min(...known),
          to: Math.max(...known),
        }),
      );
    }
    d.cite(annual.id, dm.id, ix.judgement?.id, ...told.ids).paragraph(
      fill(y.pillar, {
        ganzhi,
        startYear: yearOf(annual.startUtc),
        endYear,
        dm: dm.stem,
        stem: annual.stem,
        god: t.names.tenGods[annual.tenGod],
      }),
      fill(y.verdict, { grade: t.names.fortune.grades[v.grade] }),
      told.roles,
      ...told.signals,
    );
    // The transit texts' reading of a year's ten god opens doors ("a good year to widen your circle"): it is
    // quoted whole only when the verdict is good or the stem helps, its first sentence (the theme) in a middling
    // year of a neutral stem, and the year is told with caution when graded 凶 or its stem is 忌神 or 仇神.
    const stemTone = toneOf(v.stemUse);
    const reading = t.transits.annual.tenGod[annual.tenGod];
    d.paragraph(
      y.gradeText[v.grade],
      v.grade === '凶' || stemTone === 'caution'
        ? y.caution[annual.tenGod]
        : x.quote(reading, v.grade === '中' && stemTone === 'neutral' ? 1 : 2),
    );
  }

  d.heading(y.skyHeading);
  const transits = [...ix.transits].sort(
    (a, b) => transitWeight(b) - transitWeight(a) || a.exactUtc.localeCompare(b.exactUtc),
  );
  const told = transits.slice(0, MAX_TRANSITS);
  d.cite(...told.map((tr) => tr.id)).bullets(told.map((tr) => transitLine(x, tr)));
  if (annual) {
    // How the transits stand to the verdict, by the transit page's headline rule: they never make a second verdict.
    const tone = yearTone(transits);
    const { agreement } = periodHeadline(annual.verdict, tone, 'gentle');
    d.paragraph(
      fill(y.transits[agreement], {
        tone: tone === 'quiet' ? '' : y.transitTones[tone],
        grade: t.names.fortune.grades[annual.verdict.grade],
      }),
    );
  }
  const luck = ix.luck;
  if (luck)
    d.cite(luck.id).paragraph(
      fill(y.luck, { luckGanzhi: `${luck.stem}${luck.branch}`, luckEnd: monthYear(luck.endUtc, c) }),
    );
  return d.closing(y.closing).done('year');
}

/**
 * The year's lean from its slow transits, by the transit report's rule (transit-themes yearTone): quiet with none;
 * supportive or demanding when one side weighs at least twice the other; mixed otherwise.
 */
function yearTone(transits: AnswerContext['ix']['transits']): YearTone {
  let support = 0;
  let demand = 0;
  for (const tr of transits) {
    const w = transitWeight(tr);
    if (isSupportive({ transit: tr.transit, family: aspectFamily(tr.type) })) support += w;
    else demand += w;
  }
  if (support + demand === 0) return 'quiet';
  if (support >= 2 * demand) return 'supportive';
  if (demand >= 2 * support) return 'demanding';
  return 'mixed';
}

/**
 * Where the date stands in a luck pillar: which of its years (1–10) and which third (early, middle, late), from
 * its start and end and the facts' date.
 */
export function luckPhase(startUtc: string, endUtc: string, now: number): { nth: number; phase: LuckPhase } {
  const start = Date.parse(startUtc);
  const end = Date.parse(endUtc);
  const share = (now - start) / (end - start);
  const years = Math.round((end - start) / YEAR_MS);
  const nth = Math.min(years, Math.max(1, Math.floor((now - start) / YEAR_MS) + 1));
  return { nth, phase: share < 1 / 3 ? 'early' : share > 2 / 3 ? 'late' : 'middle' };
}

/**
 * The running luck pillar (or the next one, when asked): its span and ten god, its verdict (grade, roles,
 * reasons), the missing elements it brings told by their roles, where the date stands in it, and this year's grade
 * inside it. The next one is told from where the running one ends.
 */
export function luckAnswer(x: AnswerContext, next = false): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const l = c.luck;
  const n = c.nextLuck;
  const isNext = next && ix.nextLuck !== undefined;
  const luck = isNext ? ix.nextLuck : ix.luck;
  const dm = ix.dayMaster;
  if (!luck || !dm) return d.paragraph(l.missing).closing(c.sensitive.closing).done('luck');
  const ganzhi = `${luck.stem}${luck.branch}`;
  const from = yearOf(luck.startUtc);
  const to = yearOf(luck.endUtc);
  const god = t.names.tenGods[luck.tenGod];
  const grades = t.names.fortune.grades;
  d.heading(fill(isNext ? n.heading : l.heading, { ganzhi, from, to }));
  if (next && !isNext) d.paragraph(n.missing);
  const span = {
    ganzhi,
    fromMonth: monthYear(luck.startUtc, c),
    toMonth: monthYear(luck.endUtc, c),
    dm: dm.stem,
    stem: luck.stem,
    god,
  };
  const running = ix.luck;
  d.cite(luck.id, dm.id, isNext ? running?.id : undefined).paragraph(
    fill(isNext ? n.pillar : l.pillar, span),
    isNext &&
      running &&
      fill(n.bridge, { ganzhi: `${running.stem}${running.branch}`, toMonth: monthYear(running.endUtc, c) }),
    fill(l.background, { god }),
    x.quote(t.bazi.tenGods[luck.tenGod].meaning, 2),
  );
  const v = luck.verdict;
  const told = verdictSentences(x, v, 'luck', luck);
  d.cite(ix.judgement?.id, ...told.ids).paragraph(
    fill(l.verdict, { grade: grades[v.grade] }),
    told.roles,
    ...told.signals,
    l.gradeText[v.grade],
  );
  // An element the chart lacks, brought by the pillar, told by the role the chart's judgement gives it.
  const j = ix.judgement;
  const missing = ix.elements?.missing ?? [];
  const brought = [...new Set([stemElement(luck.stem), branchElement(luck.branch)])].filter((e) =>
    missing.includes(e),
  );
  const annual = isNext ? undefined : ix.annual;
  const now = isNext ? null : factsNow(x);
  const at = now === null ? null : luckPhase(luck.startUtc, luck.endUtc, now);
  const roleOf = (e: Element) => (j ? USES.find((u) => j[u] === e) : undefined);
  d.cite(brought.length && j ? ix.elements?.id : undefined).paragraph(
    ...brought.map((e) => {
      const use = roleOf(e);
      return (
        use &&
        fill(l.bringsMissing[toneOf(use)], { element: t.names.elements[e], use: t.names.judgement.uses[use] })
      );
    }),
    at && fill(l.phase[at.phase], { nth: at.nth, to }),
  );
  if (annual)
    d.cite(annual.id).paragraph(
      fill(l.annual, {
        annualGanzhi: `${annual.stem}${annual.branch}`,
        annualGod: t.names.tenGods[annual.tenGod],
        annualGrade: grades[annual.verdict.grade],
      }),
    );
  return d.closing(fill(isNext ? n.closing : l.closing, { from })).done('luck');
}

/** One natal pillar: what it stands for, its stem's ten god (or the day master), its branch and hidden stems. */
export function pillarAnswer(x: AnswerContext, name: PillarName): OfflineAnswer {
  const { ix, t, c } = x;
  const d = x.draft();
  const o = c.pillar;
  const p = ix.pillar(name);
  const dm = ix.dayMaster;
  if (!p) return d.closing(o.closing).done('pillar');
  const ganzhi = `${p.stem}${p.branch}`;
  const pillar = c.words.pillars[name];
  d.heading(fill(o.heading, { pillar, ganzhi }));
  d.cite(p.id).paragraph(fill(o.intro, { pillar, ganzhi }), c.pillarRoles[name]);
  if (p.tenGod)
    d.paragraph(
      fill(o.stem, { stem: p.stem, god: t.names.tenGods[p.tenGod] }),
      x.quote(t.bazi.stems[p.stem].traits, 1),
      x.quote(t.bazi.tenGods[p.tenGod].meaning, 2),
    );
  else if (dm)
    d.cite(dm.id).paragraph(
      fill(o.dayStem, { stem: p.stem, gloss: x.gloss(p.stem) }),
      t.names.dayMasterLine[p.stem],
      fill(c.personality.support, {
        support: Math.round(dm.supportPercent),
        level: t.names.levels[dm.strength],
      }),
      c.strength[strengthText(dm.strength)],
    );
  const branch = t.bazi.branches[p.branch];
  d.paragraph(
    fill(o.branch, {
      branch: p.branch,
      animal: branch.animal,
      hidden: joinList(
        p.hiddenStems.map((h) => fill(c.words.hiddenStem, { stem: h.stem, god: t.names.tenGods[h.tenGod] })),
        c,
      ),
    }),
    x.quote(branch.traits, 1),
  );
  const natal = NATAL.flatMap((n) => {
    const q = ix.pillar(n);
    return q ? [{ name: n, stem: q.stem, branch: q.branch }] : [];
  });
  const relation = strongest(findRelations(natal).filter((r) => r.pillars.includes(name)));
  if (relation) {
    const others = relation.pillars.filter(
      (q): q is ChartPillarName => q !== name && NATAL.includes(q as ChartPillarName),
    );
    d.cite(...others.map((q) => ix.pillar(q)?.id)).paragraph(
      fill(o.relation, {
        others: joinList(
          others.map((q) => c.words.pillars[q]),
          c,
        ),
        relation: c.words.relations[relation.kind],
        chars: relation.chars,
      }),
      x.quote(t.bazi.relations[relation.kind], 1),
    );
  }
  const main = p.hiddenStems[0];
  if (name === 'month' && dm)
    d.cite(dm.id).paragraph(
      fill(o.centralStar, { star: t.names.tenGods[dm.centralStar] }),
      x.quote(t.bazi.tenGods[dm.centralStar].asCentralStar, 1),
    );
  if (name === 'day' && main) d.paragraph(o.spouse, c.spousePalace[main.tenGod]);
  return d.closing(o.closing).done('pillar');
}
