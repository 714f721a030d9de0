import { intlLocale } from '../../i18n/intl-locale';

/** Today on this device's calendar, as YYYY-MM-DD (the date a person means by "today", not UTC's). */
export function todayLocalIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A calendar date the engine gives as YYYY-MM-DD (a birthplace's local date, such as when a luck pillar starts)
 * written as the page's language writes dates: 1994年8月12日, 1994年8月12日, 12 August 1994. Formatting only.
 */
export function formatIsoDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...LONG_DATE }).format(
    utcDay(isoDate),
  );
}

const LONG_DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
/** The date as above with the clock time on a 24-hour clock, without seconds (zh-TW would say 下午2:30). */
const LONG_DATE_TIME = { ...LONG_DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** Midnight UTC of a YYYY-MM-DD date (formatted in UTC, so no zone can move it to another day). */
function utcDay(isoDate: string, hour = 0, minute = 0): Date {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y as number, (m as number) - 1, d as number, hour, minute));
}

/**
 * A birth as a person reads it: the date in the language's one style and the clock time on a 24-hour clock,
 * without seconds — 1990年5月15日 14:30, 15 May 1990 at 14:30 — or the date alone when the time is unknown.
 */
export function formatBirthMoment(
  isoDate: string,
  time: { hour: number; minute: number } | null,
  language: string,
): string {
  if (!time) return formatIsoDate(isoDate, language);
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...LONG_DATE_TIME }).format(
    utcDay(isoDate, time.hour, time.minute),
  );
}

/**
 * A clock reading the engine gives as text — "YYYY-MM-DD HH:MM", with "T" or seconds allowed (a boundary on the
 * birthplace's clock, true solar time, a form's date and time) — written by formatBirthMoment.
 */
export function formatLocalDateTime(local: string, language: string): string {
  return formatBirthMoment(
    local.slice(0, 10),
    { hour: Number(local.slice(11, 13)), minute: Number(local.slice(14, 16)) },
    language,
  );
}

/** An instant in universal time (the row labelled 世界時 / UTC): 1990年5月15日 05:30, 15 May 1990 at 05:30. */
export function formatUtcInstant(isoUtc: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...LONG_DATE_TIME }).format(
    new Date(isoUtc),
  );
}

/** A person's birth as entered (the date, and the clock time when it is known), written by formatBirthMoment. */
export function birthMomentOf(
  u: { birthdate: string; birthHour: number; birthMinute: number; birthTimeUnknown?: boolean },
  language: string,
): string {
  return formatBirthMoment(
    u.birthdate,
    u.birthTimeUnknown ? null : { hour: u.birthHour, minute: u.birthMinute },
    language,
  );
}

/** A moment on this device's clock (when something was saved): 2026年12月4日 14:22, 4 December 2026 at 14:22. */
export function formatSavedAt(ms: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), LONG_DATE_TIME).format(new Date(ms));
}

/** Japanese and Chinese write brackets full-width: 12月5日(土) → 12月5日（土）. */
export function fullWidthBrackets(text: string, language: string): string {
  return language === 'en' ? text : text.replace(/\(/g, '（').replace(/\)/g, '）');
}
