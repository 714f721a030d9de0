import { CoreError } from '../errors';
import { parseDate } from '../time/birth-moment';

const DAY_MS = 86_400_000;
/** Spec §9: age in 365.25-day years. */
const DAYS_PER_AGE_YEAR = 365.25;

function utcDay(date: string): number {
  const { year, month, day } = parseDate(date);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/** Whole years of age on `date` (both YYYY-MM-DD), counted in 365.25-day years. */
export function ageOn(birthdate: string, date: string): number {
  const days = (utcDay(date) - utcDay(birthdate)) / DAY_MS;
  if (days < 0)
    throw new CoreError('INVALID_DATE', `The date ${date} is before the birth date ${birthdate}.`, { date });
  return Math.floor(days / DAYS_PER_AGE_YEAR);
}

/** Days from `date` to the next birthday on or after it (0 on the day); 29 February counts on 1 March in other years. */
export function daysUntilBirthday(birthdate: string, date: string): number {
  const b = parseDate(birthdate);
  const d = parseDate(date);
  const onYear = (y: number) => {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const [m, day] = b.month === 2 && b.day === 29 && !leap ? [3, 1] : [b.month, b.day];
    const x = new Date(0);
    x.setUTCFullYear(y, m - 1, day);
    return x.getTime();
  };
  const today = utcDay(date);
  const next = onYear(d.year) >= today ? onYear(d.year) : onYear(d.year + 1);
  return Math.round((next - today) / DAY_MS);
}

/** The next birthday on or after `date`, YYYY-MM-DD. */
export function nextBirthday(birthdate: string, date: string): string {
  const ms = utcDay(date) + daysUntilBirthday(birthdate, date) * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}
