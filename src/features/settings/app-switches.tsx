import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiHealth, checkApiHealth, EXTERNAL_API_BASE } from '../../shared/lib/external-astrology';
import { useAppStore } from '../../shared/stores/app-store';
import type { Settings } from '../../shared/stores/app-types';

type Say = (message: { kind: 'success' | 'error'; key: string }) => void;

/** A labelled switch with its explanation tied to it (aria-describedby). */
function Switch({
  label,
  note,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  note: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  const noteId = useId();
  return (
    <div className="setting-switch">
      <label className="radio">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={noteId}
          data-testid={testId}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <p className="field-note" id={noteId}>
        {note}
      </p>
    </div>
  );
}

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Spec §3's switches, each doing what its name says (issue 16 §7): autoSave (whether analyses are written to this
 * device), notifications (the daily "today for you" reminder, permission asked only when turned on) and debugMode
 * (the engine's output and timings on the results pages).
 */
export function AppSwitches({ say }: { say: Say }) {
  const { t } = useTranslation('settings');
  const settings = useAppStore((s) => s.settings);
  const hasChart = useAppStore((s) => s.calculationResults !== null);
  const update = (patch: Partial<Settings>) => useAppStore.getState().updateSettings(patch);

  const setNotifications = async (on: boolean) => {
    if (!on) return update({ notifications: false });
    if (!notificationsSupported()) return say({ kind: 'error', key: 'settings.notificationsUnsupported' });
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission !== 'granted') return say({ kind: 'error', key: 'settings.notificationsBlocked' });
    update({ notifications: true });
    say({ kind: 'success', key: hasChart ? 'settings.notificationsOn' : 'settings.notificationsNoChart' });
  };

  return (
    <section aria-labelledby="set-app">
      <h3 id="set-app">{t('settings.appTitle')}</h3>
      <Switch
        testId="setting-autoSave"
        label={t('settings.autoSave')}
        note={t('settings.autoSaveNote')}
        checked={settings.autoSave}
        onChange={(autoSave) => update({ autoSave })}
      />
      <Switch
        testId="setting-notifications"
        label={t('settings.notifications')}
        note={
          notificationsSupported() ? t('settings.notificationsNote') : t('settings.notificationsUnsupported')
        }
        checked={settings.notifications && notificationsSupported()}
        disabled={!notificationsSupported()}
        onChange={(on) => void setNotifications(on)}
      />
      <Switch
        testId="setting-debugMode"
        label={t('settings.debugMode')}
        note={t('settings.debugModeNote')}
        checked={settings.debugMode}
        onChange={(debugMode) => update({ debugMode })}
      />
    </section>
  );
}

/**
 * The external chart service (spec §4/§7): shown only when this build names one (VITE_EXTERNAL_ASTROLOGY_API).
 * astrologyApiEnabled allows requests to it at all; useExternalAstrologyApi shows its cross-check on the results.
 */
export function ExternalServiceSettings() {
  const { t } = useTranslation('settings');
  const settings = useAppStore((s) => s.settings);
  const [health, setHealth] = useState<ApiHealth | 'checking' | null>(null);
  if (!EXTERNAL_API_BASE) return null;
  const host = new URL(EXTERNAL_API_BASE).host;
  const update = (patch: Partial<Settings>) => {
    setHealth(null);
    useAppStore.getState().updateSettings(patch);
  };
  const check = async () => {
    setHealth('checking');
    setHealth(await checkApiHealth(useAppStore.getState().settings));
  };
  return (
    <section aria-labelledby="set-external" data-testid="settings-external">
      <h3 id="set-external">{t('settings.externalTitle')}</h3>
      <p>{t('settings.externalNote', { host })}</p>
      <Switch
        testId="setting-astrologyApiEnabled"
        label={t('settings.astrologyApiEnabled', { host })}
        note={t('settings.astrologyApiEnabledNote')}
        checked={settings.astrologyApiEnabled}
        onChange={(astrologyApiEnabled) => update({ astrologyApiEnabled })}
      />
      <label className="radio">
        <input
          type="checkbox"
          data-testid="setting-useExternalAstrologyApi"
          checked={settings.useExternalAstrologyApi && settings.astrologyApiEnabled}
          disabled={!settings.astrologyApiEnabled}
          onChange={(e) => update({ useExternalAstrologyApi: e.target.checked })}
        />
        {t('settings.useExternalAstrologyApi')}
      </label>
      <div className="row-actions">
        <button
          type="button"
          className="button-secondary"
          onClick={() => void check()}
          disabled={health === 'checking'}
        >
          {health === 'checking' ? t('settings.checkingApi') : t('settings.checkApi')}
        </button>
      </div>
      {health && health !== 'checking' && (
        <p
          className={`notice ${health.healthy ? 'notice-success' : 'notice-error'}`}
          role="status"
          data-testid="api-health"
        >
          {t(`settings.apiHealth.${health.healthy ? 'healthy' : health.reason}`)}
        </p>
      )}
    </section>
  );
}
