import { intlLocale } from '../../i18n/intl-locale';

/** A UTC offset as a page writes it: "UTC+9:00", "UTC−5:00", or with seconds for local mean time ("UTC+9:18:59"). */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const total = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad2 = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${h}:${pad2(m)}${s ? `:${pad2(s)}` : ''}`;
}

/**
 * A zone as a person names it, in their language: 日本時間, 中国时间, Central European Time. Null when the language
 * has no name for it (Intl then writes GMT+…), so a page falls back to the offset alone rather than an IANA id.
 */
export function zoneName(tz: string, language: string, atMs: number): string | null {
  try {
    const part = new Intl.DateTimeFormat(intlLocale(language), { timeZone: tz, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(atMs))
      .find((p) => p.type === 'timeZoneName')?.value;
    return part && !/^(?:GMT|UTC)|\//.test(part) ? part : null;
  } catch {
    return null;
  }
}
