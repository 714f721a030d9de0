import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addBundledTexts } from '../../i18n/bundled-texts';
import { HTML_LANG, languageOf } from '../../i18n/languages';
import en from './texts/lunar/en.json';
import ja from './texts/lunar/ja.json';
import zh from './texts/lunar/zh.json';
import zhHant from './texts/lunar/zh-Hant.json';

type LunarCalendar = typeof import('../../core/lunar/lunar-calendar');

/** The calendar is fetched with the panel: most births are entered by the Western date. */
const loadCalendar = (): Promise<LunarCalendar> => import('../../core/lunar/lunar-calendar');

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A birth date entered in the Chinese lunar calendar (issue 29 §1), for people who know their birthday only as a
 * 农历 date: year, month (leap months where the year has one) and day, converted to the Western date and put into
 * the birth-date field before anything is cast. The conversion is the core's (lunar-calendar.ts, Beijing time).
 */
export function LunarDatePanel({ onDate }: { onDate(isoDate: string): void }) {
  const id = 'lunar-panel';
  // The texts ride in this chunk (src/i18n/page-namespaces.ts), not in the loader's list in every first load;
  // added before the hook that reads them.
  addBundledTexts(useTranslation().i18n, 'lunar', { ja, zh, 'zh-Hant': zhHant, en });
  const { t, i18n } = useTranslation(['lunar', 'chartErrors']);
  const [calendar, setCalendar] = useState<LunarCalendar | null>(null);
  const [failed, setFailed] = useState(false);
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [day, setDay] = useState('');
  const [applied, setApplied] = useState<string | null>(null);

  useEffect(() => {
    if (calendar) return;
    let live = true;
    setFailed(false);
    loadCalendar()
      .then((m) => live && setCalendar(m))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [calendar]);

  const y = Number(year);
  const validYear =
    /^\d{4}$/.test(year) &&
    calendar !== null &&
    y >= calendar.LUNAR_FIRST_YEAR &&
    y <= calendar.LUNAR_LAST_YEAR;
  // Four digits outside 1800–2200: said, as the date field says it.
  const outOfRange = /^\d{4}$/.test(year) && calendar !== null && !validYear;
  const months = validYear && calendar ? calendar.lunarMonthsOfYear(y) : [];
  const key = (m: { month: number; leap: boolean }) => `${m.leap ? 'L' : ''}${m.month}`;
  const chosen = months.find((m) => key(m) === month);
  const monthNames = t('months', { returnObjects: true }) as string[];
  const dayNames = t('days', { returnObjects: true }) as string[];
  const monthName = (m: { month: number; leap: boolean }) => {
    const name = monthNames[m.month - 1] ?? String(m.month);
    return m.leap ? t('leap', { month: name }) : name;
  };
  const dayNumber = Number(day);
  const ready = chosen !== undefined && dayNumber >= 1 && dayNumber <= chosen.days;

  const apply = () => {
    if (!calendar || !chosen || !ready) return;
    const g = calendar.gregorianOfLunar(y, chosen.month, chosen.leap, dayNumber);
    const iso = `${g.year}-${pad2(g.month)}-${pad2(g.day)}`;
    onDate(iso);
    const date = new Intl.DateTimeFormat(HTML_LANG[languageOf(i18n.language) ?? 'ja'], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
    setApplied(
      t('applied', {
        lunar: t('text', { year: y, month: monthName(chosen), day: dayNames[dayNumber - 1] ?? day }),
        date,
      }),
    );
  };

  return (
    <fieldset id={id} className="lunar-panel" data-testid="lunar-panel">
      <legend>{t('legend')}</legend>
      <p className="field-note">{t('hint')}</p>
      {failed && (
        <p className="field-error" role="alert">
          {t('failed')}
        </p>
      )}
      {!calendar && !failed && <p className="field-note">{t('loading')}</p>}
      <div className="lunar-fields">
        <div className="field">
          <label htmlFor={`${id}-year`}>{t('year')}</label>
          <input
            id={`${id}-year`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={year}
            data-testid="lunar-year"
            onChange={(e) => {
              setYear(e.target.value.replace(/\D/g, ''));
              setMonth('');
              setDay('');
              setApplied(null);
            }}
            aria-invalid={outOfRange}
            aria-describedby={outOfRange ? `${id}-year-error` : undefined}
          />
          {outOfRange && (
            <p id={`${id}-year-error`} className="field-error" role="alert">
              {t('chartErrors:OUT_OF_RANGE')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-month`}>{t('month')}</label>
          <select
            id={`${id}-month`}
            value={month}
            disabled={months.length === 0}
            data-testid="lunar-month"
            onChange={(e) => {
              setMonth(e.target.value);
              setApplied(null);
            }}
          >
            <option value="">{t('home:form.choose')}</option>
            {months.map((m) => (
              <option key={key(m)} value={key(m)}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-day`}>{t('day')}</label>
          <select
            id={`${id}-day`}
            value={day}
            disabled={!chosen}
            data-testid="lunar-day"
            onChange={(e) => {
              setDay(e.target.value);
              setApplied(null);
            }}
          >
            <option value="">{t('home:form.choose')}</option>
            {Array.from({ length: chosen?.days ?? 0 }, (_, i) => i + 1).map((d) => (
              <option key={d} value={String(d)}>
                {dayNames[d - 1] ?? d}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="button"
        className="button-secondary"
        disabled={!ready}
        onClick={apply}
        data-testid="lunar-apply"
      >
        {t('apply')}
      </button>
      <p className="field-note" aria-live="polite" data-testid="lunar-applied">
        {applied ?? ''}
      </p>
    </fieldset>
  );
}
