import type { SensitiveKind } from '../../../content/consultant/consultant-content';
import type { ChartPoint } from '../../../core/astrology/vocabulary';
import type { ChartFact, PillarName } from '../../../core/consultant/chart-facts';
import { type AnswerContext, answerContext } from './answer-context';
import type { OfflineAnswer } from './answer-draft';
import { luckAnswer, pillarAnswer, yearAnswer } from './bazi-answers';
import {
  animalAnswer,
  decisionAnswer,
  marriageAnswer,
  structureAnswer,
  usefulAnswer,
  voidAnswer,
  wealthAnswer,
} from './chart-answers';
import { monthAnswer } from './month-answers';
import { careerAnswer, loveAnswer, personalityAnswer, pointAnswer } from './natal-answers';
import { fill, type OfflineTexts, type OfflineTopic, type SuggestedQuestion, yearOf } from './offline-texts';
import { askedPeriod, asksRemedy, asksWhen, classifyQuestion } from './question-topics';

export type { OfflineAnswer } from './answer-draft';
export type { OfflineTexts, OfflineTopic, ResultsNames, SuggestedQuestion } from './offline-texts';
export { classifyQuestion } from './question-topics';

/**
 * The offline consultant (issue 11 §3): Meimei's answers when no AI provider is configured, composed from the
 * chart's facts (chartFacts) and the existing reading texts, with no model and no network. Deterministic: the same
 * question and facts give the same answer.
 */

/** The bodies a "point" suggestion may name: the one among them making the chart's tightest aspect is chosen. */
const SUGGESTED_POINTS: readonly ChartPoint[] = ['moon', 'mercury', 'mars', 'jupiter', 'saturn'];
/** The topics a month or season asked about turns into that month's reading, and the area each reads first. */
const PERIOD_TOPICS: readonly OfflineTopic[] = ['month', 'year', 'career', 'love', 'wealth', 'unknown'];
const AREA_OF = { career: 'career', love: 'love', wealth: 'wealth' } as const;
/** The suggestions the fallback offers, in this order of preference. */
const FALLBACK_OFFER: readonly OfflineTopic[] = ['personality', 'love', 'year', 'career', 'luck', 'point'];

/** At most this many suggestions are offered: a list longer than a phone screen is not read. */
const MAX_SUGGESTIONS = 6;

/**
 * 4–6 questions drawn from THIS chart: its Sun sign and day master, Venus, MC and central star, this year's pillar,
 * the luck pillar, the 用神 for its day master, and a close placement when there is room.
 */
export function suggestedQuestions(facts: ChartFact[], texts: OfflineTexts): SuggestedQuestion[] {
  const { ix, t, c } = answerContext(facts, texts);
  const s = c.suggestions;
  const sign = (p: ChartPoint) => {
    const place = ix.point(p);
    return place && t.names.signs[place.sign];
  };
  const out: SuggestedQuestion[] = [];
  const dm = ix.dayMaster;
  const sunSign = sign('sun');
  if (sunSign && dm)
    out.push({ text: fill(s.personality, { sunSign, stem: dm.stem }), topic: 'personality' });
  const venusSign = sign('venus');
  if (venusSign) out.push({ text: fill(s.love, { venusSign }), topic: 'love' });
  const mcSign = sign('midheaven');
  if (mcSign && dm)
    out.push({
      text: fill(s.career, { mcSign, star: t.names.tenGods[dm.centralStar] }),
      topic: 'career',
    });
  const annual = ix.annual;
  if (annual)
    out.push({
      text: fill(s.year, { year: yearOf(annual.startUtc), ganzhi: `${annual.stem}${annual.branch}` }),
      topic: 'year',
    });
  const luck = ix.luck;
  if (luck)
    out.push({
      text: fill(s.luck, {
        ganzhi: `${luck.stem}${luck.branch}`,
        from: yearOf(luck.startUtc),
        to: yearOf(luck.endUtc),
      }),
      topic: 'luck',
    });
  // 用神 and how to make up for it: the first question BaZi readers ask (issue 28).
  if (dm && ix.judgement) out.push({ text: fill(s.useful, { stem: dm.stem }), topic: 'useful' });
  const notable = SUGGESTED_POINTS.flatMap((p) => {
    const place = ix.point(p);
    const [tightest] = ix.aspectsOf(p);
    return place?.house && tightest ? [{ place, orb: tightest.orbDeg }] : [];
  }).sort((a, b) => a.orb - b.orb)[0];
  if (notable?.place.house)
    out.push({
      text: fill(s.point, {
        point: t.names.bodies[notable.place.point],
        sign: t.names.signs[notable.place.sign],
        house: c.words.houses[String(notable.place.house) as keyof typeof c.words.houses],
      }),
      topic: 'point',
      subject: notable.place.point,
    });
  return out.slice(0, MAX_SUGGESTIONS);
}

/** No prediction: what the chart cannot tell, a note on temperament from the Moon, and whom to ask instead. */
function sensitiveAnswer(x: AnswerContext, kind: SensitiveKind): OfflineAnswer {
  const { ix, t, c } = x;
  const s = c.sensitive;
  const d = x.draft().paragraph(s.lead[kind]);
  const moon = ix.point('moon');
  if (moon)
    d.cite(moon.id).paragraph(
      fill(s.reflection, { moonSign: t.names.signs[moon.sign] }),
      x.quote(t.readings.signs[moon.sign].moon, 1, [moon.sign]),
    );
  return d.paragraph(s.referral[kind]).closing(s.closing).done('sensitive');
}

/** What the offline consultant can answer, and three of this chart's suggested questions. */
function fallbackAnswer(x: AnswerContext, suggestions: SuggestedQuestion[]): OfflineAnswer {
  const f = x.c.fallback;
  const offered = FALLBACK_OFFER.flatMap((topic) => suggestions.filter((s) => s.topic === topic)).slice(0, 3);
  return x
    .draft()
    .paragraph(f.intro)
    .bullets(f.topics)
    .paragraph(f.offer)
    .numbered(offered.map((s) => s.text))
    .done('unknown');
}

/** The whole answer, as Markdown (the chat renderer's subset), with the ids of the facts it used, in the texts' language. */
export function offlineAnswer(
  question: string,
  facts: ChartFact[],
  texts: OfflineTexts,
): { markdown: string; factIds: string[]; topic: OfflineTopic } {
  const x = answerContext(facts, texts);
  const { topic, subject } = classifyQuestion(question, facts, texts);
  const asked = askedPeriod(question, facts, texts);
  // A month or season asked about is read from its own 流月, for the area asked when there is one (来月の仕事運). A
  // month the facts do not reach turns only a question about time into this month's reading: in a question about
  // love or work it is context ("2010年5月に結婚しました"), not the period asked about.
  const timeOnly = topic === 'month' || topic === 'year' || topic === 'unknown';
  if (asked.month && PERIOD_TOPICS.includes(topic) && (asked.month.outOfRange === null || timeOnly))
    return monthAnswer(x, asked.month, AREA_OF[topic as keyof typeof AREA_OF] ?? null);
  // Next year's work or love: next year's verdict, which reads every area (the natal answers hold no period).
  if (asked.year === 'next' && (topic === 'career' || topic === 'love')) return yearAnswer(x, asked);
  switch (topic) {
    case 'personality':
      return personalityAnswer(x);
    case 'love':
      return loveAnswer(x);
    case 'career':
      return careerAnswer(x);
    case 'year':
    case 'month':
      return yearAnswer(x, asked);
    case 'luck':
      return luckAnswer(x, asked.nextLuck);
    case 'useful':
      return usefulAnswer(x, asksRemedy(question, texts));
    case 'structure':
      return structureAnswer(x);
    case 'animal':
      return animalAnswer(x);
    case 'void':
      return voidAnswer(x);
    case 'wealth':
      return wealthAnswer(x);
    case 'marriage':
      return marriageAnswer(x, asksWhen(question, texts));
    case 'decision':
      return decisionAnswer(x, asked);
    case 'point':
      return pointAnswer(x, subject as ChartPoint);
    case 'pillar':
      return pillarAnswer(x, subject as PillarName);
    case 'sensitive':
      return sensitiveAnswer(x, subject as SensitiveKind);
    default:
      return fallbackAnswer(x, suggestedQuestions(facts, texts));
  }
}
