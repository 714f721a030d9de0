import { intlLocale } from '../../i18n/languages';

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
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const locale = intlLocale(language);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(y as number, (m as number) - 1, d as number)));
}
