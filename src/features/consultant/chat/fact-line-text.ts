import { intlLocale } from '../../../i18n/intl-locale';
import { formatIsoDate } from '../../../shared/lib/local-date';

/**
 * A line of the chart's facts as a reader sees it under a reply (its source). The record itself writes dates as
 * 2027-03-21 and months as 2027-03 with ASCII punctuation, which the model and the claim checker read in any
 * language; the reader gets the language's own dates (2027年3月21日, 21 March 2027) and, in Japanese and Chinese,
 * full-width punctuation.
 */
export function factLineText(line: string, language: string): string {
  const month = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  });
  const dated = line
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (d) => formatIsoDate(d, language))
    .replace(/\b(\d{4})-(\d{2})\b/g, (_, y: string, m: string) =>
      month.format(Date.UTC(Number(y), Number(m) - 1, 1)),
    );
  if (language === 'en') return dated;
  return dated
    .replace(/: /g, '：')
    .replace(/; /g, '；')
    .replace(/, /g, language === 'ja' ? '、' : '，')
    .replace(/ ?\(/g, '（')
    .replace(/\)/g, '）');
}
