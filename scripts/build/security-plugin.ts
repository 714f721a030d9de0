import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  contentSecurityPolicy,
  netlifyHeaders,
  type PolicyEnv,
} from '../../src/shared/lib/content-policy.ts';

/**
 * Issue 16 §2 at build time: the policy right after <meta charset> (before any script, so it governs them
 * all) and dist/_headers for hosts that read it. `vite preview` (npm start, the browser tests) answers with the
 * headers of dist/_headers, so the tests run under the file that ships, frame-ancestors included.
 */
export function securityPolicy(env: PolicyEnv): Plugin {
  let outDir = 'dist';
  return {
    name: 'seimei-security-policy',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(env, { meta: true })}" />`;
        if (!html.includes('<meta charset="UTF-8" />'))
          throw new Error('security policy: no <meta charset> in index.html');
        return html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${meta}`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeaders(env) });
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, outDir), '_headers');
      const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        for (const rule of rules) if (rule.test(path)) for (const [k, v] of rule.headers) res.setHeader(k, v);
        next();
      });
    },
  };
}

/** The `_headers` format: a path pattern (`*` wildcard) at the start of a line, then indented `Name: value` lines. */
export function parseHeadersFile(
  text: string,
): { test: (path: string) => boolean; headers: [string, string][] }[] {
  const rules: { test: (path: string) => boolean; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const re = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      rules.push({ test: (p) => re.test(p), headers: [] });
      continue;
    }
    const m = line.trim().match(/^([\w-]+):\s*(.*)$/);
    if (m?.[1] && m[2] !== undefined) rules.at(-1)?.headers.push([m[1], m[2]]);
  }
  return rules;
}
