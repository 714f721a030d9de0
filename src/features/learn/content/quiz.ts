import { SIGN_RULER } from '../../../core/astrology/chart-analysis';
import { SIGNS } from '../../../core/astrology/vocabulary';
import { ELEMENTS } from '../../../core/bazi/stems-branches';
import type { TimedChartOutput } from '../../../core/chart/compute-chart';
import { type FactT, factText, positionText } from './facts';
import type { ExampleId, QuizKind } from './vocabulary';

export interface Quiz {
  question: string;
  answer: string;
  /** Why that is the answer, from this chart's own facts. */
  why: string;
}

/**
 * A practice question on an example chart (FORMAT.md `::: quiz`): the question and the explanation are the app's
 * texts (`learn:quiz.<kind>`), the answer and every figure in the explanation the engine's, so the practice can never
 * disagree with the calculator.
 */
export function quizOf(
  kind: QuizKind,
  chart: TimedChartOutput,
  example: ExampleId,
  t: FactT,
  formatDate: (iso: string) => string,
): Quiz {
  const fact = (f: string) => factText(chart, example, f, t, formatDate);
  const b = chart.bazi;
  const name = fact('name');
  const element = (e: string) => t(`results:elements.${e}`);
  const position = (p: { sign: string; degree: number; minute: number }) => positionText(p, t);
  let answer: string;
  let values: Record<string, unknown> = {};
  switch (kind) {
    case 'dayMaster':
      answer = fact('dayMaster');
      values = { pillar: fact('pillar.day') };
      break;
    case 'dayMasterElement':
      answer = fact('dayMasterElement');
      values = { dayMaster: fact('dayMaster') };
      break;
    case 'monthBranch':
      answer = b.month.branch;
      values = { pillar: fact('pillar.month') };
      break;
    case 'hiddenOfDayBranch':
      answer = fact('hidden.day');
      values = { branch: b.day.branch };
      break;
    case 'tenGodOfMonthStem':
      answer = fact('tenGod.month');
      values = { dayMaster: b.dayMaster.stem, stem: b.month.stem };
      break;
    case 'strongestElement': {
      const best = ELEMENTS.reduce((x, e) => (b.elements.percent[e] > b.elements.percent[x] ? e : x));
      answer = element(best);
      values = { pct: b.elements.percent[best].toFixed(1) };
      break;
    }
    case 'missingElement': {
      const missing = b.elements.missing;
      answer = missing.length ? missing.map(element).join(t('learn:facts.listJoin')) : t('learn:facts.none');
      // Absent from the eight characters is not absent from the chart: say which a hidden stem holds.
      const hidden = missing.filter((e) => b.elements.hiddenOnly?.includes(e));
      values = {
        counts: fact('elements'),
        context: missing.length ? 'some' : 'none',
        hidden: hidden.length
          ? t('learn:quiz.missingElement.hidden', {
              elements: hidden.map(element).join(t('learn:facts.listJoin')),
            })
          : '',
      };
      break;
    }
    case 'centralStar':
      answer = fact('centralStar');
      values = { branch: b.month.branch, dayMaster: b.dayMaster.stem };
      break;
    case 'voidBranches':
      answer = fact('void');
      values = { pillar: fact('pillar.day') };
      break;
    case 'sunSign':
    case 'moonSign': {
      const body = kind === 'sunSign' ? chart.bodies.sun : chart.bodies.moon;
      answer = t(`results:signs.${body.sign}`);
      values = { position: position(body) };
      break;
    }
    case 'ascSign':
      answer = t(`results:signs.${chart.angles.ascendant.sign}`);
      values = { position: position(chart.angles.ascendant) };
      break;
    case 'sunHouse':
      answer = t('results:astro.houseN', { n: chart.bodies.sun.house });
      values = {
        position: position(chart.bodies.sun),
        system: t(`results:houseSystems.${chart.houses.system}`),
      };
      break;
    case 'ascRuler':
      answer = t(`results:bodies.${SIGN_RULER[chart.angles.ascendant.sign]}`);
      values = { sign: t(`results:signs.${chart.angles.ascendant.sign}`) };
      break;
    case 'sunMoonAspect': {
      const sep = Math.abs(((chart.bodies.sun.longitude - chart.bodies.moon.longitude + 540) % 360) - 180);
      answer = fact('aspect.sun.moon');
      values = {
        sun: position(chart.bodies.sun),
        moon: position(chart.bodies.moon),
        sep: sep.toFixed(1),
        context: chart.aspects.some((x) => [x.a, x.b].sort().join() === 'moon,sun') ? 'some' : 'none',
      };
      break;
    }
    case 'tenthHouseSign': {
      const cusp = chart.houses.cusps[9] as number;
      const sign = Math.floor((((cusp % 360) + 360) % 360) / 30);
      answer = t(`results:signs.${SIGNS[sign]}`);
      values = { mc: position(chart.angles.midheaven) };
      break;
    }
  }
  // Two explanations where the chart may or may not have the thing asked about (`why_some` / `why_none`).
  const { context, ...rest } = values;
  const why = typeof context === 'string' ? `why_${context}` : 'why';
  return {
    question: t(`learn:quiz.${kind}.question`, { name }),
    answer,
    why: t(`learn:quiz.${kind}.${why}`, { name, answer, ...rest }),
  };
}
