import { type AnnualPillar, annualPillar, type LuckPillar, type LuckPillars } from './luck-pillars';
import { surroundingJie } from './solar-terms';
import type { Stem } from './stems-branches';

const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2_440_587.5;

/**
 * The luck pillar (大運) and year pillar (流年) running at an instant: the year from the 立春 before it (so early
 * January still belongs to the previous BaZi year), the luck pillar by its start date. Luck start dates are the
 * birthplace's local dates; the instant is compared by its UTC date, which can put a handover a day early or late.
 */
export function runningPillars(
  chart: { luck: LuckPillars | null; dayMaster: { stem: Stem } },
  atUtcMs: number,
): { luck: LuckPillar | null; year: AnnualPillar } {
  const { previous } = surroundingJie(atUtcMs / MS_PER_DAY + UNIX_EPOCH_JD);
  // The Gregorian year whose 立春 opened the BaZi year (a 小寒 month still belongs to the year before).
  const baziYear = previous.year - (previous.key === 'minorCold' ? 1 : 0);
  const day = new Date(atUtcMs).toISOString().slice(0, 10);
  const luck = chart.luck
    ? ([...chart.luck.pillars].reverse().find((p) => p.startDate <= day) ?? null)
    : null;
  return { luck, year: annualPillar(baziYear, chart.dayMaster.stem) };
}
