import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, openInLanguage } from './browser';
import { serveStaticHost } from './static-host';

const url = inject('e2eUrl');
let host: Awaited<ReturnType<typeof serveStaticHost>>;
let browser: Browser;

beforeAll(async () => {
  host = await serveStaticHost();
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
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
    const { context, page, problems } = await openInLanguage(browser, 'en');
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
    await context.close();
  });

  it('other sites cannot frame the app', async () => {
    const { context, page } = await openInLanguage(browser, 'en');
    // The static host is another origin (another port); it serves a page that frames the preview's app.
    await page.goto(`${host.url}/robots.txt`);
    await page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = src;
      document.body.appendChild(f);
    }, `${url}/about`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    const framed = await frame
      ?.evaluate(() => document.querySelector('main h1')?.textContent ?? null)
      .catch(() => null);
    expect(framed ?? null).toBeNull();
    await context.close();
  });
});
