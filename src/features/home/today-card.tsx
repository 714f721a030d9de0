import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TransitContent } from '../../content/transits/transit-content';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import type { DailyReading } from '../../core/transit/daily-reading';
import { intlLocale } from '../../i18n/intl-locale';
import { formatIsoDate, fullWidthBrackets, todayLocalIso } from '../../shared/lib/local-date';
import { msUntilReminder } from '../../shared/lib/reminder-schedule';
import { safeLocalStorage } from '../../shared/lib/storage';
import { useLocalizedContent } from '../../shared/lib/use-localized-content';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';
import { REMINDER_DAY_KEY } from '../../shared/stores/app-types';
import { rememberedTodayHeight, rememberTodayHeight } from '../../shared/today/card-height';
import { dailySentences } from '../../shared/today/daily-text';
import { startToday, todayReadingFor } from '../../shared/today/early-reading';
import { runDailyReading } from '../../shared/today/run-daily-reading';
import { useTransitName } from '../../shared/transit/use-transit-name';
import { GradeChip, VoidFlag } from '../../shared/verdict/grade-chip';
import './today-card.css';

/** The transit reading texts, one chunk per language (the daily reading quotes the lead transit's). */
const TRANSIT_TEXTS = import.meta.glob<{ default: unknown }>('../../content/transits/*.json');
const TEXTS_DIR = '../../content/transits';

type TodayChart = Parameters<typeof runDailyReading>[0];

// On home (which asks for this chunk as its own code loads), the reading and the texts it is worded in start now,
// before the card renders; the card then takes that same reading (early-reading.ts).
if (typeof location !== 'undefined' && location.pathname === '/') {
  startToday();
  const i18n = getI18n();
  void i18n?.loadNamespaces('results').catch(() => undefined);
  // The transit texts the reading quotes, fetched now: the card's own request then finds them loaded.
  void TRANSIT_TEXTS[`${TEXTS_DIR}/${i18n?.resolvedLanguage ?? i18n?.language ?? 'ja'}.json`]?.().catch(
    () => undefined,
  );
}

/** Today for a chart, now: the daily reading, worked out in a worker (src/shared/today/daily.worker.ts). */
const readToday = (chart: TodayChart, signal: AbortSignal) =>
  runDailyReading(chart, jdUtFromUnixMs(Date.now()), signal);

/**
 * Today for you (issue 30 §2): the daily reading — today's 流日 with the grade core gives it, why, what to do, the
 * transit in orb that matters most (named as transiting, to the natal point) and the Moon — then the year and luck
 * pillar in force. Rendered from core's reading; the card judges nothing itself. `lead` makes its title the page's
 * heading (a returning visitor's home opens on it).
 */
export default function TodayCard({ lead = false }: { lead?: boolean }) {
  // Not suspended on the texts: the reading (often started with the page, early-reading.ts) is asked for at once.
  const { t, ready, i18n } = useTranslation('results', { useSuspense: false });
  const chart = useAppStore((s) => s.calculationResults?.chart);
  // The transit texts the reading quotes: the card is shown whole, once, not grown by a late sentence.
  const texts = useLocalizedContent<TransitContent>(TRANSIT_TEXTS, TEXTS_DIR, i18n.language);
  const frame = useRef<HTMLElement>(null);
  const [state, setState] = useState<DailyReading | 'failed' | null>(null);

  useEffect(() => {
    if (!chart) return;
    let live = true;
    setState(null);
    todayReadingFor(chart).then(
      (r) => live && setState(r),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [chart]);

  // The card's last height at this width, kept for the frame shown while it loads: nothing below it moves.
  useLayoutEffect(() => {
    const el = frame.current;
    if (el && state !== null && state !== 'failed') rememberTodayHeight(el);
  });

  if (!chart) return null;
  if (!ready || (state !== null && state !== 'failed' && texts.content === null && !texts.failed))
    return <TodayFrame />;
  if (state === 'failed') {
    // Still the page's heading when it leads home: the failure is said under it, and the form below still works.
    const Title = lead ? 'h1' : 'h2';
    return (
      <section className="card today-card" aria-labelledby="today-title" data-testid="today-card">
        <Title id="today-title">{t('transit.today.title')}</Title>
        <p role="alert">{t('daily.failed')}</p>
      </section>
    );
  }
  if (state === null) return <TodayFrame label={t('daily.loading')} />;
  return <TodayView reading={state} lead={lead} content={texts.content} frameRef={frame} />;
}

/** The card's frame while it loads, as tall as the card was last time at this width. */
export function TodayFrame({ label }: { label?: string }) {
  const height = rememberedTodayHeight();
  return (
    <section
      className="card today-card today-placeholder"
      aria-busy="true"
      style={height ? { minHeight: `${height}px` } : undefined}
    >
      {label && <p className="muted">{label}</p>}
    </section>
  );
}

/** The card once the day is read: core's reading in words, with the verdicts' chips. */
export function TodayView({
  reading,
  lead = false,
  content = null,
  frameRef,
}: {
  reading: DailyReading;
  lead?: boolean;
  /** The transit texts the reading quotes (without them the transit sentence names the transit only). */
  content?: TransitContent | null;
  frameRef?: React.Ref<HTMLElement>;
}) {
  const { t, i18n } = useTranslation('results');
  const name = useTransitName();
  const { day, year, luck } = reading;
  const Title = lead ? 'h1' : 'h2';
  const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
  const date = fullWidthBrackets(
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    }).format(Date.UTC(y, m - 1, d)),
    i18n.language,
  );
  const sentences = dailySentences(t as never, reading, content);
  const others = reading.contacts.slice(1, 4);

  return (
    <section
      ref={frameRef}
      className="card today-card"
      aria-labelledby="today-title"
      data-testid="today-card"
    >
      <Title id="today-title">{t('transit.today.title')}</Title>
      <p className="today-date">
        <span className="muted">{t('daily.dateLine', { date })}</span>{' '}
        <span className="today-pillar">{day.pillar}</span> <GradeChip verdict={day.verdict} />
        <VoidFlag verdict={day.verdict} />
      </p>
      <div className="today-reading" data-testid="today-reading" data-date={day.date}>
        {sentences.map((s, i) => (
          <p key={reading.sentences[i]?.kind ?? i}>{s}</p>
        ))}
      </div>
      {others.length > 0 && (
        <div className="today-others">
          <p className="muted">{t('daily.others')}</p>
          <ul>
            {others.map((c) => (
              <li key={`${c.transit}-${c.natal}-${c.angleDeg}`}>{name(c)}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="today-verdict">
        <span className="muted">
          {luck
            ? t('transit.today.pillars', { luck: luck.pillar, year: year.pillar })
            : t('transit.today.year', { year: year.pillar })}
        </span>{' '}
        <GradeChip verdict={year.verdict} />
        <VoidFlag verdict={year.verdict} />
      </p>
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
 * once a day from 8:00 on this device's clock, while the app is open in a tab, a notification with the daily reading
 * the card shows (the same sentences) for the stored chart — worked out here, sent nowhere. Shown through the service worker where there
 * is one (the only way on Android; sw-notification-click.js opens the transit page when it is tapped), else as a
 * page notification. Nothing happens without the browser's permission. It lives with the card (the same chunk, the
 * same work): src/app/root-layout.tsx loads it only while the setting is on.
 */
export function DailyReminder() {
  const { t, i18n } = useTranslation('results');
  const navigate = useNavigate();
  const chart = useAppStore((s) => s.calculationResults?.chart);
  // The texts and navigation of the latest render, read when the reminder is shown: the schedule itself restarts
  // only for another chart (a re-render of the shell must not cut off a reminder being prepared).
  const latest = useRef({ t, lang: i18n?.language ?? 'ja', navigate });
  latest.current = { t, lang: i18n?.language ?? 'ja', navigate };

  useEffect(() => {
    if (!chart || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const controller = new AbortController();
    let timer = 0;
    /** Today's mark set for the reminder being prepared, and what it replaced: undone if that one is cut off. */
    let marked: { day: string; previous: string | null } | null = null;

    const show = async () => {
      const reading = await readToday(chart, controller.signal);
      const { t, lang } = latest.current;
      // The same words as the card: the lead transit's text, when its file loads, and the reading without it if not.
      const content =
        (await TRANSIT_TEXTS[`${TEXTS_DIR}/${lang}.json`]?.().then(
          (m) => m.default as TransitContent,
          () => null,
        )) ?? null;
      const body = dailySentences(t as never, reading, content).join(' ');
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
