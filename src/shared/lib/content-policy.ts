/**
 * The site's Content-Security-Policy and security headers (issue 16 §2), built from what the build configures.
 * One source for every form they ship in: the <meta> in index.html, dist/_headers (Netlify, Cloudflare Pages),
 * vercel.json and the nginx snippet in the README (tests check they agree).
 *
 * Scripts come only from the site itself ('self', no inline script, no eval). The network is limited to the site,
 * the AI providers the consultant offers (OpenAI, DeepSeek, a model server on this computer), the extra AI
 * origins the operator lists in VITE_AI_ORIGINS, the contact endpoint, and analytics or ads hosts only when
 * those are configured. An AI address outside the list is refused by the browser, so the consultant checks it
 * first and says why (see `connectAllowed`).
 */

/** The build-time settings the policy depends on (Vite's `VITE_*` variables). */
export interface PolicyEnv {
  VITE_AI_ORIGINS?: string;
  VITE_CONTACT_ENDPOINT?: string;
  VITE_ANALYTICS_PROVIDER?: string;
  VITE_ANALYTICS_ID?: string;
  VITE_ADS_PROVIDER?: string;
  VITE_ADS_CLIENT?: string;
  VITE_EXTERNAL_ASTROLOGY_API?: string;
}

/** The AI providers the consultant offers as presets, plus model servers on the user's own computer. */
export const BUILT_IN_AI_ORIGINS = [
  'https://api.openai.com',
  'https://api.deepseek.com',
  'http://127.0.0.1:*',
  'http://localhost:*',
] as const;

const GA_SCRIPT = ['https://www.googletagmanager.com'];
const GA_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const ADSENSE_SCRIPT = ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'];
const ADSENSE_FRAME = [
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
  'https://*.adtrafficquality.google',
  'https://www.google.com',
];

/** An http(s) URL's origin, or null for anything else (relative paths, other schemes, garbage). */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * VITE_AI_ORIGINS: origins separated by spaces or commas, each `https://host[:port]` (or `http://` for a
 * private address), optionally with `*.` for subdomains or `:*` for any port — the CSP source forms.
 * Anything else is refused at build time rather than silently widening or breaking the policy.
 */
export function parseOriginList(text: string | undefined): string[] {
  const out: string[] = [];
  for (const item of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?\/?$/i.test(item))
      throw new Error(`VITE_AI_ORIGINS: "${item}" is not an origin such as https://api.example.com`);
    out.push(item.replace(/\/$/, '').toLowerCase());
  }
  return out;
}

/** Every origin the page may fetch from besides itself. */
export function connectOrigins(env: PolicyEnv): string[] {
  const list: string[] = [...BUILT_IN_AI_ORIGINS, ...parseOriginList(env.VITE_AI_ORIGINS)];
  for (const url of [env.VITE_CONTACT_ENDPOINT, env.VITE_EXTERNAL_ASTROLOGY_API]) {
    const origin = url ? originOf(url) : null;
    if (origin) list.push(origin);
  }
  if (analyticsOn(env)) list.push(...GA_CONNECT);
  if (adsOn(env)) list.push(...ADSENSE_SCRIPT, 'https://googleads.g.doubleclick.net');
  return [...new Set(list)];
}

const analyticsOn = (env: PolicyEnv) => env.VITE_ANALYTICS_PROVIDER === 'ga4' && !!env.VITE_ANALYTICS_ID;
const adsOn = (env: PolicyEnv) => env.VITE_ADS_PROVIDER === 'adsense' && !!env.VITE_ADS_CLIENT;

/** Directive name → sources. `frame-ancestors` is header-only: a <meta> policy ignores it (and says so). */
export function policyDirectives(env: PolicyEnv): [string, string[]][] {
  const scripts = ["'self'", ...(analyticsOn(env) ? GA_SCRIPT : []), ...(adsOn(env) ? ADSENSE_SCRIPT : [])];
  const images = [
    "'self'",
    'data:',
    'blob:',
    ...(analyticsOn(env) ? GA_CONNECT : []),
    ...(adsOn(env) ? ['https:'] : []),
  ];
  return [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'"]],
    ['img-src', images],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectOrigins(env)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', adsOn(env) ? ADSENSE_FRAME : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The policy as one header value; `meta` leaves out what a <meta> cannot carry. */
export function contentSecurityPolicy(env: PolicyEnv, { meta = false } = {}): string {
  return policyDirectives(env)
    .filter(([name]) => !(meta && name === 'frame-ancestors'))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers every response carries. Share links hold birth data in the fragment, which browsers never send,
 * and `no-referrer` keeps even the path and query from other sites.
 */
export function securityHeaders(env: PolicyEnv): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** dist/_headers for Netlify and Cloudflare Pages: every path; hashed assets cached for a year. */
export function netlifyHeaders(env: PolicyEnv): string {
  const lines = ['/*', ...securityHeaders(env).map(([k, v]) => `  ${k}: ${v}`)];
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  lines.push('', '/sw.js', '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}

/** vercel.json's `headers` (the SPA fallback is in the same file). */
export function vercelConfig(env: PolicyEnv) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    rewrites: [{ source: '/((?!assets/|.*\\.[a-z0-9]+$).*)', destination: '/index.html' }],
    headers: [
      { source: '/(.*)', headers: securityHeaders(env).map(([key, value]) => ({ key, value })) },
      {
        source: '/assets/(.*)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ],
  };
}

/** The nginx lines the README shows (inside the `server { … }` block that serves dist/). */
export function nginxSnippet(env: PolicyEnv): string {
  return [
    '# inside the server { … } block whose root is dist/',
    ...securityHeaders(env).map(([k, v]) => `add_header ${k} "${v}" always;`),
    '# every app route is the app: the app itself shows its not-found page',
    'location / { try_files $uri /index.html; }',
  ].join('\n');
}

/**
 * Whether the policy lets the page fetch `url` (the consultant asks before sending, so a refused address gets a
 * clear message instead of a bare network error). Same origin is always allowed.
 */
export function connectAllowed(url: string, allowed: readonly string[], selfOrigin: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.origin === selfOrigin) return true;
  return allowed.some((source) => sourceMatches(u, source));
}

function sourceMatches(u: URL, source: string): boolean {
  const m = source.match(/^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/i);
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  // A CSP http: source also matches https: (an upgrade), never the reverse.
  if (u.protocol !== `${scheme}:` && !(scheme === 'http' && u.protocol === 'https:')) return false;
  const hostname = u.hostname.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${host}`) : hostname !== host) return false;
  if (port === '*') return true;
  const effective = u.port || (u.protocol === 'https:' ? '443' : '80');
  return effective === (port ?? (scheme === 'https' ? '443' : '80'));
}
