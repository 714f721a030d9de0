import type { Sign } from '../astrology/vocabulary';
import { norm360, zodiacPosition } from '../astrology/zodiac';
import type { FortuneGrade } from '../bazi/fortune';
import type { PeriodSignal } from '../bazi/period-verdict';
import type { TenGod } from '../bazi/ten-gods';
import { houseOf } from '../ephemeris/houses';
import {
  baziTimeline,
  type DayPillarAt,
  dayPillarAt,
  type LuckPeriod,
  type YearPeriod,
} from './bazi-timeline';
import { lonDegAt } from './body-track';
import { contactsAt, type TransitContact } from './contacts-at';
import { natalTargets } from './natal-targets';
import type { TransitChart } from './transit-analysis';

/** How the day's grade leans, for the advice sentence. */
export type DayTone = 'up' | 'even' | 'down';

/**
 * The daily reading as sentences, each a message the UI words (src/shared/today/daily-text.ts): which ones and with
 * what is decided here, from the one verdict of the day and the sky of the instant, never by the page.
 */
export type DailySentence =
  | { kind: 'day'; pillar: string; tenGod: TenGod; grade: FortuneGrade }
  | { kind: 'advice'; tenGod: TenGod; tone: DayTone }
  | { kind: 'why'; signal: PeriodSignal }
  | { kind: 'transit'; contact: TransitContact }
  | { kind: 'quiet' }
  | { kind: 'moon'; sign: Sign; house: number | null };

export interface DailyReading {
  jdUt: number;
  /** The 流日 with its verdict (the same object the Today card, the grid and the consultant read). */
  day: DayPillarAt;
  /** The 流年 and the 大運 in force (null before the first luck pillar), with their verdicts. */
  year: YearPeriod;
  luck: LuckPeriod | null;
  /** Transits in orb at the instant, strongest first (the transit report's "in orb" for the same date). */
  contacts: TransitContact[];
  moon: { sign: Sign; house: number | null; lonDeg: number };
  /** Three to five sentences. */
  sentences: DailySentence[];
}

const toneOf = (g: FortuneGrade): DayTone =>
  g === '大吉' || g === '吉' ? 'up' : g === '凶' ? 'down' : 'even';

/** The verdict's weightiest reason of its own (not the month above it): what the "why" sentence says. */
function leadingSignal(day: DayPillarAt): PeriodSignal | null {
  const own = day.verdict.signals.filter((s) => s.kind !== 'backdrop' && s.kind !== 'meetsLuck');
  return [...own].sort((a, b) => Math.abs(b.points) - Math.abs(a.points))[0] ?? null;
}

/**
 * Today for a chart at an instant: the 流日's verdict, the transits in orb and the Moon's sign and house, as three
 * to five sentences. The day pillar is named in the first, so no two days running read the same; the reading's
 * grade is the verdict's, so it says what the Today card, the timing grid and the consultant say of the day.
 */
export function dailyReading(chart: TransitChart, jdUt: number): DailyReading {
  const day = dayPillarAt(chart, jdUt);
  const around = baziTimeline(chart, jdUt, jdUt + 1 / 1440);
  const contacts = contactsAt(natalTargets(chart), jdUt);
  const moonLon = norm360(lonDegAt('moon', jdUt));
  const moon = {
    sign: zodiacPosition(moonLon).sign,
    house: chart.houses && chart.timeKnown !== false ? houseOf(moonLon, chart.houses.cusps) : null,
    lonDeg: moonLon,
  };
  const { grade } = day.verdict;
  const sentences: DailySentence[] = [
    { kind: 'day', pillar: `${day.stem}${day.branch}`, tenGod: day.tenGod, grade },
  ];
  const why = leadingSignal(day);
  if (why) sentences.push({ kind: 'why', signal: why });
  sentences.push({ kind: 'advice', tenGod: day.tenGod, tone: toneOf(grade) });
  const lead = contacts[0];
  sentences.push(lead ? { kind: 'transit', contact: lead } : { kind: 'quiet' });
  sentences.push({ kind: 'moon', sign: moon.sign, house: moon.house });
  return {
    jdUt,
    day,
    year: around.years[0] as YearPeriod,
    luck: around.luck.findLast((l) => l.startJdUt <= jdUt) ?? null,
    contacts,
    moon,
    sentences,
  };
}
