// `npm run bench`: median time of one full chart (warm), of a one-year transit scan and of one gazetteer search
// keystroke, in Node.
// Figures, not a pass/fail test: DESIGN §4 targets ≤ 5 ms per chart and "well under 5 ms" per keystroke.
import { cpus, totalmem } from 'node:os';
import { computeNatalChart } from '../src/core/astrology/natal-chart';
import { computeBazi } from '../src/core/bazi/bazi-chart';
import { parseChartRequest } from '../src/core/chart/chart-request';
import { computeChart } from '../src/core/chart/compute-chart';
import { loadGazetteer } from '../src/core/geo/gazetteer';
import { searchPlaces } from '../src/core/geo/search-places';
import { birthMoment } from '../src/core/time/birth-moment';
import { natalTargets } from '../src/core/transit/natal-targets';
import { scanTransits } from '../src/core/transit/transit-scan';

function stats(samples: number[]): { median: number; p95: number; min: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { median: at(0.5), p95: at(0.95), min: s[0] as number };
}

function time(f: () => unknown): number {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

const PLACES = [
  { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' },
  { lat: 39.9042, lng: 116.4074, tz: 'Asia/Shanghai' },
  { lat: -33.8688, lng: 151.2093, tz: 'Australia/Sydney' },
  { lat: 40.7128, lng: -74.006, tz: 'America/New_York' },
  { lat: 69.6492, lng: 18.9553, tz: 'Europe/Oslo' },
];
const requests = Array.from({ length: 1200 }, (_, i) => {
  const year = 1900 + ((i * 37) % 200);
  const month = 1 + ((i * 5) % 12);
  const day = 1 + ((i * 7) % 28);
  const hour = (i * 11) % 24;
  const minute = (i * 13) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return parseChartRequest({
    date: `${year}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad(minute)}`,
    ...PLACES[i % PLACES.length],
  });
});

for (const r of requests.slice(0, 200)) computeChart(r); // warm-up: JIT, tz caches, Pluto tables
const measured = requests.slice(200);
const chart = stats(measured.map((r) => time(() => computeChart(r))));
const moments = measured.map((r) => birthMoment(r.date, r.time, r.tz as string, r.lng as number));
const natal = stats(
  measured.map((r, i) =>
    time(() => computeNatalChart((moments[i] as { jdUt: number }).jdUt, r.lat as number, r.lng as number, r)),
  ),
);
const bazi = stats(
  measured.map((r, i) =>
    time(() =>
      computeBazi(moments[i] as ReturnType<typeof birthMoment>, r.lng as number, {
        ziHour: 'midnight',
        trueSolarTime: true,
        hiddenStems: 'chinese',
        gender: i % 2 ? 'male' : 'female',
      }),
    ),
  ),
);

const gaz = await loadGazetteer();
const QUERIES = [
  '東',
  '東京',
  'tok',
  'tokyo',
  '北',
  '北京',
  'bei',
  'ハル',
  '哈尔',
  'san',
  'são',
  'new y',
  'ロンドン',
  '台',
  '香',
  'mac',
  'seo',
  '首',
  'ur',
  'ka',
];
for (let i = 0; i < 3; i++) for (const q of QUERIES) searchPlaces(gaz, q);
const search = stats(
  Array.from({ length: 10 }, () => QUERIES.map((q) => time(() => searchPlaces(gaz, q)))).flat(),
);

// One-year transit scan (issue 10 §4): every hit, station, ingress and return for one chart, windows spread over
// the years so no two runs share an ephemeris cache.
const transitCharts = requests.slice(200, 240).map((r) => computeChart(r));
const scanOnce = (i: number) => {
  const c = transitCharts[i % transitCharts.length] as (typeof transitCharts)[number];
  const from = 2451545 + ((i * 173) % 36_500);
  return time(() => scanTransits(natalTargets(c), from, from + 365.25));
};
for (let i = 0; i < 5; i++) scanOnce(i); // warm-up
const scan = stats(Array.from({ length: 30 }, (_, i) => scanOnce(i + 5)));

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `machine: ${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}/${process.arch}`,
);
console.log(
  `full chart (birth moment + natal + BaZi, as the chart command prints it; ${measured.length} warm runs): median ${fmt(chart.median)}, p95 ${fmt(chart.p95)}, min ${fmt(chart.min)}  [target ≤ 5 ms]`,
);
console.log(`  natal part (13 bodies, houses, aspects): median ${fmt(natal.median)}, p95 ${fmt(natal.p95)}`);
console.log(
  `  BaZi part (pillars, terms, true solar time, luck + annual pillars): median ${fmt(bazi.median)}, p95 ${fmt(bazi.p95)}  [target ≤ 1 ms]`,
);
console.log(
  `transit scan (one year: hits to 12 natal points, stations, ingresses, returns; ${30} runs): median ${fmt(scan.median)}, p95 ${fmt(scan.p95)}  [target ≤ 150 ms]`,
);
console.log(
  `gazetteer search (${QUERIES.length} queries × 10, warm): median ${fmt(search.median)}, p95 ${fmt(search.p95)}  [target well under 5 ms]`,
);
