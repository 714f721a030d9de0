import * as z from 'zod/mini';
import { birthFieldsSchema, conventionsSchema } from '../../core/chart/birth-schemas';
import { LANGUAGES } from '../../i18n/languages';

/** Stored or shared birth data; the same rules as the home form (spec §3, §5). */
export const userDataSchema = z.extend(birthFieldsSchema, {
  fullBirthDateTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/)),
});

const pillarSchema = z.looseObject({ stem: z.string(), branch: z.string() });

/** A stored chart: checked for the parts every screen reads, the rest passes through. */
export const calculationResultsSchema = z.object({
  chart: z.looseObject({
    utc: z.string(),
    place: z.looseObject({ lat: z.number(), lng: z.number(), tz: z.string() }),
    bodies: z.looseObject({ sun: z.looseObject({ longitude: z.number(), sign: z.string() }) }),
    // Null when the birth time is unknown (issue 17 §2).
    angles: z.nullable(z.looseObject({ ascendant: z.looseObject({ longitude: z.number() }) })),
    houses: z.nullable(z.looseObject({ cusps: z.array(z.number()) })),
    bazi: z.looseObject({
      year: pillarSchema,
      month: pillarSchema,
      day: pillarSchema,
      hour: z.nullable(pillarSchema),
    }),
  }),
  placeResolved: z.boolean(),
  computedAt: z.string(),
  dataSource: z.literal('local'),
});

export const analysisTypeSchema = z.enum(['bazi', 'astrology', 'transit']);

export const historyEntrySchema = z.object({
  id: z.string(),
  timestamp: z.number(),
  userData: userDataSchema,
  results: calculationResultsSchema,
  analysisType: analysisTypeSchema,
});

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(['light', 'dark', 'system']),
  notifications: z.boolean(),
  autoSave: z.boolean(),
  debugMode: z.boolean(),
  useExternalAstrologyApi: z.boolean(),
  astrologyApiEnabled: z.boolean(),
  conventions: conventionsSchema,
  tourOffered: z.optional(z.boolean()),
});

/** The persisted part of the app state (zustand persist's `state`). */
export const persistedStateSchema = z.object({
  userData: z.nullable(userDataSchema),
  calculationResults: z.nullable(calculationResultsSchema),
  resultId: z.optional(z.nullable(z.string())),
  analysisType: z.nullable(analysisTypeSchema),
  settings: settingsSchema,
  analysisHistory: z.array(historyEntrySchema),
  pageState: z.object({
    lastVisitedPage: z.nullable(z.string()),
    navigationHistory: z.array(z.object({ page: z.string(), timestamp: z.number() })),
  }),
});

/** The export bundle (spec §3, version 2.0); import accepts it when userData is valid. */
export const exportBundleSchema = z.object({
  userData: userDataSchema,
  calculationResults: z.optional(z.nullable(calculationResultsSchema)),
  analysisHistory: z.optional(z.array(historyEntrySchema)),
  settings: z.optional(settingsSchema),
  exportTime: z.optional(z.string()),
  version: z.optional(z.string()),
});
