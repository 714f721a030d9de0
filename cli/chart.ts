// `npm run --silent chart -- --date 1990-05-15 --time 14:30 --place 東京` — the engine without the browser.
// One chart as JSON on stdout, or `--batch FILE` (JSON Lines; `-` for stdin): one chart (or {"error": …}) per line.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseChartRequest } from '../src/core/chart/chart-request';
import {
  type ChartOutput,
  computeChart,
  needsPlaceLookup,
  type PlaceLookup,
} from '../src/core/chart/compute-chart';
import { CoreError, shown } from '../src/core/errors';
import { camel, errorJson, parseFlags } from './args';
import { loadPlaceLookup } from './place-lookup';
import { runTransits } from './transits';

const USAGE = `Usage:
  npm run --silent chart -- --date YYYY-MM-DD --time HH:MM (--place NAME | --lat DEG --lng DEG --tz ZONE) [options]
  npm run --silent chart -- --batch FILE.jsonl        (one JSON request per line; - reads stdin)
  npm run --silent chart -- transits …                 (every exact transit of a window: transits --help)

Options:
  --house-system placidus|koch|porphyry|equal|whole-sign   (default placidus)
  --node true|mean                                          (default true)
  --zi-hour midnight|23                                     (子時 day boundary, default midnight)
  --true-solar-time                                         (off by default)
  --gender male|female                                      (BaZi luck pillars and fortune stars)
  --hidden-stems chinese|japanese                           (蔵干: three-layer table or 月律分野; default chinese)
  --use-god supportRestrain|climateFirst                    (用神: 扶抑 by strength, or 調候 first; default supportRestrain)
  --disambiguation compatible|earlier|later                 (skipped/repeated wall times; default compatible)
  --pretty                                                  (indented JSON)`;

const BOOLEAN_FLAGS = new Set(['true-solar-time', 'pretty', 'help']);
const REQUEST_FLAGS = new Set([
  'date',
  'time',
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
  'hidden-stems',
  'use-god',
  'id',
]);

async function runBatch(file: string, pretty: boolean): Promise<number> {
  if (file !== '-' && !existsSync(file)) {
    process.stderr.write(`error: batch file not found: ${file}\n`);
    return 2;
  }
  const input = file === '-' ? process.stdin : createReadStream(file, 'utf8');
  let lookup: PlaceLookup | undefined;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim() === '') continue;
    let result: ChartOutput | (ReturnType<typeof errorJson> & { id?: unknown });
    let raw: unknown;
    try {
      try {
        raw = JSON.parse(line);
      } catch {
        throw new CoreError('INVALID_JSON', `Line is not valid JSON: ${shown(line)}`, { line: shown(line) });
      }
      const req = parseChartRequest(raw);
      if (!lookup && needsPlaceLookup(req)) lookup = await loadPlaceLookup();
      result = computeChart(req, lookup);
    } catch (e) {
      // An error line keeps the caller's id, so a batch's answers can still be matched to its questions.
      const id =
        typeof raw === 'object' && raw !== null && !Array.isArray(raw)
          ? (raw as { id?: unknown }).id
          : undefined;
      result = id === undefined ? errorJson(e) : { id, ...errorJson(e) };
    }
    process.stdout.write(`${JSON.stringify(result, null, pretty ? 2 : undefined)}\n`);
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'transits') return runTransits(argv.slice(1));
  let flags: Record<string, string | true>;
  try {
    flags = parseFlags(argv, BOOLEAN_FLAGS);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const pretty = flags.pretty === true || flags.pretty === 'true';
  if (typeof flags.batch === 'string') return runBatch(flags.batch, pretty);

  const unknown = Object.keys(flags).filter((k) => !REQUEST_FLAGS.has(k) && k !== 'pretty');
  if (unknown.length > 0) {
    process.stderr.write(`error: unknown option --${unknown[0]}\n${USAGE}\n`);
    return 2;
  }
  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flags)) if (k !== 'pretty') raw[camel(k)] = v;
  try {
    const req = parseChartRequest(raw);
    const lookup = needsPlaceLookup(req) ? await loadPlaceLookup() : undefined;
    process.stdout.write(`${JSON.stringify(computeChart(req, lookup), null, pretty ? 2 : undefined)}\n`);
    return 0;
  } catch (e) {
    const { error } = errorJson(e);
    process.stderr.write(`error ${error.code}: ${error.message}\n`);
    return error.code === 'INTERNAL' ? 70 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
