import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/intl-locale';
import { useAppStore } from '../../../shared/stores/app-store';
import { Modal } from '../../../shared/ui/modal';
import {
  ConversationError,
  exportConversation,
  MAX_MESSAGES,
  readConversationImport,
} from '../conversation/conversations';
import { useChatStore } from '../state/chat-store';
import { newId } from './use-chat';
import { personLabel, sameBirth } from './whose-chart';

/**
 * The conversations on this device (spec §4, §5): switch between them, delete one or all, export the open one and
 * import one (version 1.0 with exportedAt; an imported conversation gets a new id; a bad file says so).
 */
export function ConversationsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('consultant');
  const { conversations, activeId, setActive, deleteConversation, clearAll, putConversation } =
    useChatStore();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const userData = useAppStore((s) => s.userData);
  const active = conversations.find((c) => c.id === activeId) ?? null;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const download = () => {
    if (!active) return;
    const blob = new Blob([JSON.stringify(exportConversation(active, Date.now()), null, 2)], {
      type: 'application/json',
    });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `seimei-chat-${new Date(active.createdAt).toISOString().slice(0, 10)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const upload = async (f: File | undefined) => {
    if (!f) return;
    try {
      const got = readConversationImport(JSON.parse(await f.text()), newId(), Date.now());
      putConversation(got.conversation, true);
      // Issue 33 §3: what was taken, what was left, what was assumed; and whose chart it is about (§4).
      const sentences = [t('list.imported'), t('list.importedTaken', { count: got.taken })];
      if (got.taken < got.inFile)
        sentences.push(t('list.importedTrimmed', { count: MAX_MESSAGES, total: got.inFile }));
      if (got.assumedVersion) sentences.push(t('list.importedAssumed', { version: got.assumedVersion }));
      if (userData && !sameBirth(got.conversation.userData, userData))
        sentences.push(
          t('list.importedOther', {
            who: personLabel(got.conversation.userData, i18n.language, t('whose.separator')),
          }),
        );
      setStatus({ kind: 'ok', text: sentences.join(i18n.language.startsWith('en') ? ' ' : '') });
    } catch (err) {
      if (err instanceof ConversationError && err.code === 'otherVersion')
        setStatus({ kind: 'error', text: t('list.otherVersion', { version: err.version }) });
      else {
        if (!(err instanceof ConversationError || err instanceof SyntaxError)) console.error(err);
        setStatus({ kind: 'error', text: t('list.invalid') });
      }
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Modal
      titleId="chat-list-title"
      onClose={onClose}
      header={{ title: t('list.title'), close: t('list.close') }}
      testId="chat-list"
    >
      {conversations.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul className="chat-list">
          {conversations.map((c) => {
            const title = c.title || t('list.untitled');
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className="chat-list-open"
                  aria-current={c.id === activeId || undefined}
                  onClick={() => {
                    setActive(c.id);
                    onClose();
                  }}
                >
                  <span className="chat-list-name">{title}</span>
                  {userData && !sameBirth(c.userData, userData) && (
                    <span className="chat-list-other" data-testid="chat-list-other">
                      {t('whose.listOther', {
                        who: personLabel(c.userData, i18n.language, t('whose.separator')),
                      })}
                    </span>
                  )}
                  <span className="chat-list-meta">
                    {date.format(c.updatedAt)} · {t('list.messages', { count: c.messages.length })}
                    {c.id === activeId ? ` · ${t('list.current')}` : ''}
                  </span>
                </button>
                <button
                  type="button"
                  className="chat-link chat-list-delete"
                  aria-label={t('list.delete', { title })}
                  onClick={() => deleteConversation(c.id)}
                >
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="row-actions chat-dialog-actions">
        {active && (
          <button type="button" className="button-secondary" onClick={download}>
            {t('list.export')}
          </button>
        )}
        <button type="button" className="button-secondary" onClick={() => file.current?.click()}>
          {t('list.import')}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('list.import')}
          data-testid="chat-import"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        {conversations.length > 0 && !confirming && (
          <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
            {t('list.clearAll')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="notice notice-warning chat-confirm" role="alertdialog" aria-labelledby="chat-clear-q">
          <p id="chat-clear-q">{t('list.clearConfirm')}</p>
          <div className="row-actions">
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                clearAll();
                setConfirming(false);
              }}
            >
              {t('list.confirm')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              {t('settings.cancel')}
            </button>
          </div>
        </div>
      )}
      {status && (
        <p
          className={status.kind === 'ok' ? 'field-note' : 'field-error'}
          role={status.kind === 'ok' ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      )}
    </Modal>
  );
}
