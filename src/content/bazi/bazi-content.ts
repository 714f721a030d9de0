import type { RelationKind } from '../../core/bazi/relations';
import type { Branch, Element, Stem } from '../../core/bazi/stems-branches';
import type { TenGod } from '../../core/bazi/ten-gods';

/**
 * Static BaZi reading texts of one language (src/content/bazi/{ja,zh,en}.json), written natively; the results page
 * picks them by the chart (day master, month stem's ten god, the ten gods present, the branches, the elements
 * present, missing or excessive, the relations found). Every field is complete prose unless noted.
 */
export interface StemReading {
  /** The classical image, a short noun phrase (e.g. 大樹 / 参天大树 / a tall tree). */
  symbol: string;
  traits: string;
  personality: string;
  career: string;
}

export interface TenGodReading {
  /** What this ten god means wherever it appears in a chart. */
  meaning: string;
  /** What it says as the month branch's ten god (中心星, the core personality star in Japanese practice). */
  asCentralStar: string;
}

export interface BranchReading {
  /** Zodiac animal, a noun. */
  animal: string;
  /** Its two-hour window, e.g. "23:00–01:00". */
  hours: string;
  /** Its season and month in a short phrase. */
  season: string;
  traits: string;
}

export interface ElementReading {
  direction: string;
  season: string;
  colour: string;
  emotion: string;
  body: string;
  personality: string;
  career: string;
  /** When the element is strong in a chart. */
  strong: string;
  /** When it is weak or missing: what it may feel like (one sentence). */
  weak: string;
  /**
   * The traditional ways to invite more of it. Shown only where the element is the chart's 用神 or 喜神 (issue 27):
   * adding an element the chart is neutral to or has too much of is not advice a teacher would give.
   */
  weakAdvice: string;
  /**
   * When it is excessive: what it may feel like and a way to steady it, in behaviour, naming no other element (which
   * element helps is the chart's judgement, 用神 and 喜神, not this text's).
   */
  excess: string;
}

export interface BaziContent {
  stems: Record<Stem, StemReading>;
  tenGods: Record<TenGod, TenGodReading>;
  branches: Record<Branch, BranchReading>;
  elements: Record<Element, ElementReading>;
  /** Plain-words explanation of each kind of relation found in a chart. */
  relations: Record<RelationKind, string>;
}
