// `npm run --silent chart -- compat --a-date … --a-time … --a-lat … --a-lng … --a-tz … --b-date … (--b-unknown-time) …`
// Two births in (each person's flags prefixed --a- / --b-; the conventions shared), the synastry aspects, house
// overlays, composite and Davison positions and the BaZi 合婚 dimensions out, as JSON (issue 17 §4).
import { parseChartRequest } from '../src/core/chart/chart-request';
import { computeChart, needsPlaceLookup, type PlaceLookup } from '../src/core/chart/compute-chart';
import { compatReport } from '../src/core/compat/compat-report';
import { compatSynthesis } from '../src/core/compat/compat-synthesis';
import { shown } from '../src/core/errors';
import { CHART_BOOLEAN_FLAGS, CHART_REQUEST_FLAGS, camel, errorJson, parseFlags } from './args';
import { loadPlaceLookup } from './place-lookup';

export const COMPAT_USAGE = `Usage:
  npm run --silent chart -- compat --a-date YYYY-MM-DD (--a-time HH:MM | --a-unknown-time)
                                   (--a-place NAME | --a-lat DEG --a-lng DEG --a-tz ZONE) [--a-gender …]
                                   --b-date … (the same flags for the second person, prefixed --b-)
                                   [--house-system … --node … --zi-hour … --hidden-stems … --use-god …] [--pretty]

Person A's conventions are used for both charts. Out: {a, b, timeKnown, synastry: {aspects, overlays},
composite, davison, bazi: {dimensions}}; longitudes in degrees, orbs in degrees, "a"/"b" name the person.`;

/** Flags one person can have; the rest of the chart flags are conventions shared by both. */
const PERSON_FLAGS = new Set([
  'date',
  'time',
  'unknown-time',
  'place',
  'lat',
  'lng',
  'tz',
  'gender',
  'disambiguation',
]);
const BOOLEANS = new Set([
  ...CHART_BOOLEAN_FLAGS,
  ...[...CHART_BOOLEAN_FLAGS].flatMap((f) => [`a-${f}`, `b-${f}`]),
]);

const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function runCompat(argv: readonly string[]): Promise<number> {
  let flags: Record<string, string | true>;
  try {
    flags = parseFlags(argv, BOOLEANS);
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${COMPAT_USAGE}\n`);
    return 2;
  }
  if (flags.help) {
    process.stdout.write(`${COMPAT_USAGE}\n`);
    return 0;
  }
  const pretty = flags.pretty === true || flags.pretty === 'true';
  const raws: Record<'a' | 'b', Record<string, unknown>> = { a: {}, b: {} };
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flags)) {
    if (key === 'pretty') continue;
    const m = /^(a|b)-(.+)$/.exec(key);
    if (m && PERSON_FLAGS.has(m[2] as string)) raws[m[1] as 'a' | 'b'][camel(m[2] as string)] = value;
    else if (!m && CHART_REQUEST_FLAGS.has(key) && !PERSON_FLAGS.has(key) && key !== 'id')
      shared[camel(key)] = value;
    else {
      process.stderr.write(`error: unknown option --${shown(key)}\n${COMPAT_USAGE}\n`);
      return 2;
    }
  }
  try {
    const requests = (['a', 'b'] as const).map((p) => parseChartRequest({ ...shared, ...raws[p] }));
    let lookup: PlaceLookup | undefined;
    if (requests.some((r) => needsPlaceLookup(r))) lookup = await loadPlaceLookup();
    const [a, b] = requests.map((r) => computeChart(r, lookup)) as [
      ReturnType<typeof computeChart>,
      ReturnType<typeof computeChart>,
    ];
    const report = compatReport(a, b);
    const person = (c: typeof a) => ({ utc: c.utc, local: c.local, place: c.place, timeKnown: c.timeKnown });
    const out = {
      a: person(a),
      b: person(b),
      timeKnown: report.timeKnown,
      synastry: {
        aspects: report.synastry.aspects.map((x) => ({ ...x, orb: round(x.orb, 4) })),
        overlays: report.synastry.overlays,
      },
      composite: {
        ...report.composite,
        aspects: report.composite.aspects.map((x) => ({ ...x, orb: round(x.orb, 4) })),
      },
      davison: report.davison,
      bazi: report.bazi,
      // The page's synthesis (issue 30 §3): contacts classed personal … generational, how each side leans.
      synthesis: (({ ordered, ...rest }) => ({
        ...rest,
        personal: rest.personal.map((x) => ({ ...x, orb: round(x.orb, 4) })),
        classes: ordered.map((x) => ({ a: x.a, b: x.b, type: x.type, class: x.class })),
      }))(compatSynthesis(report)),
    };
    process.stdout.write(`${JSON.stringify(out, null, pretty ? 2 : undefined)}\n`);
    return 0;
  } catch (e) {
    const { code, message } = errorJson(e).error;
    process.stderr.write(`error ${code}: ${message}\n`);
    return code === 'INTERNAL' ? 70 : 1;
  }
}
