import baziEn from '../../../content/bazi/en.json';
import baziJa from '../../../content/bazi/ja.json';
import baziZh from '../../../content/bazi/zh.json';
import consultantEn from '../../../content/consultant/en.json';
import consultantJa from '../../../content/consultant/ja.json';
import consultantZh from '../../../content/consultant/zh.json';
import readingsEn from '../../../content/readings/en.json';
import readingsJa from '../../../content/readings/ja.json';
import readingsZh from '../../../content/readings/zh.json';
import transitsEn from '../../../content/transits/en.json';
import transitsJa from '../../../content/transits/ja.json';
import transitsZh from '../../../content/transits/zh.json';
import { CHART_BODIES, type ChartPoint, SIGNS, type Sign } from '../../../core/astrology/vocabulary';
import type { ClaimLexicon } from '../../../core/consultant/claim-check';
import consultantLocaleEn from '../../../i18n/locales/en/consultant.json';
import resultsEn from '../../../i18n/locales/en/results.json';
import consultantLocaleJa from '../../../i18n/locales/ja/consultant.json';
import resultsJa from '../../../i18n/locales/ja/results.json';
import consultantLocaleZh from '../../../i18n/locales/zh/consultant.json';
import resultsZh from '../../../i18n/locales/zh/results.json';
import { type ConsultantBundle, claimLexicon } from '../grounding/chart-names';
import type { OfflineTexts } from './offline-texts';

/**
 * For the tests: the offline texts of each language as the screen loads them (the JSON files), and two claim-check
 * lexicons over all three languages' names: the screen's own (claimLexicon from the locale bundles), and a stricter
 * one that also knows every alias the consultant's keywords list and skips only plain transit words.
 */

export const LANGS = ['ja', 'zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

const FILES = {
  ja: [consultantJa, readingsJa, baziJa, transitsJa, resultsJa],
  zh: [consultantZh, readingsZh, baziZh, transitsZh, resultsZh],
  en: [consultantEn, readingsEn, baziEn, transitsEn, resultsEn],
} as const;

export function offlineTexts(lang: Lang): OfflineTexts {
  const [consultant, readings, bazi, transits, names] = FILES[lang];
  return { consultant, readings, bazi, transits, names } as unknown as OfflineTexts;
}

const ALL = LANGS.map(offlineTexts);
const POINTS = [...CHART_BODIES, 'ascendant', 'midheaven'] as ChartPoint[];

/** The lexicon the chat screen checks replies with, over all three languages. */
export const SCREEN_LEXICON: ClaimLexicon = claimLexicon(
  (
    [
      [resultsJa, consultantLocaleJa],
      [resultsZh, consultantLocaleZh],
      [resultsEn, consultantLocaleEn],
    ] as const
  ).map(([results, consultant]) => ({ results, consultant: consultant as unknown as ConsultantBundle })),
);

/** Every name of each body, sign and pillar in the three languages, the consultant's aliases included. */
export const STRICT_LEXICON: ClaimLexicon = {
  points: Object.fromEntries(
    POINTS.map((p) => [
      p,
      [
        ...new Set([
          ...ALL.map((t) => t.names.bodies[p]),
          ...ALL.flatMap((t) => t.consultant.keywords.points[p]),
          ...(p === 'midheaven' ? ['MC', '天頂', '天顶'] : []),
        ]),
      ],
    ]),
  ),
  signs: Object.fromEntries(SIGNS.map((s) => [s, ALL.map((t) => t.names.signs[s])])) as Record<
    Sign,
    string[]
  >,
  transitWords: ['transit', 'トランジット', '行运', '行運'],
  pillars: {
    year: ['年柱', 'year pillar'],
    month: ['月柱', 'month pillar'],
    day: ['日柱', 'day pillar'],
    hour: ['時柱', '时柱', 'hour pillar'],
    dayMaster: ['日主', '日干', 'day master'],
  },
};
