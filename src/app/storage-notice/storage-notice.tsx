import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addBundledTexts } from '../../i18n/bundled-texts';
import { paths } from '../../shared/paths';
import { AI_CHAT_STATE_KEY, PARTNER_KEY } from '../../shared/stores/app-types';
import { useStorageStatus } from '../../shared/stores/storage-status';
import en from './texts/en.json';
import ja from './texts/ja.json';
import zh from './texts/zh.json';
import zhHant from './texts/zh-Hant.json';

/**
 * Tells the truth about what this device kept (issue 16 §4): unreadable data that could not be copied and is left
 * untouched, a write that failed (what is on screen is not kept), or unreadable data put aside. Loaded only when
 * one of these happens, with its own texts (src/i18n/page-namespaces.ts).
 */
/** Which store's data was put aside, from the key of its copy (`<store key>.unreadable-backup.<ms>`). */
function recoveredText(backupKey: string | null): 'recovered' | 'recoveredPartner' | 'recoveredChat' {
  if (backupKey?.startsWith(`${PARTNER_KEY}.`)) return 'recoveredPartner';
  if (backupKey?.startsWith(`${AI_CHAT_STATE_KEY}.`)) return 'recoveredChat';
  return 'recovered';
}

export default function StorageNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t, i18n } = useTranslation();
  addBundledTexts(i18n, 'storage', { ja, zh, 'zh-Hant': zhHant, en });
  const status = useStorageStatus();
  const kind = status.held
    ? 'held'
    : status.writeFailed
      ? 'writeFailed'
      : status.recovered
        ? 'recovered'
        : null;
  if (!kind || status.dismissed) return null;
  return (
    <div
      className="notice notice-warning storage-notice"
      role="alert"
      data-testid="storage-notice"
      data-kind={kind}
    >
      <p>{t(`storage:${kind === 'recovered' ? recoveredText(status.recovered) : kind}`)}</p>
      <p className="storage-notice-actions">
        <button type="button" className="button-secondary" onClick={onOpenSettings}>
          {t('storage:openSettings')}
        </button>
        {kind === 'writeFailed' && (
          <Link className="button-secondary" to={paths.history}>
            {t('storage:openHistory')}
          </Link>
        )}
        {kind !== 'held' && (
          <button
            type="button"
            className="button-secondary"
            onClick={() => useStorageStatus.setState({ dismissed: true })}
          >
            {t('storage:close')}
          </button>
        )}
      </p>
    </div>
  );
}
