/**
 * The BaZi side of a transit window against the 6tail libraries (tyme4ts, lunar-javascript; dev-only oracles, MIT),
 * fed as in src/core/bazi/oracle.test.ts: they assume Beijing time, so year and month pillars and term instants are
 * read at the UTC+8 clock of the true instant, and the day pillar at the birthplace's own wall clock.
 */

import { Solar } from 'lunar-javascript';
import {
  ChildLimit,
  DefaultChildLimitProvider,
  Gender,
  HeavenStem,
  LunarSect2EightCharProvider,
  ShouXingUtil,
  SixtyCycleYear,
  SolarTerm,
  SolarTime,
} from 'tyme4ts';
import { afterAll, describe, expect, it } from 'vitest';
import { type BaziChart, computeBazi } from '../bazi/bazi-chart';
import type { Gender as OurGender, ZiHourRule } from '../bazi/conventions';
import { SOLAR_TERMS, solarTermsOfYear } from '../bazi/solar-terms';
import type { Pillar } from '../bazi/stems-branches';
import { referenceChart } from '../chart/reference-chart';
import { isCoreError } from '../errors';
import { type BirthMoment, birthMoment } from '../time/birth-moment';
import { deltaTSeconds } from '../time/delta-t';
import { jdUtFromUnixMs } from '../time/julian-day';
import { wallTimeToInstant } from '../time/wall-time';
import {
  type BaziTimeline,
  type BaziTimelineChart,
  baziTimeline,
  dayPillarAt,
  type TimelinePeriod,
} from './bazi-timeline';

// ---------------------------------------------------------------------------------------------------------------
// Oracle plumbing (kept local: importing oracle.test.ts would run its 10,000 births)

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SCHOOL_B = new LunarSect2EightCharProvider();
const CHILD_LIMIT = new DefaultChildLimitProvider();

/** Our ten-god keys by the oracle's names (docs/bazi.md §7), typed in rather than taken from the engine. */
const TEN_GOD_KEY: Readonly<Record<string, string>> = {
  比肩: 'friend',
  劫财: 'robWealth',
  食神: 'eatingGod',
  伤官: 'hurtingOfficer',
  偏财: 'indirectWealth',
  正财: 'directWealth',
  七杀: 'sevenKillings',
  正官: 'directOfficer',
  偏印: 'indirectResource',
  正印: 'directResource',
};
/** The 24 terms in our order (小寒 first), as the oracle names them. */
const TERM_ZH =
  '小寒 大寒 立春 雨水 惊蛰 春分 清明 谷雨 立夏 小满 芒种 夏至 小暑 大暑 立秋 处暑 白露 秋分 寒露 霜降 立冬 小雪 大雪 冬至'.split(
    ' ',
  );

interface Clock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}
function clockAt(ms: number): Clock {
  const d = new Date(Math.round(ms / 1000) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
const beijingClock = (utcMs: number) => clockAt(utcMs + 8 * HOUR_MS);
const solarTime = (c: Clock) => SolarTime.fromYmdHms(c.year, c.month, c.day, c.hour, c.minute, c.second);

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Wall clock of an instant in an IANA zone, read by the platform (not by the engine). */
function wallIn(tz: string, utcMs: number): Clock {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((x) => [x.type, Number(x.value)]));
  return {
    year: p.year as number,
    month: p.month as number,
    day: p.day as number,
    hour: p.hour as number,
    minute: p.minute as number,
    second: p.second as number,
  };
}

/** Instant (UT ms) of an oracle term: tyme4ts counts its Julian Day on the Beijing clock. */
const tymeTermUtcMs = (t: SolarTerm) => (t.getJulianDay().getDay() - 2440587.5) * DAY_MS - 8 * HOUR_MS;

/** Year and month pillars of both oracles at an instant (Beijing clock). */
function oracleYearMonth(utcMs: number): { tyme: string; lunar: string } {
  const b = beijingClock(utcMs);
  const t = SCHOOL_B.getEightChar(solarTime(b).getLunarHour());
  const l = Solar.fromYmdHms(b.year, b.month, b.day, b.hour, b.minute, b.second).getLunar().getEightChar();
  return {
    tyme: `${t.getYear().getName()} ${t.getMonth().getName()}`,
    lunar: `${l.getYear()} ${l.getMonth()}`,
  };
}

/** The oracle's ten god of a stem against a day master. */
function oracleTenGod(dayMaster: string, stem: string): string | undefined {
  return TEN_GOD_KEY[HeavenStem.fromName(dayMaster).getTenStar(HeavenStem.fromName(stem)).getName()];
}

/** Mulberry32: a small fixed-seed PRNG, so every run draws the same births and windows. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ZONES: readonly (readonly [string, number])[] = [
  ['Asia/Shanghai', 121.47],
  ['Asia/Tokyo', 139.69],
  ['Asia/Kolkata', 88.36],
  ['Europe/London', -0.13],
  ['Europe/Berlin', 13.4],
  ['America/New_York', -74.01],
  ['America/Los_Angeles', -118.24],
  ['America/St_Johns', -52.71],
  ['Australia/Sydney', 151.21],
  ['Pacific/Auckland', 174.76],
];

const jdOf = (iso: string) => jdUtFromUnixMs(Date.parse(iso));
const msOfJd = (jd: number) => (jd - 2440587.5) * DAY_MS;
const text = (periods: readonly TimelinePeriod[]) => periods.map((p) => p.pillar);

/** The timeline's view of a chart built from a birth moment (what computeChart carries, without the sky). */
function chartOf(
  m: BirthMoment,
  date: string,
  time: string,
  tz: string,
  lng: number,
  gender: OurGender | undefined,
  ziHour: ZiHourRule = 'midnight',
  trueSolarTime = false,
): BaziTimelineChart & { bazi: BaziChart } {
  const bazi: BaziChart = computeBazi(m, lng, {
    ziHour,
    trueSolarTime,
    hiddenStems: 'chinese',
    ...(gender ? { gender } : {}),
  });
  return { bazi, local: { date, time }, place: { tz, lng }, settings: { ziHour, trueSolarTime } };
}

/** Every list sorted, gap-free, its first entry in force at `from` and its last one starting before `to`. */
function expectWellFormed(t: BaziTimeline, bad: string[], label: string): void {
  for (const [name, list] of [
    ['years', t.years],
    ['months', t.months],
    ['luck', t.luck],
  ] as const) {
    if (list.length === 0) {
      if (name !== 'luck') bad.push(`${label} ${name}: empty`);
      continue;
    }
    const first = list[0] as TimelinePeriod;
    const last = list[list.length - 1] as TimelinePeriod;
    const firstOk = name === 'luck' && first.startJdUt > t.fromJdUt ? t.luck[0]?.index === 0 : true;
    if (!firstOk || first.endJdUt <= t.fromJdUt || (name !== 'luck' && first.startJdUt > t.fromJdUt))
      bad.push(`${label} ${name}: first entry not in force at from`);
    if (last.startJdUt >= t.toJdUt || last.endJdUt < t.toJdUt) bad.push(`${label} ${name}: last entry`);
    list.forEach((p, i) => {
      const next = list[i + 1];
      if (next && next.startJdUt !== p.endJdUt) bad.push(`${label} ${name} ${i}: gap or overlap`);
      if (p.startUtc !== new Date(Math.round(msOfJd(p.startJdUt))).toISOString())
        bad.push(`${label} ${name} ${i}: startUtc ≠ startJdUt`);
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Figures printed once at the end

const figures = {
  births: 0,
  windows: 0,
  years: 0,
  months: 0,
  luck: 0,
  luckSkippedNearTerm: 0,
  luckDigitStraddles: 0,
  maxTermRawSec: 0,
  maxTermAlignedSec: 0,
  maxLuckDeltaH: 0,
  maxLuckResidualMin: 0,
  days: 0,
  ms: 0,
};
afterAll(() => {
  console.log(
    `bazi-timeline oracle: ${figures.births} births, ${figures.windows} windows; ${figures.years} 流年, ` +
      `${figures.months} 流月 (term max |Δ| ${figures.maxTermRawSec.toFixed(1)} s, ` +
      `${figures.maxTermAlignedSec.toFixed(1)} s with ΔT aligned); ${figures.luck} 大運 handovers ` +
      `(max |Δ| ${figures.maxLuckDeltaH.toFixed(2)} h, ${figures.maxLuckResidualMin.toFixed(1)} min once the counts ` +
      `are taken out, ${figures.luckDigitStraddles} with a count digit straddled, ` +
      `${figures.luckSkippedNearTerm} births near a 節 skipped); ${figures.days} day pillars; ` +
      `${(figures.ms / 1000).toFixed(1)} s`,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// 1. A known chart, checked by hand

describe('the reference birth 1990-05-15 14:30 Tokyo (庚午 辛巳 庚辰 癸未, male, forward)', () => {
  const chart = referenceChart();
  const year2027 = baziTimeline(chart, jdOf('2027-01-01T00:00:00Z'), jdOf('2028-01-01T00:00:00Z'));

  it('luck: 甲申 running at from, 乙酉 handed over inside, at the chart’s own start clock read as JST', () => {
    expect(year2027.luckDirection).toBe('forward');
    expect(text(year2027.luck)).toEqual(['甲申', '乙酉']);
    expect(year2027.luck.map((p) => p.index)).toEqual([2, 3]);
    const start = chart.bazi.luck?.start.local as string; // the first pillar's start on the Tokyo clock
    expect(year2027.luck[0]?.startLocal).toBe(start.replace(/^1997/, '2017'));
    expect(year2027.luck[1]?.startLocal).toBe(start.replace(/^1997/, '2027'));
    // Tokyo had no DST then: the handover is the local clock minus 9 h.
    expect(year2027.luck[1]?.startUtc).toBe(
      new Date(Date.parse(`${start.replace(/^1997/, '2027')}:00Z`) - 9 * HOUR_MS).toISOString(),
    );
    expect(year2027.luck[1]?.startLocal.slice(0, 10)).toBe(chart.bazi.luck?.pillars[3]?.startDate);
    // 庚 (yang metal) controls wood: 甲 (yang) indirect wealth, 乙 (yin) direct wealth.
    expect(year2027.luck.map((p) => p.tenGod)).toEqual(['indirectWealth', 'directWealth']);
    // 乙酉: 乙庚 combine (metal) with the year and day stems, 辰酉 six harmony with the day branch.
    const rel = year2027.luck[1]?.relations.map((r) => `${r.kind} ${r.pillars.join('+')} ${r.chars}`);
    expect(rel).toContain('stemCombination luck+year 乙庚');
    expect(rel).toContain('stemCombination luck+day 乙庚');
    expect(rel).toContain('sixHarmony luck+day 酉辰');
  });

  it('years: 丙午 until 立春 2027 (inside the window), then 丁未', () => {
    expect(text(year2027.years)).toEqual(['丙午', '丁未']);
    expect(year2027.years.map((y) => y.year)).toEqual([2026, 2027]);
    const [y2026, y2027] = year2027.years;
    expect(y2026?.startJdUt).toBeLessThan(year2027.fromJdUt);
    // 立春 2027: 2027-02-04 ~01:46 UT (10:46 JST).
    expect(y2027?.startUtc.slice(0, 16)).toBe('2027-02-04T01:46');
    // 丙 (yang fire) controls 庚: seven killings; 丁 (yin): direct officer.
    expect(year2027.years.map((y) => y.tenGod)).toEqual(['sevenKillings', 'directOfficer']);
    // 丁未 against 庚午 辛巳 庚辰 癸未: 丁癸 stem clash with the hour, 午未 six harmony with the year branch.
    const rel = y2027?.relations.map((r) => `${r.kind} ${r.pillars.join('+')} ${r.chars}`);
    expect(rel).toContain('stemClash annual+hour 丁癸');
    expect(rel).toContain('sixHarmony annual+year 未午');
    expect(y2027?.luck?.pillar).toBe('甲申');
    for (const r of y2027?.relations ?? []) expect(r.pillars).toContain('annual');
  });

  it('months: 庚子 running at from, then each 節 to 大雪 2027; 壬寅 opens with the year at the same 立春', () => {
    expect(text(year2027.months)).toEqual([
      '庚子',
      '辛丑',
      '壬寅',
      '癸卯',
      '甲辰',
      '乙巳',
      '丙午',
      '丁未',
      '戊申',
      '己酉',
      '庚戌',
      '辛亥',
      '壬子',
    ]);
    expect(year2027.months.map((m) => m.term).slice(0, 3)).toEqual([
      'majorSnow',
      'minorCold',
      'startOfSpring',
    ]);
    const yin = year2027.months[2];
    expect(yin?.startJdUt).toBe(year2027.years[1]?.startJdUt);
    expect(yin?.year.pillar).toBe('丁未');
    expect(year2027.months[1]?.year.pillar).toBe('丙午'); // 小寒 2027 still in the 丙午 year
    // 壬 against 庚: eating god; 庚子: friend.
    expect(yin?.tenGod).toBe('eatingGod');
    expect(year2027.months[0]?.tenGod).toBe('friend');
    // 壬寅 with the luck 甲申, the year 丁未 and the natal month 辛巳: 寅申 clash with the luck pillar, 丁壬 combine
    // (wood) with the year, and the full 寅巳申 punishment (so no separate 寅巳 pair).
    const rel = yin?.relations.map((r) => `${r.kind} ${r.pillars.join('+')} ${r.chars}`);
    expect(rel).toContain('clash luck+monthly 申寅');
    expect(rel).toContain('stemCombination annual+monthly 丁壬');
    expect(rel).toContain('punishment luck+monthly+month 申寅巳');
    expect(rel).not.toContain('punishment monthly+month 寅巳');
    expect(yin?.relations.find((r) => r.kind === 'stemCombination')?.element).toBe('wood');
    for (const r of yin?.relations ?? []) expect(r.pillars).toContain('monthly');
  });

  it('a window starting mid-month and mid-luck, ten days before the handover', () => {
    const t = baziTimeline(chart, jdOf('2027-08-01T00:00:00Z'), jdOf('2027-09-01T00:00:00Z'));
    expect(text(t.luck)).toEqual(['甲申', '乙酉']);
    expect(text(t.years)).toEqual(['丁未']);
    expect(text(t.months)).toEqual(['丁未', '戊申']);
    expect(t.months[0]?.term).toBe('minorHeat');
    expect(t.months[1]?.luck?.pillar).toBe('甲申'); // 立秋 (Aug 7) comes before the handover (Aug 10)
    expect(t.luck[1]?.startJdUt).toBeGreaterThan(t.months[1]?.startJdUt as number);
  });

  it('a window in childhood begins before the first luck pillar', () => {
    const t = baziTimeline(chart, jdOf('1990-06-01T00:00:00Z'), jdOf('2001-01-01T00:00:00Z'));
    expect(text(t.luck)).toEqual(['壬午']);
    expect(t.luck[0]?.index).toBe(0);
    expect(t.luck[0]?.startLocal).toBe(chart.bazi.luck?.start.local);
    expect(t.luck[0]?.startJdUt).toBeGreaterThan(t.fromJdUt);
    expect(t.years[0]?.luck).toBeNull();
    expect(t.months[0]?.luck).toBeNull();
    expect(t.years.length).toBe(11); // 庚午 (1990) … 庚辰 (2000)
  });

  it('luck pillars beyond the chart’s ten keep stepping on; no gender gives no luck list', () => {
    const t = baziTimeline(chart, jdOf('2095-01-01T00:00:00Z'), jdOf('2105-01-01T00:00:00Z'));
    expect(t.luck.map((p) => p.index)).toEqual([9, 10]);
    expect(text(t.luck)).toEqual(['辛卯', '壬辰']);
    const noGender = { ...chart, bazi: { ...chart.bazi, luck: null } };
    const n = baziTimeline(noGender, jdOf('2027-01-01T00:00:00Z'), jdOf('2028-01-01T00:00:00Z'));
    expect(n.luck).toEqual([]);
    expect(n.luckDirection).toBeNull();
    expect(n.years[1]?.luck).toBeNull();
    expect(text(n.months)).toEqual(text(year2027.months));
  });

  it('windows that start or end exactly at a 節: the 節 opens its month, the end is exclusive', () => {
    for (const term of solarTermsOfYear(2030).filter((x) => x.jie)) {
      const after = baziTimeline(chart, term.jdUt, term.jdUt + 0.01);
      expect(after.months.map((m) => [m.term, m.startJdUt])).toEqual([[term.key, term.jdUt]]);
      const before = baziTimeline(chart, term.jdUt - 0.01, term.jdUt);
      expect(before.months.length).toBe(1);
      expect(before.months[0]?.endJdUt).toBe(term.jdUt);
      if (term.key === 'startOfSpring') {
        expect(after.years.map((y) => `${y.year} ${y.pillar}`)).toEqual(['2030 庚戌']);
        expect(before.years.map((y) => `${y.year} ${y.pillar}`)).toEqual(['2029 己酉']);
      }
    }
  });

  it('refuses a window that does not end after it starts', () => {
    const from = jdOf('2027-01-01T00:00:00Z');
    for (const to of [from, from - 1, Number.NaN]) {
      try {
        baziTimeline(chart, from, to);
        expect.unreachable();
      } catch (e) {
        expect(isCoreError(e) && e.code).toBe('INVALID_OPTION');
      }
    }
  });

  it('the day pillar of an instant: 甲戌 meets the natal 庚辰 with 甲庚 and 辰戌 clashes', () => {
    // 2026-12-26 is 甲戌 by lunar-javascript.
    expect(Solar.fromYmdHms(2026, 12, 26, 12, 0, 0).getLunar().getEightChar().getDay()).toBe('甲戌');
    const d = dayPillarAt(chart, jdOf('2026-12-26T03:00:00Z'));
    expect(d).toMatchObject({ pillar: '甲戌', date: '2026-12-26', tenGod: 'indirectWealth' });
    expect(d.relations.map((r) => `${r.kind} ${r.pillars.join('+')} ${r.chars}`)).toEqual([
      'stemClash daily+day 甲庚',
      'clash daily+day 戌辰',
    ]);
    // The natal day itself: 辰辰 punishes itself (自刑).
    expect(dayPillarAt(chart, jdOf('2027-01-01T03:00:00Z')).relations.map((r) => r.kind)).toEqual([
      'selfPunishment',
    ]);
    // 23:30 JST on 2026-12-25: still 癸酉 under the midnight school, already 甲戌 under the 23:00 rule.
    const late = jdOf('2026-12-25T14:30:00Z');
    expect(dayPillarAt(chart, late)).toMatchObject({ pillar: '癸酉', date: '2026-12-25' });
    const schoolA = { ...chart, settings: { ...chart.settings, ziHour: '23' as const } };
    expect(dayPillarAt(schoolA, late)).toMatchObject({ pillar: '甲戌', date: '2026-12-26' });
    // True solar time in Tokyo (139.65° E) runs ~19 min ahead of JST (the equation of time is ~0 on Dec 25):
    // 23:50 JST is already past true solar midnight.
    const solar = { ...chart, settings: { ...chart.settings, trueSolarTime: true } };
    const late50 = jdOf('2026-12-25T14:50:00Z');
    expect(dayPillarAt(chart, late50).pillar).toBe('癸酉');
    expect(dayPillarAt(solar, late50)).toMatchObject({ pillar: '甲戌', date: '2026-12-26' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Random births and windows against the oracles

/**
 * Term instants: ours come from the engine's solar-term table with the app's ΔT, tyme4ts's from 寿星天文历 with its
 * own ΔT. Before 2060 they agree within 60 s; later the two ΔT extrapolations part (up to ~2 min by 2100, measured
 * in oracle.test.ts), so there the raw bound is 130 s and the 1-minute bound holds once the ΔT models are aligned.
 */
function checkTermInstant(
  ours: TimelinePeriod,
  key: string,
  year: number,
  bad: string[],
  what: string,
): void {
  const k = SOLAR_TERMS.findIndex((t) => t.key === key);
  const term = SolarTerm.fromIndex(year, k + 1); // tyme4ts: 0 = the previous 冬至, 1 = 小寒
  if (term.getName() !== TERM_ZH[k]) bad.push(`${what}: term ${term.getName()} ≠ ${TERM_ZH[k]}`);
  const rawSec = (msOfJd(ours.startJdUt) - tymeTermUtcMs(term)) / 1000;
  const gapSec =
    ShouXingUtil.dtCalc((ours.startJdUt - 2451545) / 365.2425 + 2000) - deltaTSeconds(ours.startJdUt);
  const alignedSec = rawSec - gapSec;
  figures.maxTermRawSec = Math.max(figures.maxTermRawSec, Math.abs(rawSec));
  figures.maxTermAlignedSec = Math.max(figures.maxTermAlignedSec, Math.abs(alignedSec));
  const rawBound = year < 2060 ? 60 : 130;
  if (Math.abs(rawSec) > rawBound) bad.push(`${what}: ${TERM_ZH[k]} Δ ${rawSec.toFixed(1)} s > ${rawBound}`);
  if (Math.abs(alignedSec) > 60) bad.push(`${what}: ${TERM_ZH[k]} Δ ${alignedSec.toFixed(1)} s, ΔT aligned`);
}

/** 流年 and 流月: pillars, running year, ten gods and start instants. */
function checkYearsAndMonths(t: BaziTimeline, dayMaster: string, bad: string[], label: string): void {
  for (const y of t.years) {
    figures.years++;
    const what = `${label} 流年 ${y.year}`;
    const mid = (msOfJd(y.startJdUt) + msOfJd(y.endJdUt)) / 2;
    const o = oracleYearMonth(mid);
    if (o.tyme.slice(0, 2) !== y.pillar || o.lunar.slice(0, 2) !== y.pillar)
      bad.push(`${what}: ${y.pillar} ≠ ${o.tyme} / ${o.lunar}`);
    if (SixtyCycleYear.fromYear(y.year).getSixtyCycle().getName() !== y.pillar)
      bad.push(`${what}: year name`);
    if (oracleTenGod(dayMaster, y.stem) !== y.tenGod) bad.push(`${what}: ten god ${y.tenGod}`);
    checkTermInstant(y, 'startOfSpring', y.year, bad, what);
  }
  for (const m of t.months) {
    figures.months++;
    const termYear = new Date(msOfJd(m.startJdUt) + 8 * HOUR_MS).getUTCFullYear();
    const what = `${label} 流月 ${m.startUtc}`;
    const mid = (msOfJd(m.startJdUt) + msOfJd(m.endJdUt)) / 2;
    const o = oracleYearMonth(mid);
    const ours = `${m.year.pillar} ${m.pillar}`;
    if (o.tyme !== ours || o.lunar !== ours) bad.push(`${what}: ${ours} ≠ ${o.tyme} / ${o.lunar}`);
    if (oracleTenGod(dayMaster, m.stem) !== m.tenGod) bad.push(`${what}: ten god ${m.tenGod}`);
    checkTermInstant(m, m.term, termYear, bad, what);
  }
}

interface Birth {
  m: BirthMoment;
  chart: BaziTimelineChart & { bazi: BaziChart };
  gender: OurGender;
  tz: string;
  lng: number;
  /** Within 2 minutes of a 節 (ours or the oracle's): the month pillar, hence the luck pillars, may differ. */
  nearTerm: boolean;
}

/** A luck start as a total in luck days (1 year = 360, 1 month = 30; a luck day is one calendar day of life). */
const luckDays = (y: number, mo: number, d: number, h: number, mi: number) =>
  y * 360 + mo * 30 + d + h / 24 + mi / 1440;

/** The zone's offset at an instant, minutes, read by the platform (to tell a DST change between two instants). */
function platformOffsetMin(tz: string, ms: number): number {
  const w = wallIn(tz, ms);
  return (
    (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.round(ms / 1000) * 1000) / 60_000
  );
}

/**
 * 大運 against tyme4ts's ChildLimit (its default, second-exact provider). Pillars and ten gods must match.
 *
 * The handover is compared with the oracle's own: tyme4ts's counts (years … minutes to the first handover), plus
 * 10 years a decade, added by tyme4ts's own calendar arithmetic to the birthplace's wall clock and read back to UT
 * in the birthplace's zone. The counts differ from ours only through the term instants (the two term tables part
 * by up to ~2 min, i.e. up to ~0.2 luck days, the tolerance oracle.test.ts already allows on the start) and the
 * libraries' own rounding of the last minutes; since a luck day is a calendar day, the handovers then differ by
 * that count difference (up to ~5 h), which is checked (≤ 0.2 d), and taken out before the tight comparison:
 * what remains must be within 2 minutes (the minute rounding), or an hour more across a DST change. When the count
 * difference straddles a month or year digit (2 months 29 days 23 h against 3 months), 30-day luck months meet
 * calendar months of 28–31 days and the clocks may land up to 3 days apart: such handovers get 3.2 days, counted.
 */
function checkLuck(b: Birth, t: BaziTimeline, bad: string[], label: string): void {
  if (t.luck.length === 0) return;
  if (b.nearTerm) {
    figures.luckSkippedNearTerm++;
    return;
  }
  const cl = ChildLimit.fromSolarTime(
    solarTime(beijingClock(b.m.utcMs)),
    b.gender === 'male' ? Gender.MAN : Gender.WOMAN,
  );
  if (t.luckDirection !== (cl.isForward() ? 'forward' : 'backward')) bad.push(`${label}: luck direction`);
  const s = b.chart.bazi.luck?.start as NonNullable<BaziChart['luck']>['start'];
  const countDeltaDays =
    luckDays(s.years, s.months, s.days, s.hours, s.minutes) -
    luckDays(cl.getYearCount(), cl.getMonthCount(), cl.getDayCount(), cl.getHourCount(), cl.getMinuteCount());
  if (Math.abs(countDeltaDays) > 0.2)
    bad.push(`${label}: luck start |Δ| ${countDeltaDays.toFixed(3)} luck days`);
  const straddles = s.years !== cl.getYearCount() || s.months !== cl.getMonthCount();
  const firstDecade = cl.getStartDecadeFortune();
  const dm = b.chart.bazi.dayMaster.stem;
  for (const p of t.luck) {
    figures.luck++;
    const what = `${label} 大運 ${p.index}`;
    const oraclePillar = firstDecade.next(p.index).getSixtyCycle().getName();
    if (oraclePillar !== p.pillar) bad.push(`${what}: ${p.pillar} ≠ ${oraclePillar}`);
    if (oracleTenGod(dm, p.stem) !== p.tenGod) bad.push(`${what}: ten god ${p.tenGod}`);
    const end = CHILD_LIMIT.next(
      solarTime(b.m.wall),
      cl.getYearCount() + 10 * p.index,
      cl.getMonthCount(),
      cl.getDayCount(),
      cl.getHourCount(),
      cl.getMinuteCount(),
      0,
    ).getEndTime();
    const oracleMs = wallTimeToInstant(
      {
        year: end.getYear(),
        month: end.getMonth(),
        day: end.getDay(),
        hour: end.getHour(),
        minute: end.getMinute(),
      },
      b.tz,
      b.lng,
    ).utcMs;
    const ourMs = msOfJd(p.startJdUt);
    const deltaMs = ourMs - oracleMs;
    const residualMin = Math.abs(deltaMs - countDeltaDays * DAY_MS) / MINUTE_MS;
    const dstMin = Math.abs(platformOffsetMin(b.tz, ourMs) - platformOffsetMin(b.tz, oracleMs));
    const where = `handover ${p.startUtc} vs ${new Date(oracleMs).toISOString()}`;
    if (straddles) {
      figures.luckDigitStraddles++;
      if (Math.abs(deltaMs) > 3.2 * DAY_MS) bad.push(`${what}: ${where}`);
      continue;
    }
    figures.maxLuckDeltaH = Math.max(figures.maxLuckDeltaH, Math.abs(deltaMs) / HOUR_MS);
    figures.maxLuckResidualMin = Math.max(figures.maxLuckResidualMin, residualMin);
    if (Math.abs(deltaMs) > 0.2 * DAY_MS) bad.push(`${what}: ${where}`);
    if (residualMin > 2 + dstMin)
      bad.push(`${what}: ${where}, ${residualMin.toFixed(1)} min beyond the counts`);
  }
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const FIRST_DAY_MS = Date.UTC(1900, 0, 1);
const LAST_DAY_MS = Date.UTC(2099, 11, 31);

function randomBirth(rnd: () => number): Birth {
  for (;;) {
    const d = new Date(FIRST_DAY_MS + Math.floor(rnd() * ((LAST_DAY_MS - FIRST_DAY_MS) / DAY_MS)) * DAY_MS);
    const minute = Math.floor(rnd() * 1440);
    const [tz, lng] = ZONES[Math.floor(rnd() * ZONES.length)] as readonly [string, number];
    const gender: OurGender = rnd() < 0.5 ? 'male' : 'female';
    const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const time = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
    const m = birthMoment(date, time, tz, lng);
    if (m.timeNote) continue; // a DST gap or fold: the wall clock is not one instant
    const chart = chartOf(m, date, time, tz, lng, gender);
    const b = beijingClock(m.utcMs);
    let term = solarTime(b).getTerm();
    if (!term.isJie()) term = term.next(-1);
    const near = [
      Date.parse(chart.bazi.terms.previous.utc),
      Date.parse(chart.bazi.terms.next.utc),
      tymeTermUtcMs(term),
      tymeTermUtcMs(term.next(2)),
    ].some((t) => Math.abs(m.utcMs - t) < 2 * MINUTE_MS);
    return { m, chart, gender, tz, lng, nearTerm: near };
  }
}

const BIRTHS = 64;
const SEED = 0xba21;

describe('random births and windows 1900–2100 vs tyme4ts and lunar-javascript', () => {
  it(`${BIRTHS} births, a random window and one around a luck handover each`, () => {
    const t0 = performance.now();
    const rnd = mulberry32(SEED);
    const bad: string[] = [];
    let crossedSpring = 0;
    let handoverWindows = 0;
    for (let n = 0; n < BIRTHS; n++) {
      const birth = randomBirth(rnd);
      figures.births++;
      const label = `${birth.chart.local.date} ${birth.chart.local.time} ${birth.tz} ${birth.gender}`;
      const dm = birth.chart.bazi.dayMaster.stem;
      // A window anywhere in 1900–2100 starting at a random minute (mid-month), 1 to 400 days long.
      const fromMs =
        FIRST_DAY_MS + Math.floor(rnd() * ((LAST_DAY_MS - FIRST_DAY_MS) / MINUTE_MS)) * MINUTE_MS;
      const lengthDays = 1 + Math.floor(rnd() * 400);
      // One around the handover of a random luck pillar that falls before 2100, starting mid-pillar.
      // The first luck pillar starts within 11 years of birth (3 days to the 節 = 1 year; 節 are ≤ 32 days apart).
      const first = baziTimeline(birth.chart, birth.m.jdUt, birth.m.jdUt + 11 * 365.25).luck[0];
      expect(first?.index).toBe(0);
      const k = Math.floor(rnd() * 8);
      const handoverJd = (first?.startJdUt as number) + k * 3652.5; // within a day or two of handover k
      const windows: [number, number][] = [[jdUtFromUnixMs(fromMs), jdUtFromUnixMs(fromMs) + lengthDays]];
      const aroundHandover = msOfJd(handoverJd) < LAST_DAY_MS - 400 * DAY_MS;
      if (aroundHandover) windows.push([handoverJd - 5 - rnd() * 200, handoverJd + 5 + rnd() * 200]);
      for (const [from, to] of windows) {
        figures.windows++;
        const w = `${label} [${new Date(msOfJd(from)).toISOString()}, +${(to - from).toFixed(1)} d)`;
        const t = baziTimeline(birth.chart, from, to);
        expectWellFormed(t, bad, w);
        checkYearsAndMonths(t, dm, bad, w);
        checkLuck(birth, t, bad, w);
        if (t.years.length > 1) crossedSpring++;
        if (from !== windows[0]?.[0]) {
          handoverWindows++;
          const inside = t.luck.find((p) => p.index === k);
          if (!inside || inside.startJdUt < from) bad.push(`${w}: handover ${k} not inside the window`);
        }
      }
    }
    figures.ms += performance.now() - t0;
    expect({ count: bad.length, first: bad.slice(0, 12) }).toEqual({ count: 0, first: [] });
    expect(crossedSpring).toBeGreaterThan(BIRTHS / 4);
    expect(handoverWindows).toBeGreaterThan(BIRTHS / 2);
  });

  it('the chart’s ten luck pillars, their start dates and ages, as the timeline hands them over', () => {
    const rnd = mulberry32(SEED + 1);
    for (let n = 0; n < 40; n++) {
      const b = randomBirth(rnd);
      const luck = b.chart.bazi.luck as NonNullable<BaziChart['luck']>;
      luck.pillars.forEach((p, i) => {
        // Three days around the chart's start date: the handover is inside, so pillar i is listed.
        const noon = jdOf(`${p.startDate}T12:00:00Z`);
        if (noon > jdOf('2199-01-01T00:00:00Z')) return; // the term table ends in 2201
        const found = baziTimeline(b.chart, noon - 1.5, noon + 1.5).luck.find((x) => x.index === i);
        expect([found?.pillar, found?.startLocal.slice(0, 10), found?.startAgeYears, found?.tenGod]).toEqual([
          `${p.stem}${p.branch}`,
          p.startDate,
          p.startAgeYears,
          p.tenGod,
        ]);
      });
    }
  });

  it('day pillars of random instants 1970–2100 in both 子時 schools, as lunar-javascript at the local clock', () => {
    const t0 = performance.now();
    const rnd = mulberry32(SEED + 2);
    const bad: string[] = [];
    const birth = randomBirth(rnd);
    const start = Date.UTC(1970, 0, 1);
    for (let n = 0; n < 400; n++) {
      const ms = start + Math.floor(rnd() * ((LAST_DAY_MS - start) / MINUTE_MS)) * MINUTE_MS;
      const [tz, lng] = ZONES[n % ZONES.length] as readonly [string, number];
      const local = wallIn(tz, ms);
      const ec = Solar.fromYmdHms(local.year, local.month, local.day, local.hour, local.minute, local.second)
        .getLunar()
        .getEightChar();
      for (const zi of ['midnight', '23'] as const) {
        figures.days++;
        const chart = { ...birth.chart, place: { tz, lng }, settings: { ziHour: zi, trueSolarTime: false } };
        const ours = dayPillarAt(chart, jdUtFromUnixMs(ms));
        ec.setSect(zi === '23' ? 1 : 2);
        if (ours.pillar !== ec.getDay())
          bad.push(`${new Date(ms).toISOString()} ${tz} [${zi}]: ${ours.pillar} ≠ ${ec.getDay()}`);
        const turned = zi === '23' && local.hour === 23;
        const date = new Date(Date.UTC(local.year, local.month - 1, local.day + (turned ? 1 : 0)));
        if (ours.date !== date.toISOString().slice(0, 10)) bad.push(`${new Date(ms).toISOString()}: date`);
        if (oracleTenGod(birth.chart.bazi.dayMaster.stem, ours.stem) !== ours.tenGod) bad.push('day ten god');
        for (const r of ours.relations) if (r.pillars.join() !== 'daily,day') bad.push(`relation ${r.kind}`);
      }
    }
    figures.ms += performance.now() - t0;
    expect({ count: bad.length, first: bad.slice(0, 12) }).toEqual({ count: 0, first: [] });
  });
});

describe('every period of the timeline carries its one verdict', () => {
  it('each luck pillar, year, month and day is judged by periodVerdict with the pillars running above it', async () => {
    const { periodContext, periodVerdict, yearVerdict } = await import('../bazi/period-verdict');
    const chart = {
      ...chartOf(
        birthMoment('1990-05-15', '14:30', 'Asia/Tokyo', 139.6503),
        '1990-05-15',
        '14:30',
        'Asia/Tokyo',
        139.6503,
        'female',
      ),
    };
    const withGender = { ...chart, settings: { ...chart.settings, gender: 'female' as const } };
    const t = baziTimeline(withGender, jdOf('2026-12-01T00:00:00Z'), jdOf('2028-03-01T00:00:00Z'));
    const ctx = periodContext(chart.bazi, 'female');
    const p = (x: Pick<Pillar, 'stem' | 'branch'>): Pillar => ({ stem: x.stem, branch: x.branch });
    expect(t.years.map((y) => `${y.pillar}:${y.verdict.grade}`)).toHaveLength(3); // 丙午, 丁未, 戊申
    for (const y of t.years) {
      expect(y.verdict).toEqual(periodVerdict(ctx, 'year', p(y), y.luck ? [p(y.luck)] : []));
      expect(y.verdict).toEqual(yearVerdict(ctx, chart.bazi, y.year)); // what the BaZi page shows for that year
    }
    for (const m of t.months)
      expect(m.verdict).toEqual(
        periodVerdict(ctx, 'month', p(m), [...(m.luck ? [p(m.luck)] : []), p(m.year)]),
      );
    for (const l of t.luck) expect(l.verdict).toEqual(periodVerdict(ctx, 'luck', p(l)));
    // The female chart reads love through the officer: a year's areas are there.
    expect(t.years[0]?.verdict.areas).not.toBeNull();
    const day = dayPillarAt(withGender, jdOf('2027-03-10T03:00:00Z'));
    expect(day.verdict.kind).toBe('day');
    expect(day.verdict.signals.some((s) => s.kind === 'backdrop')).toBe(true);
  });
});
