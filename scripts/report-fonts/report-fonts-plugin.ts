/// <reference path="./subset-font.d.ts" />
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type FontSpec, fontSpecs } from './font-specs.ts';

const VIRTUAL_ID = 'virtual:report-fonts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Writes one subset into the cache (node_modules/.cache/seimei-report-fonts/<hash>/report-<id>.ttf), named by a hash
 * of the source font and the characters, so a rebuild with unchanged texts reuses it. Returns its path.
 */
async function subsetInto(cacheDir: string, spec: FontSpec): Promise<{ path: string; cached: boolean }> {
  const source = readFileSync(spec.source);
  const text = [...spec.chars].sort().join('');
  const hash = createHash('sha256').update(source).update(text).digest('hex').slice(0, 16);
  const dir = join(cacheDir, hash);
  const path = join(dir, `report-${spec.id}.ttf`);
  if (existsSync(path)) return { path, cached: true };
  // harfbuzz (wasm) in subset-font: loaded only when a subset has to be made.
  const { default: subsetFont } = await import('subset-font');
  const bytes = await subsetFont(source, text, { targetFormat: 'truetype' });
  mkdirSync(dir, { recursive: true });
  // Written whole, then renamed: a build that stops half-way leaves no truncated font behind.
  writeFileSync(`${path}.tmp`, bytes);
  renameSync(`${path}.tmp`, path);
  return { path, cached: false };
}

/**
 * The report's fonts (issue 13 §3), built at build time: `import urls from 'virtual:report-fonts'` gives each
 * subset's URL. Each is an ordinary asset imported with `?url`, so `vite build` emits it hashed
 * (assets/report-<id>-<hash>.ttf) and `vite` serves it; nothing fetches it until a PDF is asked for.
 */
export function reportFonts(): Plugin {
  let root = process.cwd();
  let built: Promise<Record<string, string>> | null = null;
  let log: (message: string) => void = () => {};
  const build = async () => {
    const started = performance.now();
    const cacheDir = join(root, 'node_modules/.cache/seimei-report-fonts');
    const out: Record<string, string> = {};
    let made = 0;
    for (const spec of fontSpecs(root)) {
      const { path, cached } = await subsetInto(cacheDir, spec);
      if (!cached) made++;
      out[spec.id] = path;
    }
    log(
      `report fonts: ${Object.keys(out).length} subsets (${made} made, the rest cached) in ${Math.round(performance.now() - started)} ms`,
    );
    return out;
  };
  return {
    name: 'seimei-report-fonts',
    configResolved(config) {
      root = config.root;
      log = (m) => config.logger.info(m);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      built ??= build();
      const files = Object.entries(await built);
      return [
        ...files.map(([, path], i) => `import f${i} from ${JSON.stringify(`${path}?url`)};`),
        `export default { ${files.map(([fontId], i) => `${JSON.stringify(fontId)}: f${i}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
