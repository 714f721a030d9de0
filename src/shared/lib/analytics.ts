/**
 * Page-view reporting through a provider configured at build time (VITE_ANALYTICS_PROVIDER, VITE_ANALYTICS_ID).
 * With none configured — the default — nothing is loaded and no request leaves the browser.
 */
export interface AnalyticsAdapter {
  /** A page view of a route, named by its pattern (`/bazi-results/:id`), never by the address with its data. */
  pageView(pattern: string, title: string): void;
}

const noop: AnalyticsAdapter = { pageView() {} };

let adapter: AnalyticsAdapter | null = null;

/** What the GA4 adapter touches: the page's window (a stand-in in tests). */
export interface AnalyticsHost {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  location: { origin: string };
  document: {
    referrer: string;
    head: { appendChild(node: unknown): unknown };
    createElement(tag: 'script'): object;
  };
}

/**
 * A Google Analytics 4 adapter: loads gtag only when a measurement id is configured. Share links carry birth data in
 * their query or fragment, so GA is told only the route's pattern (`/astrology-results/:id`), never the address the
 * browser shows, and only the referring site, never its page (issue 16 §4).
 */
export function gtagAdapter(id: string, host: AnalyticsHost): AnalyticsAdapter {
  host.dataLayer = host.dataLayer || [];
  host.gtag = (...args: unknown[]) => {
    host.dataLayer?.push(args);
  };
  const script = host.document.createElement('script') as { async: boolean; src: string };
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  host.document.head.appendChild(script);
  const referrer = (() => {
    try {
      return host.document.referrer ? `${new URL(host.document.referrer).origin}/` : '';
    } catch {
      return '';
    }
  })();
  const where = (pattern: string) => ({
    page_location: `${host.location.origin}${pattern}`,
    page_path: pattern,
    page_referrer: referrer,
  });
  host.gtag('js', new Date());
  host.gtag('config', id, { send_page_view: false, ...where('/') });
  return {
    pageView(pattern, title) {
      host.gtag?.('event', 'page_view', { ...where(pattern), page_title: title });
    },
  };
}

/** The configured adapter (created once). */
export function analytics(): AnalyticsAdapter {
  if (adapter) return adapter;
  const provider = import.meta.env.VITE_ANALYTICS_PROVIDER as string | undefined;
  const id = import.meta.env.VITE_ANALYTICS_ID as string | undefined;
  adapter = provider === 'ga4' && id ? gtagAdapter(id, window as unknown as AnalyticsHost) : noop;
  return adapter;
}
