import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LUCK_START_METHODS, type LuckStartMethod, type UseGodMethod } from '../../../core/bazi/conventions';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { applyConventions } from '../../../shared/lib/analysis';
import { formatLocalDateTime } from '../../../shared/lib/local-date';
import { useAppStore } from '../../../shared/stores/app-store';
import type { Conventions } from '../../../shared/stores/app-types';

/** The BaZi conventions, changeable right here (recalculates the chart), with the true-solar-time breakdown. */
export function BaziConventions({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const conventions = useAppStore((s) => s.settings.conventions);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (patch: Partial<Conventions>) => {
    setBusy(true);
    setFailed(false);
    try {
      await applyConventions({ ...conventions, ...patch });
    } catch {
      // The message's namespace loads with the failure, so a working page never waits for it.
      await i18n.loadNamespaces('chartErrors').catch(() => undefined);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const tst = chart.bazi.trueSolarTime;
  const fmt = (m: number) => `${m >= 0 ? '+' : '−'}${Math.abs(m).toFixed(1)}`;
  const degreesEW = (deg: number) =>
    t(deg < 0 ? 'baziConventions.degWest' : 'baziConventions.degEast', {
      deg: Math.abs(deg).toFixed(deg % 1 === 0 ? 0 : 1),
    });
  return (
    <section className="bazi-conventions" aria-labelledby="bazi-conv-title" data-testid="bazi-conventions">
      <h3 id="bazi-conv-title">{t('baziConventions.title')}</h3>
      <div className="field-row conv-row">
        <div className="field">
          <label htmlFor="bz-zi">{t('baziConventions.ziHour')}</label>
          <select
            id="bz-zi"
            value={conventions.ziHour}
            disabled={busy}
            onChange={(e) => void change({ ziHour: e.target.value as Conventions['ziHour'] })}
          >
            <option value="midnight">{t('baziConventions.ziMidnight')}</option>
            <option value="23">{t('baziConventions.zi23')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="bz-hidden">{t('baziConventions.hiddenStems')}</label>
          <select
            id="bz-hidden"
            value={conventions.hiddenStems}
            disabled={busy}
            onChange={(e) => void change({ hiddenStems: e.target.value as Conventions['hiddenStems'] })}
          >
            <option value="chinese">{t('meta.hiddenChinese')}</option>
            <option value="japanese">{t('meta.hiddenJapanese')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="bz-usegod">{t('baziConventions.useGod')}</label>
          <select
            id="bz-usegod"
            value={conventions.useGod ?? 'supportRestrain'}
            disabled={busy}
            onChange={(e) => void change({ useGod: e.target.value as UseGodMethod })}
          >
            <option value="supportRestrain">{t('baziConventions.useGodSupportRestrain')}</option>
            <option value="climateFirst">{t('baziConventions.useGodClimateFirst')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="bz-luckstart">{t('baziConventions.luckStart')}</label>
          <select
            id="bz-luckstart"
            value={conventions.luckStart ?? 'exact'}
            disabled={busy}
            onChange={(e) => void change({ luckStart: e.target.value as LuckStartMethod })}
          >
            {LUCK_START_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`baziConventions.luckStartMethods.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="radio">
        <input
          type="checkbox"
          checked={conventions.trueSolarTime}
          disabled={busy}
          onChange={(e) => void change({ trueSolarTime: e.target.checked })}
        />
        {t('baziConventions.trueSolarTime')}
      </label>
      {tst && (
        // From the clock to the sun in three labelled steps (issue 32 §3); charts stored before the split have the
        // longitude term with summer time in it and no standard offset: shown as one line, as they were computed.
        <div className="field-note" data-testid="tst">
          <p>
            {t('baziConventions.tstAt', {
              local: formatLocalDateTime(tst.local, i18n.language),
            })}
          </p>
          <ul className="tst-steps">
            {tst.summerTimeMinutes ? (
              <li data-step="summer">
                {t('baziConventions.tstSummer', { minutes: fmt(tst.summerTimeMinutes) })}
              </li>
            ) : null}
            <li data-step="longitude">
              {tst.standardOffsetMinutes === undefined
                ? t('baziConventions.tstLongitudeOnly', { minutes: fmt(tst.longitudeMinutes) })
                : t('baziConventions.tstLongitude', {
                    minutes: fmt(tst.longitudeMinutes),
                    meridian: degreesEW(tst.standardOffsetMinutes / 4),
                    longitude: degreesEW(chart.place.lng),
                  })}
            </li>
            <li data-step="eot">
              {t('baziConventions.tstEot', { minutes: fmt(tst.equationOfTimeMinutes) })}
            </li>
            <li data-step="total">{t('baziConventions.tstTotal', { minutes: fmt(tst.totalMinutes) })}</li>
          </ul>
        </div>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {t('chartErrors:app.CalculationError')}
        </p>
      )}
    </section>
  );
}
