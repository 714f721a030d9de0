// `npm run headers`: writes vercel.json and the README's nginx snippet from src/shared/lib/content-policy.ts for the
// VITE_* variables of the current environment (the build writes dist/_headers and the <meta> itself). With no
// variables set, the result is what is committed; src/shared/lib/content-policy.test.ts checks they are in sync.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxSnippet, type PolicyEnv, vercelConfig } from '../../src/shared/lib/content-policy.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_START = '<!-- nginx-headers:start -->';
export const NGINX_END = '<!-- nginx-headers:end -->';

export const vercelJsonText = (env: PolicyEnv) => `${JSON.stringify(vercelConfig(env), null, 2)}\n`;

/** The README block between the markers: the nginx lines in a code fence. */
export const readmeNginxBlock = (env: PolicyEnv) =>
  `${NGINX_START}\n\`\`\`nginx\n${nginxSnippet(env)}\n\`\`\`\n${NGINX_END}`;

export function replaceReadmeBlock(readme: string, block: string): string {
  const start = readme.indexOf(NGINX_START);
  const end = readme.indexOf(NGINX_END);
  if (start < 0 || end < start) throw new Error('README: the nginx-headers markers are missing');
  return readme.slice(0, start) + block + readme.slice(end + NGINX_END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env as PolicyEnv;
  writeFileSync(join(root, 'vercel.json'), vercelJsonText(env));
  const readmePath = join(root, 'README.md');
  writeFileSync(readmePath, replaceReadmeBlock(readFileSync(readmePath, 'utf8'), readmeNginxBlock(env)));
  console.log('wrote vercel.json and the README nginx snippet');
}
