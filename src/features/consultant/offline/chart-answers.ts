import type { PeriodWhen } from '../../../content/consultant/consultant-content';
import { elementOfRole } from '../../../core/bazi/fortune';
import type { Structure } from '../../../core/bazi/judgement';
import type { Element } from '../../../core/bazi/stems-branches';
import type { TenGod } from '../../../core/bazi/ten-gods';
import { voidBranches, voidYears } from '../../../core/bazi/void-branches';
import type { PillarName } from '../../../core/consultant/chart-facts';
import { structureNameIn } from '../../../shared/verdict/strength-label';
import { type AnswerContext, strengthText } from './answer-context';
import type { AnswerDraft, OfflineAnswer } from './answer-draft';
import { annualOf, areaThemes, factsNow, toneOf, transitLine, USES, verdictSentences } from './bazi-answers';
import { monthName, yearAround } from './month-answers';
import { fill, joinList, monthYear, yearOf } from './offline-texts';
import type { AskedPeriod } from './question-topics';

/**
 * The answers about one thing the chart holds whole: 用神 / 喜忌 and what to do with them, 格局, 生肖, 天中殺,
 * wealth, marriage, and a decision reflected through a period's verdict. The roles of the elements and the periods'
 * verdicts and areas are the judgement the BaZi page shows (carried by the facts), told and never worked out again.
 */

const NATAL: readonly PillarName[] = ['year', 'month', 'day', 'hour'];
const WEALTH_STARS: readonly TenGod[] = ['indirectWealth', 'directWealth'];

/** A bullet starts with a capital, as a paragraph's sentences do ("this year …" → "This year …"). */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The role the chart's judgement gives an element. */
function roleIn(x: AnswerContext, e: Element) {
  const j = x.ix.judgement;
  return j ? USES.find((u) => j[u] === e) : undefined;
}

/**
 * The five roles for this chart with why the useful element, and the 用神 and 喜神 as ways of living (no purchases).
 * Asked how to make up for it (怎么补, "how can I"), the ways of living come first, then the roles.
 */
export function usefulAnswer(x: AnswerContext, howTo = false): OfflineAnswer {
  const { ix, t, c } = x;
  const u = c.judgement;
  const d = x.draft();
  const j = ix.judgement;
  const dm = ix.dayMaster;
  if (!j || !dm) return d.paragraph(c.luck.missing).closing(u.closing).done('useful');
  const el = (e: Element) => t.names.elements[e];
  const roles = () => d.bullets(USES.map((use) => fill(u.roles[use], { element: el(j[use]) })));
  d.heading(howTo ? fill(u.remedyHeading, { element: el(j.useful) }) : u.heading);
  d.cite(dm.id, j.id).paragraph(
    fill(u.strength, { stem: dm.stem, level: t.names.levels[j.strength] }),
    fill(t.names.judgement.reasons[j.reason], { el: el(j.useful) }),
    !j.usefulInChart && fill(u.usefulAbsent, { element: el(j.useful) }),
  );
  if (!howTo) roles();
  d.paragraph(u.remedyIntro);
  d.bullets(
    (['useful', 'favourable'] as const).map((use) =>
      fill(u.remedy, {
        element: el(j[use]),
        use: t.names.judgement.uses[use],
        ...c.elementRemedies[j[use]],
      }),
    ),
  );
  d.paragraph(fill(u.avoid, { element: el(j.unfavourable) }));
  if (howTo) roles();
  return d.closing(u.closing).done('useful');
}

/**
 * The structure's name as the judgement card gives it (七殺格, 建禄格 …), when the facts carry it (the judgement
 * fact's `structure`, judgement.ts Structure); none for a following chart (its level names it) or a month of the
 * day master's own element with nothing revealed.
 */
function structureName(x: AnswerContext, j: NonNullable<AnswerContext['ix']['judgement']>): string | null {
  const structure = j.structure as Structure | undefined;
  if (!structure || strengthText(j.strength) === 'following' || structure.kind === 'companion') return null;
  return structureNameIn({ ...x.t.names.judgement, tenGods: x.t.names.tenGods }, structure);
}

/** 格局: the central star from the month branch, a following chart named as such, and the balance it needs. */
export function structureAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const s = c.structure;
  const d = x.draft();
  const dm = ix.dayMaster;
  const j = ix.judgement;
  const month = ix.pillar('month');
  d.heading(s.heading);
  if (dm && month)
    d.cite(dm.id, month.id).paragraph(
      fill(s.centralStar, { star: t.names.tenGods[dm.centralStar], branch: month.branch }),
      x.quote(t.bazi.tenGods[dm.centralStar].asCentralStar, 2),
    );
  if (j) {
    const level = t.names.levels[j.strength];
    d.cite(j.id).paragraph(
      structureName(x, j) && fill(s.named, { structure: structureName(x, j) ?? '' }),
      strengthText(j.strength) === 'following' && fill(s.following, { level }),
      fill(s.balance, { level, useful: t.names.elements[j.useful] }),
      fill(t.names.judgement.reasons[j.reason], { el: t.names.elements[j.useful] }),
    );
  }
  return d.closing(s.closing).done('structure');
}

/** 生肖: the year pillar's branch (the BaZi year starts at 立春), and the 春节 custom explained. */
export function animalAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const a = c.animal;
  const d = x.draft();
  const year = ix.pillar('year');
  if (!year) return d.paragraph(a.custom).closing(a.closing).done('animal');
  const branch = t.bazi.branches[year.branch];
  d.heading(fill(a.heading, { animal: branch.animal, branch: year.branch }));
  d.cite(year.id).paragraph(
    fill(a.body, { ganzhi: `${year.stem}${year.branch}`, branch: year.branch, animal: branch.animal }),
    x.quote(branch.traits, 2),
  );
  // The lunar birth date and the animal by 春节, as the BaZi page gives them under the pillars.
  const l = ix.lunar;
  if (l) {
    const lunar = t.names.lunar;
    const date = fill(l.leap ? a.dateLeap : a.date, {
      year: l.year,
      ganzhi: `${l.yearStem}${l.yearBranch}`,
      month: lunar.months[l.month - 1] ?? String(l.month),
      day: lunar.days[l.day - 1] ?? String(l.day),
    });
    d.cite(l.id).paragraph(
      l.animalBySpringFestival === l.animalByLichun
        ? fill(a.same, { date })
        : fill(a.differs, { date, festival: t.bazi.branches[l.animalBySpringFestival].animal }),
    );
  }
  d.paragraph(a.custom);
  return d.closing(a.closing).done('animal');
}

/** 天中殺 / 空亡: the day pillar's void branches, the next years on them, and the natal pillars that sit on them. */
export function voidAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, c } = x;
  const v = c.void;
  const d = x.draft();
  const day = ix.pillar('day');
  if (!day) return d.paragraph(v.meaning).closing(v.closing).done('void');
  const pair = voidBranches(day);
  const annual = ix.annual;
  const from = annual ? yearOf(annual.startUtc) : null;
  d.heading(fill(v.heading, { branches: pair.join('') }));
  d.cite(day.id, annual?.id).paragraph(
    fill(v.body, { dayGanzhi: `${day.stem}${day.branch}`, branches: joinList(pair, c) }),
    from !== null && fill(v.years, { years: joinList(voidYears(pair, from).map(String), c) }),
    annual?.verdict.void && fill(v.now, { year: yearOf(annual.startUtc) }),
  );
  const onVoid = NATAL.filter((n) => n !== 'day').flatMap((n) => {
    const p = ix.pillar(n);
    return p && pair.includes(p.branch) ? [p] : [];
  });
  d.cite(...onVoid.map((p) => p.id)).paragraph(
    ...onVoid.map((p) => fill(v.natal, { pillar: c.words.pillars[p.pillar], branch: p.branch })),
    v.meaning,
  );
  return d.closing(v.closing).done('void');
}

/** The running and next years and luck pillars a timing answer reads, with how each is named. */
function periodsAhead(x: AnswerContext) {
  const { ix, c } = x;
  return [
    { name: c.periods.names.current, fact: ix.annual },
    { name: c.periods.names.next, fact: ix.nextAnnual },
    { name: c.verdict.period.luck, fact: ix.luck },
  ].flatMap(({ name, fact }) => (fact ? [{ name, fact }] : []));
}

/** 财运: the wealth stars in the chart, the wealth element's role, and the wealth themes of the periods ahead. */
export function wealthAnswer(x: AnswerContext): OfflineAnswer {
  const { ix, t, c } = x;
  const w = c.wealth;
  const d = x.draft();
  const dm = ix.dayMaster;
  const pillars = NATAL.flatMap((n) => ix.pillar(n) ?? []);
  const onStems = pillars.flatMap((p) => (p.tenGod && WEALTH_STARS.includes(p.tenGod) ? [p.tenGod] : []));
  const hidden = pillars.flatMap((p) =>
    p.hiddenStems.map((h) => h.tenGod).filter((g) => WEALTH_STARS.includes(g)),
  );
  const stars = (gods: TenGod[]) =>
    joinList(
      [...new Set(gods)].map((g) => t.names.tenGods[g]),
      c,
    );
  d.heading(w.heading);
  const element = dm ? elementOfRole(dm.element, 'wealth') : undefined;
  const use = element && roleIn(x, element);
  d.cite(...pillars.map((p) => p.id), use ? ix.judgement?.id : undefined).paragraph(
    onStems.length
      ? fill(w.stars.visible, { stars: stars(onStems) })
      : hidden.length
        ? fill(w.stars.hidden, { stars: stars(hidden) })
        : w.stars.none,
    element && use && fill(w.role, { element: t.names.elements[element], use: t.names.judgement.uses[use] }),
  );
  const ahead = periodsAhead(x).filter((p) => p.fact.verdict.areas);
  d.cite(...ahead.map((p) => p.fact.id)).bullets(
    ahead.map(({ name, fact }) => {
      const themes = areaThemes(x, fact.verdict, 'wealth');
      const values = { period: name, ganzhi: `${fact.stem}${fact.branch}` };
      return cap(themes ? fill(w.period, { ...values, themes }) : fill(w.periodNone, values));
    }),
  );
  d.paragraph(w.boundary);
  return d.closing(w.closing).done('wealth');
}

/**
 * Marriage. Asked when: the spouse palace, the spouse star by gender, the periods ahead that bring it, and Venus
 * with the 7th house. Asked how it is: the spouse palace and what it says, and the spouse star's role in the chart.
 */
export function marriageAnswer(x: AnswerContext, timing: boolean): OfflineAnswer {
  const { ix, t, c } = x;
  const m = c.marriage;
  const d = x.draft();
  const dm = ix.dayMaster;
  const day = ix.pillar('day');
  const main = day?.hiddenStems[0];
  d.heading(timing ? m.timingHeading : m.stateHeading);
  if (day && main)
    d.cite(day.id).paragraph(
      fill(m.palace, {
        dayGanzhi: `${day.stem}${day.branch}`,
        branch: day.branch,
        hidden: main.stem,
        god: t.names.tenGods[main.tenGod],
      }),
      !timing && c.spousePalace[main.tenGod],
      !timing && x.quote(t.bazi.branches[day.branch].traits, 1),
    );
  const gender = x.gender;
  const element =
    dm && gender ? elementOfRole(dm.element, gender === 'male' ? 'wealth' : 'officer') : undefined;
  const use = element && roleIn(x, element);
  const star =
    gender && element && use
      ? fill(m.spouseStar, {
          spouseStar: t.names.fortune.spouseStar[gender],
          element: t.names.elements[element],
          use: t.names.judgement.uses[use],
        })
      : m.spouseStarNone;
  d.cite(gender ? ix.judgement?.id : undefined).paragraph(
    star,
    !timing &&
      element &&
      use &&
      fill(m.stateRole[toneOf(use)], {
        element: t.names.elements[element],
        use: t.names.judgement.uses[use],
      }),
  );
  const ahead = periodsAhead(x).filter((p) => p.fact.verdict.areas && (timing || p.fact === ix.annual));
  d.cite(...ahead.map((p) => p.fact.id)).bullets(
    ahead.map(({ name, fact }) => {
      const themes = areaThemes(x, fact.verdict, 'love');
      const values = { period: name, ganzhi: `${fact.stem}${fact.branch}` };
      return cap(themes ? fill(m.period, { ...values, themes }) : fill(m.periodNone, values));
    }),
  );
  if (timing) {
    const venus = ix.point('venus');
    const h7 = ix.cusp(7);
    const toVenus = venus?.house && h7 ? ix.transits.filter((tr) => tr.natal === 'venus').slice(0, 2) : [];
    // The Descendant, where the 7th house begins: a transit opposing the Ascendant is on it.
    const toDescendant = h7
      ? ix.transits.filter((tr) => tr.natal === 'ascendant' && tr.type === 'opposition').slice(0, 2)
      : [];
    d.paragraph(m.timingNote);
    if (venus?.house && h7)
      d.cite(venus.id, h7.id).paragraph(
        fill(m.venus, {
          venusSign: t.names.signs[venus.sign],
          venusHouse: x.house(venus.house),
          dscSign: t.names.signs[h7.sign],
        }),
        toVenus.length > 0 && m.transits,
      );
    d.cite(...toVenus.map((tr) => tr.id)).bullets(toVenus.map((tr) => transitLine(x, tr)));
    if (h7) seventhHouse(x, d, toDescendant);
  }
  return d.closing(timing ? m.closingTiming : m.closingState).done('marriage');
}

/**
 * The slow planets through the 7th house, the house of partners, around the date: the one there now (until it
 * leaves) and the ones entering, each with what it classically brings; transits on the Descendant as bullets.
 */
function seventhHouse(x: AnswerContext, d: AnswerDraft, toDescendant: AnswerContext['ix']['transits']) {
  const { ix, c } = x;
  const s = c.marriage.seventh;
  const now = factsNow(x);
  if (now === null) return;
  const at = new Date(now).toISOString();
  const lines: string[] = [];
  const ids: string[] = [];
  for (const h of ix.houseTransits) {
    const body = x.point(h.transit);
    const meaning = s.meaning[h.transit as keyof typeof s.meaning];
    const ahead = h.crossings.filter((k) => k.utc > at);
    if (h.house === 7) {
      const leaves = ahead.find((k) => k.house !== 7);
      lines.push(
        leaves
          ? fill(s.in, { body, until: monthYear(leaves.utc, c) })
          : fill(s.inLong, { body, until: monthYear(h.windowUtc[1], c) }),
        meaning,
      );
      ids.push(h.id);
      continue;
    }
    const enters = ahead.find((k) => k.house === 7);
    if (enters) {
      lines.push(fill(s.enters, { body, when: monthYear(enters.utc, c) }), meaning);
      ids.push(h.id);
    }
  }
  if (!ix.houseTransits.length) return;
  d.cite(...ids).paragraph(...(lines.length ? lines : [s.none]));
  if (toDescendant.length)
    d.paragraph(s.descendant)
      .cite(...toDescendant.map((tr) => tr.id))
      .bullets(toDescendant.map((tr) => transitLine(x, tr)));
}

/** "Should I …": the asked year's verdict and career area, and questions back; never a decision. */
export function decisionAnswer(x: AnswerContext, asked: AskedPeriod): OfflineAnswer {
  const { ix, t, c } = x;
  const s = c.decision;
  const d = x.draft();
  const when: PeriodWhen = annualOf(x, asked.year) ? asked.year : 'current';
  const annual = annualOf(x, when);
  d.heading(s.heading);
  d.paragraph(s.intro);
  // A month asked about (来月辞めるべき？): that month's verdict and career area, and the year around it.
  const month = asked.month && !asked.month.outOfRange ? ix.month(asked.month.offsets[0] ?? 0) : undefined;
  if (month) {
    const v = month.verdict;
    const period = monthName(x, month);
    const told = verdictSentences(x, v, 'month', month, fill(c.month.pillarName, { period }));
    const themes = areaThemes(x, v, 'career');
    const year = yearAround(x, month);
    d.cite(month.id, ix.judgement?.id, ...told.ids).paragraph(
      fill(s.periodMonth, {
        period,
        ganzhi: `${month.stem}${month.branch}`,
        grade: t.names.fortune.grades[v.grade],
      }),
      told.roles,
      s.gradeHint[v.grade],
      themes ? fill(s.careerMonth, { themes }) : v.areas && s.careerMonthNone,
    );
    d.cite(year?.id).paragraph(year && fill(s.monthInYear, year.values));
  } else if (annual) {
    const v = annual.verdict;
    const told = verdictSentences(
      x,
      v,
      'year',
      annual,
      when === 'current' ? undefined : c.words.otherYearPillar,
    );
    const themes = areaThemes(x, v, 'career');
    d.cite(annual.id, ix.judgement?.id).paragraph(
      fill(s.period, {
        period: c.periods.names[when],
        ganzhi: `${annual.stem}${annual.branch}`,
        grade: t.names.fortune.grades[v.grade],
      }),
      told.roles,
      s.gradeHint[v.grade],
      themes ? fill(s.career, { themes }) : v.areas && s.careerNone,
    );
  }
  d.numbered(s.questions);
  return d.closing(s.closing).done('decision');
}
