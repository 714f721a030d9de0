import {
  type ChartRequest,
  MAX_ID_DEPTH,
  nestedDeeperThan,
  parseChartRequest,
} from '../src/core/chart/chart-request';
import { CoreError, isCoreError, shown } from '../src/core/errors';

/**
 * Minimal flag parser: `--key value`, `--key=value`, bare boolean flags; negative numbers are values. Throws an Error
 * (quoting at most 80 characters of an argument) for a stray argument or a missing value. The result has no
 * prototype, so `--__proto__` is a key like any other (and refused as unknown), never a prototype.
 */
export function parseFlags(
  argv: readonly string[],
  booleans: ReadonlySet<string>,
): Record<string, string | true> {
  const out: Record<string, string | true> = Object.create(null);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${shown(arg)}".`);
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
      throw new Error(`Option --${shown(key)} needs a value.`);
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

/** The `chart` command's flags: the ones without a value, and the ones that make up a chart request. */
export const CHART_BOOLEAN_FLAGS: ReadonlySet<string> = new Set([
  'true-solar-time',
  'unknown-time',
  'pretty',
  'help',
]);
export const CHART_REQUEST_FLAGS: ReadonlySet<string> = new Set([
  'date',
  'time',
  'unknown-time',
  'place',
  'lat',
  'lng',
  'tz',
  'house-system',
  'node',
  'zi-hour',
  'true-solar-time',
  'gender',
  'disambiguation',
  'clock',
  'hidden-stems',
  'use-god',
  'luck-start',
  'id',
]);

/**
 * What the `chart` command's arguments ask for: the help, a batch file, or one checked chart request; else a usage
 * error (exit 2, with the usage) or the request's typed error (exit 1). Never throws.
 */
export type ChartArgs =
  | { kind: 'help' }
  | { kind: 'batch'; file: string; pretty: boolean }
  | { kind: 'chart'; request: ChartRequest; pretty: boolean }
  | { kind: 'usage'; message: string }
  | ({ kind: 'refused' } & ReturnType<typeof errorJson>);

export function parseChartArgs(argv: readonly string[]): ChartArgs {
  let flags: Record<string, string | true>;
  try {
    flags = parseFlags(argv, CHART_BOOLEAN_FLAGS);
  } catch (e) {
    return { kind: 'usage', message: (e as Error).message };
  }
  if (flags.help) return { kind: 'help' };
  const pretty = flags.pretty === true || flags.pretty === 'true';
  if (typeof flags.batch === 'string') return { kind: 'batch', file: flags.batch, pretty };
  const unknown = Object.keys(flags).find((k) => !CHART_REQUEST_FLAGS.has(k) && k !== 'pretty');
  if (unknown !== undefined) return { kind: 'usage', message: `unknown option --${shown(unknown)}` };
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flags)) if (k !== 'pretty') raw[camel(k)] = v;
  try {
    return { kind: 'chart', request: parseChartRequest(raw), pretty };
  } catch (e) {
    return { kind: 'refused', ...errorJson(e) };
  }
}

/**
 * The caller's id of a batch line, to write back with its answer: none when the line is not an object, has no id,
 * or nests it deeper than a request may (JSON.stringify would overflow its stack on a 5,000-deep list).
 */
export function batchIdOf(raw: unknown): { id?: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const id = (raw as { id?: unknown }).id;
  return id === undefined || nestedDeeperThan(id, MAX_ID_DEPTH) ? {} : { id };
}

/** One batch line: its checked chart request, or the error line to write in its place (with the caller's id). */
export type BatchLine = { request: ChartRequest } | ({ id?: unknown } & ReturnType<typeof errorJson>);

/** Reads one JSON Lines request of `chart --batch`. Never throws; an error quotes at most 80 characters of the line. */
export function parseBatchLine(line: string): BatchLine {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return errorJson(
      new CoreError('INVALID_JSON', `Line is not valid JSON: ${shown(line)}`, { line: shown(line) }),
    );
  }
  try {
    return { request: parseChartRequest(raw) };
  } catch (e) {
    return { ...batchIdOf(raw), ...errorJson(e) };
  }
}
