import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BEIJING_OFFSET_MINUTES, datesFromPillars, type PillarsMatch } from '../../../core/bazi/from-pillars';
import { type Pillar, pillarOf } from '../../../core/bazi/stems-branches';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { intlLocale } from '../../../i18n/intl-locale';

const ALL_PILLARS = Array.from({ length: 60 }, (_, i) => pillarOf(i));
const text = (p: Pillar) => `${p.stem}${p.branch}`;
const FIRST_YEAR = 1800;
const LAST_YEAR = 2200;
const TOKYO_OFFSET_MINUTES = 540;
const PARTS = ['year', 'month', 'day', 'hour'] as const;

/** "UTC+8", "UTC+5:30", "UTC−3". */
const offsetLabel = (m: number) => {
  const a = Math.abs(m);
  const hm = a % 60 ? `${Math.floor(a / 60)}:${String(a % 60).padStart(2, '0')}` : String(a / 60);
  return `UTC${m < 0 ? '−' : '+'}${hm}`;
};

/**
 * 八字反推 for practitioners (issue 29 §5): four pillars back to the dates and hours that carry them, searched by the
 * engine itself (from-pillars.ts), on Beijing's clock, Tokyo's or the chart's own standard clock.
 */
export function PillarsSearch({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const id = useId();
  // The chart's own 子時 rule (a shared chart keeps the one it was cast with).
  const ziHour = chart.settings.ziHour;
  const b = chart.bazi;
  const [four, setFour] = useState<Record<(typeof PARTS)[number], string>>({
    year: text(b.year),
    month: text(b.month),
    day: text(b.day),
    hour: text(b.hour ?? pillarOf(0)),
  });
  const [from, setFrom] = useState('1900');
  const [to, setTo] = useState('2100');
  const chartOffset = chart.offsetMinutes - (b.summerTime?.minutes ?? 0);
  const offsets = [
    ...new Set([
      BEIJING_OFFSET_MINUTES,
      TOKYO_OFFSET_MINUTES,
      ...(Number.isInteger(chartOffset) ? [chartOffset] : []),
    ]),
  ];
  const [offset, setOffset] = useState(BEIJING_OFFSET_MINUTES);
  const [result, setResult] = useState<{ matches: PillarsMatch[]; clock: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = () => {
    const y0 = Number(from);
    const y1 = Number(to);
    if (!(Number.isInteger(y0) && Number.isInteger(y1) && y0 >= FIRST_YEAR && y1 <= LAST_YEAR && y0 <= y1)) {
      setError(t('pillarsSearch.badRange', { min: FIRST_YEAR, max: LAST_YEAR }));
      setResult(null);
      return;
    }
    setError(null);
    const pick = (s: string) => ALL_PILLARS.find((p) => text(p) === s) as Pillar;
    const matches = datesFromPillars(
      { year: pick(four.year), month: pick(four.month), day: pick(four.day), hour: pick(four.hour) },
      y0,
      y1,
      ziHour,
      offset,
    );
    setResult({ matches, clock: offsetLabel(offset) });
  };
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));

  return (
    <details className="pillars-search" data-testid="pillars-search" data-report="skip">
      <summary>{t('pillarsSearch.title')}</summary>
      <p className="muted">{t('pillarsSearch.intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <div className="field-row conv-row">
          {PARTS.map((part) => (
            <div className="field" key={part}>
              <label htmlFor={`${id}-${part}`}>{t(`pillarNames.${part}`)}</label>
              <select
                id={`${id}-${part}`}
                data-testid={`search-${part}`}
                value={four[part]}
                onChange={(e) => setFour((f) => ({ ...f, [part]: e.target.value }))}
              >
                {ALL_PILLARS.map((p) => (
                  <option key={text(p)} value={text(p)}>
                    {text(p)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="field-row conv-row">
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('pillarsSearch.from')}</label>
            <input
              id={`${id}-from`}
              inputMode="numeric"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('pillarsSearch.to')}</label>
            <input
              id={`${id}-to`}
              inputMode="numeric"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-clock`}>{t('pillarsSearch.clock')}</label>
            <select id={`${id}-clock`} value={offset} onChange={(e) => setOffset(Number(e.target.value))}>
              {offsets.map((m) => (
                <option key={m} value={m}>
                  {m === BEIJING_OFFSET_MINUTES
                    ? t('pillarsSearch.clockBeijing', { offset: offsetLabel(m) })
                    : m === TOKYO_OFFSET_MINUTES
                      ? t('pillarsSearch.clockTokyo', { offset: offsetLabel(m) })
                      : t('pillarsSearch.clockChart', { offset: offsetLabel(m) })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button-secondary" data-testid="search-run">
          {t('pillarsSearch.run')}
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
      {result && (
        <div role="status" data-testid="search-result">
          {result.matches.length === 0 ? (
            <p>{t('pillarsSearch.none', { from, to })}</p>
          ) : (
            <>
              <p>{t('pillarsSearch.found', { count: result.matches.length, clock: result.clock })}</p>
              <ul>
                {result.matches.map((m) => (
                  <li key={`${m.date}-${m.from}`}>
                    {t('pillarsSearch.match', { date: dateText(m.date), from: m.from, until: m.until })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </details>
  );
}
