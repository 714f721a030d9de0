import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_SYSTEMS, type HouseSystem } from '../../core/astrology/vocabulary';
import { applyConventions } from '../../shared/lib/analysis';
import { useAppStore } from '../../shared/stores/app-store';

/** Changes the house system right on the results page and recalculates the stored chart with it. */
export function HouseSystemPicker({ current }: { current: HouseSystem }) {
  const { t, i18n } = useTranslation('results');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const onChange = async (houseSystem: HouseSystem) => {
    setBusy(true);
    setFailed(false);
    try {
      await applyConventions({ ...useAppStore.getState().settings.conventions, houseSystem });
    } catch {
      // The message's namespace loads with the failure, so a working page never waits for it.
      await i18n.loadNamespaces('chartErrors').catch(() => undefined);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field house-picker">
      <label htmlFor="house-system">{t('wheel.houseSystem')}</label>
      <select
        id="house-system"
        value={current}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => void onChange(e.target.value as HouseSystem)}
      >
        {HOUSE_SYSTEMS.map((h) => (
          <option key={h} value={h}>
            {t(`houseSystems.${h}`)}
          </option>
        ))}
      </select>
      {failed && (
        <p className="field-error" role="alert">
          {t('chartErrors:app.CalculationError')}
        </p>
      )}
    </div>
  );
}
