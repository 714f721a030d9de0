import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Tab stays inside, Escape closes, and focus goes
 * back to where it was when the dialog closes.
 */
export function Modal({
  titleId,
  onClose,
  children,
  testId,
  header,
  className = 'chat-dialog',
}: {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** A heading with a close button at the top (else the children carry the heading `titleId` names). */
  header?: { title: string; close: string };
  /** The dialog's own class, besides `dialog`. */
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[data-autofocus], input, select, textarea, button')?.focus();
    return () => {
      dialog?.close();
      previous?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
    >
      {header && (
        <div className="dialog-header">
          <h2 id={titleId}>{header.title}</h2>
          <button type="button" className="button-secondary" onClick={() => close.current()}>
            {header.close}
          </button>
        </div>
      )}
      {children}
    </dialog>
  );
}
