import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runningPillars } from '../../core/bazi/running-pillars';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import { type GridCell, gridDays, gridDecades, gridMonths, gridYears } from '../../core/transit/timing-grid';
import { useCjkLang } from '../lib/use-cjk-lang';
import { GradeChip, VoidFlag } from '../verdict/grade-chip';
import { branchClass, stemClass } from './element-class';

const YEARS_PER_DECADE = 10;

interface CellProps {
  cell: GridCell;
  /** One line, or several kept whole (a year and an age never break inside). */
  label: string | readonly string[];
  selected: boolean;
  current: boolean;
  onSelect: () => void;
  testId: string;
  showTenGod?: boolean;
}

/** One period as a button: its label, pillar, ten god and the core's grade. */
function Cell({ cell, label, selected, current, onSelect, testId, showTenGod = true }: CellProps) {
  const { t } = useTranslation('results');
  const cjkLang = useCjkLang();
  return (
    <li className={current ? 'current' : undefined}>
      <button
        type="button"
        className="grid-cell"
        aria-pressed={selected}
        aria-current={current ? 'date' : undefined}
        data-testid={testId}
        onClick={onSelect}
      >
        <span className="grid-label">
          {(typeof label === 'string' ? [label] : label).map((l) => (
            <span key={l} className="nowrap">
              {l}
            </span>
          ))}
        </span>
        <span className="grid-chars" lang={cjkLang}>
          <span className={stemClass(cell.stem)}>{cell.stem}</span>
          <span className={branchClass(cell.branch)}>{cell.branch}</span>
        </span>
        {showTenGod && <span className="grid-god muted">{t(`tenGods.${cell.tenGod}`)}</span>}
        <GradeChip verdict={cell.verdict} />
      </button>
    </li>
  );
}

/** What the selected period holds: its ten god, grade, relations with the chart and the 神煞 its pillar carries. */
function CellDetail({ cell, title, extra }: { cell: GridCell; title: string; extra?: string }) {
  const { t } = useTranslation('results');
  const cjkLang = useCjkLang();
  const sep = t('timingGrid.listSeparator');
  // Lines, not paragraphs: two periods can share a relation, and an empty line says nothing.
  return (
    <div className="grid-detail" data-testid="grid-detail">
      <div>
        <strong>{title}</strong> <span lang={cjkLang}>{cell.pillar}</span> · {t(`tenGods.${cell.tenGod}`)}{' '}
        <GradeChip verdict={cell.verdict} />
        <VoidFlag verdict={cell.verdict} />
        {extra ? <span className="muted"> · {extra}</span> : null}
      </div>
      {cell.relations.length > 0 && (
        <div className="muted">
          {t('timingGrid.relations', {
            // Two natal pillars alike give the same relation twice: said once.
            list: [...new Set(cell.relations.map((r) => `${t(`relations.${r.kind}`)} ${r.named}`))].join(sep),
          })}
        </div>
      )}
      {cell.shensha.length > 0 && (
        <div className="muted" data-testid="grid-shensha">
          {t('timingGrid.shensha', { list: cell.shensha.map((k) => t(`shensha.names.${k}`)).join(sep) })}
        </div>
      )}
    </div>
  );
}

/**
 * The 大運 → 流年 → 流月 → 流日 grid (issue 29 §4): pick a luck pillar to see its ten years, a year for its twelve
 * months, a month for its days. Every cell shows the core's verdict for that period (timing-grid.ts), the same one
 * the transit page and the Today card give; nothing is judged here.
 */
export function TimingGrid({ chart, today = new Date() }: { chart: ChartOutput; today?: Date }) {
  const { t, i18n } = useTranslation('results');
  const lang = i18n.language;
  const nowMs = today.getTime();
  const nowJd = jdUtFromUnixMs(nowMs);
  const running = runningPillars(chart.bazi, nowMs);
  const decades = useMemo(() => gridDecades(chart), [chart]);
  const runningDecade = running.luck ? decades.findIndex((d) => d.startDate === running.luck?.startDate) : -1;
  const [decadeIndex, setDecadeIndex] = useState(Math.max(0, runningDecade));
  const decade = decades[decadeIndex];
  // Without luck pillars (no gender) the years run from this BaZi year.
  const firstYear = decade ? decade.startYear : running.year.year;
  const years = useMemo(() => gridYears(chart, firstYear, YEARS_PER_DECADE), [chart, firstYear]);
  const inRange = (y: number) => y >= firstYear && y < firstYear + YEARS_PER_DECADE;
  const [pickedYear, setPickedYear] = useState<number | null>(null);
  const year =
    pickedYear !== null && inRange(pickedYear)
      ? pickedYear
      : inRange(running.year.year)
        ? running.year.year
        : firstYear;
  const months = useMemo(() => gridMonths(chart, year), [chart, year]);
  const runningMonth = months.findIndex((m) => m.startJdUt <= nowJd && nowJd < m.endJdUt);
  const [pickedMonth, setPickedMonth] = useState<{ year: number; index: number } | null>(null);
  const monthIndex = pickedMonth?.year === year ? pickedMonth.index : Math.max(0, runningMonth);
  const month = months[monthIndex];
  const days = useMemo(() => (month ? gridDays(chart, month) : []), [chart, month]);
  const todayDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: chart.place.tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(today);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const day = days.find((d) => d.date === pickedDay) ?? days.find((d) => d.date === todayDate) ?? days[0];

  const monthDay = (iso: string) =>
    new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const yearCell = years.find((y) => y.year === year);

  return (
    <section
      className="timing-grid"
      aria-labelledby="grid-title"
      data-testid="timing-grid"
      data-report="skip"
    >
      <h3 id="grid-title">{t('timingGrid.title')}</h3>
      <p className="muted">{t(decades.length > 0 ? 'timingGrid.hint' : 'timingGrid.hintNoLuck')}</p>

      {decade && (
        <>
          <h4 id="grid-decades">{t('timingGrid.decades')}</h4>
          <ul className="grid-cells" aria-labelledby="grid-decades">
            {decades.map((d, i) => (
              <Cell
                key={d.startDate}
                cell={d}
                label={[String(d.startYear), t('bazi.ageFrom', { age: Math.floor(d.startAgeYears) })]}
                selected={i === decadeIndex}
                current={i === runningDecade}
                onSelect={() => {
                  setDecadeIndex(i);
                  setPickedYear(null);
                  setPickedMonth(null);
                  setPickedDay(null);
                }}
                testId="grid-decade"
              />
            ))}
          </ul>
          <CellDetail
            cell={decade}
            title={t('timingGrid.decadeTitle', {
              from: decade.startYear,
              to: decade.startYear + YEARS_PER_DECADE - 1,
            })}
            extra={[
              t('bazi.ageFrom', { age: Math.floor(decade.startAgeYears) }),
              t('bazi.sui', { sui: decade.startAgeSui }),
            ].join(lang === 'en' ? ' ' : '')}
          />
        </>
      )}

      <h4 id="grid-years">
        {t('timingGrid.years', { from: firstYear, to: firstYear + YEARS_PER_DECADE - 1 })}
      </h4>
      <ul className="grid-cells" aria-labelledby="grid-years">
        {years.map((y) => (
          <Cell
            key={y.year}
            cell={y}
            label={String(y.year)}
            selected={y.year === year}
            current={y.year === running.year.year}
            onSelect={() => {
              setPickedYear(y.year);
              setPickedMonth(null);
              setPickedDay(null);
            }}
            testId="grid-year"
          />
        ))}
      </ul>
      {yearCell && (
        <CellDetail
          cell={yearCell}
          title={t('timingGrid.yearTitle', { year: yearCell.year })}
          extra={[
            t('timingGrid.sui', { sui: yearCell.ageSui }),
            ...(yearCell.minorLuck
              ? [
                  t('timingGrid.minorLuck', {
                    pillar: `${yearCell.minorLuck.stem}${yearCell.minorLuck.branch}`,
                  }),
                ]
              : []),
          ].join(t('timingGrid.listSeparator'))}
        />
      )}

      <h4 id="grid-months">{t('timingGrid.months', { year })}</h4>
      <ul className="grid-cells" aria-labelledby="grid-months">
        {months.map((m, i) => (
          <Cell
            key={m.startJdUt}
            cell={m}
            label={monthDay(m.startDate)}
            selected={i === monthIndex}
            current={i === runningMonth}
            onSelect={() => {
              setPickedMonth({ year, index: i });
              setPickedDay(null);
            }}
            testId="grid-month"
          />
        ))}
      </ul>
      {month && (
        <CellDetail
          cell={month}
          title={t('timingGrid.monthTitle', {
            date: monthDay(month.startDate),
            term: t(`solarTerms.${month.term}`),
          })}
        />
      )}

      {month && (
        <>
          <h4 id="grid-days">{t('timingGrid.days', { date: monthDay(month.startDate) })}</h4>
          <ul className="grid-cells grid-days" aria-labelledby="grid-days">
            {days.map((d) => (
              <Cell
                key={d.date}
                cell={d}
                label={monthDay(d.date)}
                selected={d === day}
                current={d.date === todayDate}
                onSelect={() => setPickedDay(d.date)}
                testId="grid-day"
                showTenGod={false}
              />
            ))}
          </ul>
          {day && <CellDetail cell={day} title={monthDay(day.date)} />}
        </>
      )}
    </section>
  );
}
