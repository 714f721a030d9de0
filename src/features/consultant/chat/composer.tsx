import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The question box (spec §2): Enter sends, Shift+Enter adds a line, and Enter never sends while an input method
 * is composing (Japanese and Chinese users confirm their conversion with Enter). While a reply is being written
 * the send button becomes a stop button, and Enter queues the question: the box says it will go when the reply
 * ends, and it does (issue 28 §4), unless the person edits or clears it first.
 */
export function Composer({
  value: text,
  onChange: setText,
  streaming,
  disabled,
  onSend,
  onStop,
  onShowAll,
}: {
  /** The question being written (kept by the screen, so a cancelled consent step can give it back). */
  value: string;
  onChange: (text: string) => void;
  streaming: boolean;
  disabled: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  /** While an offline answer comes in at reading pace: show it whole at once. */
  onShowAll?: () => void;
}) {
  const { t } = useTranslation('consultant');
  const area = useRef<HTMLTextAreaElement>(null);
  const [queued, setQueued] = useState(false);
  const submit = () => {
    if (disabled || !text.trim()) return;
    if (streaming) return setQueued(true);
    onSend(text);
    setText('');
  };
  // The reply has ended: the queued question goes now.
  useEffect(() => {
    if (streaming || !queued) return;
    setQueued(false);
    if (disabled || !text.trim()) return;
    onSend(text);
    setText('');
  }, [streaming, queued, disabled, text, onSend, setText]);
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {t('input.label')}
      </label>
      <textarea
        id="chat-input"
        ref={area}
        rows={2}
        value={text}
        placeholder={t('input.placeholder')}
        aria-describedby="chat-input-hint"
        maxLength={2000}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          setQueued(false);
        }}
        onKeyDown={(e) => {
          // keyCode 229: some browsers report a composing Enter only this way.
          if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
          e.preventDefault();
          submit();
        }}
      />
      <div className="chat-composer-row">
        <span id="chat-input-hint" className="chat-hint" aria-live="polite">
          {/* While a reply comes in the row holds its buttons; the hint returns when it ends (or says a question waits). */}
          {queued ? t('input.queued') : streaming ? '' : t('input.hint')}
        </span>
        {streaming ? (
          <span className="chat-composer-actions">
            {onShowAll && (
              <button
                type="button"
                className="button-secondary"
                onClick={onShowAll}
                data-testid="chat-show-all"
              >
                {t('input.showAll')}
              </button>
            )}
            <button type="button" className="button-secondary" onClick={onStop} data-testid="chat-stop">
              {t('input.stop')}
            </button>
          </span>
        ) : (
          <button type="submit" className="button-primary" disabled={disabled || !text.trim()}>
            {t('input.send')}
          </button>
        )}
      </div>
    </form>
  );
}
