// `npm run --silent chart -- from-pillars 庚午 辛巳 庚辰 癸未 [--from 1800] [--to 2200] [--zi-hour midnight|23]`
// 八字反推 (issue 29 §5): every Beijing-time stretch whose four pillars are the ones given, as JSON.
import { datesFromPillars } from '../src/core/bazi/from-pillars';
import type { Branch, Pillar, Stem } from '../src/core/bazi/stems-branches';
import { errorJson } from './args';

export const FROM_PILLARS_USAGE = `Usage:
  npm run --silent chart -- from-pillars YEAR MONTH DAY HOUR [--from 1800] [--to 2200] [--zi-hour midnight|23]
                                        [--utc-offset +08:00] [--pretty]

The four pillars as characters (庚午 辛巳 庚辰 癸未). Out: {pillars, clock, ziHour, from, to, matches: [{date, from,
until}]}: each stretch on a standard clock (Beijing's UTC+8 unless --utc-offset names another, e.g. +09:00 for
Japan) where the engine reads exactly these pillars, cut by a 節 that falls inside an hour. Years 1800–2200.`;

const OFFSET = /^([+-])(\d{2}):(\d{2})$/u;

const PILLAR = /^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]$/u;

export function runFromPillars(argv: string[]): number {
  if (argv.includes('--help')) {
    process.stdout.write(`${FROM_PILLARS_USAGE}\n`);
    return 0;
  }
  const usage = (message: string) => {
    process.stderr.write(`error: ${message}\n${FROM_PILLARS_USAGE}\n`);
    return 2;
  };
  const four: string[] = [];
  const opts: Record<string, string> = {};
  let pretty = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--pretty') pretty = true;
    else if (a === '--from' || a === '--to' || a === '--zi-hour' || a === '--utc-offset') {
      const v = argv[++i];
      if (v === undefined) return usage(`${a} needs a value`);
      opts[a.slice(2)] = v;
    } else if (a.startsWith('--')) return usage(`unknown option ${a}`);
    else four.push(a);
  }
  if (four.length !== 4 || !four.every((p) => PILLAR.test(p)))
    return usage('give the four pillars as stem and branch characters, e.g. 庚午 辛巳 庚辰 癸未');
  const from = Number(opts.from ?? 1800);
  const to = Number(opts.to ?? 2200);
  const ziHour = opts['zi-hour'] ?? 'midnight';
  if (!Number.isInteger(from) || !Number.isInteger(to)) return usage('--from and --to take whole years');
  if (ziHour !== 'midnight' && ziHour !== '23') return usage('--zi-hour takes midnight or 23');
  const offset = OFFSET.exec(opts['utc-offset'] ?? '+08:00');
  if (!offset || Number(offset[2]) > 14 || Number(offset[3]) > 59)
    return usage('--utc-offset takes ±HH:MM within ±14:00, e.g. +09:00');
  const offsetMinutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  const clock = `UTC${offset[1]}${offset[2]}:${offset[3]}`
    .replace(/:00$/u, '')
    .replace(/^UTC([+-])0(\d)/u, 'UTC$1$2');
  const pillar = (gz: string): Pillar => ({ stem: gz[0] as Stem, branch: gz[1] as Branch });
  const [year, month, day, hour] = four.map(pillar) as [Pillar, Pillar, Pillar, Pillar];
  try {
    const matches = datesFromPillars({ year, month, day, hour }, from, to, ziHour, offsetMinutes);
    const out = { pillars: four.join(' '), clock, ziHour, from, to, matches };
    process.stdout.write(`${JSON.stringify(out, null, pretty ? 2 : undefined)}\n`);
    return 0;
  } catch (e) {
    const { code, message } = errorJson(e).error;
    process.stderr.write(`error ${code}: ${message}\n`);
    return 1;
  }
}
