/** The 子時 day boundary: the day pillar changes at midnight (school B, default) or at 23:00 (school A). */
export const ZI_HOUR_RULES = ['midnight', '23'] as const;
export type ZiHourRule = (typeof ZI_HOUR_RULES)[number];

/** Hidden-stem convention: the Chinese three-layer table, or the Japanese 月律分野 (one stem by days into the month). */
export const HIDDEN_STEM_RULES = ['chinese', 'japanese'] as const;
export type HiddenStemRule = (typeof HIDDEN_STEM_RULES)[number];

/**
 * How 用神 is chosen where schools differ: 扶抑 from the day master's strength (『子平真詮』『滴天髓』, default),
 * or 調候 first when a summer or winter birth lacks the element its season asks for (『窮通寶鑑』).
 */
export const USE_GOD_METHODS = ['supportRestrain', 'climateFirst'] as const;
export type UseGodMethod = (typeof USE_GOD_METHODS)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * How the age of the first 大運 (起運) is counted from the interval between birth and the 節 (3 days = 1 year in all):
 * - `exact`: the interval to the second (1 day = 4 months, 1 hour = 5 days, 1 minute = 2 hours), as tyme4ts's
 *   default; the start is exact to the minute (default);
 * - `sect1`: Lunar (6tail) 流派一, whole days and 時辰 (1 時辰 = 10 days), lunar-javascript's default;
 * - `sect2`: Lunar 流派二, whole minutes (12 minutes = 1 day, 1 minute = 2 hours);
 * - `china95`: 元亨利貞 (China95), whole minutes to the day.
 */
export const LUCK_START_METHODS = ['exact', 'sect1', 'sect2', 'china95'] as const;
export type LuckStartMethod = (typeof LUCK_START_METHODS)[number];
