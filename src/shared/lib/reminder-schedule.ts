import { todayLocalIso } from './local-date';

/** The daily reminder's hour on this device's clock (settings say "from 8:00"). */
export const REMINDER_HOUR = 8;

/**
 * Milliseconds from `now` until the next daily reminder: 0 when today's is due (past the hour, not yet shown),
 * else until the hour today or, once today's is shown, tomorrow. Dates are this device's local calendar, built
 * from calendar fields so a summer-time change never moves the hour.
 */
export function msUntilReminder(now: Date, lastShownDay: string | null, hour = REMINDER_HOUR): number {
  const today = todayLocalIso(now);
  const shownToday = lastShownDay === today;
  if (!shownToday && now.getHours() >= hour) return 0;
  const day = now.getDate() + (shownToday || now.getHours() >= hour ? 1 : 0);
  const next = new Date(now.getFullYear(), now.getMonth(), day, hour, 0, 0, 0);
  return Math.max(0, next.getTime() - now.getTime());
}
