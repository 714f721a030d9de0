import type { ChartPoint, Sign } from '../astrology/vocabulary';
import { chineseHiddenStems } from '../bazi/hidden-stems';
import { type Branch, type Element, pillarOf, type Stem } from '../bazi/stems-branches';
import { type TenGod, tenGod } from '../bazi/ten-gods';
import type { ChartFact, PillarName } from './chart-facts';

/**
 * Checks what a model's reply states about the person's chart against the engine's facts (issue 11 §2): which
 * sign and house a body or angle is in, at which degree, which stems and branches the pillars hold and which stem
 * is the day master, which ten god a pillar or period carries, how many of each element the pillars hold, and on
 * which dates a transit is exact. Sentence by sentence, each sign, house or degree is tied to the nearest body named
 * before it (or the first one after it). Sentences about transits are not checked for signs, houses and degrees (a
 * transiting body's sign is not the natal one), only for their dates. The names come in as a lexicon, so the same
 * checker reads ja, zh and en.
 */

export interface ClaimLexicon {
  /** Every name of each body and angle (any language, aliases included). */
  points: Partial<Record<ChartPoint, readonly string[]>>;
  signs: Record<Sign, readonly string[]>;
  /** Words that make a sentence about the sky of another date (transit, 行运, トランジット …). */
  transitWords: readonly string[];
  /** Words naming each pillar (年柱, year pillar …) and the day master (日主, day master …). */
  pillars: Record<PillarName | 'dayMaster', readonly string[]>;
  /** Words before a degree that make it an orb, not a position ("orb", "within", オーブ, 容许度 …). */
  orbWords?: readonly string[];
  /** Words naming one pillar's stem or branch alone (年干, 日支, "day branch" …). */
  pillarParts?: {
    stem: Record<PillarName, readonly string[]>;
    branch: Record<PillarName, readonly string[]>;
  };
  /**
   * Words naming the running luck pillar (大運, 大运, luck pillar), this year's pillar (流年, 年運 …) and this
   * month's (流月, 月運, "monthly pillar").
   */
  periods?: { luck: readonly string[]; annual: readonly string[]; monthly?: readonly string[] };
  /**
   * Words before a period's name that make it another period (来年の流年, 下一步大运, "next luck pillar", 去年): a
   * statement about next year is checked against next year, not this one. A year written before it (2028年の流年)
   * names that year.
   */
  periodQualifiers?: {
    next: readonly string[];
    previous: readonly string[];
    /** The month after next (再来月, 下下个月): a month's only. */
    afterNext?: readonly string[];
  };
  /** Each month's names, January first (3月, 三月, March): "3月の流月" is the month whose 節 falls in March. */
  monthNames?: readonly (readonly string[])[];
  /** The nouns a house number goes with (ハウス, 室, 宫, house): 10ハウス, 第十宫, 10th house, house ten. */
  houseWords?: readonly string[];
  /** Retrograde, direct, and retrograde denied ("not retrograde", 逆行していない), each a claim about the motion. */
  motion?: {
    retrograde: readonly string[];
    direct: readonly string[];
    notRetrograde: readonly string[];
    /** Words that make a sentence about a station after birth (来月, "will", 即将): no claim about the natal chart. */
    notNatal?: readonly string[];
  };
  /** The stems by name ("Xin", "Yin Metal"), for a day master written without its character. */
  stemNames?: Partial<Record<Stem, readonly string[]>>;
  /** The branches by name ("Wu", "Horse"): with a stem's name before it, a pillar written out ("Geng Wu"). */
  branchNames?: Partial<Record<Branch, readonly string[]>>;
  /** Words that pair two lists in order ("respectively", それぞれ, 分别). */
  respectively?: readonly string[];
  /** Every name of each ten god (通変星 / 十神), aliases included (偏官 and 七殺, 印綬 and 正印 …). */
  tenGods?: Partial<Record<TenGod, readonly string[]>>;
  /** Words naming the central star (中心星: the ten god of the month branch's main hidden stem). */
  centralStar?: readonly string[];
  /** Every name of each of the five elements (木, Wood …). */
  elements?: Partial<Record<Element, readonly string[]>>;
  /**
   * Words that make a sentence about the pillars' five elements (五行, 命式, "five elements", Wood …), so that
   * "two Fire signs" in a sentence about the Western chart is not read as a count of the pillars' Fire.
   */
  elementContext?: readonly string[];
}

export interface Claim {
  kind:
    | 'sign'
    | 'house'
    | 'degree'
    | 'motion'
    | 'pillar'
    | 'dayMaster'
    | 'period'
    | 'years'
    | 'stem'
    | 'branch'
    | 'tenGod'
    | 'elementCount'
    | 'date';
  /** The fact it was checked against. */
  factId: string;
  /** What the reply says, and what the chart has (sign keys, house numbers, degrees, characters). */
  stated: string;
  actual: string;
  ok: boolean;
  /** The sentence it was found in. */
  sentence: string;
  /** What a count is of (an element key, for `elementCount`). */
  subject?: string;
}

interface Mention<T> {
  at: number;
  end: number;
  value: T;
}

/** A fact's id as the record gives it and a reply cites it (`P.sun`, `L.month-2027-03`, `H7`). */
export const FACT_ID = String.raw`(?:[A-Z]\.[\w-]+|H\d{1,2})`;
/** A citation of one fact or several, in square brackets, as the record's ids are cited. */
const CITATION = new RegExp(String.raw`\[${FACT_ID}(?:\s*,\s*${FACT_ID})*\]`, 'g');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of any of the names, longest name first so "North Node" wins over "Node". */
function find<T>(sentence: string, names: [string, T][]): Mention<T>[] {
  const sorted = [...names].filter(([n]) => n).sort((a, b) => b[0].length - a[0].length);
  const out: Mention<T>[] = [];
  const taken: boolean[] = [];
  for (const [name, value] of sorted) {
    // Latin names ("Sun", "this year's pillar") match as whole words, in any case.
    const latin = /^[\p{Script=Latin}\s'’-]+$/u.test(name);
    const re = new RegExp(latin ? `\\b${escapeRegExp(name)}\\b` : escapeRegExp(name), 'giu');
    for (const m of sentence.matchAll(re)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (taken.slice(at, end).some(Boolean)) continue;
      for (let i = at; i < end; i++) taken[i] = true;
      out.push({ at, end, value });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The body named nearest before `at` in the sentence, or else the first one after it. */
function owner(points: Mention<ChartPoint>[], at: number): ChartPoint | null {
  const before = points.filter((p) => p.end <= at);
  return (before[before.length - 1] ?? points.find((p) => p.at >= at))?.value ?? null;
}

const CJK_NUMBER = '[一二三四五六七八九十]{1,3}';
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const CARDINALS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/**
 * A house number with its noun, in every way the lexicon's nouns are written: 10ハウス, 第十ハウス, 十宫, 第10宮, 10室;
 * 10th house, tenth house, house 10, house ten. 黄道十二宫 (the zodiac's twelve signs) is not a house.
 */
function housePatterns(words: readonly string[]): RegExp[] {
  const latin = words.filter((w) => /^[\p{Script=Latin}\s]+$/u.test(w)).map(escapeRegExp);
  const cjk = words.filter((w) => !/^[\p{Script=Latin}\s]+$/u.test(w)).map(escapeRegExp);
  const out: RegExp[] = [];
  if (cjk.length)
    out.push(
      new RegExp(
        `(?<!黄道|黃道|[\\d一二三四五六七八九十])第?\\s*(\\d{1,2}|${CJK_NUMBER})\\s*(?:${cjk.join('|')})`,
        'gu',
      ),
    );
  if (latin.length) {
    const noun = `(?:${latin.join('|')})`;
    out.push(new RegExp(`\\b(\\d{1,2}(?:st|nd|rd|th)|${ORDINALS.join('|')})[\\s-]+${noun}\\b`, 'giu'));
    out.push(new RegExp(`\\b${noun}\\s+(\\d{1,2}|${CARDINALS.join('|')})\\b`, 'giu'));
  }
  return out;
}
const CJK_DIGITS = '一二三四五六七八九';
/** "7", "七", "十二", "7th", "seventh", "seven" → 7, 7, 12, 7, 7, 7. */
function houseNumber(text: string): number {
  const word = text.toLowerCase();
  if (ORDINALS.includes(word)) return ORDINALS.indexOf(word) + 1;
  if (CARDINALS.includes(word)) return CARDINALS.indexOf(word) + 1;
  if (/^\d+(?:st|nd|rd|th)?$/.test(word)) return Number.parseInt(word, 10);
  const [tens, units] = text.includes('十') ? text.split('十') : ['', text];
  return (
    (text.includes('十') ? (tens ? CJK_DIGITS.indexOf(tens) + 1 : 1) * 10 : 0) +
    (units ? CJK_DIGITS.indexOf(units) + 1 : 0)
  );
}
/** A degree: 27°, 27度, 二十七度, 27 degrees (a CJK numeral only beside a sign: 一度 is also "once"). */
const DEGREE = new RegExp(`(\\d{1,2}|${CJK_NUMBER})\\s*(?:°|度)|(\\d{1,2})\\s+degrees?\\b`, 'giu');
const GANZHI = /[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]/gu;
const STEM = /[甲乙丙丁戊己庚辛壬癸]/gu;
const YEAR_RANGE = /((?:19|20)\d\d)\s*年?\s*(?:[-–—~〜～]|to|から|至|到)\s*((?:19|20)\d\d)/gu;
/** A count written as a digit or a word (CJK numerals, English number words up to the eight characters). */
const COUNT_WORDS: Record<string, number> = {
  零: 0,
  ゼロ: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  no: 0,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};
const COUNT = `(\\d|${Object.keys(COUNT_WORDS).join('|')})`;
const countOf = (text: string) =>
  /^\d$/.test(text) ? Number(text) : (COUNT_WORDS[text.toLowerCase()] ?? NaN);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string | undefined) => MONTHS.indexOf(String(name).slice(0, 3).toLowerCase()) + 1;
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** Dates to the day: 2027-03-14, 2027/3/14, 2027年3月14日, 3月14日, March 14(, 2027), 14 March( 2027). */
const DATES: { re: RegExp; parts: (m: RegExpMatchArray) => [number | null, number, number] }[] = [
  {
    re: /((?:19|20)\d\d)[-/.](\d{1,2})[-/.](\d{1,2})/gu,
    parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  {
    re: /(?:((?:19|20)\d\d)\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]/gu,
    parts: (m) => [m[1] ? Number(m[1]) : null, Number(m[2]), Number(m[3])],
  },
  {
    re: new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+((?:19|20)\\d\\d))?`, 'giu'),
    parts: (m) => [m[3] ? Number(m[3]) : null, monthNumber(m[1]), Number(m[2])],
  },
  {
    re: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}(?:,?\\s+((?:19|20)\\d\\d))?`,
      'giu',
    ),
    parts: (m) => [m[3] ? Number(m[3]) : null, monthNumber(m[2]), Number(m[1])],
  },
];
const DAY_MS = 86_400_000;
/** A stated calendar date matches an instant (UT) when it is that day in some time zone: within a day of it. */
const sameDay = (year: number, month: number, day: number, utc: string) =>
  Math.abs(Date.UTC(year, month - 1, day, 12) - Date.parse(utc)) <= 1.5 * DAY_MS;

/** How far (characters) after a pillar's stem or branch word its character may stand. */
const PART_REACH = 8;
/** How far (characters) from the day-master words a stem's name may stand ("a Xin Metal Day Master"). */
const STEM_NAME_REACH = 14;
/** How far (characters) from the day-master words its stem may stand. */
const DAY_MASTER_REACH = 12;
/** How far (characters) after a pillar's or period's name a ten god is taken to be about it. */
const TEN_GOD_REACH = 40;
/** After a count of an element: not a count when a unit follows (木3月, "2 Fire signs"). */
const NOT_A_COUNT_AFTER =
  /^(?:\d|\s*(?:月|日|年|ハウス|宮|宫|度|°|signs?\b|planets?\b|houses?\b|placements?\b|(?:では|じゃ)(?:ない|なく|ありません)))/iu;

/**
 * The ten gods a period holds: its stem's (the engine's, from the fact) and those of its branch's hidden stems (the
 * facts name only the stem's, so the branch's are worked out here from the day master, by the engine's tables).
 */
function periodTenGods(dayMaster: Stem | null, stemGod: TenGod, branch: Branch): TenGod[] {
  return [stemGod, ...(dayMaster ? chineseHiddenStems(branch).map((h) => tenGod(dayMaster, h.stem)) : [])];
}

type Qualifier = 'next' | 'previous' | 'afterNext';
type PeriodKind = 'luck' | 'annual' | 'monthly';
type PeriodFact = {
  ganzhi: string;
  years: string;
  id: string;
  from: number;
  to: number;
  stemGod?: TenGod;
  /** A month's: the year and month (1–12) its 節 falls in. */
  month?: { year: number; month: number };
};
/** A month's key in the periods by its offset from this month (chart-facts `offset`): 来月 is `next:monthly`. */
const MONTH_WHEN: Record<number, Qualifier | 'current'> = {
  [-1]: 'previous',
  0: 'current',
  1: 'next',
  2: 'afterNext',
};
/** How far (characters) before a period's name a qualifier (来年, next) or a year (2028年) may stand. */
const QUALIFIER_REACH = 14;
const YEAR_NUMBER = /(?:19|20)\d\d/gu;
/** A month written as digits with its year (2027-03), in any language. */
const YEAR_MONTH = /((?:19|20)\d\d)-(0[1-9]|1[0-2])(?!\d)/gu;

/**
 * The period a luck-pillar, annual-pillar or monthly-pillar mention is about. A qualifier right before it makes it
 * the next or the previous one (来年の流年, "next luck pillar", 再来月の流月); a year right before it names that
 * year's pillar (2028年の流年: the sexagenary year itself) or the luck pillars in force in it; a month right before a
 * monthly pillar (3月の流月, 2027-03) names that month's; otherwise it is the one of now. No candidate
 * when the period stated is not one the facts hold (a luck pillar decades away): nothing is checked then.
 */
function resolvePeriod(
  sentence: string,
  m: Mention<string>,
  qualifiers: Mention<Qualifier>[],
  periods: Map<string, PeriodFact>,
  monthsNamed: Mention<number>[] = [],
): PeriodFact[] {
  const kind = m.value as PeriodKind;
  const q = qualifiers.filter((x) => x.end <= m.at && m.at - x.end <= QUALIFIER_REACH).pop();
  const window = sentence.slice(Math.max(0, m.at - QUALIFIER_REACH), m.at);
  const years = [...window.matchAll(YEAR_NUMBER)].map((y) => Number(y[0]));
  const year = years[years.length - 1];
  const one = (key: string) => {
    const p = periods.get(key);
    return p ? [p] : [];
  };
  if (kind === 'monthly') {
    // A month named before it (3月の流月, 2027年3月の流月): the month whose 節 falls then, if the facts hold it.
    const iso = [...window.matchAll(YEAR_MONTH)].pop();
    const named = iso
      ? { value: Number(iso[2]) }
      : monthsNamed.filter((x) => x.end <= m.at && m.at - x.end <= QUALIFIER_REACH).pop();
    if (named)
      return [...periods.values()].filter(
        (p) => p.month?.month === named.value && (year === undefined || p.month.year === year),
      );
    return q ? one(`${q.value}:monthly`) : one('current:monthly');
  }
  if (q) return one(`${q.value}:${kind}`);
  if (year !== undefined) {
    const current = periods.get(`current:${kind}`);
    if (kind === 'annual') {
      if (current && current.from === year) return [current];
      const p = pillarOf(year - 4);
      // Its own id: a claim about 2028 is reported as about 2028's pillar, not this year's.
      const id = `L.annual-${year}`;
      return [{ ganzhi: `${p.stem}${p.branch}`, years: String(year), id, from: year, to: year + 1 }];
    }
    // A luck pillar with a year ("from 2033", "until 2027"): either one whose span holds that year (the handover
    // year belongs to both).
    return [periods.get('current:luck'), periods.get('next:luck')].filter(
      (l): l is PeriodFact => !!l && l.from <= year && year <= l.to,
    );
  }
  return one(`current:${kind}`);
}

/** The candidate that matches what is stated, else the first: a claim is true when any reading of it is. */
const pick = (candidates: PeriodFact[], stated: (p: PeriodFact) => boolean) =>
  candidates.find(stated) ?? candidates[0];

export function checkClaims(reply: string, facts: readonly ChartFact[], lexicon: ClaimLexicon): Claim[] {
  const position = new Map<
    ChartPoint,
    { sign: Sign; degree: number; house: number | null; id: string; retrograde?: boolean }
  >();
  const pillars = new Map<PillarName, { ganzhi: string; stem: string; branch: string; id: string }>();
  let dayMaster: { stem: string; id: string } | null = null;
  /** The periods by the key a sentence resolves them to (resolvePeriod): luck, annual, and their neighbours. */
  const periods = new Map<string, PeriodFact>();
  /** The ten gods each pillar and period holds, and the central star, for the ten-god claims. */
  const tenGodsIn = new Map<PillarName | PeriodKind | 'centralStar', { gods: TenGod[]; id: string }>();
  let elementCounts: { counts: Record<Element, number>; id: string } | null = null;
  const transits = facts.filter((f) => f.kind === 'transit');
  const dayStem = (facts.find((f) => f.kind === 'dayMaster') as { stem: Stem } | undefined)?.stem ?? null;
  for (const f of facts) {
    if (f.kind === 'pillar')
      tenGodsIn.set(f.pillar, {
        gods: [...(f.tenGod ? [f.tenGod] : []), ...f.hiddenStems.map((h) => h.tenGod)],
        id: f.id,
      });

    if (f.kind === 'dayMaster') tenGodsIn.set('centralStar', { gods: [f.centralStar], id: f.id });
    if (f.kind === 'elements') elementCounts = { counts: f.counts, id: f.id };
    if (f.kind === 'position')
      position.set(f.body, {
        sign: f.sign,
        degree: f.degree,
        house: f.house,
        id: f.id,
        retrograde: f.retrograde,
      });
    if (f.kind === 'angle') position.set(f.angle, { sign: f.sign, degree: f.degree, house: null, id: f.id });
    if (f.kind === 'pillar')
      pillars.set(f.pillar, { ganzhi: `${f.stem}${f.branch}`, stem: f.stem, branch: f.branch, id: f.id });
    if (f.kind === 'dayMaster') dayMaster = { stem: f.stem, id: f.id };
    if (f.kind === 'luck' || f.kind === 'annual')
      periods.set(`${f.when}:${f.kind}`, {
        ganzhi: `${f.stem}${f.branch}`,
        years: `${f.startUtc.slice(0, 4)}–${f.endUtc.slice(0, 4)}`,
        id: f.id,
        stemGod: f.tenGod,
        from: Number(f.startUtc.slice(0, 4)),
        to: Number(f.endUtc.slice(0, 4)),
      });
    if (f.kind === 'monthly') {
      const year = Number(f.startUtc.slice(0, 4));
      periods.set(`${MONTH_WHEN[f.offset] ?? f.id}:monthly`, {
        ganzhi: `${f.stem}${f.branch}`,
        years: String(year),
        id: f.id,
        stemGod: f.tenGod,
        from: year,
        to: year,
        month: { year, month: Number(f.startUtc.slice(5, 7)) },
      });
    }
  }
  /** The ten gods a period holds against the day master: its stem's and its branch's hidden stems'. */
  const periodGods = (p: PeriodFact): TenGod[] => {
    const stemGod = p.stemGod ?? (dayStem ? tenGod(dayStem, p.ganzhi[0] as Stem) : null);
    return stemGod ? periodTenGods(dayStem, stemGod, p.ganzhi[1] as Branch) : [];
  };
  const pointNames = Object.entries(lexicon.points).flatMap(([p, names]) =>
    (names ?? []).map((n) => [n, p as ChartPoint] as [string, ChartPoint]),
  );
  const signNames = Object.entries(lexicon.signs).flatMap(([s, names]) =>
    names.map((n) => [n, s as Sign] as [string, Sign]),
  );
  type Named = PillarName | 'dayMaster' | PeriodKind;
  const pillarNames = [...Object.entries(lexicon.pillars), ...Object.entries(lexicon.periods ?? {})].flatMap(
    ([p, names]) => names.map((n) => [n, p as Named] as [string, Named]),
  );
  const transit = lexicon.transitWords.map((w) => w.toLowerCase());
  const tenGodNames = Object.entries(lexicon.tenGods ?? {}).flatMap(([g, names]) =>
    (names ?? []).map((n) => [n, g as TenGod] as [string, TenGod]),
  );
  type TenGodHolder = PillarName | PeriodKind | 'centralStar';
  const holderNames = [
    ...pillarNames.filter(([, p]) => p !== 'dayMaster'),
    ...(lexicon.centralStar ?? []).map((n) => [n, 'centralStar'] as [string, TenGodHolder]),
  ] as [string, TenGodHolder][];
  const qualifierNames = Object.entries(lexicon.periodQualifiers ?? {}).flatMap(([q, names]) =>
    names.map((n) => [n, q as Qualifier] as [string, Qualifier]),
  );
  const monthNames = (lexicon.monthNames ?? []).flatMap((names, i) =>
    names.map((n) => [n, i + 1] as [string, number]),
  );
  const isPeriod = (v: string | undefined): v is PeriodKind =>
    v === 'luck' || v === 'annual' || v === 'monthly';
  const elementContext = (lexicon.elementContext ?? []).map((w) => w.toLowerCase());
  const respectively = (lexicon.respectively ?? ['respectively', 'それぞれ', '分别', '分別']).map((w) =>
    w.toLowerCase(),
  );
  type Motion = 'retrograde' | 'direct' | 'notRetrograde';
  const notNatal = (lexicon.motion?.notNatal ?? []).map((w) => w.toLowerCase());
  const motionNames = Object.entries(lexicon.motion ?? {})
    .filter(([m]) => m !== 'notNatal')
    .flatMap(([m, names]) => (names as readonly string[]).map((n) => [n, m as Motion] as [string, Motion]));
  const stemNames = Object.entries(lexicon.stemNames ?? {}).flatMap(([st, names]) =>
    (names ?? []).map((n) => [n, st as Stem] as [string, Stem]),
  );
  // A name may be a stem's and a branch's at once (Wu: 戊 and 午): one entry holds both.
  const parts = new Map<string, { stem?: Stem; branch?: Branch }>();
  for (const [n, st] of stemNames) parts.set(n, { ...parts.get(n), stem: st });
  for (const [br, names] of Object.entries(lexicon.branchNames ?? {}))
    for (const n of names ?? []) parts.set(n, { ...parts.get(n), branch: br as Branch });
  const partNames = [...parts.entries()];
  /** The pillars a sentence writes: 庚午, or by name, a stem's then a branch's ("Geng Wu", "Yang Metal Horse"). */
  const ganzhiIn = (sentence: string): Mention<string>[] => {
    const out: Mention<string>[] = [...sentence.matchAll(GANZHI)].map((m) => ({
      at: m.index ?? 0,
      end: (m.index ?? 0) + 2,
      value: m[0],
    }));
    const parts = find(sentence, partNames);
    for (const [i, p] of parts.entries()) {
      const next = parts[i + 1];
      if (p.value.stem && next?.value.branch && /^[\s-]?$/u.test(sentence.slice(p.end, next.at)))
        out.push({ at: p.at, end: next.end, value: `${p.value.stem}${next.value.branch}` });
    }
    return out.sort((a, b) => a.at - b.at);
  };
  const elementPatterns = Object.entries(lexicon.elements ?? {}).flatMap(([e, names]) =>
    (names ?? []).flatMap((name) => {
      const n = escapeRegExp(name);
      const latin = /^[\p{Script=Latin}\s]+$/u.test(name);
      const patterns = latin
        ? [new RegExp(`\\b${COUNT}\\s+${n}\\b`, 'giu'), new RegExp(`\\b${n}\\s*[:：=]\\s*(\\d)`, 'giu')]
        : [new RegExp(`${n}\\s*(?:が|は|有|：|:|=|×)?\\s*${COUNT}\\s*(?:つ|個|个|か所|ヶ所)?`, 'gu')];
      // With a counter (木が2つ, 金有5个) a CJK count needs no context word: the counter says it is a count.
      const counted = latin
        ? []
        : [
            new RegExp(
              `(?<![\\p{Script=Han}\\p{Script=Katakana}])${n}\\s*(?:が|は|有|も)?\\s*${COUNT}\\s*(?:つ|個|个|か所|ヶ所)`,
              'gu',
            ),
          ];
      // An element said to be missing (木がない, 缺木, 没有木): a count of zero.
      const absent = latin
        ? []
        : [
            new RegExp(
              `(?<![\\p{Script=Han}\\p{Script=Katakana}])${n}(?:が|は)(?:ない|無い|ありません|欠けて)(?!わけ|とは|ことは|でしょうか|か)`,
              'gu',
            ),
            new RegExp(`(?:缺|没有|沒有|无|無)${n}(?!星|曜)`, 'gu'),
          ];
      return [
        ...patterns.map((re) => ({ element: e as Element, re, counted: false, zero: false })),
        ...counted.map((re) => ({ element: e as Element, re, counted: true, zero: false })),
        ...absent.map((re) => ({ element: e as Element, re, counted: true, zero: true })),
      ];
    }),
  );

  const claims: Claim[] = [];
  // A citation ([T.saturn-house], [P.sun, H7]) names a fact, not a body: "saturn" inside it is no mention of Saturn.
  const uncited = reply.replace(CITATION, (m) => ' '.repeat(m.length));
  for (const raw of uncited.split(/(?<=[。！？!?])|(?<=\.)\s+|\n+/u)) {
    const sentence = raw.trim();
    if (!sentence) continue;
    const lower = sentence.toLowerCase();
    const points = find(sentence, pointNames);
    const add = (c: Omit<Claim, 'ok' | 'sentence'>) =>
      claims.push({ ...c, ok: c.stated === c.actual, sentence });

    // Dates of a transit the sentence names by both its bodies (transiting Saturn, natal Sun): each exact day
    // stated must be one of its passes (a day either way for the time zone). Dates outside the span the passes
    // were searched in (a birth date, a year long past) say nothing checkable.
    const named = new Set(points.map((p) => p.value));
    const times = (p: ChartPoint) => points.filter((x) => x.value === p).length;
    // A return (transiting Saturn to natal Saturn) names its body twice; once is a sentence about Saturn alone.
    const about = transits.filter((t) =>
      t.transit === t.natal ? times(t.transit) >= 2 : named.has(t.transit) && named.has(t.natal),
    );
    if (about.length > 0) {
      const passes = about.flatMap((t) => t.passesUtc);
      const from = Math.min(...about.map((t) => Date.parse(t.windowUtc[0])));
      const to = Math.max(...about.map((t) => Date.parse(t.windowUtc[1])));
      const seen = new Set<number>();
      for (const { re, parts } of DATES)
        for (const m of sentence.matchAll(re)) {
          const at = m.index ?? 0;
          if (seen.has(at)) continue;
          for (let i = at; i < at + m[0].length; i++) seen.add(i);
          const [year, month, day] = parts(m);
          if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) continue;
          if (
            year !== null &&
            !(Date.UTC(year, month - 1, day) >= from && Date.UTC(year, month - 1, day) <= to)
          )
            continue;
          const ok = passes.some((p) => sameDay(year ?? Number(p.slice(0, 4)), month, day, p));
          const pad = (n: number) => String(n).padStart(2, '0');
          claims.push({
            kind: 'date',
            factId: about[0]?.id ?? '',
            stated: `${year === null ? '' : `${year}-`}${pad(month)}-${pad(day)}`,
            actual: passes.map((p) => (year === null ? p.slice(5, 10) : p.slice(0, 10))).join(', '),
            ok,
            sentence,
          });
        }
    }
    // A sentence about the sky of another date says nothing of the natal signs, houses and degrees; what it says
    // of the pillars is still checked ("2027年から次の大運に入ります").
    const aboutTransit = transit.some((w) => lower.includes(w));

    // A ten god named after a pillar, a period or the central star must be one that pillar holds (its stem's
    // or a hidden stem's): "月柱に正官" is checked against 月柱's stem and branch.
    const holders = find(sentence, holderNames);
    for (const g of find(sentence, tenGodNames)) {
      const holder = holders.filter((h) => h.end <= g.at && g.at - h.end <= TEN_GOD_REACH).pop();
      // A period's ten gods are those of the period the sentence means (来年の流年 → next year's).
      const period =
        holder && isPeriod(holder.value)
          ? pick(
              resolvePeriod(
                sentence,
                holder,
                find(sentence, qualifierNames),
                periods,
                find(sentence, monthNames),
              ),
              (p) => periodGods(p).includes(g.value),
            )
          : null;
      const held = period
        ? { gods: periodGods(period), id: period.id }
        : holder && tenGodsIn.get(holder.value);
      if (held)
        claims.push({
          kind: 'tenGod',
          factId: held.id,
          stated: g.value,
          actual: [...new Set(held.gods)].join(','),
          ok: held.gods.includes(g.value),
          sentence,
          subject: holder?.value ?? '',
        });
    }

    // Counts of the five elements in the pillars ("木が3つ", "火2", "two Metal", "Water: 0"), in sentences about
    // the pillars' elements only.
    const counts = elementCounts as { counts: Record<Element, number>; id: string } | null;
    const inContext = elementContext.some((w) => lower.includes(w));
    if (counts) {
      const found: { at: number; claim: Claim }[] = [];
      const seenAt = new Set<number>();
      for (const { element, re, counted, zero } of elementPatterns)
        for (const m of sentence.matchAll(re)) {
          if (!(inContext || counted) || seenAt.has(m.index ?? 0)) continue;
          seenAt.add(m.index ?? 0);
          const rest = sentence.slice((m.index ?? 0) + m[0].length);
          if (NOT_A_COUNT_AFTER.test(rest)) continue;
          const stated = zero ? 0 : countOf(String(m[1]));
          if (Number.isNaN(stated)) continue;
          found.push({
            at: m.index ?? 0,
            claim: {
              kind: 'elementCount',
              factId: counts.id,
              stated: String(stated),
              actual: String(counts.counts[element]),
              ok: stated === counts.counts[element],
              sentence,
              subject: element,
            },
          });
        }
      claims.push(...found.sort((a, b) => a.at - b.at).map((f) => f.claim));
    }

    // A pillar's stem or branch named alone ("日支は辰", "your year branch, 午"): the character right after.
    for (const part of ['stem', 'branch'] as const) {
      const words = Object.entries(lexicon.pillarParts?.[part] ?? {}).flatMap(([p, names]) =>
        names.map((n) => [n, p as PillarName] as [string, PillarName]),
      );
      for (const w of find(sentence, words)) {
        // 年干 inside 干支 ("流年干支", a year's stem and branch) names no stem of the chart.
        if (part === 'stem' ? sentence[w.end] === '支' : sentence[w.at - 1] === '干') continue;
        const fact = pillars.get(w.value);
        const after = sentence.slice(w.end, w.end + PART_REACH);
        const m = after.match(part === 'stem' ? /[甲乙丙丁戊己庚辛壬癸]/u : /[子丑寅卯辰巳午未申酉戌亥]/u);
        if (fact && m) add({ kind: part, factId: fact.id, stated: m[0], actual: fact[part] });
      }
    }

    const periodsNamed = find(sentence, pillarNames);
    if (periodsNamed.length > 0) {
      const qualifiers = find(sentence, qualifierNames);
      /** The period a luck / annual mention names: its qualifier or year decides which (resolvePeriod). */
      const months = find(sentence, monthNames);
      const target = (m: Mention<Named>) => resolvePeriod(sentence, m, qualifiers, periods, months);
      for (const g of ganzhiIn(sentence)) {
        const at = g.at;
        const m = [g.value] as const;
        // "丙子の大運", "the 丙子 luck pillar": a period named right after the characters is theirs.
        const after = periodsNamed.find(
          (n) => n.at >= g.end && /^(?:\s|の|的|年の)*$/u.test(sentence.slice(g.end, n.at)),
        );
        const before = periodsNamed.filter((n) => n.end <= at && n.value !== 'dayMaster');
        const named = after && isPeriod(after.value) ? after : before[before.length - 1];
        const which = named?.value;
        if (named && isPeriod(which)) {
          const period = pick(target(named), (p) => p.ganzhi === m[0]);
          if (period) add({ kind: 'period', factId: period.id, stated: m[0], actual: period.ganzhi });
          continue;
        }
        const fact = which && pillars.get(which as PillarName);
        if (fact) add({ kind: 'pillar', factId: fact.id, stated: m[0], actual: fact.ganzhi });
      }
      // The luck pillar's span as years ("2017–2027", "2017〜2027年", "2017年から2027年").
      const luckNamed = periodsNamed.find((n) => n.value === 'luck');
      if (luckNamed)
        for (const m of sentence.slice(luckNamed.end).matchAll(YEAR_RANGE)) {
          const stated = `${m[1]}–${m[2]}`;
          const luck = pick(target(luckNamed), (p) => p.years === stated);
          if (luck) add({ kind: 'years', factId: luck.id, stated, actual: luck.years });
        }
      const dm = dayMaster as { stem: string; id: string } | null;
      const dmNamed = periodsNamed.find((n) => n.value === 'dayMaster');
      if (dm && dmNamed) {
        // The stem written next to the words (日干は庚 / 庚の日主 / "day master, 庚"): the nearest within a few
        // characters either side, so a stem further on ("天干庚：日干; 蔵干：戊") is not taken for it.
        const near = [...sentence.matchAll(STEM)]
          .map((m) => {
            const i = m.index ?? 0;
            return { stem: m[0], gap: i >= dmNamed.end ? i - dmNamed.end : dmNamed.at - i - 1 };
          })
          .filter((x) => x.gap >= 0 && x.gap <= DAY_MASTER_REACH)
          .sort((a, b) => a.gap - b.gap)[0];
        // Or the stem by name ("a Xin Metal Day Master", "your day master is Yang Metal").
        const named = near
          ? null
          : find(sentence, stemNames)
              .map((x) => ({
                stem: x.value,
                gap: x.at >= dmNamed.end ? x.at - dmNamed.end : dmNamed.at - x.end,
              }))
              .filter((x) => x.gap >= 0 && x.gap <= STEM_NAME_REACH)
              .sort((a, b) => a.gap - b.gap)[0];
        const stated = near?.stem ?? named?.stem;
        if (stated) add({ kind: 'dayMaster', factId: dm.id, stated, actual: dm.stem });
      }
    }
    if (!aboutTransit) {
      const signsNamed = find(sentence, signNames);
      // "Sun and Moon in Taurus and Capricorn respectively": the lists pair in order.
      const paired =
        respectively.some((w) => lower.includes(w)) &&
        signsNamed.length === points.length &&
        points.length > 1;
      for (const [i, s] of signsNamed.entries()) {
        const p = paired ? (points[i]?.value ?? null) : owner(points, s.at);
        const fact = p && position.get(p);
        if (fact) add({ kind: 'sign', factId: fact.id, stated: s.value, actual: fact.sign });
      }
      for (const re of housePatterns(lexicon.houseWords ?? ['ハウス', '宮', '宫', 'house']))
        for (const m of sentence.matchAll(re)) {
          const p = owner(points, m.index ?? 0);
          const fact = p && position.get(p);
          if (fact?.house)
            add({
              kind: 'house',
              factId: fact.id,
              stated: String(houseNumber(m[1] as string)),
              actual: String(fact.house),
            });
        }
      for (const m of sentence.matchAll(DEGREE)) {
        const at = m.index ?? 0;
        const written = (m[1] ?? m[2]) as string;
        if (!/^\d/.test(written) && signsNamed.length === 0) continue;
        // Not a position: a decimal ("1.2°", an orb), 30° or more (an aspect's angle: a degree in a sign is 0–29),
        // an angle in brackets ("(0°)"), or a number right after an orb word.
        const before = sentence.slice(Math.max(0, at - 12), at).toLowerCase();
        if (/[.\d(（]$/.test(before) || houseNumber(written) >= 30) continue;
        if (lexicon.orbWords?.some((w) => before.includes(w.toLowerCase()))) continue;
        const p = owner(points, at);
        const fact = p && position.get(p);
        // A degree is right when it is the chart's whole degree (a reply may round up from 59′).
        if (fact) {
          const stated = houseNumber(written);
          const ok = stated === fact.degree || stated === fact.degree + 1;
          claims.push({
            kind: 'degree',
            factId: fact.id,
            stated: String(stated),
            actual: String(fact.degree),
            ok,
            sentence,
          });
        }
      }

      // Retrograde or direct at birth ("Mars was retrograde", 土星は逆行していない, 水星顺行). "Direct" in English
      // is also an everyday word and part of three ten gods' names: it counts only after a verb of motion.
      const godSpans = find(sentence, tenGodNames);
      const natalMotion = !notNatal.some((w) => lower.includes(w));
      for (const w of natalMotion ? find(sentence, motionNames) : []) {
        if (godSpans.some((g) => g.at <= w.at && w.end <= g.end)) continue;
        if (
          w.value === 'direct' &&
          /^[a-z]/i.test(sentence.slice(w.at, w.end)) &&
          !/\b(?:is|was|are|were|turns?|turned|goes|went|stations?|stationed|moving|moves)\s+(?:\w+\s+)?$/i.test(
            sentence.slice(Math.max(0, w.at - 24), w.at),
          )
        )
          continue;
        const p = owner(points, w.at);
        const fact = p && position.get(p);
        if (fact && fact.retrograde !== undefined)
          add({
            kind: 'motion',
            factId: fact.id,
            stated: w.value === 'retrograde' ? 'retrograde' : 'direct',
            actual: fact.retrograde ? 'retrograde' : 'direct',
          });
      }
    }
  }
  return claims;
}
