import {
  ANGLES,
  type Angle,
  type AspectKind,
  CHART_BODIES,
  type ChartBody,
  type ChartPoint,
  type Sign,
} from '../astrology/vocabulary';
import { zodiacPosition } from '../astrology/zodiac';
import type { Gender } from '../bazi/conventions';
import { judgementOfChart, type StrengthLevel, type Structure } from '../bazi/judgement';
import type { PeriodVerdict } from '../bazi/period-verdict';
import type { ChartPillarName } from '../bazi/relations';
import { SHENSHA_KEYS, type ShenshaKey } from '../bazi/shensha';
import type { SolarTermKey } from '../bazi/solar-terms';
import type { Branch, Element, Stem } from '../bazi/stems-branches';
import type { TenGod } from '../bazi/ten-gods';
import type { UseGodReason } from '../bazi/use-god';
import type { ChartOutput } from '../chart/compute-chart';
import { type LunarBirth, lunarBirth } from '../lunar/lunar-birth';
import { unixMsFromJdUt } from '../time/julian-day';
import { baziTimeline } from '../transit/bazi-timeline';
import { houseTransits } from '../transit/house-transits';
import { natalTargets } from '../transit/natal-targets';
import { groupSeries, SLOW_BODIES, seriesInForce } from '../transit/transit-outlook';
import { scanTransits } from '../transit/transit-scan';
import type { MajorAspect, NatalTarget, TransitBody } from '../transit/transit-vocabulary';

/**
 * The facts the AI consultant may speak from (issue 11 §2): every position, house, aspect, pillar and period of the
 * person's chart that a question can touch, each with a short stable id the model cites and the claim checker looks
 * up. Data only: the screen renders it in the user's language; nothing here is worked out by the model.
 */

export type PillarName = 'year' | 'month' | 'day' | 'hour';

export type ChartFact =
  | {
      id: string;
      kind: 'position';
      body: ChartBody;
      sign: Sign;
      degree: number;
      minute: number;
      /** Null when the birth time is unknown. */
      house: number | null;
      retrograde: boolean;
    }
  /** The birth time is unknown (issue 17 §2): no angles, houses or hour pillar; the Moon's signs over that day. */
  | { id: string; kind: 'timeUnknown'; moonSigns: Sign[] }
  | { id: string; kind: 'angle'; angle: Angle; sign: Sign; degree: number; minute: number }
  | { id: string; kind: 'cusp'; house: number; sign: Sign; degree: number; minute: number }
  | {
      id: string;
      kind: 'aspect';
      a: ChartPoint;
      b: ChartPoint;
      type: AspectKind;
      orbDeg: number;
      applying: boolean;
    }
  | {
      id: string;
      kind: 'pillar';
      pillar: PillarName;
      stem: Stem;
      branch: Branch;
      /** Null for the day pillar's stem: it is the day master. */
      tenGod: TenGod | null;
      hiddenStems: { stem: Stem; tenGod: TenGod }[];
    }
  | {
      id: string;
      kind: 'dayMaster';
      stem: Stem;
      element: Element;
      polarity: 'yang' | 'yin';
      /** The one strength label (judgement.ts) and the side it leans to. */
      strength: StrengthLevel;
      side: 'strong' | 'weak';
      supportPercent: number;
      centralStar: TenGod;
    }
  | { id: string; kind: 'elements'; counts: Record<Element, number>; missing: Element[] }
  /** The birth in the lunar calendar (农历) and its animal by 立春 and by 春节 (lunar-birth.ts). */
  | ({ id: string; kind: 'lunar' } & LunarBirth)
  /** The chart's 神煞 with the pillars each falls on (shensha.ts): colour only, never a grade. */
  | { id: string; kind: 'shensha'; stars: { key: ShenshaKey; pillars: ChartPillarName[] }[] }
  /**
   * The chart's judgement as every page shows it (judgement.ts, issue 27): the five elements' roles (用神 … 閑神),
   * why the useful element was chosen, the strength label, and the chart's gender (whose 六親 the periods read).
   */
  | {
      id: string;
      kind: 'judgement';
      strength: StrengthLevel;
      side: 'strong' | 'weak';
      useful: Element;
      favourable: Element;
      unfavourable: Element;
      enemy: Element;
      idle: Element;
      reason: UseGodReason;
      /** False when the chart lacks its useful element (a period must bring it). */
      usefulInChart: boolean;
      /** Null when no gender was given: nothing gendered (spouse star, 男命 / 女命) may then be said. */
      gender: Gender | null;
      /** The structure (格局) the judgement card names: 建祿格, 月刃格, or the month's ten god's (七殺格 …). */
      structure: Structure;
    }
  | {
      id: string;
      kind: 'luck' | 'annual';
      /**
       * Which one: the period running on the date, or its neighbour (last year and next year; the next luck
       * pillar), so questions and statements about another period are answered and checked against that period.
       */
      when: 'previous' | 'current' | 'next';
      /** The date the facts were read for (UT): "current" is the period running then. */
      asOfUtc: string;
      stem: Stem;
      branch: Branch;
      tenGod: TenGod;
      startUtc: string;
      endUtc: string;
      /**
       * The period's one verdict (period-verdict.ts), as the BaZi page shows it: grade, the roles of its stem and
       * branch, and every signal behind the grade. The year's has the luck pillar running at its 立春 as backdrop.
       */
      verdict: PeriodVerdict;
    }
  /**
   * A month (流月, from its 節): last month, this month and the twelve ahead, so 来月, 再来月, "next spring" and a
   * month named by number are answered and checked against their own pillar and verdict.
   */
  | {
      id: string;
      kind: 'monthly';
      /**
       * Calendar months from the date's (UT): −1 last month, 0 this month, 1 next month … 12. Each is the 流月 whose
       * 節 falls in that calendar month, so in the days before a 節 this month's 流月 is about to begin and last
       * month's is still running.
       */
      offset: number;
      asOfUtc: string;
      stem: Stem;
      branch: Branch;
      tenGod: TenGod;
      startUtc: string;
      endUtc: string;
      /** Its verdict, with the luck and annual pillars running at its 節 above it (the transit page's 流月). */
      verdict: PeriodVerdict;
      /** The 節 that opens it. */
      term: SolarTermKey;
    }
  /**
   * A slow body's passage through the natal houses (birth time known): the house it is in on the date and every
   * cusp it crosses in the window, for house timing (Jupiter or Saturn through the 7th for partnership).
   */
  | {
      id: string;
      kind: 'houseTransit';
      transit: TransitBody;
      house: number;
      crossings: { utc: string; house: number; retrograde: boolean }[];
      windowUtc: [string, string];
    }
  | {
      id: string;
      kind: 'transit';
      transit: TransitBody;
      natal: NatalTarget;
      type: MajorAspect;
      /** The exact pass nearest the date, UT. */
      exactUtc: string;
      /** Every exact pass of this transit found in the window (a retrograde loop makes three), UT. */
      passesUtc: string[];
      /** The span searched for passes, UT: a date outside it cannot be checked against this fact. */
      windowUtc: [string, string];
      applying: boolean;
    };

const iso = (jdUt: number) => new Date(unixMsFromJdUt(jdUt)).toISOString();
/** Transits are looked for this many days either side of the date (a slow one's orb window fits inside). */
const TRANSIT_SPAN_DAYS = 400;
/** A year and a little: the window that holds last year's and next year's 立春 around the date. */
const YEAR_DAYS = 400;
/** The months ahead of this one that the facts hold: a season named from any date is inside them. */
const MONTHS_AHEAD = 12;

/** A month's id: `L.month` (this month), `L.month-previous`, `L.month-next`, else by its 節's month (`L.month-2027-03`). */
export function monthFactId(offset: number, startUtc: string): string {
  if (offset === 0) return 'L.month';
  if (offset === -1) return 'L.month-previous';
  if (offset === 1) return 'L.month-next';
  return `L.month-${startUtc.slice(0, 7)}`;
}

/**
 * The chart's facts as of `nowJdUt` (for the running luck pillar, year and transits). Ids: `P.sun`, `A.ascendant`,
 * `H7` (cusp), `X.sun-moon` (aspect), `B.year` … `B.hour`, `B.dayMaster`, `B.elements`, `B.judgement`, `L.luck`,
 * `L.annual` (each with its verdict), `L.month` … (monthFactId), `T.saturn-sun-square` (a slow transit in orb on the date).
 */
export function chartFacts(chart: ChartOutput, nowJdUt: number): ChartFact[] {
  const facts: ChartFact[] = [];
  if (chart.unknownTime) {
    const m = chart.unknownTime.moon;
    facts.push({
      id: 'U.time',
      kind: 'timeUnknown',
      moonSigns: m.startSign === m.endSign ? [m.startSign] : [m.startSign, m.endSign],
    });
  }
  for (const body of CHART_BODIES) {
    const p = chart.bodies[body];
    if (!p) continue;
    facts.push({
      id: `P.${body}`,
      kind: 'position',
      body,
      sign: p.sign,
      degree: p.degree,
      minute: p.minute,
      house: p.house,
      retrograde: p.retrograde,
    });
  }
  for (const angle of ANGLES) {
    const a = chart.angles?.[angle];
    if (a)
      facts.push({
        id: `A.${angle}`,
        kind: 'angle',
        angle,
        sign: a.sign,
        degree: a.degree,
        minute: a.minute,
      });
  }
  chart.houses?.cusps.forEach((lon, i) => {
    const { sign, degree, minute } = zodiacPosition(lon);
    facts.push({ id: `H${i + 1}`, kind: 'cusp', house: i + 1, sign, degree, minute });
  });
  for (const x of chart.aspects)
    facts.push({
      id: `X.${x.a}-${x.b}`,
      kind: 'aspect',
      a: x.a,
      b: x.b,
      type: x.type,
      orbDeg: x.orb,
      applying: x.applying,
    });

  const bazi = chart.bazi;
  // The one judgement every page renders (a chart stored under an older model is judged again, as the pages do).
  const judgement = judgementOfChart(bazi);
  for (const name of ['year', 'month', 'day', 'hour'] as const) {
    const p = bazi[name];
    if (!p) continue;
    facts.push({
      id: `B.${name}`,
      kind: 'pillar',
      pillar: name,
      stem: p.stem,
      branch: p.branch,
      tenGod: p.tenGod,
      hiddenStems: p.hiddenStems.map((h) => ({ stem: h.stem, tenGod: h.tenGod })),
    });
  }
  facts.push({
    id: 'B.dayMaster',
    kind: 'dayMaster',
    stem: bazi.dayMaster.stem,
    element: bazi.dayMaster.element,
    polarity: bazi.dayMaster.polarity,
    strength: judgement.strength.level,
    side: judgement.strength.side,
    supportPercent: judgement.strength.supportPercent,
    centralStar: bazi.centralStar,
  });
  // A chart stored before charts carried the lunar date reads it from its own date.
  const lunar = chart.lunar ?? lunarBirth(chart.local.date, bazi.year.branch);
  if (lunar) facts.push({ id: 'B.lunar', kind: 'lunar', ...lunar });
  const stars = SHENSHA_KEYS.flatMap((key) => {
    const on = (['year', 'month', 'day', 'hour'] as const).filter((p) =>
      bazi.shensha?.some((h) => h.key === key && h.pillar === p),
    );
    return on.length ? [{ key, pillars: [...on] }] : [];
  });
  if (stars.length) facts.push({ id: 'B.shensha', kind: 'shensha', stars });
  facts.push({
    id: 'B.elements',
    kind: 'elements',
    counts: { ...bazi.elements.counts },
    missing: [...bazi.elements.missing],
  });
  const e = judgement.elements;
  facts.push({
    id: 'B.judgement',
    kind: 'judgement',
    strength: judgement.strength.level,
    side: judgement.strength.side,
    useful: e.useful,
    favourable: e.favourable,
    unfavourable: e.unfavourable,
    enemy: e.enemy,
    idle: e.idle,
    reason: e.reason,
    usefulInChart: e.usefulInChart,
    gender: chart.settings.gender ?? null,
    structure: judgement.structure,
  });

  // The luck pillar and year running on the date, with the verdicts the BaZi page shows for them; then last year,
  // next year and the next luck pillar (the current ones first: a reader taking the first of a kind gets today's).
  const periods = baziTimeline(chart, nowJdUt - YEAR_DAYS, nowJdUt + YEAR_DAYS);
  const luck = periods.luck.find((l) => l.startJdUt <= nowJdUt && nowJdUt < l.endJdUt);
  const yearAt = periods.years.findIndex((y) => y.startJdUt <= nowJdUt && nowJdUt < y.endJdUt);
  const nextLuck = luck ? baziTimeline(chart, luck.endJdUt, luck.endJdUt + 1).luck.at(-1) : undefined;
  for (const [id, kind, when, p] of [
    ['L.luck', 'luck', 'current', luck],
    ['L.annual', 'annual', 'current', periods.years[yearAt]],
    ['L.annual-previous', 'annual', 'previous', yearAt > 0 ? periods.years[yearAt - 1] : undefined],
    ['L.annual-next', 'annual', 'next', yearAt >= 0 ? periods.years[yearAt + 1] : undefined],
    ['L.luck-next', 'luck', 'next', nextLuck && nextLuck !== luck ? nextLuck : undefined],
  ] as const) {
    if (p)
      facts.push({
        id,
        kind,
        when,
        asOfUtc: iso(nowJdUt),
        stem: p.stem,
        branch: p.branch,
        tenGod: p.tenGod,
        startUtc: p.startUtc,
        endUtc: p.endUtc,
        verdict: p.verdict,
      });
  }
  // Each month as people name it: 今月 / this month is the 流月 whose 節 falls in this calendar month (大雪 on 7
  // December opens December's 庚子), 来月 the next one's, and so on; every calendar month holds exactly one 節.
  const now = new Date(unixMsFromJdUt(nowJdUt));
  const monthKey = (k: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1)).toISOString().slice(0, 7);
  for (let offset = -1; offset <= MONTHS_AHEAD; offset++) {
    const m = periods.months.find((x) => x.startUtc.startsWith(monthKey(offset)));
    if (m)
      facts.push({
        id: monthFactId(offset, m.startUtc),
        kind: 'monthly',
        offset,
        asOfUtc: iso(nowJdUt),
        stem: m.stem,
        branch: m.branch,
        tenGod: m.tenGod,
        startUtc: m.startUtc,
        endUtc: m.endUtc,
        verdict: m.verdict,
        term: m.term,
      });
  }

  // The slow transits in orb on the date (the fast ones pass in days and say little about a question).
  const scan = scanTransits(natalTargets(chart), nowJdUt - TRANSIT_SPAN_DAYS, nowJdUt + TRANSIT_SPAN_DAYS);
  for (const s of seriesInForce(groupSeries(scan.hits), nowJdUt)) {
    if (!SLOW_BODIES.includes(s.transit)) continue;
    const nearest = s.passes.reduce((a, b) =>
      Math.abs(b.exactJdUt - nowJdUt) < Math.abs(a.exactJdUt - nowJdUt) ? b : a,
    );
    facts.push({
      id: `T.${s.transit}-${s.natal}-${s.type}`,
      kind: 'transit',
      transit: s.transit,
      natal: s.natal,
      type: s.type,
      exactUtc: iso(nearest.exactJdUt),
      passesUtc: s.passes.map((p) => iso(p.exactJdUt)),
      windowUtc: [iso(nowJdUt - TRANSIT_SPAN_DAYS), iso(nowJdUt + TRANSIT_SPAN_DAYS)],
      applying: s.passes.some((p) => p.exactJdUt >= nowJdUt),
    });
  }
  // The slow bodies' natal houses and cusp crossings (houses need the birth time).
  const cusps = chart.houses?.cusps;
  if (cusps && !chart.unknownTime)
    for (const h of houseTransits(
      SLOW_BODIES as readonly TransitBody[],
      cusps,
      nowJdUt,
      nowJdUt - TRANSIT_SPAN_DAYS,
      nowJdUt + TRANSIT_SPAN_DAYS,
    ))
      facts.push({
        id: `T.${h.body}-house`,
        kind: 'houseTransit',
        transit: h.body as TransitBody,
        house: h.house,
        crossings: h.crossings.map((c) => ({ utc: iso(c.jdUt), house: c.house, retrograde: c.retrograde })),
        windowUtc: [iso(nowJdUt - TRANSIT_SPAN_DAYS), iso(nowJdUt + TRANSIT_SPAN_DAYS)],
      });
  return facts;
}
