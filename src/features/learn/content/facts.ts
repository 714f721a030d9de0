import { analyseChart, SIGN_RULER } from '../../../core/astrology/chart-analysis';
import {
  type PeriodContext,
  type PeriodVerdict,
  periodContext,
  periodVerdict,
  runningVerdicts,
  yearVerdict,
} from '../../../core/bazi/period-verdict';
import { ELEMENTS } from '../../../core/bazi/stems-branches';
import { birthBaziYear } from '../../../core/bazi/sui';
import { type ChartOutput, isTimed, type TimedChartOutput } from '../../../core/chart/compute-chart';
import { parseDate } from '../../../core/time/birth-moment';
import { judgementOf } from '../../../shared/verdict/judgement-of';
import { signalSentence } from '../../../shared/verdict/signal-text';
import { strengthLabel } from '../../../shared/verdict/strength-label';
import type { ExampleId } from './vocabulary';

/** The translation lookups the facts are written with (i18next's `t` over the `results` and `learn` namespaces). */
export type FactT = (key: string, options?: Record<string, unknown>) => string;

const pad = (n: number) => String(n).padStart(2, '0');

/** A position as the lessons write it: sign, degree and minute ("牡牛座 24°08′"). */
export function positionText(p: { sign: string; degree: number; minute: number }, t: FactT): string {
  return t('learn:facts.position', { sign: t(`results:signs.${p.sign}`), deg: p.degree, min: pad(p.minute) });
}

/** The chart's period context as the BaZi page builds it (fortune-card.tsx): its judgement, pillars and gender. */
function contextOf(chart: ChartOutput): PeriodContext {
  return periodContext({ ...chart.bazi, judgement: judgementOf(chart) }, chart.settings.gender ?? undefined);
}

/** A verdict's reasons in the BaZi page's own sentences (fortune-card.tsx), joined into one line. */
export function reasonsText(v: PeriodVerdict, t: FactT): string {
  return v.signals
    .map((s) => signalSentence(t, v, s).replace(/[。.]$/, ''))
    .join(t('learn:facts.reasonJoin'));
}

/**
 * One fact of an example chart (a `{{a:pillar.day}}` token of FORMAT.md) in the page's language, read from the
 * engine's chart: the lesson's text never holds a typed copy that could disagree with the calculator. Throws on a
 * fact outside the vocabulary (the parser never lets one through). `thisYear` and `luckNow` (the reader's own box
 * only, never a token) are the core verdicts running at `nowMs`, as the BaZi page shows them that day.
 */
export function factText(
  given: ChartOutput,
  example: ExampleId,
  fact: string,
  t: FactT,
  formatDate: (iso: string) => string,
  nowMs: number = Date.now(),
): string {
  const [head, a, c] = fact.split('.') as [string, string | undefined, string | undefined];
  // The reader's own chart may have no birth time (issue 17 §2): what needs one is said to, never guessed.
  if (!isTimed(given)) {
    if (head === 'birth')
      return t('learn:facts.birthNoTime', {
        date: formatDate(given.local.date),
        place: t(`learn:facts.examples.${example}.place`),
      });
    if (['asc', 'mc', 'ascRuler', 'house'].includes(head) || a === 'hour') return t('learn:facts.needsTime');
  }
  const chart = given as TimedChartOutput;
  const b = chart.bazi;
  const join = (xs: string[]) => xs.join(t('learn:facts.listJoin'));
  const element = (e: string) => t(`results:elements.${e}`);
  const position = (p: { sign: string; degree: number; minute: number }) => positionText(p, t);
  const pillar = a ? (b as unknown as Record<string, typeof b.day | undefined>)[a] : undefined;

  switch (head) {
    case 'name':
      return t(`learn:facts.examples.${example}.name`);
    case 'birth':
      return t('learn:facts.birth', {
        date: formatDate(chart.local.date),
        time: chart.local.time.slice(0, 5),
        place: t(`learn:facts.examples.${example}.place`),
      });
    case 'pillar':
      if (pillar) return `${pillar.stem}${pillar.branch}`;
      break;
    case 'stem':
      if (pillar) return pillar.stem;
      break;
    case 'branch':
      if (pillar) return pillar.branch;
      break;
    case 'hidden':
      if (pillar) return join(pillar.hiddenStems.map((h) => h.stem));
      break;
    case 'stage':
      if (pillar) return t(`results:stages.${pillar.stage}`);
      break;
    case 'tenGod':
      if (pillar?.tenGod) return t(`results:tenGods.${pillar.tenGod}`);
      break;
    case 'dayMaster':
      return t('learn:facts.dayMaster', {
        stem: b.dayMaster.stem,
        gloss: t('results:stemGloss', {
          polarity: t(`results:polarity.${b.dayMaster.polarity}`),
          element: element(b.dayMaster.element),
        }),
      });
    case 'dayMasterElement':
      return element(b.dayMaster.element);
    case 'centralStar':
      return t(`results:tenGods.${b.centralStar}`);
    case 'strength':
      return strengthLabel(t, judgementOf(chart));
    case 'useful':
      return element(judgementOf(chart).elements.useful);
    case 'unfavourable':
      return element(judgementOf(chart).elements.unfavourable);
    case 'elements':
      return join(
        ELEMENTS.map((e) => t('learn:facts.elementCount', { element: element(e), n: b.elements.counts[e] })),
      );
    case 'strongestElement':
      return element(
        ELEMENTS.reduce((best, e) => (b.elements.percent[e] > b.elements.percent[best] ? e : best)),
      );
    case 'missing':
      // Absent from the eight characters; each says whether a hidden stem holds it (elements.hiddenOnly).
      return b.elements.missing.length
        ? join(
            b.elements.missing.map((e) =>
              t(
                b.elements.hiddenOnly?.includes(e)
                  ? 'learn:facts.missingHidden'
                  : 'learn:facts.missingNowhere',
                {
                  element: element(e),
                },
              ),
            ),
          )
        : t('learn:facts.none');
    case 'void':
      return b.voidBranches.day.join('');
    // The core's verdicts (period-verdict.ts): the grade and reasons the BaZi page shows, never a rule of the lesson.
    case 'yearGrade':
    case 'yearReasons': {
      const v = yearVerdict(contextOf(chart), b, Number(a));
      return head === 'yearGrade' ? t(`results:fortune.grades.${v.grade}`) : reasonsText(v, t);
    }
    case 'luckGrade':
    case 'luckReasons': {
      const p = b.luck?.pillars[Number(a) - 1];
      if (!p) break;
      const v = periodVerdict(contextOf(chart), 'luck', p);
      return head === 'luckGrade' ? t(`results:fortune.grades.${v.grade}`) : reasonsText(v, t);
    }
    case 'thisYear': {
      const now = runningVerdicts(contextOf(chart), b, nowMs);
      const v = now.year;
      return t('learn:facts.yearVerdict', {
        year: now.baziYear,
        pillar: `${v.pillar.stem}${v.pillar.branch}`,
        grade: t(`results:fortune.grades.${v.grade}`),
        reasons: reasonsText(v, t),
      });
    }
    case 'luckNow': {
      if (!b.luck) return t('results:bazi.noLuck');
      const v = runningVerdicts(contextOf(chart), b, nowMs).luck;
      if (!v) return t('learn:facts.beforeLuck');
      return t('learn:facts.luckVerdict', {
        pillar: `${v.pillar.stem}${v.pillar.branch}`,
        grade: t(`results:fortune.grades.${v.grade}`),
        reasons: reasonsText(v, t),
      });
    }
    case 'luckStart':
      if (b.luck) return t('learn:facts.age', { age: Math.floor(b.luck.start.ageYears) });
      break;
    case 'luck': {
      const p = b.luck?.pillars[Number(a) - 1];
      if (p)
        return t('learn:facts.luck', {
          pillar: `${p.stem}${p.branch}`,
          age: Math.floor(p.startAgeYears),
          sui: p.startAgeSui ?? p.startYear - birthBaziYear(parseDate(chart.local.date).year, b.year) + 1,
        });
      break;
    }
    case 'sign': {
      const body = chart.bodies[a as keyof typeof chart.bodies];
      if (body) return t(`results:signs.${body.sign}`);
      break;
    }
    case 'pos': {
      const body = chart.bodies[a as keyof typeof chart.bodies];
      if (body) return position(body);
      break;
    }
    case 'house': {
      const body = chart.bodies[a as keyof typeof chart.bodies];
      if (body) return String(body.house);
      break;
    }
    case 'asc':
      return position(chart.angles.ascendant);
    case 'mc':
      return position(chart.angles.midheaven);
    case 'ascRuler':
      return t(`results:bodies.${SIGN_RULER[chart.angles.ascendant.sign]}`);
    case 'aspect': {
      const found = chart.aspects.find((x) => (x.a === a && x.b === c) || (x.a === c && x.b === a));
      return found ? t(`results:aspectTypes.${found.type}`) : t('learn:facts.noAspect');
    }
    case 'dominantElement': {
      const analysis = analyseChart(chart.bodies, chart.angles.ascendant.sign, chart.aspects);
      return t(`learn:facts.westernElements.${analysis.dominantElement}`);
    }
  }
  throw new Error(`No fact "${fact}" for example ${example}`);
}
