// `npm run --silent chart -- --date 1990-05-15 --time 14:30 --place 東京` — the engine without the browser.
// One chart as JSON on stdout, or `--batch FILE` (JSON Lines; `-` for stdin): one chart (or {"error": …}) per line.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  type ChartOutput,
  computeChart,
  needsPlaceLookup,
  type PlaceLookup,
} from '../src/core/chart/compute-chart';
import { shown } from '../src/core/errors';
import { type BatchLine, errorJson, parseBatchLine, parseChartArgs } from './args';
import { runCompat } from './compat';
import { runFromPillars } from './from-pillars';
import { loadPlaceLookup } from './place-lookup';
import { runTransits } from './transits';

const USAGE = `Usage:
  npm run --silent chart -- --date YYYY-MM-DD (--time HH:MM | --unknown-time) (--place NAME | --lat DEG --lng DEG --tz ZONE) [options]
  npm run --silent chart -- --batch FILE.jsonl        (one JSON request per line; - reads stdin)
  npm run --silent chart -- transits …                 (every exact transit of a window: transits --help)
  npm run --silent chart -- compat …                   (two births: synastry, composite, Davison, 合婚: compat --help)
  npm run --silent chart -- from-pillars 庚午 辛巳 庚辰 癸未 [--from 1800 --to 2200]   (八字反推: from-pillars --help)

Options:
  --unknown-time                                            (no birth time: cast at local noon, no angles, houses or
                                                             hour pillar; unknownTime gives the Moon's range that day)
  --house-system placidus|koch|porphyry|equal|whole-sign   (default placidus)
  --node true|mean                                          (default true)
  --zi-hour midnight|23                                     (子時 day boundary, default midnight)
  --true-solar-time                                         (off by default)
  --gender male|female                                      (BaZi luck pillars and fortune stars)
  --hidden-stems chinese|japanese                           (蔵干: three-layer table or 月律分野; default chinese)
  --use-god supportRestrain|climateFirst                    (用神: 扶抑 by strength, or 調候 first; default supportRestrain)
  --luck-start exact|sect1|sect2|china95                    (起運: exact to the second, default; Lunar 流派一 days and
                                                             時辰; 流派二 minutes; 元亨利貞 China95)
  --disambiguation compatible|earlier|later                 (skipped/repeated wall times; default compatible)
  --clock wall|standard                                     (the recorded time: on the clock then in force, default;
                                                             or already standard time, summer time not included)
  --pretty                                                  (indented JSON)`;

async function runBatch(file: string, pretty: boolean): Promise<number> {
  if (file !== '-' && !existsSync(file)) {
    process.stderr.write(`error: batch file not found: ${shown(file)}\n`);
    return 2;
  }
  const input = file === '-' ? process.stdin : createReadStream(file, 'utf8');
  let lookup: PlaceLookup | undefined;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim() === '') continue;
    const parsed = parseBatchLine(line);
    let result: ChartOutput | BatchLine = parsed;
    if ('request' in parsed) {
      const req = parsed.request;
      try {
        if (!lookup && needsPlaceLookup(req)) lookup = await loadPlaceLookup();
        result = computeChart(req, lookup);
      } catch (e) {
        // An error line keeps the caller's id, so a batch's answers can still be matched to its questions.
        result = req.id === undefined ? errorJson(e) : { id: req.id, ...errorJson(e) };
      }
    }
    process.stdout.write(`${JSON.stringify(result, null, pretty ? 2 : undefined)}\n`);
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'transits') return runTransits(argv.slice(1));
  if (argv[0] === 'compat') return runCompat(argv.slice(1));
  if (argv[0] === 'from-pillars') return runFromPillars(argv.slice(1));
  const args = parseChartArgs(argv);
  if (args.kind === 'usage') {
    process.stderr.write(`error: ${args.message}\n${USAGE}\n`);
    return 2;
  }
  if (args.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.kind === 'batch') return runBatch(args.file, args.pretty);
  const refuse = ({ code, message }: { code: string; message: string }) => {
    process.stderr.write(`error ${code}: ${message}\n`);
    return code === 'INTERNAL' ? 70 : 1;
  };
  if (args.kind === 'refused') return refuse(args.error);
  try {
    const req = args.request;
    const lookup = needsPlaceLookup(req) ? await loadPlaceLookup() : undefined;
    process.stdout.write(`${JSON.stringify(computeChart(req, lookup), null, args.pretty ? 2 : undefined)}\n`);
    return 0;
  } catch (e) {
    return refuse(errorJson(e).error);
  }
}

process.exitCode = await main(process.argv.slice(2));
