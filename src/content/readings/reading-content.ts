import type { Sign } from '../../core/astrology/vocabulary';

/**
 * The static reading texts of one language (src/content/readings/{ja,zh,en}.json). Every text is complete
 * prose (one to three sentences unless noted), written natively in its language; nothing is chosen by chance:
 * the results page picks texts by the chart's signs, houses and aspects.
 */
export interface SignReadings {
  /** The Sun in this sign: core identity, 2–3 sentences. */
  sun: string;
  /** The Moon in this sign: emotional needs, 2–3 sentences. */
  moon: string;
  /** This sign rising: first impression and approach to life, 2–3 sentences. */
  ascendant: string;
  /** Venus in this sign: love style and values. */
  venus: string;
  mercury: { thinking: string; communication: string; learning: string; risks: string; techniques: string };
  mars: { strengths: string; risks: string; actions: string };
  jupiter: { strengths: string; opportunities: string; guidance: string };
  saturn: { challenges: string; lessons: string; growth: string };
  uranus: { innovations: string; independence: string; guidance: string };
  neptune: { intuition: string; dreams: string; guidance: string };
  pluto: { transformation: string; power: string; guidance: string };
  northNode: { purpose: string; growth: string; guidance: string };
  midheaven: { career: string; advantages: string; suggestions: string };
  /** Career strengths of the sign (used with the Sun and Midheaven signs) and four suggested jobs (short nouns). */
  career: { strengths: string; jobs: [string, string, string, string] };
  /** Friendship style of the Sun in this sign; four compatible signs as sign keys. (Love is read from Venus,
   * Mars, the Moon and the 5th and 7th houses, not from the Sun sign.) */
  relationships: { friendship: string; compatible: [Sign, Sign, Sign, Sign] };
}

/** What a body means in each house: one sentence per house, 1 … 12. */
export type HouseReadings = Record<
  '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12',
  string
>;

export type PersonalPlanet = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';
export type MajorAspect = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

export interface ReadingContent {
  signs: Record<Sign, SignReadings>;
  /** Each body by house: sun … pluto, northNode, chiron. */
  houses: Record<
    | 'sun'
    | 'moon'
    | 'mercury'
    | 'venus'
    | 'mars'
    | 'jupiter'
    | 'saturn'
    | 'uranus'
    | 'neptune'
    | 'pluto'
    | 'northNode'
    | 'chiron',
    HouseReadings
  >;
  /** Aspects between the personal planets, keyed "a-b" in the order sun, moon, mercury, venus, mars (e.g. "sun-moon"). */
  aspects: Record<string, Record<MajorAspect, string>>;
}
