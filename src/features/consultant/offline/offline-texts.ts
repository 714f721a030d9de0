import type { BaziContent } from '../../../content/bazi/bazi-content';
import type { ConsultantContent, HouseKey } from '../../../content/consultant/consultant-content';
import type { ReadingContent } from '../../../content/readings/reading-content';
import type { TransitContent } from '../../../content/transits/transit-content';
import type { ChartPoint, Sign } from '../../../core/astrology/vocabulary';
import type { Gender } from '../../../core/bazi/conventions';
import type { ElementRole, FortuneArea, FortuneGrade } from '../../../core/bazi/fortune';
import type { ElementUse, StrengthLevel } from '../../../core/bazi/judgement';
import type { AreaThemeKind } from '../../../core/bazi/period-verdict';
import type { SolarTermKey } from '../../../core/bazi/solar-terms';
import type { Element, Stem } from '../../../core/bazi/stems-branches';
import type { TenGod } from '../../../core/bazi/ten-gods';
import type { UseGodReason } from '../../../core/bazi/use-god';

/** What a question is about (issue 11 §3). */
export type OfflineTopic =
  | 'personality'
  | 'love'
  | 'career'
  | 'year'
  | 'month'
  | 'luck'
  | 'point'
  | 'pillar'
  | 'useful'
  | 'structure'
  | 'animal'
  | 'void'
  | 'wealth'
  | 'marriage'
  | 'decision'
  | 'sensitive'
  | 'unknown';

/**
 * The names the results pages use, in one language: the parts of src/i18n/locales/<lang>/results.json the offline
 * consultant reads. The whole `results` bundle fits this type.
 */
export interface ResultsNames {
  signs: Record<Sign, string>;
  /** Bodies and angles (ascendant, midheaven). */
  bodies: Record<ChartPoint, string>;
  tenGods: Record<TenGod, string>;
  elements: Record<Element, string>;
  /** Day-master strength, the one label set: 身強 / 身弱 / 従財格 … */
  levels: Record<StrengthLevel, string>;
  polarity: Record<'yang' | 'yin', string>;
  houseThemes: Record<HouseKey, string>;
  /** The day master's image in one line, by stem. */
  dayMasterLine: Record<Stem, string>;
  /**
   * The fortune card's words: the grades of a period's verdict (ja 中 is 平運), an area's themes ({{role}},
   * {{element}}, {{use}}, {{palace}}), the ten-god families, the palaces, and the spouse star by gender.
   */
  fortune: {
    grades: Record<FortuneGrade, string>;
    themes: Record<AreaThemeKind, string>;
    roles: Record<ElementRole, string>;
    palaces: Record<'career' | 'love' | 'health', string>;
    spouseStar: Record<Gender, string>;
  };
  /** The lunar months' and days' names as the BaZi page writes them (正月 … 腊月, 初一 … 三十). */
  lunar: { months: string[]; days: string[] };
  /** The solar terms' names (立春, 啓蟄 …), for the 節 that opens a month. */
  solarTerms: Record<SolarTermKey, string>;
  /** The fortune areas' names (仕事運, 财运, Wealth …). */
  areas: Record<FortuneArea, string>;
  /** The five elements' roles as the judgement card names them (用神 … 閑神), and why the useful one ({{el}}). */
  judgement: {
    uses: Record<ElementUse, string>;
    reasons: Record<UseGodReason, string>;
    /** A ten god's structure ({{god}}格) and the month-branch exceptions (建禄格, 月刃格 …). */
    structureNamed: string;
    structures: Record<'establishedProsperity' | 'monthBlade' | 'companion', string>;
  };
}

/** Everything the offline consultant needs, in ONE language. */
export interface OfflineTexts {
  /** src/content/consultant/<lang>.json */
  consultant: ConsultantContent;
  /** src/content/readings/<lang>.json */
  readings: ReadingContent;
  /** src/content/bazi/<lang>.json */
  bazi: BaziContent;
  /** src/content/transits/<lang>.json */
  transits: TransitContent;
  /** src/i18n/locales/<lang>/results.json (or the parts of it in ResultsNames) */
  names: ResultsNames;
}

/** A question to offer the user, about this chart, with the topic (and subject) it is answered as. */
export interface SuggestedQuestion {
  text: string;
  topic: OfflineTopic;
  subject?: string;
}

/** Fills `{{name}}` placeholders; a placeholder without a value is a bug in the content or the caller. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {{${key}}} in "${template}"`);
    return String(value);
  });
}

/** The sentences of a reading text (Chinese and Japanese end theirs with 。！？, English with . ! ? and a space). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[。！？])|(?<=[.!?])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The first `n` sentences of a reading text (those `keep` accepts), joined as the language joins them. An aspect's angle in brackets
 * ("（90度）", "(90°)") is dropped: the claim checker would read it as a degree of the chart.
 */
export function firstSentences(
  text: string,
  n: number,
  gap: string,
  keep: (sentence: string) => boolean = () => true,
): string {
  return sentences(text.replace(/\s*[（(]\d{1,3}\s*(?:度|°)[）)]/gu, ''))
    .filter(keep)
    .slice(0, n)
    .join(gap);
}

/** "a, b and c" in the language's own way. */
export function joinList(items: readonly string[], c: ConsultantContent): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(c.words.listSeparator)}${c.words.listLast}${items[items.length - 1]}`;
}

/** An ISO UTC instant as month and year ("August 2017", "2017年8月"), as the facts record states it. */
export function monthYear(utc: string, c: ConsultantContent): string {
  const month = c.words.monthNames[Number(utc.slice(5, 7)) - 1] ?? utc.slice(5, 7);
  return fill(c.words.monthYear, { month, year: utc.slice(0, 4) });
}

/** The year of an ISO UTC instant. */
export const yearOf = (utc: string) => Number(utc.slice(0, 4));
