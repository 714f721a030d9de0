import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

/**
 * The phone menu's overlay (a chunk of its own: most visits never open it). It locks page scrolling, moves focus in,
 * and closes on Escape (focus back on the toggle), on a tap outside and when the viewport grows past the breakpoint.
 */
export default function MobileMenu({
  id,
  links,
  breakpointPx,
  toggleRef,
  onClose,
}: {
  id: string;
  /** The width past which the menu closes (the header shows its links again). */
  breakpointPx: number;
  links: ReactNode;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const mq = window.matchMedia(`(max-width: ${breakpointPx}px)`);
    const onChange = () => {
      if (!mq.matches) onClose();
    };
    mq.addEventListener('change', onChange);
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      mq.removeEventListener('change', onChange);
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose, toggleRef, breakpointPx]);
  return createPortal(
    <div
      className="mobile-overlay"
      data-testid="mobile-overlay"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="mobile-panel" id={id} ref={panelRef}>
        <nav aria-label={t('nav.label')}>
          <ul>{links}</ul>
        </nav>
        <footer className="mobile-panel-footer">
          <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          <Link to={paths.terms}>{t('footer.terms')}</Link>
        </footer>
      </div>
    </div>,
    // Outside the header: its backdrop-filter would make it the containing block of a fixed overlay.
    document.body,
  );
}
