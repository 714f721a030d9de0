import * as z from 'zod/mini';
import { isRealBirthDate } from '../../core/chart/birth-date';
import { safeLocalStorage } from '../../shared/lib/storage';
import { putAsideUnreadable } from '../../shared/lib/unreadable-backups';
import { PARTNER_KEY, type UserData } from '../../shared/stores/app-types';
import { userDataSchema } from '../../shared/stores/schemas';
import { useStorageStatus } from '../../shared/stores/storage-status';

/** A person kept on this device for the compatibility page, with their consent (issue 30 §3). */
export interface SavedPerson {
  id: string;
  userData: UserData;
  savedAt: string;
}

/**
 * A kept person whose record this version cannot cast (a field missing or malformed, a date that does not exist):
 * listed as needing repair, never dropped silently (issue 33 §2). `raw` is written back as it was until the user
 * repairs or forgets it.
 */
export interface PersonToRepair {
  id: string;
  /** The name, when the record still holds one. */
  name: string;
  /** The fields that could be read, to fill the form with. */
  readable: Partial<UserData>;
  raw: unknown;
}

/** The people kept, whose reading the page opens on, and the records that need repair. */
export interface People {
  people: SavedPerson[];
  current: string | null;
  needsRepair: PersonToRepair[];
}

/** At most this many people are kept (a list that fits a phone screen or two). */
export const MAX_PEOPLE = 20;

const personSchema = z.object({ id: z.string(), userData: userDataSchema, savedAt: z.string() });

const NONE: People = { people: [], current: null, needsRepair: [] };

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const pad = (n: number) => String(n).padStart(2, '0');

/** Birth data every screen can format and cast: the schema, a real date, and a time that agrees with it. */
function castable(u: UserData): boolean {
  return (
    isRealBirthDate(u.birthdate) &&
    u.fullBirthDateTime === `${u.birthdate}T${pad(u.birthHour)}:${pad(u.birthMinute)}:00`
  );
}

/** What can still be read of a broken record's birth data, field by field. */
function readableFields(userData: unknown): Partial<UserData> {
  if (!isRecord(userData)) return {};
  const u = userData;
  const int = (v: unknown, max: number) =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : undefined;
  const out: Partial<UserData> = {};
  if (typeof u.name === 'string') out.name = u.name.slice(0, 100);
  if (typeof u.birthdate === 'string' && isRealBirthDate(u.birthdate)) out.birthdate = u.birthdate;
  const hour = int(u.birthHour, 23);
  const minute = int(u.birthMinute, 59);
  if (hour !== undefined) out.birthHour = hour;
  if (minute !== undefined) out.birthMinute = minute;
  if (u.birthTimeUnknown === true) out.birthTimeUnknown = true;
  if (typeof u.birthplace === 'string' && u.birthplace.trim()) out.birthplace = u.birthplace.slice(0, 200);
  if (u.gender === 'male' || u.gender === 'female') out.gender = u.gender;
  return out;
}

/** One stored entry: a person every screen can use, or a record to repair. */
function readPerson(entry: unknown, fallbackId: string): SavedPerson | PersonToRepair {
  const checked = personSchema.safeParse(entry);
  if (checked.success && castable(checked.data.userData as UserData)) return checked.data as SavedPerson;
  const rec = isRecord(entry) ? entry : {};
  const readable = readableFields(rec.userData);
  return {
    id: typeof rec.id === 'string' && rec.id ? rec.id : fallbackId,
    name: readable.name ?? '',
    readable,
    raw: entry,
  };
}

/**
 * The kept people from a stored value, or null when it cannot be read at all (not JSON, not a list of people this
 * version knows): the caller then puts it aside.
 */
export function readPeople(raw: string): People | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  // Version 1 kept one partner: read as a list of one.
  const entries =
    json.version === 1
      ? [{ id: 'p1', userData: json.userData, savedAt: json.savedAt }]
      : json.version === 2 && Array.isArray(json.people)
        ? json.people
        : null;
  if (!entries) return null;
  const people: SavedPerson[] = [];
  const needsRepair: PersonToRepair[] = [];
  const ids = new Set<string>();
  entries.forEach((entry: unknown, i: number) => {
    const p = readPerson(entry, `r${i + 1}`);
    // Two entries with one id: the second is told apart, so forgetting one never takes both.
    if (ids.has(p.id)) p.id = `${p.id}-${i + 1}`;
    ids.add(p.id);
    if ('raw' in p) needsRepair.push(p);
    else people.push(p);
  });
  const asked = typeof json.current === 'string' ? json.current : null;
  const current = people.some((p) => p.id === asked) ? asked : (people[0]?.id ?? null);
  return { people, current, needsRepair };
}

/**
 * The people kept on this device. A value that cannot be read at all is put aside (downloadable from the settings)
 * and the user told, as for every store; single records that cannot be used are listed as needing repair.
 */
export function loadPeople(nowMs = Date.now()): People {
  const raw = safeLocalStorage.getItem(PARTNER_KEY);
  if (raw === null) return NONE;
  const read = readPeople(raw);
  if (read) return read;
  putAsideUnreadable(
    PARTNER_KEY,
    raw,
    safeLocalStorage,
    (status) => useStorageStatus.setState(status),
    nowMs,
  );
  return NONE;
}

/**
 * Keeps the people on this device, the records to repair as they were; false when storage refused (private mode,
 * full) or holds an unreadable value that could not be copied aside, which the page says.
 */
export function savePeople(p: People): boolean {
  if (useStorageStatus.getState().held === PARTNER_KEY) return false;
  if (p.people.length === 0 && p.needsRepair.length === 0) {
    safeLocalStorage.removeItem(PARTNER_KEY);
    return true;
  }
  const people = [...p.people, ...p.needsRepair.map((r) => r.raw)];
  return safeLocalStorage.setItem(PARTNER_KEY, JSON.stringify({ version: 2, people, current: p.current }));
}

/** A new person's id: unique among those kept. */
export function newPersonId(p: People, nowMs = Date.now()): string {
  let n = 0;
  const ids = new Set([...p.people.map((x) => x.id), ...p.needsRepair.map((r) => r.id)]);
  while (ids.has(`p${nowMs.toString(36)}${n || ''}`)) n++;
  return `p${nowMs.toString(36)}${n || ''}`;
}

/** The list with this person added or, for a kept id, replaced in place; it becomes the one shown. */
export function withPerson(p: People, person: SavedPerson): People {
  const at = p.people.findIndex((x) => x.id === person.id);
  const people = at === -1 ? [...p.people, person] : p.people.map((x, i) => (i === at ? person : x));
  // A record repaired under its own id leaves the list of those to repair.
  return { people, current: person.id, needsRepair: p.needsRepair.filter((r) => r.id !== person.id) };
}

/** The list without this person ("forget"); the one shown moves to the first left, if any. */
export function withoutPerson(p: People, id: string): People {
  const people = p.people.filter((x) => x.id !== id);
  return {
    people,
    current: p.current === id ? (people[0]?.id ?? null) : p.current,
    needsRepair: p.needsRepair.filter((r) => r.id !== id),
  };
}
