/** The transit screen's dates: the date input's range (the engine's, 1800–2200). */
export const TRANSIT_DATE_MIN = '1800-01-01';
export const TRANSIT_DATE_MAX = '2200-12-31';

/**
 * The date a transit link opens on (`?date=YYYY-MM-DD`, spec §2), or null: only a real calendar date within the
 * input's range is taken (2023-02-30 or 9999-99-99 would start an analysis of a day that does not exist).
 */
export function linkedDate(params: URLSearchParams): string | null {
  const text = params.get('date') ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m || text < TRANSIT_DATE_MIN || text > TRANSIT_DATE_MAX) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(2000, mo - 1, d));
  day.setUTCFullYear(y);
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d ? text : null;
}
