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
