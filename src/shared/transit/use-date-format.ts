import { useTranslation } from 'react-i18next';
import { unixMsFromJdUt } from '../../core/time/julian-day';
import { intlLocale } from '../../i18n/intl-locale';
import { useViewedChart } from '../stores/viewed-chart';

/**
 * Formats an instant (Julian Day, UT) as a date in the birthplace's zone and the page's language: `day` (default)
 * `month` (a timeline tick) or `monthYear` (a date long past, such as when a planet entered a house). Formatting only: the instants themselves come from the engine.
 */
export function useDateFormat(): (jdUt: number, style?: 'day' | 'month' | 'monthYear') => string {
  const { i18n } = useTranslation();
  const tz = useViewedChart().results?.chart.place.tz ?? 'UTC';
  const locale = intlLocale(i18n.language);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: tz,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const formats = {
    day,
    month: new Intl.DateTimeFormat(locale, { timeZone: tz, month: 'short' }),
    monthYear: new Intl.DateTimeFormat(locale, { timeZone: tz, year: 'numeric', month: 'long' }),
  };
  return (jdUt, style = 'day') => formats[style].format(new Date(unixMsFromJdUt(jdUt)));
}
