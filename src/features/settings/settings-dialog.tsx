import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSE_SYSTEMS } from '../../core/astrology/vocabulary';
import { LUCK_START_METHODS, USE_GOD_METHODS } from '../../core/bazi/conventions';
import { intlLocale } from '../../i18n/intl-locale';
import { applyConventions } from '../../shared/lib/analysis';
import { safeLocalStorage } from '../../shared/lib/storage';
import { deleteUnreadable, listUnreadable } from '../../shared/lib/unreadable-backups';
import { useAppStore } from '../../shared/stores/app-store';
import {
  AI_CHAT_STATE_KEY,
  APP_STATE_KEY,
  type Conventions,
  FORGET_CHAT_EVENT,
  PARTNER_KEY,
  type Theme,
} from '../../shared/stores/app-types';
import { useStorageStatus } from '../../shared/stores/storage-status';
import { LanguageButtons } from '../../shared/ui/language-buttons';
import { AppSwitches, ExternalServiceSettings } from './app-switches';
import { buildExportBundle, readImport } from './data-transfer';

/** Every stored key that puts an unreadable value aside (issue 33 §2): their copies are listed, downloaded and cleared here. */
const RECOVERED_KEYS = [APP_STATE_KEY, AI_CHAT_STATE_KEY, PARTNER_KEY] as const;

/** Hands a text file to the browser's download. */
function download(text: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(a.href);
}

/**
 * Settings: language, theme, calculation conventions, saving / reminder / developer switches, the external chart
 * service when the build names one, export / import, delete my data, reset. A modal dialog.
 */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  // The house-system names live with the results texts: load them too, or a dialog opened before any results
  // page would show raw keys.
  const { t, i18n } = useTranslation(['settings', 'results']);
  const settings = useAppStore((s) => s.settings);
  const [conventions, setConventions] = useState<Conventions>(settings.conventions);
  /** The outcome of the last action; `more` adds sentences (what an import took and left). */
  const [message, setMessage] = useState<{
    kind: 'success' | 'error';
    key: string;
    params?: Record<string, unknown>;
    more?: { key: string; params?: Record<string, unknown> }[];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  // Focus management: move in, trap Tab, close on Escape, give focus back on close.
  useEffect(() => {
    returnFocus.current = document.activeElement;
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>('button, [href], input, select')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key !== 'Tab' || !dialog) return;
      const items = [
        ...dialog.querySelectorAll<HTMLElement>('button, [href], input, select, textarea'),
      ].filter((el) => !el.hasAttribute('disabled'));
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previous;
      (returnFocus.current as HTMLElement | null)?.focus?.();
    };
  }, [onClose]);

  // What the device really kept (issue 16 §4): a success message only when the write went through.
  const notSaved = () => useStorageStatus.getState().writeFailed || useStorageStatus.getState().held !== null;
  const unreadable = RECOVERED_KEYS.flatMap((key) => listUnreadable(key, safeLocalStorage));
  const held = useStorageStatus((s) => s.held);
  const [, refresh] = useState(0);

  const downloadUnreadable = () => {
    const items = unreadable.map((b) => ({
      key: b.key,
      savedAt: b.savedAtMs === null ? null : new Date(b.savedAtMs).toISOString(),
      value: b.value,
    }));
    if (held) items.unshift({ key: held, savedAt: null, value: safeLocalStorage.getItem(held) ?? '' });
    const file = { app: 'seimei', kind: 'unreadable-data', exportTime: new Date().toISOString(), items };
    download(
      JSON.stringify(file, null, 2),
      `seimei-unreadable-${new Date().toISOString().slice(0, 10)}.json`,
    );
    setMessage({ kind: 'success', key: 'settings.unreadableDownloaded' });
  };

  const deleteUnreadableData = () => {
    if (!window.confirm(t('settings.confirmDeleteUnreadable'))) return;
    for (const key of RECOVERED_KEYS) deleteUnreadable(key, safeLocalStorage);
    if (held) {
      safeLocalStorage.removeItem(held);
      useStorageStatus.setState({ held: null });
      // Saving resumes: what the app holds now is written at once.
      useAppStore.getState().updateSettings({});
    }
    refresh((n) => n + 1);
    setMessage({ kind: 'success', key: 'settings.unreadableDeleted' });
  };

  const saveConventions = async () => {
    setBusy(true);
    try {
      const recalculated = await applyConventions(conventions);
      if (notSaved()) setMessage({ kind: 'error', key: 'settings.notSaved' });
      else setMessage({ kind: 'success', key: recalculated ? 'settings.recalculated' : 'settings.saved' });
    } catch {
      setMessage({ kind: 'error', key: 'settings.recalculateFailed' });
    } finally {
      setBusy(false);
    }
  };

  const exportData = () => {
    const bundle = buildExportBundle(useAppStore.getState());
    if (!bundle) return setMessage({ kind: 'error', key: 'settings.noDataToExport' });
    download(JSON.stringify(bundle, null, 2), `seimei-data-${new Date().toISOString().slice(0, 10)}.json`);
    setMessage({ kind: 'success', key: 'settings.exported' });
  };

  const importData = async (file: File | undefined) => {
    if (!file) return;
    const outcome = readImport(await file.text());
    if (!outcome.ok)
      return setMessage(
        outcome.reason === 'version'
          ? { kind: 'error', key: 'settings.importVersion', params: { version: outcome.version } }
          : { kind: 'error', key: 'settings.importFormat' },
      );
    useAppStore.getState().replacePersisted(outcome.data);
    if (notSaved()) return setMessage({ kind: 'error', key: 'settings.importedNotSaved' });
    // Issue 33 §3: say what was taken and what was left as it was, never a bare "imported".
    const list = (parts: string[]) =>
      new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(parts);
    const taken = [t('settings.importPart.birth')];
    const kept: string[] = [];
    if (outcome.historyTaken === null) kept.push(t('settings.importPart.historyAll'));
    else taken.push(t('settings.importPart.history', { count: outcome.historyTaken }));
    (outcome.settingsTaken ? taken : kept).push(t('settings.importPart.settings'));
    const more: { key: string; params?: Record<string, unknown> }[] = [
      { key: 'settings.importedTaken', params: { parts: list(taken) } },
    ];
    if (kept.length) more.push({ key: 'settings.importedKept', params: { parts: list(kept) } });
    if (outcome.historySkipped)
      more.push({ key: 'settings.importedSkipped', params: { count: outcome.historySkipped } });
    if (outcome.assumedVersion)
      more.push({ key: 'settings.importedAssumed', params: { version: outcome.assumedVersion } });
    setMessage({ kind: 'success', key: 'settings.imported', more });
  };

  /** The consultant's state goes too: from storage now, and from memory if the chat was opened on this visit. */
  const forgetChat = () => {
    safeLocalStorage.removeItem(AI_CHAT_STATE_KEY);
    window.dispatchEvent(new Event(FORGET_CHAT_EVENT));
  };
  /** And the second person of the compatibility page (an open compatibility page drops it with the user's data). */
  const forgetPartner = () => safeLocalStorage.removeItem(PARTNER_KEY);

  const deleteMyData = () => {
    if (!window.confirm(t('settings.confirmDelete'))) return;
    useAppStore.getState().clearUserData();
    useAppStore.getState().replacePersisted({ analysisHistory: [] });
    forgetChat();
    forgetPartner();
    setMessage(
      notSaved() ? { kind: 'error', key: 'settings.notSaved' } : { kind: 'success', key: 'settings.deleted' },
    );
  };

  const resetApp = () => {
    if (!window.confirm(t('settings.confirmReset'))) return;
    useAppStore.getState().resetApp();
    safeLocalStorage.removeItem(APP_STATE_KEY);
    forgetChat();
    forgetPartner();
    setMessage({ kind: 'success', key: 'settings.resetDone' });
  };

  const select = <K extends keyof Conventions>(
    key: K,
    options: readonly string[],
    labelKey: (o: string) => string,
  ) => (
    <div className="field">
      <label htmlFor={`conv-${key}`}>{t(`settings.conventions.${key}`)}</label>
      <select
        id={`conv-${key}`}
        value={String(conventions[key] ?? options[0])}
        onChange={(e) => {
          const raw = e.target.value;
          setConventions((c) => ({ ...c, [key]: key === 'trueSolarTime' ? raw === 'true' : raw }));
        }}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {t(labelKey(o))}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="dialog-backdrop" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="settings-title"
        ref={dialogRef}
      >
        <div className="dialog-header">
          <h2 id="settings-title">{t('settings.title')}</h2>
          <button type="button" className="button-ghost" onClick={onClose}>
            {t('common:actions.close')}
          </button>
        </div>
        {message && (
          <p className={`notice notice-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            {t(message.key, message.params)}
            {message.more?.map((m) => (
              <span key={m.key} className="notice-line">
                {t(m.key, m.params)}
              </span>
            ))}
          </p>
        )}
        <section aria-labelledby="set-lang">
          <h3 id="set-lang">{t('common:language.label')}</h3>
          <LanguageButtons />
        </section>
        <section aria-labelledby="set-theme">
          <h3 id="set-theme">{t('settings.theme')}</h3>
          <div className="segmented dialog-segmented">
            {(['system', 'light', 'dark'] as Theme[]).map((theme) => (
              <label key={theme} className={settings.theme === theme ? 'segment active' : 'segment'}>
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={settings.theme === theme}
                  onChange={() => useAppStore.getState().updateSettings({ theme })}
                />
                {t(`settings.themes.${theme}`)}
              </label>
            ))}
          </div>
        </section>
        <section aria-labelledby="set-conv">
          <h3 id="set-conv">{t('settings.conventionsTitle')}</h3>
          {select('houseSystem', HOUSE_SYSTEMS, (o) => `results:houseSystems.${o}`)}
          {select('node', ['true', 'mean'], (o) => `settings.nodes.${o}`)}
          {select('ziHour', ['midnight', '23'], (o) => `settings.ziHours.${o}`)}
          {select('trueSolarTime', ['false', 'true'], (o) => `settings.onOff.${o}`)}
          {select('hiddenStems', ['chinese', 'japanese'], (o) => `settings.hiddenStemRules.${o}`)}
          {select('useGod', USE_GOD_METHODS, (o) => `settings.useGodMethods.${o}`)}
          {select('luckStart', LUCK_START_METHODS, (o) => `settings.luckStartMethods.${o}`)}
          <button
            type="button"
            className="button-primary"
            onClick={() => void saveConventions()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('common:status.computing') : t('common:actions.save')}
          </button>
        </section>
        <AppSwitches say={setMessage} />
        <ExternalServiceSettings />
        <section aria-labelledby="set-data">
          <h3 id="set-data">{t('settings.data')}</h3>
          <div className="row-actions">
            <button type="button" className="button-secondary" onClick={exportData}>
              {t('settings.export')}
            </button>
            <label className="button-secondary">
              {t('settings.import')}
              <input
                type="file"
                accept="application/json,.json"
                className="sr-only"
                onChange={(e) => {
                  void importData(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            <button type="button" className="button-secondary button-danger" onClick={deleteMyData}>
              {t('settings.delete')}
            </button>
            <button type="button" className="button-ghost button-danger" onClick={resetApp}>
              {t('settings.reset')}
            </button>
          </div>
          <p className="field-note">{t('settings.dataNote')}</p>
        </section>
        {(unreadable.length > 0 || held) && (
          <section aria-labelledby="set-unreadable" data-testid="settings-unreadable">
            <h3 id="set-unreadable">{t('settings.unreadableTitle')}</h3>
            <p>
              {held
                ? t('settings.unreadableHeld')
                : t('settings.unreadableNote', { count: unreadable.length })}
            </p>
            <div className="row-actions">
              <button type="button" className="button-secondary" onClick={downloadUnreadable}>
                {t('settings.downloadUnreadable')}
              </button>
              <button type="button" className="button-ghost button-danger" onClick={deleteUnreadableData}>
                {t('settings.deleteUnreadable')}
              </button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
