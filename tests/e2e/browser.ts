import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';

/** Debian's Chromium; override with CHROME_PATH. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Flags for a closed network (ecosystem.md §8); Playwright adds --headless itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Serves the production build (dist/) on 127.0.0.1 at a free port. */
export async function servePreview(): Promise<{ server: PreviewServer; url: string }> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  const server = await preview({
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  return { server, url: url.replace(/\/$/, '') };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
