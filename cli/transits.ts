// `npm run --silent chart -- transits --date … --time … (--place NAME | --lat --lng --tz) --from YYYY-MM-DD --to YYYY-MM-DD`
// Every exact transit of the window [from, to) (dates at 00:00 UT) for one natal chart, as JSON; `--batch FILE`
// (JSON Lines, `-` for stdin: {date,time,lat,lng,tz|place,from,to,id?}) writes one object (or {"error": …}) per line.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseChartRequest } from '../src/core/chart/chart-request';
import {
  type ChartOutput,
  computeChart,
  needsPlaceLookup,
  type PlaceLookup,
} from '../src/core/chart/compute-chart';
import { CoreError } from '../src/core/errors';
import { unixMsFromJdUt } from '../src/core/time/julian-day';
import { baziTimeline } from '../src/core/transit/bazi-timeline';
import { lifeCyclesOf } from '../src/core/transit/life-cycles';
import { natalTargets } from '../src/core/transit/natal-targets';
import { scanTransits } from '../src/core/transit/transit-scan';
import { parseTransitWindow } from '../src/core/transit/transit-window';
import { batchIdOf, camel, errorJson, parseFlags } from './args';
import { loadPlaceLookup } from './place-lookup';

export const TRANSITS_USAGE = `Usage:
  npm run --silent chart -- transits --date YYYY-MM-DD --time HH:MM (--place NAME | --lat DEG --lng DEG --tz ZONE)
                                     --from YYYY-MM-DD --to YYYY-MM-DD [chart options] [--pretty]
  npm run --silent chart -- transits --batch FILE.jsonl   (one {date,time,lat,lng,tz|place,from,to,id?} per line)

The window is [from, to), each date at 00:00 UT, at most 120 years. Chart options as for \`chart\` (--node
true|mean also chooses the node followed for nodal returns; --gender gives the BaZi luck pillars).`;

const iso = (jdUt: number) => new Date(unixMsFromJdUt(jdUt)).toISOString();
const isoOrNull = (jdUt: number | null) => (jdUt === null ? null : iso(jdUt));
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** One transit report in the command's JSON contract (issue 10 §2). */
export function transitsJson(chart: ChartOutput, from: unknown, to: unknown) {
  const window = parseTransitWindow(from, to);
  const scan = scanTransits(natalTargets(chart), window.fromJdUt, window.toJdUt);
  const cycles = lifeCyclesOf(chart);
  return {
    ...(chart.id !== undefined ? { id: chart.id } : {}),
    from: iso(window.fromJdUt),
    to: iso(window.toJdUt),
    hits: scan.hits.map((h) => ({
      transit: h.transit,
      natal: h.natal,
      type: h.type,
      angleDeg: h.angleDeg,
      exactUtc: iso(h.exactJdUt),
      transitRetrograde: h.transitRetrograde,
      pass: h.pass,
      passes: h.passes,
      orbDeg: h.orbDeg,
      enterUtc: isoOrNull(h.enterJdUt),
      leaveUtc: isoOrNull(h.leaveJdUt),
    })),
    stations: scan.stations.map((s) => ({
      body: s.body,
      direction: s.direction,
      exactUtc: iso(s.jdUt),
      lonDeg: round(s.lonDeg, 4),
    })),
    ingresses: scan.ingresses.map((i) => ({
      body: i.body,
      sign: i.sign,
      exactUtc: iso(i.jdUt),
      retrograde: i.retrograde,
    })),
    returns: scan.returns.map((r) => ({
      body: r.body,
      exactUtc: iso(r.jdUt),
      pass: r.pass,
      passes: r.passes,
    })),
    lifeCycles: cycles.map((c) => ({
      kind: c.kind,
      n: c.n,
      firstExactUtc: iso(c.firstExactJdUt),
      lastExactUtc: iso(c.lastExactJdUt),
      passes: c.passes,
    })),
    bazi: baziJson(chart, window.fromJdUt, window.toJdUt),
  };
}

/**
 * The BaZi side of the window: the luck pillars (大運, from the exact handover; none without a gender), the annual
 * pillars (流年, from each 立春) and the monthly pillars (流月, from each 節), each with its ten god and relations.
 */
function baziJson(chart: ChartOutput, fromJdUt: number, toJdUt: number) {
  const b = baziTimeline(chart, fromJdUt, toJdUt);
  const period = (p: {
    pillar: string;
    startUtc: string;
    endUtc: string;
    tenGod: string;
    relations: { kind: string; pillars: string[]; chars: string }[];
  }) => ({
    pillar: p.pillar,
    startUtc: p.startUtc,
    endUtc: p.endUtc,
    tenGod: p.tenGod,
    relations: p.relations.map((r) => ({ kind: r.kind, pillars: r.pillars, chars: r.chars })),
  });
  return { luck: b.luck.map(period), years: b.years.map(period), months: b.months.map(period) };
}

/** Splits a request into the chart's fields and the window. */
function splitRequest(raw: unknown): { chartRaw: Record<string, unknown>; from: unknown; to: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new CoreError(
      'MISSING_FIELD',
      'A transits request must be an object with date, time, a place, from and to.',
      {
        field: 'date',
      },
    );
  const { from, to, ...chartRaw } = raw as Record<string, unknown>;
  return { chartRaw, from, to };
}

async function one(raw: unknown, lookup: () => Promise<PlaceLookup>) {
  const { chartRaw, from, to } = splitRequest(raw);
  parseTransitWindow(from, to); // refuse a bad window before computing anything
  const req = parseChartRequest(chartRaw);
  const chart = computeChart(req, needsPlaceLookup(req) ? await lookup() : undefined);
  return transitsJson(chart, from, to);
}

/** `chart transits …`: returns the process exit code. */
export async function runTransits(argv: string[]): Promise<number> {
  let flags: Record<string, string | true>;
  try {
    flags = parseFlags(argv, new Set(['true-solar-time', 'pretty', 'help']));
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${TRANSITS_USAGE}\n`);
    return 2;
  }
  if (flags.help) {
    process.stdout.write(`${TRANSITS_USAGE}\n`);
    return 0;
  }
  const pretty = flags.pretty === true || flags.pretty === 'true';
  let cached: PlaceLookup | undefined;
  const lookup = async () => {
    cached ??= await loadPlaceLookup();
    return cached;
  };

  if (typeof flags.batch === 'string') {
    const file = flags.batch;
    if (file !== '-' && !existsSync(file)) {
      process.stderr.write(`error: batch file not found: ${file}\n`);
      return 2;
    }
    const input = file === '-' ? process.stdin : createReadStream(file, 'utf8');
    for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
      if (line.trim() === '') continue;
      let result: unknown;
      try {
        let raw: unknown;
        try {
          raw = JSON.parse(line);
        } catch {
          throw new CoreError('INVALID_JSON', `Line is not valid JSON: ${line.slice(0, 80)}`, {
            line: line.slice(0, 80),
          });
        }
        result = await one(raw, lookup);
      } catch (e) {
        const id = (() => {
          try {
            return batchIdOf(JSON.parse(line)); // none when nested too deep to write back
          } catch {
            return {};
          }
        })();
        result = { ...id, ...errorJson(e) };
      }
      process.stdout.write(`${JSON.stringify(result, null, pretty ? 2 : undefined)}\n`);
    }
    return 0;
  }

  const raw: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flags)) if (k !== 'pretty') raw[camel(k)] = v;
  try {
    process.stdout.write(`${JSON.stringify(await one(raw, lookup), null, pretty ? 2 : undefined)}\n`);
    return 0;
  } catch (e) {
    const { error } = errorJson(e);
    process.stderr.write(`error ${error.code}: ${error.message}\n`);
    return error.code === 'INTERNAL' ? 70 : 1;
  }
}
