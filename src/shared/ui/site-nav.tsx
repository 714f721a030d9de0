import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../paths';
import { LanguageSwitcher } from './language-switcher';

/** Spec §9: at this width or less the menu collapses to a toggle. */
export const MOBILE_BREAKPOINT_PX = 768;

const LINKS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.learn, key: 'nav.learn', end: false },
  { to: paths.about, key: 'nav.about', end: false },
  { to: paths.contact, key: 'nav.contact', end: false },
] as const;

/**
 * Top navigation: brand, links, settings, language and (on narrow screens) a toggle that opens an overlay menu
 * locking page scroll.
 */
export function SiteNav({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Close on route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setOpen(false), [location.pathname]);
  // Close when the viewport grows past the breakpoint.
  useEffect(() => {
    const mq = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (!mq.matches) setOpen(false);
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  // Lock scrolling, move focus in, close on Escape.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const links = LINKS.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} end={l.end}>
        {t(l.key)}
      </NavLink>
    </li>
  ));

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.home} className="brand" aria-label={t('app.name')}>
          <span className="brand-mark" aria-hidden="true">
            ✦
          </span>
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="desktop-nav">
          <ul>{links}</ul>
        </nav>
        <button type="button" className="icon-button settings-button" onClick={onOpenSettings}>
          <span aria-hidden="true">⚙︎</span>
          <span className="settings-label">{t('settings.open')}</span>
        </button>
        <LanguageSwitcher />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          <span className="sr-only">{t(open ? 'nav.close' : 'nav.open')}</span>
        </button>
      </div>
      {open &&
        createPortal(
          <div
            className="mobile-overlay"
            data-testid="mobile-overlay"
            onPointerDown={(e) => e.target === e.currentTarget && setOpen(false)}
          >
            <div className="mobile-panel" id={menuId} ref={panelRef}>
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
        )}
    </header>
  );
}
