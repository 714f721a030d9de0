// Traditional Chinese (zh-Hant) from the Simplified texts: OpenCC's Taiwan conversion with its phrase table
// (opencc-js, cn → twp), then the corrections a Taiwan or Hong Kong reader of 命理 expects (review.json): OpenCC
// reads 干 as 幹 and 丑 as 醜 where our texts mean the stem and the branch, and keeps a few mainland words.
// `npm run zh-hant` writes every zh-Hant file; src/i18n/zh-hant.test.ts fails when one is out of date.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js/cn2t';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REVIEW = JSON.parse(readFileSync(new URL('./review.json', import.meta.url), 'utf8'));

const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'twp' });

/** A review rule: a plain phrase, or `re:` and a regular expression (global). */
const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compile = ([from, to]) => [
  new RegExp(from.startsWith('re:') ? from.slice(3) : literal(from), 'gu'),
  to,
];
/**
 * Simplified words OpenCC's Taiwan phrase table reads in another sense (运行 of a planet is not a program's 執行),
 * with their Traditional form: kept out of OpenCC's way behind a private-use character, then written back.
 */
const KEPT = REVIEW.kept.map(([from, to], i) => [
  new RegExp(literal(from), 'gu'),
  String.fromCharCode(0xe000 + i),
  to,
]);
/** Applied in order after OpenCC: later rules see earlier ones' output. */
const RULES = REVIEW.rules.map(compile);

/** One Simplified text in Traditional, as Taiwan writes it. */
export function toHant(text) {
  let s = text;
  for (const [re, mark] of KEPT) s = s.replace(re, mark);
  s = toTaiwan(s);
  for (const [, mark, to] of KEPT) s = s.replaceAll(mark, to);
  for (const [re, to] of RULES) s = s.replace(re, to);
  return s;
}

/** A JSON value with every string converted; keys are identifiers and stay as they are. */
function convertValue(v) {
  if (typeof v === 'string') return toHant(v);
  if (Array.isArray(v)) return v.map(convertValue);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, convertValue(x)]));
  return v;
}

/** The indent a JSON file is written with (kept in the converted file, so diffs read alike). */
function indentOf(text) {
  const m = /^\{\n( +|\t)/.exec(text);
  return m ? m[1] : 2;
}

export function convertJson(text) {
  return `${JSON.stringify(convertValue(JSON.parse(text)), null, indentOf(text))}\n`;
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

/** Every [source, target] pair: the Simplified file and the Traditional one made from it (paths from the root). */
export function filePairs() {
  const pairs = [];
  const rel = (p) => relative(ROOT, p);
  for (const f of walk(join(ROOT, 'src/i18n/locales/zh')))
    pairs.push([rel(f), rel(f).replace('/zh/', '/zh-Hant/')]);
  for (const f of walk(join(ROOT, 'src/content/learn/zh')))
    pairs.push([rel(f), rel(f).replace('/learn/zh/', '/learn/zh-Hant/')]);
  for (const dir of [
    'src/content/bazi',
    'src/content/consultant',
    'src/content/readings',
    'src/content/transits',
    'src/app/pwa/texts',
    'src/app/storage-notice/texts',
    'src/features/sky/texts',
    'src/shared/ui/app-tabs/texts',
    'src/shared/birth-form/texts/lunar',
  ])
    pairs.push([`${dir}/zh.json`, `${dir}/zh-Hant.json`]);
  return pairs.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The Traditional text of one source file. */
export function convertFile(source) {
  const text = readFileSync(join(ROOT, source), 'utf8');
  return source.endsWith('.json') ? convertJson(text) : toHant(text);
}

export { ROOT };
