import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { parseHeadersFile } from '../../scripts/build/security-plugin';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * A static host as Netlify or Cloudflare Pages behave: files as they are, `404.html` with status 404 for any other
 * path (no SPA fallback), and the headers of the build's `_headers`. On 127.0.0.1 at a free port.
 */
export async function serveStaticHost(
  dir = process.env.E2E_DIST ?? 'dist',
): Promise<{ url: string; close: () => Promise<void> }> {
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0] ?? '/');
    for (const rule of rules) if (rule.test(path)) for (const [k, v] of rule.headers) res.setHeader(k, v);
    let file = normalize(join(dir, path === '/' ? 'index.html' : path));
    let status = 200;
    if (!file.startsWith(normalize(dir)) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, '404.html');
      status = 404;
    }
    res.writeHead(status, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static host: no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
