import { jdUtFromUnixMs } from '../../core/time/julian-day';
import type { DailyReading } from '../../core/transit/daily-reading';
import { useAppStore } from '../stores/app-store';
import { runDailyReading } from './run-daily-reading';

type Chart = Parameters<typeof runDailyReading>[0];

/** A reading stays "today's" for the card this long after it was started (the card re-reads a stale one). */
const FRESH_MS = 60_000;
let latest: { chart: Chart; atMs: number; reading: Promise<DailyReading> } | null = null;

/**
 * Today's reading for a chart, read once: the boot starts it for a returning visitor's home (startToday), and the
 * card then takes that same reading instead of starting a second worker.
 */
export function todayReadingFor(chart: Chart): Promise<DailyReading> {
  const now = Date.now();
  if (latest && latest.chart === chart && now - latest.atMs < FRESH_MS) return latest.reading;
  const reading = runDailyReading(chart, jdUtFromUnixMs(now));
  latest = { chart, atMs: now, reading };
  // A failed reading is not kept: the next ask tries again.
  reading.catch(() => {
    if (latest?.reading === reading) latest = null;
  });
  return reading;
}

/** On a returning visitor's home, as its code loads: the reading starts while the page renders. */
export function startToday(): void {
  const chart = useAppStore.getState().calculationResults?.chart;
  if (chart) void todayReadingFor(chart).catch(() => undefined);
}
