import type { AspectKind, ChartPoint, Sign } from '../../../core/astrology/vocabulary';
import type { FortuneGrade } from '../../../core/bazi/fortune';
import type { ElementUse, StrengthLevel, Structure } from '../../../core/bazi/judgement';
import type { PeriodSignal, PeriodVerdict } from '../../../core/bazi/period-verdict';
import type { ShenshaKey } from '../../../core/bazi/shensha';
import type { Element } from '../../../core/bazi/stems-branches';
import type { TenGod } from '../../../core/bazi/ten-gods';
import type { UseGodReason } from '../../../core/bazi/use-god';
import type { ChartFact } from '../../../core/consultant/chart-facts';
import { FACT_ID } from '../../../core/consultant/claim-check';

/**
 * The chart's facts as the compact, neutral record the model reads (issue 11 §2): one line per fact, its id in
 * brackets first, in the user's language. Nothing is interpreted here; the names come from the locale files.
 */

/** The words a record needs, in one language (built from i18next on the screen, from the JSON files in tests). */
export interface RecordNames {
  sign(sign: Sign): string;
  point(point: ChartPoint): string;
  aspect(type: AspectKind): string;
  tenGod(god: TenGod): string;
  element(element: Element): string;
  /** The strength label every page shows (results:levels). */
  level(level: StrengthLevel): string;
  /** An element's role as the pages name it (results:judgement.uses: 用神 … 閑神). */
  use(use: ElementUse): string;
  /** A period's grade as the pages name it (results:fortune.grades). */
  grade(grade: FortuneGrade): string;
  /** Why the useful element was chosen, as the judgement card says it (results:judgement.reasons), for `el`. */
  reason(reason: UseGodReason, el: string): string;
  /** The structure's name as the judgement card gives it (建祿格, 七殺格 …). */
  structure(structure: Structure): string;
  /** A 神煞's name as the BaZi page gives it (results:shensha.names). */
  shensha(key: ShenshaKey): string;
  /** A month with its year as the record names it (2027-03), which the claim checker reads in any language. */
  month(year: number, month: number): string;
  /** A label of the record (`consultant:record.<key>`) with its values filled in. */
  label(key: RecordLabel, values?: Record<string, string | number>): string;
}

export type RecordLabel =
  | 'house'
  | 'cusp'
  | 'retrograde'
  | 'orb'
  | 'applying'
  | 'separating'
  | 'pillar.year'
  | 'pillar.month'
  | 'pillar.day'
  | 'pillar.hour'
  | 'stemGod'
  | 'dayStem'
  | 'hidden'
  | 'dayMaster'
  | 'yang'
  | 'yin'
  | 'support'
  | 'centralStar'
  | 'elements'
  | 'missing'
  | 'luck'
  | 'nextLuck'
  | 'annual'
  | 'previousAnnual'
  | 'nextAnnual'
  | 'month.previous'
  | 'month.current'
  | 'month.next'
  | 'month.later'
  | 'span'
  | 'transit'
  | 'lunar'
  | 'lunarLeap'
  | 'shensha'
  | 'shenshaStar'
  | 'houseTransit'
  | 'houseEnter'
  | 'exact'
  | 'timeUnknown'
  | 'judgement'
  | 'strength'
  | 'structure'
  | 'gender.male'
  | 'gender.female'
  | 'usefulAbsent'
  | 'reason'
  | 'verdict'
  | 'verdictStem'
  | 'verdictBranch'
  | 'signal.clashPillar'
  | 'signal.samePillar'
  | 'signal.branchClash'
  | 'signal.dayCombine'
  | 'signal.formsFrame'
  | 'signal.bindsUseful'
  | 'signal.meetsLuck'
  | 'signal.void'
  | 'signal.backdrop'
  | 'tone.up'
  | 'tone.down'
  | 'tone.even';

const pad2 = (n: number) => String(n).padStart(2, '0');
const position = (names: RecordNames, sign: Sign, degree: number, minute: number) =>
  `${names.sign(sign)} ${degree}°${pad2(minute)}′`;
const month = (utc: string) => utc.slice(0, 7);

const USES = ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const;

/**
 * One signal of a verdict as the record states it. A natal pillar is named with its own stem and branch right after
 * it ("日柱庚辰"), and the backdrop without its pillar (it is the luck pillar at the year's 立春, which may not be the
 * one running today), so the claim checker reads every pair of characters as the pillar it follows.
 */
function signalText(s: PeriodSignal, names: RecordNames): string {
  const L = names.label;
  const chars = s.chars ?? '';
  const pillar = s.pillar ? L(`pillar.${s.pillar}`) : '';
  const element = s.element ? names.element(s.element) : '';
  const use = s.use ? names.use(s.use) : '';
  switch (s.kind) {
    case 'stem':
      return L('verdictStem', { stem: chars, element, use });
    case 'branch':
      return L('verdictBranch', { branch: chars, element, use });
    case 'clashPillar':
      return L('signal.clashPillar', { pillar, natal: chars.slice(2) });
    case 'samePillar':
      return L('signal.samePillar', { pillar, natal: chars });
    case 'branchClash':
      return L('signal.branchClash', { pillar, natal: chars.slice(1), element, use });
    case 'dayCombine':
      return L('signal.dayCombine', { natal: chars.slice(1) });
    case 'formsFrame':
      return L('signal.formsFrame', { chars, element, use });
    case 'bindsUseful':
      return L('signal.bindsUseful', { pillar, natal: chars.slice(1), element });
    case 'meetsLuck':
      return L('signal.meetsLuck');
    case 'void':
      return L('signal.void', { branch: chars });
    case 'backdrop':
      return L('signal.backdrop', {
        tone: L(s.points > 0 ? 'tone.up' : s.points < 0 ? 'tone.down' : 'tone.even'),
      });
  }
}

/** A period's verdict: its grade, then every signal behind it (the stem's and branch's roles first). */
function verdictText(v: PeriodVerdict, names: RecordNames): string {
  return `${names.label('verdict', { grade: names.grade(v.grade) })} (${v.signals.map((s) => signalText(s, names)).join(', ')})`;
}

/** One fact as a line of the record, e.g. `[P.sun] 太陽: 牡牛座 24°08′, 第8ハウス`. */
export function factLine(f: ChartFact, names: RecordNames): string {
  const L = names.label;
  switch (f.kind) {
    case 'position':
      return `[${f.id}] ${names.point(f.body)}: ${position(names, f.sign, f.degree, f.minute)}${f.house === null ? '' : `, ${L('house', { n: f.house })}`}${f.retrograde ? `, ${L('retrograde')}` : ''}`;
    case 'timeUnknown':
      return `[${f.id}] ${L('timeUnknown', { moon: f.moonSigns.map(names.sign).join(' / ') })}`;
    case 'angle':
      return `[${f.id}] ${names.point(f.angle)}: ${position(names, f.sign, f.degree, f.minute)}`;
    case 'cusp':
      return `[${f.id}] ${L('cusp', { n: f.house })}: ${position(names, f.sign, f.degree, f.minute)}`;
    case 'aspect':
      return `[${f.id}] ${names.point(f.a)} ${names.aspect(f.type)} ${names.point(f.b)} (${L('orb', { deg: f.orbDeg.toFixed(1) })}, ${L(f.applying ? 'applying' : 'separating')})`;
    case 'pillar': {
      const stem = f.tenGod
        ? L('stemGod', { stem: f.stem, god: names.tenGod(f.tenGod) })
        : L('dayStem', { stem: f.stem });
      const hidden = f.hiddenStems.map((h) => `${h.stem} ${names.tenGod(h.tenGod)}`).join(', ');
      return `[${f.id}] ${L(`pillar.${f.pillar}`)}: ${f.stem}${f.branch} (${stem}; ${L('hidden', { list: hidden })})`;
    }
    case 'dayMaster':
      return `[${f.id}] ${L('dayMaster')}: ${f.stem} (${L(f.polarity)}${names.element(f.element)}), ${names.level(f.strength)} (${L('support', { pct: f.supportPercent })}), ${L('centralStar', { god: names.tenGod(f.centralStar) })}`;
    case 'elements': {
      const counts = (Object.entries(f.counts) as [Element, number][])
        .map(([e, n]) => `${names.element(e)} ${n}`)
        .join(', ');
      const missing = f.missing.length
        ? `; ${L('missing', { list: f.missing.map(names.element).join(', ') })}`
        : '';
      return `[${f.id}] ${L('elements')}: ${counts}${missing}`;
    }
    case 'judgement': {
      const uses = USES.map((u) => `${names.use(u)} ${names.element(f[u])}`).join(', ');
      const useful = names.element(f.useful);
      return [
        `[${f.id}] ${L('judgement')}: ${uses}`,
        L('strength', { level: names.level(f.strength) }),
        ...(f.structure ? [L('structure', { name: names.structure(f.structure) })] : []),
        ...(f.gender ? [L(`gender.${f.gender}`)] : []),
        L('reason', { text: names.reason(f.reason, useful) }) +
          (f.usefulInChart ? '' : L('usefulAbsent', { el: useful })),
      ].join('; ');
    }
    case 'luck':
    case 'annual':
      return `[${f.id}] ${L(PERIOD_LABEL[f.kind][f.when])}: ${f.stem}${f.branch} (${names.tenGod(f.tenGod)}), ${L('span', { from: month(f.startUtc), to: month(f.endUtc) })}; ${verdictText(f.verdict, names)}`;
    case 'monthly': {
      // Last, this and next month with every signal; the months further on by their grade, so the record stays short.
      const label =
        f.offset === -1 ? 'previous' : f.offset === 0 ? 'current' : f.offset === 1 ? 'next' : 'later';
      const verdict =
        f.offset <= 1
          ? verdictText(f.verdict, names)
          : names.label('verdict', { grade: names.grade(f.verdict.grade) });
      const when = names.month(Number(f.startUtc.slice(0, 4)), Number(f.startUtc.slice(5, 7)));
      return `[${f.id}] ${L(`month.${label}`, { month: when })}: ${f.stem}${f.branch} (${names.tenGod(f.tenGod)}), ${L('span', { from: f.startUtc.slice(0, 10), to: f.endUtc.slice(0, 10) })}; ${verdict}`;
    }
    case 'lunar':
      return `[${f.id}] ${L('lunar', {
        year: f.year,
        ganzhi: `${f.yearStem}${f.yearBranch}`,
        leap: f.leap ? L('lunarLeap') : '',
        month: f.month,
        day: f.day,
        lichun: f.animalByLichun,
        festival: f.animalBySpringFestival,
      })}`;
    case 'shensha':
      return `[${f.id}] ${L('shensha', {
        list: f.stars
          .map((s) =>
            L('shenshaStar', {
              name: names.shensha(s.key),
              pillars: s.pillars.map((p) => L(`pillar.${p}`)).join('/'),
            }),
          )
          .join(', '),
      })}`;
    case 'houseTransit': {
      const house = (n: number) => L('house', { n });
      const crossings = f.crossings.map(
        (c) =>
          `${L('houseEnter', { date: c.utc.slice(0, 10), house: house(c.house) })}${c.retrograde ? ` ${L('retrograde')}` : ''}`,
      );
      return `[${f.id}] ${L('houseTransit', { body: names.point(f.transit), house: house(f.house) })}${crossings.length ? `; ${crossings.join(', ')}` : ''}`;
    }
    case 'transit':
      return `[${f.id}] ${L('transit', { body: names.point(f.transit), aspect: names.aspect(f.type), natal: names.point(f.natal) })}, ${L('exact', { date: f.passesUtc.map((d) => d.slice(0, 10)).join(', ') })} (${L(f.applying ? 'applying' : 'separating')})`;
  }
}

/** The record's label of a period fact by its kind and which one it is (no previous luck pillar is stated). */
const PERIOD_LABEL = {
  luck: { previous: 'luck', current: 'luck', next: 'nextLuck' },
  annual: { previous: 'previousAnnual', current: 'annual', next: 'nextAnnual' },
} as const satisfies Record<'luck' | 'annual', Record<'previous' | 'current' | 'next', RecordLabel>>;

/** The whole record: one line per fact, in the order the facts come (positions, angles, cusps, aspects, BaZi, periods, transits). */
export function factsRecord(facts: readonly ChartFact[], names: RecordNames): string {
  return facts.map((f) => factLine(f, names)).join('\n');
}

/** A citation: one id or several separated by commas, in square brackets (`[P.sun]`, `[P.venus, H7]`). */
const CITATION = new RegExp(String.raw`\s?\[(${FACT_ID}(?:\s*,\s*${FACT_ID})*)\]`, 'g');

/** The fact ids a reply cites as `[P.sun]`, `[H7]`, `[B.dayMaster, L.luck]` …, each once, in the order cited. */
export function citedIds(reply: string, facts: readonly ChartFact[]): string[] {
  const known = new Set(facts.map((f) => f.id));
  const out: string[] = [];
  for (const m of reply.matchAll(CITATION))
    for (const id of (m[1] as string).split(/\s*,\s*/)) if (known.has(id) && !out.includes(id)) out.push(id);
  return out;
}

/** The reply as shown: citation brackets removed (the facts cited are listed under the message instead). */
export function withoutCitations(reply: string): string {
  // Only from the start of a run of spaces: tried inside one too, ` +` rescanned the run from each space (a reply
  // of 100,000 spaces took 18 s).
  return reply.replace(CITATION, '').replace(/(?<! ) +(?=[。、．，,.!?！？:;])/g, '');
}
