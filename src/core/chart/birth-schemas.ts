import * as z from 'zod/mini';
import { HOUSE_SYSTEMS, NODE_TYPES } from '../astrology/vocabulary';
import { GENDERS, HIDDEN_STEM_RULES, ZI_HOUR_RULES } from '../bazi/conventions';

/** Birth details as people enter them (the home form's rules, spec §5), shared by storage, import and share links. */
export const birthFieldsSchema = z.object({
  name: z.string().check(z.maxLength(100)),
  birthdate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  birthHour: z.int().check(z.gte(0), z.lte(23)),
  birthMinute: z.int().check(z.gte(0), z.lte(59)),
  birthplace: z.string().check(z.minLength(1), z.maxLength(200)),
  gender: z.enum(GENDERS),
});

/** The calculation conventions a chart is cast with (DESIGN §6). */
export const conventionsSchema = z.object({
  houseSystem: z.enum(HOUSE_SYSTEMS),
  node: z.enum(NODE_TYPES),
  ziHour: z.enum(ZI_HOUR_RULES),
  trueSolarTime: z.boolean(),
  hiddenStems: z.enum(HIDDEN_STEM_RULES),
});
