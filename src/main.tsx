import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoute } from './app/route-state';
import { AppRouter, preloadRoute } from './app/router';
import { restoreSpaRedirect } from './app/spa-redirect';
import { initI18n } from './i18n/i18n';
import { appStoreReady } from './shared/stores/app-store';
import './app/base.css';
import './app/print.css';

restoreSpaRedirect();
const root = document.getElementById('root');
if (root) {
  // The first page's code loads while the texts and any stored state do; a failure to load it shows through the
  // router's error boundary. The guards read the store, so the router starts once it is ready.
  const page = preloadRoute(window.location.pathname).catch(() => {});
  const texts = initI18n([matchRoute(window.location.pathname).namespace].flat());
  void Promise.all([texts, page, appStoreReady]).then(() => {
    // A transition: React renders the first screen in slices and the main thread stays responsive meanwhile.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <Suspense fallback={<div className="boot" aria-busy="true" />}>
            <AppRouter />
          </Suspense>
        </StrictMode>,
      ),
    );
  });
}
