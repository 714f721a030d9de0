import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { analytics } from '../shared/lib/analytics';
import { hasBirthData } from '../shared/lib/birth-data';
import { paths } from '../shared/paths';
import { useAppStore } from '../shared/stores/app-store';
import { useStorageStatus } from '../shared/stores/storage-status';
import { SiteNav } from '../shared/ui/site-nav';
import { RouteErrorBoundary } from './route-error';
import { matchRoute, useNavigationPending } from './route-state';
import { useScrollRestoration } from './scroll-restoration';
import { useThemeClass } from './use-theme';

const SettingsDialog = lazy(() => import('../features/settings/settings-dialog'));
const UpdatePrompt = lazy(() => import('./pwa/update-prompt'));
const StorageNotice = lazy(() => import('./storage-notice/storage-notice'));
// The tabs are a convenience: if their chunk cannot load (offline, a new deployment), the menu still leads everywhere.
const AppTabs = lazy<ComponentType<{ variant?: 'bar' | 'header' }>>(() =>
  import('../shared/ui/app-tabs/app-tabs').catch(() => ({ default: () => null })),
);
// The daily reminder shares the today card's chunk (the same reading): loaded only while the setting is on.
const DailyReminder = lazy(() =>
  import('../features/home/today-card').then((m) => ({ default: m.DailyReminder })),
);
/** Ads are chosen at build time (VITE_ADS_PROVIDER): a build without them carries none of their code. */
const AdSlot = import.meta.env.VITE_ADS_PROVIDER
  ? lazy(() => import('../shared/ui/ad-slot').then((m) => ({ default: m.AdSlot })))
  : null;

/** The shell around every route: navigation, scroll restoration, page views, notices, footer. */
/** Runs `task` when the browser is idle (at most 2 s later), or after a short delay where idle callbacks are missing. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
}

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const pending = useNavigationPending();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A new version is waiting (the boot script's service worker watch, vite.config.ts): offer it, never swap silently.
  const [update, setUpdate] = useState(() => !!window.__seimeiUpdate);
  useEffect(() => {
    const on = () => setUpdate(true);
    window.addEventListener('seimei-update', on);
    return () => window.removeEventListener('seimei-update', on);
  }, []);
  // What the device could not keep (src/shared/stores/storage-status.ts): the notice loads only then.
  const storageProblem = useStorageStatus((s) => !s.dismissed && !!(s.held || s.writeFailed || s.recovered));
  const allowAds = matchRoute(location.pathname).allowAds;
  const reminder = useAppStore((s) => s.settings.notifications);
  // Once birth data is stored, the app's tabs (their code and texts load then; a first visit carries none).
  const hasChart = useAppStore((s) => hasBirthData(s.userData));
  useThemeClass();
  useScrollRestoration();

  // After each navigation (the page's title is set by then): a page view and the page history (spec §2, §3). The
  // history is stored with the whole app state (the chart and the analysis history, JSON-encoded), so it waits
  // until the new page has painted and the browser is idle; a page left at once is still recorded, in order.
  useEffect(() => {
    analytics().pageView(matchRoute(location.pathname).path, document.title);
    whenIdle(() => useAppStore.getState().recordPageVisit(location.pathname));
  }, [location.pathname]);

  return (
    <div className="app" lang={i18n.language === 'zh' ? 'zh-CN' : i18n.language}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <SiteNav
        onOpenSettings={() => setSettingsOpen(true)}
        appNav={
          hasChart && (
            <Suspense fallback={null}>
              <AppTabs variant="header" />
            </Suspense>
          )
        }
      />
      {hasChart && (
        <Suspense fallback={null}>
          <AppTabs variant="bar" />
        </Suspense>
      )}
      {storageProblem && (
        <Suspense fallback={null}>
          <StorageNotice onOpenSettings={() => setSettingsOpen(true)} />
        </Suspense>
      )}
      {pending && <div className="route-progress" role="progressbar" aria-label={t('status.loading')} />}
      {/* data-location: the location this page was rendered for (tests wait on it after a client-side navigation). */}
      <main id="main" tabIndex={-1} data-location={location.pathname + location.search}>
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              {t('status.loading')}
            </p>
          }
        >
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </Suspense>
      </main>
      {AdSlot && (
        <Suspense fallback={null}>
          <AdSlot allowed={allowAds} />
        </Suspense>
      )}
      <footer className="site-footer">
        <nav aria-label={t('footer.label')}>
          <Link to={paths.about}>{t('nav.about')}</Link>
          <Link to={paths.contact}>{t('nav.contact')}</Link>
          <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          <Link to={paths.terms}>{t('footer.terms')}</Link>
        </nav>
        <p className="disclaimer">{t('footer.disclaimer')}</p>
        <p className="copyright">© 2025 {t('app.name')}</p>
      </footer>
      {update && (
        <Suspense fallback={null}>
          <UpdatePrompt onLater={() => setUpdate(false)} />
        </Suspense>
      )}
      {reminder && (
        <Suspense fallback={null}>
          <DailyReminder />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
