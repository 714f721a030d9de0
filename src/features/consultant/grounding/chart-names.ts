import { CHART_BODIES, type ChartPoint, SIGNS, type Sign } from '../../../core/astrology/vocabulary';
import {
  BRANCHES,
  type Branch,
  ELEMENTS,
  type Element,
  STEMS,
  type Stem,
} from '../../../core/bazi/stems-branches';
import { TEN_GODS, type TenGod } from '../../../core/bazi/ten-gods';
import type { ClaimLexicon } from '../../../core/consultant/claim-check';
import { structureNameIn } from '../../../shared/verdict/strength-label';
import type { RecordLabel, RecordNames } from './facts-record';

/**
 * The names the facts record and the claim checker use, taken from one language's locale bundles
 * (`results` for signs, bodies, ten gods and elements; `consultant` for the record's labels and the aliases a
 * reply may use). Plain objects in, so the screen (i18next's bundles) and the tests (the JSON files) share it.
 */

/** The parts of `results.json` used here. */
export interface ResultsBundle {
  signs: Record<string, string>;
  bodies: Record<string, string>;
  tenGods: Record<string, string>;
  elements: Record<string, string>;
  levels: Record<string, string>;
  /** The judgement card's names: 用神 … 閑神, and why the useful element was chosen. */
  judgement: {
    uses: Record<string, string>;
    reasons: Record<string, string>;
    /** 建祿格, 月刃格, 月令比劫, and "{{god}}格" for the others. */
    structures: Record<string, string>;
    structureNamed: string;
  };
  /** The fortune card's grades (ja 中 is 平運). */
  fortune: { grades: Record<string, string> };
  /** The 神煞 names of the BaZi page. */
  shensha: { names: Record<string, string> };
}

type PillarKey = 'year' | 'month' | 'day' | 'hour';

/** The parts of `consultant.json` used here. */
export interface ConsultantBundle {
  record: Record<string, unknown>;
  lexicon: {
    transitWords: string;
    orbWords: string;
    pillars: Record<'year' | 'month' | 'day' | 'hour' | 'dayMaster', string>;
    periods: Record<'luck' | 'annual' | 'monthly', string>;
    periodQualifiers: Record<'next' | 'previous' | 'afterNext', string>;
    /** Each month's names, January first (3月|三月, March). */
    monthNames: string[];
    /** Other names of the signs (ふたご座, 宝瓶座, 巨蟹 …), besides the ones the results pages use. */
    signs: Partial<Record<Sign, string>>;
    /** The nouns a house number goes with (ハウス, 室, 宫, house). */
    houseWords: string;
    /** Retrograde and direct, and retrograde denied (逆行していない, 没有逆行, not retrograde). */
    /** … and the words that make a sentence about motion after birth (来月, will, 即将 …): not checked. */
    motion: Record<'retrograde' | 'direct' | 'notRetrograde' | 'notNatal', string>;
    /** The stems by name (Xin, Yin Metal …), for a day master written without its character. */
    stemNames: Partial<Record<Stem, string>>;
    /** The branches by name (Wu, Horse …), for a pillar written out ("Geng Wu"). */
    branchNames: Partial<Record<Branch, string>>;
    /** A pillar's stem or branch named alone (the day stem is the day master, named under `pillars`). */
    pillarParts: { stem: Partial<Record<PillarKey, string>>; branch: Partial<Record<PillarKey, string>> };
    points: Record<string, string>;
    /** Other names of some ten gods (七殺 beside 偏官 …), besides the ones the results pages use. */
    tenGods: Partial<Record<TenGod, string>>;
    centralStar: string;
    /** Words that make a sentence about the pillars' five elements. */
    elementContext: string;
  };
}

const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/** A dotted key of a nested object, as text ('' when missing, which the locale tests rule out). */
function at(tree: Record<string, unknown>, key: string): string {
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

/** The record's words in one language. */
export function recordNames(results: ResultsBundle, consultant: ConsultantBundle): RecordNames {
  return {
    sign: (s) => results.signs[s] ?? s,
    point: (p) => results.bodies[p] ?? p,
    aspect: (a) => at(consultant.record, `aspects.${a}`) || a,
    tenGod: (g) => results.tenGods[g] ?? g,
    element: (e) => results.elements[e] ?? e,
    level: (l) => results.levels[l] ?? l,
    use: (u) => results.judgement.uses[u] ?? u,
    grade: (g) => results.fortune.grades[g] ?? g,
    shensha: (k) => results.shensha?.names[k] ?? k,
    reason: (r, el) => fill(results.judgement.reasons[r] ?? r, { el }),
    structure: (s) => structureNameIn({ ...results.judgement, tenGods: results.tenGods }, s),
    month: (year, month) =>
      fill(at(consultant.record, 'month.name'), { year, month, mm: String(month).padStart(2, '0') }),
    label: (key: RecordLabel, values) => fill(at(consultant.record, key), values),
  };
}

const split = (list: string | undefined) =>
  (list ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

const PILLAR_KEYS: readonly PillarKey[] = ['year', 'month', 'day', 'hour'];
const partWords = (bundles: readonly { consultant: ConsultantBundle }[], part: 'stem' | 'branch') =>
  Object.fromEntries(
    PILLAR_KEYS.map((k) => [
      k,
      [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.pillarParts[part][k])))],
    ]),
  ) as Record<PillarKey, string[]>;

/**
 * What the claim checker recognises, from one or more languages' bundles (the reply should be in the user's
 * language, but a model may slip into English names; pass English too to catch those).
 */
export function claimLexicon(
  bundles: readonly { results: ResultsBundle; consultant: ConsultantBundle }[],
): ClaimLexicon {
  const points: Partial<Record<ChartPoint, string[]>> = {};
  for (const p of [...CHART_BODIES, 'ascendant', 'midheaven'] as ChartPoint[])
    points[p] = [
      ...new Set(
        bundles.flatMap(({ results, consultant }) => [
          ...split(results.bodies[p]?.replace(/[（(].*$/, '')),
          ...split(results.bodies[p]),
          ...split(consultant.lexicon.points[p]),
        ]),
      ),
    ];
  const signs = Object.fromEntries(
    SIGNS.map((s) => [
      s,
      [
        ...new Set(
          bundles.flatMap(({ results, consultant }) => [
            results.signs[s] ?? s,
            ...split(consultant.lexicon.signs[s]),
          ]),
        ),
      ],
    ]),
  ) as Record<Sign, string[]>;
  const pillar = (k: keyof ConsultantBundle['lexicon']['pillars']) => [
    ...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.pillars[k]))),
  ];
  // A one-word Latin ten god ("Friend") is an everyday word as well: a reply saying a pillar is "a good friend"
  // names no ten god, so only the two-word English names are looked for.
  const everyday = (name: string) => /^[\p{Script=Latin}]+$/u.test(name);
  const tenGods = Object.fromEntries(
    TEN_GODS.map((g) => [
      g,
      [
        ...new Set(
          bundles.flatMap(({ results, consultant }) => [
            ...split(results.tenGods[g]),
            ...split(consultant.lexicon.tenGods[g]),
          ]),
        ),
      ].filter((n) => !everyday(n)),
    ]),
  ) as Record<TenGod, string[]>;
  const elements = Object.fromEntries(
    ELEMENTS.map((e) => [e, [...new Set(bundles.flatMap(({ results }) => split(results.elements[e])))]]),
  ) as Record<Element, string[]>;
  const words = (pick: (l: ConsultantBundle['lexicon']) => string) => [
    ...new Set(bundles.flatMap(({ consultant }) => split(pick(consultant.lexicon)))),
  ];
  return {
    points,
    signs,
    tenGods,
    elements,
    centralStar: words((l) => l.centralStar),
    elementContext: words((l) => l.elementContext),
    transitWords: [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.transitWords)))],
    orbWords: [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.orbWords)))],
    pillarParts: {
      stem: partWords(bundles, 'stem'),
      branch: partWords(bundles, 'branch'),
    },
    periods: {
      luck: [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.periods.luck)))],
      annual: [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.periods.annual)))],
      monthly: words((l) => l.periods.monthly),
    },
    monthNames: Array.from({ length: 12 }, (_, i) => words((l) => l.monthNames[i] ?? '')),
    houseWords: words((l) => l.houseWords),
    motion: {
      retrograde: words((l) => l.motion.retrograde),
      direct: words((l) => l.motion.direct),
      notRetrograde: words((l) => l.motion.notRetrograde),
      notNatal: words((l) => l.motion.notNatal),
    },
    stemNames: Object.fromEntries(
      STEMS.map((st) => [
        st,
        [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.stemNames[st])))],
      ]),
    ) as Record<Stem, string[]>,
    branchNames: Object.fromEntries(
      BRANCHES.map((br) => [
        br,
        [...new Set(bundles.flatMap(({ consultant }) => split(consultant.lexicon.branchNames[br])))],
      ]),
    ) as Record<Branch, string[]>,
    periodQualifiers: {
      next: words((l) => l.periodQualifiers.next),
      previous: words((l) => l.periodQualifiers.previous),
      afterNext: words((l) => l.periodQualifiers.afterNext),
    },
    pillars: {
      year: pillar('year'),
      month: pillar('month'),
      day: pillar('day'),
      hour: pillar('hour'),
      dayMaster: pillar('dayMaster'),
    },
  };
}
