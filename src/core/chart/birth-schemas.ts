import * as z from 'zod/mini';
import { HOUSE_SYSTEMS, NODE_TYPES } from '../astrology/vocabulary';
import {
  GENDERS,
  HIDDEN_STEM_RULES,
  LUCK_START_METHODS,
  USE_GOD_METHODS,
  ZI_HOUR_RULES,
} from '../bazi/conventions';

/**
 * Where a chart is cast, fixed when the birthplace was chosen: a gazetteer place (with its id), a point entered
 * by hand, or the spec's Tokyo point the user knowingly kept for a name the list does not know (`fallback`).
 * Optional: data stored or shared before it existed is resolved from the birthplace text.
 */
const placeNameSchema = z.string().check(z.minLength(1), z.maxLength(100));

export const birthCoordinatesSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  /** IANA zone id (checked against the platform's tz database when the chart is cast). */
  tz: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/), z.maxLength(64)),
  placeId: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  fallback: z.optional(z.boolean()),
  /**
   * The gazetteer place's names (issue 31 §4), so that every page, the PDF and a shared view name it in the reader's
   * language (ミュンヘン, 慕尼黑, Munich) without loading the gazetteer. Absent for a point entered by hand.
   */
  names: z.optional(
    z.object({
      en: placeNameSchema,
      ja: z.optional(placeNameSchema),
      zhHans: z.optional(placeNameSchema),
      zhHant: z.optional(placeNameSchema),
    }),
  ),
});
export type BirthCoordinates = z.infer<typeof birthCoordinatesSchema>;

/** The readings a person can choose for their recorded time (see birthFieldsSchema.timeReading). */
export const TIME_READINGS = ['standard', 'earlier', 'later'] as const;
export type TimeReading = (typeof TIME_READINGS)[number];

/** Birth details as people enter them (the home form's rules, spec §5), shared by storage, import and share links. */
export const birthFieldsSchema = z.object({
  name: z.string().check(z.maxLength(100)),
  birthdate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  birthHour: z.int().check(z.gte(0), z.lte(23)),
  birthMinute: z.int().check(z.gte(0), z.lte(59)),
  // Not blank, as the home form requires (spec §5): a shared or stored place of spaces is refused, not cast for Tokyo.
  birthplace: z.string().check(
    z.maxLength(200),
    z.refine((s) => s.trim() !== ''),
  ),
  gender: z.enum(GENDERS),
  coordinates: z.optional(birthCoordinatesSchema),
  /** The birth time is not known (issue 17 §2): birthHour and birthMinute then hold noon, where it is cast. */
  birthTimeUnknown: z.optional(z.boolean()),
  /**
   * How the recorded time is read when the clocks make it a question (issue 32 §2): as standard time (summer time
   * not included), or the first or second of an hour that happened twice. Absent: on the clock then in force, the
   * first of a repeated hour.
   */
  timeReading: z.optional(z.enum(TIME_READINGS)),
});

/** The calculation conventions a chart is cast with (DESIGN §6). */
export const conventionsSchema = z.object({
  houseSystem: z.enum(HOUSE_SYSTEMS),
  node: z.enum(NODE_TYPES),
  ziHour: z.enum(ZI_HOUR_RULES),
  trueSolarTime: z.boolean(),
  hiddenStems: z.enum(HIDDEN_STEM_RULES),
  /** Added after the first release: settings and share links saved before it read as 扶抑. */
  useGod: z.optional(z.enum(USE_GOD_METHODS)),
  /** Added with issue 29: settings and links saved before it read as exact. */
  luckStart: z.optional(z.enum(LUCK_START_METHODS)),
});
