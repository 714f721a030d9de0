import type { SafeStorage } from './storage';

/**
 * Suffix of the keys under which unreadable stored values are kept for the user: `<key>.unreadable-backup` (older
 * versions kept one there) and `<key>.unreadable-backup.<ms>`. The storage is passed in: this module rides in lazy
 * chunks, which must not import the first load's modules (see stored-state.ts).
 */
export const BACKUP_SUFFIX = '.unreadable-backup';

/** How many unreadable values of one key are kept (the newest; issue 16 §4 "bounded"). */
export const MAX_UNREADABLE_BACKUPS = 3;

export interface UnreadableBackup {
  key: string;
  /** When it was put aside (ms since 1970), null for the single backup older versions kept. */
  savedAtMs: number | null;
  value: string;
}

/** The kept unreadable values of `name`, newest first. */
export function listUnreadable(name: string, storage: SafeStorage): UnreadableBackup[] {
  const prefix = `${name}${BACKUP_SUFFIX}`;
  const found: UnreadableBackup[] = [];
  for (const key of storage.keys()) {
    if (key !== prefix && !key.startsWith(`${prefix}.`)) continue;
    const value = storage.getItem(key);
    if (value === null) continue;
    const ms = key === prefix ? null : Number(key.slice(prefix.length + 1));
    found.push({ key, savedAtMs: ms !== null && Number.isSafeInteger(ms) ? ms : null, value });
  }
  return found.sort((a, b) => (b.savedAtMs ?? -1) - (a.savedAtMs ?? -1));
}

/**
 * Copies an unreadable value aside under a new key, so the original key can be cleared. Returns the new key, or
 * null when it could not be written even after making room by dropping the oldest kept copies (never the
 * original: the caller must then leave it where it is). Keeps at most MAX_UNREADABLE_BACKUPS, newest first.
 */
export function keepUnreadable(
  name: string,
  raw: string,
  nowMs: number,
  storage: SafeStorage,
): string | null {
  const existing = listUnreadable(name, storage);
  // An identical value already kept (the same broken state read again): nothing new to keep.
  const same = existing.find((b) => b.value === raw);
  if (same) return same.key;
  let stamp = nowMs;
  while (existing.some((b) => b.savedAtMs === stamp)) stamp++;
  const key = `${name}${BACKUP_SUFFIX}.${stamp}`;
  const oldestFirst = [...existing].reverse();
  for (;;) {
    if (storage.setItem(key, raw)) break;
    const oldest = oldestFirst.shift();
    if (!oldest) return null;
    storage.removeItem(oldest.key);
  }
  for (const old of listUnreadable(name, storage).slice(MAX_UNREADABLE_BACKUPS)) storage.removeItem(old.key);
  return key;
}

/** Removes every kept unreadable value of `name`. */
export function deleteUnreadable(name: string, storage: SafeStorage): void {
  for (const b of listUnreadable(name, storage)) storage.removeItem(b.key);
}

/** What a store tells the storage notice after putting a value aside (useStorageStatus's fields). */
export type RecoveryReport = { recovered: string; dismissed: false } | { held: string; dismissed: false };

/**
 * The one recovery path of every stored key (issue 33 §2: app state, consultant, saved people): an unreadable value
 * is copied aside (downloadable from the settings) and the key cleared, or, with no room to copy it, left where it
 * is and reported as held so nothing is written over it. The user is told through `report`.
 */
export function putAsideUnreadable(
  name: string,
  raw: string,
  storage: SafeStorage,
  report: (status: RecoveryReport) => void,
  nowMs = Date.now(),
): void {
  const key = keepUnreadable(name, raw, nowMs, storage);
  if (key) {
    storage.removeItem(name);
    report({ recovered: key, dismissed: false });
    console.warn(`Stored "${name}" could not be read; it was kept under "${key}" and the app started clean.`);
  } else {
    report({ held: name, dismissed: false });
    console.warn(`Stored "${name}" could not be read nor copied (no room); it was left untouched.`);
  }
}
