// Test support (unit and browser tests): the app's texts looked up the way i18next does, straight from the locale
// files, so expected values are worked out in Node exactly as the page words them.
import { readFileSync } from 'node:fs';
import type { FactT } from './facts';

type Tree = { [k: string]: Tree | string };
const locale = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** i18next's lookup and {{interpolation}} over the locale files; a missing key comes back marked. */
export function tFor(lang: string): FactT {
  const trees: Record<string, Tree> = { results: locale(lang, 'results'), learn: locale(lang, 'learn') };
  return (key, options = {}) => {
    const [ns, path] = key.split(':') as [string, string];
    const v = path.split('.').reduce<unknown>((n, k) => (n as Tree | undefined)?.[k], trees[ns]);
    if (typeof v !== 'string') return `MISSING(${key})`;
    return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k]));
  };
}
