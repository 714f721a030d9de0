import { CoreError } from '../errors';
import { parseDate } from '../time/birth-moment';
import { jdUtFromUnixMs } from '../time/julian-day';
import { utcMsOfFields } from '../time/zone-offset';

/** The longest window a transit scan accepts: a lifetime and a little more. */
export const MAX_WINDOW_YEARS = 120;

/** A transit window [fromJdUt, toJdUt) from two dates, each meaning 00:00 UT of that day. */
export interface TransitWindow {
  from: string;
  to: string;
  fromJdUt: number;
  toJdUt: number;
}

function dayStartJdUt(field: 'from' | 'to', value: unknown): number {
  if (value === undefined || value === null || String(value).trim() === '')
    throw new CoreError('MISSING_FIELD', `The ${field} date is required (YYYY-MM-DD).`, { field });
  const { year, month, day } = parseDate(String(value).trim());
  return jdUtFromUnixMs(utcMsOfFields(year, month, day));
}

/** Validates a window: both dates valid, `to` after `from`, at most MAX_WINDOW_YEARS long (INVALID_OPTION). */
export function parseTransitWindow(from: unknown, to: unknown): TransitWindow {
  const fromJdUt = dayStartJdUt('from', from);
  const toJdUt = dayStartJdUt('to', to);
  if (toJdUt <= fromJdUt)
    throw new CoreError('INVALID_OPTION', `The window must end after it starts (from ${from}, to ${to}).`, {
      field: 'to',
    });
  if (toJdUt - fromJdUt > MAX_WINDOW_YEARS * 365.25)
    throw new CoreError('INVALID_OPTION', `The window may be at most ${MAX_WINDOW_YEARS} years long.`, {
      field: 'to',
    });
  return { from: String(from).trim(), to: String(to).trim(), fromJdUt, toJdUt };
}
