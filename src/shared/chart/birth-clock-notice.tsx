import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BirthClock } from '../../core/chart/birth-clock';
import type { TimeReading } from '../../core/chart/birth-schemas';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { applyTimeReading, computeResults } from '../lib/analysis';
import { useAppStore } from '../stores/app-store';
import type { UserData } from '../stores/app-types';

/** The hour pillar and Ascendant a reading of the recorded time gives: what choosing it changes. */
function useReadingOutcome(user: UserData, reading: TimeReading | null, enabled: boolean) {
  const conventions = useAppStore((s) => s.settings.conventions);
  const [chart, setChart] = useState<ChartOutput | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const { timeReading: _t, ...rest } = user;
    computeResults(reading ? { ...rest, timeReading: reading } : rest, conventions)
      .then((r) => live && setChart(r.chart))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, reading, conventions, enabled]);
  return chart;
}

/**
 * What the clock of the birth means (issue 32 §2), at the top of the results: summer time said in a sentence with
 * the standard clock the pillars read and a choice "the record is already standard time"; an hour that happened twice
 * with both readings named and what each gives; an hour the clocks skipped with the reading taken. The facts are
 * core's (birthClockOf); a choice recasts the stored chart.
 */
export function BirthClockNotice({ clock, user }: { clock: BirthClock; user: UserData }) {
  const { t, i18n } = useTranslation('results');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const repeated = clock.kind === 'repeated';
  const first = useReadingOutcome(user, 'earlier', repeated);
  const second = useReadingOutcome(user, 'later', repeated);
  const choose = async (reading: TimeReading | null) => {
    setBusy(true);
    setFailed(false);
    try {
      await applyTimeReading(reading);
    } catch {
      await i18n.loadNamespaces('chartErrors').catch(() => undefined);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const outcome = (c: ChartOutput | null) =>
    c?.bazi.hour
      ? t('clock.changes', {
          hour: `${c.bazi.hour.stem}${c.bazi.hour.branch}`,
          asc: c.angles ? t(`signs.${c.angles.ascendant.sign}`) : '—',
        })
      : '';
  const action = (label: string, reading: TimeReading | null, pressed?: boolean, detail?: string) => (
    <button
      type="button"
      className="button-secondary clock-choice"
      disabled={busy}
      aria-pressed={pressed}
      data-reading={reading ?? 'wall'}
      onClick={() => void choose(reading)}
    >
      <span>{label}</span>
      {detail && <span className="clock-choice-detail">{detail}</span>}
    </button>
  );
  const r = clock.recorded;
  return (
    <div
      className="notice notice-info birth-clock"
      role="status"
      data-testid="birth-clock"
      data-kind={clock.kind}
    >
      {clock.kind === 'summer' && (
        <>
          <p>{t('clock.summer', { recorded: r, minutes: clock.minutes, standard: clock.standard })}</p>
          <p className="clock-ask">{t('clock.askStandard')}</p>
          {action(t('clock.useStandard', { recorded: r }), 'standard')}
        </>
      )}
      {clock.kind === 'recordedStandard' && (
        <>
          <p>{t('clock.recordedStandard', { recorded: r, wall: clock.wall })}</p>
          {action(t('clock.useWall'), null)}
        </>
      )}
      {clock.kind === 'repeated' && (
        <>
          <p>
            {t(clock.cause === 'summerTime' ? 'clock.repeatedSummer' : 'clock.repeatedZone', {
              recorded: r,
              minutes: clock.minutes,
            })}
          </p>
          <div className="clock-choices">
            {action(
              t(clock.cause === 'summerTime' ? 'clock.first' : 'clock.firstZone', { recorded: r }),
              'earlier',
              clock.chosen === 'first',
              outcome(first),
            )}
            {action(
              t(clock.cause === 'summerTime' ? 'clock.second' : 'clock.secondZone', { recorded: r }),
              'later',
              clock.chosen === 'second',
              outcome(second),
            )}
          </div>
        </>
      )}
      {clock.kind === 'skipped' && (
        <>
          <p>
            {t(
              clock.cause === 'zoneChange'
                ? 'clock.skippedZone'
                : clock.chosen === 'clockBefore'
                  ? 'clock.skippedSummerBefore'
                  : 'clock.skippedSummerAfter',
              { recorded: r, from: clock.from, to: clock.to, readAs: clock.readAs },
            )}
          </p>
          {/* The other reading: on the clock before the jump (lands after it) or after it (lands before). */}
          {action(
            t(
              clock.cause === 'zoneChange'
                ? 'clock.otherReading'
                : clock.chosen === 'clockBefore'
                  ? 'clock.otherReadingStandard'
                  : 'clock.otherReadingSummer',
              { time: clock.otherReadAs },
            ),
            clock.chosen === 'clockBefore' ? 'earlier' : 'later',
          )}
        </>
      )}
      {busy && <p className="field-note">{t('clock.busy')}</p>}
      {failed && (
        <p className="field-error" role="alert">
          {t('chartErrors:app.CalculationError')}
        </p>
      )}
    </div>
  );
}
