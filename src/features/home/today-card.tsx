import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import { type DayPillarAt, dayPillarAt } from '../../core/transit/bazi-timeline';
import type { TransitAnalysis } from '../../core/transit/transit-analysis';
import { seriesInForce } from '../../core/transit/transit-outlook';
import { todayLocalIso } from '../../shared/lib/local-date';
import { msUntilReminder } from '../../shared/lib/reminder-schedule';
import { safeLocalStorage } from '../../shared/lib/storage';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { REMINDER_DAY_KEY } from '../../shared/stores/app-types';
import { GradeChip, VoidFlag } from '../../shared/verdict/grade-chip';
import { runTransitAnalysis } from '../transit/run-transit-analysis';
import { useDateFormat } from '../transit/use-date-format';
import { useTransitName } from '../transit/use-transit-name';
import './today-card.css';

type TodayChart = Parameters<typeof runTransitAnalysis>[0] & Parameters<typeof dayPillarAt>[0];

/** Today for a chart: the transits of the year from now (the worker) and today's day pillar. */
async function readToday(
  chart: TodayChart,
  signal: AbortSignal,
): Promise<{ analysis: TransitAnalysis; day: DayPillarAt; nowJdUt: number }> {
  const nowJdUt = jdUtFromUnixMs(Date.now());
  const analysis = await runTransitAnalysis(chart, nowJdUt, () => {}, signal);
  return { analysis, day: dayPillarAt(chart, nowJdUt), nowJdUt };
}

/**
 * The card itself (loaded after the form): today's transits in orb, and today's day pillar and the year in force with
 * the grades core gives them (period-verdict.ts, issue 27): the card renders those verdicts and judges nothing itself.
 */
export default function TodayCard() {
  const chart = useAppStore((s) => s.calculationResults?.chart);
  const [state, setState] = useState<{ analysis: TransitAnalysis; day: DayPillarAt } | 'failed' | null>(null);

  useEffect(() => {
    if (!chart) return;
    const controller = new AbortController();
    readToday(chart, controller.signal).then(
      ({ analysis, day }) => setState({ analysis, day }),
      () => !controller.signal.aborted && setState('failed'),
    );
    return () => controller.abort();
  }, [chart]);

  if (!chart || state === 'failed') return null;
  if (state === null) return <div className="card today-card today-placeholder" aria-busy="true" />;
  return <TodayView analysis={state.analysis} day={state.day} />;
}

/** What the card shows once today is read: rendered from core's analysis and day pillar, judging nothing itself. */
export function TodayView({ analysis, day }: { analysis: TransitAnalysis; day: DayPillarAt }) {
  const { t } = useTranslation('results');
  const fmt = useDateFormat();
  const name = useTransitName();
  const now = analysis.dateJdUt;
  // Each transit in orb once (a retrograde series shares one window), with its next exact pass if one is ahead.
  const series = seriesInForce(analysis.series, now);
  const next = (s: (typeof series)[number]) => s.passes.find((p) => p.exactJdUt >= now)?.exactJdUt ?? null;
  const soonest = [...series]
    .filter((s) => next(s) !== null)
    .sort((a, b) => (next(a) ?? 0) - (next(b) ?? 0))[0];
  // The luck pillar in force now (the list may start later, before the first one), and the year in force.
  const luck = analysis.bazi.luck.find((l) => l.startJdUt <= now);
  const year = analysis.bazi.years[0];

  return (
    <section className="card today-card" aria-labelledby="today-title" data-testid="today-card">
      <h2 id="today-title">{t('transit.today.title')}</h2>
      {series.length === 0 ? (
        <p>{t('transit.overview.noneInForce')}</p>
      ) : (
        <ul className="today-transits">
          {series.slice(0, 3).map((s) => (
            <li key={`${s.transit}-${s.natal}-${s.angleDeg}`}>{name(s)}</li>
          ))}
        </ul>
      )}
      {soonest && (
        <p className="muted">
          {t('transit.today.soonest', { transit: name(soonest), date: fmt(next(soonest) as number) })}
        </p>
      )}
      <p className="today-verdict">
        {t('transit.today.day', { pillar: day.pillar, tenGod: t(`tenGods.${day.tenGod}`) })}
        {day.relations.length > 0 &&
          ` · ${[...new Set(day.relations.map((r) => t(`relations.${r.kind}`)))].join('、')}`}{' '}
        <GradeChip verdict={day.verdict} />
        <VoidFlag verdict={day.verdict} />
      </p>
      {year && (
        <p className="today-verdict">
          <span className="muted">
            {luck
              ? t('transit.today.pillars', { luck: luck.pillar, year: year.pillar })
              : t('transit.today.year', { year: year.pillar })}
          </span>{' '}
          <GradeChip verdict={year.verdict} />
          <VoidFlag verdict={year.verdict} />
        </p>
      )}
      <div className="row-actions">
        <Link className="button-secondary" to={paths.transit}>
          {t('transit.today.open')}
        </Link>
        <Link className="button-ghost" to={paths.compatibility}>
          {t('links.compatibility')}
        </Link>
      </div>
    </section>
  );
}

/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The daily "today for you" reminder (spec §3 notifications, issue 16 §7), loaded only while the setting is on:
 * once a day from 8:00 on this device's clock, while the app is open in a tab, a notification with today's transits
 * and day pillar for the stored chart — worked out here, sent nowhere. Shown through the service worker where there
 * is one (the only way on Android; sw-notification-click.js opens the transit page when it is tapped), else as a
 * page notification. Nothing happens without the browser's permission. It lives with the card (the same chunk, the
 * same work): src/app/root-layout.tsx loads it only while the setting is on.
 */
export function DailyReminder() {
  const { t } = useTranslation('results');
  const name = useTransitName();
  const navigate = useNavigate();
  const chart = useAppStore((s) => s.calculationResults?.chart);
  // The texts and navigation of the latest render, read when the reminder is shown: the schedule itself restarts
  // only for another chart (a re-render of the shell must not cut off a reminder being prepared).
  const latest = useRef({ t, name, navigate });
  latest.current = { t, name, navigate };

  useEffect(() => {
    if (!chart || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const controller = new AbortController();
    let timer = 0;
    /** Today's mark set for the reminder being prepared, and what it replaced: undone if that one is cut off. */
    let marked: { day: string; previous: string | null } | null = null;

    const show = async () => {
      const { analysis, day, nowJdUt } = await readToday(chart, controller.signal);
      const { t, name } = latest.current;
      const transits = seriesInForce(analysis.series, nowJdUt).slice(0, 2).map(name);
      const body = [
        t('transit.today.day', { pillar: day.pillar, tenGod: t(`tenGods.${day.tenGod}`) }),
        transits.length ? transits.join(' · ') : t('transit.overview.noneInForce'),
      ].join('\n');
      const title = t('transit.today.title');
      const options = {
        body,
        tag: 'seimei-today',
        icon: '/icons/icon-192.png',
        data: { url: paths.transit },
      };
      const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
      if (controller.signal.aborted) throw new Error('aborted');
      if (registration) await registration.showNotification(title, options);
      else {
        const note = new Notification(title, options);
        note.onclick = () => {
          window.focus();
          latest.current.navigate(paths.transit);
        };
      }
    };

    const schedule = () => {
      const wait = msUntilReminder(new Date(), safeLocalStorage.getItem(REMINDER_DAY_KEY));
      // When the next reminder is due, on the page (the browser tests wait on it rather than on a clock).
      document.documentElement.dataset.reminderAt = new Date(Date.now() + wait).toISOString();
      timer = window.setTimeout(
        () => {
          if (msUntilReminder(new Date(), safeLocalStorage.getItem(REMINDER_DAY_KEY)) > 0) return schedule();
          // Marked before it is shown: another tab of the app must not show the same day's again.
          marked = { day: todayLocalIso(), previous: safeLocalStorage.getItem(REMINDER_DAY_KEY) };
          safeLocalStorage.setItem(REMINDER_DAY_KEY, marked.day);
          show().then(
            () => {
              marked = null;
              schedule();
            },
            () => {
              if (controller.signal.aborted) return;
              marked = null;
              schedule();
            },
          );
        },
        Math.min(wait, MAX_DELAY_MS),
      );
    };
    schedule();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      delete document.documentElement.dataset.reminderAt;
      // Cut off before it was shown (another chart, the app closed): today's reminder is still due, for the next run.
      if (marked && safeLocalStorage.getItem(REMINDER_DAY_KEY) === marked.day) {
        if (marked.previous === null) safeLocalStorage.removeItem(REMINDER_DAY_KEY);
        else safeLocalStorage.setItem(REMINDER_DAY_KEY, marked.previous);
      }
    };
  }, [chart]);

  return null;
}
