import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { restoreSpaRedirect } from './app/spa-redirect';
import { initI18n } from './i18n/i18n';
import './app/base.css';

restoreSpaRedirect();
const root = document.getElementById('root');
if (root) {
  void initI18n().then(() => {
    const router = createAppRouter();
    createRoot(root).render(
      <StrictMode>
        <Suspense fallback={<div className="boot" aria-busy="true" />}>
          <RouterProvider router={router} />
        </Suspense>
      </StrictMode>,
    );
  });
}
