import { readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { judgementOfChart } from '../../core/bazi/judgement';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import { baziMatch, type MatchFinding } from '../../core/compat/bazi-match';
import { findingText } from './compat-texts';

type Tree = { [k: string]: Tree | string };
const LANGS = ['ja', 'zh', 'en'] as const;
const locale = (lang: string, ns: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/** i18next's lookup and {{interpolation}} over the compat and results texts; a missing key comes back marked. */
function tFor(lang: string): TFunction<['compat', 'results']> {
  const trees: Record<string, Tree> = { compat: locale(lang, 'compat'), results: locale(lang, 'results') };
  return ((key: string, options: Record<string, unknown> = {}) => {
    const [ns, path] = key.split(':') as [string, string];
    const v = path.split('.').reduce<unknown>((n, k) => (n as Tree | undefined)?.[k], trees[ns]);
    if (typeof v !== 'string') return `MISSING(${key})`;
    return v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k]));
  }) as unknown as TFunction<['compat', 'results']>;
}

const fill = (use: MatchFinding['use'], person: 'a' | 'b' = 'b'): MatchFinding =>
  ({
    kind: 'fillsLack',
    person,
    element: 'wood',
    percent: 40,
    otherPercent: 3,
    absent: true,
    hidden: true,
    use,
  }) as MatchFinding;

/** The words that tell the reader the partner makes up what they lack. */
const FILLS = { ja: /補ってくれます|補えます/, zh: /补足/, en: /bring what/ };

describe('element findings follow what the element is to the person who lacks it', () => {
  it('names the receiver’s role and says it helps only for 用神 or 喜神 (wood as 仇神 is never recommended)', () => {
    for (const lang of LANGS) {
      const t = tFor(lang);
      const uses = locale(lang, 'results').judgement as Tree;
      for (const use of ['useful', 'favourable', 'idle', 'unfavourable', 'enemy'] as const) {
        for (const person of ['a', 'b'] as const) {
          const text = findingText(t, lang, 'elements', fill(use, person));
          expect(text, `${lang} ${use}`).not.toMatch(/MISSING|undefined|\{\{/);
          expect(text).toContain((uses.uses as Tree)[use] as string);
          if (use === 'useful' || use === 'favourable') expect(text, `${lang} ${use}`).toMatch(FILLS[lang]);
          else expect(text, `${lang} ${use}`).not.toMatch(FILLS[lang]);
        }
      }
    }
    expect(findingText(tFor('ja'), 'ja', 'elements', fill('enemy'))).toBe(
      '相手に多い木（40%）は、あなたには少ない五行です（3%）。あなたの八字には木の字がひとつもありませんが、地支の蔵干には含まれています。ただし木はあなたの命式では仇神にあたり、これ以上は必要のない五行です。',
    );
  });

  it('a shared lack is something to bring in together only when it helps both', () => {
    const shared = (aUse: MatchFinding['aUse'], bUse: MatchFinding['bUse']) =>
      findingText(tFor('ja'), 'ja', 'elements', {
        kind: 'sharedLack',
        element: 'wood',
        aPercent: 3,
        bPercent: 5,
        aUse,
        bUse,
      } as MatchFinding);
    expect(shared('useful', 'favourable')).toContain('取り入れたい');
    expect(shared('enemy', 'favourable')).not.toContain('取り入れたい');
    expect(shared('enemy', 'favourable')).toContain('あなたの命式では仇神、相手の命式では喜神');
  });

  it('real couples: every element finding renders in three languages, with each person’s core role', () => {
    const chart = (date: string, time: string) =>
      computeChart(parseChartRequest({ date, time, lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' })).bazi;
    let checked = 0;
    for (let i = 0; i < 24; i++) {
      const a = chart(`${1960 + i}-0${1 + (i % 9)}-1${i % 10}`, '05:30');
      const b = chart(`${1962 + i}-1${i % 3}-2${i % 8}`, '16:10');
      const ja = judgementOfChart(a);
      const jb = judgementOfChart(b);
      const d = baziMatch(a, b).dimensions.find((x) => x.key === 'elements');
      for (const f of d?.findings ?? []) {
        for (const lang of LANGS) {
          const text = findingText(tFor(lang), lang, 'elements', f);
          expect(text, `${lang} ${f.kind}`).not.toMatch(/MISSING|undefined|NaN|\{\{/);
          if (f.kind === 'fillsLack') {
            const receiver = f.person === 'a' ? jb : ja;
            expect(f.use).toBe(receiver.useOf[f.element]);
            if (lang === 'ja' && f.use !== 'useful' && f.use !== 'favourable')
              expect(text).not.toMatch(FILLS.ja);
          }
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
