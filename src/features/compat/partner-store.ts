import * as z from 'zod/mini';
import { safeLocalStorage } from '../../shared/lib/storage';
import { PARTNER_KEY, type UserData } from '../../shared/stores/app-types';
import { userDataSchema } from '../../shared/stores/schemas';

/** A person kept on this device for the compatibility page, with their consent (issue 30 §3). */
export interface SavedPerson {
  id: string;
  userData: UserData;
  savedAt: string;
}

/** The people kept, and whose reading the page opens on. */
export interface People {
  people: SavedPerson[];
  current: string | null;
}

/** At most this many people are kept (a list that fits a phone screen or two). */
export const MAX_PEOPLE = 20;

const personSchema = z.object({ id: z.string(), userData: userDataSchema, savedAt: z.string() });
/** What is stored under PARTNER_KEY now: the people and the one shown. */
const peopleSchema = z.object({
  version: z.literal(2),
  people: z.array(personSchema),
  current: z.nullable(z.string()),
});
/** What version 1 stored: one partner. Read as a list of one. */
const partnerV1Schema = z.object({ version: z.literal(1), userData: userDataSchema, savedAt: z.string() });

const NONE: People = { people: [], current: null };

/**
 * The people kept on this device. A record this version cannot read is left alone (a newer version may have written
 * it); saving replaces it, and "delete my data" in the settings removes it.
 */
export function loadPeople(): People {
  const raw = safeLocalStorage.getItem(PARTNER_KEY);
  if (raw === null) return NONE;
  try {
    const json: unknown = JSON.parse(raw);
    const now = peopleSchema.safeParse(json);
    if (now.success) {
      const people = now.data.people as SavedPerson[];
      const current = people.some((p) => p.id === now.data.current)
        ? now.data.current
        : (people[0]?.id ?? null);
      return { people, current };
    }
    const v1 = partnerV1Schema.safeParse(json);
    if (v1.success)
      return {
        people: [{ id: 'p1', userData: v1.data.userData as UserData, savedAt: v1.data.savedAt }],
        current: 'p1',
      };
  } catch {
    // not JSON
  }
  console.warn(`The stored "${PARTNER_KEY}" could not be read.`);
  return NONE;
}

/** Keeps the people on this device; false when storage refused (private mode, full), which the page says. */
export function savePeople(p: People): boolean {
  if (p.people.length === 0) {
    safeLocalStorage.removeItem(PARTNER_KEY);
    return true;
  }
  return safeLocalStorage.setItem(PARTNER_KEY, JSON.stringify({ version: 2, ...p }));
}

/** A new person's id: unique among those kept. */
export function newPersonId(p: People, nowMs = Date.now()): string {
  let n = 0;
  const ids = new Set(p.people.map((x) => x.id));
  while (ids.has(`p${nowMs.toString(36)}${n || ''}`)) n++;
  return `p${nowMs.toString(36)}${n || ''}`;
}

/** The list with this person added or, for a kept id, replaced in place; it becomes the one shown. */
export function withPerson(p: People, person: SavedPerson): People {
  const at = p.people.findIndex((x) => x.id === person.id);
  const people = at === -1 ? [...p.people, person] : p.people.map((x, i) => (i === at ? person : x));
  return { people, current: person.id };
}

/** The list without this person ("forget"); the one shown moves to the first left, if any. */
export function withoutPerson(p: People, id: string): People {
  const people = p.people.filter((x) => x.id !== id);
  return { people, current: p.current === id ? (people[0]?.id ?? null) : p.current };
}
