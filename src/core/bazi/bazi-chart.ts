import type { BirthMoment } from '../time/birth-moment';
import { jdUtFromUnixMs } from '../time/julian-day';
import { zoneOffsetMinutes } from '../time/zone-offset';
import type { Gender, HiddenStemRule, LuckStartMethod, UseGodMethod, ZiHourRule } from './conventions';
import { type ElementBalance, elementBalance } from './element-balance';
import type { FortuneArea } from './fortune';
import { type HiddenRole, hiddenStems } from './hidden-stems';
import { type ChartJudgement, judgeChart } from './judgement';
import { type LifeStage, lifeStage } from './life-stages';
import { type LuckPillars, luckDirection, luckPillars } from './luck-pillars';
import { LUCK_METHOD_IDS, type LuckMethodId, luckSpan, SECONDS_PER_LUCK_YEAR, spanYears } from './luck-start';
import { type MinorLuck, minorLuck } from './minor-luck';
import { type Nayin, nayinOf } from './nayin';
import { monthStar, type NineStar, yearStar } from './nine-star';
import { type Palaces, palacesOf } from './palaces';
import { periodContext, type RunningVerdicts, runningVerdicts } from './period-verdict';
import {
  type ClockFields,
  clockOfMs,
  clockPlus,
  dayAndHourPillars,
  type FourPillars,
  fourPillars,
  yearAndMonthOfJie,
} from './pillars';
import { type ChartPillarName, findRelations, PILLAR_NAMES, type Relation } from './relations';
import { chartShensha, type ShenshaHit } from './shensha';
import { type SolarTermKey, surroundingJie } from './solar-terms';
import {
  type Branch,
  type Element,
  type Pillar,
  pillarOf,
  pillarText,
  type Stem,
  stemElement,
  stemPolarity,
} from './stems-branches';
import { birthBaziYear } from './sui';
import { type TenGod, tenGod } from './ten-gods';
import { type TrueSolarTime, trueSolarTime } from './true-solar-time';
import { voidBranches, xunOf } from './void-branches';

export interface BaziOptions {
  ziHour: ZiHourRule;
  trueSolarTime: boolean;
  hiddenStems: HiddenStemRule;
  /** How the judgement chooses 用神 (扶抑 when not given). */
  useGod?: UseGodMethod;
  /** How the age of the first 大運 is counted (exact when not given). */
  luckStart?: LuckStartMethod;
  gender?: Gender;
  /**
   * The instant the fortune headline is read for (the luck pillar and year running then); the time of the
   * calculation when not given. A screen shows it for its own today (period-verdict.ts, running-pillars.ts).
   */
  asOfUtcMs?: number;
  /**
   * The local day's first and last instants (UTC ms) when the birth time is unknown (issue 17 §2): the chart is cast
   * at noon, the hour pillar is left out, and any pillar that changes during that day is flagged. Absent: time known.
   */
  unknownTimeDay?: { startUtcMs: number; endUtcMs: number };
}

export interface BaziPillar extends Pillar {
  /** Ten god of the stem against the day master; null for the day pillar (the day master itself). */
  tenGod: TenGod | null;
  hiddenStems: { stem: Stem; role: HiddenRole; tenGod: TenGod }[];
  /** Life stage (十二運) of the day master at this branch. */
  stage: LifeStage;
  nayin: Nayin;
  /** True when the branch is one of the day pillar's void branches. */
  void: boolean;
  /** The pillar's 旬 (its decade of the sexagenary cycle, named by its first pillar: 甲子 … 甲寅). */
  xun: string;
  /** The two branches its 旬 leaves out (旬空 / 空亡 of this pillar). */
  xunVoid: [Branch, Branch];
}

/** A boundary the birth sits close to, with the pillars on either side (the UI shows both). */
export interface BaziWarning {
  kind: 'nearTerm' | 'nearHourBoundary' | 'lateZiHour' | 'genderMissing' | 'changesDuringDay';
  /** 'changesDuringDay' (birth time unknown): the pillar that is different before and after `atLocal`. */
  pillar?: 'year' | 'month' | 'day';
  /** Minutes from the boundary (negative: the birth is before it). */
  minutes?: number;
  term?: SolarTermKey;
  /** The boundary: a term's UT instant, or the clock time HH:MM. */
  at?: string;
  /**
   * The boundary on the clock the birth time was recorded on (the offset then, or the standard offset when the
   * record is standard time), YYYY-MM-DD HH:MM: a term's instant, or the hour boundary — which under summer time or
   * true solar time is not `at` (issue 32 §2: Oslo 1960 summer time, the 午 hour starts at 12:00 on the clock).
   */
  atLocal?: string;
  /**
   * The four pillars on either side of the boundary; for 'lateZiHour', `before` is the chart as cast and `after`
   * the chart under the other 子時 rule (`otherZiHour`).
   */
  candidates?: { before: string; after: string };
  otherZiHour?: ZiHourRule;
}

/** The full BaZi chart of a birth moment. Stems and branches as characters; other terms as keys. */
/** 小运 are listed for this many years of life (虚岁 1–100), as far as the ten 大运 reach. */
const MINOR_LUCK_YEARS = 100;

/** Each luck pillar with the 虚岁 it starts at (its start year counted from the BaZi year of birth as 1). */
function withSuiAges(luck: LuckPillars, birthBaziYear: number): LuckPillars {
  return {
    ...luck,
    pillars: luck.pillars.map((p) => ({ ...p, startAgeSui: p.startYear - birthBaziYear + 1 })),
  };
}

/** 童限: the BaZi years before the first luck pillar's start year, with their 流年 and 小运. */
function childhoodYears(
  luck: LuckPillars,
  birthBaziYear: number,
  minor: MinorLuck[] | null,
): NonNullable<BaziChart['childhood']> {
  const first = luck.pillars[0];
  if (!first) return [];
  return Array.from({ length: Math.max(0, first.startYear - birthBaziYear) }, (_, i) => {
    const year = birthBaziYear + i;
    const m = minor?.find((x) => x.year === year);
    return {
      year,
      ageSui: i + 1,
      annual: pillarOf(year - 4),
      minorLuck: m ? { stem: m.stem, branch: m.branch } : null,
    };
  });
}

export interface BaziChart {
  year: BaziPillar;
  month: BaziPillar;
  day: BaziPillar;
  /** Null when the birth time is unknown: a chart of three pillars (issue 17 §2). */
  hour: BaziPillar | null;
  dayMaster: { stem: Stem; element: Element; polarity: 'yang' | 'yin' };
  /**
   * The month branch's ten god (中心星), which Japanese readers treat as the core personality: the ten god of the
   * month branch's main hidden stem, or of its 月律分野 stem under the Japanese convention.
   */
  centralStar: TenGod;
  /**
   * Both readings of the central star whatever the setting (issue 27 §5): by the month branch's 本気 (Chinese
   * practice, next to 格局) and by 月律分野, the hidden stem in command on the day of the month (Japanese practice).
   */
  centralStars: { mainQi: TenGod; monthCommand: TenGod };
  voidBranches: { day: [Branch, Branch]; year: [Branch, Branch] };
  relations: Relation[];
  elements: ElementBalance;
  /** 身強弱 with 得令・得地・得勢, 格局, 用神 … 閑神 and 調候 (judgement.ts). */
  judgement: ChartJudgement;
  /**
   * The fortune headline for the period running at `asOfUtc` (period-verdict.ts): the luck pillar's and the year's
   * verdicts, and the year's grade and area stars under the spec's names (an area the year does not touch: null).
   */
  fortune: RunningVerdicts & {
    overview: RunningVerdicts['year']['grade'];
    stars: Record<FortuneArea, number | null> | null;
    asOfUtc: string;
  };
  luck: LuckPillars | null;
  /**
   * 童限: the years from birth to the first 大運 (none run yet), each with its 流年 and, with a birth time, its 小运
   * (issue 29 §2). Null without a gender (no 大運, so no first one to count to).
   */
  childhood: { year: number; ageSui: number; annual: Pillar; minorLuck: Pillar | null }[] | null;
  /** 胎元, 胎息, 命宫, 身宫 with their 納音 (palaces.ts); 命宫 and 身宫 null without a birth time. */
  palaces: Palaces;
  /**
   * 神煞 on each known pillar with what each was found from (shensha.ts); absent in charts stored before issue 29.
   * Colour for the reading only: no 神煞 enters the strength, the 用神 or a grade.
   */
  shensha?: ShenshaHit[];
  /** 九星: 本命星 (the year from 立春) and 月命星 (the month from its 節), 1 一白 … 9 九紫 (nine-star.ts). */
  nineStar: { year: NineStar; month: NineStar };
  /** 小运 for 虚岁 1–100 (minor-luck.ts); null without a gender (no direction) or a birth time (no hour pillar). */
  minorLuck: MinorLuck[] | null;
  terms: { previous: { key: SolarTermKey; utc: string }; next: { key: SolarTermKey; utc: string } };
  /** Days since the month's 節入り (1 = the first 24 hours); decides the Japanese 月律分野 hidden stem. */
  dayOfMonth: number;
  /**
   * Set when the birth clock ran on summer time: the standard clock (HH:MM) the day and hour pillars were read from
   * (unless true solar time is on) and the minutes of summer time taken off.
   */
  summerTime: { standardClock: string; minutes: number } | null;
  trueSolarTime: TrueSolarTime | null;
  warnings: BaziWarning[];
  conventions: {
    ziHour: ZiHourRule;
    trueSolarTime: boolean;
    hiddenStems: HiddenStemRule;
    useGod: UseGodMethod;
    yearBoundary: 'startOfSpring';
    monthBoundary: 'jie';
    luckStart: LuckMethodId;
    strength: string;
  };
}

const WARN_MINUTES = 10;
const MS_PER_MINUTE = 60_000;

const fourText = (p: FourPillars) => [p.year, p.month, p.day, p.hour].map(pillarText).join(' ');
const threeText = (p: FourPillars) => [p.year, p.month, p.day].map(pillarText).join(' ');

const DAY_STEP_MS = 10 * MS_PER_MINUTE;
const PILLARS_OF_DAY = ['year', 'month', 'day'] as const;

/**
 * The pillars that differ across a local day whose birth time is unknown: a 節 that day moves the year or month,
 * the 23:00 子時 rule (or true solar time) the day. Scanned every ten minutes (no pillar changes twice within ten
 * minutes), then bisected to the second; `atLocal` is the birthplace's clock (the birth's UTC offset).
 */
function changesDuringDay(
  day: { startUtcMs: number; endUtcMs: number },
  moment: BirthMoment,
  lngDeg: number,
  options: BaziOptions,
): BaziWarning[] {
  // The same clock the chart reads: the standard clock, or true solar time.
  const at = (utcMs: number) =>
    fourPillars(
      jdUtFromUnixMs(utcMs),
      options.trueSolarTime
        ? trueSolarTime(utcMs, lngDeg, moment.offsetMinutes).clock
        : clockOfMs(utcMs + moment.standardOffsetMinutes * MS_PER_MINUTE),
      options.ziHour,
    );
  // A summer-time change can fall on that day: read the wall clock's offset at the instant itself.
  const wallOffsetAt = (utcMs: number) =>
    moment.offsetSource === 'tzdb' ? zoneOffsetMinutes(moment.tz, utcMs) : moment.offsetMinutes;
  const out: BaziWarning[] = [];
  let prevMs = day.startUtcMs;
  let prev = at(prevMs);
  // The day is [start, end): its last second, not the next day's first.
  const lastMs = day.endUtcMs - 1000;
  for (let t = day.startUtcMs + DAY_STEP_MS; prevMs < lastMs; t += DAY_STEP_MS) {
    const tMs = Math.min(t, lastMs);
    const cur = at(tMs);
    for (const name of PILLARS_OF_DAY) {
      if (pillarText(prev[name]) === pillarText(cur[name])) continue;
      let lo = prevMs;
      let hi = tMs;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2);
        if (pillarText(at(mid)[name]) === pillarText(prev[name])) lo = mid;
        else hi = mid;
      }
      out.push({
        kind: 'changesDuringDay',
        pillar: name,
        at: new Date(hi).toISOString(),
        atLocal: new Date(hi + wallOffsetAt(hi) * MS_PER_MINUTE).toISOString().slice(0, 16).replace('T', ' '),
        candidates: { before: threeText(prev), after: threeText(cur) },
      });
    }
    prevMs = tMs;
    prev = cur;
  }
  return out;
}

/**
 * The BaZi chart: year and month cut at the exact 立春 / 節 instants (the Sun's apparent longitude), day and hour
 * from the birthplace's clock (or true solar time), with hidden stems, ten gods, stages, 納音, voids, relations,
 * element balance, the spec's fortune summary, luck and annual pillars, and boundary warnings.
 */
export function computeBazi(moment: BirthMoment, lngDeg: number, options: BaziOptions): BaziChart {
  const civil: ClockFields = moment.wall;
  // Day and hour read the standard clock: summer time is a legal shift of the clock, not of the sun (bazi.md §1).
  const summerMinutes = moment.offsetMinutes - moment.standardOffsetMinutes;
  const standard =
    summerMinutes > 0 ? clockOfMs(moment.utcMs + moment.standardOffsetMinutes * MS_PER_MINUTE) : civil;
  const solar = options.trueSolarTime
    ? trueSolarTime(moment.utcMs, lngDeg, moment.offsetMinutes, moment.standardOffsetMinutes)
    : null;
  const clock = solar ? solar.clock : standard;
  // An instant as the birth's own record reads it: the clock then, or the standard clock if the record is standard.
  const recordedOffset = moment.clock === 'standard' ? moment.standardOffsetMinutes : moment.offsetMinutes;
  const onRecordedClock = (utcMs: number) =>
    new Date(Math.round(utcMs + recordedOffset * MS_PER_MINUTE)).toISOString().slice(0, 16).replace('T', ' ');
  const { previous, next } = surroundingJie(moment.jdUt);
  const pillars: FourPillars = {
    ...yearAndMonthOfJie(previous),
    ...dayAndHourPillars(clock, options.ziHour),
  };
  const dm = pillars.day.stem;

  const dayOfMonth = Math.floor((moment.utcMs - previous.utcMs) / 86_400_000) + 1;
  const [voidA, voidB] = voidBranches(pillars.day);

  const pillar = (name: ChartPillarName): BaziPillar => {
    const p = pillars[name];
    return {
      stem: p.stem,
      branch: p.branch,
      tenGod: name === 'day' ? null : tenGod(dm, p.stem),
      hiddenStems: hiddenStems(p.branch, options.hiddenStems, dayOfMonth).map((h) => ({
        ...h,
        tenGod: tenGod(dm, h.stem),
      })),
      stage: lifeStage(dm, p.branch),
      nayin: nayinOf(p),
      void: p.branch === voidA || p.branch === voidB,
      xun: xunOf(p),
      xunVoid: voidBranches(p),
    };
  };

  const day = options.unknownTimeDay;
  // Unknown time: three pillars; the hour's characters take no part in the balance, judgement or relations.
  const known: readonly ChartPillarName[] = day ? PILLAR_NAMES.filter((n) => n !== 'hour') : PILLAR_NAMES;
  const ordered = known.map((name) => pillars[name]);
  const elements = elementBalance(ordered, dm);
  const warnings: BaziWarning[] = [];

  // Within ten minutes of a 節: the year/month (and the luck start) may differ with a slightly wrong clock.
  for (const term of [previous, next]) {
    const minutes = (moment.utcMs - term.utcMs) / MS_PER_MINUTE;
    if (Math.abs(minutes) < WARN_MINUTES) {
      const at = (deltaMs: number) =>
        fourPillars(
          jdUtFromUnixMs(term.utcMs + deltaMs),
          clockPlus(clock, term.utcMs + deltaMs - moment.utcMs),
          options.ziHour,
        );
      warnings.push({
        kind: 'nearTerm',
        term: term.key,
        minutes: Math.round(minutes * 100) / 100,
        at: new Date(term.utcMs).toISOString(),
        atLocal: onRecordedClock(term.utcMs),
        candidates: { before: fourText(at(-1000)), after: fourText(at(1000)) },
      });
    }
  }
  if (day) warnings.push(...changesDuringDay(day, moment, lngDeg, options));
  // Within ten minutes of an hour-branch boundary (odd hours), or of midnight when the day changes there.
  const minuteOfDay = clock.hour * 60 + clock.minute;
  const oddHours = Array.from({ length: 12 }, (_, i) => (2 * i + 1) * 60);
  const boundaries = [...oddHours, ...(options.ziHour === 'midnight' ? [0, 1440] : [])];
  for (const b of day ? [] : boundaries) {
    const minutes = minuteOfDay - b;
    if (Math.abs(minutes) < WARN_MINUTES) {
      const at = (deltaMs: number) => {
        const shift = -minutes * MS_PER_MINUTE + deltaMs;
        return fourPillars(jdUtFromUnixMs(moment.utcMs + shift), clockPlus(clock, shift), options.ziHour);
      };
      warnings.push({
        kind: 'nearHourBoundary',
        minutes,
        at: `${String((b / 60) % 24).padStart(2, '0')}:00`,
        atLocal: onRecordedClock(moment.utcMs - minutes * MS_PER_MINUTE),
        candidates: { before: fourText(at(-MS_PER_MINUTE)), after: fourText(at(0)) },
      });
    }
  }
  // 23:00–24:00 is the first half of the 子 hour: schools differ on whether the day pillar changes there.
  if (clock.hour === 23 && !day) {
    const other: ZiHourRule = options.ziHour === 'midnight' ? '23' : 'midnight';
    warnings.push({
      kind: 'lateZiHour',
      otherZiHour: other,
      candidates: { before: fourText(pillars), after: fourText(fourPillars(moment.jdUt, clock, other)) },
    });
  }
  if (!options.gender) warnings.push({ kind: 'genderMissing' });

  const luckMethod = options.luckStart ?? 'exact';
  /** The span to the next 節 (forward) or from the previous one (backward), counted by the chosen method. */
  const luckStartOf = (gender: Gender) => {
    const forward = luckDirection(pillars.year.stem, gender) === 'forward';
    const termMs = forward ? next.utcMs : previous.utcMs;
    const seconds = Math.abs(termMs - moment.utcMs) / 1000;
    const termClock = clockPlus(clock, termMs - moment.utcMs);
    const span = luckSpan(luckMethod, seconds, forward ? clock : termClock, forward ? termClock : clock);
    return { span, ageYears: luckMethod === 'exact' ? seconds / SECONDS_PER_LUCK_YEAR : spanYears(span) };
  };

  // The BaZi year of birth (from its 立春): the civil year, or the one before for a birth before 立春.
  const baziYear = birthBaziYear(civil.year, pillars.year);
  const start = options.gender ? luckStartOf(options.gender) : null;
  const luck =
    start && options.gender
      ? withSuiAges(
          luckPillars(
            pillars.month,
            pillars.year.stem,
            dm,
            options.gender,
            start.span,
            start.ageYears,
            LUCK_METHOD_IDS[luckMethod],
            civil,
          ),
          baziYear,
        )
      : null;
  const minor = luck && !day ? minorLuck(pillars.hour, luck.direction, baziYear, MINOR_LUCK_YEARS) : null;
  const useGod = options.useGod ?? 'supportRestrain';
  const judgement = judgeChart(ordered, elements, useGod);
  const asOfUtcMs = options.asOfUtcMs ?? Date.now();

  return {
    year: pillar('year'),
    month: pillar('month'),
    day: pillar('day'),
    hour: day ? null : pillar('hour'),
    dayMaster: { stem: dm, element: stemElement(dm), polarity: stemPolarity(dm) },
    centralStar: tenGod(
      dm,
      (hiddenStems(pillars.month.branch, options.hiddenStems, dayOfMonth)[0] as { stem: Stem }).stem,
    ),
    centralStars: {
      mainQi: tenGod(
        dm,
        (hiddenStems(pillars.month.branch, 'chinese', dayOfMonth)[0] as { stem: Stem }).stem,
      ),
      monthCommand: tenGod(
        dm,
        (hiddenStems(pillars.month.branch, 'japanese', dayOfMonth)[0] as { stem: Stem }).stem,
      ),
    },
    voidBranches: { day: [voidA, voidB], year: voidBranches(pillars.year) },
    relations: findRelations(known.map((name) => ({ name, ...pillars[name] }))),
    elements,
    judgement,
    fortune: fortuneAt(
      periodContext(
        {
          year: pillars.year,
          month: pillars.month,
          day: pillars.day,
          hour: day ? null : pillars.hour,
          judgement,
          voidBranches: { day: [voidA, voidB] },
        },
        options.gender,
      ),
      { luck, dayMaster: { stem: dm } },
      asOfUtcMs,
    ),
    luck,
    nineStar: { year: yearStar(baziYear), month: monthStar(pillars.year.branch, pillars.month.branch) },
    childhood: luck ? childhoodYears(luck, baziYear, minor) : null,
    shensha: chartShensha({ ...pillars, hour: day ? null : pillars.hour }),
    palaces: palacesOf(pillars.year, pillars.month, pillars.day, day ? null : pillars.hour),
    minorLuck: minor,
    terms: {
      previous: { key: previous.key, utc: new Date(previous.utcMs).toISOString() },
      next: { key: next.key, utc: new Date(next.utcMs).toISOString() },
    },
    dayOfMonth,
    summerTime:
      summerMinutes > 0
        ? {
            standardClock: `${String(standard.hour).padStart(2, '0')}:${String(standard.minute).padStart(2, '0')}`,
            minutes: summerMinutes,
          }
        : null,
    trueSolarTime: solar,
    warnings,
    conventions: {
      ziHour: options.ziHour,
      trueSolarTime: options.trueSolarTime,
      hiddenStems: options.hiddenStems,
      useGod,
      yearBoundary: 'startOfSpring',
      monthBoundary: 'jie',
      luckStart: LUCK_METHOD_IDS[luckMethod],
      strength: elements.config,
    },
  };
}

/** The chart's pillars that are known, in order: three when the birth time is unknown (the hour is null). */
export function knownPillars(
  b: Pick<BaziChart, ChartPillarName>,
): { name: ChartPillarName; pillar: BaziPillar }[] {
  return PILLAR_NAMES.flatMap((name) => {
    const pillar = b[name];
    return pillar ? [{ name, pillar }] : [];
  });
}

/**
 * The elements absent from the eight characters but held in a hidden stem (elements.hiddenOnly); a chart stored
 * before the balance named them gets them from the same function.
 */
export function hiddenOnlyElements(b: Pick<BaziChart, ChartPillarName | 'elements'>): readonly Element[] {
  return (
    b.elements.hiddenOnly ??
    elementBalance(
      knownPillars(b).map((k) => k.pillar),
      b.day.stem,
    ).hiddenOnly
  );
}

/** The fortune field: the running verdicts, with the year's grade and stars under the spec's names. */
function fortuneAt(
  ctx: Parameters<typeof runningVerdicts>[0],
  chart: Parameters<typeof runningVerdicts>[1],
  asOfUtcMs: number,
): BaziChart['fortune'] {
  const v = runningVerdicts(ctx, chart, asOfUtcMs);
  const areas = v.year.areas;
  return {
    ...v,
    overview: v.year.grade,
    stars: areas
      ? {
          career: areas.career?.stars ?? null,
          wealth: areas.wealth?.stars ?? null,
          love: areas.love?.stars ?? null,
          health: areas.health?.stars ?? null,
        }
      : null,
    asOfUtc: new Date(asOfUtcMs).toISOString(),
  };
}
