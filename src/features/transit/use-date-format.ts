import { useTranslation } from 'react-i18next';
import { unixMsFromJdUt } from '../../core/time/julian-day';
import { useAppStore } from '../../shared/stores/app-store';

const LOCALE = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-GB' } as const;

/**
 * Formats an instant (Julian Day, UT) as a date in the birthplace's zone and the page's language: `day` (default)
 * or `month` (a timeline tick). Formatting only: the instants themselves come from the engine.
 */
export function useDateFormat(): (jdUt: number, style?: 'day' | 'month') => string {
  const { i18n } = useTranslation();
  const tz = useAppStore((s) => s.calculationResults?.chart.place.tz) ?? 'UTC';
  const locale = LOCALE[(i18n.language as keyof typeof LOCALE) ?? 'ja'] ?? 'ja-JP';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: tz,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const month = new Intl.DateTimeFormat(locale, { timeZone: tz, month: 'short' });
  return (jdUt, style = 'day') => (style === 'month' ? month : day).format(new Date(unixMsFromJdUt(jdUt)));
}
