import { type ExternalLongitudes, parseExternalLongitudes } from '../../core/astrology/cross-check';
import type { Settings } from '../stores/app-types';

/**
 * The optional external chart service (spec §4 and §7, DESIGN §1): off by default, configured at build time
 * (VITE_EXTERNAL_ASTROLOGY_API, the service's base URL; the CSP allows its origin), and used only when the user has
 * enabled it in Settings. Our own chart is always the one shown; the service is a cross-check. Its contract is ours
 * (README "External astrology service"): `GET {base}/health` answers `{"ok": true}`; `POST {base}/positions` with
 * `{"utc", "lat", "lng"}` answers `{"points": {"sun": {"longitude": …}, …}}`.
 */
export function externalApiBase(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The base URL this build was configured with, or null (the default: the settings then don't show the service). */
export const EXTERNAL_API_BASE = externalApiBase(
  import.meta.env.VITE_EXTERNAL_ASTROLOGY_API as string | undefined,
);

/** Spec §4: the health check's reason when the service is disabled, word for word. */
export const API_DISABLED = 'API未启用';

export type ApiHealth =
  | { healthy: true }
  | { healthy: false; reason: typeof API_DISABLED | 'unreachable' | 'timeout' | 'badResponse' };

type ApiSettings = Pick<Settings, 'astrologyApiEnabled' | 'useExternalAstrologyApi'>;

/** Whether requests may go to the service: configured in this build and allowed by the user. */
export const apiEnabled = (settings: ApiSettings, base: string | null = EXTERNAL_API_BASE): base is string =>
  base !== null && settings.astrologyApiEnabled;

/** Whether the astrology results show the service's cross-check. */
export const crossCheckOn = (settings: ApiSettings, base: string | null = EXTERNAL_API_BASE): boolean =>
  apiEnabled(settings, base) && settings.useExternalAstrologyApi;

/** Where and how to reach the service: this build's address and the browser's fetch, unless a test says otherwise. */
export interface ApiOptions {
  base?: string | null;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

async function request(url: string, init: RequestInit, opts: ApiOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 10_000);
  const fetchImpl = opts.fetchImpl ?? fetch;
  try {
    // No cookies, no referrer: the service gets the birth moment and place, nothing else about the visitor.
    const res = await fetchImpl(url, {
      ...init,
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!res.ok) throw new ExternalApiError('badResponse');
    return await res.json().catch(() => {
      throw new ExternalApiError('badResponse');
    });
  } catch (e) {
    if (e instanceof ExternalApiError) throw e;
    throw new ExternalApiError(controller.signal.aborted ? 'timeout' : 'unreachable');
  } finally {
    clearTimeout(timer);
  }
}

export class ExternalApiError extends Error {
  constructor(readonly reason: 'unreachable' | 'timeout' | 'badResponse' | typeof API_DISABLED) {
    super(reason);
  }
}

/** Spec §4 "API health check": not healthy with 'API未启用' when disabled, else what the service answers. */
export async function checkApiHealth(settings: ApiSettings, opts: ApiOptions = {}): Promise<ApiHealth> {
  const base = opts.base === undefined ? EXTERNAL_API_BASE : opts.base;
  if (!apiEnabled(settings, base)) return { healthy: false, reason: API_DISABLED };
  try {
    const json = await request(`${base}/health`, { method: 'GET' }, opts);
    return (json as { ok?: unknown } | null)?.ok === true
      ? { healthy: true }
      : { healthy: false, reason: 'badResponse' };
  } catch (e) {
    return {
      healthy: false,
      reason: (e as ExternalApiError).reason as 'unreachable' | 'timeout' | 'badResponse',
    };
  }
}

/** The service's longitudes for a birth moment and place; throws ExternalApiError (the caller keeps our chart). */
export async function fetchExternalLongitudes(
  birth: { utc: string; lat: number; lng: number },
  settings: ApiSettings,
  opts: ApiOptions = {},
): Promise<ExternalLongitudes> {
  const base = opts.base === undefined ? EXTERNAL_API_BASE : opts.base;
  if (!apiEnabled(settings, base)) throw new ExternalApiError(API_DISABLED);
  const json = await request(
    `${base}/positions`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ utc: birth.utc, lat: birth.lat, lng: birth.lng }),
    },
    opts,
  );
  const longitudes = parseExternalLongitudes(json);
  if (!longitudes) throw new ExternalApiError('badResponse');
  return longitudes;
}
