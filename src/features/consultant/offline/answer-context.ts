import type {
  ConsultantContent,
  DayMasterStrength,
  HouseKey,
} from '../../../content/consultant/consultant-content';
import type { ChartPoint, Sign } from '../../../core/astrology/vocabulary';
import type { Gender } from '../../../core/bazi/conventions';
import type { StrengthLevel } from '../../../core/bazi/judgement';
import type { Stem } from '../../../core/bazi/stems-branches';
import { stemElement, stemPolarity } from '../../../core/bazi/stems-branches';
import type { ChartFact } from '../../../core/consultant/chart-facts';
import { AnswerDraft } from './answer-draft';
import { type FactIndex, indexFacts, type PointPlace } from './fact-index';
import { fill, firstSentences, type OfflineTexts, sentences } from './offline-texts';

/** What every answer is composed from: the chart's facts, indexed, and the texts of one language. */
export interface AnswerContext {
  ix: FactIndex;
  t: OfflineTexts;
  c: ConsultantContent;
  /** The chart's gender (null when none was given): what may be said of a man's or a woman's chart. */
  gender: Gender | null;
  /**
   * The first `n` sentences of a reading text that name no sign but the `signs` given (a reading of Venus in the
   * 7th house that recalls "the natural house of its sign Libra" would read as a claim about this Venus), and say
   * nothing of the other gender's chart ("traditionally, in a man's chart …" is left out of a woman's answer, and
   * out of every answer for a chart without a gender).
   */
  quote(text: string, n: number, signs?: readonly Sign[]): string;
  /** The sentences of a reading text from the `from`-th on, without the other gender's (as `quote`). */
  quoteFrom(text: string, from: number): string;
  /** A point's place as "24°08′ Taurus" / "牡牛座24°08′". */
  position(p: PointPlace): string;
  house(n: number): string;
  /** A body's or angle's name (太陽, Sun), as the results pages show it. */
  point(p: ChartPoint): string;
  /** The name inside a sentence: "the Sun" in English. */
  named(p: ChartPoint): string;
  /** A stem's polarity and element: "Yang Metal", "陽の金". */
  gloss(stem: Stem): string;
  draft(): AnswerDraft;
}

/** Whether a sentence holds one of the words (Latin ones as whole words, in any case). */
export const holdsWord = (sentence: string, words: readonly string[]) =>
  words.some((w) =>
    /^[\p{Script=Latin}\s'’-]+$/u.test(w)
      ? new RegExp(`\\b${w}\\b`, 'iu').test(sentence)
      : sentence.includes(w),
  );

/** The words a sentence may not hold for this chart: the other gender's, or any gender's without one. */
export function unsaidGenderWords(marks: Record<Gender, readonly string[]>, gender: Gender | null): string[] {
  if (gender === 'male') return [...marks.female];
  if (gender === 'female') return [...marks.male];
  return [...marks.male, ...marks.female];
}

export function answerContext(facts: readonly ChartFact[], t: OfflineTexts): AnswerContext {
  const c = t.consultant;
  const gap = c.words.sentenceGap;
  const ix = indexFacts(facts);
  const gender = ix.judgement?.gender ?? null;
  const unsaid = unsaidGenderWords(c.words.genderMarks, gender);
  const fitsGender = (sentence: string) => !holdsWord(sentence, unsaid);
  return {
    ix,
    t,
    c,
    gender,
    quoteFrom: (text, from) => {
      const all = sentences(text);
      return (all.length > from ? all.slice(from) : all).filter(fitsGender).join(gap);
    },
    quote: (text, n, signs = []) => {
      const others = Object.entries(t.names.signs)
        .filter(([s]) => !signs.includes(s as Sign))
        .map(([, name]) => name);
      const names = (sentence: string) =>
        others.some((name) =>
          /^[\p{Script=Latin}\s]+$/u.test(name)
            ? new RegExp(`\\b${name}\\b`, 'u').test(sentence)
            : sentence.includes(name),
        );
      return firstSentences(text, n, gap, (sentence) => !names(sentence) && fitsGender(sentence));
    },
    position: (p) =>
      fill(c.words.position, {
        sign: t.names.signs[p.sign],
        degree: p.degree,
        minute: String(p.minute).padStart(2, '0'),
      }),
    house: (n) => c.words.houses[String(n) as HouseKey],
    point: (p) => t.names.bodies[p],
    named: (p) => c.words.pointNames[p],
    gloss: (stem) =>
      fill(c.words.gloss, {
        polarity: t.names.polarity[stemPolarity(stem)],
        element: t.names.elements[stemElement(stem)],
      }),
    draft: () => new AnswerDraft(gap),
  };
}

/** Which of the consultant's strength texts reads a strength label: strong, weak, or any following chart. */
export function strengthText(level: StrengthLevel): DayMasterStrength {
  return level === 'strong' || level === 'weak' ? level : 'following';
}
