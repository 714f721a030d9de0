/**
 * Page-view reporting through a provider configured at build time (VITE_ANALYTICS_PROVIDER, VITE_ANALYTICS_ID).
 * With none configured — the default — nothing is loaded and no request leaves the browser.
 */
export interface AnalyticsAdapter {
  pageView(path: string, title: string): void;
}

const noop: AnalyticsAdapter = { pageView() {} };

let adapter: AnalyticsAdapter | null = null;

/** A Google Analytics 4 adapter: loads gtag only when a measurement id is configured. */
function gtagAdapter(id: string): AnalyticsAdapter {
  const w = window as unknown as { dataLayer: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = (...args: unknown[]) => {
    w.dataLayer.push(args);
  };
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  return {
    pageView(path, title) {
      w.gtag?.('event', 'page_view', { page_path: path, page_title: title });
    },
  };
}

/** The configured adapter (created once). */
export function analytics(): AnalyticsAdapter {
  if (adapter) return adapter;
  const provider = import.meta.env.VITE_ANALYTICS_PROVIDER as string | undefined;
  const id = import.meta.env.VITE_ANALYTICS_ID as string | undefined;
  adapter = provider === 'ga4' && id ? gtagAdapter(id) : noop;
  return adapter;
}
