import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeNginxBlock, vercelJsonText } from '../../../scripts/build/host-configs';
import { parseHeadersFile } from '../../../scripts/build/security-plugin';
import {
  connectAllowed,
  connectOrigins,
  contentSecurityPolicy,
  netlifyHeaders,
  parseOriginList,
  policyDirectives,
  securityHeaders,
} from './content-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('allows scripts only from the site: no inline script, no eval, no other host unless configured', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|nonce-|sha256-/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('connects to the site, the preset AI providers and local model servers; nothing for analytics unless configured', () => {
    expect(directive(contentSecurityPolicy({}), 'connect-src')).toEqual([
      "'self'",
      'https://api.openai.com',
      'https://api.deepseek.com',
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    expect(contentSecurityPolicy({})).not.toMatch(/google/);
    // Half a configuration (a provider without an id) adds nothing.
    expect(contentSecurityPolicy({ VITE_ANALYTICS_PROVIDER: 'ga4' })).not.toMatch(/google/);
  });

  it('adds exactly what the build configures', () => {
    const env = {
      VITE_AI_ORIGINS: 'https://api.example.com, https://*.ai.example.org:8443',
      VITE_CONTACT_ENDPOINT: 'https://forms.example.net/submit?x=1',
      VITE_ANALYTICS_PROVIDER: 'ga4',
      VITE_ANALYTICS_ID: 'G-TEST',
    };
    const policy = contentSecurityPolicy(env);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    const connect = directive(policy, 'connect-src') ?? [];
    for (const o of ['https://api.example.com', 'https://*.ai.example.org:8443', 'https://forms.example.net'])
      expect(connect).toContain(o);
    expect(connect).toContain('https://*.google-analytics.com');
    const ads = contentSecurityPolicy({ VITE_ADS_PROVIDER: 'adsense', VITE_ADS_CLIENT: 'ca-pub-1' });
    expect(directive(ads, 'script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(ads, 'frame-src')).toContain('https://googleads.g.doubleclick.net');
    expect(directive(contentSecurityPolicy({}), 'frame-src')).toEqual(["'none'"]);
  });

  it('refuses a VITE_AI_ORIGINS entry that is not an origin, rather than widening the policy', () => {
    for (const bad of [
      '*',
      'https:',
      'api.example.com',
      "https://a.com'; script-src *",
      'https://a.com/v1/chat',
      'ftp://a.com',
    ])
      expect(() => parseOriginList(bad)).toThrow(/VITE_AI_ORIGINS/);
    expect(parseOriginList(' https://A.example.com/ ,http://10.0.0.2:8080 ')).toEqual([
      'https://a.example.com',
      'http://10.0.0.2:8080',
    ]);
  });

  it('the meta form leaves out only frame-ancestors, which a <meta> cannot carry', () => {
    const header = contentSecurityPolicy({});
    const meta = contentSecurityPolicy({}, { meta: true });
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(header.replace("; frame-ancestors 'none'", '')).toBe(meta);
    expect(policyDirectives({}).map(([n]) => n)).toContain('frame-ancestors');
  });

  it('tells whether an address may be fetched, as the browser will', () => {
    const allowed = connectOrigins({ VITE_AI_ORIGINS: 'https://*.example.org https://api.example.com:8443' });
    const self = 'https://seimei.example';
    const ok = (u: string) => connectAllowed(u, allowed, self);
    expect(ok('https://seimei.example/assets/x.js')).toBe(true);
    expect(ok('https://api.openai.com/v1/chat/completions')).toBe(true);
    expect(ok('http://api.openai.com/v1')).toBe(false);
    expect(ok('https://api.openai.com:444/v1')).toBe(false);
    expect(ok('http://127.0.0.1:11434/v1')).toBe(true);
    expect(ok('http://localhost:1234/v1')).toBe(true);
    expect(ok('https://localhost:1234/v1')).toBe(true); // an http: source also allows https:
    expect(ok('https://llm.example.org/v1')).toBe(true);
    expect(ok('https://example.org/v1')).toBe(false); // *. needs a subdomain
    expect(ok('https://evil-example.org/v1')).toBe(false);
    expect(ok('https://api.example.com:8443/v1')).toBe(true);
    expect(ok('https://api.example.com/v1')).toBe(false);
    expect(ok('https://api.openai.com.evil.test/v1')).toBe(false);
    expect(ok('not a url')).toBe(false);
  });

  it('sends no referrer, forbids sniffing and framing, and turns off device features the app does not use', () => {
    const h = Object.fromEntries(securityHeaders({}));
    expect(h['Referrer-Policy']).toBe('no-referrer');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('dist/_headers applies the headers to every path and long caching to hashed assets only', () => {
    const rules = parseHeadersFile(netlifyHeaders({}));
    const headersFor = (path: string) =>
      Object.fromEntries(rules.filter((r) => r.test(path)).flatMap((r) => r.headers));
    expect(headersFor('/bazi-results/1')['Content-Security-Policy']).toBe(contentSecurityPolicy({}));
    expect(headersFor('/bazi-results/1')['Cache-Control']).toBeUndefined();
    expect(headersFor('/assets/index-abc.js')['Cache-Control']).toMatch(/immutable/);
    expect(headersFor('/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('vercel.json and the README nginx snippet are in sync with the policy (npm run headers writes them)', () => {
    expect(readFileSync('vercel.json', 'utf8')).toBe(vercelJsonText({}));
    expect(readFileSync('README.md', 'utf8')).toContain(readmeNginxBlock({}));
  });
});
