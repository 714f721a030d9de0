import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../paths';
import { LanguageSwitcher } from './language-switcher';

// The overlay is a chunk of its own, fetched on the first tap of the toggle; if it cannot load (offline, a new
// deployment), the toggle stays and the page's own links still work.
type MenuProps = Parameters<typeof import('./mobile-menu').default>[0];
const MobileMenu = lazy<ComponentType<MenuProps>>(() =>
  import('./mobile-menu').catch(() => ({ default: () => null })),
);

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
 * locking page scroll. With a chart stored, `appNav` (the app's tabs) takes the links' place on a wide screen beside
 * Learn, and the menu — then offered at every width — holds home, learning, about and contact (issue 30 §1).
 */
export function SiteNav({
  onOpenSettings,
  appNav = null,
}: {
  onOpenSettings: () => void;
  appNav?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // Close on route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => setOpen(false), [location.pathname]);
  const links = LINKS.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} end={l.end}>
        {t(l.key)}
      </NavLink>
    </li>
  ));

  return (
    <header className={appNav ? 'site-header with-app-nav' : 'site-header'}>
      <div className="site-header-inner">
        <Link to={paths.home} className="brand" aria-label={t('app.name')}>
          <span className="brand-mark" aria-hidden="true">
            ✦
          </span>
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="desktop-nav">
          <ul>
            {appNav}
            {appNav ? links[1] : links}
          </ul>
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
      {open && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            links={links}
            breakpointPx={appNav ? Number.MAX_SAFE_INTEGER : MOBILE_BREAKPOINT_PX}
            toggleRef={toggleRef}
            onClose={close}
          />
        </Suspense>
      )}
    </header>
  );
}
