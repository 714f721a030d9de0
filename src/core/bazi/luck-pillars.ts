import { utcMsOfFields } from '../time/zone-offset';
import type { Gender } from './conventions';
import type { LuckMethodId, LuckSpan } from './luck-start';
import type { ClockFields } from './pillars';
import { type Pillar, pillarOf, type Stem, sexagenaryIndex, stemPolarity } from './stems-branches';
import { type TenGod, tenGod } from './ten-gods';

/** How many luck pillars the chart lists (ten decades, to about age 100). */
export const LUCK_PILLAR_COUNT = 10;

export type LuckDirection = 'forward' | 'backward';

/** Forward when a yang year stem meets a man or a yin one a woman; backward otherwise. */
export function luckDirection(yearStem: Stem, gender: Gender): LuckDirection {
  const yang = stemPolarity(yearStem) === 'yang';
  return yang === (gender === 'male') ? 'forward' : 'backward';
}

/** The age at which the first luck pillar starts, counted by the chosen method (luck-start.ts). */
export interface LuckStart extends LuckSpan {
  /** The same as a decimal number of years (exact: interval in days / 3). */
  ageYears: number;
  /** Local date-time (birthplace clock) at which the first luck pillar starts, YYYY-MM-DDTHH:MM. */
  local: string;
}

/** One year's pillar (流年) with its ten god against the day master. */
export interface AnnualPillar extends Pillar {
  year: number;
  tenGod: TenGod;
}

export interface LuckPillar extends Pillar {
  tenGod: TenGod;
  startAgeYears: number;
  /** 虚岁 at its start: its start year counted from the BaZi year of birth as 1 (absent in charts stored before). */
  startAgeSui?: number;
  /** Calendar year in which it starts, and its local start date (YYYY-MM-DD). */
  startYear: number;
  startDate: string;
  /** The ten annual pillars of its decade, from startYear. */
  annual: AnnualPillar[];
}

export interface LuckPillars {
  direction: LuckDirection;
  start: LuckStart;
  method: LuckMethodId;
  pillars: LuckPillar[];
}

/** The annual pillar (流年) of a Gregorian year, from that year's 立春; 1984 = 甲子. */
export function annualPillar(year: number, dayMaster: Stem): AnnualPillar {
  const p = pillarOf(year - 4);
  return { ...p, year, tenGod: tenGod(dayMaster, p.stem) };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function addToClock(c: ClockFields, y: number, mo: number, d: number, h: number, mi: number): Date {
  return new Date(utcMsOfFields(c.year + y, c.month + mo, c.day + d, c.hour + h, c.minute + mi));
}

/**
 * Luck pillars (大運 / 大运) from the month pillar, stepping one place in the sexagenary cycle per decade. `span` is
 * the age of the first one as the method counts it (luck-start.ts) and `ageYears` the same in decimal years; the
 * first starts that long after birth on the birth clock, and each next one ten years later.
 */
export function luckPillars(
  monthPillar: Pillar,
  yearStem: Stem,
  dayMaster: Stem,
  gender: Gender,
  span: LuckSpan,
  ageYears: number,
  method: LuckMethodId,
  birthClock: ClockFields,
): LuckPillars {
  const direction = luckDirection(yearStem, gender);
  const { years, months, days, hours, minutes } = span;
  const first = addToClock(birthClock, years, months, days, hours, minutes);
  const start: LuckStart = {
    years,
    months,
    days,
    hours,
    minutes,
    ageYears: Math.round(ageYears * 10_000) / 10_000,
    local: `${pad(first.getUTCFullYear(), 4)}-${pad(first.getUTCMonth() + 1)}-${pad(first.getUTCDate())}T${pad(first.getUTCHours())}:${pad(first.getUTCMinutes())}`,
  };
  const step = direction === 'forward' ? 1 : -1;
  const base = sexagenaryIndex(monthPillar);
  const pillars = Array.from({ length: LUCK_PILLAR_COUNT }, (_, i): LuckPillar => {
    const p = pillarOf(base + step * (i + 1));
    const at = addToClock(birthClock, years + 10 * i, months, days, hours, minutes);
    const startYear = at.getUTCFullYear();
    return {
      ...p,
      tenGod: tenGod(dayMaster, p.stem),
      startAgeYears: Math.round((ageYears + 10 * i) * 10_000) / 10_000,
      startYear,
      startDate: `${pad(startYear, 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`,
      annual: Array.from({ length: 10 }, (_, k) => annualPillar(startYear + k, dayMaster)),
    };
  });
  return { direction, start, method, pillars };
}
