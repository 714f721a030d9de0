import type { BaziChart } from '../bazi/bazi-chart';
import type { Gender, ZiHourRule } from '../bazi/conventions';
import type { LuckDirection } from '../bazi/luck-pillars';
import { type PeriodVerdict, periodContext, periodVerdict, yearVerdict } from '../bazi/period-verdict';
import { type ClockFields, clockOfMs, dayAndHourPillars, yearAndMonthOfJie } from '../bazi/pillars';
import { findRelations, PILLAR_NAMES, type PillarName, type RelationKind } from '../bazi/relations';
import {
  type SolarTermInstant,
  type SolarTermKey,
  solarTermsOfYear,
  startOfSpring,
  surroundingJie,
} from '../bazi/solar-terms';
import {
  type Branch,
  type Element,
  type Pillar,
  pillarOf,
  pillarText,
  type Stem,
  sexagenaryIndex,
} from '../bazi/stems-branches';
import { type TenGod, tenGod } from '../bazi/ten-gods';
import { trueSolarTime } from '../bazi/true-solar-time';
import { UNKNOWN_TIME_CAST_AT } from '../chart/chart-request';
import { CoreError } from '../errors';
import { parseDate, parseTime } from '../time/birth-moment';
import { jdUtFromUnixMs, unixMsFromJdUt } from '../time/julian-day';
import { wallTimeToInstant } from '../time/wall-time';
import { firstTransitionMs, utcMsOfFields, zoneOffsetMinutes } from '../time/zone-offset';

/**
 * The parts of a computed chart (ChartOutput) the BaZi timeline reads: the natal pillars and luck start, the birth
 * wall clock, the birthplace's zone and longitude, and the day-pillar conventions. A ChartOutput fits as it is.
 */
export interface BaziTimelineChart {
  bazi: Pick<BaziChart, 'year' | 'month' | 'day' | 'hour' | 'dayMaster' | 'luck' | 'voidBranches'> &
    Partial<Pick<BaziChart, 'judgement' | 'conventions'>>;
  /** time null: birth time unknown (the chart and its luck pillars were cast at noon). */
  local: { date: string; time: string | null };
  place: { tz: string; lng: number };
  /** gender: for the periods' area readings (null or absent: areas are not read). */
  settings: { ziHour: ZiHourRule; trueSolarTime: boolean; gender?: Gender | null };
}

/**
 * Who takes part in a timeline relation: the four natal pillars, the luck pillar (大運), the year's (流年), the
 * month's (流月) and the day's (流日) pillar.
 */
export type TimelinePillarName = PillarName | 'monthly' | 'daily';

/** A relation (合, 冲, 刑, 害, 破, 三合 …) between an outside pillar and the chart, as relations.ts finds it. */
export interface TimelineRelation {
  kind: RelationKind;
  /** The pillars taking part, outside ones first (luck, annual, monthly, daily), then year, month, day, hour. */
  pillars: TimelinePillarName[];
  /** Their characters, in the same order as `pillars`. */
  chars: string;
  /** The relation's name in the textbook's order (子午, 巳午未), whatever the pillars' order. */
  named: string;
  element?: Element;
}

/** A pillar named briefly: "甲子" and its two characters. */
export interface PillarRef {
  pillar: string;
  stem: Stem;
  branch: Branch;
}

/** One period of the timeline: a pillar in force from `start` (inclusive) to `end` (exclusive), both UT. */
export interface TimelinePeriod extends PillarRef {
  startJdUt: number;
  /** ISO-8601 UT with milliseconds. */
  startUtc: string;
  endJdUt: number;
  endUtc: string;
  /** Ten god of the stem against the natal day master. */
  tenGod: TenGod;
  /** Relations that involve this pillar (against the natal pillars, and the running luck / year as listed). */
  relations: TimelineRelation[];
}

/** A luck pillar (大運) and its handover. */
export interface LuckPeriod extends TimelinePeriod {
  /** The one verdict of this period (period-verdict.ts), which every page renders. */
  verdict: PeriodVerdict;
  /** 0 for the first luck pillar after birth; counts on past the chart's ten. */
  index: number;
  /** The handover on the birthplace's wall clock, YYYY-MM-DDTHH:MM (the chart's `luck.start.local` for index 0). */
  startLocal: string;
  startAgeYears: number;
}

/** An annual pillar (流年), from its 立春. */
export interface YearPeriod extends TimelinePeriod {
  /** Its verdict, with the luck pillar running at its 立春 as the backdrop. */
  verdict: PeriodVerdict;
  /** The Gregorian year of its 立春 (1984 = 甲子). */
  year: number;
  /** The luck pillar running at its 立春 (null before the first luck pillar or without a gender); in `relations`. */
  luck: PillarRef | null;
}

/** A monthly pillar (流月), from its 節. */
export interface MonthPeriod extends TimelinePeriod {
  /** Its verdict, with the luck and annual pillars running at its 節 above it. */
  verdict: PeriodVerdict;
  /** The 節 that opens it. */
  term: SolarTermKey;
  /** The luck and annual pillars running at its 節; both take part in `relations`. */
  luck: PillarRef | null;
  year: PillarRef;
}

/**
 * The BaZi side of a window [from, to): each list sorted by start, its first entry the one in force at `from`
 * (which may have started before it). `luck` is empty without a gender (no luck pillars), and starts inside the
 * window when `from` falls before the first luck pillar (childhood: no 大運 is in force yet).
 */
export interface BaziTimeline {
  fromJdUt: number;
  toJdUt: number;
  luckDirection: LuckDirection | null;
  luck: LuckPeriod[];
  years: YearPeriod[];
  months: MonthPeriod[];
}

/** The day pillar (流日) of an instant at the birthplace, and how it meets the natal day pillar. */
export interface DayPillarAt extends PillarRef {
  /** Its verdict, with the luck, annual and monthly pillars running then above it. */
  verdict: PeriodVerdict;
  /** The birthplace's civil date the pillar belongs to, YYYY-MM-DD (the next day's from 23:00 under the '23' rule). */
  date: string;
  tenGod: TenGod;
  /** Relations between this day pillar ('daily') and the natal day pillar ('day'). */
  relations: TimelineRelation[];
}

const MS_PER_MINUTE = 60_000;
const ORDER: readonly TimelinePillarName[] = ['luck', 'annual', 'monthly', 'daily', ...PILLAR_NAMES];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isoOfMs = (ms: number) => new Date(Math.round(ms)).toISOString();
const refOf = (p: Pillar): PillarRef => ({ pillar: pillarText(p), stem: p.stem, branch: p.branch });

interface Named extends Pillar {
  name: TimelinePillarName;
}

/**
 * The relations among `pillars` that involve `subject`, pillars and characters in timeline order. relations.ts has
 * no name for a month or day pillar from outside the chart; its finder treats names as plain labels, so 'monthly'
 * and 'daily' travel through it unchanged and are re-typed here.
 */
function relationsOf(subject: TimelinePillarName, pillars: readonly Named[]): TimelineRelation[] {
  const found = findRelations(
    pillars.map((p) => ({ name: p.name as PillarName, stem: p.stem, branch: p.branch })),
  );
  return found
    .filter((r) => (r.pillars as TimelinePillarName[]).includes(subject))
    .map((r) => {
      const chars = [...r.chars];
      const slots = r.pillars
        .map((name, i) => ({ name: name as TimelinePillarName, char: chars[i] as string }))
        .sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
      const out: TimelineRelation = {
        kind: r.kind,
        pillars: slots.map((s) => s.name),
        chars: slots.map((s) => s.char).join(''),
        named: r.named,
      };
      if (r.element) out.element = r.element;
      return out;
    });
}

/** The natal pillars that are known (three when the birth time is unknown). */
const natalOf = (chart: BaziTimelineChart): Named[] =>
  PILLAR_NAMES.flatMap((name) => {
    const p = chart.bazi[name];
    return p ? [{ name, stem: p.stem, branch: p.branch }] : [];
  });

/** One handover: the luck pillar, its start on the birthplace's clock and as an instant. */
interface Handover {
  index: number;
  pillar: Pillar;
  local: ClockFields;
  utcMs: number;
  jdUt: number;
}

/**
 * The luck pillars of a chart as handovers, computed on demand. The start is counted on the birth wall clock as
 * luck-pillars.ts does (years, months, days, hours and minutes added to the clock fields at once), then read back
 * to UT through the birthplace's zone as a birth time is (tz database, local mean time before standard time;
 * 'compatible' for a start that falls in a DST gap or fold), never through the machine's zone.
 */
function luckSchedule(chart: BaziTimelineChart) {
  const luck = chart.bazi.luck;
  if (!luck) return null;
  const birth = { ...parseDate(chart.local.date), ...parseTime(chart.local.time ?? UNKNOWN_TIME_CAST_AT) };
  const base = sexagenaryIndex(chart.bazi.month);
  const step = luck.direction === 'forward' ? 1 : -1;
  const s = luck.start;
  const cache = new Map<number, Handover>();
  const at = (index: number): Handover => {
    let h = cache.get(index);
    if (!h) {
      const local = clockOfMs(
        utcMsOfFields(
          birth.year + s.years + 10 * index,
          birth.month + s.months,
          birth.day + s.days,
          birth.hour + s.hours,
          birth.minute + s.minutes,
        ),
      );
      const { utcMs } = wallTimeToInstant(local, chart.place.tz, chart.place.lng, 'compatible');
      h = { index, pillar: pillarOf(base + step * (index + 1)), local, utcMs, jdUt: jdUtFromUnixMs(utcMs) };
      cache.set(index, h);
    }
    return h;
  };
  /** The index of the luck pillar in force at an instant; −1 before the first one. */
  const indexAt = (jdUt: number): number => {
    let i = Math.max(0, Math.floor((jdUt - at(0).jdUt) / 3652.5));
    while (i > 0 && at(i).jdUt > jdUt) i--;
    while (at(i + 1).jdUt <= jdUt) i++;
    return at(i).jdUt <= jdUt ? i : -1;
  };
  return { direction: luck.direction, ageYears: s.ageYears, at, indexAt };
}

/** The 節 in order from the one in force at `jdUt` (the previous 節, or the one at exactly that instant). */
function* jieFrom(jdUt: number): Generator<SolarTermInstant> {
  const startYear = surroundingJie(jdUt).previous.year;
  let held: SolarTermInstant | null = null;
  for (let y = startYear; ; y++) {
    for (const t of solarTermsOfYear(y)) {
      if (!t.jie) continue;
      // Hold each 節 until the next one shows it is the last one at or before jdUt (or a later one).
      if (held && (t.jdUt > jdUt || held.jdUt > jdUt)) yield held;
      held = t;
    }
  }
}

function period(p: Pillar, startJdUt: number, endJdUt: number, dayMaster: Stem) {
  return {
    ...refOf(p),
    startJdUt,
    startUtc: isoOfMs(unixMsFromJdUt(startJdUt)),
    endJdUt,
    endUtc: isoOfMs(unixMsFromJdUt(endJdUt)),
    tenGod: tenGod(dayMaster, p.stem),
  };
}

/**
 * The BaZi side of a transit window [fromJdUt, toJdUt): the luck pillars (大運) in force with their exact
 * handovers, the annual pillars (流年) from each 立春 and the monthly pillars (流月) from each 節 (instants from the
 * solar-term table, the same ones the chart's year and month pillars are cut at), each with its ten god and its
 * relations: luck with the natal pillars; a year with the natal pillars and the luck pillar running at its 立春; a
 * month with the natal pillars and the luck and annual pillars running at its 節. Throws INVALID_OPTION unless
 * from < to, and OUT_OF_RANGE beyond the term table (1799–2201).
 */
export function baziTimeline(chart: BaziTimelineChart, fromJdUt: number, toJdUt: number): BaziTimeline {
  if (!(Number.isFinite(fromJdUt) && Number.isFinite(toJdUt) && toJdUt > fromJdUt)) {
    throw new CoreError('INVALID_OPTION', 'The window must end after it starts.', {
      from: String(fromJdUt),
      to: String(toJdUt),
    });
  }
  const dm = chart.bazi.dayMaster.stem;
  const natal = natalOf(chart);
  const schedule = luckSchedule(chart);
  const luckAt = (jdUt: number): Handover | null => {
    if (!schedule) return null;
    const i = schedule.indexAt(jdUt);
    return i < 0 ? null : schedule.at(i);
  };
  const luckNamed = (h: Handover | null): Named[] => (h ? [{ name: 'luck', ...h.pillar }] : []);
  const ctx = periodContext(chart.bazi, chart.settings.gender);
  const above = (h: Handover | null): Pillar[] => (h ? [h.pillar] : []);

  const luck: LuckPeriod[] = [];
  if (schedule) {
    for (let i = Math.max(0, schedule.indexAt(fromJdUt)); schedule.at(i).jdUt < toJdUt; i++) {
      const h = schedule.at(i);
      const next = schedule.at(i + 1);
      const l = h.local;
      luck.push({
        ...period(h.pillar, h.jdUt, next.jdUt, dm),
        startUtc: isoOfMs(h.utcMs),
        endUtc: isoOfMs(next.utcMs),
        relations: relationsOf('luck', [...natal, ...luckNamed(h)]),
        verdict: periodVerdict(ctx, 'luck', h.pillar),
        index: i,
        startLocal: `${pad(l.year, 4)}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}`,
        startAgeYears: Math.round((schedule.ageYears + 10 * i) * 10_000) / 10_000,
      });
    }
  }

  const years: YearPeriod[] = [];
  const first = surroundingJie(fromJdUt).previous;
  let y = first.key === 'minorCold' ? first.year - 1 : first.year;
  while (startOfSpring(y).jdUt > fromJdUt) y--;
  while (startOfSpring(y + 1).jdUt <= fromJdUt) y++;
  for (let start = startOfSpring(y); start.jdUt < toJdUt; y++) {
    const end = startOfSpring(y + 1);
    const p = pillarOf(y - 4);
    const running = luckAt(start.jdUt);
    years.push({
      ...period(p, start.jdUt, end.jdUt, dm),
      relations: relationsOf('annual', [...natal, ...luckNamed(running), { name: 'annual', ...p }]),
      verdict: yearVerdict(ctx, chart.bazi, y),
      year: y,
      luck: running ? refOf(running.pillar) : null,
    });
    start = end;
  }

  const months: MonthPeriod[] = [];
  const terms = jieFrom(fromJdUt);
  let term = terms.next().value as SolarTermInstant;
  while (term.jdUt < toJdUt) {
    const next = terms.next().value as SolarTermInstant;
    const { year, month } = yearAndMonthOfJie(term);
    const running = luckAt(term.jdUt);
    months.push({
      ...period(month, term.jdUt, next.jdUt, dm),
      relations: relationsOf('monthly', [
        ...natal,
        ...luckNamed(running),
        { name: 'annual', ...year },
        { name: 'monthly', ...month },
      ]),
      verdict: periodVerdict(ctx, 'month', month, [...above(running), year]),
      term: term.key,
      luck: running ? refOf(running.pillar) : null,
      year: refOf(year),
    });
    term = next;
  }

  return {
    fromJdUt,
    toJdUt,
    luckDirection: schedule?.direction ?? null,
    luck,
    years,
    months,
  };
}

/**
 * The birthplace's wall clock at an instant, as the chart reads its birth time: the tz database's offset, or local
 * mean time from the longitude before the zone's first transition; true solar time when the chart uses it.
 */
function birthplaceClock(chart: BaziTimelineChart, utcMs: number): ClockFields {
  const { lng } = chart.place;
  const offsetMinutes = birthplaceOffsetMinutes(chart, utcMs);
  if (chart.settings.trueSolarTime) return trueSolarTime(utcMs, lng, offsetMinutes).clock;
  return clockOfMs(utcMs + offsetMinutes * MS_PER_MINUTE);
}

/** The birthplace's civil offset at an instant: the tz database's, or local mean time before its first transition. */
function birthplaceOffsetMinutes(chart: Pick<BaziTimelineChart, 'place'>, utcMs: number): number {
  const { tz, lng } = chart.place;
  const first = firstTransitionMs(tz);
  return first !== null && utcMs < first ? lng * 4 : zoneOffsetMinutes(tz, utcMs);
}

/** The birthplace's civil date (YYYY-MM-DD) at an instant, summer time included: how a calendar names that day. */
export function birthplaceDate(chart: Pick<BaziTimelineChart, 'place'>, utcMs: number): string {
  const c = clockOfMs(utcMs + birthplaceOffsetMinutes(chart, utcMs) * MS_PER_MINUTE);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/**
 * The day pillar (流日) in force at an instant at the birthplace, by the chart's own conventions: the birthplace's
 * civil clock (true solar time if the chart uses it), and its 子時 rule — under '23' the day turns at 23:00, under
 * 'midnight' at 00:00 — exactly as the chart's own day pillar was found. With its ten god and its relations with
 * the natal day pillar (for the "today for you" card).
 */
export function dayPillarAt(chart: BaziTimelineChart, jdUt: number): DayPillarAt {
  const clock = birthplaceClock(chart, unixMsFromJdUt(jdUt));
  const { day, lateZi } = dayAndHourPillars(clock, chart.settings.ziHour);
  const turned = lateZi && chart.settings.ziHour === '23';
  const d = turned ? clockOfMs(utcMsOfFields(clock.year, clock.month, clock.day + 1)) : clock;
  const natalDay = chart.bazi.day;
  const around = baziTimeline(chart, jdUt, jdUt + 1 / 1440);
  const luck = around.luck.find((l) => l.startJdUt <= jdUt);
  const year = around.years[0] as YearPeriod;
  const month = around.months[0] as MonthPeriod;
  const running: Pillar[] = [...(luck ? [luck] : []), year, month].map((x) => ({
    stem: x.stem,
    branch: x.branch,
  }));
  return {
    ...refOf(day),
    verdict: periodVerdict(periodContext(chart.bazi, chart.settings.gender), 'day', day, running),
    date: `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`,
    tenGod: tenGod(chart.bazi.dayMaster.stem, day.stem),
    relations: relationsOf('daily', [
      { name: 'day', stem: natalDay.stem, branch: natalDay.branch },
      { name: 'daily', ...day },
    ]),
  };
}
