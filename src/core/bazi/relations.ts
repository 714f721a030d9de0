import type { Branch, Element, Stem } from './stems-branches';

/** The chart's four pillars, and the running luck / annual pillars when they are weighed against it. */
export type ChartPillarName = 'year' | 'month' | 'day' | 'hour';
export type PillarName = ChartPillarName | 'luck' | 'annual';
export const PILLAR_NAMES: readonly ChartPillarName[] = ['year', 'month', 'day', 'hour'];
const ORDER: readonly PillarName[] = ['luck', 'annual', ...PILLAR_NAMES];

/** Kinds of interaction between the characters of a chart (干合, 天干冲, 六合, 三合, 半合, 方合, 冲, 刑, 自刑, 害, 破). */
export type RelationKind =
  | 'stemCombination'
  | 'stemClash'
  | 'sixHarmony'
  | 'triad'
  | 'halfTriad'
  | 'directional'
  | 'clash'
  | 'punishment'
  | 'selfPunishment'
  | 'harm'
  | 'break';

/**
 * One relation found in a chart: which pillars, which characters (`chars[i]` stands in `pillars[i]`), the relation's
 * name as the textbooks write it (`named`: 子午, 子酉, 巳午未, 巳酉丑, 甲己, whatever the pillars' order) and the
 * element it forms (if any).
 */
export interface Relation {
  kind: RelationKind;
  pillars: PillarName[];
  chars: string;
  named: string;
  element?: Element;
}

/** A relation as a reader sees it: named once, with every pillar it joins in (relationLines). */
export interface RelationLine {
  kind: RelationKind;
  named: string;
  pillars: PillarName[];
  element?: Element;
}

type Pair<T> = readonly [T, T];

export const STEM_COMBINATIONS: readonly (readonly [Stem, Stem, Element])[] = [
  ['甲', '己', 'earth'],
  ['乙', '庚', 'metal'],
  ['丙', '辛', 'water'],
  ['丁', '壬', 'wood'],
  ['戊', '癸', 'fire'],
];
export const STEM_CLASHES: readonly Pair<Stem>[] = [
  ['甲', '庚'],
  ['乙', '辛'],
  ['丙', '壬'],
  ['丁', '癸'],
];
export const SIX_HARMONIES: readonly (readonly [Branch, Branch, Element])[] = [
  ['子', '丑', 'earth'],
  ['寅', '亥', 'wood'],
  ['卯', '戌', 'fire'],
  ['辰', '酉', 'metal'],
  ['巳', '申', 'water'],
  ['午', '未', 'earth'],
];
export const CLASHES: readonly Pair<Branch>[] = [
  ['子', '午'],
  ['丑', '未'],
  ['寅', '申'],
  ['卯', '酉'],
  ['辰', '戌'],
  ['巳', '亥'],
];
export const HARMS: readonly Pair<Branch>[] = [
  ['子', '未'],
  ['丑', '午'],
  ['寅', '巳'],
  ['卯', '辰'],
  ['申', '亥'],
  ['酉', '戌'],
];
export const BREAKS: readonly Pair<Branch>[] = [
  ['子', '酉'],
  ['丑', '辰'],
  ['寅', '亥'],
  ['卯', '午'],
  ['巳', '申'],
  ['未', '戌'],
];
/** Triads (三合): [growth, peak, tomb] and their element; a half triad is the peak with one of the others. */
export const TRIADS: readonly (readonly [Branch, Branch, Branch, Element])[] = [
  ['申', '子', '辰', 'water'],
  ['亥', '卯', '未', 'wood'],
  ['寅', '午', '戌', 'fire'],
  ['巳', '酉', '丑', 'metal'],
];
export const DIRECTIONALS: readonly (readonly [Branch, Branch, Branch, Element])[] = [
  ['寅', '卯', '辰', 'wood'],
  ['巳', '午', '未', 'fire'],
  ['申', '酉', '戌', 'metal'],
  ['亥', '子', '丑', 'water'],
];
/** Punishments (三刑): two triples (any two of them punish too) and 子卯; 自刑 for four branches doubled. */
export const PUNISHMENT_GROUPS: readonly (readonly Branch[])[] = [
  ['寅', '巳', '申'],
  ['丑', '戌', '未'],
  ['子', '卯'],
];
export const SELF_PUNISHING: readonly Branch[] = ['辰', '午', '酉', '亥'];

interface Slot<T> {
  pillar: PillarName;
  char: T;
}

function pairsOf<T>(slots: readonly Slot<T>[]): [Slot<T>, Slot<T>][] {
  const out: [Slot<T>, Slot<T>][] = [];
  for (let i = 0; i < slots.length; i++)
    for (let j = i + 1; j < slots.length; j++) out.push([slots[i] as Slot<T>, slots[j] as Slot<T>]);
  return out;
}

export const samePair = <T>(a: T, b: T, p: Pair<T> | readonly [T, T, unknown]) =>
  (a === p[0] && b === p[1]) || (a === p[1] && b === p[0]);

/** Two characters named as the pair's table writes them (子午, not 午子); as given when the table has no such pair. */
export function namedPair<T extends string>(
  table: readonly (Pair<T> | readonly [T, T, unknown])[],
  a: T,
  b: T,
): string {
  const pair = table.find((p) => samePair(a, b, p));
  return pair ? `${pair[0]}${pair[1]}` : `${a}${b}`;
}

/** Every group of slots holding all of `chars` (one slot per char; repeated chars give each combination). */
function groupsHolding<T>(slots: readonly Slot<T>[], chars: readonly T[]): Slot<T>[][] {
  const choices = chars.map((c) => slots.filter((s) => s.char === c));
  if (choices.some((c) => c.length === 0)) return [];
  let groups: Slot<T>[][] = [[]];
  for (const options of choices) groups = groups.flatMap((g) => options.map((o) => [...g, o]));
  return groups;
}

/** A relation of `slots`; `textbook` is its table entry, whose order names it (子午, 巳午未). */
function relation(
  kind: RelationKind,
  slots: readonly Slot<string>[],
  textbook: readonly string[],
  element?: Element,
): Relation {
  const ordered = [...slots].sort((a, b) => ORDER.indexOf(a.pillar) - ORDER.indexOf(b.pillar));
  const r: Relation = {
    kind,
    pillars: ordered.map((s) => s.pillar),
    chars: ordered.map((s) => s.char).join(''),
    named: slots
      .map((s) => s.char)
      .sort((a, b) => textbook.indexOf(a) - textbook.indexOf(b))
      .join(''),
  };
  if (element) r.element = element;
  return r;
}

/**
 * The relations as a reader should see them: each kind and pair (or triple) once, in the textbook's order, with all
 * the pillars it joins in (two natal 子 meeting one 午 are one 冲 子午 of three pillars), in the order found.
 */
export function relationLines(relations: readonly Relation[]): RelationLine[] {
  const lines = new Map<string, RelationLine>();
  for (const r of relations) {
    const key = `${r.kind}|${r.named}`;
    const line = lines.get(key);
    if (line) {
      line.pillars = ORDER.filter((p) => line.pillars.includes(p) || r.pillars.includes(p));
    } else {
      const next: RelationLine = { kind: r.kind, named: r.named, pillars: [...r.pillars] };
      if (r.element) next.element = r.element;
      lines.set(key, next);
    }
  }
  return [...lines.values()];
}

/** All stem and branch relations among the given pillars (each listed once, pillars in chart order). */
export function findRelations(
  pillars: readonly { name: PillarName; stem: Stem; branch: Branch }[],
): Relation[] {
  const stems: Slot<Stem>[] = pillars.map((p) => ({ pillar: p.name, char: p.stem }));
  const branches: Slot<Branch>[] = pillars.map((p) => ({ pillar: p.name, char: p.branch }));
  const out: Relation[] = [];

  for (const [a, b] of pairsOf(stems)) {
    const combo = STEM_COMBINATIONS.find((c) => samePair(a.char, b.char, c));
    if (combo) out.push(relation('stemCombination', [a, b], combo, combo[2]));
    const clash = STEM_CLASHES.find((c) => samePair(a.char, b.char, c));
    if (clash) out.push(relation('stemClash', [a, b], clash));
  }

  const fullTriads = new Set<string>();
  for (const [g, peak, t, element] of TRIADS) {
    for (const group of groupsHolding(branches, [g, peak, t])) {
      out.push(relation('triad', group, [g, peak, t], element));
      fullTriads.add(element);
    }
  }
  for (const [g, peak, t, element] of DIRECTIONALS) {
    for (const group of groupsHolding(branches, [g, peak, t]))
      out.push(relation('directional', group, [g, peak, t], element));
  }
  for (const group of PUNISHMENT_GROUPS.filter((g) => g.length === 3)) {
    for (const found of groupsHolding(branches, group)) out.push(relation('punishment', found, group));
  }

  for (const [a, b] of pairsOf(branches)) {
    const harmony = SIX_HARMONIES.find((h) => samePair(a.char, b.char, h));
    if (harmony) out.push(relation('sixHarmony', [a, b], harmony, harmony[2]));
    const triad = TRIADS.find(
      ([g, peak, t]) =>
        (a.char === peak || b.char === peak) &&
        [g, peak, t].includes(a.char) &&
        [g, peak, t].includes(b.char) &&
        a.char !== b.char,
    );
    if (triad && !fullTriads.has(triad[3])) out.push(relation('halfTriad', [a, b], triad, triad[3]));
    for (const [kind, table] of [
      ['clash', CLASHES],
      ['harm', HARMS],
      ['break', BREAKS],
    ] as const) {
      const pair = table.find((c) => samePair(a.char, b.char, c));
      if (pair) out.push(relation(kind, [a, b], pair));
    }
    const punishing = PUNISHMENT_GROUPS.find(
      (g) => a.char !== b.char && g.includes(a.char) && g.includes(b.char),
    );
    const fullTriple = punishing && punishing.length === 3 && groupsHolding(branches, punishing).length > 0;
    if (punishing && !fullTriple) out.push(relation('punishment', [a, b], punishing));
    if (a.char === b.char && SELF_PUNISHING.includes(a.char))
      out.push(relation('selfPunishment', [a, b], [a.char]));
  }
  return out;
}

/**
 * How an outside pillar (a year's or a luck pillar) meets the chart: the relations that involve it, against the
 * four natal pillars (and against each other when both are given).
 */
export function relationsWith(
  outside: readonly { name: 'luck' | 'annual'; stem: Stem; branch: Branch }[],
  natal: readonly { name: PillarName; stem: Stem; branch: Branch }[],
): Relation[] {
  const names = new Set<PillarName>(outside.map((o) => o.name));
  return findRelations([...natal, ...outside]).filter((r) => r.pillars.some((p) => names.has(p)));
}
