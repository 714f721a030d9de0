import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { providerName } from '../provider/providers';
import type { AiConfig } from '../state/chat-store';

/**
 * The consent step before the first question goes to a provider (issue 11 §1): what is sent, to whom, what is
 * not; the name only when ticked. The choice covers this provider and address until withdrawn in AI settings.
 */
export function ConsentDialog({
  config,
  name,
  onAnswer,
}: {
  config: AiConfig;
  name: string;
  onAnswer: (answer: 'agree' | 'offline' | 'cancel', includeName?: boolean) => void;
}) {
  const { t } = useTranslation('consultant');
  const [includeName, setIncludeName] = useState(false);
  const provider = providerName(config.provider, config.baseUrl);
  return (
    <Modal titleId="consent-title" onClose={() => onAnswer('cancel')} testId="consent-dialog">
      <h2 id="consent-title">{t('consent.title', { provider })}</h2>
      <p>{t('consent.what', { provider, url: config.baseUrl })}</p>
      <p>{t('consent.notSent')}</p>
      <p className="field-note">{t('consent.policy', { provider })}</p>
      {name.trim() && (
        <label className="radio">
          <input type="checkbox" checked={includeName} onChange={(e) => setIncludeName(e.target.checked)} />
          {t('consent.includeName', { name })}
        </label>
      )}
      <div className="row-actions chat-dialog-actions">
        <button
          type="button"
          className="button-primary"
          data-autofocus
          onClick={() => onAnswer('agree', includeName)}
        >
          {t('consent.agree')}
        </button>
        <button type="button" className="button-secondary" onClick={() => onAnswer('offline')}>
          {t('consent.offline')}
        </button>
        <button type="button" className="chat-link" onClick={() => onAnswer('cancel')}>
          {t('consent.cancel')}
        </button>
      </div>
    </Modal>
  );
}
