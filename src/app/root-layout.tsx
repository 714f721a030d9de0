import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { analytics } from '../shared/lib/analytics';
import { useAppStore } from '../shared/stores/app-store';
import { AdSlot } from '../shared/ui/ad-slot';
import { LanguageSwitcher } from '../shared/ui/language-switcher';
import { SiteNav } from '../shared/ui/site-nav';
import { paths } from './paths';
import type { RouteHandle } from './router';
import { useThemeClass } from './use-theme';

const SettingsDialog = lazy(() => import('../features/settings/settings-dialog'));

/** The shell around every route: navigation, title, scroll restoration, page views, notices, footer. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const storageNotice = useAppStore((s) => s.storageNotice);
  useThemeClass();

  const handle = [...matches].reverse().find((m) => m.handle)?.handle as RouteHandle | undefined;
  const title = handle?.titleKey ? `${t(handle.titleKey)} | ${t('app.suffix')}` : t('app.defaultTitle');

  useEffect(() => {
    document.title = title;
  }, [title]);

  // After each navigation: a page view and the page history (spec §2, §3).
  useEffect(() => {
    analytics().pageView(location.pathname, document.title);
    useAppStore.getState().recordPageVisit(location.pathname);
  }, [location.pathname]);

  return (
    <div className="app" lang={i18n.language === 'zh' ? 'zh-CN' : i18n.language}>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <SiteNav onOpenSettings={() => setSettingsOpen(true)} />
      <LanguageSwitcher />
      {storageNotice && (
        <div className="notice notice-warning" role="alert">
          <p>{t('storage.recovered', { key: storageNotice.backupKey })}</p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => useAppStore.getState().dismissStorageNotice()}
          >
            {t('actions.close')}
          </button>
        </div>
      )}
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('status.loading')} />
      )}
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              {t('status.loading')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <AdSlot allowed={handle?.allowAds ?? false} />
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
      <ScrollRestoration />
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
