import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { jdUtFromUnixMs } from '../../core/time/julian-day';
import { dayPillarAt } from '../../core/transit/bazi-timeline';
import { seriesInForce } from '../../core/transit/transit-outlook';
import { runTransitAnalysis } from '../../features/transit/run-transit-analysis';
import { useTransitName } from '../../features/transit/use-transit-name';
import { todayLocalIso } from '../../shared/lib/local-date';
import { msUntilReminder, REMINDER_DAY_KEY } from '../../shared/lib/reminder-schedule';
import { safeLocalStorage } from '../../shared/lib/storage';
import { paths } from '../../shared/paths';
import { useAppStore } from '../../shared/stores/app-store';

/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The daily "today for you" reminder (spec §3 notifications, issue 16 §7), loaded only while the setting is on:
 * once a day from 8:00 on this device's clock, while the app is open in a tab, a notification with today's transits
 * and day pillar for the stored chart — worked out here, sent nowhere. Shown through the service worker where there
 * is one (the only way on Android; sw-notification-click.js opens the transit page when it is tapped), else as a
 * page notification. Nothing happens without the browser's permission.
 */
export default function DailyReminder() {
  const { t } = useTranslation('results');
  const name = useTransitName();
  const navigate = useNavigate();
  const chart = useAppStore((s) => s.calculationResults?.chart);

  useEffect(() => {
    if (!chart || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const controller = new AbortController();
    let timer = 0;

    const show = async () => {
      const nowJd = jdUtFromUnixMs(Date.now());
      const analysis = await runTransitAnalysis(chart, nowJd, () => {}, controller.signal);
      const day = dayPillarAt(chart, nowJd);
      const transits = seriesInForce(analysis.series, nowJd).slice(0, 2).map(name);
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
      if (registration) await registration.showNotification(title, options);
      else {
        const note = new Notification(title, options);
        note.onclick = () => {
          window.focus();
          navigate(paths.transit);
        };
      }
    };

    const schedule = () => {
      const wait = msUntilReminder(new Date(), safeLocalStorage.getItem(REMINDER_DAY_KEY));
      timer = window.setTimeout(
        () => {
          if (msUntilReminder(new Date(), safeLocalStorage.getItem(REMINDER_DAY_KEY)) > 0) return schedule();
          // Marked before it is shown: another tab of the app must not show the same day's again.
          safeLocalStorage.setItem(REMINDER_DAY_KEY, todayLocalIso());
          show().then(schedule, () => !controller.signal.aborted && schedule());
        },
        Math.min(wait, MAX_DELAY_MS),
      );
    };
    schedule();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [chart, t, name, navigate]);

  return null;
}
