import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceChart } from '../../../core/chart/reference-chart';
import { chartFacts } from '../../../core/consultant/chart-facts';
import { checkClaims } from '../../../core/consultant/claim-check';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { type ConsultantBundle, claimLexicon, type ResultsBundle } from './chart-names';

// Issue 28 §2: the claim checker against sentences a model writes, true and false, in each language's own
// phrasing, for one known chart. Tokyo 1990-05-15 14:30, male (庚午 辛巳 庚辰 癸未), read on 2026-12-04: the year
// 丙午 (2026), last year 乙巳, next year 丁未; the luck pillar 甲申 (2017–2027), the next one 乙酉 (2027–2037).
// Every false sentence must be marked and no true one.
const facts = chartFacts(referenceChart(), jdUtFromUnixMs(Date.UTC(2026, 11, 4, 3)));
const LANGS = ['ja', 'zh', 'en'] as const;
type Lang = (typeof LANGS)[number];
const json = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const lexicon = (lang: Lang) =>
  claimLexicon([
    {
      results: json(lang, 'results') as ResultsBundle,
      consultant: json(lang, 'consultant') as ConsultantBundle,
    },
  ]);

/** Each sentence with whether it is true of the chart. */
type Corpus = Record<Lang, { true: string[]; false: string[] }>;

const PERIODS: Corpus = {
  ja: {
    true: [
      '来年（2027年）の流年は丁未です。',
      '来年の流年は丁未で、日干庚から見ると正官にあたります。',
      '去年の流年は乙巳でした。',
      '2028年の流年は戊申です。',
      '今年の流年は丙午です。',
      '次の大運は乙酉です。',
      '2027年から次の大運、乙酉に入ります。',
      'いまは甲申の大運の中にいます。',
      '2027年8月まで続く大運甲申の流れの中で起こります。',
    ],
    false: [
      '来年（2027年）の流年は丙午です。',
      '来年の流年は丁未で、日干庚から見ると七殺にあたります。',
      '去年の流年は甲辰でした。',
      '2028年の流年は己酉です。',
      '今年の流年は丁未です。',
      '次の大運は丙戌です。',
      '2027年から次の大運、甲申に入ります。',
      'いまは丙子の大運の中にいます。',
    ],
  },
  zh: {
    true: [
      '明年（2027年）流年丁未。',
      '明年流年丁未，对日主庚而言是正官。',
      '去年流年乙巳。',
      '2028年流年戊申。',
      '下一步大运是乙酉。',
      '你现在走的是甲申大运。',
    ],
    false: [
      '明年（2027年）流年丙午。',
      '明年流年丁未，对日主庚而言是七杀。',
      '去年流年甲辰。',
      '2028年流年己酉。',
      '下一步大运是丙戌。',
      '你现在走的是丙子大运。',
    ],
  },
  en: {
    true: [
      "Next year's pillar, 丁未, arrives with the 2027 立春.",
      'From 2027, your next luck pillar, 乙酉, begins.',
      "Last year's pillar was 乙巳.",
      'The 2028 annual pillar is 戊申.',
      'You are in the 甲申 luck pillar now.',
    ],
    false: [
      "Next year's pillar, 丙午, arrives with the 2027 立春.",
      'From 2027, your next luck pillar, 丙戌, begins.',
      "Last year's pillar was 甲辰.",
      'The 2028 annual pillar is 己酉.',
      'You are in the 丙子 luck pillar now.',
    ],
  },
};

const wrong = (lang: Lang, sentence: string) =>
  checkClaims(sentence, facts, lexicon(lang)).filter((c) => !c.ok);
const checked = (lang: Lang, sentence: string) => checkClaims(sentence, facts, lexicon(lang));

describe('the claim checker against a corpus of true and false sentences (issue 28 §2)', () => {
  for (const [name, corpus] of [['other periods', PERIODS]] as const)
    for (const lang of LANGS) {
      it(`${name}, ${lang}: marks every false sentence and no true one`, () => {
        for (const s of corpus[lang].true) expect(wrong(lang, s), s).toEqual([]);
        for (const s of corpus[lang].false) {
          expect(checked(lang, s).length, `${s} is not checked at all`).toBeGreaterThan(0);
          expect(wrong(lang, s).length, `${s} is not marked`).toBeGreaterThan(0);
        }
      });
    }
});
