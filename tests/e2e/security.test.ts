import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, openInLanguage } from './browser';
import { serveStaticHost } from './static-host';

const url = inject('e2eUrl');
let host: Awaited<ReturnType<typeof serveStaticHost>>;
let browser: Browser;
/** The en context of the `npm start` test, which the framing test goes on in (it loads no app page of its own). */
let en: Awaited<ReturnType<typeof openInLanguage>> | undefined;
const enContext = async () => {
  en ??= await openInLanguage(browser, 'en');
  return en;
};

/**
 * Another site (another port on 127.0.0.1) with a page that carries no policy of its own. (The static host would
 * send _headers' frame-src 'none' with any file, robots.txt included: that blocks a frame on the framing side, and
 * would pass even if the app sent no frame-ancestors.)
 */
let framer: Server | undefined;
let framerUrl = '';

beforeAll(async () => {
  host = await serveStaticHost();
  framer = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>another site</title><body></body>');
  });
  await new Promise<void>((resolve) => framer?.listen(0, '127.0.0.1', resolve));
  framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
  browser = await connectBrowser();
});
afterAll(async () => {
  await en?.context.close();
  await browser?.close();
  await host?.close();
  await new Promise<void>((resolve) => (framer ? framer.close(() => resolve()) : resolve()));
});

const directive = (policy: string | null | undefined, name: string) =>
  policy?.split(/;\s*/).find((d) => d.startsWith(`${name} `));

describe('content security policy (issue 16 §2)', () => {
  it('a deep link on a static host (404.html, the shipped _headers) opens its page with no policy violation', async () => {
    const { context, page, problems } = await openInLanguage(browser, 'ja');
    const first = await page.goto(`${host.url}/learn/glossary?from=link#sun-sign`);
    // The host answered with the 404 page and the headers of _headers…
    expect(first?.status()).toBe(404);
    const headers = first?.headers() ?? {};
    expect(directive(headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
    expect(directive(headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // …whose script (a file, not inline) brought the app back to the path.
    await page.waitForURL(/\/learn\/glossary\?from=link#sun-sign$/);
    await page.waitForSelector('main h1');
    // The only complaint: the host's 404 status for the deep link itself (every asset loaded, nothing blocked).
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await context.close();
  });

  it('npm start serves the same headers, and the page carries the policy as a <meta> that blocks inline script', async () => {
    const { page, problems } = await enContext();
    const res = await page.goto(`${url}/about`);
    const header = res?.headers()['content-security-policy'];
    expect(directive(header, 'script-src')).toBe("script-src 'self'");
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    await page.waitForSelector('main h1');
    const meta = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    expect(`${meta}; frame-ancestors 'none'`).toBe(header);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    expect(problems).toEqual([]);

    // The policy is in force: an injected inline script does not run, and the violation is reported.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.appendChild(s);
    });
    await expect.poll(() => problems.some((p) => /CSP violation: script-src-elem/.test(p))).toBe(true);
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  });

  it('other sites cannot frame the app', async () => {
    const { page, problems } = await enContext();
    const before = problems.length;
    await page.goto(framerUrl);
    // The frame's load event: the browser has decided (a refused frame loads an error page).
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const f = document.createElement('iframe');
          f.addEventListener('load', () => resolve(), { once: true });
          f.src = src;
          document.body.appendChild(f);
        }),
      `${url}/about`,
    );
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framed = await frame
      ?.evaluate(() => document.querySelector('main h1')?.textContent ?? null)
      .catch(() => null);
    expect(framed ?? null).toBeNull();
    expect(frame?.url()).toMatch(/^chrome-error:/);
    // Refused by the app's own frame-ancestors (the browser's report may come after the load), not by the framer.
    await expect
      .poll(() => problems.slice(before).filter((p) => /Framing '.*' violates/.test(p)))
      .toEqual([expect.stringMatching(/^console: Framing '.*' violates .*"frame-ancestors 'none'"/)]);
  });
});
