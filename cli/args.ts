import { isCoreError } from '../src/core/errors';

/** Minimal flag parser: `--key value`, `--key=value`, bare boolean flags; negative numbers are values. */
export function parseFlags(
  argv: readonly string[],
  booleans: ReadonlySet<string>,
): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}".`);
    const eq = arg.indexOf('=');
    const key = arg.slice(2, eq === -1 ? undefined : eq);
    if (eq !== -1) {
      out[key] = arg.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    const nextIsValue = next !== undefined && (!next.startsWith('--') || /^-\d/.test(next));
    if (booleans.has(key)) {
      if (next === 'true' || next === 'false') {
        out[key] = next;
        i++;
      } else out[key] = true;
    } else if (nextIsValue) {
      out[key] = next as string;
      i++;
    } else {
      throw new Error(`Option --${key} needs a value.`);
    }
  }
  return out;
}

/** kebab-case flag name → camelCase request field. */
export function camel(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A failure as the commands print it: the core's typed code and message, or INTERNAL for anything else. */
export function errorJson(e: unknown): { error: { code: string; message: string } } {
  if (isCoreError(e)) return { error: { code: e.code, message: e.message } };
  return { error: { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) } };
}
