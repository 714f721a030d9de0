import type { ChartPoint, Sign } from '../astrology/vocabulary';
import type { ChartFact, PillarName } from './chart-facts';

/**
 * Checks what a model's reply states about the person's chart against the engine's facts (issue 11 §2): which
 * sign and house a body or angle is in, at which degree, which stems and branches the pillars hold and which stem
 * is the day master. Sentence by sentence, each sign, house or degree is tied to the nearest body named before it
 * (or the first one after it). Sentences about transits are skipped: a transiting body's sign is not the natal one.
 * The names come in as a lexicon, so the same checker reads ja, zh and en.
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
  /** Words naming the running luck pillar (大運, 大运, luck pillar) and this year's pillar (流年, 年運 …). */
  periods?: { luck: readonly string[]; annual: readonly string[] };
}

export interface Claim {
  kind: 'sign' | 'house' | 'degree' | 'pillar' | 'dayMaster' | 'period' | 'years' | 'stem' | 'branch';
  /** The fact it was checked against. */
  factId: string;
  /** What the reply says, and what the chart has (sign keys, house numbers, degrees, characters). */
  stated: string;
  actual: string;
  ok: boolean;
  /** The sentence it was found in. */
  sentence: string;
}

interface Mention<T> {
  at: number;
  end: number;
  value: T;
}

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

const HOUSE = [
  /第\s*(\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:ハウス|宮|宫)/gu,
  /(\d{1,2})(?:st|nd|rd|th)\s+house/giu,
  /house\s+(\d{1,2})/giu,
];
const CJK_DIGITS = '一二三四五六七八九';
/** "7", "七", "十二" → 7, 7, 12. */
function houseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, units] = text.includes('十') ? text.split('十') : ['', text];
  return (
    (text.includes('十') ? (tens ? CJK_DIGITS.indexOf(tens) + 1 : 1) * 10 : 0) +
    (units ? CJK_DIGITS.indexOf(units) + 1 : 0)
  );
}
const DEGREE = /(\d{1,2})\s*(?:°|度)/gu;
const GANZHI = /[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]/gu;
const STEM = /[甲乙丙丁戊己庚辛壬癸]/gu;
const YEAR_RANGE = /((?:19|20)\d\d)\s*年?\s*(?:[-–—~〜～]|to|から|至|到)\s*((?:19|20)\d\d)/gu;
/** How far (characters) after a pillar's stem or branch word its character may stand. */
const PART_REACH = 8;
/** How far (characters) from the day-master words its stem may stand. */
const DAY_MASTER_REACH = 12;

export function checkClaims(reply: string, facts: readonly ChartFact[], lexicon: ClaimLexicon): Claim[] {
  const position = new Map<ChartPoint, { sign: Sign; degree: number; house: number | null; id: string }>();
  const pillars = new Map<PillarName, { ganzhi: string; stem: string; branch: string; id: string }>();
  let dayMaster: { stem: string; id: string } | null = null;
  const periods = new Map<'luck' | 'annual', { ganzhi: string; years: string; id: string }>();
  for (const f of facts) {
    if (f.kind === 'position')
      position.set(f.body, { sign: f.sign, degree: f.degree, house: f.house, id: f.id });
    if (f.kind === 'angle') position.set(f.angle, { sign: f.sign, degree: f.degree, house: null, id: f.id });
    if (f.kind === 'pillar')
      pillars.set(f.pillar, { ganzhi: `${f.stem}${f.branch}`, stem: f.stem, branch: f.branch, id: f.id });
    if (f.kind === 'dayMaster') dayMaster = { stem: f.stem, id: f.id };
    if (f.kind === 'luck' || f.kind === 'annual')
      periods.set(f.kind, {
        ganzhi: `${f.stem}${f.branch}`,
        years: `${f.startUtc.slice(0, 4)}–${f.endUtc.slice(0, 4)}`,
        id: f.id,
      });
  }
  const pointNames = Object.entries(lexicon.points).flatMap(([p, names]) =>
    (names ?? []).map((n) => [n, p as ChartPoint] as [string, ChartPoint]),
  );
  const signNames = Object.entries(lexicon.signs).flatMap(([s, names]) =>
    names.map((n) => [n, s as Sign] as [string, Sign]),
  );
  type Named = PillarName | 'dayMaster' | 'luck' | 'annual';
  const pillarNames = [...Object.entries(lexicon.pillars), ...Object.entries(lexicon.periods ?? {})].flatMap(
    ([p, names]) => names.map((n) => [n, p as Named] as [string, Named]),
  );
  const transit = lexicon.transitWords.map((w) => w.toLowerCase());

  const claims: Claim[] = [];
  for (const raw of reply.split(/(?<=[。！？!?])|(?<=\.)\s+|\n+/u)) {
    const sentence = raw.trim();
    if (!sentence) continue;
    const lower = sentence.toLowerCase();
    if (transit.some((w) => lower.includes(w))) continue;
    const points = find(sentence, pointNames);
    const add = (c: Omit<Claim, 'ok' | 'sentence'>) =>
      claims.push({ ...c, ok: c.stated === c.actual, sentence });

    for (const s of find(sentence, signNames)) {
      const p = owner(points, s.at);
      const fact = p && position.get(p);
      if (fact) add({ kind: 'sign', factId: fact.id, stated: s.value, actual: fact.sign });
    }
    for (const re of HOUSE)
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
      // Not a position: a decimal ("1.2°", an orb), 30° or more (an aspect's angle: a degree in a sign is 0–29),
      // an angle in brackets ("(0°)"), or a number right after an orb word.
      const before = sentence.slice(Math.max(0, at - 12), at).toLowerCase();
      if (/[.\d(（]$/.test(before) || Number(m[1]) >= 30) continue;
      if (lexicon.orbWords?.some((w) => before.includes(w.toLowerCase()))) continue;
      const p = owner(points, at);
      const fact = p && position.get(p);
      // A degree is right when it is the chart's whole degree (a reply may round up from 59′).
      if (fact) {
        const stated = Number(m[1]);
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

    const named = find(sentence, pillarNames);
    if (named.length > 0) {
      for (const m of sentence.matchAll(GANZHI)) {
        const before = named.filter((n) => n.end <= (m.index ?? 0) && n.value !== 'dayMaster');
        const which = before[before.length - 1]?.value;
        if (which === 'luck' || which === 'annual') {
          const period = periods.get(which);
          if (period) add({ kind: 'period', factId: period.id, stated: m[0], actual: period.ganzhi });
          continue;
        }
        const fact = which && pillars.get(which as PillarName);
        if (fact) add({ kind: 'pillar', factId: fact.id, stated: m[0], actual: fact.ganzhi });
      }
      // The luck pillar's span as years ("2017–2027", "2017〜2027年", "2017年から2027年").
      const luck = periods.get('luck');
      const luckNamed = named.find((n) => n.value === 'luck');
      if (luck && luckNamed)
        for (const m of sentence.slice(luckNamed.end).matchAll(YEAR_RANGE))
          add({ kind: 'years', factId: luck.id, stated: `${m[1]}–${m[2]}`, actual: luck.years });
      const dm = dayMaster as { stem: string; id: string } | null;
      const dmNamed = named.find((n) => n.value === 'dayMaster');
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
        if (near) add({ kind: 'dayMaster', factId: dm.id, stated: near.stem, actual: dm.stem });
      }
    }
  }
  return claims;
}
