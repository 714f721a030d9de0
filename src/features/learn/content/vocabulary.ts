import { CHART_BODIES } from '../../../core/astrology/vocabulary';

/**
 * The closed vocabularies of the learning centre's Markdown (src/content/learn/FORMAT.md): what a directive may name
 * and which facts of an example chart a token may ask for. The parser rejects anything else, so a lesson can only
 * show what the engine can compute.
 */

export const TABLE_KINDS = [
  'stems',
  'branches',
  'elements',
  'tenGods',
  'stages',
  'solarTerms',
  'signs',
  'planets',
  'houses',
  'aspects',
] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

/** The example births (made-up people, said so on the page). */
export const EXAMPLE_IDS = ['a', 'b', 'c'] as const;
export type ExampleId = (typeof EXAMPLE_IDS)[number];

export const CHART_VIEWS = [
  'pillars',
  'elements',
  'luck',
  'bigThree',
  'positions',
  'aspects',
  'wheel',
] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

export const YOUR_CHART_TOPICS = [
  'dayMaster',
  'pillars',
  'hiddenStems',
  'elements',
  'tenGods',
  'strength',
  'luck',
  'void',
  'bigThree',
  'signs',
  'planets',
  'houses',
  'aspects',
  'transits',
] as const;
export type YourChartTopic = (typeof YOUR_CHART_TOPICS)[number];

export const QUIZ_KINDS = [
  'dayMaster',
  'dayMasterElement',
  'monthBranch',
  'hiddenOfDayBranch',
  'tenGodOfMonthStem',
  'strongestElement',
  'missingElement',
  'centralStar',
  'voidBranches',
  'sunSign',
  'moonSign',
  'ascSign',
  'sunHouse',
  'ascRuler',
  'sunMoonAspect',
  'tenthHouseSign',
] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

export const PILLAR_KEYS = ['year', 'month', 'day', 'hour'] as const;
/**
 * The years a lesson may ask the core's verdict of (`yearGrade.2026`, `yearReasons.2026`): a lesson names its
 * year, and the grade and reasons are the BaZi page's for that year (period-verdict.ts), never a rule of the text.
 */
export const VERDICT_YEARS = Array.from({ length: 16 }, (_, i) => 2020 + i);
/** The bodies a token may name: every body the chart reports but the south node (always opposite the north). */
export const TOKEN_BODIES = CHART_BODIES.filter((b) => b !== 'southNode');

/** Every fact a token may name, spelled out (a token is `{{<example>:<fact>}}`). */
export const TOKEN_FACTS: ReadonlySet<string> = new Set([
  'name',
  'birth',
  'dayMaster',
  'dayMasterElement',
  'centralStar',
  'strength',
  'useful',
  'unfavourable',
  'elements',
  'strongestElement',
  'missing',
  'void',
  'luckStart',
  'asc',
  'mc',
  'ascRuler',
  'dominantElement',
  ...PILLAR_KEYS.flatMap((p) => [`pillar.${p}`, `stem.${p}`, `branch.${p}`, `hidden.${p}`, `stage.${p}`]),
  'tenGod.year',
  'tenGod.month',
  'tenGod.hour',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`luck.${n}`, `luckGrade.${n}`, `luckReasons.${n}`]),
  ...VERDICT_YEARS.flatMap((y) => [`yearGrade.${y}`, `yearReasons.${y}`]),
  ...TOKEN_BODIES.flatMap((b) => [`sign.${b}`, `pos.${b}`, `house.${b}`]),
  ...TOKEN_BODIES.flatMap((a) => TOKEN_BODIES.filter((b) => b !== a).map((b) => `aspect.${a}.${b}`)),
]);

export const isOneOf = <T extends string>(list: readonly T[], v: string | undefined): v is T =>
  v !== undefined && (list as readonly string[]).includes(v);
