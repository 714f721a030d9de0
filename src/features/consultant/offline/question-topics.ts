import type {
  ConsultantKeywords,
  PeriodWhen,
  SensitiveKind,
} from '../../../content/consultant/consultant-content';
import type { ChartPoint } from '../../../core/astrology/vocabulary';
import type { ChartFact, PillarName } from '../../../core/consultant/chart-facts';
import { indexFacts } from './fact-index';
import { type OfflineTexts, type OfflineTopic, yearOf } from './offline-texts';

/**
 * The topics a keyword list names, most specific first: a tie between two of them goes to the earlier one. The
 * first seven are questions about one thing the chart answers whole (should I …, marriage, 用神, 格局, 生肖, 天中殺,
 * wealth): a body or pillar named with them does not turn the question into a point or pillar question.
 */
const TOPICS = [
  'decision',
  'marriage',
  'useful',
  'structure',
  'animal',
  'void',
  'wealth',
  'luck',
  'love',
  'career',
  'personality',
  'month',
  'year',
] as const;
type KeywordTopic = (typeof TOPICS)[number];
const WHOLE: readonly KeywordTopic[] = [
  'decision',
  'marriage',
  'useful',
  'structure',
  'animal',
  'void',
  'wealth',
  'luck',
  'month',
  'year',
];
const SENSITIVE: readonly SensitiveKind[] = ['health', 'legal', 'money', 'pregnancy'];

/** The points and pillars each topic's answer already speaks of (a question naming them stays on the topic). */
const COVERS: Record<'personality' | 'love' | 'career', readonly string[]> = {
  personality: ['sun', 'moon', 'ascendant', 'day', 'month'],
  love: ['venus', 'moon', 'day'],
  career: ['midheaven', 'sun', 'day', 'month'],
};

interface Hit {
  at: number;
  end: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatin = (w: string) => /^[a-z0-9\s'-]+$/.test(w);

/** A question as it is matched: full-width letters and digits made plain (ＭＣ → MC), lower case. */
const normalise = (q: string) => q.normalize('NFKC').toLowerCase();

/**
 * Where the words occur in the text, longest word first and never two on the same characters (恋愛 counts once,
 * not also as 恋). Latin words match whole (a plural s or es allowed); a word starting with a digit must not follow
 * one (10年 is not in 2010年); other words match anywhere.
 */
function hits(text: string, words: readonly string[]): Hit[] {
  const taken: boolean[] = [];
  const out: Hit[] = [];
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    const w = word.toLowerCase();
    const re = isLatin(w)
      ? new RegExp(`(?<![a-z])${escapeRegExp(w)}(?:s|es)?(?![a-z])`, 'g')
      : new RegExp(`${/^\d/.test(w) ? '(?<!\\d)' : ''}${escapeRegExp(w)}`, 'gu');
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (taken.slice(at, end).some(Boolean)) continue;
      for (let i = at; i < end; i++) taken[i] = true;
      out.push({ at, end });
    }
  }
  return out;
}

/** Blanks the matched characters out, keeping every other character where it was. */
function blank(text: string, found: readonly Hit[]): string {
  let out = text;
  for (const h of found) out = out.slice(0, h.at) + ' '.repeat(h.end - h.at) + out.slice(h.end);
  return out;
}

/** The sensitive kind a question touches (the one with most hits; a tie goes to the earlier kind), if any. */
function sensitiveKind(q: string, k: ConsultantKeywords): SensitiveKind | null {
  let best: SensitiveKind | null = null;
  let most = 0;
  for (const kind of SENSITIVE) {
    const n = hits(q, k.sensitive[kind]).length;
    if (n > most) {
      best = kind;
      most = n;
    }
  }
  return best;
}

/** The points and pillars a question names, in the order they appear. */
function namedSubjects(q: string, k: ConsultantKeywords): { subject: string; kind: 'point' | 'pillar' }[] {
  const named: { at: number; subject: string; kind: 'point' | 'pillar' }[] = [];
  const pillarHits: Hit[] = [];
  for (const [pillar, words] of Object.entries(k.pillars) as [PillarName, string[]][])
    for (const h of hits(q, words)) {
      named.push({ at: h.at, subject: pillar, kind: 'pillar' });
      pillarHits.push(h);
    }
  // 月柱 and 今月 hold 月 (the Moon in Japanese), and so does a date like 5月: none of them names the Moon.
  let rest = blank(q, [...pillarHits, ...hits(q, k.notPoints)]);
  rest = rest.replace(/\d+\s*月/gu, (m) => ' '.repeat(m.length));
  for (const [point, words] of Object.entries(k.points) as [ChartPoint, string[]][])
    for (const h of hits(rest, words)) named.push({ at: h.at, subject: point, kind: 'point' });
  named.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return named.filter((n) => !seen.has(n.subject) && seen.add(n.subject));
}

/** Whether the question asks about next year (来年, 明年, next year). */
export function asksAboutNextYear(question: string, texts: OfflineTexts): boolean {
  return hits(normalise(question), texts.consultant.keywords.nextYear).length > 0;
}

/** A year written as a number (2027, 2027年), not inside a longer number. */
const YEAR_NUMBER = /(?<!\d)(1[89]\d\d|2[01]\d\d)(?!\d)/gu;

/** The BaZi years the facts hold, by the year their 立春 falls in. */
function yearsOf(facts: readonly ChartFact[]): Map<number, PeriodWhen> {
  const years = new Map<number, PeriodWhen>();
  for (const f of facts) if (f.kind === 'annual') years.set(yearOf(f.startUtc), f.when);
  return years;
}

/** The period a question asks about: which year (or a year the facts do not reach), and whether the next luck pillar. */
export interface AskedPeriod {
  year: PeriodWhen;
  /** A year named by number that is none of last, this or next year: this year is read, and the answer says so. */
  outOfRange: number | null;
  nextLuck: boolean;
  /** A month or a season asked about (来月, 再来月, 3月, "next spring"), if any. */
  month: AskedMonth | null;
}

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
/** The branches of each season's three months, 節 to 節 (spring is 寅卯辰: 立春 to 立夏). */
const SEASON_BRANCHES: Record<Season, readonly string[]> = {
  spring: ['寅', '卯', '辰'],
  summer: ['巳', '午', '未'],
  autumn: ['申', '酉', '戌'],
  winter: ['亥', '子', '丑'],
};

/** The months a question asks about, by the month facts' offsets (0 this month, 1 next month …). */
export interface AskedMonth {
  offsets: number[];
  /** A season asked for: its months, in order. */
  season: Season | null;
  /** A month named by number that the facts do not hold (2029年3月): this month is read, and the answer says so. */
  outOfRange: { year: number | null; month: number } | null;
}

/** A month named in a question: 3月, 三月, 2027年3月, March (1–12), with its year when one is written before it. */
function namedMonth(q: string, k: ConsultantKeywords): { month: number; year: number | null } | null {
  const names = k.monthNames.flatMap((words, i) => hits(q, words).map((h) => ({ ...h, month: i + 1 })));
  // A date (3月15日, 5月15日生まれ) names a day, not a month to read.
  const found = names.filter((h) => !/^\s*\d{1,2}\s*日/u.test(q.slice(h.end))).sort((a, b) => a.at - b.at)[0];
  if (!found) return null;
  const before = q.slice(Math.max(0, found.at - 6), found.at);
  const year = before.match(/(1[89]\d\d|2[01]\d\d)\s*年?\s*$/u);
  return { month: found.month, year: year ? Number(year[1]) : null };
}

/**
 * The month or season a question asks about. 今月 / 来月 / 再来月 / 先月 (and their Chinese and English words) pick
 * that month; a month named by number or name picks the first month whose 節 falls in it (this year's or the next,
 * or the year written); a season picks its three months: the coming ones, or the ones running now unless the
 * question says next (来年の春, 明年春天, "next spring"). Null when no month or season is asked.
 */
export function askedMonth(
  question: string,
  facts: readonly ChartFact[],
  texts: OfflineTexts,
): AskedMonth | null {
  const k = texts.consultant.keywords;
  const q = normalise(question);
  const months = facts.flatMap((f) => (f.kind === 'monthly' ? [f] : [])).sort((a, b) => a.offset - b.offset);
  if (!months.length) return null;
  const one = (offset: number): AskedMonth => ({ offsets: [offset], season: null, outOfRange: null });
  if (hits(q, k.monthAfterNext).length) return one(2);
  if (hits(q, k.nextMonth).length) return one(1);
  if (hits(q, k.lastMonth).length) return one(-1);
  const named = namedMonth(q, k);
  if (named) {
    const match = months.find(
      (m) =>
        m.offset >= 0 &&
        Number(m.startUtc.slice(5, 7)) === named.month &&
        (named.year === null || yearOf(m.startUtc) === named.year),
    );
    return match
      ? one(match.offset)
      : { offsets: [0], season: null, outOfRange: { year: named.year, month: named.month } };
  }
  const rest = blank(q, hits(q, k.notSeasons));
  const season = (Object.keys(SEASON_BRANCHES) as Season[]).find((s) => hits(rest, k.seasons[s]).length);
  if (season) {
    const ahead = months.filter((m) => m.offset >= 0);
    const inSeason = (m: (typeof months)[number]) => SEASON_BRANCHES[season].includes(m.branch);
    // The first run of the season's months from now, or the one after it when asked for the next one and
    // the season is running now.
    let start = ahead.findIndex(inSeason);
    const next = hits(q, k.nextSeason).length > 0;
    if (start === 0 && next) {
      const gap = ahead.findIndex((m) => !inSeason(m));
      start = gap < 0 ? -1 : ahead.findIndex((m, i) => i > gap && inSeason(m));
    }
    if (start >= 0) {
      const run: number[] = [];
      for (let i = start; i < ahead.length && inSeason(ahead[i] as (typeof months)[number]); i++)
        run.push((ahead[i] as (typeof months)[number]).offset);
      return { offsets: run, season, outOfRange: null };
    }
  }
  if (hits(q, k.thisMonth).length || hits(q, k.month).length) return one(0);
  return null;
}

/**
 * Which year and luck pillar a question is about. A year written as a number is matched against the years in the
 * facts (last, this and next BaZi year, each named by the year its 立春 falls in); otherwise 来年 / 明年 / next year
 * and 去年 / 昨年 / last year pick the neighbour; anything else is this year. 次の大運 / 下一步大运 / next luck
 * pillar ask for the next luck pillar.
 */
export function askedPeriod(question: string, facts: readonly ChartFact[], texts: OfflineTexts): AskedPeriod {
  const k = texts.consultant.keywords;
  const q = normalise(question);
  const nextLuck = hits(q, k.nextLuck).length > 0;
  const month = askedMonth(question, facts, texts);
  const years = yearsOf(facts);
  const numbers = [...q.matchAll(YEAR_NUMBER)].map((m) => Number(m[1]));
  const known = numbers.find((n) => years.has(n));
  if (known !== undefined) return { year: years.get(known) ?? 'current', outOfRange: null, nextLuck, month };
  if (hits(q, k.yearAfterNext).length) {
    const current = [...years.entries()].find(([, w]) => w === 'current')?.[0];
    if (current !== undefined) return { year: 'current', outOfRange: current + 2, nextLuck, month };
  }
  if (hits(q, k.nextYear).length) return { year: 'next', outOfRange: null, nextLuck, month };
  if (hits(q, k.lastYear).length) return { year: 'previous', outOfRange: null, nextLuck, month };
  // A year outside the facts, unless it is a birth year (a question about the past before the chart's facts).
  const future = numbers.find((n) => n > Math.max(...years.keys()));
  return { year: 'current', outOfRange: future ?? null, nextLuck, month };
}

/** Whether the question asks how to make up for the useful element (補う, 怎么补, "how can I"). */
export function asksRemedy(question: string, texts: OfflineTexts): boolean {
  return hits(normalise(question), texts.consultant.keywords.remedy).length > 0;
}

/** Whether the question asks when (いつ, 什么时候, when). */
export function asksWhen(question: string, texts: OfflineTexts): boolean {
  return hits(normalise(question), texts.consultant.keywords.when).length > 0;
}

/**
 * Which topic (and subject: a ChartPoint like 'venus', a PillarName like 'month', or a SensitiveKind) a typed
 * question is about. How ties are decided:
 * 1. A sensitive word (health, legal, money, pregnancy) always wins: those questions get a referral, never a reading.
 * 2. Each other topic counts its keyword hits; the most hits wins, a tie going to the more specific topic
 *    (decision, marriage, useful, structure, animal, void, wealth, luck, love, career, personality, year in that
 *    order: "今年の恋愛" is about love, "我的婚姻怎么样" about marriage). A year written as a number that the
 *    facts hold (or a later one) makes an otherwise unmatched question a year question.
 * 3. A named body, angle or pillar makes the question `point` / `pillar` (the first one named), unless a broader
 *    topic word dominates: a time topic (year, luck) or a whole-chart topic (decision … wealth) always does; a
 *    natal topic does when its answer already covers every point named ("金星から見た恋愛" → love, which reads
 *    Venus; "火星と恋愛" → Mars, which the love answer does not read).
 * 4. Nothing matched: `unknown`.
 * Points and pillars the chart lacks (no such fact) are not counted.
 */
export function classifyQuestion(
  question: string,
  facts: ChartFact[],
  texts: OfflineTexts,
): { topic: OfflineTopic; subject?: string } {
  const k = texts.consultant.keywords;
  const q = normalise(question);
  const sensitive = sensitiveKind(q, k);
  if (sensitive) return { topic: 'sensitive', subject: sensitive };

  let topic: KeywordTopic | null = null;
  let most = 0;
  for (const t of TOPICS) {
    const n = hits(q, k[t]).length;
    if (n > most) {
      topic = t;
      most = n;
    }
  }

  const ix = indexFacts(facts);
  const named = namedSubjects(q, k).filter((n) =>
    n.kind === 'point' ? ix.point(n.subject as ChartPoint) : ix.pillar(n.subject as PillarName),
  );
  const first = named[0];
  // A year written as a number, and nothing else: a question about that year.
  if (!topic && !first) {
    const asked = askedPeriod(question, facts, texts);
    if (
      asked.outOfRange !== null ||
      [...q.matchAll(YEAR_NUMBER)].some((m) => yearsOf(facts).has(Number(m[1])))
    )
      return { topic: 'year' };
  }
  if (!first) return topic ? { topic } : { topic: 'unknown' };
  if (topic && WHOLE.includes(topic)) return { topic };
  if (topic && named.every((n) => COVERS[topic as keyof typeof COVERS].includes(n.subject))) return { topic };
  return { topic: first.kind, subject: first.subject };
}
