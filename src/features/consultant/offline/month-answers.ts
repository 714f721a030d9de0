import type { FortuneArea, FortuneGrade } from '../../../core/bazi/fortune';
import type { AnswerContext } from './answer-context';
import type { OfflineAnswer } from './answer-draft';
import { areaLines, areaThemes, transitLine, verdictSentences } from './bazi-answers';
import type { Fact } from './fact-index';
import { fill, monthYear, yearOf as yearOfUtc } from './offline-texts';
import type { AskedMonth } from './question-topics';

/**
 * The answers about a month (流月) or a season: the month's pillar, its verdict (grade, roles, reasons) and the areas
 * it moves, as the transit page's monthly row shows them (period-verdict.ts, carried by the facts), inside the year
 * that holds it. A season is its three months, 節 to 節, each with its grade.
 */

type Month = Fact<'monthly'>;

/** The grades from best to worst: the season's best month is the first of the highest grade. */
const GRADE_ORDER: readonly FortuneGrade[] = ['大吉', '吉', '中', '凶'];
const MONTH_NAMES = { [-1]: 'previous', 0: 'current', 1: 'next', 2: 'afterNext' } as const;

/** How a month is named in a sentence: 先月 … 再来月 near now, else its month and year (2027年3月, March 2027). */
export function monthName(x: AnswerContext, m: Month): string {
  const near = MONTH_NAMES[m.offset as keyof typeof MONTH_NAMES];
  return near ? x.c.month.names[near] : monthYear(m.startUtc, x.c);
}

/**
 * The year (last, this or next) whose span holds the month's start, as a sentence's values ({{year}},
 * {{yearGanzhi}}, {{yearGrade}}) with its fact id; null when the facts hold no such year.
 */
export function yearAround(x: AnswerContext, m: Month) {
  const { ix, t } = x;
  const year = [ix.previousAnnual, ix.annual, ix.nextAnnual].find(
    (a) => a && a.startUtc <= m.startUtc && m.startUtc < a.endUtc,
  );
  return year
    ? {
        id: year.id,
        values: {
          year: yearOfUtc(year.startUtc),
          yearGanzhi: `${year.stem}${year.branch}`,
          yearGrade: t.names.fortune.grades[year.verdict.grade],
        },
      }
    : null;
}

/**
 * One month: its pillar and ten god, its verdict, the area asked about first (when one was), the other areas it
 * moves, the slow transits exact within it, and the year it belongs to.
 */
export function monthAnswer(x: AnswerContext, asked: AskedMonth, area: FortuneArea | null): OfflineAnswer {
  const { ix, t, c } = x;
  const o = c.month;
  const d = x.draft();
  const m = ix.month(asked.offsets[0] ?? 0) ?? ix.month(0);
  const dm = ix.dayMaster;
  if (asked.season && asked.offsets.length > 0 && m) return seasonAnswer(x, asked);
  if (!m || !dm) return d.paragraph(c.luck.missing).closing(o.closing).done('month');
  const ganzhi = `${m.stem}${m.branch}`;
  const period = monthName(x, m);
  d.heading(fill(o.heading, { month: monthYear(m.startUtc, c), ganzhi }));
  if (asked.outOfRange) {
    const held = ix.months.filter((f) => f.offset >= 0);
    const first = held[0];
    const last = held[held.length - 1];
    const askedMonth = c.words.monthNames[asked.outOfRange.month - 1] ?? '';
    if (first && last)
      d.paragraph(
        fill(o.outOfRange, {
          asked:
            asked.outOfRange.year === null
              ? askedMonth
              : fill(c.words.monthYear, { month: askedMonth, year: asked.outOfRange.year }),
          from: monthYear(first.startUtc, c),
          to: monthYear(last.startUtc, c),
        }),
      );
  }
  const v = m.verdict;
  const told = verdictSentences(x, v, 'month', m, fill(o.pillarName, { period }));
  d.cite(m.id, dm.id, ix.judgement?.id, ...told.ids).paragraph(
    fill(o.pillar, {
      period,
      ganzhi,
      term: t.names.solarTerms[m.term],
      start: monthYear(m.startUtc, c),
      dm: dm.stem,
      stem: m.stem,
      god: t.names.tenGods[m.tenGod],
    }),
    fill(o.verdict, { period, grade: t.names.fortune.grades[v.grade] }),
    told.roles,
    ...told.signals,
    o.gradeText[v.grade],
  );
  if (v.areas) {
    const focus = area ? areaThemes(x, v, area) : null;
    if (area)
      d.paragraph(
        focus
          ? fill(o.areaFocus, { area: t.names.areas[area], themes: focus })
          : fill(o.areaFocusNone, { area: t.names.areas[area] }),
      );
    const others = areaLines(x, v, o.areaLine, area);
    if (others.length) d.paragraph(area && !focus ? null : o.areasIntro).bullets(others);
    else if (!area) d.paragraph(o.areasNone);
  }
  const inMonth = ix.transits.filter((tr) => tr.passesUtc.some((p) => p >= m.startUtc && p < m.endUtc));
  if (inMonth.length)
    d.paragraph(o.transitsIn)
      .cite(...inMonth.map((tr) => tr.id))
      .bullets(inMonth.map((tr) => transitLine(x, tr)));
  const year = yearAround(x, m);
  if (year) d.cite(year.id).paragraph(fill(o.year, year.values));
  return d.closing(o.closing).done('month');
}

/** A season: its three months (those the facts hold) with their grades, and the one with the most tailwind. */
function seasonAnswer(x: AnswerContext, asked: AskedMonth): OfflineAnswer {
  const { ix, t, c } = x;
  const s = c.month.season;
  const d = x.draft();
  const months = asked.offsets.flatMap((o) => ix.month(o) ?? []);
  const season = s.names[asked.season ?? 'spring'];
  const first = months[0] as Month;
  const last = months[months.length - 1] as Month;
  const grade = (m: Month) => t.names.fortune.grades[m.verdict.grade];
  d.heading(fill(s.heading, { season, from: monthYear(first.startUtc, c), to: monthYear(last.startUtc, c) }));
  d.paragraph(fill(s.intro, { season }));
  d.cite(...months.map((m) => m.id)).bullets(
    months.map((m) =>
      fill(s.line, {
        // The heading gives the years: each line names its month alone, short enough for one phone line.
        month: c.words.monthNames[Number(m.startUtc.slice(5, 7)) - 1] ?? '',
        ganzhi: `${m.stem}${m.branch}`,
        god: t.names.tenGods[m.tenGod],
        grade: grade(m),
      }),
    ),
  );
  const grades = new Set(months.map((m) => m.verdict.grade));
  const best = [...months].sort(
    (a, b) => GRADE_ORDER.indexOf(a.verdict.grade) - GRADE_ORDER.indexOf(b.verdict.grade),
  )[0] as Month;
  d.paragraph(
    months.length < 3 && s.partial,
    months.length > 1 && grades.size === 1
      ? fill(s.even, { grade: grade(first) })
      : months.length > 1 &&
          fill(s.best, {
            month: monthYear(best.startUtc, c),
            ganzhi: `${best.stem}${best.branch}`,
            grade: grade(best),
          }),
  );
  // The best month's reasons, as the month answer gives them.
  const told = verdictSentences(
    x,
    best.verdict,
    'month',
    best,
    fill(c.month.pillarName, { period: monthName(x, best) }),
  );
  if (months.length > 1 && grades.size > 1) d.cite(...told.ids).paragraph(told.roles, ...told.signals);
  const year = yearAround(x, first);
  if (year) d.cite(year.id).paragraph(fill(s.year, year.values));
  return d.closing(s.closing).done('month');
}
