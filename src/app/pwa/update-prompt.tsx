import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addBundledTexts } from '../../i18n/bundled-texts';
import en from './texts/en.json';
import ja from './texts/ja.json';
import zh from './texts/zh.json';
import zhHant from './texts/zh-Hant.json';
import './update-prompt.css';

/**
 * The update prompt (issue 16 §1): a new version has been installed by the service worker and waits. The user
 * chooses when to switch — it reloads the page — or puts it off until the next visit. Not a dialog: it does not
 * take the focus from what the user is doing, and screen readers hear it once (role=status).
 */
export default function UpdatePrompt({ onLater }: { onLater: () => void }) {
  const { t, i18n } = useTranslation();
  // The texts ride in this chunk (src/i18n/page-namespaces.ts), not in every visitor's first load.
  addBundledTexts(i18n, 'pwa', { ja, zh, 'zh-Hant': zhHant, en });
  const [updating, setUpdating] = useState(false);

  const apply = () => {
    const waiting = window.__seimeiUpdate;
    const sw = navigator.serviceWorker;
    if (!waiting || !sw) return window.location.reload();
    setUpdating(true);
    sw.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };

  return (
    <section
      className="update-prompt"
      role="status"
      aria-labelledby="update-prompt-title"
      data-testid="update-prompt"
    >
      <p className="update-prompt-title" id="update-prompt-title">
        {t('pwa:title')}
      </p>
      <p className="update-prompt-body">{updating ? t('pwa:updating') : t('pwa:body')}</p>
      <div className="update-prompt-actions">
        <button type="button" className="button-primary" onClick={apply} disabled={updating}>
          {t('pwa:update')}
        </button>
        <button type="button" className="button-secondary" onClick={onLater} disabled={updating}>
          {t('pwa:later')}
        </button>
      </div>
    </section>
  );
}
